"""Big Evolution Pill (84808313), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, STATE, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell that stays on the field: activated by Tributing a Dinosaur you "
               "control. While it is on the field its controller may Normal Summon Dinosaur "
               "monsters without Tributes. It is destroyed in the opponent's third End Phase after "
               "its activation.")


def dinosaurs(ctx):
    return ctx.tributable([c for c in ctx.monsters("me") if ctx.race(c) == "Dinosaur"])


def cost(ctx):
    chosen = yield from ctx.choose_cards(dinosaurs(ctx), 1, prompt="Big Evolution Pill: Tribute 1 Dinosaur")
    ctx.send_to_grave(chosen, "tribute")


def resolve(ctx):
    K.note_activation(ctx)


EFFECTS = [
    activate(resolve, can_pay=lambda ctx: bool(dinosaurs(ctx)), cost=cost, stays=True),
    Effect(CONTINUOUS, tag="summon_without_tribute",
           affects=lambda ctx, card: card.data.race == "Dinosaur" and card.controller == ctx.player,
           label="Dinosaurs without Tributes"),
    # destroyed in the opponent's third End Phase: a rule of the card, no chain link
    Effect(STATE, range=(S.SZONE,),
           condition=lambda ctx: ctx.card.activated and K.opponent_end_phase_number(ctx, K.now(ctx)) >= 3
           and not (ctx.card.info or {}).get("expired"),
           resolve=K.expire, while_negated=True, label="expires"),
]
