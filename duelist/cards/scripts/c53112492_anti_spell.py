"""Anti-Spell (53112492), Counter Trap."""
from duelist.cards.common import DESTROYS_NEGATED, EV, M, activate, negate_and_destroy, top_link_is

DESCRIPTION = ("Counter Trap: when a Spell Card is activated, take 2 Spell Counters off cards you "
               "control (a cost: one card or two) to negate that activation and destroy the Spell.")

COUNTER = M.SPELL_COUNTER       # the mark every Spell Counter holder keeps (Breaker, the Skilled
                                # Magicians, Blast Magician, Magical Marionette)


def _holds_counters(ctx, card):
    return card.face_up and ctx.marked(card, COUNTER, 0) > 0


def can_pay(ctx):
    total = 0
    for card in ctx.cards_where("field", _holds_counters):
        total += ctx.marked(card, COUNTER, 0)
        if total >= 2:
            return True
    return False


def remove_two(ctx):
    """The cost: 2 counters, picked one at a time from the cards that still hold one."""
    for _ in range(2):
        holders = ctx.cards_where("field", _holds_counters)
        chosen = yield from ctx.choose_cards(holders, 1, prompt="Anti-Spell: remove a Spell Counter from which card?")
        card = chosen[0]
        count = ctx.marked(card, COUNTER, 0) - 1
        ctx.mark(card, COUNTER, count)
        ctx.announce(card, EV.COUNTER, counter="Spell Counter", count=count)


# One meaning in both eras (the 2005 text: the same cost and negation): no ERAS entry.
EFFECTS = [activate(negate_and_destroy, condition=top_link_is("Spell"), can_pay=can_pay, cost=remove_two, destroys=DESTROYS_NEGATED)]
