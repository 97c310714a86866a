"""Imperial Order's 700 LP upkeep is paid while Jinzo negates it (stop 50).

Imperial Order's text (during each Standby Phase, pay 700 LP, or destroy this card) and the
rulings on maintenance costs (yugipedia "Negating Continuous Card Costs", its second example:
Jinzo negates Imperial Order's effects but not its maintenance cost; the cost is no effect of
the card): the upkeep is a rule of the card, which the engine applies while the card's effects
are negated (`Effect(STATE, while_negated=True)`; seed 000 §效果分類 › 永續效果: what a
negation stops are the card's effects)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Table


def field_spells_traps(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


def _standby_with_jinzo(lp):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="draw", lp=(lp, 8000))
    table.spell_trap(0, "Imperial Order", face_down=False)
    table.monster(1, "Jinzo")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table.build()       # (the turn's Draw and Standby Phases run: nothing to answer)


def test_imperial_order_negated_by_jinzo_still_costs_700_in_the_standby_phase():
    """Q: my Imperial Order is face-up and my opponent controls Jinzo, so its effect is negated.
    Do I pay 700 LP in my Standby Phase? A: yes: a maintenance cost is no effect of the card:
    I am at 7300 in Main Phase 1 and Imperial Order stays."""
    duel = _standby_with_jinzo(8000)
    assert duel.phase == "main1"
    assert duel.is_negated(duel.players[0].szone[0])
    assert duel.players[0].lp == 7300
    assert field_spells_traps(duel, 0) == ["Imperial Order"]


def test_imperial_order_negated_by_jinzo_is_destroyed_when_its_player_cannot_pay():
    """Q: the same, but I have 500 LP. A: I cannot pay 700, so Imperial Order is destroyed; I
    keep my 500 LP."""
    duel = _standby_with_jinzo(500)
    assert duel.phase == "main1"
    assert duel.players[0].lp == 500
    assert field_spells_traps(duel, 0) == []
    assert grave(duel, 0) == ["Imperial Order"]
