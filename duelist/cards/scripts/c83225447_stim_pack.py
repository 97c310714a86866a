"""Stim-Pack (83225447), Equip Spell."""
from duelist.cards import kit as K
from duelist.cards.common import (CONTINUOUS, TRIGGER, During, Effect, H, R, Target, activate, face_up_monsters,
                                  stays_equipped)
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for any face-up monster: it gains 700 ATK, and 200 less in each of its "
               "player's own Standby Phases (a mandatory effect, one chain link each: 500, 300, "
               "100, then a loss of 100, ...). The count is this card's and goes with it.")


def _losses(card):
    return (card.info or {}).get("losses", 0)


def _equipping(ctx):
    return ctx.related(R.EQUIP) is not None


def _lose_200(ctx):
    card = ctx.card
    if card.uid == ctx.link.card_uid and card.location == S.SZONE and ctx.related(R.EQUIP) is not None:
        card.info = dict(card.info or {}, losses=_losses(card) + 1)


def _equip(ctx):
    if ctx.targets and ctx.card_still_here:
        ctx.equip(ctx.card, ctx.targets[0])


# The 2005 text (MRD) says the same in other words (a 200 ATK loss in each of its player's Standby
# Phases): no ERAS entry.
EFFECTS = [
    activate(_equip, target=Target(face_up_monsters, filter=lambda ctx, c: c.face_up,
                                   prompt="Equip to which monster?"),
             equip_filter=stays_equipped),      # any face-up monster: no condition beyond the rule's own
    Effect(CONTINUOUS, tag="stats", affects=lambda ctx, c: ctx.related(R.EQUIP) is c,
           value=lambda ctx, c: (700 - 200 * _losses(ctx.card), 0)),
    Effect(TRIGGER, events=H.PHASE, range=(S.SZONE,), during=During(own=(S.PHASE_STANDBY,)), match=K.standby_match(rest=_equipping),
           resolve=_lose_200, label="200 ATK less"),
]
