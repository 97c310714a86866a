"""White Ninja (1571945), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Warrior. When it is flipped face-up, its controller picks a Defense "
               "Position monster on the field (either side, face-up or face-down) as the target and "
               "destroys it.")


def monsters_on_field(ctx):
    return ctx.monsters("both")


def in_defense(ctx, card):
    return card.location == S.MZONE and card.position in (S.FACEUP_DEFENSE, S.FACEDOWN_DEFENSE)


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [Effect(FLIP, resolve=resolve, destroys=True, label="destroy a Defense Position monster",
                  target=Target(monsters_on_field, filter=in_defense,
                                prompt="White Ninja: destroy which Defense Position monster?"))]
