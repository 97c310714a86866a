"""Infernalqueen Archfiend (08581705), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, During, Effect, Target
from duelist.engine import state as S

DESCRIPTION = ("Level 4 FIRE Fiend (900/1500). Its controller pays 500 LP in each of their Standby "
               "Phases (not optional; with fewer LP it is destroyed). As an effect of a card the "
               "opponent controls that targets it resolves, a die is rolled: on a 2 or a 5 that "
               "effect is negated and that card destroyed. In each of its controller's Standby "
               "Phases it must target 1 face-up \"Archfiend\" monster on the field (either side, "
               "itself too): that monster gains 1000 ATK until the end of the turn.")


def archfiends(ctx):
    return ctx.monsters("both", face_up=True)


def boost(ctx):
    for card in ctx.targets:
        ctx.modify(card, 1000, 0)


def face_up_archfiend(ctx, card):
    return card.face_up and K.is_archfiend(card)


EFFECTS = [
    K.archfiend_upkeep(500),
    K.archfiend_die((2, 5)),
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)), match=K.standby_match(), once_per_turn=True,
           target=Target(archfiends, filter=face_up_archfiend,
                         prompt="Infernalqueen Archfiend: which Archfiend gains 1000 ATK?"),
           resolve=boost, label="an Archfiend gains 1000 ATK this turn"),
]
