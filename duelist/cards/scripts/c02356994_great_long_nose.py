"""Great Long Nose (2356994), Spirit Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H, L, spirit_return, uses

DESCRIPTION = ("Level 5 DARK Beast-Warrior Spirit; it can never be Special Summoned. When it deals "
               "battle damage to the opponent, the opponent skips their next Battle Phase. In the "
               "End Phase of a turn in which it was Normal Summoned or turned face-up, it goes "
               "back to its owner's hand.")

SUMMON_CONDITION = "never"


def dealt_battle_damage(ctx, ev):
    return ev.get("reason") == "battle" and ev.get("source") == ctx.card.cid and \
        ev.get("source_uid") == ctx.card.uid and ev.get("player") == ctx.opponent


def resolve(ctx):
    # the engine spends the rule at the opponent's next Battle Phase, which it does not enter
    # (engine/turn.py `_skipped`): the one of their next turn, or of this one while it is
    # their turn and their Main Phase 1 is not over
    ctx.player_flag(ctx.opponent, L.SKIP_BATTLE_PHASE, until=uses(1))


EFFECTS = [
    Effect(TRIGGER, events=H.DAMAGE, match=dealt_battle_damage, resolve=resolve,
           label="battle damage: the opponent skips their next Battle Phase"),
    spirit_return(),
]
