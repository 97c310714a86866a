"""Reaper on the Nightmare (85684223), Fusion Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, STATE, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 5 DARK Zombie Fusion (Spirit Reaper + Nightmare Horse). Battles never "
               "destroy it. As soon as a card or effect targets it (face-up on the field) it "
               "destroys itself. It may attack the opponent directly even when they control "
               "monsters; each time it hits them directly for battle damage, one card chosen at "
               "random from their hand is discarded.")


def targeted(ctx):
    card = ctx.card
    if card.location != S.MZONE or not card.face_up:     # (negated: the engine applies none)
        return False
    return any(card.uid in link.targets and card.uid not in link.info.get(SEEN, ()) for link in ctx.chain)


SEEN = "destroyed_itself"     # a chain link's note: the cards it made destroy themselves


def self_destruct(ctx):
    card = ctx.card
    for link in ctx.chain:
        if card.uid in link.targets:
            # once per targeting link (a replacement effect may save it: engine/destruction.py)
            link.info[SEEN] = tuple(link.info.get(SEEN, ())) + (card.uid,)
    yield from ctx.destroy([card])


def itself(ctx, card):
    return card is ctx.card


EFFECTS = [
    Effect(CONTINUOUS, tag="battle_indestructible", affects=itself, label="cannot be destroyed by battle"),
    Effect(CONTINUOUS, tag="direct_attack", affects=itself, label="can attack directly"),
    Effect(STATE, condition=targeted, resolve=self_destruct, label="destroyed when targeted"),
    Effect(TRIGGER, events="damage", match=K.direct_battle_damage, resolve=K.random_discard,
           label="random discard", discards="opponent"),
]
