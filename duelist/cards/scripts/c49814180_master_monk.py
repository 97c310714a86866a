"""Master Monk (49814180), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Never Normal Summoned or Set: its player Special Summons it from the hand by "
               "Tributing 1 Monk Fighter they control. It can declare two attacks in each Battle "
               "Phase.")

CANNOT_NORMAL_SUMMON = True
CANNOT_NORMAL_SET = True
SUMMON_CONDITION = "proc_only"

MONK_FIGHTER = 3810071


EFFECTS = [
    K.tribute_named_summon_proc(MONK_FIGHTER, "Monk Fighter"),
    Effect(CONTINUOUS, tag=C.EXTRA_ATTACKS, affects=lambda ctx, card: card is ctx.card,
           value=lambda ctx, card: 1, label="attacks twice"),
]
