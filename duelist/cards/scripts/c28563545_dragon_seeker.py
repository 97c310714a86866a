"""Dragon Seeker (28563545), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H, Target, face_up_monsters

DESCRIPTION = ("Level 6 DARK Fiend. When it is Normal Summoned (a Tribute Summon too) or Flip "
               "Summoned, it must target a face-up Dragon monster on the field (either side) and "
               "destroy it. A Special Summon does not start it.")


def summoned(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and \
        ev.get("kind") in ("normal", "tribute", "flip")


def face_up_dragon(ctx, card):
    return card.face_up and ctx.race(card) == "Dragon"


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


# (the 2005 text, TP2-002, and today's do the same: a mandatory targeting trigger on a Normal or
# Flip Summon; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.SUMMONED, match=summoned,
                  target=Target(face_up_monsters, filter=face_up_dragon,
                                prompt="Dragon Seeker: destroy which Dragon?"),
                  resolve=resolve, destroys=True, label="destroy a face-up Dragon")]
