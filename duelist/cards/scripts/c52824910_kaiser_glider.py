"""Kaiser Glider (52824910), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, DS_ALWAYS, TRIGGER, Effect, Target, any_monster, battling
from duelist.engine import state as S

DESCRIPTION = ("It is not destroyed by battle with a monster whose ATK equals its own. When it is "
               "destroyed and sent to the GY, a monster on the field is picked as the target and "
               "returned to its owner's hand (not optional).")


def same_atk_battle(ctx, card):
    if card is not ctx.card:
        return False
    fight = battling(ctx)
    if fight is None or fight[1] is None or card not in fight:
        return False
    other = fight[1] if fight[0] is card else fight[0]
    return ctx.atk(other) == ctx.atk(card)


def match(ctx, ev):
    return K.is_self_move(ctx, ev) and K.was_destroyed(ev)


def resolve(ctx):
    if ctx.targets:
        ctx.to_hand(ctx.targets)


EFFECTS = [
    Effect(CONTINUOUS, tag=C.BATTLE_INDESTRUCTIBLE, affects=same_atk_battle,
           label="not destroyed by battle with a monster of the same ATK"),
    Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=match, damage_step=DS_ALWAYS,
           target=Target(any_monster, prompt="Kaiser Glider: return which monster?"),
           resolve=resolve, label="return a monster to the hand"),
]
