"""Fire Sorcerer (27132350), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Level 4 FIRE Spellcaster. Flip effect: its controller banishes 2 cards of their own "
               "hand picked at random (as many as there are, if fewer), and the opponent takes 800 "
               "damage.")


def resolve(ctx):
    hand = list(ctx.hand("me"))
    picked = []
    while hand and len(picked) < 2:
        picked.append(hand.pop(ctx.random_below(len(hand))))
    if picked:
        ctx.banish(picked)
    ctx.damage(ctx.opponent, 800)


# (the 2005 print, Labyrinth of Nightmare LON-036, and today's text do the same: no ERAS entry)
EFFECTS = [Effect(FLIP, resolve=resolve, label="flip: banish 2 random hand cards, 800 damage",
                  inflicts_damage="opponent")]
