"""Brilliant Fusion whose effects are negated by Imperial Order after its Fusion Summon.

Brilliant Fusion's activation Fusion Summons a Gem-Knight with ATK/DEF 0, and "if this card
leaves the field, that monster is destroyed"; its other effect (discard a Spell: the monster
gains its original ATK/DEF) is activated on the field. With Imperial Order face-up (it negates
every Spell Card's effect on the field, seed 000 §永續魔法: a face-up Continuous Spell's effects
apply while it is on the field and not negated): the discard effect is activated (the Spell is
discarded as its cost) and applies nothing; and Brilliant Fusion destroyed leaves the monster
on the field, as Call of the Haunted does under Royal Decree
(tests/cards/test_call_of_the_haunted.py `test_call_of_the_haunted_negated_leaves_its_monster`;
the same tie, "destroyed when this card leaves the field", read by analogy: no ruling page
naming Brilliant Fusion beside Imperial Order was found). Without Imperial Order it is destroyed."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

RUBY = "Gem-Knight Ruby"


def _fused(imperial_order):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Brilliant Fusion", "Pot of Greed")
    if imperial_order:
        table.spell_trap(1, "Imperial Order")
    table.spell_trap(1, "Dust Tornado")
    table.extra(0, RUBY)
    table.deck(0, ["Celtic Guardian"] * 3 + ["Gem-Knight Garnet", "Gem-Knight Sapphire"])
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Brilliant Fusion")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", RUBY)
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    ruby = duel.monsters(0)[0]
    assert ruby.name == RUBY and duel.atk(ruby) == 0
    if imperial_order:
        s.pick("battle")                          # Main Phase 1 ends: player 1 answers
        s.pick("activate", "Imperial Order", player=1, request="chain")
        while duel.request.kind == "chain":
            s.pick("pass")
    return duel, s, ruby


def test_under_imperial_order_the_discard_effect_gives_nothing_back():
    """Q: Imperial Order is face-up; I discard Pot of Greed for Brilliant Fusion's effect. A:
    the cost is paid, the effect is negated: Gem-Knight Ruby stays at 0 ATK."""
    duel, s, ruby = _fused(True)
    s.pick("activate", "Brilliant Fusion", request="idle")
    s.pick("select", "Pot of Greed")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert "Pot of Greed" in grave(duel, 0)
    assert duel.atk(ruby) == 0


@pytest.mark.parametrize("imperial_order", [False, True])
def test_brilliant_fusion_destroyed_takes_its_monster_only_when_not_negated(imperial_order):
    """Q: my opponent's Dust Tornado destroys my Brilliant Fusion. Is Gem-Knight Ruby destroyed?
    A: yes -- but not while Imperial Order negates Brilliant Fusion's effects."""
    duel, s, ruby = _fused(imperial_order)
    s.pick("battle")
    s.pick("activate", "Dust Tornado", player=1, request="chain")
    s.pick("target", "Brilliant Fusion", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert "Brilliant Fusion" in grave(duel, 0)
    assert field_monsters(duel, 0) == ([RUBY] if imperial_order else [])
