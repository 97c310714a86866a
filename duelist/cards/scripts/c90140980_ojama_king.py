"""Ojama King (90140980), Fusion Effect Monster."""
from duelist.cards.common import CONTINUOUS, EV, Effect, M, STATE
from duelist.engine import state as S

DESCRIPTION = ("Level 6 LIGHT Beast Fusion (Ojama Green + Ojama Yellow + Ojama Black). While it is "
               "face-up, up to 3 of the opponent's Main Monster Zones cannot be used: when it turns "
               "face-up its controller chooses 3 of the opponent's unused ones (all of them when 3 or "
               "fewer are unused).")

ZONES = 3


def _zones(ctx):
    """The zones this object chose, or None before it has chosen: a mark on the card object,
    which the engine clears when the card moves or turns face-down (its effect stops; face-up
    again, it chooses again among the zones unused then)."""
    return ctx.marked(ctx.card, M.ZONES_BLOCKED)


def needs_zones(ctx):
    """A state check: face-up with its effect applying and no choice made, it chooses; its
    effect negated (Skill Drain) with a choice made, the choice is forgotten (nothing is blocked
    meanwhile, and it chooses again among the zones unused when its effect applies again)."""
    card = ctx.card
    if card.location != S.MZONE or not card.face_up:
        return False
    if ctx.is_negated(card):
        return _zones(ctx) is not None
    return _zones(ctx) is None


def _chosen(ctx, zones):
    card = ctx.card
    ctx.mark(card, M.ZONES_BLOCKED, sorted(zones))
    ctx.announce(card, EV.ZONES_BLOCKED, zones=sorted(zones))


def choose_zones(ctx):
    """A state check: the zones are chosen as its effect starts to apply -- it turns face-up, or
    a negation of it ends (its controller is asked before the next decision: `ctx.pick_zones`);
    until then none is blocked."""
    card = ctx.card
    if ctx.is_negated(card):
        ctx.unmark(card, M.ZONES_BLOCKED)
        ctx.announce(card, EV.ZONES_BLOCKED, zones=[])
        return
    ctx.mark(ctx.card, M.ZONES_BLOCKED, [])
    ctx.pick_zones(ctx.opponent, ctx.free_monster_zones(ctx.opponent), ZONES, _chosen,
                   prompt="Ojama King: which of the opponent's Main Monster Zones cannot be used?")


def blocked(ctx, player):
    if player != ctx.opponent:
        return []
    return _zones(ctx) or []


EFFECTS = [
    # (it forgets its choice while negated: its script, not the engine, handles the negation)
    Effect(STATE, condition=needs_zones, resolve=choose_zones, while_negated=True, label="pick the opponent's zones"),
    Effect(CONTINUOUS, tag="blocked_zones", value=blocked, label="up to 3 opponent's zones unusable"),
]
