"""Newdoria (4335645), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, Target, any_monster
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Fiend. When it is destroyed by battle and goes to the GY, a monster on "
               "the field is picked as the target and destroyed (not optional: with only its "
               "controller's monsters left, one of theirs).")


def match(ctx, ev):
    return K.is_self_move(ctx, ev) and K.destroyed_by_battle(ev)


def resolve(ctx):
    if ctx.targets:
        yield from ctx.destroy(ctx.targets)


EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=match, damage_step=DS_ALWAYS,
                  target=Target(any_monster, prompt="Newdoria: destroy which monster?"),
                  resolve=resolve, destroys=True, label="destroy a monster")]
