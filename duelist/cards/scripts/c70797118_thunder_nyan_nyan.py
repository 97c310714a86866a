"""Thunder Nyan Nyan (70797118), Effect Monster."""
from duelist.cards.common import STATE, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Thunder, 1900 ATK / 800 DEF. While it is face-up and its controller "
               "has a face-up monster that is not LIGHT, it is destroyed (no chain link: the state "
               "checks apply it).")


def _not_light_beside(ctx):
    card = ctx.card
    if card.location != S.MZONE or not card.face_up:
        return False
    for other in ctx.monsters("me", face_up=True):
        if other is not card and ctx.attribute(other) != "LIGHT":
            return True
    return False


def _destroy_itself(ctx):
    yield from ctx.destroy([ctx.card])


# a continuous effect of the monster, no chain link (our reading of its text, as Berserk
# Gorilla's); a negation (Skill Drain) stops it; the 2005 LOD print does the same: no ERAS entry
EFFECTS = [Effect(STATE, condition=_not_light_beside, resolve=_destroy_itself,
                  label="destroyed beside a face-up non-LIGHT monster")]
