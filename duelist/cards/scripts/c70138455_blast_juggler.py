"""Blast Juggler (70138455), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import QUICK, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 FIRE Machine (800/900). In its controller's Standby Phase they may Tribute it "
               "(face-up) as the cost: then they pick up to 2 face-up monsters on the field with 1000 "
               "or less ATK as it resolves and destroy them (nothing targeted).")


def _small(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.atk(card) <= 1000


def _other_small(ctx, card):
    return card is not ctx.card and _small(ctx, card)


def _ready(ctx):
    return ctx.any_card("monsters", _other_small, who="both")


def resolve(ctx):
    fits = ctx.cards_where("monsters", _small, who="both")
    if not fits:
        return
    chosen = yield from ctx.choose_cards(fits, min(2, len(fits)), minimum=1,
                                         prompt="Blast Juggler: destroy up to 2 monsters with 1000 or less ATK")
    yield from ctx.destroy(chosen)


# a spell speed 1 effect its player activates in their own Standby Phase (`timing`), declared QUICK
# with speed 1 as Recycle's and Little-Winguard's are. The 2005 text (MRD) and today's do the same
# (today's says "face-up monsters"; the MRD print's "monsters with 1000 ATK or less" read as face-up
# ones, whose ATK is known: our reading): no ERAS entry.
EFFECTS = [Effect(QUICK, speed=1, timing=S.PHASE_STANDBY, condition=During(own=(S.PHASE_STANDBY,), rest=_ready),
                  cost=K.tribute_self, can_pay=K.can_tribute_self, resolve=resolve,
                  destroys=True, label="Tribute it: destroy up to 2 monsters with 1000 or less ATK")]
