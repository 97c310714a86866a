"""Dramatic Rescue (80193355), Normal Trap."""
from duelist.cards.common import Responding, activate, choose_summon_position
from duelist.cards.scripts.c47480070_amazoness_paladin import is_amazoness
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: when a card or effect (either player's) is activated that targets a face-up "
               "\"Amazoness\" monster its controller has, those targeted Amazoness monsters go back to "
               "the hand, then its controller Special Summons 1 other monster from their hand (it needs "
               "one that can be summoned to be activated).")


def _my_amazoness(ctx, card):
    return card is not None and card.location == S.MZONE and card.face_up and \
        card.controller == ctx.player and is_amazoness(card)


def _rescued(ctx, link):
    return [card for card in (ctx.card_by_uid(uid) for uid in link.targets) if _my_amazoness(ctx, card)]


def _summonable(ctx, leaving=()):
    return [card for card in ctx.hand()
            if card.data.is_monster and ctx.can_special_summon(card, leaving=leaving)]


def _targets_my_amazoness(ctx):
    rescued = _rescued(ctx, ctx.responding_to)
    return bool(rescued) and bool(_summonable(ctx, leaving=rescued))


def resolve(ctx):
    link = ctx.responding_to
    rescued = _rescued(ctx, link) if link is not None else []
    if not rescued:
        return
    ctx.to_hand(rescued)
    ctx.then()
    back = set(id(card) for card in rescued)
    hand = [card for card in _summonable(ctx) if id(card) not in back]
    if not hand:
        return
    picked = yield from ctx.choose_cards(hand, 1, prompt="Dramatic Rescue: Special Summon which monster?")
    if picked:
        position = yield from choose_summon_position(ctx, picked[0])
        ctx.special_summon(picked[0], position=position)


# Either player's card (the OCG text; the previously official ruling of your own Amazoness
# Spellcaster chained by it, round 58w); the 2005 rulings (Konami / UDE FAQ) read it the same: no
# ERAS entry.
EFFECTS = [activate(resolve, condition=Responding(_targets_my_amazoness), special_summons=True)]
