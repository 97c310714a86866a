"""Dramatic Rescue (80193355), Normal Trap."""
from duelist.cards.common import Responding, activate, choose_summon_position
from duelist.cards.scripts.c47480070_amazoness_paladin import is_amazoness
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: when the opponent activates a card or effect that targets a face-up "
               "\"Amazoness\" monster its controller has, those targeted Amazoness monsters go back to "
               "the hand, then its controller Special Summons 1 other monster from their hand.")


def _my_amazoness(ctx, card):
    return card is not None and card.location == S.MZONE and card.face_up and \
        card.controller == ctx.player and is_amazoness(card)


def _rescued(ctx, link):
    return [card for card in (ctx.card_by_uid(uid) for uid in link.targets) if _my_amazoness(ctx, card)]


def _targets_my_amazoness(ctx):
    link = ctx.responding_to
    return link.player == ctx.opponent and bool(_rescued(ctx, link))


def resolve(ctx):
    link = ctx.responding_to
    rescued = _rescued(ctx, link) if link is not None else []
    if not rescued:
        return
    ctx.to_hand(rescued)
    ctx.then()
    back = set(id(card) for card in rescued)
    hand = [card for card in ctx.hand() if card.data.is_monster and id(card) not in back
            and ctx.can_special_summon(card)]
    if not hand:
        return
    picked = yield from ctx.choose_cards(hand, 1, prompt="Dramatic Rescue: Special Summon which monster?")
    if picked:
        position = yield from choose_summon_position(ctx, picked[0])
        ctx.special_summon(picked[0], position=position)


# The 2005 text (DR1, 2004: activated when an "Amazoness" monster on your side of the field is
# targeted by the effect of the opponent's card; return it, Special Summon 1 monster from your hand)
# does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, condition=Responding(_targets_my_amazoness), special_summons=True)]
