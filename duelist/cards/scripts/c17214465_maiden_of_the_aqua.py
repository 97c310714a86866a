"""Maiden of the Aqua (17214465), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WATER Aqua (700/2000). Face-up, with no face-up Field Spell on either "
               "side, it makes the field count as \"Umi\": the cards that ask whether "
               "Umi is on the field count it. Umi's own ATK/DEF changes do not apply, and it is no "
               "\"Umi\" card (a cost that sends Umi cannot use it).")


def _face_up_field_spell(ctx, card):
    return card.location == S.FZONE and card.face_up


def _no_field_spell(ctx):
    return not ctx.any_card("spells_traps", _face_up_field_spell, who="both")


# The 2005 text (PGD-008, 2004: the field is treated as "Umi" while it is face-up; not while a
# Field Spell is on the field) does what today's does: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.FIELD_IS_UMI, condition=_no_field_spell,
                  label="the field is treated as Umi while no Field Spell is face-up")]
