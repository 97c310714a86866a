"""Falling Down (32919136), Equip Spell."""
from duelist.cards import kit as K
from duelist.cards.common import (C, CONTINUOUS, STATE, TRIGGER, During, Effect, FreeMonsterZones, R, Target,
                                  activate, free_monster_zone, stays_equipped)
from duelist.cards.scripts.c45986603_snatch_steal import legal, opp_face_up, resolve
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for an opponent's face-up monster, played only with a face-up "
               "\"Archfiend\" monster on your side: you take control of the monster it equips. It "
               "destroys itself as soon as you have no face-up Archfiend monster, and deals you 800 "
               "damage at each of your Standby Phases.")


def _destroy_self(ctx):
    yield from ctx.destroy([ctx.card])


def archfiend(ctx, card):
    return card.face_up and K.is_archfiend(card)


def can_activate(ctx):
    return free_monster_zone(ctx) and ctx.any_card("monsters", archfiend)


def no_archfiend(ctx):
    return ctx.card.activated and not ctx.any_card("monsters", archfiend)


EFFECTS = [
    # (the monster taken needs a usable Main Monster Zone of yours: Snatch Steal's activation)
    activate(resolve, condition=FreeMonsterZones(1, can_activate),
             target=Target(opp_face_up, filter=legal, prompt="Falling Down: equip to which monster?"),
             equip_filter=stays_equipped),
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)), match=K.standby_match(),
           resolve=lambda ctx: ctx.damage(ctx.player, 800), label="800 damage to its controller",
           inflicts_damage="self"),
    Effect(CONTINUOUS, tag=C.TAKE_CONTROL, affects=lambda ctx, c: ctx.related(R.EQUIP) is c,
           label="you control the equipped monster"),
    # "if you control no face-up Archfiend monster, destroy this card": a state check, no chain link
    Effect(STATE, range=(S.SZONE,), condition=no_archfiend, resolve=_destroy_self,
           label="no face-up Archfiend: destroyed"),
]
