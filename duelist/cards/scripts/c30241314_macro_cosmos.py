"""Macro Cosmos (30241314), Continuous Trap."""
from duelist.cards.common import CONTINUOUS, Effect, activate
from duelist.cards.common import choose_summon_position, code_of, shuffle_deck, take_one
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: as it resolves you may Special Summon one \"Helios - The "
               "Primordial Sun\" from your hand or Deck. While it is face-up, every card that "
               "would go to a GY is banished instead (itself excepted).")

HELIOS = 54493213


def resolve(ctx):
    candidates = [c for c in ctx.hand("me") + ctx.deck("me")
                  if code_of(c) == HELIOS and ctx.can_special_summon(c)]
    if not candidates:
        return
    yes = yield from ctx.yes_no("Macro Cosmos: Special Summon \"Helios - The Primordial Sun\" "
                                "from your hand or Deck?")
    if not yes:
        return
    helios = yield from take_one(ctx, candidates, "Macro Cosmos: which Helios?")
    from_deck = helios.location == S.DECK
    position = yield from choose_summon_position(ctx)
    ctx.special_summon(helios, position=position)
    if from_deck:
        shuffle_deck(ctx)


EFFECTS = [
    activate(resolve, special_summons=True),
    # a card leaving the field is no longer face-up there: Macro Cosmos itself goes to the GY
    Effect(CONTINUOUS, tag="banish_instead", affects=lambda ctx, card: card is not ctx.card),
]
