"""Insect Queen (91512835), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect, race_is

DESCRIPTION = ("Level 7 EARTH Insect (2200/2400). It gains 200 ATK for each face-up Insect monster on "
               "the field (itself counted). To declare an attack with it, its controller must Tribute "
               "1 other monster they control. (The End Phase Token of the turn it destroyed a monster "
               "by battle is not played yet.)")

INCOMPLETE = ("its Insect Monster Token in the End Phase of a turn it destroyed an opponent's monster by "
              "battle: the card data holds no such Token yet")

# the engine Tributes for an attack (C.ATTACK_TRIBUTE_COST) behind the gate of the attack's LP
# cost, which this declares (names.py)
LASTING_TAGS = (C.ATTACK_LP_COST,)

_insect = race_is("Insect")


def _itself(ctx, card):
    return card is ctx.card


def _gain(ctx, card):
    return (200 * ctx.count_cards("monsters", _insect, who="both"), 0)


def _one(ctx, card):
    return 1


def _unpaid(ctx, card):
    """It cannot declare an attack while its controller cannot Tribute for it."""
    return card is ctx.card and not ctx.attack_tributes_payable(card)


# The 2005 text (Insect Queen's English print of its time: "offer 1 monster on your side of the
# field as a Tribute" in order for it to attack; 200 ATK per face-up Insect) does what today's
# does: no ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag=C.STATS, affects=_itself, value=_gain, label="+200 ATK per face-up Insect"),
    Effect(CONTINUOUS, tag=C.ATTACK_TRIBUTE_COST, affects=_itself, value=_one,
           label="Tribute 1 other monster to declare an attack"),
    Effect(CONTINUOUS, tag=C.CANNOT_DECLARE_ATTACK, affects=_unpaid, label="no attack without a Tribute"),
]
