"""Des Feral Imp (81985784), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target

DESCRIPTION = ("Level 4 DARK Reptile. Flipped face-up, it picks (targets) one card of its "
               "controller's GY, which goes back into the Deck, the Deck then shuffled.")


def resolve(ctx):
    if ctx.targets:
        ctx.to_deck(ctx.targets)


# (the 2005 text, DCR-014, "select 1 card in your Graveyard ... return it to the Deck and
# shuffle", and today's do the same: no ERAS entry)
EFFECTS = [Effect(FLIP, resolve=resolve, target=Target(lambda ctx: ctx.grave("me"),
                                                       prompt="Des Feral Imp: return which card to the Deck?"),
                  label="return a card from your GY to the Deck")]
