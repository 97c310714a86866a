"""Magical Thorn (53119267), Continuous Trap."""
from duelist.cards.kit import batch_watch_at_once
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: each time cards are discarded from the opponent's hand to the GY "
               "(as a cost, by an effect or for the hand size), the opponent takes 500 damage for "
               "each of them (one application per batch, no chain link, applied at once).")


def discarded_by_opponent(ctx, ev):
    """A card of the opponent's, discarded from their own hand (yugioh-wiki.net: a card sent from
    the hand that is not discarded, or one held in the other player's hand, does not count)."""
    if ev.get("to") != S.GRAVE or ev.get("origin") != S.HAND or ev.get("controller") != ctx.opponent:
        return False
    reason = ev.get("reason") or ""
    if not (reason.startswith("discard") or reason == "hand_limit"):
        return False
    card = ctx.card_by_cid(ev["cid"])
    return card is not None and card.owner == ctx.opponent


def burn(ctx, happenings):
    ctx.damage(ctx.opponent, 500 * len(happenings))


# (the 2005 text, TP5-EN003, and today's do the same: no ERAS entry)
# applied the instant the discards are made, no chain link (seed 001 §其他效果; read as Fatal
# Abacus's FAQ rules): `batch_watch_at_once`
EFFECTS = batch_watch_at_once(discarded_by_opponent, burn, label="opponent's discards: 500 each")
