"""Magician of Faith (31560081), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, is_spell
from duelist.engine import state as S

DESCRIPTION = ("Level 1 LIGHT Spellcaster. When it is flipped face-up, its controller picks a Spell "
               "Card in their own GY as the target and puts it back into their hand.")


def own_grave(ctx):
    return ctx.grave("me")


def spell_in_own_grave(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player and is_spell(card)


def resolve(ctx):
    ctx.to_hand(ctx.targets)


EFFECTS = [Effect(FLIP, resolve=resolve, label="Spell from GY to hand",
                  target=Target(own_grave, filter=spell_in_own_grave,
                                prompt="Magician of Faith: return which Spell to your hand?"))]
