"""Skull Invitation (98139712), Continuous Trap."""
from duelist.cards.kit import batch_watch_at_once
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: each time cards are sent to the GY, from anywhere, each card's owner "
               "takes 300 damage for it (one application per batch, no chain link, the instant they "
               "arrive).")


def card_to_grave(ctx, ev):
    if ev.get("to") != S.GRAVE:
        return False
    card = ctx.card_by_cid(ev["cid"])
    return card is not None and not card.data.is_token


def burn(ctx, happenings):
    owed = [0, 0]
    for ev in happenings:
        owed[ctx.card_by_cid(ev["cid"]).owner] += 300
    # at the same time (one batch): both at 0 is a draw (`Ctx.damages`, round 59a)
    ctx.damages(*[(player, owed[player]) for player in (0, 1) if owed[player]])


# applied the instant the cards reach the GY, no chain link (yugioh-wiki.net 《死霊の誘い》 FAQ
# 13/04/11: no chain link; a discard cost is taken as it is paid): `batch_watch_at_once`, as Fatal
# Abacus. The 2005 text (PSV) does what today's does: no ERAS entry.
EFFECTS = batch_watch_at_once(card_to_grave, burn, label="cards sent to the GY: 300 each to their owner")
