"""Masked Sorcerer (10189126), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H

DESCRIPTION = ("Level 4 DARK Spellcaster. Each time it deals battle damage to the opponent, its "
               "controller draws 1 card.")


def battle_damage_to_opponent(ctx, ev):
    card = ctx.card
    return ev.get("reason") == "battle" and ev.get("player") == ctx.opponent and \
        ev.get("source") == card.cid and ev.get("source_uid") == card.uid


def resolve(ctx):
    ctx.draw(ctx.player, 1)


EFFECTS = [Effect(TRIGGER, events=H.DAMAGE, match=battle_damage_to_opponent, resolve=resolve, label="draw 1")]
