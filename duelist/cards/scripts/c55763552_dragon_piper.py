"""Dragon Piper (55763552), Flip Effect Monster."""
from duelist.cards.common import FLIP, Destroys, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 FIRE Pyro (200/1800). FLIP: every face-up Dragon Capture Jar on the field is "
               "destroyed; if one was, every face-up Dragon monster on the field is changed to Attack "
               "Position.")

DRAGON_CAPTURE_JAR = 50045299


def _jars(ctx):
    return [c for c in ctx.spells_traps("both") if c.face_up and ctx.is_named(c, DRAGON_CAPTURE_JAR)]


def resolve(ctx):
    destroyed = yield from ctx.destroy(_jars(ctx))
    if not destroyed:
        return
    ctx.then()
    for monster in ctx.monsters("both", face_up=True):
        if monster.position == S.FACEUP_DEFENSE and ctx.race(monster) == "Dragon" and \
                ctx.can_change_position(monster):
            ctx.change_position(monster, S.FACEUP_ATTACK)


# One meaning in both eras (the MRD print and the OCG text of 《壺魔人》: destroy the face-up Dragon
# Capture Jars, and if so the face-up Dragons go to Attack Position): no ERAS entry.
EFFECTS = [Effect(FLIP, resolve=resolve, destroys=Destroys(_jars), label="Dragon Piper")]
