"""Chain Destruction (1248895), Normal Trap."""
from duelist.cards.common import H, Target, activate, is_face_up, summoned_now
from duelist.cards.common import shuffle_deck

DESCRIPTION = ("Normal Trap: when a monster with 2000 or less ATK is Summoned (by either player), "
               "target it; every card with its name in its controller's hand and Deck is destroyed "
               "(the monster itself stays).")

KINDS = ("normal", "tribute", "flip", "special", "proc")


def summoned(ctx):
    return [c for c in summoned_now(ctx, KINDS, by_opponent=False) if c.face_up and ctx.atk(c) <= 2000]


def resolve(ctx):
    targets = ctx.targets
    if not targets:
        return
    monster = targets[0]
    player = monster.controller
    name = ctx.name(monster)      # (its name now: a name an effect gave it counts)
    victims = [c for c in ctx.hand(player) + ctx.deck(player) if c.data.name == name]
    yield from ctx.destroy(victims)          # in the hand and the Deck too
    shuffle_deck(ctx, player)


EFFECTS = [activate(resolve, target=Target(summoned, filter=is_face_up, prompt="Which summoned monster?"),
                    answers=H.SUMMONED)]
