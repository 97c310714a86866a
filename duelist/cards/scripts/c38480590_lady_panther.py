"""Lady Panther (38480590), Effect Monster."""
from duelist.cards.common import IGNITION, Effect, Target
from duelist.cards.kit import can_tribute_self, tribute_self
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Beast-Warrior (1400/1300). In its controller's Main Phase they can "
               "Tribute it (a cost) to target 1 monster in their GY that was destroyed by battle "
               "this turn, and put that monster on top of their Deck.")


def _battle_victim(ctx, card):
    return any(entry["cid"] == card.cid and entry.get("uid") == card.uid and entry["reason"] == "battle"
               for entry in ctx.destroyed_this_turn())


def _candidates(ctx):
    return [c for c in ctx.grave() if c.data.card_type == "Monster" and _battle_victim(ctx, c)]


def resolve(ctx):
    if ctx.targets:
        ctx.to_deck(ctx.targets, shuffle=False)


# The 2004 English print (LON-030: Tribute it to return a monster destroyed by battle this turn from
# the GY to the top of the Deck) and today's text (a cost, then a target) do the same: no ERAS entry.
EFFECTS = [Effect(IGNITION, cost=tribute_self, can_pay=can_tribute_self, resolve=resolve,
                  target=Target(_candidates, filter=lambda ctx, c: c.location == S.GRAVE and _battle_victim(ctx, c),
                                prompt="Lady Panther: which monster destroyed by battle goes on top of the Deck?"),
                  label="Tribute it: a monster destroyed by battle this turn to the top of the Deck")]
