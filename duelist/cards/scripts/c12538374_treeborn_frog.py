"""Treeborn Frog (12538374), Effect Monster."""
from duelist.cards.common import TRIGGER, During, Effect, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Level 1 WATER Aqua. In each of its owner's Standby Phases, while it lies in their "
               "GY and they control no Spell/Trap Card (face-up or Set), they may Special Summon it (face-up, Attack or Defense Position) "
               "(once a turn); a Spell/Trap they control by then stops the summon.")


def own_standby(ctx, ev):
    return ev.get("phase") == S.PHASE_STANDBY and ev.get("player") == ctx.player


def no_spell_trap(ctx):
    return not ctx.spells_traps("me")


def condition(ctx):
    return ctx.card.location == S.GRAVE and no_spell_trap(ctx) and ctx.can_special_summon(ctx.card)


def resolve(ctx):
    card = ctx.card
    # the condition is asked again as it resolves: a Spell/Trap controlled now stops it
    if card.uid == ctx.link.card_uid and card.location == S.GRAVE and no_spell_trap(ctx):
        position = yield from choose_summon_position(ctx, card)
        ctx.special_summon(card, position=position)


EFFECTS = [Effect(TRIGGER, events="phase", range=(S.GRAVE,), leaves_grave=True,
                  during=During(own=(S.PHASE_STANDBY,)), match=own_standby, condition=condition,
                  optional=True, once_per_turn=True, resolve=resolve, label="Special Summon itself from the GY")]
