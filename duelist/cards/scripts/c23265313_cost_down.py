"""Cost Down (23265313), Normal Spell."""
from duelist.cards.common import L, activate, discard_one_cost, has_other_hand_card

DESCRIPTION = ("Normal Spell: its cost is discarding 1 card; for the rest of this turn the monsters in "
               "your hand (those you add to it later too) are 2 Levels lower (never below 1), so a "
               "Level 5 or 6 monster needs no Tribute and a Level 7 or 8 one needs 1. Summoned, a "
               "monster has its own Level again.")

# (the engine reads the hand's Levels through the lasting L.HAND_LEVEL only in a duel that holds
# a card declaring it: actions.py `Duel.level`, turn.py `_tributes_needed`)
LASTING_TAGS = (L.HAND_LEVEL,)


def resolve(ctx):
    ctx.player_flag(ctx.player, L.HAND_LEVEL, delta=-2)


EFFECTS = [activate(resolve, can_pay=has_other_hand_card, discard_cost=True, cost=discard_one_cost,
                    label="the Levels in your hand 2 lower this turn")]
