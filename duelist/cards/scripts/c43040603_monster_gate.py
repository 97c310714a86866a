"""Monster Gate (43040603), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import activate, choose_summon_position

DESCRIPTION = ("Normal Spell. Cost: Tribute 1 monster you control. Reveal cards from the top of "
               "your Deck one by one until a monster that can be Normal Summoned comes up, and "
               "Special Summon it (if it cannot be Special Summoned, it goes to the GY); every "
               "other card revealed goes to the GY.")


def resolve(ctx):
    revealed, found = [], None
    for card in ctx.deck("me"):             # the top first
        revealed.append(card)
        if ctx.normal_summonable_kind(card):
            found = card
            break
    if not revealed:
        return
    ctx.reveal(revealed, ctx.opponent)
    others = [c for c in revealed if c is not found]
    if found is not None and ctx.can_special_summon(found):
        position = yield from choose_summon_position(ctx, found)
        ctx.special_summon(found, position=position)
    elif found is not None:
        others.append(found)
    if others:
        ctx.send_to_grave(others)


EFFECTS = [activate(resolve, special_summons=True, condition=lambda ctx: ctx.deck_count("me") > 0,
                    can_pay=K.can_tribute_one, cost=K.tribute_one)]
