"""Ultimate Insect LV1 (49441499), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, M, Effect

DESCRIPTION = ("Level 1 WIND Insect. While face-up on the field it is unaffected by the effects of "
               "the opponent's Spell Cards. In its controller's Standby Phase they "
               "may send it (face-up) to the GY to Special Summon an Ultimate Insect LV3 from their "
               "hand or Deck; not in a turn it was Normal or Special Summoned or flipped face-up.")

LV3 = 34088136


def arrived_this_turn(ctx, card):
    """Normal or Special Summoned (or Set) this turn, or turned face-up this turn."""
    return card.turn_placed == ctx.turn or ctx.marked(card, M.SUMMONED_OR_FLIPPED) == ctx.turn


def level_up(code, name):
    """"During your Standby Phase: you can send this face-up card to the GY; Special Summon 1
    `name` (passcode `code`) from your hand or Deck" (not the turn this card arrived or was
    flipped face-up): the Ultimate Insects."""
    def settled(ctx):
        return not arrived_this_turn(ctx, ctx.card)

    return K.standby_level_up(code, name, ready=settled, label="level up to %s" % name)


# One meaning in both eras (the 2005 text, SOD: the same immunity and level-up): no ERAS entry.
EFFECTS = [
    # the effects of its controller's opponent's Spell Cards only (engine/unaffected.py)
    Effect(CONTINUOUS, tag=C.UNAFFECTED_BY, value=("opponent's Spell",),
           label="unaffected by the opponent's Spell effects"),
    level_up(LV3, "Ultimate Insect LV3"),
]
