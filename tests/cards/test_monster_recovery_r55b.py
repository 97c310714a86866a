"""Monster Recovery (93108433): a Quick-Play Spell that targets 1 monster its player controls and
owns; that monster and the player's whole hand are shuffled into the Deck, then the player draws
as many cards as came from the hand. It cannot be activated while the hand holds a card the
opponent owns.

Sources: yugioh-wiki.net 《モンスター回収》 (the OCG text: a monster "whose original owner is you"
chosen as it is activated; the draw counts the hand cards returned, not the monster; not
activated while the hand holds a card the opponent owns); the PSV 2005 English text (return 1
monster on your side of the field and your hand, shuffle, draw as many as the hand cards): the
same meaning, no ERAS entry. A target gone before resolution leaves the hand where it is (our
reading: the hand goes back with "that monster"). Seed 004 §连锁和咒文速度 (a Quick-Play Spell
chained to a Trap in the Battle Step)."""

from duelist.testing.reads import field_monsters as monsters, grave, hand
from duelist.testing.scenario import Script, Table

CARD = "Monster Recovery"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _table(phase="main1"):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase=phase)
    table.monster(0, "Battle Ox")
    table.hand(0, CARD, "Celtic Guardian", "Mystical Elf")
    table.deck(0, ["Koumori Dragon", "Hitotsu-Me Giant", "Beaver Warrior", "Dark Magician", "Summoned Skull"])
    return table


def test_monster_recovery_shuffles_the_monster_and_the_hand_and_draws_as_many():
    """Q: I control Battle Ox and hold Celtic Guardian and Mystical Elf besides Monster Recovery; my
    Deck holds 5 cards. I activate it on Battle Ox. A: Battle Ox and my 2 hand cards go into the
    Deck (8 cards), I draw 2 (6 left); Monster Recovery is in my GY."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", CARD, request="idle")
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=0)
    _settle(duel, s)
    assert monsters(duel, 0) == [] and grave(duel, 0) == [CARD]
    assert len(hand(duel, 0)) == 2 and len(duel.players[0].deck) == 6
    assert sorted(hand(duel, 0) + [c.name for c in duel.players[0].deck]) == sorted(
        ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Koumori Dragon", "Hitotsu-Me Giant",
         "Beaver Warrior", "Dark Magician", "Summoned Skull"])
    draws = [e for e in duel.log if e["type"] == "draw" and e["player"] == 0]
    assert len(draws) == 2


def test_monster_recovery_needs_a_monster_you_own():
    """Q: I took my opponent's Battle Ox with Change of Heart and control no other monster. May I
    activate Monster Recovery on it? A: no: only a monster I control and own."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Battle Ox")
    table.hand(0, "Change of Heart", CARD, "Celtic Guardian")
    table.deck(0, ["Koumori Dragon"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", request="idle")
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=0)
    _settle(duel, s)
    assert monsters(duel, 0) == ["Battle Ox"]
    assert not s.has("activate", CARD)


def test_monster_recovery_with_no_monster_cannot_be_activated():
    """Q: I control no monster. May I activate Monster Recovery (only to shuffle my hand)? A: no:
    it needs its target."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, CARD, "Celtic Guardian")
    table.deck(0, ["Koumori Dragon"] * 3)
    duel = table.build()
    assert not Script(duel).has("activate", CARD)


def test_monster_recovery_chained_to_sakuretsu_armor_saves_the_attacker():
    """Q: Battle Ox attacks; my opponent activates Sakuretsu Armor on it. I chain Monster Recovery
    from my hand on Battle Ox. A: Battle Ox and my 2 other hand cards go into my Deck and I draw 2;
    Sakuretsu Armor then finds no target: nothing is destroyed, and no damage is dealt."""
    table = _table(phase="battle_step")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", request="battle")
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=1)
    s.pick("activate", CARD, player=0, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=0)
    _settle(duel, s)
    assert monsters(duel, 0) == [] and grave(duel, 0) == [CARD] and grave(duel, 1) == ["Sakuretsu Armor"]
    assert len(hand(duel, 0)) == 2 and len(duel.players[0].deck) == 6
    assert duel.players[1].lp == 8000
    assert not [e for e in duel.log if e["type"] == "destroyed"]
