"""Ojama King (90140980), Fusion Effect Monster."""
from duelist.cards.common import CONTINUOUS, EV, Effect, STATE
from duelist.engine import state as S

DESCRIPTION = ("Level 6 LIGHT Beast Fusion (Ojama Green + Ojama Yellow + Ojama Black). While it is "
               "face-up, up to 3 of the opponent's Main Monster Zones cannot be used: the unused "
               "zones when it turned face-up, leftmost first (the engine does not let players pick "
               "zones yet).")

ZONES = 3


def _zones(ctx):
    card = ctx.card
    info = card.info or {}
    if info.get("zones_uid") != card.uid:
        return None
    return info.get("zones", [])


def needs_zones(ctx):
    card = ctx.card
    return card.location == S.MZONE and card.face_up and _zones(ctx) is None


def choose_zones(ctx):
    card = ctx.card
    free = ctx.free_monster_zones(ctx.opponent)[:ZONES]
    card.info = dict(card.info or {}, zones=free, zones_uid=card.uid)
    ctx.announce(card, EV.ZONES_BLOCKED, zones=free)


def blocked(ctx, player):
    if player != ctx.opponent:
        return []
    return _zones(ctx) or []


EFFECTS = [
    Effect(STATE, condition=needs_zones, resolve=choose_zones, label="pick the opponent's zones"),
    Effect(CONTINUOUS, tag="blocked_zones", value=blocked, label="up to 3 opponent's zones unusable"),
]
