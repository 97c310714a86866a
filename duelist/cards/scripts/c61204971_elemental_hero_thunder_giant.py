"""Elemental HERO Thunder Giant (61204971), Fusion Effect Monster."""
from duelist.cards.common import IGNITION, Effect, Target

DESCRIPTION = ("Level 6 LIGHT Warrior Fusion (Elemental HERO Sparkman + Elemental HERO Clayman). "
               "Once per turn, in its controller's Main Phase: discard 1 card (the cost) and target "
               "a face-up monster on the field (either side) whose original ATK is lower than this "
               "card's ATK now; destroy it. It is Special Summoned only by a Fusion Summon: never "
               "revived, even after one.")
SUMMON_CONDITION = "fusion_only"      # "cannot be Special Summoned except by Fusion Summon"


def weaker(ctx, card):
    return card.face_up and ctx.original_atk(card) < ctx.atk(ctx.card)


def candidates(ctx):
    return [c for c in ctx.monsters("both", face_up=True) if weaker(ctx, c)]


def cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.hand("me"), 1, prompt="Elemental HERO Thunder Giant: discard which card?")
    ctx.discard(chosen, "cost")


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


# (the 2005 print, The Lost Millennium, and today's do the same: a once-per-turn targeting
# ignition effect, "on the field" either side; no ERAS entry)
EFFECTS = [Effect(IGNITION, once_per_turn=True, can_pay=lambda ctx: bool(ctx.hand("me")), cost=cost,
                  discard_cost=True, destroys=True,
                  target=Target(candidates, filter=weaker, prompt="Elemental HERO Thunder Giant: destroy which monster?"),
                  resolve=resolve, label="discard 1: destroy a weaker face-up monster")]
