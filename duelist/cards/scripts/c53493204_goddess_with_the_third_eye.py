"""Goddess with the Third Eye (53493204), Effect Monster."""

DESCRIPTION = ("Level 4 LIGHT Fairy (1200/1000). It may stand in for any one Fusion Material that "
               "a Fusion Monster names by its card name (from the hand or the field, face-down too; "
               "not while it is face-up with its effects negated), the other materials being the "
               "named ones.")

FUSION_SUBSTITUTE = True      # read by engine/extra.py (material_sets), as King of the Swamp's

# (the 2005 text, "can be used as a substitute for any 1 Fusion-Material Monster ... the other
# Fusion-Material Monster(s) must be the correct one(s)", and today's do the same; no ERAS entry)
EFFECTS = []
