"""Curse of Darkness (84970821), Continuous Trap."""
from duelist.cards.common import NEEDS_RESOLVED, STATE, Effect, activate
from duelist.cards.scripts.c48276469_chain_burst import activated_before_it, note_own_activation
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: whenever a Spell Card activated while it was face-up resolves "
               "(its activation not negated), it deals 1000 damage to the player who activated "
               "that Spell, if it is still face-up (applied, no chain link).")


def spell_resolved(ctx):
    link = ctx.just_resolved
    if link is None or not link.card_activation or link.card_type != "Spell":
        return False
    card = ctx.card
    if card.location != S.SZONE or not card.face_up or not card.activated:
        return False
    if link.negated == "activation":
        return False
    if (card.info or {}).get("burned") == link.info["serial"]:
        return False                    # (this resolution is answered already)
    return not activated_before_it(ctx, link)


def burn(ctx):
    link = ctx.just_resolved
    ctx.card.info = dict(ctx.card.info or {}, burned=link.info["serial"])
    ctx.damage(link.player, 1000)


# Chain Burst's twin for Spell Cards, today's text saying "after it resolves". The IOC-106 print
# (2004, as Pojo's card of the day of 2004-04-15 quotes it) does not say when; we found no 2005
# ruling dealing the damage at the activation, so no ERAS entry (doubtful: round 58u). Our
# reading, as Chain Burst's yugioh-wiki.net rulings: a Spell whose activation is negated burns
# nobody (one whose effect only is negated, under Imperial Order, does); chained to the Spell's
# activation, it does not burn that Spell (activated before Curse of Darkness was face-up); a
# Spell that destroys it burns nobody; either player's Spells.
EFFECTS = [
    activate(note_own_activation),
    Effect(STATE, condition=spell_resolved, resolve=burn, needs=NEEDS_RESOLVED,
           label="1000 damage to the player whose Spell Card resolved"),
]
