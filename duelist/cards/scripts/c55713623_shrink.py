"""Shrink (55713623), Quick-Play Spell."""
from duelist.cards.common import DS_ATK, L, M, Target, activate, face_up_monsters, is_face_up

DESCRIPTION = ("Quick-Play Spell (usable in the damage step, up to damage calculation): target a "
               "face-up monster; until the end of the turn its ATK becomes half its original ATK "
               "(a gain it had before is overridden; one after it applies on top).")


def _half(ctx, card):
    return (ctx.original_atk(card) + 1) // 2


def resolve(ctx):
    for card in ctx.targets:
        ctx.set_stats(card, atk=_half(ctx, card))


def resolve_2005(ctx):
    # the original ATK is halved once: a second Shrink the same turn halves the original ATK the
    # monster had before the first, no further (UDE's ruling, as edisonformat.net keeps it: "a
    # second Shrink will not halve the ATK again")
    for card in ctx.targets:
        before = ctx.marked(card, M.SHRUNK)
        base = before[1] if before is not None and before[0] == ctx.turn else ctx.original_atk(card)
        ctx.mark(card, M.SHRUNK, (ctx.turn, base))
        ctx.set_stats(card, atk=(base + 1) // 2, original=True)


def _effects(resolve):
    return [activate(resolve, target=Target(face_up_monsters, filter=is_face_up, prompt="Shrink: which monster?"),
                     damage_step=DS_ATK)]


EFFECTS = _effects(resolve)
# (its 2005 text's lasting original ATK is read by `Duel.original_stat` only in a duel holding a
# card with the tag; both texts declare it, one script for the card)
LASTING_TAGS = (L.SET_STATS,)

ERAS = {"2005": {
    "DESCRIPTION": ("Quick-Play Spell (usable in the damage step, up to damage calculation): target a "
                    "face-up monster; until the end of the turn its ORIGINAL ATK is halved, so every "
                    "gain or loss it has, before or after, applies on top of the halved value (2005 "
                    "text)."),
    "EFFECTS": _effects(resolve_2005),
}}
