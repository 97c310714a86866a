"""Chaos Sorcerer (9596126), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import Effect, IGNITION, L, SUMMON_PROC, Target, any_monster
from duelist.engine import state as S

DESCRIPTION = ("Level 6 DARK Spellcaster that is never Normal Summoned or Set: it comes out from the "
               "hand by removing from play one LIGHT and one DARK monster from its owner's GY. Once "
               "per turn its controller may pick a face-up monster on the field as the target and "
               "remove it from play; it cannot attack in a turn it used this (nor use it after it "
               "already attacked that turn).")

CANNOT_NORMAL_SUMMON = True
SUMMON_CONDITION = "proc_only"

KYCOO = 88240808


def grave_banish_locked(ctx):
    """Kycoo the Ghost Destroyer: its controller's opponent cannot banish cards from either GY.
    (The engine has no general rule for it; this card honours it for its own summon.)"""
    for card in ctx.monsters("opp", face_up=True):
        if card.data.code == KYCOO and not ctx.is_negated(card):
            return True
    return False


# ------------------------------------------------------------ its summon
def _attribute(attribute):
    return lambda ctx: K.grave_monsters(ctx, "me", lambda c: c.data.attribute == attribute)


lights = _attribute("LIGHT")
darks = _attribute("DARK")


def proc_condition(ctx):
    """A LIGHT and a DARK monster in its owner's GY, and no Kycoo stopping the banishing."""
    return K.grave_has_attributes(ctx, ("LIGHT", "DARK")) and not grave_banish_locked(ctx)


def proc_cost(ctx):
    yield from K.banish_cost(ctx, lights, 1, "Chaos Sorcerer: banish 1 LIGHT monster")
    yield from K.banish_cost(ctx, darks, 1, "Chaos Sorcerer: banish 1 DARK monster")


opt_free = K.soft_opt_free


def condition(ctx):
    """Ruling: it cannot be activated if this card already declared an attack this turn."""
    card = ctx.card
    attacked = card.attack_turn == ctx.turn and card.attacks > 0
    return opt_free(ctx) and not attacked


def cost(ctx):
    """The use and "cannot attack this turn" count from the activation (even if negated)."""
    card = ctx.card
    K.spend_soft_opt(ctx)
    ctx.lasting(L.CANNOT_ATTACK, card)


def face_up_on_field(ctx, card):
    return card.location == S.MZONE and card.face_up


def resolve(ctx):
    ctx.banish(ctx.targets)


EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), grave_banish="own", condition=proc_condition, cost=proc_cost,
           label="banish 1 LIGHT and 1 DARK"),
    Effect(IGNITION, condition=condition, cost=cost, resolve=resolve,
           target=Target(any_monster, filter=face_up_on_field, prompt="Chaos Sorcerer: banish which monster?"),
           label="banish 1 face-up monster"),
]
