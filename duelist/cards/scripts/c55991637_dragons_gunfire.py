"""Dragon's Gunfire (55991637), Normal Spell."""
from duelist.cards.common import Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell, played only while you control a face-up Dragon; one of two modes, "
               "chosen as it is activated: your opponent takes 800 damage, or target 1 face-up "
               "monster on the field with 800 or less DEF and destroy it.")


def _dragon(ctx, card):
    return card.face_up and ctx.race(card) == "Dragon"


def has_dragon(ctx):
    """A face-up Dragon its player controls (the activation's condition)."""
    return ctx.any_card("monsters", _dragon)


def low_defense(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.defense(card) <= 800


def _face_up(ctx):
    return ctx.monsters("both", face_up=True)


def burn(ctx):
    ctx.damage(ctx.opponent, 800)


def destroy(ctx):
    yield from ctx.destroy(ctx.targets)


# Its OCG text (SC-45) and today's both ask for a face-up Dragon of yours; the 2005 TCG print (LOD)
# was not read against it: one text, no ERAS entry.
EFFECTS = [
    activate(burn, condition=has_dragon, label="800 damage", inflicts_damage="opponent"),
    activate(destroy, condition=has_dragon, destroys=True, label="destroy a monster with 800 or less DEF",
             target=Target(_face_up, filter=low_defense, prompt="Dragon's Gunfire: destroy which monster?")),
]
