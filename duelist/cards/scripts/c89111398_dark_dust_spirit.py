"""Dark Dust Spirit (89111398), Spirit Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H, spirit_return
from duelist.cards.summons import normal_summoned_self   # ("Normal Summoned": a Tribute Summon too)

DESCRIPTION = ("Level 6 EARTH Zombie Spirit; it can never be Special Summoned. Whenever it is "
               "Normal Summoned or turned face-up, every other face-up monster on the field is "
               "destroyed (mandatory, no target). In the End Phase of a turn in which it was Normal "
               "Summoned or turned face-up, it goes back to its owner's hand.")

SUMMON_CONDITION = "never"


def _flipped_self(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid


def _others_face_up(ctx, card):
    return card is not ctx.card and card.face_up


def destroy_the_others(ctx):
    # the face-up monsters as it resolves, on both sides; face-down ones are not touched
    yield from ctx.destroy(ctx.cards_where("monsters", _others_face_up, who="both"))


# One meaning in both eras (the 2005 text: "when this card is Summoned or flipped face-up, destroy
# all face-up monsters on the field except this card", mandatory; today's the same): no ERAS
# entry.
EFFECTS = [
    Effect(TRIGGER, events=H.SUMMONED, match=normal_summoned_self, resolve=destroy_the_others, destroys=True,
           label="Normal Summoned: destroy the other face-up monsters"),
    # a trigger on its own flip (a Flip Summon, an effect, an attack: then after damage
    # calculation); no FLIP effect, so Ceasefire does not start it (Tsukuyomi's shape)
    Effect(TRIGGER, events="flipped", match=_flipped_self, resolve=destroy_the_others, destroys=True,
           label="flipped: destroy the other face-up monsters"),
    spirit_return(),
]
