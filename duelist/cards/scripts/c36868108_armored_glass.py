"""Armored Glass (36868108), Normal Trap."""
from duelist.cards.common import H, R, activate

DESCRIPTION = ("Normal Trap: activated when a monster is equipped with an Equip Card; the effects of "
               "every Equip Card on the field (Equip Spells, Traps made Equip Cards, equipped Union "
               "monsters, either side) are negated for the rest of the turn.")


def equip_cards(ctx):
    """The face-up Equip Cards on the field now, either side (the cards an equip relation holds)."""
    return [c for c in ctx.spells_traps("both") if c.face_up and ctx.related(R.EQUIP, c) is not None]


def just_equipped(ctx):
    """A monster was equipped just now (the happening that opened this window: a "when"), and an
    Equip Card is on the field to negate (the OCG text 《ガラスの鎧》; round 59y's review)."""
    for ev in ctx.last_events:
        if ev.get("type") == H.EQUIPPED:
            return bool(equip_cards(ctx))
    return False


def resolve(ctx):
    for card in equip_cards(ctx):
        ctx.negate_effects(card)


# One meaning in both eras (the PSV print: "only when a monster is equipped with an Equip Card ...
# negate the effects of all Equip Cards on the field" that turn; the OCG text of 《ガラスの鎧》 the same):
# no ERAS entry. Our reading: the Equip Cards on the field as it resolves (one equipped later that
# turn is not negated).
EFFECTS = [activate(resolve, condition=just_equipped, answers=H.EQUIPPED, label="Armored Glass")]
