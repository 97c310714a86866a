"""Night Assailant (16226786), Flip Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import FLIP, TRIGGER, Effect, Target, opp_monsters
from duelist.engine import state as S

DESCRIPTION = ("Flip effect: pick one of the opponent's monsters as the target and destroy it. "
               "Also, whenever this card goes from its owner's hand to the GY (discarded or "
               "otherwise), its owner must pick another Flip monster in their GY, other than a "
               "Night Assailant, and return it to the hand.")

CODE = 16226786


def on_opp_field(ctx, card):
    return card.location == S.MZONE and card.controller != ctx.player


def from_hand_to_grave(ctx, ev):
    return K.is_self_move(ctx, ev) and ev.get("origin") == S.HAND


def flip_monster(ctx, card):
    data = card.data
    return card.location == S.GRAVE and data.card_type == "Monster" and "Flip" in data.kinds and \
        data.code != CODE and data.name != "Night Assailant"


def any_flip_monster(ctx, card):
    """2005 text: any Flip monster in the GY, this Night Assailant included."""
    return card.location == S.GRAVE and card.data.card_type == "Monster" and "Flip" in card.data.kinds


def _effects(flt):
    return [
        Effect(FLIP, resolve=lambda ctx: ctx.destroy(ctx.targets), label="destroy",
               target=Target(opp_monsters, filter=on_opp_field, prompt="Night Assailant: destroy which monster?")),
        Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=from_hand_to_grave,
               resolve=lambda ctx: ctx.to_hand(ctx.targets), label="add a Flip monster",
               target=Target(lambda ctx: [c for c in ctx.grave("me") if flt(ctx, c)], filter=flt,
                             prompt="Night Assailant: add which Flip monster to your hand?")),
    ]


EFFECTS = _effects(flip_monster)

# the 2005 text (GOAT): the Flip monster returned may be this Night Assailant itself
ERAS = {"2005": {
    "DESCRIPTION": ("Flip effect: pick one of the opponent's monsters as the target and destroy "
                    "it. Also, whenever this card goes from its owner's hand to the GY (discarded "
                    "or otherwise), its owner must pick a Flip monster in their GY, this card "
                    "included, and return it to the hand (2005 text)."),
    "EFFECTS": _effects(any_flip_monster),
}}
