"""Buster Blader (78193831), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 7 EARTH Warrior. It is 500 ATK stronger for each Dragon its controller's "
               "opponent controls face-up and for each Dragon in that opponent's GY.")


def opponents_dragon(ctx, card):
    """A Dragon of the opponent's: face-up on the field (its Type now: DNA Surgery counts; a
    face-down monster has no Type known and is not counted), or a Monster Card in their GY."""
    if card.location == S.MZONE:
        return card.face_up and ctx.race(card) == "Dragon"
    return card.data.is_monster and card.data.race == "Dragon"


def boost(ctx, card):
    count = ctx.count_cards("monsters", opponents_dragon, who="opp") + \
        ctx.count_cards("grave", opponents_dragon, who="opp")
    return (500 * count, 0)


# The 2005 text (DB1: 500 ATK for each Dragon on the opponent's side of the field and in their
# Graveyard) and today's do the same: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card, value=boost,
                  label="500 ATK for each opponent's Dragon on the field and in the GY")]
