"""Spring of Rebirth (94425169), Continuous Spell."""
from duelist.cards.kit import batch_watch_at_once
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: each time monsters on the field (either player's) return to the "
               "hand, its controller gains 500 LP for each of them (one application per batch, no "
               "chain link).")


def monster_to_hand(ctx, ev):
    return ev.get("to") == S.HAND and ev.get("origin") == S.MZONE


def gain(ctx, happenings):
    if happenings:
        ctx.recover(ctx.player, 500 * len(happenings))


# applied the instant the monsters return to the hand, no chain link (seed 001 §其他效果; read
# as Fatal Abacus's FAQ rules): `batch_watch_at_once`
EFFECTS = batch_watch_at_once(monster_to_hand, gain, label="monsters returned to the hand: 500 LP each")
