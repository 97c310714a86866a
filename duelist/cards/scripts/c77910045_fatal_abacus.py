"""Fatal Abacus (77910045), Continuous Trap."""
from duelist.cards.kit import batch_watch_at_once
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: each time monsters on the field are sent to the GY, each one's "
               "owner takes 500 damage for it (one application per batch, no chain link, the instant they "
               "arrive).")


def monster_to_grave(ctx, ev):
    if ev.get("to") != S.GRAVE or ev.get("origin") != S.MZONE:
        return False
    card = ctx.card_by_cid(ev["cid"])
    return card is not None and card.data.is_monster and "Token" not in (card.data.kinds or ())


def burn(ctx, happenings):
    owed = [0, 0]
    for ev in happenings:
        owed[ctx.card_by_cid(ev["cid"]).owner] += 500
    # at the same time (one batch): both at 0 is a draw (`Ctx.damages`, round 59a)
    ctx.damages(*[(player, owed[player]) for player in (0, 1) if owed[player]])


# applied the instant the monsters reach the GY, no chain link (yugioh-wiki.net 《死の演算盤》 FAQ
# 10/10/01; seed 001 §其他效果): `batch_watch_at_once`
EFFECTS = batch_watch_at_once(monster_to_grave, burn, label="monsters sent to the GY: 500 each to their owner")
