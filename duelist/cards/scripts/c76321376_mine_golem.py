"""Mine Golem (76321376), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Rock (1000/1900). When it is destroyed by battle and sent to the GY, "
               "the opponent takes 500 damage (not optional).")


def match(ctx, ev):
    return K.is_self_move(ctx, ev) and K.destroyed_by_battle(ev)


# The 2005 text (TLM-EN018, a mandatory "when") and today's do the same: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=match, damage_step=DS_ALWAYS,
                  resolve=lambda ctx: ctx.damage(ctx.opponent, 500), inflicts_damage="opponent",
                  label="500 damage to the opponent")]
