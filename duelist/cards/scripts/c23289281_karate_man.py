"""Karate Man (23289281), Effect Monster."""
from duelist.cards.common import APPLY, IGNITION, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Warrior, 1000 / 1000. Once per turn, in its controller's Main Phase: "
               "its ATK becomes double its original ATK until the end of the turn, and it is "
               "destroyed in that turn's End Phase.")

NOTE = "karate_man"     # card.info: the turn this object doubled itself (gone once it moves)


def _here(ctx):
    card = ctx.card
    return card.location == S.MZONE and card.face_up


def resolve(ctx):
    card = ctx.card
    if not _here(ctx):
        return
    ctx.set_stats(card, atk=2 * ctx.original_atk(card))
    card.info = dict(card.info or {}, **{NOTE: ctx.turn})
    ctx.delay(1, once=True)


def destroy_it(ctx):
    card = ctx.card
    if _here(ctx) and (card.info or {}).get(NOTE) == ctx.turn:
        return ctx.destroy([card])
    return None


# (the 2005 text, MRL-083, and today's do the same: no ERAS entry)
EFFECTS = [
    Effect(IGNITION, once_per_turn=True, condition=_here, resolve=resolve,
           label="ATK becomes double its original ATK; destroyed in the End Phase"),
    Effect(APPLY, events=H.PHASE, match=lambda ctx, ev: ev.get("phase") == S.PHASE_END,
           range=("delayed",), resolve=destroy_it, label="destroy it in the End Phase"),
]
