"""The Agent of Creation - Venus (64734921), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect

DESCRIPTION = ("Level 3 LIGHT Fairy (1600/0). In its controller's Main Phase, as often as they like: "
               "pay 500 LP to Special Summon 1 \"Mystical Shine Ball\" from their hand or Deck.")

SHINE_BALL = 39552864


def _shine_ball(ctx, card):
    return card.data.code == SHINE_BALL and ctx.can_special_summon(card)


def condition(ctx):
    return ctx.any_card("hand", _shine_ball) or ctx.any_card("deck", _shine_ball)


def resolve(ctx):
    yield from K.summon_copy(ctx, SHINE_BALL, ("hand", "deck"),
                             "The Agent of Creation - Venus: Special Summon which Mystical Shine Ball?")


EFFECTS = [Effect(IGNITION, condition=condition, can_pay=lambda ctx: ctx.can_pay_lp(500),
                  cost=lambda ctx: ctx.pay_lp(500), resolve=resolve, special_summons=True,
                  label="pay 500 LP: Special Summon Mystical Shine Ball")]
