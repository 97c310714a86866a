"""Nubian Guard (51616747), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, Target
from duelist.cards.scripts.c53839837_vampire_lord import battle_damage
from duelist.engine import state as S

DESCRIPTION = ("Level 2 FIRE Warrior. When it deals battle damage to the opponent, its controller "
               "may target a Continuous Spell Card in their own GY and put it on top of their Deck.")


def own_grave(ctx):
    return ctx.grave("me")


def continuous_spell_in_own_grave(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player and \
        card.data.card_type == "Spell" and card.data.property == "Continuous"


def resolve(ctx):
    if ctx.targets:
        ctx.to_deck(ctx.targets, shuffle=False)


# (the 2005 print, Ancient Sanctuary AST-066, and today's text do the same: an optional trigger
# on its battle damage to the opponent, one Continuous Spell of its controller's GY to the top of
# the Deck; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.DAMAGE, match=battle_damage, optional=True, resolve=resolve, damage_step=DS_ALWAYS,
                  target=Target(own_grave, filter=continuous_spell_in_own_grave,
                                prompt="Nubian Guard: put which Continuous Spell on top of your Deck?"),
                  label="battle damage: a Continuous Spell from the GY to the top of the Deck")]
