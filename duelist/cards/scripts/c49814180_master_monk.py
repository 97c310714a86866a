"""Master Monk (49814180), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, SUMMON_PROC, Effect
from duelist.engine import state as S

DESCRIPTION = ("Never Normal Summoned or Set: its player Special Summons it from the hand by "
               "Tributing 1 Monk Fighter they control. It can declare two attacks in each Battle "
               "Phase.")

CANNOT_NORMAL_SUMMON = True
CANNOT_NORMAL_SET = True
SUMMON_CONDITION = "proc_only"

MONK_FIGHTER = 3810071


def monk_fighters(ctx):
    """The Monk Fighters its player may Tribute for it, each leaving a zone it could take."""
    return [c for c in ctx.tributable(ctx.monsters("me")) if ctx.is_named(c, MONK_FIGHTER)
            and ctx.can_special_summon(ctx.card, proper=True, leaving=(c,))]


def proc_cost(ctx):
    chosen = yield from ctx.choose_cards(monk_fighters(ctx), 1,
                                         prompt="Master Monk: Tribute which Monk Fighter?")
    ctx.send_to_grave(chosen, "tribute")


EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), condition=lambda ctx: bool(monk_fighters(ctx)), cost=proc_cost,
           frees_zone=True, label="Tribute 1 Monk Fighter"),
    Effect(CONTINUOUS, tag=C.EXTRA_ATTACKS, affects=lambda ctx, card: card is ctx.card,
           value=lambda ctx, card: 1, label="attacks twice"),
]
