"""Manju of the Ten Thousand Hands (95492061): when it is Normal Summoned or Flip Summoned, its
controller may add 1 Ritual Monster or 1 Ritual Spell from their Deck to their hand.

Sources: the card's text in our words (the 2005 English print: "When this card is Normal Summoned
or Flip Summoned, you can add 1 Ritual Monster or 1 Ritual Spell Card from your Deck to your
hand"; today's: the same, "If this card is Normal or Flip Summoned": no ERAS entry, as for Senju
of the Thousand Hands, its twin); yugioh-wiki.net 《マンジュ・ゴッド》: an optional trigger, only on
a Normal or Flip Summon (a Special Summon is neither); the search resolves even if Manju left the
field (seed 000 §效果的處理)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

MANJU = "Manju of the Ten Thousand Hands"
_DECK = ["Battle Ox", "Pot of Greed", "Black Luster Soldier", "Black Luster Ritual"]


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_manju_of_the_ten_thousand_hands_adds_a_ritual_spell_or_monster():
    """Q: I Normal Summon Manju. A: I may add Black Luster Soldier or Black Luster Ritual (not
    Battle Ox, not Pot of Greed); I take the Ritual Spell."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, MANJU)
    table.deck(0, list(_DECK))
    duel = table.build()
    s = Script(duel)
    s.pick("summon", MANJU)
    s.pick("yes", player=0, request="yes_no")
    assert sorted(o.name for o in s.options("select")) == ["Black Luster Ritual", "Black Luster Soldier"]
    s.pick("select", "Black Luster Ritual")
    _pass_all(s)
    assert hand(duel, 0) == ["Black Luster Ritual"]
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Black Luster Soldier", "Pot of Greed"]


def test_manju_of_the_ten_thousand_hands_flip_summon_searches_too():
    """Q: I Flip Summon my Set Manju. A: the same search: I add Black Luster Soldier."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    manju = table.monster(0, MANJU, position="set")
    table.deck(0, list(_DECK))
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", manju)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Black Luster Soldier")
    _pass_all(s)
    assert hand(duel, 0) == ["Black Luster Soldier"]


def test_manju_of_the_ten_thousand_hands_special_summon_or_no_ritual_card_asks_nothing():
    """Q: (a) I revive Manju with Monster Reborn; (b) I Normal Summon Manju with no Ritual card in
    my Deck. A: no question either time: a Special Summon is no Normal or Flip Summon, and with
    nothing to add the effect cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, MANJU)
    table.hand(0, "Monster Reborn")
    table.deck(0, list(_DECK))
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", MANJU)
    _pass_all(s)
    s.pick("option", "Attack Position", request="option")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == [MANJU] and hand(duel, 0) == []

    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, MANJU)
    table.deck(0, ["Battle Ox", "Pot of Greed"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", MANJU)
    _pass_all(s)
    s.expect(request="idle", player=0)
    assert hand(duel, 0) == []


def test_manju_of_the_ten_thousand_hands_searches_though_trap_hole_destroys_it():
    """Q: I Normal Summon Manju and activate its search; my opponent chains Trap Hole. A: Manju
    is destroyed, and the search still resolves: I add Black Luster Ritual."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, MANJU)
    table.deck(0, list(_DECK))
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", MANJU)
    s.pick("yes", player=0, request="yes_no")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", MANJU, player=1)
    _pass_all(s)
    s.pick("select", "Black Luster Ritual", player=0)
    _pass_all(s)
    assert hand(duel, 0) == ["Black Luster Ritual"]
    assert grave(duel, 0) == [MANJU] and grave(duel, 1) == ["Trap Hole"]
