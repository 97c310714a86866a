"""Barrel Dragon (81480460), Effect Monster."""
from duelist.cards.common import IGNITION, Effect, Target
from duelist.cards.scripts.c25551951_blowback_dragon import resolve, toss_three  # (its target destroyed on 2+ heads)

DESCRIPTION = ("Level 7 DARK Machine, 2600 ATK / 2200 DEF. Once per turn, in its controller's Main "
               "Phase: target 1 monster the opponent controls; three coins are tossed, and with two "
               "heads or more that monster is destroyed.")


def opponents_monsters(ctx):
    return ctx.monsters("opp")


def opponent_has_a_monster(ctx):
    return bool(ctx.monsters("opp"))


def resolve_2005(ctx):
    """The 2005 text: toss first; with 2 or more heads, pick 1 monster the opponent controls (no
    target on activation) and destroy it."""
    if toss_three(ctx) < 2:
        return
    monsters = ctx.monsters("opp")
    if monsters:
        chosen = yield from ctx.choose_cards(monsters, 1, prompt="Barrel Dragon: destroy which monster?")
        yield from ctx.destroy(chosen)


EFFECTS = [Effect(IGNITION, once_per_turn=True, resolve=resolve, destroys=True,
                  target=Target(opponents_monsters, prompt="Barrel Dragon: target which monster?"),
                  label="3 coin tosses: destroy the target")]

# the 2005 text (MRD-126 / DB2-EN072): the coins first, then, with 2 or more heads, 1 monster of
# the opponent's chosen as it resolves: no target (as Blowback Dragon's 2005 text)
ERAS = {"2005": {
    "DESCRIPTION": ("Level 7 DARK Machine, 2600 ATK / 2200 DEF. Once per turn, in its controller's "
                    "Main Phase: three coins are tossed first; with two heads or more its controller "
                    "then chooses one of the opponent's monsters to destroy (nothing aimed at when it "
                    "starts; 2005 text)."),
    "EFFECTS": [Effect(IGNITION, once_per_turn=True, condition=opponent_has_a_monster, resolve=resolve_2005,
                       label="3 coin tosses: destroy 1 of the opponent's monsters")],
}}
