"""Drop Off (55773067), Normal Trap."""
from duelist.cards.common import activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: when your opponent makes their normal draw in their Draw Phase, they "
               "discard the card they drew.")


def _normal_draw(ctx):
    """The opponent's normal Draw Phase draw opened this window: its "drawn" happening (an
    effect's draw, resolved in a chain, opens no window that still shows it: chain.py)."""
    if ctx.phase != S.PHASE_DRAW or ctx.turn_player == ctx.player:
        return []
    return [ev for ev in ctx.last_events if ev["type"] == "drawn" and ev["player"] != ctx.player]


def resolve(ctx):
    drawn = [ctx.card_by_uid(ev["uid"]) for ev in _normal_draw(ctx)]
    # the card drawn, if it is still in the hand (a Quick-Play chained from there is gone)
    ctx.discard([c for c in drawn if c is not None and c.location == S.HAND])


EFFECTS = [activate(resolve, condition=lambda ctx: bool(_normal_draw(ctx)), discards="opponent")]
