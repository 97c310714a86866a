"""Keldo (80441106), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, Target
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Fairy (1200/1600). When it is destroyed by battle and goes to the GY, its "
               "controller targets 2 cards in the opponent's GY and shuffles them into that Deck (not "
               "optional; not activated with fewer than 2 cards there).")


def match(ctx, ev):
    return K.is_self_move(ctx, ev) and K.destroyed_by_battle(ev)


def in_opponents_grave(ctx, card):
    return card.location == S.GRAVE and card.controller == ctx.opponent


def resolve(ctx):
    if ctx.targets:
        ctx.to_deck(ctx.targets)      # shuffled


# The DCR-077 print (2004) and today's text do the same: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=match, damage_step=DS_ALWAYS,
                  target=Target(lambda ctx: ctx.grave("opp"), filter=in_opponents_grave, count=2,
                                prompt="Keldo: which 2 cards of your opponent's GY go back to the Deck?"),
                  resolve=resolve, label="2 cards of the opponent's GY into the Deck")]
