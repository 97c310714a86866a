"""Gift of The Mystical Elf (98299011), Normal Trap."""
from duelist.cards.common import MonstersOnField, activate

DESCRIPTION = ("Normal Trap: you gain 300 LP for each monster on the field (both sides, face-up or "
               "face-down), counted as it resolves.")


def resolve(ctx):
    count = len(ctx.monsters("both"))
    if count:
        ctx.recover(ctx.player, 300 * count)


# With no monster on the field it would do nothing: it needs one to be activated (our reading,
# as Just Desserts). The 2005 text (PSV) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, condition=MonstersOnField(either=1))]
