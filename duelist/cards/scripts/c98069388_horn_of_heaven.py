"""Horn of Heaven (98069388), Counter Trap."""
from duelist.cards import kit as K
from duelist.cards.common import activate
from duelist.cards.scripts.c41420027_solemn_judgment import negate_summon

DESCRIPTION = ("Counter Trap. Cost: Tribute 1 monster you control. A monster being Normal, Flip or "
               "Special Summoned is not Summoned: it is destroyed.")

# The 2005 text (MRD: "offer 1 monster as a Tribute; negate the Summon of a monster and destroy it")
# does what today's does: no ERAS entry.
EFFECTS = [activate(negate_summon, condition=lambda ctx: bool(ctx.summoning), can_pay=K.can_tribute_one,
                    cost=K.tribute_one, tag="negate_summon", label="negate a Summon")]
