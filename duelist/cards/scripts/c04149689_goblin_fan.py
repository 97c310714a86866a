"""Goblin Fan (04149689), Continuous Trap."""
from duelist.cards.common import APPLY, TRIGGER, Effect, L, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: while it is face-up, a Level 2 or lower monster that is Flip Summoned "
               "(either player's) is destroyed by a mandatory effect of this card that starts a chain "
               "link, and that monster's own effects are not activated.")


def _small_flip_summon(ctx, ev):
    if ev.get("kind") != "flip":
        return False
    card = ctx.card_by_uid(ev["uid"])
    return card is not None and card.location == S.MZONE and card.face_up and ctx.level(card) <= 2


def _no_activation(ctx):
    card = ctx.card_by_uid(ctx.event["uid"])
    if card is not None:
        # (its FLIP effect, collected with this card's trigger, is not activated: a rule of the
        # Flip Summon this card applies, no chain link; that object only, by its uid: the card
        # revived or flipped again later this turn is a new monster whose effects are activated)
        ctx.player_flag(card.controller, L.NO_ACTIVATE_CARD, cid=card.cid, uid=card.uid, name=card.data.name)


def _destroy(ctx):
    card = ctx.card_by_uid(ctx.event["uid"])
    if card is not None and card.location == S.MZONE and card.face_up:
        yield from ctx.destroy([card])


# The 2005 text (TFK-003, 2004: while it is face-up, destroy a Level 2 or lower monster that is Flip
# Summoned; its effect is not activated) does what today's does: no ERAS entry.
EFFECTS = [
    activate(),
    Effect(APPLY, events="summoned", range=(S.SZONE,), match=_small_flip_summon, resolve=_no_activation,
           label="the Flip Summoned monster's effect is not activated"),
    Effect(TRIGGER, events="summoned", range=(S.SZONE,), match=_small_flip_summon, resolve=_destroy,
           destroys=True, label="destroy a Flip Summoned Level 2 or lower monster"),
]
