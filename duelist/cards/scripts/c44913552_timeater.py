"""Timeater (44913552), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, STATE, TRIGGER, Effect, H, L, M, uses
from duelist.cards.scripts.c47507260_mystic_swordsman_lv2 import battle_victim_now

DESCRIPTION = ("Level 6 DARK Machine. Once it has destroyed an opponent's monster by battle "
               "(attacking or attacked; a Token, or a monster banished instead of sent to the GY, "
               "counts), the opponent skips their next Main Phase 1 (not optional; it must still be "
               "on the field).")


VICTIM = M.BATTLE_VICTIMS      # a mark on this object: [turn, cid] of the opponent's monster it destroys


def note_victim(ctx):
    """While the battle's destruction is decided: the opponent's monster this card battles is
    to be destroyed by it (a Token too, which will leave no record in a GY)."""
    ctx.mark(ctx.card, VICTIM, [ctx.turn, battle_victim_now(ctx).cid])


def new_victim(ctx):
    victim = battle_victim_now(ctx)
    return victim is not None and victim.controller != ctx.card.controller and \
        ctx.marked(ctx.card, VICTIM) != [ctx.turn, victim.cid]


def destroyed_it(ctx, ev):
    card = ctx.card
    if ev.get("attacker_uid") == card.uid and ev.get("attacker") == card.cid:
        other = ev.get("target")
    elif ev.get("target_uid") == card.uid and ev.get("target") == card.cid:
        other = ev.get("attacker")
    else:
        return False
    # destroyed by this battle wherever it went: the GY, banished instead (Macro Cosmos), or a
    # Token gone
    return ctx.marked(card, VICTIM) == [ctx.turn, other]


def resolve(ctx):
    # the engine spends the rule at the opponent's next Main Phase 1, which it does not enter
    # (engine/turn.py `_skipped`)
    ctx.player_flag(ctx.opponent, L.SKIP_MAIN_PHASE_1, until=uses(1))


# (the 2005 text, PGD-010, and today's do the same: no ERAS entry)
EFFECTS = [
    # (a fact noted, not an effect: the monster it destroys by battle; Mystic Swordsman LV2's shape)
    Effect(STATE, condition=new_victim, resolve=note_victim, while_negated=True,
           label="note the monster it destroys by battle"),
    Effect(TRIGGER, events=H.DAMAGE_STEP_END, match=destroyed_it, resolve=resolve, damage_step=DS_ALWAYS,
           label="the opponent skips their next Main Phase 1"),
]
