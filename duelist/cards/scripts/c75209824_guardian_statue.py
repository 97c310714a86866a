"""Guardian Statue (75209824), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, Effect, Target
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Rock. Once per turn, in its controller's Main Phase, it may turn "
               "itself face-down in Defense Position. When it is Flip Summoned, it targets a monster "
               "the opponent controls and returns it to the hand (mandatory); turned face-up any "
               "other way, it returns nothing.")


def opponents_monsters(ctx):
    return ctx.monsters("opp")


def on_opponents_field(ctx, card):
    return card.location == S.MZONE and card.controller == ctx.opponent


def bounce(ctx):
    if ctx.targets:
        ctx.to_hand(ctx.targets)


# (the 2005 text, TLM-EN021, says "return 1 monster on your opponent's side of the field": a
# targeting effect in that era's wording, as today's says outright: no ERAS entry)
EFFECTS = [
    K.turn_face_down_once_per_turn(),
    Effect(TRIGGER, events="summoned", match=K.flip_summoned_self, resolve=bounce,
           target=Target(opponents_monsters, filter=on_opponents_field,
                         prompt="Guardian Statue: return which monster to the hand?"),
           label="Flip Summoned: return an opponent's monster to the hand"),
]
