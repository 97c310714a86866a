"""Decayed Commander: Normal Summoned, its controller may Special Summon 1 Zombie Tiger from the
hand; its direct attack dealing battle damage makes the opponent discard 1 card at random.

Sources: the card's text in our words (the 2005 DR1 / MFC print, "when this card is Normal
Summoned, you can Special Summon 1 Zombie Tiger from your hand" and "when this card inflicts
Battle Damage to your opponent's Life Points by a direct attack, your opponent discards 1 card at
random", does what today's does: no ERAS entry); the OCG text of 《朽ち果てた武将》, our reading of it (an optional
trigger on its Normal Summon only, not on a Flip Summon or a Special Summon; the discard is a
mandatory trigger on a direct attack's battle damage only, as Spirit Reaper's).
The 2005-era wording quoted above is as we recall it (not checked against a scan of the print)."""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table

DC = "Decayed Commander"
ZT = "Zombie Tiger"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_decayed_commander_normal_summoned_brings_zombie_tiger_from_the_hand():
    """Q: I Normal Summon Decayed Commander holding Zombie Tiger and say yes to its effect:
    A: Zombie Tiger is Special Summoned from my hand beside it."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, DC, ZT)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", DC)
    _resolve(s)
    s.pick("yes", request="yes_no")
    s.pick("select", ZT, request="select")
    s.pick("option", "Attack Position", request="option")
    _resolve(s)
    assert field_monsters(duel, 0) == [DC, ZT]
    assert hand(duel, 0) == []


def test_decayed_commander_without_zombie_tiger_or_flip_summoned_asks_nothing():
    """Q: (a) I Normal Summon Decayed Commander holding only a Battle Ox; (b) I Flip Summon a Set
    Decayed Commander holding Zombie Tiger: A: neither asks anything: the effect needs a Zombie
    Tiger in the hand and a Normal Summon."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, DC, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", DC)
    _resolve(s)
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == [DC]

    table = Table(turn=3, turn_player=0)
    dc = table.monster(0, DC, position="set")
    table.hand(0, ZT)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", dc)
    _resolve(s)
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == [DC]
    assert hand(duel, 0) == [ZT]


def test_decayed_commander_direct_attack_makes_the_opponent_discard_at_random():
    """Q: my Decayed Commander attacks directly; my opponent holds one Mystical Elf: A: they take
    1000 and discard it (the only card)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, DC)
    table.hand(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DC, target="player")
    _resolve(s)
    assert lp(duel) == (8000, 7000)
    assert hand(duel, 1) == [] and grave(duel, 1) == ["Mystical Elf"]


def test_decayed_commander_attacking_a_monster_discards_nothing():
    """Q: my Decayed Commander (1000) attacks my opponent's face-up Thousand-Eyes Idol (0 ATK) and
    deals 1000: A: no discard: the damage did not come from a direct attack."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, DC)
    idol = table.monster(1, "Thousand-Eyes Idol")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DC, target=idol)
    _resolve(s)
    assert lp(duel) == (8000, 7000)
    assert hand(duel, 1) == ["Mystical Elf"] and grave(duel, 1) == ["Thousand-Eyes Idol"]


def test_decayed_commander_destroyed_by_trap_hole_in_answer_still_brings_zombie_tiger():
    """Q: I Normal Summon Decayed Commander and activate its effect; my opponent chains Trap Hole
    on it: A: Trap Hole resolves first and destroys it; the effect, already activated, still
    Special Summons Zombie Tiger (it does not need Decayed Commander on the field: our reading of
    the text, as an activated trigger resolves without its monster, seed 000 §起動效果)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, DC, ZT)
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", DC)
    s.pick("yes", request="yes_no")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", DC, player=1)
    _resolve(s)
    s.pick("select", ZT, request="select")
    s.pick("option", "Attack Position", request="option")
    _resolve(s)
    assert grave(duel, 0) == [DC] and grave(duel, 1) == ["Trap Hole"]
    assert field_monsters(duel, 0) == [ZT]
