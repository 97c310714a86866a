"""Desrook Archfiend (72192100), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Level 3 LIGHT Fiend (1100/1800). Its controller pays 500 LP in each of their "
               "Standby Phases (not optional; with fewer LP it is destroyed). As an effect of a card "
               "the opponent controls that targets it resolves, a die is rolled: on a 3 that effect "
               "is negated and that card destroyed. Held in the hand: just after a face-up Terrorking "
               "Archfiend of its holder's is destroyed and sent to the GY, they may send it from the "
               "hand to the GY (its cost) to bring that Terrorking Archfiend back from the GY.")

TERRORKING = 35975813


def terrorking_destroyed(ctx, ev):
    """A face-up Terrorking Archfiend this card's holder controlled went from the Monster Zone to
    the GY, destroyed (by battle or by an effect)."""
    if ev.get("to") != S.GRAVE or ev.get("origin") != S.MZONE or ev.get("controller") != ctx.player:
        return False
    if not ev.get("face_up") or not K.was_destroyed(ev):
        return False
    return ctx.is_named(ctx.card_by_cid(ev["cid"]), TERRORKING)


def _terrorking(ctx):
    """That Terrorking Archfiend, still the object the destruction put in the GY, or None."""
    card = ctx.card_by_uid(ctx.event["uid"])
    return card if card is not None and card.location == S.GRAVE else None


def can_revive(ctx):
    card = _terrorking(ctx)
    return card is not None and ctx.can_special_summon(card)


def revive(ctx):
    card = _terrorking(ctx)
    if card is None or not ctx.can_special_summon(card) or ctx.grave_guarded(card):
        return
    position = yield from choose_summon_position(ctx, card)
    ctx.special_summon(card, position=position)


EFFECTS = [
    K.archfiend_upkeep(500),
    K.archfiend_die((3,)),
    Effect(TRIGGER, events="moved", range=(S.HAND,), match=terrorking_destroyed, optional=True, when=True,
           damage_step=DS_ALWAYS, condition=can_revive, can_pay=lambda ctx: ctx.can_send_to_grave([ctx.card]),
           cost=lambda ctx: ctx.send_to_grave([ctx.card], "cost"), resolve=revive, special_summons=True,
           label="send it from the hand: Special Summon that Terrorking Archfiend"),
]
