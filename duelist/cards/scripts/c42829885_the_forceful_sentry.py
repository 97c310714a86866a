"""The Forceful Sentry (42829885), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: you see your opponent's whole hand and shuffle one card of it, your "
               "pick, into their Deck.")


def resolve(ctx):
    hand = ctx.hand("opp")
    if not hand:
        return
    ctx.reveal(hand, ctx.player)
    # the activator has seen the hand (its uids re-dealt by the reveal): they pick by name
    pick = yield from ctx.choose_option([c.data.name for c in hand],
                                        "The Forceful Sentry: shuffle which card into the Deck?")
    ctx.to_deck([hand[pick]])


EFFECTS = [activate(resolve, condition=lambda ctx: bool(ctx.hand("opp")))]
