"""Hallowed Life Barrier (88789641), Normal Trap."""
from duelist.cards.common import L, activate, discard_one_cost, has_other_hand_card

DESCRIPTION = ("Normal Trap: discard 1 card as the cost; for the rest of this turn you take no "
               "damage from your opponent (no battle damage, no damage from their effects), and "
               "your monsters are not destroyed by battle (the OCG ruling).")

LASTING_TAGS = (L.NO_EFFECT_DAMAGE,)


def _no_damage(ctx):
    ctx.player_flag(ctx.player, L.NO_BATTLE_DAMAGE)
    ctx.player_flag(ctx.player, L.NO_EFFECT_DAMAGE, from_opponent=True)


def resolve(ctx):
    _no_damage(ctx)
    # yugioh-wiki.net 《ホーリーライフバリアー》: while it applies, its player's monsters are not
    # destroyed by battle (the battle's damage to them is 0), as under Waboku
    ctx.player_flag(ctx.player, L.BATTLE_INDESTRUCTIBLE)


def _effect(resolve):
    return activate(resolve, cost=discard_one_cost, discard_cost=True, can_pay=has_other_hand_card)


EFFECTS = [_effect(resolve)]

# the 2005 text (SOD-EN060) and its TCG ruling: no damage from the opponent this turn; the
# monsters are NOT protected from battle (Pojo's card of the day, 2004-10-11, on the ruling then)
ERAS = {"2005": {
    "DESCRIPTION": ("Normal Trap: discard 1 card as the cost; for the rest of this turn you take "
                    "no damage from your opponent (battle damage, their effects' damage); your "
                    "monsters are still destroyed by battle (2005 ruling)."),
    "EFFECTS": [_effect(_no_damage)],
}}
