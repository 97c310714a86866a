"""Solar Ray (44472639), Normal Trap."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Trap: counts the LIGHT monsters face-up on its player's side as it "
               "resolves and deals the opponent 600 damage per monster counted.")


def face_up_light(ctx, card):
    return card.face_up and ctx.attribute(card) == "LIGHT"


def resolve(ctx):
    count = ctx.count_cards("monsters", face_up_light)
    if count:
        ctx.damage(ctx.opponent, 600 * count)


# Like Just Desserts, it needs something to count when activated (a damage card that would do
# nothing cannot be activated). The 2005 text (AST) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("monsters", face_up_light),
                    inflicts_damage="opponent")]
