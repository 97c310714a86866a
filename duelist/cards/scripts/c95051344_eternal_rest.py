"""Eternal Rest (95051344), Normal Spell."""
from duelist.cards.common import R, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: each monster on the field, on either side, that carries an Equip "
               "Card is destroyed (the Equip Cards then go by the equip rules).")


def equipped_monsters(ctx):
    """The monsters on the field, either side, that have an Equip Card equipped now (an Equip
    Spell, an Equip Trap, a Union monster or a monster card used as one)."""
    return [m for m in ctx.monsters("both")
            if any(c.location == S.SZONE for c in ctx.related_from(m, R.EQUIP))]


def resolve(ctx):
    yield from ctx.destroy(equipped_monsters(ctx))


# The 2005 text (SRL: "all monsters on the field equipped with an Equip Card") and today's do
# the same: no ERAS entry.
EFFECTS = [activate(resolve, condition=lambda ctx: bool(equipped_monsters(ctx)), destroys=True)]
