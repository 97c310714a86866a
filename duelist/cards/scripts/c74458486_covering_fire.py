"""Covering Fire (74458486), Normal Trap."""
from duelist.cards.common import DS_CALC, END_OF_DAMAGE_STEP, Target, activate, battling
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap, during damage calculation only: when an opponent's monster attacks a "
               "face-up monster you control, target another face-up monster you control; the "
               "attacked monster gains ATK equal to that monster's ATK for this damage calculation.")


def attacked_monster(ctx):
    """My face-up monster an opponent's monster attacks, during damage calculation; else None."""
    if not ctx.in_damage_calculation:
        return None
    fight = battling(ctx)
    if fight is None or fight[1] is None:
        return None
    attacker, target = fight
    if attacker.controller == ctx.player or target.controller != ctx.player:
        return None
    if target.location != S.MZONE or not target.face_up:
        return None
    return target


def helpers(ctx):
    attacked = attacked_monster(ctx)
    if attacked is None:
        return []
    return [c for c in ctx.monsters("me", face_up=True) if c is not attacked]


def helper_ok(ctx, card):
    attacked = attacked_monster(ctx)
    return card.location == S.MZONE and card.face_up and card.controller == ctx.player and card is not attacked


def resolve(ctx):
    attacked = attacked_monster(ctx)
    if attacked is None or not ctx.targets:
        return
    ctx.modify(attacked, atk=ctx.atk(ctx.targets[0]), until=END_OF_DAMAGE_STEP)


# The 2005 text (RDS) and today's both add another face-up monster's ATK to the attacked monster
# for damage calculation: no ERAS entry. The gain is that monster's ATK as Covering Fire resolves
# (our reading: the text adds "the ATK of" that monster, read once).
EFFECTS = [activate(resolve, condition=lambda ctx: attacked_monster(ctx) is not None, damage_step=DS_CALC,
                    target=Target(helpers, filter=helper_ok,
                                  prompt="Covering Fire: add the ATK of which of your monsters?"))]
