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


def opp_grave_monsters(ctx):
    return [c for c in ctx.grave("opp") if c.data.card_type == "Monster"]


def in_grave(ctx, card):
    return card.location == S.GRAVE and card.data.card_type == "Monster"


def resolve(ctx):
    ctx.banish(ctx.targets)


def locked_player(ctx, player, owner):
    """The continuous part: the opponent of its controller, from either GY (read by tag
    "no_grave_banish")."""
    return player != ctx.player


EFFECTS = [
    # (it banishes from a GY: not activated while its player may not, under an opponent's
    # Kycoo or Necrovalley, `grave_banish`)
    Effect(TRIGGER, events="damage", match=dealt_battle_damage, optional=True, damage_step=DS_ALWAYS, grave_banish="opp",
           resolve=resolve, label="banish up to 2 monsters from the opponent's GY",
           target=Target(opp_grave_monsters, filter=in_grave, count=2, minimum=1,
                         prompt="Kycoo: banish which monsters (up to 2)?")),
    # read by the engine (banishing from a GY, and costs that do so)
    Effect(CONTINUOUS, tag="no_grave_banish", affects=locked_player, label="no banishing from the GYs"),
]
