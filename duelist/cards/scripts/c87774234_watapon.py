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


def _effects(when):
    return [Effect(TRIGGER, events=H.MOVED, range=(S.HAND,), match=searched, condition=can_summon, resolve=resolve,
                   special_summons=True, optional=True, when=when, summons_itself=True, damage_step=DS_ALWAYS,
                   label="added from the Deck by an effect: Special Summon itself")]


# today's text: "if ... you can" (OCG 加わった場合): it never misses the timing
EFFECTS = _effects(False)

# the 2005 print (MOV-EN003): "when ... you can": an optional "when" that misses the timing when the
# addition is not the last thing that happened (searched at chain link 2 under another search), as
# Card of Safe Return's 2005 row
ERAS = {"2005": {
    "DESCRIPTION": ("Level 1 LIGHT Fairy (200/300). When a card effect adds it from its owner's Deck to the "
                    "hand (a draw is no such addition), its owner can Special Summon it from the hand; an "
                    "optional \"when\": it misses the timing when that addition is not the last thing that "
                    "happened."),
    "EFFECTS": _effects(True),
}}
