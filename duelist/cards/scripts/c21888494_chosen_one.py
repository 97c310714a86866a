"""Chosen One (21888494), Normal Spell."""
from duelist.cards.common import activate, choose_summon_position

DESCRIPTION = ("Normal Spell: pick 1 Monster Card and 2 other cards (not monsters) from your hand; "
               "your opponent takes 1 of the three at random. A monster: Special Summon it (to the GY "
               "if it cannot be) and send the other two to the GY; not a monster: all three go to "
               "the GY.")


def _monster(ctx, card):
    return card is not ctx.card and card.data.card_type == "Monster"


def _other(ctx, card):
    return card is not ctx.card and card.data.card_type != "Monster"


def condition(ctx):
    return ctx.any_card("hand", _monster) and ctx.count_cards("hand", _other) >= 2


def resolve(ctx):
    monsters = ctx.cards_where("hand", _monster)
    others = ctx.cards_where("hand", _other)
    if not monsters or len(others) < 2:
        return
    monster = yield from ctx.choose_cards(monsters, 1, prompt="Chosen One: pick 1 Monster Card")
    rest = yield from ctx.choose_cards(others, 2, prompt="Chosen One: pick 2 cards that are not monsters")
    three = monster + rest
    picked = three[ctx.random_below(3)]         # the opponent's pick, at random
    ctx.reveal([picked], ctx.opponent)
    ctx.declare("card picked", picked.name, player=ctx.opponent)
    to_grave = [c for c in three if c is not picked]
    if picked is monster[0] and ctx.can_special_summon(picked):
        position = yield from choose_summon_position(ctx, picked)
        ctx.special_summon(picked, position=position)
    else:
        to_grave.append(picked)
    ctx.send_to_grave(to_grave)


EFFECTS = [activate(resolve, condition=condition, special_summons=True)]
