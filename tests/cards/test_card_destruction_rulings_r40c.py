"""Card Destruction's rulings as the Yugi starter deck raises them (SDY-042): both players
discard their whole hands, then each draws as many cards as they discarded.

The card plays one text under every preset; these tests use the default preset (MR5).
Sources: the rulings quoted on thesharedwebb.com ("Card Destruction can be activated if either
player has at least 1 card in his/her hand (not including Card Destruction)"); Pojo's card of
the day of 2002-04-04 (Set Monster Reborn first, discard Blue-Eyes White Dragon with Card
Destruction, then flip Monster Reborn and bring it back). Seed 000 §特殊召喚 ›
具有蘇生限制的怪獸的特殊召喚 (a Normal Monster discarded may be revived)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_card_destruction_as_the_last_card_of_its_players_hand():
    """Q: Card Destruction is the only card in my hand; my opponent holds two: may I activate
    it? A: yes (my opponent has cards to discard): they discard two and draw two, I draw
    nothing."""
    table = Table(turn=3)
    table.hand(0, "Card Destruction")
    table.hand(1, "Battle Ox", "Summoned Skull")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Card Destruction")
    _resolve(s)
    assert hand(duel, 0) == [] and len(duel.players[0].deck) == 3
    assert hand(duel, 1) == ["Mystical Elf", "Mystical Elf"]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Summoned Skull"]


def test_a_blue_eyes_discarded_by_card_destruction_comes_back_with_a_set_monster_reborn():
    """Q: with Monster Reborn Set, I discard Blue-Eyes White Dragon with Card Destruction, then
    activate the Set Monster Reborn: A: Blue-Eyes, a Normal Monster, may be revived from my
    GY."""
    table = Table(turn=3)
    table.spell_trap(0, "Monster Reborn")
    table.hand(0, "Card Destruction", "Blue-Eyes White Dragon")
    table.hand(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Card Destruction")
    _resolve(s)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Blue-Eyes White Dragon")
    _resolve(s)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Blue-Eyes White Dragon"]
    assert hand(duel, 0) == ["Celtic Guardian"]
