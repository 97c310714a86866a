"""Order to Smash (39019325), Normal Trap."""
from duelist.cards.common import Target, activate, my_monsters
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Normal Trap: target 1 face-up Level 2 or lower Normal Monster (not a Token) its "
               "player controls. As it resolves, that monster is Tributed and its player destroys "
               "up to 2 Spells/Traps the opponent controls, picked then; with the monster gone "
               "or face-down by then, nothing happens.")


def _small_normal(ctx, card):
    data = card.data
    return card.face_up and card.controller == ctx.player and "Normal" in (data.kinds or ()) and \
        "Token" not in (data.kinds or ()) and 0 < ctx.level(card) <= 2


def _theirs(ctx):
    """Picked as it resolves: any of the opponent's Spells/Traps."""
    return ctx.spells_traps("opp")


def resolve(ctx):
    targets = ctx.tributable(ctx.targets)
    if not targets:
        return
    ctx.send_to_grave(targets[:1], "tribute")
    theirs = ctx.spells_traps("opp")
    if theirs:
        chosen = yield from ctx.choose_cards(theirs, min(2, len(theirs)), minimum=0,
                                             prompt="Order to Smash: destroy up to 2 Spells/Traps")
        if chosen:
            yield from ctx.destroy(chosen)


EFFECTS = [activate(resolve, target=Target(my_monsters, filter=_small_normal,
                                           prompt="Order to Smash: which Normal Monster?"),
                    destroys=Destroys(_theirs))]
