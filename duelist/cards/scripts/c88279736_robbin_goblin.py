"""Robbin' Goblin (88279736), Continuous Trap."""
from duelist.cards.common import DS_ALWAYS, H, TRIGGER, Effect, activate
from duelist.cards.kit import random_discard
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: while it is face-up, whenever one of its controller's monsters hurts the "
               "opponent with battle damage, that opponent discards a card picked at random from the hand (a "
               "mandatory effect of this card, in the Damage Step too).")


def own_monster_hit(ctx, ev):
    """Battle damage to the opponent dealt by a monster this card's controller controls."""
    if not ctx.card.activated or ev.get("reason") != "battle" or ev.get("player") != ctx.opponent:
        return False
    monster = ctx.card_by_uid(ev.get("source_uid"))
    return monster is not None and monster.location == S.MZONE and monster.controller == ctx.player


# (the 2005 print, MRD-135, and today's text do the same: no ERAS entry)
EFFECTS = [
    activate(),
    Effect(TRIGGER, events=H.DAMAGE, range=(S.SZONE,), match=own_monster_hit, resolve=random_discard,
           damage_step=DS_ALWAYS, discards="opponent", label="random discard for the opponent"),
]
