"""Magical Plant Mandragola (07802006), Flip Effect Monster."""
from duelist.cards.common import EV, FLIP, Effect, M
from duelist.engine import state as S

DESCRIPTION = ("Level 2 DARK Spellcaster. FLIP: 1 Spell Counter on each face-up card on the field, "
               "either side, that can hold one (up to the most each can hold); no target.")

COUNTER = M.SPELL_COUNTER       # the mark Spell Counter holders keep (Breaker, Skilled White Magician)


def counter_room(ctx, card):
    """A face-up card on the field whose script keeps Spell Counters (MAX_COUNTERS) with room."""
    if not card.face_up or card.location not in S.FIELD_LOCATIONS or card.script is None:
        return False
    limit = getattr(card.script.module, "MAX_COUNTERS", 0)
    return limit > 0 and ctx.marked(card, COUNTER, 0) < limit


def resolve(ctx):
    for card in ctx.field("both"):
        if counter_room(ctx, card):
            count = ctx.marked(card, COUNTER, 0) + 1
            ctx.mark(card, COUNTER, count)
            ctx.announce(card, EV.COUNTER, counter="Spell Counter", count=count)


# The 2005 text (MFC) and today's do the same: no ERAS entry.
EFFECTS = [Effect(FLIP, resolve=resolve, label="1 Spell Counter on each card that can hold one")]
