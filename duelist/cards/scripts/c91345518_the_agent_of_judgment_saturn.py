"""The Agent of Judgment - Saturn (91345518), Effect Monster."""
from duelist.cards.common import IGNITION, Effect, L
from duelist.cards.kit import can_tribute_self, tribute_self
from duelist.cards.scripts.c91123920_the_agent_of_force_mars import controls_sanctuary, lp_lead

DESCRIPTION = ("Level 6 LIGHT Fairy (2400/0). In its controller's Main Phase, while they control a "
               "face-up \"The Sanctuary in the Sky\" and have more LP than the opponent, and have "
               "not entered their Battle Phase this turn: Tribute it (a cost; they cannot enter "
               "the Battle Phase this turn) to inflict damage to the opponent equal to the LP "
               "difference as it resolves, if the Sanctuary is still theirs then.")


def condition(ctx):
    return not ctx.battle_phase_this_turn and lp_lead(ctx) > 0 and controls_sanctuary(ctx)


def cost(ctx):
    # "you cannot conduct your Battle Phase the turn you activate this effect": kept even if
    # the effect is negated
    ctx.player_flag(ctx.player, L.NO_BATTLE_PHASE)
    tribute_self(ctx)


def resolve(ctx):
    lead = lp_lead(ctx)
    if lead and controls_sanctuary(ctx):
        ctx.damage(ctx.opponent, lead)


EFFECTS = [Effect(IGNITION, condition=condition, can_pay=can_tribute_self,
                  cost=cost, resolve=resolve, label="Tribute this card: inflict the LP difference",
                  inflicts_damage="opponent")]
