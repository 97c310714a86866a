"""Fenrir (218704), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, SUMMON_PROC, TRIGGER, Effect, H, L, uses
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WATER Beast that is never Normal Summoned or Set: it is Special Summoned "
               "from the hand by banishing 2 WATER monsters from its owner's GY. When it destroys "
               "an opponent's monster by battle, the opponent skips their next Draw Phase (today's "
               "rules: only if that battle does not destroy Fenrir too; under the rules before "
               "Master Rule 3, GOAT's, even then).")

CANNOT_NORMAL_SUMMON = True
SUMMON_CONDITION = "proc_only"


def waters(ctx):
    return K.grave_monsters(ctx, "me", lambda c: c.data.attribute == "WATER")


def proc_cost(ctx):
    yield from K.banish_cost(ctx, waters, 2, "Fenrir: banish 2 WATER monsters")


def skip_draw(ctx):
    # one skip of the opponent's next Draw Phase (a second one before it adds nothing)
    ctx.player_flag(ctx.opponent, L.SKIP_DRAW_PHASE, until=uses(1))


# "If this card destroys an opponent's monster by battle" (戦闘で破壊した場合): kit.destroys_by_battle,
# the era rule of a mutual destruction (Rules.mutual_destruction_triggers) included
EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), grave_banish="own", condition=lambda ctx: len(waters(ctx)) >= 2,
           cost=proc_cost, label="banish 2 WATER monsters"),
    Effect(TRIGGER, events=H.DESTROYED, match=K.destroys_by_battle, resolve=skip_draw, damage_step=DS_ALWAYS,
           label="the opponent skips their next Draw Phase"),
]
