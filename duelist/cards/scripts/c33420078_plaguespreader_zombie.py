"""Plaguespreader Zombie (33420078), Tuner Effect Monster."""
from duelist.cards.common import IGNITION, Effect
from duelist.cards.summons import revive_self_banished
from duelist.engine import state as S

DESCRIPTION = ("Level 2 DARK Zombie Tuner. While it is in your GY, in your Main Phase you may put "
               "a card from your hand on top of your Deck (a cost) to Special Summon it; it is "
               "banished when it leaves the field. Not once per turn.")


def can_pay(ctx):
    return bool(ctx.hand("me"))


def cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.hand("me"), 1,
                                         prompt="Plaguespreader Zombie: put which card on top of your Deck?")
    ctx.to_deck(chosen, reason="cost", shuffle=False)


EFFECTS = [Effect(IGNITION, range=(S.GRAVE,), leaves_grave=True, condition=lambda ctx: ctx.can_special_summon(ctx.card),
                  can_pay=can_pay, cost=cost, resolve=revive_self_banished, special_summons=True,
                  label="hand card on top of the Deck: revive itself")]
