"""Black Luster Soldier - Envoy of the Beginning (72989439), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import (CONTINUOUS, DS_ALWAYS, IGNITION, SUMMON_PROC, TRIGGER, Effect, L, Target,
                                  any_monster)
from duelist.engine import state as S

DESCRIPTION = ("Level 8 LIGHT Warrior that is never Normal Summoned or Set: it is Special Summoned "
               "from the hand by removing from play one LIGHT and one DARK monster from its owner's "
               "GY. Once per turn its controller may use one of two effects: remove from play a "
               "monster on the field picked as the target (then it cannot attack that turn), or, "
               "right after its attack destroyed an opponent's monster by battle, let it attack a "
               "second time straight away.")

CANNOT_NORMAL_SUMMON = True
SUMMON_CONDITION = "proc_only"


# ------------------------------------------------------------ its summon
def _attribute(attribute):
    return lambda ctx: K.grave_monsters(ctx, "me", lambda c: c.data.attribute == attribute)


lights = _attribute("LIGHT")
darks = _attribute("DARK")


def proc_condition(ctx):
    """A LIGHT and a DARK monster in its owner's GY."""
    return K.grave_has_attributes(ctx, ("LIGHT", "DARK"))


def proc_cost(ctx):
    yield from K.banish_cost(ctx, lights, 1, "Black Luster Soldier: banish 1 LIGHT monster")
    yield from K.banish_cost(ctx, darks, 1, "Black Luster Soldier: banish 1 DARK monster")


opt_free = K.soft_opt_free


spend_opt = K.spend_soft_opt


# ------------------------------------------------------- effect 1: banish
def banish_cost(ctx):
    """Using it counts from the activation, and so does "it cannot attack this turn"."""
    spend_opt(ctx)
    ctx.lasting(L.CANNOT_ATTACK, ctx.card)


def banish_target(ctx):
    ctx.banish(ctx.targets)


def on_field(ctx, card):
    return card.location == S.MZONE


# ------------------------------------------------- effect 2: a second attack
def destroyed_by_its_attack(ctx, ev):
    card = ctx.card
    attack = ctx.attack
    return ev.get("reason") == "battle" and ev.get("cid") != card.cid and \
        ev.get("controller") != ctx.player and attack is not None and attack[0] == card.uid and \
        attack[1] == ev.get("uid")


def may_attack_again(ctx):
    card = ctx.card
    return opt_free(ctx) and card.location == S.MZONE and card.face_up and \
        not ctx.destroyed_by_battle_now(card)


def grant_second_attack(ctx):
    card = ctx.card
    if card.uid != ctx.link.card_uid or card.location != S.MZONE or not card.face_up:
        return
    if card.attack_turn == ctx.turn and card.attacks > 0:
        card.attacks -= 1                   # one more attack declaration this turn
    card.info = dict(card.info or {}, again=ctx.turn)


def second_attack_lost(ctx, card):
    """"In a row": once another monster declared an attack, the second attack is gone."""
    if card is not ctx.card or not card.info or card.info.get("again") != ctx.turn:
        return False
    return ctx.last_attacker != card.uid


EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), grave_banish="own", condition=proc_condition, cost=proc_cost,
           label="banish 1 LIGHT and 1 DARK"),
    Effect(IGNITION, condition=opt_free, cost=banish_cost, resolve=banish_target,
           target=Target(any_monster, filter=on_field, prompt="Black Luster Soldier: banish which monster?"),
           label="banish 1 monster"),
    Effect(TRIGGER, events="destroyed", match=destroyed_by_its_attack, condition=may_attack_again,
           cost=spend_opt, resolve=grant_second_attack, optional=True, damage_step=DS_ALWAYS,
           label="attack again"),
    Effect(CONTINUOUS, tag="cannot_attack", affects=second_attack_lost, label="second attack in a row only"),
]
