"""Horus the Black Flame Dragon LV8 (48229808), Effect Monster."""
from duelist.cards.common import DESTROYS_NEGATED, DS_ALWAYS, QUICK, Effect, negate_and_destroy, top_link_is

DESCRIPTION = ("Level 8 FIRE Dragon. It cannot be Normal Summoned or Set, and only the effect of "
               "\"Horus the Black Flame Dragon LV6\" may Special Summon it (nothing else, ever). "
               "While it is face-up on the field, when a Spell Card is activated, its controller may "
               "negate that activation and destroy the Spell (any number of times, also several "
               "times in one chain).")

SUMMON_CONDITION = "only_proc"      # LV6's level-up summons it with `proper=True`

EFFECTS = [
    Effect(QUICK, condition=top_link_is("Spell"), resolve=negate_and_destroy, damage_step=DS_ALWAYS,
           again_in_chain=True, destroys=DESTROYS_NEGATED, label="negate a Spell Card's activation and destroy it"),
]
