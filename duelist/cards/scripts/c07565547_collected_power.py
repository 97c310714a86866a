"""Collected Power (7565547), Normal Trap."""
from duelist.cards.common import R, Target, activate, face_up_monsters

DESCRIPTION = ("Normal Trap: target one face-up monster on the field; every Equip Card on the field "
               "that can equip it is moved onto it (one that cannot stays where it is).")


def _equips(ctx):
    """The Equip Cards on the field, each with the monster it is equipped to."""
    out = []
    for card in ctx.spells_traps("both", include_field=False):
        monster = ctx.related(R.EQUIP, card)
        if monster is not None:
            out.append((card, monster))
    return out


def has_equip_card(ctx):
    return bool(_equips(ctx))


def resolve(ctx):
    if not ctx.targets:
        return
    target = ctx.targets[0]
    for card, monster in _equips(ctx):
        # an Equip Card whose own condition refuses the monster stays (Legendary Sword on a
        # non-Warrior): our reading of "if possible"
        if monster is not target and ctx.can_equip(card, target):
            ctx.equip(card, target)


# The 2005 text (LON-078) does the same: no ERAS entry.
EFFECTS = [activate(resolve, condition=has_equip_card,
                    target=Target(face_up_monsters, filter=lambda ctx, c: c.face_up, prompt="Collected Power: equip every Equip Card to which monster?"))]
