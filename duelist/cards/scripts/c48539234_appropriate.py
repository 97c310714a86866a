"""Appropriate (48539234), Continuous Trap."""
from duelist.cards.common import APPLY, DS_ALWAYS, H, Effect, activate
from duelist.engine import state as S
from duelist.engine.lasting import while_face_up

DESCRIPTION = ("Continuous Trap: activated just after the opponent drew outside their Draw Phase; "
               "from then on, each time they draw outside their Draw Phase (one card or several at "
               "once), its controller draws 2 cards.")


def _opponents_draw(ctx, ev):
    return ev["type"] == H.DRAWN and ev["player"] != ctx.player and ctx.phase != S.PHASE_DRAW


def just_drew(ctx):
    """The opponent's draw outside the Draw Phase opened this window (a "when" activation: a
    draw the chain's later happenings covered is missed, yugioh-wiki.net 《便乗》)."""
    for ev in ctx.last_events:
        if _opponents_draw(ctx, ev):
            return True
    return False


def start(ctx):
    # the activation draws nothing (yugioh-wiki.net 《便乗》): it starts the watch
    if ctx.card_still_here:
        ctx.delay(1, until=while_face_up(ctx.card))


def _active(ctx):
    card = ctx.card
    return card.location == S.SZONE and card.face_up and bool(card.activated) and not ctx.is_negated(card)


def draw_two(ctx):
    if _active(ctx):
        ctx.draw(ctx.player, 2)


# Each later draw is applied with no chain link, mandatory, in the Damage Step too (yugioh-wiki.net
# 《便乗》: 効果の適用), once for each batch of the opponent's draws (Pot of Greed's two cards: once),
# as kit.batch_watch does for Fatal Abacus; here with an activation condition of its own.
# The 2005 text (PSV) says the same: no ERAS entry.
EFFECTS = [
    activate(start, condition=just_drew, answers=H.DRAWN),
    Effect(APPLY, events=(H.DRAWN,), range=("delayed",), match=lambda ctx, ev: _active(ctx) and _opponents_draw(ctx, ev),
           resolve=draw_two, label="draw 2", damage_step=DS_ALWAYS),
]
