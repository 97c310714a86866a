"""Patrol Robo (76775123), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Machine, 1100 ATK / 900 DEF. In each of its controller's Standby "
               "Phases, while it is face-up on the field, its controller may look at 1 Set card on "
               "the opponent's field (a monster or a Spell/Trap); nothing is targeted, the card is "
               "picked as the effect resolves.")


def _set(ctx, card):
    return not card.face_up


def condition(ctx):
    return ctx.any_card("field", _set, who="opp")


def resolve(ctx):
    found = ctx.cards_where("field", _set, who="opp")
    if not found:
        return
    seen = (yield from ctx.choose_cards(found, 1, prompt="Patrol Robo: look at which Set card?"))[0]
    ctx.reveal([seen], ctx.player)


# The 2005 text (TP1-004: look at 1 card Set on the opponent's side of the field in each of your
# Standby Phases) and today's do the same: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)), match=K.standby_match(),
                  optional=True, once_per_turn=True, condition=condition, resolve=resolve,
                  label="look at 1 Set card of the opponent's")]
