"""Spirit Message "L" (30170981), Continuous Spell."""

DESCRIPTION = ("Continuous Spell without an effect of its own: it cannot be activated; only "
               "Destiny Board puts it on the field, as one letter of FINAL.")

from duelist.cards.scripts.c94212438_destiny_board import spirit_message_effects

CANNOT_SET = True      # it can only be placed by Destiny Board

EFFECTS = spirit_message_effects()
