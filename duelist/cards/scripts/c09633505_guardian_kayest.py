"""Guardian Kay'est (9633505), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, Effect

ROD_OF_SILENCE = 95515060       # Rod of Silence - Kay'est

DESCRIPTION = ("Level 4 WATER Sea Serpent (1000/1800). It can be Normal Summoned, Flip Summoned or "
               "Special Summoned only while its player controls a face-up \"Rod of Silence - "
               "Kay'est\" (a Set is allowed). Face-up on the field, Spell effects do not apply to "
               "it (it can still be targeted, and an Equip Spell equipped, but nothing happens to "
               "it), and the opponent's monsters cannot target it for an attack (where it leaves them no "
               "monster to attack, they attack directly).")

_TODAY, _ERA_2005 = K.guardian_summon_rule(ROD_OF_SILENCE)
NORMAL_SUMMON_IF = _TODAY["NORMAL_SUMMON_IF"]
SPECIAL_SUMMON_IF = _TODAY["SPECIAL_SUMMON_IF"]


def _itself_face_up(ctx, card):
    return card is ctx.card and card.face_up


# (the 2005 text, DCR, and today's do the same here: no 2005 entry for the effects)
EFFECTS = [
    Effect(CONTINUOUS, tag=C.UNAFFECTED_BY, value=("Spell",), label="unaffected by Spell effects"),
    # "not made an attack target" (攻撃対象にされない, yugioh-wiki.net): alone, a direct attack
    Effect(CONTINUOUS, tag=C.CANNOT_BE_ATTACKED, affects=_itself_face_up, value=C.NOT_ATTACK_TARGET,
           label="cannot be attacked"),
]

ERAS = {"2005": dict(_ERA_2005, DESCRIPTION=(
    "Level 4 WATER Sea Serpent (1000/1800). Without a face-up \"Rod of Silence - Kay'est\" under "
    "its player's control it cannot be Normal Summoned or Set (its Flip Summon and Special "
    "Summons are free). Face-up on the field, Spell effects do not apply to it, and the "
    "opponent's monsters cannot target it for an attack (where it leaves them no monster to "
    "attack, they attack directly)."))}
