"""Fushi No Tori (38538445), Spirit Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, spirit_return
from duelist.engine import state as S

DESCRIPTION = ("Level 4 FIRE Winged Beast Spirit (1200/0); it can never be Special Summoned. When it "
               "deals battle damage to the opponent, its controller gains that many LP (not "
               "optional). In the End Phase of a turn in which it was Normal Summoned or turned "
               "face-up, it goes back to its owner's hand.")

SUMMON_CONDITION = "never"


def dealt_battle_damage(ctx, ev):
    card = ctx.card
    return ev.get("reason") == "battle" and ev.get("player") == ctx.opponent and \
        ev.get("source_uid") == card.uid and card.location == S.MZONE


# The 2005 text (LOD-072) and today's do the same: no ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events=H.DAMAGE, match=dealt_battle_damage, damage_step=DS_ALWAYS,
           resolve=lambda ctx: ctx.recover(ctx.player, ctx.event.get("amount", 0)),
           label="gain the battle damage as LP"),
    spirit_return(),
]
