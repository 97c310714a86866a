"""Vanity's Call (a Counter Trap, only as Chain Link 4 or later; pay half your LP): the
activations of every card and effect before it in the chain are negated and those cards still
on the field are destroyed. The costs those activations paid are not given back (seed 000
§效果分類: a cost is paid as the card is activated; tests/rules/test_negated_activations_and_their_costs_r38r.py:
a negated activation keeps its cost paid), and neither is Vanity's Call's own half LP.

Position (GOAT): player 0 activates Premature Burial (800 LP) on Summoned Skull in their GY;
player 1 chains Dust Tornado on it (Chain Link 2); player 0 chains Mystical Space Typhoon
(Chain Link 3); player 1 chains Vanity's Call (Chain Link 4)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _premature_burial_chain(waboku=False):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    if waboku:
        table.spell_trap(1, "Waboku")
    table.hand(0, "Premature Burial", "Mystical Space Typhoon")
    table.grave(0, "Summoned Skull")
    table.spell_trap(1, "Dust Tornado")
    table.spell_trap(1, "Vanity's Call")
    table.spell_trap(1, "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Summoned Skull")
    s.pick("activate", "Dust Tornado", player=1, request="chain")
    s.pick("target", "Premature Burial")
    return duel, s


def test_vanitys_call_is_not_offered_as_chain_link_3():
    """Q: after Premature Burial and Dust Tornado, may my opponent chain Vanity's Call? A: not
    yet: it would be Chain Link 3 (their Waboku may be chained there, Vanity's Call not)."""
    duel, s = _premature_burial_chain(waboku=True)
    s.expect(request="chain", player=0)
    s.pick("pass")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Waboku")
    assert not s.has("activate", "Vanity's Call")


def test_vanitys_call_as_chain_link_4_negates_all_three_and_the_costs_stay_paid():
    """Q: I chain Mystical Space Typhoon (Chain Link 3) and my opponent chains Vanity's Call.
    A: Premature Burial, Dust Tornado and Mystical Space Typhoon have their activations negated
    and are destroyed; Summoned Skull stays in my GY; my 800 LP for Premature Burial are not
    given back, nor my opponent's half LP for Vanity's Call."""
    duel, s = _premature_burial_chain()
    s.pick("activate", "Mystical Space Typhoon", player=0, request="chain")
    s.answer([o for o in duel.request.options if o.kind == "target" and "Set card" in o.label][0])
    s.pick("activate", "Vanity's Call", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (7200, 4000)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Mystical Space Typhoon", "Premature Burial", "Summoned Skull"]
    assert sorted(grave(duel, 1)) == ["Dust Tornado", "Vanity's Call"]
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Pot of Greed"]
