"""Tribute Doll (2903036), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import L, activate, choose_summon_position

DESCRIPTION = ("Normal Spell paid for by Tributing one of your monsters: a Level 7 monster comes "
               "out of your hand by Special Summon, barred from attacking for the rest of the turn.")


def _level_7(ctx, card):
    return card.data.card_type == "Monster" and card.data.level == 7


def condition(ctx):
    # a Level 7 monster that could come out once a Tribute has freed its zone
    tributes = ctx.tributable(ctx.monsters("me"))
    if not tributes:
        return False
    return any(ctx.can_special_summon(c, leaving=tributes[:1])
               for c in ctx.cards_where("hand", _level_7) if c is not ctx.card)


def resolve(ctx):
    candidates = [c for c in ctx.cards_where("hand", _level_7) if ctx.can_special_summon(c)]
    if not candidates:
        return
    chosen = yield from ctx.choose_cards(candidates, 1, prompt="Tribute Doll: Special Summon which monster?")
    monster = chosen[0]
    position = yield from choose_summon_position(ctx, monster)
    if ctx.special_summon(monster, position=position):
        ctx.lasting(L.CANNOT_ATTACK, monster)       # this turn


EFFECTS = [activate(resolve, special_summons=True, condition=condition,
                    can_pay=K.can_tribute_one, cost=K.tribute_one)]
