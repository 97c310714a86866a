"""A monster Special Summoned by a resolving effect is on the field for what that effect does
after "then": a trigger of that monster that listens to the later part is activated once the
chain has resolved (seed 000 §誘發效果; a "then" splits the resolution into two happenings,
`ctx.then()`).

The engine finds the cards that listen to a happening through the field roles (chain.py
`_mark_batch`: made again when the field changed since they were made, in both of its paths,
the one-happening batch and the several-happening batch). Here nothing else looks at the field
between the summon and the later part: no state check, no target, no window. No card of the
pool Special Summons and then does something a monster of its controller may listen to, so
stand-ins:

- Mystical Elf (Ignition Effect): Special Summon 1 Battle Ox from your hand, then inflict 500
  damage to your opponent (one happening, closed with the link's end, or alone by a second
  "then"), or then send the Celtic Guardian in your hand to the GY.
- Battle Ox: when your opponent takes damage, or when another card is sent to the GY, gain
  300 LP (a mandatory trigger on the field).
"""

import pytest

from duelist.cards.common import IGNITION, TRIGGER, Effect, H
from duelist.engine import state as S
from duelist.testing.reads import field_monsters, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _summon_battle_ox(ctx):
    ps = ctx.duel.players[ctx.player]
    ctx.special_summon([c for c in ps.hand if c.data.name == "Battle Ox"][0])
    ctx.then()


def _summon_then_burn(ctx):
    _summon_battle_ox(ctx)
    ctx.damage(1 - ctx.player, 500)


def _summon_then_burn_then(ctx):
    _summon_then_burn(ctx)
    ctx.then()      # (the damage closed alone, not with the link's own end)


def _summon_then_send(ctx):
    _summon_battle_ox(ctx)
    ps = ctx.duel.players[ctx.player]
    ctx.send_to_grave([c for c in ps.hand if c.data.name == "Celtic Guardian"])


def _opponent_damaged(ctx, ev):
    return ev.get("player") == 1 - ctx.player


def _sent_to_the_gy(ctx, ev):
    return ev.get("to") == S.GRAVE and ev.get("cid") != ctx.card.cid


@pytest.mark.parametrize("then, event, match, lp", [
    (_summon_then_burn, H.DAMAGE, _opponent_damaged, (8300, 7500)),
    (_summon_then_burn_then, H.DAMAGE, _opponent_damaged, (8300, 7500)),
    (_summon_then_send, H.MOVED, _sent_to_the_gy, (8300, 8000)),
], ids=["damage", "damage, then", "sent to the GY"])
def test_battle_ox_summoned_before_then_hears_what_comes_after_it(monkeypatch, then, event, match, lp):
    stand_in(monkeypatch, "Mystical Elf", [
        Effect(IGNITION, range=(S.MZONE,), resolve=then, label="summon, then")])
    stand_in(monkeypatch, "Battle Ox", [
        Effect(TRIGGER, events=event, range=(S.MZONE,), match=match,
               resolve=lambda ctx: ctx.recover(ctx.player, 300), label="gain 300 LP")])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Mystical Elf")
    table.hand(0, "Battle Ox", "Celtic Guardian")
    table.deck(0, ["Kuriboh"] * 5)
    table.deck(1, ["Kuriboh"] * 5)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Mystical Elf")
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert field_monsters(duel, 0) == ["Mystical Elf", "Battle Ox"]
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Mystical Elf", "Battle Ox"]
    assert (duel.players[0].lp, duel.players[1].lp) == lp
