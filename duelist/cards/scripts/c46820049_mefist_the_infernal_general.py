"""Mefist the Infernal General (46820049), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, DS_ALWAYS, TRIGGER, C, Effect, H

DESCRIPTION = ("Level 5 DARK Fiend (1800/1700). When it attacks a Defense Position monster whose DEF "
               "is lower than its ATK, the difference is dealt to the opponent as battle damage "
               "(piercing). Each time it deals the opponent battle damage, a card chosen at random "
               "from the opponent's hand is discarded (not optional).")


def dealt_battle_damage(ctx, ev):
    card = ctx.card
    return ev.get("reason") == "battle" and ev.get("source") == card.cid and ev.get("source_uid") == card.uid \
        and ev.get("player") == ctx.opponent


EFFECTS = [
    Effect(CONTINUOUS, tag=C.PIERCING, affects=lambda ctx, card: card is ctx.card, label="piercing"),
    Effect(TRIGGER, events=H.DAMAGE, match=dealt_battle_damage, damage_step=DS_ALWAYS, resolve=K.random_discard,
           discards="opponent", label="battle damage: a random discard"),
]
