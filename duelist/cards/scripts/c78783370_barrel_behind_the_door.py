"""Barrel Behind the Door (78783370), Counter Trap."""
from duelist.cards.common import L, Responding, activate

DESCRIPTION = ("Counter Trap answering the activation of a card or effect that would deal you "
               "damage (battle damage is no such effect): what that link would deal you is dealt "
               "to your opponent in your place.")

# its answer turns that link's damage over (actions.py `_effect_damage_stopped`)
LASTING_TAGS = (L.NO_EFFECT_DAMAGE,)


def would_damage_you(ctx):
    """The chain's last link is the activation of a card or effect that declares it inflicts
    damage to this player (`Effect.inflicts_damage`), whoever activated it (yugioh-wiki.net
    《地獄の扉越し銃》: the player's own Ring of Destruction too). This card's own effect
    inflicts nothing (the damage is moved, not inflicted): one Barrel cannot answer another."""
    return ctx.link_inflicts_damage(ctx.responding_to)


def resolve(ctx):
    link = ctx.responding_to
    if link is not None:
        ctx.replace_link_damage(link, to=ctx.opponent)


EFFECTS = [activate(resolve, condition=Responding(would_damage_you), label="Barrel Behind the Door")]
