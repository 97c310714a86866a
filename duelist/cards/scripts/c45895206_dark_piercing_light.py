"""Dark-Piercing Light (45895206), Normal Spell."""
from duelist.cards.common import activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: every face-down monster your opponent controls is turned face-up in "
               "Defense Position, and no Flip effect starts.")


def set_monster(ctx, card):
    return card.position == S.FACEDOWN_DEFENSE


def resolve(ctx):
    for monster in ctx.cards_where("monsters", set_monster, who="opp"):
        ctx.change_position(monster, S.FACEUP_DEFENSE, flip_effects=False)   # as Ceasefire: no Flip effect


# One meaning in both eras (the 2005 print, DB2 / MP1: the opponent's face-down monsters are flipped
# face-up, and Flip Effect Monsters' effects are not activated): no ERAS entry.
EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("monsters", set_monster, who="opp"),
                    label="flip the opponent's face-down monsters")]
