"""Gladiator Beast Laquari (78868776), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect
from duelist.cards.kit import summoned_by_archetype_monster, tag_out

DESCRIPTION = ("Level 4 FIRE Beast-Warrior Gladiator Beast. While it is on the field after a Gladiator "
               "Beast monster's effect Special Summoned it, its original ATK is 2100. At the end of a "
               "Battle Phase in which it battled, it may shuffle itself into the Deck to Special Summon "
               "another Gladiator Beast (not Laquari) from the Deck.")


def original_atk(ctx, card):
    return (2100 if summoned_by_archetype_monster(ctx, card) else None, None)


EFFECTS = [
    Effect(CONTINUOUS, tag=C.SET_STATS, original=True, affects=lambda ctx, card: card is ctx.card, value=original_atk,
           label="tagged in: original ATK 2100"),
    tag_out(exclude="Gladiator Beast Laquari"),
]
