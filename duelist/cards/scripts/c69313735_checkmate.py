"""Checkmate (69313735), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import C, L, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell, played only with a face-up \"Terrorking Archfiend\" on your side, "
               "Tributing (its cost) 1 other \"Archfiend\" monster of yours that is no Terrorking "
               "Archfiend. As it resolves you pick 1 face-up Terrorking Archfiend of yours (no "
               "target): this turn it may attack your opponent directly, monsters there or not.")

TERRORKING = 35975813
# (the lasting tag, and the continuous one whose gate opens battle.py's ruled attack targets:
# Secret Pass to the Treasures)
LASTING_TAGS = (L.DIRECT_ATTACK, C.DIRECT_ATTACK)


def _terrorking(ctx, card):
    return card.face_up and card.location == S.MZONE and ctx.is_named(card, TERRORKING)


def resolve(ctx):
    kings = ctx.cards_where("monsters", _terrorking)
    if not kings:
        return
    chosen = yield from ctx.choose_cards(kings, 1, prompt="Checkmate: which Terrorking Archfiend attacks directly?")
    for card in chosen:
        ctx.lasting(L.DIRECT_ATTACK, card)


def tribute(ctx, card):
    return K.is_archfiend(card) and not ctx.is_named(card, TERRORKING) and not ctx.cannot_be_tributed(card)


def cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.cards_where("monsters", tribute), 1,
                                         prompt="Checkmate: Tribute which Archfiend?")
    ctx.send_to_grave(chosen, "tribute")


EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("monsters", _terrorking),
                    can_pay=lambda ctx: ctx.any_card("monsters", tribute), cost=cost)]
