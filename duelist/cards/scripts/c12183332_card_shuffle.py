"""Card Shuffle (12183332), Continuous Spell."""
from duelist.cards.common import IGNITION, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell. An ignition effect its controller may use a single time each "
               "turn: 300 LP paid, one Deck (theirs or the opponent's, picked as it resolves) is "
               "randomized.")

LABELS = ["Shuffle your Deck", "Shuffle your opponent's Deck"]


def condition(ctx):
    card = ctx.card
    return card.activated and card.face_up


def resolve(ctx):
    pick = yield from ctx.choose_option(LABELS, "Card Shuffle: shuffle which Deck?")
    ctx.shuffle_deck(ctx.player if pick == 0 else ctx.opponent)


EFFECTS = [
    activate(),
    Effect(IGNITION, range=(S.SZONE,), condition=condition, can_pay=lambda ctx: ctx.can_pay_lp(300),
           cost=lambda ctx: ctx.pay_lp(300), resolve=resolve, once_per_turn=True,
           label="pay 300 LP, shuffle a Deck"),
]
