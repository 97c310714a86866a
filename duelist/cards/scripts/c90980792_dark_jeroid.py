"""Dark Jeroid (90980792), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, Target, face_up_monsters, while_face_up

DESCRIPTION = ("Level 4 DARK Fiend. When it is Normal, Flip or Special Summoned, it must target a "
               "face-up monster on the field (either side, itself too): that monster loses 800 ATK "
               "for as long as it stays face-up on the field.")


def summoned(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid


def resolve(ctx):
    for card in ctx.targets:
        ctx.modify(card, atk=-800, until=while_face_up(card))


# (the 2005 text, LOD-004, and today's do the same: a mandatory trigger on any of the three
# summons, the loss lasting while the monster is face-up; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events="summoned", match=summoned, resolve=resolve,
                  target=Target(face_up_monsters, filter=lambda ctx, card: card.face_up,
                                prompt="Dark Jeroid: which monster loses 800 ATK?"),
                  label="a face-up monster loses 800 ATK")]
