"""Number 61: Volcasaurus (29669359), Xyz Monster."""
from duelist.cards.common import IGNITION, M, Effect, Target, detach_one_cost, has_material
from duelist.engine import state as S

DESCRIPTION = ("Rank 5 FIRE Dinosaur Xyz (2 Level 5 monsters), 2500/1000. Once per turn it may "
               "detach 1 material to target 1 face-up monster the opponent controls: destroy it "
               "and, if it was destroyed, inflict damage equal to its original ATK. This card "
               "cannot attack directly the turn this effect is activated (even if it is negated).")


def _theirs_face_up(ctx):
    return ctx.monsters("opp", face_up=True)


def cost(ctx):
    yield from detach_one_cost(ctx)
    # "cannot attack directly during the turn you activate this effect": it comes with the
    # activation, so it holds even if the effect is negated
    ctx.mark(ctx.card, M.NO_DIRECT_ATTACK, ctx.turn)       # this turn only


def resolve(ctx):
    for target in ctx.targets:
        atk = ctx.original_atk(target)         # read on the field, before it is destroyed
        if (yield from ctx.destroy([target])):
            ctx.damage(ctx.opponent, atk)


EFFECTS = [Effect(IGNITION, once_per_turn=True, condition=has_material, can_pay=has_material,
                  cost=cost,
                  target=Target(_theirs_face_up, filter=lambda ctx, c: c.face_up and c.location == S.MZONE
                                and c.controller != ctx.player),
                  resolve=resolve, label="detach 1: destroy and burn its original ATK",
                  inflicts_damage="opponent")]
