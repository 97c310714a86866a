"""Kaiser Sea Horse (17444133), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 4 LIGHT Sea Serpent. While face-up it may count as two Tributes when it "
               "is Tributed for the Tribute Summon (or Set) of a LIGHT monster.")

EFFECTS = [Effect(CONTINUOUS, tag="double_tribute",
                  affects=lambda ctx, summoned: summoned.data.attribute == "LIGHT",
                  label="double Tribute for LIGHT")]
