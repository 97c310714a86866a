"""Kycoo the Ghost Destroyer (88240808), Effect Monster."""
from duelist.cards.common import CONTINUOUS, DS_ALWAYS, TRIGGER, Effect, Target
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Spellcaster. After it deals battle damage to the opponent, its "
               "controller may pick one or two monsters in that opponent's GY as targets and remove "
               "them from play. While it is face-up, its controller's opponent may not remove cards "
               "in either GY from play.")


def dealt_battle_damage(ctx, ev):
    card = ctx.card
    return ev.get("reason") == "battle" and ev.get("source") == card.cid and \
        ev.get("source_uid") == card.uid and ev.get("player") != ctx.player


def not_locked(ctx):
    """An opponent's face-up Kycoo (not negated) stops this player banishing from the GYs."""
    for card in ctx.monsters("opp", face_up=True):
        if card.data.code == ctx.card.data.code and not ctx.is_negated(card):
            return False
    return True


def opp_grave_monsters(ctx):
    return [c for c in ctx.grave("opp") if c.data.card_type == "Monster"]


def in_grave(ctx, card):
    return card.location == S.GRAVE and card.data.card_type == "Monster"


def resolve(ctx):
    ctx.banish(ctx.targets)


def locked_player(ctx, player):
    """The continuous part: the opponent of its controller (read by tag "no_grave_banish")."""
    return player != ctx.player


EFFECTS = [
    Effect(TRIGGER, events="damage", match=dealt_battle_damage, optional=True, damage_step=DS_ALWAYS, condition=not_locked,
           resolve=resolve, label="banish up to 2 monsters from the opponent's GY",
           target=Target(opp_grave_monsters, filter=in_grave, count=2, minimum=1,
                         prompt="Kycoo: banish which monsters (up to 2)?")),
    # read by the engine (banishing from a GY, and costs that do so)
    Effect(CONTINUOUS, tag="no_grave_banish", affects=locked_player, label="no banishing from the GYs"),
]
