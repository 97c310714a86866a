"""Bubonic Vermin (6104968), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Beast. Flip effect: its controller Special Summons 1 \"Bubonic Vermin\" "
               "from their Deck in face-down Defense Position (not optional), then shuffles the Deck.")

CODE = 6104968


def resolve(ctx):
    fits = [c for c in ctx.deck("me") if ctx.is_named(c, CODE) and ctx.can_special_summon(c)]
    if fits:
        chosen = yield from ctx.choose_cards(fits, 1, prompt="Bubonic Vermin: Special Summon which copy?")
        if chosen:
            ctx.special_summon(chosen[0], position=S.FACEDOWN_DEFENSE)
    shuffle_deck(ctx)


# The 2005 text (PSV-057) does what today's does: no ERAS entry.
EFFECTS = [Effect(FLIP, resolve=resolve, special_summons=True,
                  label="Special Summon Bubonic Vermin from the Deck face-down")]
