"""Wave-Motion Cannon (38992735), Continuous Spell."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell that charges up: in its controller's Main Phase they may send it "
               "from the field to the GY to deal the opponent 1000 damage for each of their own "
               "Standby Phases that went by since it was activated.")


def resolve_activation(ctx):
    if ctx.card_still_here:
        K.note_activation(ctx)


def standby_phases(ctx):
    """Own Standby Phases after the activation turn, up to this turn."""
    card = ctx.card
    return K.turns_of(ctx, ctx.player, K.activation_turn(card) + 1)


def cost(ctx):
    ctx.link.info["charge"] = standby_phases(ctx)
    ctx.send_to_grave([ctx.card], "cost")


def fire(ctx):
    charge = ctx.link.info.get("charge", 0)
    if charge:
        ctx.damage(ctx.opponent, 1000 * charge)


EFFECTS = [
    activate(resolve_activation),
    Effect(IGNITION, range=(S.SZONE,),
           can_pay=lambda ctx: ctx.card.activated and ctx.card.face_up and ctx.can_send_to_grave([ctx.card]),
           cost=cost, resolve=fire, label="send to the GY: 1000 damage per Standby Phase",
           inflicts_damage="opponent"),
]
