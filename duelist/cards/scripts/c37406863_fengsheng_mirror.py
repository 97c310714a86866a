"""Fengsheng Mirror (37406863), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: its player sees the opponent's whole hand; if a Spirit monster is there, "
               "they discard 1 of them, their pick.")


def _spirit(card):
    return card.data.is_monster and "Spirit" in card.data.kinds


def resolve(ctx):
    hand = ctx.hand("opp")
    if not hand:
        return
    ctx.reveal(hand, ctx.player)
    spirits = [c for c in hand if _spirit(c)]
    if not spirits:
        return
    # as Confiscation: the reveal re-deals the hand's uids; the player, who has seen it, picks by name
    labels = [c.data.name for c in spirits]
    pick = 0
    if len(spirits) > 1:
        pick = yield from ctx.choose_option(labels, "Fengsheng Mirror: discard which Spirit monster?")
    ctx.discard([spirits[pick]])


EFFECTS = [activate(resolve, condition=lambda ctx: bool(ctx.hand("opp")), discards="opponent")]
