"""The Forgiving Maiden (84080938), Effect Monster."""
from duelist.cards.common import IGNITION, Effect, Target
from duelist.cards.kit import can_tribute_self, tribute_self
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Fairy (850/2000). Its controller can Tribute it while it is face-up (a cost) "
               "to return 1 targeted monster in their GY that was destroyed by battle this turn to the "
               "hand.")


def _battle_victims(ctx):
    rows = {(row["cid"], row["uid"]) for row in ctx.destroyed_this_turn()
            if row["reason"] == "battle" and row.get("to") == S.GRAVE}
    return [c for c in ctx.grave("me") if (c.cid, c.uid) in rows]


def resolve(ctx):
    if ctx.targets:
        ctx.to_hand(ctx.targets)


# (the 2003 print, LON-044, and today's text do the same: no ERAS entry)
EFFECTS = [Effect(IGNITION, can_pay=can_tribute_self, cost=tribute_self, resolve=resolve,
                  target=Target(_battle_victims, prompt="The Forgiving Maiden: return which monster?"),
                  label="Tribute itself: a monster destroyed by battle this turn back to the hand")]
