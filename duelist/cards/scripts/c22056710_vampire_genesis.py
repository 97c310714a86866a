"""Vampire Genesis (22056710), Effect Monster."""
from duelist.cards.common import IGNITION, SUMMON_PROC, Effect, Target, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Level 8 DARK Zombie, 3000 ATK / 2100 DEF, never Normal Summoned or Set: its player "
               "Special Summons it from the hand by banishing 1 Vampire Lord they control. Once per "
               "turn, in its controller's Main Phase, they may discard 1 Zombie monster (a cost) and "
               "then target 1 Zombie monster in their GY whose Level is lower than the discarded "
               "one's: it is Special Summoned.")

CANNOT_NORMAL_SUMMON = True
CANNOT_NORMAL_SET = True
SUMMON_CONDITION = "proc_only"

VAMPIRE_LORD = 53839837


def vampire_lords(ctx):
    """The Vampire Lords its player controls whose banishing leaves a zone it could take."""
    return [c for c in ctx.monsters("me") if ctx.is_named(c, VAMPIRE_LORD)
            and ctx.can_special_summon(ctx.card, proper=True, leaving=(c,))]


def proc_cost(ctx):
    chosen = yield from ctx.choose_cards(vampire_lords(ctx), 1,
                                         prompt="Vampire Genesis: banish which Vampire Lord?")
    ctx.banish(chosen, "cost")


def _zombie(ctx, card):
    return card.data.is_monster and card.data.race == "Zombie"


def _revivable(ctx, card, below):
    return _zombie(ctx, card) and ctx.level(card) < below and ctx.can_special_summon(card)


def _fodder(ctx, card):
    """A Zombie in the hand whose discard leaves a lower-Level Zombie in the GY to target."""
    if not _zombie(ctx, card):
        return False
    below = ctx.level(card)
    return ctx.any_card("grave", lambda ctx, c: _revivable(ctx, c, below))


def can_pay(ctx):
    return ctx.any_card("hand", _fodder)


def cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.cards_where("hand", _fodder), 1,
                                         prompt="Vampire Genesis: discard which Zombie?")
    ctx.link.info["level"] = ctx.level(chosen[0])      # (its Level in the hand, as it is discarded)
    ctx.discard(chosen, "cost")


def lower_zombie(ctx, card):
    """A Zombie in the GY of a lower Level than the discarded one (before the discard, as the
    menu asks: than the highest Zombie in the hand)."""
    link = ctx.link
    below = link.info.get("level") if link is not None else None
    if below is None:
        below = max([ctx.level(c) for c in ctx.cards_where("hand", _zombie)] or [0])
    return _revivable(ctx, card, below)


def resolve(ctx):
    if ctx.targets:
        chosen = ctx.targets[0]
        position = yield from choose_summon_position(ctx, chosen)
        ctx.special_summon(chosen, position=position)


# The 2005 texts and today's do the same: no ERAS entry. SD2-JP001 (the OCG print of the era) has
# the lower-Level Zombie 選択して -- a target in the OCG wording of that time -- and LCJW-EN198
# (today's TCG text) "discard, then target"; the 2005 English print's exact words were not found,
# and a reprint's text keeps the ruling in force, so the target is read for both (round 56q:
# tests/cards/test_vampire_genesis_targets_r56q.py).
EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), condition=lambda ctx: bool(vampire_lords(ctx)), cost=proc_cost,
           frees_zone=True, label="banish 1 Vampire Lord"),
    Effect(IGNITION, once_per_turn=True, can_pay=can_pay, cost=cost, discard_cost=True, resolve=resolve,
           special_summons=True, target=Target(lambda ctx: ctx.grave(), filter=lower_zombie,
                                               prompt="Vampire Genesis: target which Zombie?"),
           label="discard a Zombie: summon a lower-Level Zombie from the GY"),
]
