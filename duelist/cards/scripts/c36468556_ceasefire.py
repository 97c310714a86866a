"""Ceasefire (36468556), Normal Trap."""
from duelist.cards.common import activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap, usable while a monster is Set in Defense Position or a face-up "
               "Effect Monster is on the field: every face-down Defense Position monster on the "
               "field is turned face-up in Defense Position without its Flip effect starting, "
               "and the opponent takes 500 damage for each Effect Monster on the field.")


def _is_effect_monster(card):
    return card.face_up and "Effect" in (card.data.kinds or ())


def condition(ctx):
    # (a loop, not any() over a generator: asked in every window while this card is Set)
    for c in ctx.monsters("both"):
        if c.position == S.FACEDOWN_DEFENSE or _is_effect_monster(c):
            return True
    return False


def resolve(ctx):
    for monster in [c for c in ctx.monsters("both") if c.position == S.FACEDOWN_DEFENSE]:
        ctx.change_position(monster, S.FACEUP_DEFENSE, flip_effects=False)   # no Flip effect starts
    count = sum(1 for c in ctx.monsters("both") if _is_effect_monster(c))
    if count:
        ctx.damage(ctx.opponent, 500 * count)


EFFECTS = [activate(resolve, condition=condition)]
