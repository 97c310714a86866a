"""Reasoning (58577036), Normal Spell."""
from duelist.cards.common import activate, choose_summon_position

DESCRIPTION = ("Normal Spell: your opponent declares a Level (1-12); reveal cards from the top of your "
               "Deck one by one until a monster that can be Normal Summoned/Set comes up. If its "
               "Level is the one declared, every revealed card goes to the GY; otherwise you Special "
               "Summon it (to the GY if it cannot be) and the other revealed cards go to the GY.")

LEVELS = tuple(range(1, 13))


def resolve(ctx):
    pick = yield from ctx.choose_option(["Level %d" % n for n in LEVELS], "Reasoning: declare a Level",
                                        player=ctx.opponent)
    level = LEVELS[pick]
    # the opponent's declaration, public, logged as theirs
    ctx.declare("Level", level, player=ctx.opponent)
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
    if found is not None and (found.data.level or 0) != level and ctx.can_special_summon(found):
        position = yield from choose_summon_position(ctx, found)
        ctx.special_summon(found, position=position)
    elif found is not None:
        others.append(found)
    if others:
        ctx.send_to_grave(others)


EFFECTS = [activate(resolve, special_summons=True, condition=lambda ctx: ctx.deck_count("me") > 0)]
