"""Snatch Steal (45986603), Equip Spell."""
from duelist.cards import kit as K
from duelist.cards.common import (C, CONTINUOUS, During, Effect, R, TRIGGER, Target, activate, control_room,
                                  stays_equipped)
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for a monster of your opponent's: while it is equipped you control "
               "that monster; in exchange your opponent gains 1000 LP in each of their Standby "
               "Phases.")


def opp_face_up(ctx):
    return ctx.monsters("opp", face_up=True)


def legal(ctx, card):
    """Equip only to a monster your opponent controls; once this card took it, the monster
    is yours and the equip stays legal (the control change is its own effect)."""
    if card.location != S.MZONE or not card.face_up:
        return False
    if card.controller != ctx.player:
        return ctx.can_take_control(card)       # (not Mataza the Zapper)
    return ctx.related(R.EQUIP) is card


def resolve(ctx):
    targets = ctx.targets
    if not targets or not ctx.card_still_here:
        return
    monster = targets[0]
    if not ctx.equip(ctx.card, monster):
        return
    # control lasts while this card stays equipped to it (it ends at once, no chain link);
    # the engine applies it as this card's continuous effect from now on (the last effect)
    ctx.take_control(monster, until_end_of_turn=False, bound_to=ctx.card)


EFFECTS = [
    # the monster taken needs a usable Main Monster Zone of yours
    activate(resolve, condition=control_room,
             target=Target(opp_face_up, filter=legal, prompt="Snatch Steal: equip to which monster?"),
             equip_filter=stays_equipped),   # once equipped it stays (the target's "your opponent's" is no condition)
    # current text: a mandatory effect activated in each of the opponent's Standby Phases
    # (declared: trigger collection asks nothing of it at any other phase)
    Effect(TRIGGER, events="phase", during=During(opponent=(S.PHASE_STANDBY,)), match=K.standby_match("opponent"), resolve=lambda ctx: ctx.recover(ctx.opponent, 1000),
           label="opponent gains 1000 LP"),
    # "you take control of the equipped monster": a continuous effect. Negated (Imperial
    # Order) it does not apply and the monster goes back; once the negation ends it applies
    # again, also when the card was equipped while negated
    Effect(CONTINUOUS, tag=C.TAKE_CONTROL, affects=lambda ctx, c: ctx.related(R.EQUIP) is c,
           label="you control the equipped monster"),
]
