"""Mystical Sheep #1 (30451366), Effect Monster."""

DESCRIPTION = ("Level 3 EARTH Beast (1150/900). It may stand in for any one Fusion Material that a "
               "Fusion Monster names by its card name (from the hand or the field, face-down too; "
               "not while it is face-up with its effects negated), the other materials being the "
               "named ones.")

FUSION_SUBSTITUTE = True      # read by engine/extra.py (material_sets), as Goddess with the Third Eye's

# (its TP2 print, "can be used as a substitute for any 1 Fusion-Material Monster; the other
# Fusion-Material Monster(s) must be the correct one(s)", and today's do the same; no ERAS entry)
EFFECTS = []
