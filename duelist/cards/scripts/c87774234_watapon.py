"""Watapon (87774234), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Level 1 LIGHT Fairy (200/300). If a card effect adds it from its owner's Deck to the hand "
               "(a draw is no such addition), its owner can Special Summon it from the hand.")


def searched(ctx, ev):
    # (by cid: the hand is shuffled as the card arrives, which gives it a new uid)
    card = ctx.card
    return ev.get("cid") == card.cid and card.location == S.HAND and ev.get("origin") == S.DECK and \
        ev.get("to") == S.HAND and ev.get("reason") != "draw"


def can_summon(ctx):
    return ctx.can_special_summon(ctx.card)


def resolve(ctx):
    card = ctx.card
    if card.uid != ctx.link.card_uid or card.location != S.HAND or not ctx.can_special_summon(card):
        return              # it left the hand since: nothing
    position = yield from choose_summon_position(ctx)
    ctx.special_summon(card, position=position)


EFFECTS = [Effect(TRIGGER, events=H.MOVED, range=(S.HAND,), match=searched, condition=can_summon,
                  resolve=resolve, special_summons=True, optional=True, summons_itself=True, damage_step=DS_ALWAYS,
                  label="added from the Deck by an effect: Special Summon itself")]
