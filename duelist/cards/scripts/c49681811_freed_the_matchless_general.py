"""Freed the Matchless General (49681811), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, TRIGGER, Effect, H
from duelist.cards.scripts.c32807846_reinforcement_of_the_army import warrior_4_or_lower
from duelist.cards.scripts.c49868263_ryu_senshi import destroy_it, targets_it

DESCRIPTION = ("Level 5 EARTH Warrior (2300/1700). While it is face-up on the field, any Spell Card "
               "that targets it has its effect negated and is destroyed. In its controller's Draw "
               "Phase, while it is face-up, they may give up their normal draw to add a Level 4 or "
               "lower Warrior from their Deck to their hand instead (a trigger effect).")


def INSTEAD_OF_DRAW(ctx):
    """Offered before the draw while a Level 4 or lower Warrior is in the Deck."""
    return ctx.any_card("deck", warrior_4_or_lower)


def chosen(ctx, ev):
    return ev["uid"] == ctx.card.uid


def search(ctx):
    yield from K.search_deck(ctx, lambda card: warrior_4_or_lower(ctx, card),
                             "Freed the Matchless General: add a Level 4 or lower Warrior")


# The 2005 text (LOD-016: Spell Cards that target it are negated and destroyed; instead of the
# normal draw, a Level 4 or lower Warrior from the Deck to the hand) does what today's does: no
# ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag="negate_links", affects=targets_it, value=destroy_it,
           label="Spells that target it are negated and destroyed"),
    Effect(TRIGGER, events=H.DRAW_REPLACED, match=chosen, resolve=search,
           label="a Level 4 or lower Warrior instead of the normal draw"),
]
