"""Gather Your Mind (7512044), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell; its player activates one card of this name a turn: add 1 \"Gather Your "
               "Mind\" from the Deck to the hand (activated only with one there).")

CODE = 7512044


def _copy(ctx, card):
    return card.data.code == CODE


def resolve(ctx):
    yield from K.search_deck(ctx, lambda card: card.data.code == CODE, "Gather Your Mind: add which copy?")


# (the 2004 print, DR1-EN142, "you can only use 1 per turn", and today's "only activate 1": the
# same limit on the activation: no ERAS entry)
EFFECTS = [activate(resolve, condition=lambda ctx: K.name_opt_free(ctx) and ctx.any_card("deck", _copy),
                    cost=K.spend_name_opt, label="add a Gather Your Mind from the Deck")]
