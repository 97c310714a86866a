"""Trap Master (46461247), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, is_trap
from duelist.cards.common import reveal_if_face_down, set_card_or_face_up

DESCRIPTION = ("Flip effect: target 1 Trap on the field and destroy it. A face-down target is "
               "revealed and destroyed only if it is a Trap.")


def _candidates(ctx):
    return ctx.spells_traps("both", include_field=False)


def resolve(ctx):
    for card in ctx.targets:
        reveal_if_face_down(ctx, card)
        if is_trap(card):
            yield from ctx.destroy([card])


EFFECTS = [Effect(FLIP, resolve=resolve, target=Target(_candidates, filter=set_card_or_face_up("Trap"),
                                                       prompt="Trap Master: destroy which Trap?"))]
