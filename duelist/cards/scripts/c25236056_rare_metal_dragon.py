"""Rare Metal Dragon (25236056), Effect Monster."""

DESCRIPTION = ("Level 4 DARK Dragon that can never be Normal Summoned or Set; it comes out only by "
               "card effects that Special Summon it (from the hand, Deck or GY alike).")

CANNOT_NORMAL_SUMMON = True
CANNOT_NORMAL_SET = True

EFFECTS = []
