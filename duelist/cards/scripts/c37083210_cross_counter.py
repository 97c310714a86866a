"""Cross Counter (37083210), Normal Trap."""
from duelist.cards.common import DS_CALC, END_OF_DAMAGE_STEP, L, activate, battling
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap, during damage calculation only: when an opponent's monster attacks a "
               "Defense Position monster you control whose DEF is higher than the attacker's ATK, "
               "the battle damage the attacker's controller takes from this battle is doubled, "
               "and the attacker is destroyed after damage calculation (no chain link).")

# the engine reads these lasting rules only in a duel holding a card that declares them
LASTING_TAGS = (L.DOUBLE_BATTLE_DAMAGE, L.DESTROY_AFTER_CALCULATION)


def condition(ctx):
    if not ctx.in_damage_calculation:
        return False
    fight = battling(ctx)
    if fight is None or fight[1] is None:
        return False
    attacker, target = fight
    return (attacker.controller != ctx.player and target.controller == ctx.player
            and target.location == S.MZONE and target.position in (S.FACEUP_DEFENSE, S.FACEDOWN_DEFENSE)
            and ctx.atk(attacker) < ctx.defense(target))


def resolve(ctx):
    fight = battling(ctx)
    if fight is None or fight[1] is None:
        return
    attacker = fight[0]
    ctx.player_flag(attacker.controller, L.DOUBLE_BATTLE_DAMAGE, until=END_OF_DAMAGE_STEP)
    ctx.lasting(L.DESTROY_AFTER_CALCULATION, attacker, until=END_OF_DAMAGE_STEP,
                by=ctx.player, cid=ctx.card.cid)


EFFECTS = [activate(resolve, condition=condition, damage_step=DS_CALC)]
