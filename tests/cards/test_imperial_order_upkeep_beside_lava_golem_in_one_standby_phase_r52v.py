"""Imperial Order's 700 LP upkeep and Lava Golem's 1000 damage fall in the same Standby Phase of
the player who controls both (round 52v).

Seed 004 §准备阶段: the effects of cards that happen in the Standby Phase are carried out there,
and when there are several, the TURN PLAYER decides their order (yugioh.fandom.com "Standby
Phase" says the same and names maintenance costs such as Messenger of Peace's among those
actions); seed 000 §誘發效果: Standby Phase triggers are not simultaneous, one is activated and
resolved before the next. Imperial Order's payment is a maintenance cost that starts no chain
(yugioh.fandom.com "Card Rulings:Imperial Order"); if its controller cannot pay 700 LP it is
destroyed instead. So with 1500 LP the order decides the duel: the upkeep first (800) and then
the Golem (1000) loses it; the Golem first (500) leaves too little for the upkeep, and Imperial
Order is destroyed instead. Both eras: the 2005 text (GOAT) asks the upkeep in its controller's
own Standby Phases, which this is."""

import pytest

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _standby_with_both(rules, life):
    """Player 0's turn 3 from its Draw Phase: player 0 controls a face-up Imperial Order and the
    Lava Golem their opponent gave them (owned by player 1)."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="draw", lp=(life, 8000))
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    table.spell_trap(0, "Imperial Order", face_down=False)
    table.monster(0, "Lava Golem")
    return table.build()


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_the_turn_player_may_take_lava_golems_damage_before_imperial_orders_upkeep(rules):
    """Q: it is my Standby Phase; I have 1500 LP, a face-up Imperial Order and a Lava Golem on
    my side. Must I pay the 700 LP first and then take the 1000 damage (and lose)? A: no: I
    decide the order of the two. I let the Golem burn me first (500 LP left), then I cannot pay
    700, so Imperial Order is destroyed and the duel goes on."""
    duel = _standby_with_both(rules, 1500)
    request = duel.request
    assert request is not None and request.player == 0, "the turn player was not asked"
    assert sorted(o.name for o in request.options) == ["Imperial Order", "Lava Golem"]
    s = Script(duel)
    s.answer(next(o for o in request.options if o.name == "Lava Golem"))
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert duel.winner is None
    assert lp(duel) == (500, 8000)
    assert grave(duel, 0) == ["Imperial Order"]
    assert duel.phase == "main1" and duel.request.kind == "idle"


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_with_enough_lp_both_are_paid_whatever_the_order(rules):
    """Q: the same, but I have 2000 LP. A: I pay the 700 LP and take the 1000 damage: 300 LP
    left, Imperial Order stays face-up, and the duel goes on to my Main Phase 1."""
    duel = _standby_with_both(rules, 2000)
    s = Script(duel)
    while duel.request is not None and duel.request.kind != "idle":
        s.answer(duel.request.options[0])      # any order, any pass: the outcome is the same
    assert duel.winner is None
    assert lp(duel) == (300, 8000)
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Imperial Order"]
    assert duel.phase == "main1"
