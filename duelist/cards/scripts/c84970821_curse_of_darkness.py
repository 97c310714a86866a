"""Curse of Darkness (84970821), Continuous Trap."""
from duelist.cards.scripts.c48276469_chain_burst import burn_when_resolved

DESCRIPTION = ("Continuous Trap: whenever a Spell Card activated while it was face-up resolves "
               "(its activation not negated), it deals 1000 damage to the player who activated "
               "that Spell, if it is still face-up (applied, no chain link).")


# Chain Burst's twin for Spell Cards, today's text saying "after it resolves". The IOC-106 print
# (2004, as Pojo's card of the day of 2004-04-15 quotes it) does not say when; we found no 2005
# ruling dealing the damage at the activation, so no ERAS entry (doubtful: round 58u). Our
# reading, as Chain Burst's yugioh-wiki.net rulings: a Spell whose activation is negated burns
# nobody (one whose effect only is negated, under Imperial Order, does); chained to the Spell's
# activation, it does not burn that Spell (activated before Curse of Darkness was face-up); a
# Spell that destroys it burns nobody; either player's Spells.
EFFECTS = burn_when_resolved("Spell", "1000 damage to the player whose Spell Card resolved")
