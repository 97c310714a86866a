"""Statue of the Wicked (65810489), Normal Trap."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, choose_summon_position
from duelist.cards.db import get_card
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap that is never activated (nothing in its text to activate). When it is "
               "destroyed while Set in the Spell & Trap Zone and sent to the GY, its owner Special "
               "Summons 1 Wicked Token (Level 4 DARK Fiend, 1000/1000; not optional).")

WICKED_TOKEN = 65810490      # the card database's Token record


def _destroyed_while_set(ctx, ev):
    return ctx.destroyed_while_set(ev)


def _wicked(ctx):
    if ctx.free_monster_zone_count() < 1 or ctx.summon_locked():
        return
    position = yield from choose_summon_position(ctx)
    ctx.create_token(get_card(WICKED_TOKEN), position)


# No activation effect: its text gives it nothing to activate (our reading: it is only Set). The 2005 text (PGD-046:
# "when this Set card is destroyed and sent to the Graveyard", the Token) does what today's does: no
# ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=_destroyed_while_set, resolve=_wicked,
           damage_step=DS_ALWAYS, special_summons=True, label="a Wicked Token"),
]
