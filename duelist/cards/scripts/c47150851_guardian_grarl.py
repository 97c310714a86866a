"""Guardian Grarl (47150851), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import SUMMON_PROC, Effect
from duelist.engine import state as S

GRAVITY_AXE = 32022366      # Gravity Axe - Grarl

DESCRIPTION = ("Level 5 EARTH Dinosaur (2500/1000). It can be Normal Summoned, Flip Summoned or "
               "Special Summoned only while its player controls a face-up \"Gravity Axe - Grarl\" "
               "(a Set is allowed). While it is the only card in its player's hand, it may be "
               "Special Summoned from there by its own procedure (no chain link).")

_TODAY, _ERA_2005 = K.guardian_summon_rule(GRAVITY_AXE)
NORMAL_SUMMON_IF = _TODAY["NORMAL_SUMMON_IF"]
SPECIAL_SUMMON_IF = _TODAY["SPECIAL_SUMMON_IF"]


def _effects(summon_if):
    def alone_in_hand(ctx):
        # (the procedure is a Special Summon: today's text wants the Axe for it too, asked here
        # as the Toons' procedures ask their Toon World)
        return len(ctx.hand()) == 1 and (summon_if is None or summon_if(ctx))

    return [Effect(SUMMON_PROC, range=(S.HAND,), condition=alone_in_hand,
                   label="Special Summon (the only card in the hand)")]


EFFECTS = _effects(SPECIAL_SUMMON_IF)

ERAS = {"2005": dict(_ERA_2005, EFFECTS=_effects(None), DESCRIPTION=(
    "Level 5 EARTH Dinosaur (2500/1000). Without a face-up \"Gravity Axe - Grarl\" under its "
    "player's control it cannot be Normal Summoned or Set (its Flip Summon and Special Summons "
    "are free). While it is the only card in its player's hand, it may be Special Summoned from "
    "there by its own procedure (no chain link)."))}
