"""Sasuke Samurai #2: its lock lasts "until the End Phase", not to the end of the turn.

Sources: the card's text (today's and the 2005 DCR print both say the Spell/Trap lock lasts until
the End Phase); the OCG rule for 「エンドフェイズまで」 effects: they end during that End Phase,
before the effects that last "this turn" (the OCG ruling on Trap Stun vs. Mind Control quoted in
Fluorohydride/ygopro issue #829; the End Phase procedure asked for in ygopro issue #577: effects
are activated in the End Phase after the "until the End Phase" ones wore off; yugioh-kankyou.jp
「エンドフェイズまでとターン終了時までの違い」). So in that End Phase, once the lock is over, either
player may activate a Spell or Trap Card (a Set Dust Tornado, a Quick-Play Spell).
The 2005 UDE FAQ for the card (goatformat.com, Individual Rulings S-T) was not read: we found no
sign that the Goat era differed here; under either era the End Phase is free.
Engine gap: `duelist/engine/lasting.py` has no "until the End Phase" duration (an Until that dies
when the turn's End Phase begins), so the script uses END_OF_TURN and the End Phase stays locked."""

import pytest

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table

SAMURAI = "Sasuke Samurai #2"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


@pytest.mark.xfail(strict=True, reason=(
    "'until the End Phase' ends in that End Phase (OCG rule, ygopro issues #829/#577); the engine "
    "has no such duration (lasting.py), so Sasuke Samurai #2's lock runs to the end of the turn"))
def test_sasuke_samurai_2_lets_a_trap_be_activated_in_the_end_phase_r59s():
    """Q: in my Main Phase I pay 800 with Sasuke Samurai #2; my opponent has a Set Dust Tornado and
    I end my turn: may they activate it in my End Phase? A: yes: the lock lasted until the End
    Phase; in it, once the lock is over, Spell and Trap Cards can be activated again."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, SAMURAI)
    table.spell_trap(1, "Dust Tornado")
    table.spell_trap(0, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SAMURAI, request="idle")
    _resolve(s)
    s.pick("end_turn")
    offered = []
    while duel.request.kind == "chain" and duel.turn == 3:
        assert duel.phase == S.PHASE_END
        offered.append((duel.request.player, s.has("activate", "Dust Tornado")))
        s.pick("pass", player=duel.request.player)
    assert (1, True) in offered
