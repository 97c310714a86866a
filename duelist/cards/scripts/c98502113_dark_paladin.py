"""Dark Paladin (98502113), Fusion Effect Monster."""
from duelist.cards.common import (DESTROYS_NEGATED, CONTINUOUS, QUICK, Effect, discard_one_cost, has_other_hand_card,
                                  negate_and_destroy, top_link_is)
from duelist.engine import state as S

DESCRIPTION = ("Level 8 DARK Spellcaster Fusion (Dark Magician + Buster Blader). When a Spell Card "
               "is activated, its controller may discard 1 card (the cost) to negate that "
               "activation and destroy the Spell (a quick effect, no limit a turn; it does nothing if it is "
               "no longer face-up on the field as it resolves). It is 500 ATK "
               "stronger for each Dragon face-up on the field and in both GYs. It is Special Summoned only by a "
               "Fusion Summon: never revived, even after one.")
SUMMON_CONDITION = "fusion_only"      # "cannot be Special Summoned except by Fusion Summon"


def dragon(ctx, card):
    """A Dragon face-up on the field (its Type now; a face-down monster is not counted), or a
    Dragon Monster Card in a GY."""
    if card.location == S.MZONE:
        return card.face_up and ctx.race(card) == "Dragon"
    return card.data.is_monster and card.data.race == "Dragon"


def boost(ctx, card):
    count = ctx.count_cards("monsters", dragon, who="both") + ctx.count_cards("grave", dragon, who="both")
    return (500 * count, 0)


# (the 2005 print, Dark Magician's Gallery DMG-001 / Dark Revelation 1, and today's do the same:
# the negation answers a Spell Card's activation, not a Spell's effect; no ERAS entry)
EFFECTS = [
    Effect(QUICK, condition=top_link_is("Spell"), can_pay=has_other_hand_card, cost=discard_one_cost,
           discard_cost=True, destroys=DESTROYS_NEGATED, resolve=negate_and_destroy, only_face_up=True,
           label="discard 1: negate a Spell Card's activation and destroy it"),
    Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card, value=boost,
           label="500 ATK for each Dragon on the field and in the GYs"),
]
