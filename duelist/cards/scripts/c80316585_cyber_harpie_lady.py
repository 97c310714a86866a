"""Cyber Harpie Lady (80316585), Effect Monster."""

DESCRIPTION = ("Level 4 WIND Winged Beast, 1800 ATK / 1300 DEF. Its name is always \"Harpie Lady\" "
               "(in the Deck, the hand, the GY and on the field, any way up): cards that name "
               "\"Harpie Lady\" see it as one, and a Deck holds at most 3 \"Harpie Lady\"s in all.")

# its name is "Harpie Lady" by the card's own rule, not by an effect: no negation touches it
# (the card is not in the 2005 pool, GOAT list: no ERAS entry)
NAME_AS = 76812113

EFFECTS = []
