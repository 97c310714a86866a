"""Brain Control (87910978), Normal Spell."""
from duelist.cards.common import Target, activate, control_room
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: pay 800 LP; take one face-up monster of your opponent's that could be "
               "Normal Summoned or Set (no Fusion, Ritual or other Extra Deck monster, no Token, no "
               "monster that only its own procedure summons) until the End Phase.")

def can_pay(ctx):
    return ctx.can_pay_lp(800)


def cost(ctx):
    ctx.pay_lp(800)


def opp_face_up(ctx):
    return ctx.monsters("opp", face_up=True)


def theirs_face_up(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller != ctx.player and ctx.can_take_control(card)


def normal_summonable(ctx, card):
    """Today's text: a monster that can be Normal Summoned/Set (its frame, or its script's
    summoning condition: Chaos Sorcerer, Dark Necrofear)."""
    return theirs_face_up(ctx, card) and ctx.normal_summonable_kind(card)


def resolve(ctx):
    for card in ctx.targets:
        ctx.take_control(card)          # until the End Phase


def effects(legal):
    # the monster taken needs a usable Main Monster Zone of yours
    return [activate(resolve, condition=control_room, can_pay=can_pay, cost=cost,
                     target=Target(opp_face_up, filter=legal, prompt="Brain Control: take which monster?"))]


EFFECTS = effects(normal_summonable)

ERAS = {"2005": {
    "DESCRIPTION": ("Normal Spell: pay 800 LP; take any one face-up monster of your opponent's (a Fusion "
                    "Monster or a Token too) until the End Phase (2005 text)."),
    "EFFECTS": effects(theirs_face_up),
}}
