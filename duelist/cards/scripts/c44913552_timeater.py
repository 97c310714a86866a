"""Timeater (44913552), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, L, uses
from duelist.engine import state as S

DESCRIPTION = ("Level 6 DARK Machine. When it destroys an opponent's monster by battle (attacking or "
               "attacked) and that monster goes to the GY, the opponent skips their next Main Phase 1 "
               "(not optional; it must still be on the field).")


def destroyed_and_sent(ctx, ev):
    card = ctx.card
    if ev.get("attacker_uid") == card.uid and ev.get("attacker") == card.cid:
        other = ev.get("target")
    elif ev.get("target_uid") == card.uid and ev.get("target") == card.cid:
        other = ev.get("attacker")
    else:
        return False
    victim = ctx.card_by_cid(other)
    if victim is None or victim.location != S.GRAVE:
        return False
    # (sent there by this battle, from the opponent's side: the GY's record of this turn)
    for entry in ctx.sent_to_grave_this_turn(ctx.opponent):
        if entry["cid"] == other and entry.get("uid") == victim.uid and entry["reason"] == "battle":
            return True
    return False


def resolve(ctx):
    # the engine spends the rule at the opponent's next Main Phase 1, which it does not enter
    # (engine/turn.py `_skipped`)
    ctx.player_flag(ctx.opponent, L.SKIP_MAIN_PHASE_1, until=uses(1))


# (the 2005 text, PGD-010, and today's do the same: no ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.DAMAGE_STEP_END, match=destroyed_and_sent, resolve=resolve, damage_step=DS_ALWAYS,
                  label="the opponent skips their next Main Phase 1")]
