"""Airknight Parshath (18036057), Effect Monster."""
from duelist.cards.common import CONTINUOUS, TRIGGER, Effect

DESCRIPTION = ("Level 5 LIGHT Fairy. When it attacks a monster in Defense Position whose DEF is "
               "lower than its ATK, the opponent takes the excess as battle damage. Each time it "
               "deals battle damage to the opponent, its controller draws a card.")


def dealt_battle_damage(ctx, ev):
    return ev.get("reason") == "battle" and ev.get("source") == ctx.card.cid and \
        ev.get("source_uid") == ctx.card.uid and ev.get("player") == ctx.opponent


def resolve(ctx):
    ctx.draw(ctx.player, 1)


EFFECTS = [
    Effect(CONTINUOUS, tag="piercing", affects=lambda ctx, card: card is ctx.card, label="piercing"),
    Effect(TRIGGER, events="damage", match=dealt_battle_damage, resolve=resolve, label="draw 1"),
]
