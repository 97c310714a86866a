"""Mid Shield Gardna (75487237), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import QUICK, DS_ALWAYS, Effect, Responding
from duelist.cards.scripts.c65240384_big_shield_gardna import _negate, _spell_targets_only_me

DESCRIPTION = ("Level 4 EARTH Warrior with 1800 DEF. Once per turn, in its controller's Main "
               "Phase, it may turn itself face-down in Defense Position. While face-down, when a "
               "Spell Card is activated that targets it alone, it must turn face-up Defense "
               "Position and negate that activation.")


# The 2005 text (TLM, 2005) and today's do the same: no ERAS entry.
EFFECTS = [
    K.turn_face_down_once_per_turn(),
    # Big Shield Gardna's negation (the same words): activated while face-down, only in response
    # to a Spell Card's activation that targets this card alone; it turns face-up as it resolves;
    # mandatory (yugioh-wiki.net: 無効にする, no できる): chained at once, no pass offered
    Effect(QUICK, condition=Responding(_spell_targets_only_me), resolve=_negate, damage_step=DS_ALWAYS,
           face_down=True, mandatory=True, label="negate a Spell that targets only this face-down card"),
]
