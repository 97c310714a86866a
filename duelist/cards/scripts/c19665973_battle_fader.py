"""Battle Fader (19665973), Effect Monster."""
from duelist.cards.common import Effect, TRIGGER, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Level 1 DARK Fiend (0/0). When one of the opponent's monsters declares a direct "
               "attack, you can Special Summon it from your hand and then end the Battle Phase. "
               "Summoned this way, it is banished when it leaves the field.")


def direct_attack_on_me(ctx, ev):
    """An opponent's monster declared a direct attack on this card's owner."""
    return ev.get("target") is None and ev.get("player") != ctx.player


def can_summon(ctx):
    return ctx.can_special_summon(ctx.card)


def resolve(ctx):
    card = ctx.card
    if card.uid != ctx.link.card_uid or card.location != S.HAND or not ctx.can_special_summon(card):
        return      # it left the hand since its activation: nothing, and the Battle Phase goes on
    position = yield from choose_summon_position(ctx)
    if ctx.special_summon(card, position=position):
        ctx.banish_when_leaves(card)
        ctx.end_battle_phase()


EFFECTS = [Effect(TRIGGER, events="attack", range=(S.HAND,), match=direct_attack_on_me,
                  condition=can_summon, resolve=resolve, special_summons=True, optional=True, when=True,
                  summons_itself=True, label="Special Summon itself, end the Battle Phase")]
