"""Two destructions made by the state checks at one moment, each of which may be replaced
(engine/destruction.py `_run_or_leave`: a destruction that might ask is left for the procedure
that runs the state checks). Two face-up Imperial Orders whose controller cannot pay their
upkeep (600 LP) are each destroyed as the Standby Phase begins; their controller's Proxy Dragon
("you may destroy a monster it points to instead") is asked about each in turn, and the
answer to the first does not spend the second.

Each test runs with the real script (its upkeep a generator: `yield from ctx.destroy(...)`)
and with a stand-in Imperial Order whose upkeep returns the procedure instead (`return
ctx.destroy(...)`, the other form docs/cards.md allows): the state checks are handed the
procedure itself, and it must not be taken for one the script never ran while the first
Imperial Order's question is asked (no card of the pool writes a STATE effect that way).

Round 52g changed the premise: the upkeep is no longer a STATE effect paid in the state checks
as the phase begins but one of the Standby Phase's effects, applied (no chain link) in the
order the turn player decides (seed 004 §准备阶段): first one Imperial Order's upkeep is picked,
then each is applied in turn, and Proxy Dragon is asked about each destruction as before. Round
54b (Konami's FAQ fid=11533): each player orders their own phase effects, so the pick is player
1's, whose Imperial Orders they are (player 0, the turn player, has none). The stand-in is that applied effect with its procedure
returned (chain.py `_apply_delayed` runs it), no longer a STATE effect."""

import pytest

from duelist.cards.common import APPLY, CONTINUOUS, During, Effect, activate
from duelist.cards.scripts import c61740673_imperial_order as order
from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

from tests.rules.stand_ins import stand_in


def upkeep_returning_the_procedure(ctx):
    ctx.card.info = dict(ctx.card.info or {}, upkeep_turn=ctx.turn)
    if ctx.lp(ctx.player) >= 700:
        ctx.pay_lp(700)
        return None
    return ctx.destroy([ctx.card], "effect")


@pytest.fixture(params=["script", "returned procedure"])
def imperial_order(request, monkeypatch):
    if request.param == "returned procedure":
        stand_in(monkeypatch, "Imperial Order", [
            activate(order.activated),
            Effect(CONTINUOUS, tag="negate_spells"),
            Effect(APPLY, events="phase", range=(S.SZONE,), match=order._any_standby,
                   during=During(own=(S.PHASE_STANDBY,), opponent=(S.PHASE_STANDBY,)),
                   resolve=upkeep_returning_the_procedure, while_negated=True, label="upkeep"),
        ])
    return request.param


def spell_traps(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


def two_orders_duel():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="draw", lp=(8000, 600))
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.monster(1, "Battle Ox", zone=1)
    table.monster(1, "Proxy Dragon", zone=2)       # (Link-2, Left and Right: zones 1 and 3)
    table.monster(1, "Celtic Guardian", zone=3)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table.build()


def order_the_two_upkeeps(duel):
    """Their controller (player 1; the turn player has no effect of this phase) picks which
    Imperial Order's upkeep comes first (the two are alike: the first listed)."""
    s = Script(duel)
    request = s.expect(request="order", player=1)
    assert [o.name for o in request.options] == ["Imperial Order", "Imperial Order"]
    s.answer(request.options[0])


def ask_about_proxy_dragon(duel):
    request = duel.request
    assert duel.phase == "standby" and request.kind == "yes_no" and request.player == 1
    assert "Imperial Order would be destroyed" in request.prompt
    return Script(duel)


def test_both_imperial_orders_saved_by_proxy_dragon_one_after_the_other(imperial_order):
    duel = two_orders_duel()
    order_the_two_upkeeps(duel)
    s = ask_about_proxy_dragon(duel)
    s.pick("yes", "Proxy Dragon", player=1)
    s.pick("select", "Battle Ox", player=1)
    ask_about_proxy_dragon(duel)               # the second Imperial Order: asked in its turn
    s.pick("yes", "Proxy Dragon", player=1)    # (Celtic Guardian, the one monster left, is taken)
    assert duel.phase == "main1" and duel.request.kind == "idle"
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Celtic Guardian"]
    assert spell_traps(duel, 1) == ["Imperial Order", "Imperial Order"]
    assert field_monsters(duel, 1) == ["Proxy Dragon"]


def test_the_first_imperial_order_destroyed_the_second_saved(imperial_order):
    duel = two_orders_duel()
    order_the_two_upkeeps(duel)
    s = ask_about_proxy_dragon(duel)
    s.pick("no", "Proxy Dragon", player=1)
    ask_about_proxy_dragon(duel)
    s.pick("yes", "Proxy Dragon", player=1)
    s.pick("select", "Celtic Guardian", player=1)
    assert duel.phase == "main1" and duel.request.kind == "idle"
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Imperial Order"]
    assert spell_traps(duel, 1) == ["Imperial Order"]
    assert field_monsters(duel, 1) == ["Battle Ox", "Proxy Dragon"]
