"""Gift of The Mystical Elf (98299011), Normal Trap."""
from duelist.cards.common import MonstersOnField, activate

DESCRIPTION = ("Normal Trap: counts every monster on both sides of the field (face-down ones "
               "too) as it resolves; its player gains 300 LP per monster counted.")


def resolve(ctx):
    count = len(ctx.monsters("both"))
    if count:
        ctx.recover(ctx.player, 300 * count)


# With no monster on the field it would do nothing: it needs one to be activated (our reading,
# as Just Desserts). The 2005 text (PSV) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, condition=MonstersOnField(either=1))]
