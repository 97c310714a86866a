"""Swords of Revealing Light destroyed in the chain of its own activation (round 52q).

Seed 000 §魔法卡: Swords of Revealing Light is a Normal Spell that stays on the field after it
resolves (通常魔法 ... 一部分例外包括「光之護封劍」); the rule that an activation whose card was
destroyed in its chain is not applied (連鎖…将該…破壞的場合，…效果不處理) is written for
Continuous, Field and Equip Spells, Pendulum scales and Continuous Traps only, not for a Normal
Spell. The card's text: turning the opponent's face-down monsters face-up is what its
activation does as it resolves (the current text's (1), "as this card's activation's
resolution"); the attack lock applies only while the card is on the field. So MST chained to
Swords leaves the flip to happen, with no lock. (The OCG card script of the common simulator,
c72302403, flips the monsters without asking whether the card is still there, unlike
Different Dimension Capsule's, c11961740, which does nothing once its card is gone.)"""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _swords_answered_by_typhoon():
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Swords of Revealing Light")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light", player=0)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Swords of Revealing Light", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s, elf


def test_the_set_monsters_are_still_turned_face_up():
    """Q: I activate Swords of Revealing Light; my opponent answers with Mystical Space Typhoon on
    it. A: Swords is destroyed before it resolves, but turning my opponent's Set Mystical Elf
    face-up is the Normal Spell's resolution, which needs no card on the field: the Elf is
    face-up (Defense Position); Swords is in my GY."""
    duel, s, elf = _swords_answered_by_typhoon()
    assert elf.card(duel).position == "defense"
    assert grave(duel, 0) == ["Swords of Revealing Light"] and grave(duel, 1) == ["Mystical Space Typhoon"]


def test_no_attack_lock_without_the_card():
    """Q: and in my opponent's next turn, may their monsters attack? A: yes: the lock lasts only
    while Swords is on the field, and it never stayed there."""
    duel, s, elf = _swords_answered_by_typhoon()
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    s.pick("battle", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert s.has("attack", "Battle Ox", target="player")


def test_different_dimension_capsule_destroyed_in_its_chain_banishes_nothing():
    """Q: by contrast, I activate Different Dimension Capsule (a Normal Spell that stays too) and
    my opponent answers with Mystical Space Typhoon on it. A: what it banishes it banishes for the
    card to give back, and the card is gone: nothing is banished, my Deck keeps its two cards, the
    Capsule is in my GY (the common simulator's OCG script: nothing once its card is gone)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Different Dimension Capsule")
    table.deck(0, ["Dark Hole", "Battle Ox"])
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Different Dimension Capsule", player=0)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Different Dimension Capsule", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert duel.players[0].banished == [] and len(duel.players[0].deck) == 2
    assert grave(duel, 0) == ["Different Dimension Capsule"]
