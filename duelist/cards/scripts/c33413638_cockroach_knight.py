"""Cockroach Knight (33413638), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H
from duelist.cards.scripts.c99597615_malevolent_nuzzler import _back_on_top
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Insect, 800 / 900. Whenever it is sent to the GY, from anywhere and "
               "for any reason, it goes back on top of its owner's Deck (mandatory; activated in the "
               "GY, so Necrovalley negates it).")


# (the 2005 text, TP1-029, and today's do the same: no ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.MOVED, range=(S.GRAVE,), match=lambda ctx, ev: K.is_self_move(ctx, ev),
                  damage_step=DS_ALWAYS, resolve=_back_on_top, leaves_grave=True,
                  label="sent to the GY: back on top of the Deck")]
