"""Maju Garzett (08794435), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect, M

DESCRIPTION = ("Level 7 DARK Fiend. Its ATK becomes the original ATK of the 2 monsters Tributed "
               "for its Tribute Summon added together; otherwise (Special Summoned, Set, turned "
               "face-down since, or once an effect changed its original ATK) it has 0.")

RECORDS_TRIBUTES = True     # the engine marks it with its Tributes (M.TRIBUTED_ATK)


def tribute_summoned_unchanged(ctx, card):
    """Still the monster its Tribute Summon made, its original ATK unchanged (Great Maju Garzett too)."""
    # (an effect that changed its original ATK -- Shrink's 2005 text -- ends it for good:
    # yugioh-wiki.net 《合成魔獣 ガーゼット》)
    return card is ctx.card and ctx.marked(card, M.TRIBUTED_ATK) is not None \
        and not ctx.original_stats_changed(card)


def _total(ctx, card):
    return (sum(atk for _, atk in ctx.marked(card, M.TRIBUTED_ATK)), None)


EFFECTS = [
    # a continuous "its ATK becomes" (not its original ATK: yugioh-wiki.net); the mark goes
    # when it leaves the field or turns face-down
    Effect(CONTINUOUS, tag=C.SET_STATS, affects=tribute_summoned_unchanged, value=_total,
           label="ATK = its Tributes' original ATK"),
]
