"""Frontier Wiseman (38742075): while it is face-up on the field, a Spell Card that targets it has its
effect negated and is destroyed.

Sources, in our words: the card's text (LOD, 2003, as we recall it: no scan or ruling page was found in
our search; today's print means the same, no ERAS entry: tested under both presets), as Ryu Senshi's second effect (tests/cards/test_ryu_senshi*.py); a continuous
effect of a face-up monster (seed 000 §永續效果): a Set Frontier Wiseman protects nothing, a Trap
that targets it is not touched, and Skill Drain negates it. Our reading: the Spell's effect is
negated as it resolves and the card is destroyed (not the activation)."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

FW = "Frontier Wiseman"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(rules="MR5", position="attack"):
    table = Table(rules=rules, turn=4, turn_player=1)
    wiseman = table.monster(0, FW, position=position)
    table.monster(1, "Battle Ox")
    return table, wiseman


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_frontier_wiseman_negates_and_destroys_book_of_moon(rules):
    """Q: my opponent activates Book of Moon on my face-up Frontier Wiseman. A: its effect is negated
    and it is destroyed: Frontier Wiseman stays face-up in Attack Position."""
    table, wiseman = _table(rules)
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", wiseman, player=1)
    _pass(s)
    assert wiseman.card(duel).position == "attack"
    assert grave(duel, 1) == ["Book of Moon"]
    assert [e["name"] for e in duel.log if e["type"] == "destroyed"] == ["Book of Moon"]


def test_frontier_wiseman_stops_snatch_steal():
    """Q: my opponent activates Snatch Steal on my Frontier Wiseman. A: its effect is negated and it is
    destroyed: I keep Frontier Wiseman."""
    table, wiseman = _table()
    table.hand(1, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", wiseman, player=1)
    _pass(s)
    assert wiseman.card(duel).controller == 0 and field_monsters(duel, 0) == [FW]
    assert grave(duel, 1) == ["Snatch Steal"]


def test_frontier_wiseman_set_is_not_protected_from_nobleman_of_crossout():
    """Q: my opponent activates Nobleman of Crossout on my Set Frontier Wiseman. A: a face-down monster
    applies no effect: Frontier Wiseman is destroyed and banished."""
    table, wiseman = _table(position="set")
    table.hand(1, "Nobleman of Crossout")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout", player=1)
    s.pick("target", wiseman, player=1)
    _pass(s)
    assert field_monsters(duel, 0) == [] and [c.name for c in duel.players[0].banished] == [FW]


def test_frontier_wiseman_does_not_stop_a_trap_nor_spells_under_skill_drain():
    """Q: (a) my opponent activates Compulsory Evacuation Device on my Frontier Wiseman; (b) with their
    Skill Drain face-up, they activate Book of Moon on it. A: (a) the Trap resolves: Wiseman returns
    to my hand; (b) Skill Drain negates Wiseman: Book of Moon turns it
    face-down."""
    table, wiseman = _table()
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Compulsory Evacuation Device", player=1)
    s.pick("target", wiseman, player=1)
    _pass(s)
    assert field_monsters(duel, 0) == [] and [c.name for c in duel.players[0].hand] == [FW]

    table, wiseman = _table()
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", wiseman, player=1)
    _pass(s)
    assert wiseman.card(duel).position == "set" and grave(duel, 1) == ["Book of Moon"]
