"""Outstanding Dog Marron (11548522), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 1 LIGHT Beast (100/100). Whenever it is sent to the GY, from anywhere and for "
               "any reason, it is shuffled into its owner's Deck (mandatory; activated in the GY, so "
               "Necrovalley negates it).")


def _shuffle_back(ctx):
    card = ctx.card
    if card.uid == ctx.link.card_uid and card.location == S.GRAVE:
        ctx.to_deck([card])          # shuffled into the Deck


# as Cockroach Knight's, shuffled instead of on top; the 2005 DCR print does what today's does:
# no ERAS entry
EFFECTS = [Effect(TRIGGER, events=H.MOVED, range=(S.GRAVE,), match=lambda ctx, ev: K.is_self_move(ctx, ev),
                  damage_step=DS_ALWAYS, resolve=_shuffle_back, leaves_grave=True,
                  label="sent to the GY: shuffled into the Deck")]
