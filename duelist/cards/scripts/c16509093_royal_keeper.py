"""Royal Keeper (16509093), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Zombie (1600/1700). Once per turn its controller may turn it face-down "
               "in Defense Position. Each time it is turned face-up it gains 300 ATK and 300 DEF until "
               "the end of the turn (a mandatory trigger; flipped by an attack, after damage "
               "calculation).")


def _flipped_self(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid


def gain(ctx):
    card = ctx.card
    if ctx.card_still_here and card.location == S.MZONE and card.face_up:
        ctx.modify(card, atk=300, defense=300)


# "when this card is flipped face-up": a trigger on its own flip, no FLIP effect (as Tsukuyomi's);
# the 2005 PGD print does what today's does: no ERAS entry
EFFECTS = [
    K.turn_face_down_once_per_turn(),
    Effect(TRIGGER, events="flipped", match=_flipped_self, resolve=gain,
           label="flipped: +300 ATK/DEF this turn"),
]
