"""The Sanctuary in the Sky (56433456), Field Spell."""
from duelist.cards.common import CONTINUOUS, Effect, activate, race_is
from duelist.engine.names import C

DESCRIPTION = ("Field Spell: a player who controls a face-up Fairy monster takes no battle damage from "
               "battles that Fairy is in (the opponent still takes theirs).")

EFFECTS = [activate(),
           Effect(CONTINUOUS, tag=C.CONTROLLER_NO_BATTLE_DAMAGE, affects=race_is("Fairy"),
                  label="no battle damage to a Fairy's controller")]
