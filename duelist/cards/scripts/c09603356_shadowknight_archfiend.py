"""Shadowknight Archfiend (09603356), Effect Monster."""
from duelist.cards.common import APPLY, C, CONTINUOUS, During, Effect, M
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WIND Fiend. In each of its controller's Standby Phases they pay 900 LP "
               "(not optional; with fewer LP it is destroyed). As an effect of a card the opponent "
               "controls that targets it resolves, a die is rolled: on a 3 that effect is negated "
               "and that card destroyed. Battle damage it inflicts to the opponent is halved.")

UPKEEP = M.UPKEEP_TURN     # a mark: the turn whose payment is done


def _due(ctx, ev):
    """Its controller's own Standby Phase, face-up, and not yet paid (or destroyed) this turn."""
    card = ctx.card
    return ev.get("phase") == S.PHASE_STANDBY and ev.get("player") == card.controller and \
        card.face_up and ctx.marked(card, UPKEEP) != ctx.turn


def upkeep(ctx):
    ctx.mark(ctx.card, UPKEEP, ctx.turn)
    if ctx.lp(ctx.player) >= 900:
        ctx.pay_lp(900)
    else:
        yield from ctx.destroy([ctx.card], "effect")


def _die_negates(ctx, link):
    """Asked once as a chain link resolves: an opponent's effect that targets this card rolls
    the die; a 3 negates it."""
    card = ctx.card
    if card.uid not in link.targets or link.player == card.controller:
        return False
    return ctx.roll_die(card.controller) == 3


def _destroy_too(ctx, link):
    return True


EFFECTS = [
    # a maintenance cost (as Imperial Order's): applied in the Standby Phase, no chain link,
    # and due while its effects are negated too
    Effect(APPLY, events="phase", range=(S.MZONE,), during=During(own=(S.PHASE_STANDBY,)), match=_due,
           resolve=upkeep, while_negated=True, label="upkeep: 900 LP"),
    Effect(CONTINUOUS, tag=C.NEGATE_LINKS, affects=_die_negates, value=_destroy_too,
           label="a die against effects that target it"),
    Effect(CONTINUOUS, tag=C.HALVE_INFLICTED_BATTLE_DAMAGE, affects=lambda ctx, card: card is ctx.card,
           label="battle damage it inflicts halved"),
]
