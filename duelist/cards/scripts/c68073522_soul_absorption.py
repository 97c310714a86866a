"""Soul Absorption (68073522), Continuous Spell."""
from duelist.cards.kit import batch_watch_at_once
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: each time cards are banished (either player's, from anywhere), its "
               "controller gains 500 LP for each of them (one application per batch, no chain link, applied at once).")


def banished(ctx, ev):
    return ev.get("to") == S.BANISHED


def gain(ctx, happenings):
    if happenings:
        ctx.recover(ctx.player, 500 * len(happenings))


# applied the instant the cards are banished, no chain link (seed 001 §其他效果; read as Fatal
# Abacus's FAQ rules): `batch_watch_at_once`
EFFECTS = batch_watch_at_once(banished, gain, label="cards banished: 500 LP each")
