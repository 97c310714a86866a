"""Black Dragon's Chick (36262024), Effect Monster."""
from duelist.cards.common import IGNITION, Effect, choose_summon_position

DESCRIPTION = ("Level 1 DARK Dragon. Ignition, its cost this face-up card going to the GY: its "
               "controller Special Summons 1 \"Red-Eyes Black Dragon\" from their hand.")

RED_EYES = 74677422


def _red_eyes(ctx, card):
    return ctx.is_named(card, RED_EYES) and ctx.can_special_summon(card, leaving=(ctx.card,))


def condition(ctx):
    return ctx.card.face_up and ctx.any_card("hand", _red_eyes)


def can_pay(ctx):
    return ctx.can_send_to_grave([ctx.card])


def cost(ctx):
    ctx.send_to_grave([ctx.card], reason="cost")


def resolve(ctx):
    found = [c for c in ctx.hand("me") if ctx.is_named(c, RED_EYES) and ctx.can_special_summon(c)]
    if not found:
        return
    chosen = yield from ctx.choose_cards(found, 1, prompt="Black Dragon's Chick: Special Summon which Red-Eyes Black Dragon?")
    position = yield from choose_summon_position(ctx, chosen[0])
    ctx.special_summon(chosen[0], position=position)


# The 2005 text (its TCG print: send this face-up card to the Graveyard to Special Summon 1
# "Red-Eyes B. Dragon" from your hand) and today's do the same: no ERAS entry.
EFFECTS = [Effect(IGNITION, resolve=resolve, condition=condition, can_pay=can_pay, cost=cost,
                  special_summons=True, label="send it to the GY: summon Red-Eyes Black Dragon from the hand")]
