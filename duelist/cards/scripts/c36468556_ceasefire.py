"""Ceasefire (36468556), Normal Trap."""
from duelist.cards.common import activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap, usable while a monster is Set in Defense Position or a face-up "
               "Effect Monster is on the field: every face-down Defense Position monster on the "
               "field is turned face-up in Defense Position without its Flip effect starting, "
               "and the opponent takes 500 damage for each Effect Monster on the field.")


def effect_monster(ctx, card):
    return card.face_up and "Effect" in (card.data.kinds or ())


def set_monster(ctx, card):
    return card.position == S.FACEDOWN_DEFENSE


def set_or_effect_monster(ctx, card):
    return set_monster(ctx, card) or effect_monster(ctx, card)


def condition(ctx):
    return ctx.any_card("monsters", set_or_effect_monster, who="both")


def resolve(ctx):
    for monster in ctx.cards_where("monsters", set_monster, who="both"):
        ctx.change_position(monster, S.FACEUP_DEFENSE, flip_effects=False)   # no Flip effect starts
    count = ctx.count_cards("monsters", effect_monster, who="both")
    if count:
        ctx.damage(ctx.opponent, 500 * count)


EFFECTS = [activate(resolve, condition=condition, inflicts_damage="opponent")]
