"""Sage's Stone (13604200), Normal Spell."""
from duelist.cards import kit
from duelist.cards.common import FreeMonsterZones, NamedOnField, activate, face_up_named

DESCRIPTION = ("Normal Spell, played with a face-up Dark Magician Girl on your field: brings out a Dark "
               "Magician, taken from your hand or your Deck, by Special Summon.")

DARK_MAGICIAN_GIRL = 38033121
DARK_MAGICIAN = 46986414


def _summonable_dm(ctx, card):
    return card.data.code == DARK_MAGICIAN and ctx.can_special_summon(card)


def _girl_and_a_magician(ctx):
    return bool(face_up_named(ctx, DARK_MAGICIAN_GIRL, who="me")) and (
        ctx.any_card("hand", _summonable_dm) or ctx.any_card("deck", _summonable_dm))


def resolve(ctx):
    """The summon needs no Dark Magician Girl any more as it resolves (our reading: "activate only
    if" is a condition of the activation alone)."""
    yield from kit.summon_copy(ctx, DARK_MAGICIAN, ("hand", "deck"), "Special Summon which Dark Magician?")


# One meaning in both eras (the 2005 print, ROD-EN003: only while you control a face-up Dark Magician
# Girl, Special Summon 1 Dark Magician from your hand or Deck): no ERAS entry.
EFFECTS = [activate(resolve, special_summons=True,
                    condition=NamedOnField(DARK_MAGICIAN_GIRL, FreeMonsterZones(1, _girl_and_a_magician)))]
