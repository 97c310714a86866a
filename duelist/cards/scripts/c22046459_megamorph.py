"""Megamorph (22046459), Equip Spell."""
from duelist.cards.common import C, CONTINUOUS, Effect, R, Target, activate, face_up_monsters

DESCRIPTION = ("Equip Spell for any face-up monster: while its player has fewer LP than the "
               "opponent, the equipped monster's ATK becomes double its original ATK; while they "
               "have more, half its original ATK; with equal LP nothing changes.")


def resolve(ctx):
    targets = ctx.targets
    if targets and ctx.card_still_here:
        ctx.equip(ctx.card, targets[0])


def becomes(ctx, card):
    # "your LP": the controller of Megamorph's, whoever controls the monster; read at every
    # moment. A "becomes" value: gains and losses (Rush Recklessly, another Equip) apply on it
    mine, theirs = ctx.lp(ctx.player), ctx.lp(ctx.opponent)
    if mine < theirs:
        return (ctx.original_atk(card) * 2, None)
    if mine > theirs:
        return ((ctx.original_atk(card) + 1) // 2, None)     # (a fraction rounds up)
    return (None, None)


EFFECTS = [
    activate(resolve, target=Target(face_up_monsters, filter=lambda ctx, c: c.face_up,
                                    prompt="Megamorph: equip to which monster?")),
    Effect(CONTINUOUS, tag=C.SET_STATS, affects=lambda ctx, c: ctx.related(R.EQUIP) is c, value=becomes,
           label="ATK becomes double / half its original ATK"),
]
