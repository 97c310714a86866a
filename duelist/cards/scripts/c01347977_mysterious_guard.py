"""Mysterious Guard (1347977), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Spellcaster. When it is flipped face-up, its controller picks a "
               "monster on the field (either side, itself too) as the target and puts it on top of "
               "its owner's Deck.")


def monsters_on_field(ctx):
    return ctx.monsters("both")


def on_field(ctx, card):
    return card.location == S.MZONE


def resolve(ctx):
    ctx.to_deck(ctx.targets, shuffle=False)      # on top, unshuffled


EFFECTS = [Effect(FLIP, resolve=resolve, label="a monster to the top of its owner's Deck",
                  target=Target(monsters_on_field, filter=on_field,
                                prompt="Mysterious Guard: return which monster to the top of the Deck?"))]
