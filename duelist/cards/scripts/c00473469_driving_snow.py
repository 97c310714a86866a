"""Driving Snow (473469), Normal Trap."""
from duelist.cards import kit as K
from duelist.cards.common import H, Target, activate, spells_traps_but_this
from duelist.engine import state as S
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Normal Trap: when a Trap Card its player controlled is destroyed by a card effect of "
               "the opponent and sent to the GY, target 1 Spell or Trap on the field and destroy it.")


def _my_trap_destroyed(ctx):
    """A Trap Card this player controlled went from the field to the GY, destroyed by an effect of
    the opponent: the happening that opened this window."""
    for ev in ctx.last_events:
        if ev["type"] == "moved" and ev.get("origin") in (S.SZONE, S.MZONE) and ev.get("to") == S.GRAVE \
                and ev.get("controller") == ctx.player and K.was_destroyed(ev) and ev.get("by") == ctx.opponent:
            card = ctx.card_by_uid(ev["uid"])
            if card is not None and card.data.card_type == "Trap":
                return True
    return False


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


# (the 2002 print, PSV-018, and today's text: the same; both destroy 1 Spell/Trap chosen as it is
# activated: no ERAS entry)
EFFECTS = [activate(resolve, condition=_my_trap_destroyed, destroys=DESTROYS_TARGETS, answers=H.MOVED,
                    target=Target(spells_traps_but_this, prompt="Driving Snow: destroy which Spell/Trap?"))]
