"""Bubonic Vermin (6104968), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Beast. Flipped face-up, it lets its controller bring out another "
               "Bubonic Vermin from their Deck, Set face-down in Defense Position (their choice, "
               "only while a copy can come out); the Deck is shuffled afterwards.")

CODE = 6104968


def _copies(ctx):
    return [c for c in ctx.deck("me") if ctx.is_named(c, CODE) and ctx.can_special_summon(c)]


def can_summon(ctx):
    return bool(_copies(ctx))


def resolve(ctx):
    fits = _copies(ctx)
    if fits:
        chosen = yield from ctx.choose_cards(fits, 1, prompt="Bubonic Vermin: Special Summon which copy?")
        ctx.special_summon(chosen[0], position=S.FACEDOWN_DEFENSE)
    shuffle_deck(ctx)


EFFECTS = [Effect(FLIP, optional=True, condition=can_summon, resolve=resolve, special_summons=True,
                  label="Special Summon Bubonic Vermin from the Deck face-down")]

# The 2005 print (PSV-057) has no "you can": the summon is not optional, the effect resolves
# (and shuffles) even with no copy left (round 57u; the print's wording is the earlier round's quote).
ERAS = {"2005": {
    "DESCRIPTION": ("Level 3 EARTH Beast. Flipped face-up, it makes its controller bring out another "
                    "Bubonic Vermin from their Deck, Set face-down in Defense Position (no choice); "
                    "the Deck is shuffled afterwards."),
    "EFFECTS": [Effect(FLIP, resolve=resolve, special_summons=True,
                       label="Special Summon Bubonic Vermin from the Deck face-down")],
}}
