"""Harpie Lady Sisters (12206212), Effect Monster."""

DESCRIPTION = ("Level 6 WIND Winged Beast, 1950 ATK / 2100 DEF, with no Normal Summon or Set: "
               "it first reaches the field through \"Elegant Egotist\", whose Special Summon is "
               "its proper one (after that, other effects may revive it from the GY).")

# Elegant Egotist's summon is its proper one (`special_summon(..., proper=True)`); after it,
# the revive rule of a Special Summon monster (seed 000 §具有蘇生限制的怪獸的特殊召喚)
SUMMON_CONDITION = "proc_only"

# The 2005 text (MRD: "can only be Special Summoned by the effect of Elegant Egotist") and
# today's ("must be Special Summoned with Elegant Egotist") do the same: no ERAS entry.
EFFECTS = []
