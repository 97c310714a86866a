"""Sinister Serpent (8131171), Effect Monster."""
from duelist.cards.common import TRIGGER, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 1 WATER Reptile. In each of its owner's Standby Phases, while it lies in "
               "their GY, they may take it back into their hand.")


def own_standby(ctx, ev):
    return ev.get("phase") == S.PHASE_STANDBY and ev.get("player") == ctx.player


def still_in_grave(ctx):
    return ctx.card.location == S.GRAVE


def resolve(ctx):
    card = ctx.card
    if card.uid == ctx.link.card_uid and card.location == S.GRAVE:
        ctx.to_hand([card])


EFFECTS = [Effect(TRIGGER, events="phase", range=(S.GRAVE,), during=During(own=(S.PHASE_STANDBY,)),
                  match=own_standby, condition=still_in_grave,
                  optional=True, resolve=resolve, label="return to hand")]
