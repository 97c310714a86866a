"""Mass Driver (34906152), Continuous Spell."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: in your Main Phase, as often as you like, Tribute 1 monster you "
               "control (a cost) to deal 400 damage to your opponent.")


def condition(ctx):
    card = ctx.card
    return card.activated and card.face_up


def resolve(ctx):
    ctx.damage(ctx.opponent, 400)


# The 2005 text (DR1-EN143 / MFC-088: Tribute 1 monster on your side of the field to inflict 400
# damage to your opponent) and today's do the same: no ERAS entry.
EFFECTS = [
    activate(),
    # (a Continuous Spell's effect needs its card: destroyed in answer, no damage, the Tribute
    # stays paid: seed 000 §永續魔法)
    Effect(IGNITION, range=(S.SZONE,), condition=condition, can_pay=K.can_tribute_one, cost=K.tribute_one,
           resolve=resolve, label="Tribute 1 monster: 400 damage", inflicts_damage="opponent"),
]
