"""A delayed effect that lasts while a card stays on the field ends once that card leaves,
whatever made it leave: here Imperial Order destroyed by its own upkeep in a Standby Phase, a
state check with no chain (seed 000 §永續效果: an effect that applies "while" a card is on the
field stops when it leaves; Imperial Order: "pay 700 LP or destroy this card").

The engine's state checks end such an effect in their first step, the lingering walk
(actions.py `_state_check_pass`), which it skips at a key where it already ran and found
nothing: a pass in which a later step moved a card (Imperial Order's upkeep, a STATE effect)
stores the new key with the walk's flag [16] cleared, and the next pass walks again
(`_quiet_key`'s store, the walk's gate). No card of the pool makes a delayed effect bound to
Imperial Order: a stand-in here. Round 33n: mutation testing of the open entries on the
walk's gate and `_quiet_key`'s store."""

from duelist.cards.common import APPLY, DS_ALWAYS, IGNITION, Effect, H, while_here
from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _watch_imperial_order(ctx):
    """A delayed effect lasting while this player's Imperial Order stays on the field."""
    for card in ctx.duel.players[ctx.player].szone:
        if card is not None and card.data.name == "Imperial Order":
            ctx.delay(1, until=while_here(card))


def _duel(monkeypatch, lp):
    """Player 0 (at `lp` LP): Mystical Elf (stand-in: "while Imperial Order stays on the field,
    each time a player pays LP, you gain 300 LP" -- a delayed effect, applied without a chain
    link), Imperial Order and Chain Energy face-up; player 1 holds Hitotsu-Me Giant. Player 0
    starts the delayed effect and ends the turn; player 1's Standby Phase comes, and Imperial
    Order's upkeep with it."""
    stand_in(monkeypatch, "Mystical Elf", [
        Effect(IGNITION, resolve=_watch_imperial_order, label="watch Imperial Order"),
        Effect(APPLY, events=H.PAID_LP, range=("delayed",), damage_step=DS_ALWAYS,
               resolve=lambda ctx: ctx.recover(ctx.player, 300), label="gain 300 LP")])
    table = Table(turn=3, turn_player=0, phase="main1", lp=(lp, 8000))
    table.monster(0, "Mystical Elf")
    table.spell_trap(0, "Imperial Order", face_down=False)
    table.spell_trap(0, "Chain Energy", face_down=False)
    table.hand(1, "Hitotsu-Me Giant")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Elf", request="idle")
    s.end_turn()
    for _ in range(20):
        if duel.request.kind == "idle" and duel.request.player == 1:
            return duel, s
        s.pick("pass")
    raise AssertionError("player 1's Main Phase never came")


def test_the_delayed_effect_hears_the_upkeep_paid_while_imperial_order_stays(monkeypatch):
    """At 8000 LP player 0 pays Imperial Order's 700 LP in player 1's Standby Phase: Imperial
    Order stays, and the delayed effect gives player 0 300 LP for that payment (Chain Energy
    is a Spell, negated by Imperial Order: player 1 pays nothing to Set)."""
    duel, s = _duel(monkeypatch, 8000)
    assert duel.players[0].lp == 8000 - 700 + 300
    assert grave(duel, 0) == []
    s.pick("set", "Hitotsu-Me Giant", request="idle")
    assert duel.players[1].lp == 8000 and duel.players[0].lp == 7600


def test_the_delayed_effect_ends_with_imperial_order_destroyed_for_its_upkeep(monkeypatch):
    """At 600 LP player 0 cannot pay: Imperial Order is destroyed in player 1's Standby Phase,
    and the delayed effect bound to it ends with it. Chain Energy applies again: player 1 pays
    500 LP to Set Hitotsu-Me Giant, and player 0 gains nothing for it."""
    duel, s = _duel(monkeypatch, 600)
    assert grave(duel, 0) == ["Imperial Order"]
    assert duel.players[0].lp == 600
    start = len(duel.log)
    s.pick("set", "Hitotsu-Me Giant", request="idle")
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert duel.players[1].lp == 7500
    assert duel.players[0].lp == 600
    assert of_type(duel, "apply", start) == [] and of_type(duel, "recover", start) == []
