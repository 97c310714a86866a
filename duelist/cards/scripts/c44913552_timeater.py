"""Timeater (44913552), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, L, uses

DESCRIPTION = ("Level 6 DARK Machine. Once it has destroyed an opponent's monster by battle "
               "(attacking or attacked; a Token, or a monster banished instead of sent to the GY, "
               "counts), the opponent skips their next Main Phase 1 (not optional; today's rules: "
               "only if that battle does not destroy Timeater too; under the rules before Master "
               "Rule 3, GOAT's, even then).")


def resolve(ctx):
    # the engine spends the rule at the opponent's next Main Phase 1, which it does not enter
    # (engine/turn.py `_skipped`)
    ctx.player_flag(ctx.opponent, L.SKIP_MAIN_PHASE_1, until=uses(1))


# "If this card destroys an opponent's monster by battle" (戦闘で破壊した場合, yugioh-wiki.net
# 《タイム・イーター》): kit.destroys_by_battle, at the moment the destruction is decided (a Token, a
# monster banished instead: destroyed all the same), the era rule of a mutual destruction
# (Rules.mutual_destruction_triggers) included.
# (the 2005 text, PGD-010, and today's do the same: no ERAS entry)
EFFECTS = [
    Effect(TRIGGER, events=H.DESTROYED, match=K.destroys_by_battle, resolve=resolve, damage_step=DS_ALWAYS,
           label="the opponent skips their next Main Phase 1"),
]
