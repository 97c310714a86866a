"""Senju of the Thousand Hands: when it is Normal Summoned or Flip Summoned, its controller may
add 1 Ritual Monster from their Deck to their hand.

Sources: the card's text (LOD 2005 "When this card is Normal Summoned or Flip Summoned, you can
add..."; today's "When this card is Normal or Flip Summoned: You can add...": the same, in our
words): an optional "when" trigger (seed 000 §誘發效果, 「時」 can miss the timing); only those two
summons (a Special Summon, or a face-down Senju flipped by an attack, is neither:
yugioh-wiki.net 《センジュ・ゴッド》). The search resolves even if Senju left the field in answer
(it does not need Senju: seed 000 §效果的處理, an activated effect resolves without its card
unless its text needs it)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

_DECK = ["Battle Ox", "Black Luster Soldier", "Relinquished"]


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_senju_of_the_thousand_hands_normal_summon_adds_a_ritual_monster():
    """Q: I Normal Summon Senju. A: I may add a Ritual Monster (Black Luster Soldier or
    Relinquished, not Battle Ox) from my Deck to my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Senju of the Thousand Hands")
    table.deck(0, list(_DECK))
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Senju of the Thousand Hands")
    s.pick("yes", player=0, request="yes_no")
    assert sorted(o.name for o in s.options("select")) == ["Black Luster Soldier", "Relinquished"]
    s.pick("select", "Black Luster Soldier")
    _resolve(s)
    assert hand(duel, 0) == ["Black Luster Soldier"]
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Relinquished"]


def test_senju_of_the_thousand_hands_flip_summon_adds_a_ritual_monster():
    """Q: I Flip Summon my Set Senju. A: the same search."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    senju = table.monster(0, "Senju of the Thousand Hands", position="set")
    table.deck(0, list(_DECK))
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", senju)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Relinquished")
    _resolve(s)
    assert hand(duel, 0) == ["Relinquished"]


def test_senju_of_the_thousand_hands_flipped_by_an_attack_searches_nothing():
    """Q: My opponent attacks my Set Senju, which is flipped face-up. A: no search: being flipped
    by an attack is not a Flip Summon."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Summoned Skull")
    senju = table.monster(0, "Senju of the Thousand Hands", position="set")
    table.deck(0, list(_DECK))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=senju)
    _resolve(s)
    s.expect(request="battle", player=1)
    assert grave(duel, 0) == ["Senju of the Thousand Hands"] and hand(duel, 0) == []


def test_senju_of_the_thousand_hands_special_summon_searches_nothing():
    """Q: I revive Senju with Monster Reborn. A: no search: a Special Summon is neither a Normal
    nor a Flip Summon."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Senju of the Thousand Hands")
    table.hand(0, "Monster Reborn")
    table.deck(0, list(_DECK))
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Senju of the Thousand Hands")
    _resolve(s)
    s.pick("option", "Attack Position", request="option")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Senju of the Thousand Hands"] and hand(duel, 0) == []


def test_senju_of_the_thousand_hands_searches_though_trap_hole_destroys_it():
    """Q: I Normal Summon Senju and activate its search; my opponent chains Trap Hole and destroys
    Senju. A: the search still resolves: I add Black Luster Soldier; Senju is in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Senju of the Thousand Hands")
    table.deck(0, list(_DECK))
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Senju of the Thousand Hands")
    s.pick("yes", player=0, request="yes_no")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Senju of the Thousand Hands", player=1)
    _resolve(s)
    s.pick("select", "Black Luster Soldier", player=0)
    _resolve(s)
    assert hand(duel, 0) == ["Black Luster Soldier"]
    assert grave(duel, 0) == ["Senju of the Thousand Hands"] and grave(duel, 1) == ["Trap Hole"]


def test_senju_of_the_thousand_hands_with_no_ritual_monster_asks_nothing():
    """Q: My Deck holds no Ritual Monster. A: the effect cannot be activated: no question."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Senju of the Thousand Hands")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Senju of the Thousand Hands")
    _resolve(s)
    s.expect(request="idle", player=0)
    assert hand(duel, 0) == []
