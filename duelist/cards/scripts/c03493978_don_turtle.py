"""Don Turtle (3493978), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, choose_summon_position
from duelist.cards.summons import normal_summoned_self

DESCRIPTION = ("Level 3 WATER Reptile. Right after its Normal Summon, its controller may bring out "
               "as many other copies of it from their hand as they like, Special Summoned.")

DON_TURTLE = 3493978


def _turtle(ctx, card):
    return card.data.code == DON_TURTLE and ctx.can_special_summon(card)


def condition(ctx):
    return ctx.any_card("hand", _turtle)


def resolve(ctx):
    summoned = 0
    while True:
        options = ctx.cards_where("hand", _turtle)
        if not options:
            return
        chosen = yield from ctx.choose_cards(options, 1, minimum=0 if summoned else 1,
                                             prompt="Don Turtle: Special Summon a \"Don Turtle\" from your hand?")
        if not chosen:
            return
        position = yield from choose_summon_position(ctx, chosen[0])
        ctx.special_summon(chosen[0], position=position)
        summoned += 1


EFFECTS = [Effect(TRIGGER, events="summoned", match=normal_summoned_self, optional=True, when=True,
                  condition=condition, resolve=resolve, special_summons=True, label="Special Summon Don Turtles from the hand")]
