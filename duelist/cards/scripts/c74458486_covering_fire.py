"""Covering Fire (74458486), Normal Trap."""
from duelist.cards.common import DS_ATK, DS_CALC, END_OF_DAMAGE_STEP, Target, activate, battling
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


def attacked_2005(ctx):
    """The 2005 text: my monster (face-up or not) an opponent's monster attacks, in the Damage
    Step (up to damage calculation); else None."""
    if not ctx.in_damage_step:
        return None
    fight = battling(ctx)
    if fight is None or fight[1] is None:
        return None
    attacker, target = fight
    if attacker.controller == ctx.player or target.controller != ctx.player or target.location != S.MZONE:
        return None
    return target


def others_2005(ctx, attacked):
    return [c for c in ctx.monsters("me", face_up=True) if c is not attacked]


def resolve_2005(ctx):
    attacked = attacked_2005(ctx)
    if attacked is None:
        return
    others = others_2005(ctx, attacked)
    if not others:
        return
    chosen = yield from ctx.choose_cards(others, 1, prompt="Covering Fire: add the ATK of which of your monsters?")
    if chosen:
        ctx.modify(attacked, atk=ctx.atk(chosen[0]), until=END_OF_DAMAGE_STEP)


def condition_2005(ctx):
    attacked = attacked_2005(ctx)
    return attacked is not None and bool(others_2005(ctx, attacked))


# Today's text: during damage calculation, the other monster targeted; the gain is its ATK as
# Covering Fire resolves (our reading: the text adds "the ATK of" that monster, read once).
EFFECTS = [activate(resolve, condition=lambda ctx: attacked_monster(ctx) is not None, damage_step=DS_CALC,
                    target=Target(helpers, filter=helper_ok,
                                  prompt="Covering Fire: add the ATK of which of your monsters?"))]

# The 2005 text (RDS-EN060, as Pojo's card of the day of 2005-01-20 quotes it): activated during
# the Damage Step when an opponent's monster attacks a monster of yours; the attacked monster gains
# the ATK of 1 other face-up monster of yours for the Damage Step. No "select": that monster is
# picked as it resolves, nothing targeted (our reading, as Harpies' Hunting Ground's 2005 row);
# an ATK change in the Damage Step: from its start up to damage calculation (DS_ATK, as Injection
# Fairy Lily's 2005 row).
ERAS = {"2005": {
    "DESCRIPTION": ("Normal Trap, in the Damage Step (up to damage calculation): when an opponent's "
                    "monster attacks a monster you control, the attacked monster gains the ATK of 1 "
                    "other face-up monster you control (picked as it resolves, no target) until the "
                    "end of the Damage Step."),
    "EFFECTS": [activate(resolve_2005, condition=condition_2005, damage_step=DS_ATK)],
}}
