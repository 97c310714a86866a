"""Amazoness Chain Master (29654737), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Warrior. When it is destroyed by battle and sent to the GY, its "
               "controller may pay 1500 LP (a cost) to see the opponent's hand and take 1 Monster "
               "Card of it into their own hand.")

LP = 1500


def _destroyed_by_battle(ctx, ev):
    return K.is_self_move(ctx, ev) and K.destroyed_by_battle(ev) and ev.get("origin") == S.MZONE


def _condition(ctx):
    # the opponent's hand is looked at: with no card there the effect could do nothing
    # (yugioh-wiki.net 空撃ち: an activation that could not apply, as Confiscation's)
    return bool(ctx.hand("opp"))


def _can_pay(ctx):
    return ctx.can_pay_lp(LP)


def _cost(ctx):
    ctx.pay_lp(LP)


def _resolve(ctx):
    hand = ctx.hand("opp")
    if not hand:
        return
    ctx.reveal(hand, ctx.player)
    # the reveal re-deals the hand's uids: the player, who has seen them, picks by name
    monsters = [c for c in hand if c.data.card_type == "Monster"]
    if not monsters:
        return
    pick = yield from ctx.choose_option([c.data.name for c in monsters],
                                        "Amazoness Chain Master: take which monster of your opponent's hand?")
    ctx.to_hand([monsters[pick]], player=ctx.player)


# The 2005 text (TLM sneak-peek promotion: "destroyed as a result of battle and sent to the
# Graveyard, you can pay 1500 Life Points to look at your opponent's hand, select 1 monster
# card, and add it to your hand") does what today's does: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=_destroyed_by_battle, optional=True,
                  when=True, damage_step=DS_ALWAYS, condition=_condition, can_pay=_can_pay, cost=_cost,
                  resolve=_resolve, label="pay 1500 LP: take a monster from the opponent's hand")]
