"""Armored Glass (36868108), Normal Trap."""
from duelist.cards.common import R, activate

DESCRIPTION = ("Normal Trap: activated while a monster is equipped with an Equip Card; the effects of "
               "every Equip Card on the field (Equip Spells, Traps made Equip Cards, equipped Union "
               "monsters, either side) are negated for the rest of the turn.")


def equip_cards(ctx):
    """The face-up Equip Cards on the field now, either side (the cards an equip relation holds)."""
    return [c for c in ctx.spells_traps("both") if c.face_up and ctx.related(R.EQUIP, c) is not None]


def resolve(ctx):
    for card in equip_cards(ctx):
        ctx.negate_effects(card)


# One meaning in both eras (the PSV print: "only when a monster is equipped with an Equip Card ...
# negate the effects of all Equip Cards on the field" that turn; the OCG text of 《ガラスの鎧》 the same):
# no ERAS entry. Our reading: the Equip Cards on the field as it resolves (one equipped later that
# turn is not negated).
EFFECTS = [activate(resolve, condition=lambda ctx: bool(equip_cards(ctx)), label="Armored Glass")]
