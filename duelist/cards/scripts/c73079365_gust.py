"""Gust (73079365), Normal Trap."""
from duelist.cards import kit as K
from duelist.cards.common import H, Target, activate, spells_traps_but_this
from duelist.engine import state as S
from duelist.cards.common import DESTROYS_TARGETS

DESCRIPTION = ("Normal Trap: when a Spell Card its player controlled is destroyed by a card effect of "
               "the opponent and sent to the GY, target 1 Spell or Trap on the field and destroy it.")


def own_card_destroyed_by_opponent(ctx, card_type):
    """A `card_type` ("Spell"/"Trap") Card this player controlled went from the field to the GY,
    destroyed by an effect of the opponent: the happening that opened this window. (Driving Snow's
    `_my_trap_destroyed` is this with "Trap".)"""
    for ev in ctx.last_events:
        if ev["type"] == "moved" and ev.get("origin") in (S.SZONE, S.MZONE) and ev.get("to") == S.GRAVE \
                and ev.get("controller") == ctx.player and K.was_destroyed(ev) and ev.get("by") == ctx.opponent:
            card = ctx.card_by_uid(ev["uid"])
            if card is not None and card.data.card_type == card_type:
                return True
    return False


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


# One meaning in both eras (the OCG text of 《突風》 and the PSV print: the Spell twin of Driving Snow;
# round 59y corrected round 59k's reading from memory, "destroy a face-up Spell"): no ERAS entry.
EFFECTS = [activate(resolve, condition=lambda ctx: own_card_destroyed_by_opponent(ctx, "Spell"),
                    destroys=DESTROYS_TARGETS, answers=H.MOVED,
                    target=Target(spells_traps_but_this, prompt="Gust: destroy which Spell/Trap?"), label="Gust")]
