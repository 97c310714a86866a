"""Vampire Genesis (22056710), Effect Monster."""
from duelist.cards.common import IGNITION, SUMMON_PROC, Effect, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Level 8 DARK Zombie, 3000 ATK / 2100 DEF, never Normal Summoned or Set: its player "
               "Special Summons it from the hand by banishing 1 Vampire Lord they control. Once per "
               "turn, in its controller's Main Phase, they may discard 1 Zombie monster (a cost) to "
               "Special Summon from their GY 1 Zombie monster whose Level is lower than the discarded "
               "one's (picked as it resolves: nothing targeted).")

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
    return _zombie(ctx, card) and ctx.level(card) < below and ctx.can_special_summon(card) and \
        not ctx.grave_guarded(card)


def _fodder(ctx, card):
    """A Zombie in the hand whose discard leaves a lower-Level Zombie in the GY to summon."""
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


def resolve(ctx):
    below = ctx.link.info.get("level", 0)
    found = ctx.cards_where("grave", lambda ctx, c: _revivable(ctx, c, below))
    if not found:
        return
    chosen = (yield from ctx.choose_cards(found, 1, prompt="Vampire Genesis: Special Summon which Zombie?"))[0]
    position = yield from choose_summon_position(ctx, chosen)
    ctx.special_summon(chosen, position=position)


# The 2005 text (SD2-EN001: removing from play 1 "Vampire Lord" on your side of the field; once per
# turn, send 1 Zombie-Type monster from your hand to the Graveyard to Special Summon a Zombie of a
# lower Level from your Graveyard) and today's do the same: no ERAS entry.
EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), condition=lambda ctx: bool(vampire_lords(ctx)), cost=proc_cost,
           frees_zone=True, label="banish 1 Vampire Lord"),
    Effect(IGNITION, once_per_turn=True, can_pay=can_pay, cost=cost, discard_cost=True, resolve=resolve,
           special_summons=True, label="discard a Zombie: summon a lower-Level Zombie from the GY"),
]
