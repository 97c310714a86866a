"""Order to Charge (78986941), Quick-Play Spell."""
from duelist.cards.common import MonstersOnField, Target, activate, my_monsters

DESCRIPTION = ("Quick-Play Spell: target 1 face-up Normal Monster (not a Token) its player "
               "controls. As it resolves, that monster is Tributed and its player destroys 1 "
               "monster the opponent controls, picked then (no target); with the monster gone, "
               "face-down or no longer a Normal Monster by then, nothing happens.")


def _normal_monster(ctx, card):
    kinds = card.data.kinds or ()
    return card.face_up and card.controller == ctx.player and "Normal" in kinds and "Token" not in kinds


def resolve(ctx):
    targets = ctx.tributable(ctx.targets)
    if not targets:
        return
    ctx.send_to_grave(targets[:1], "tribute")
    theirs = ctx.monsters("opp")
    if theirs:
        chosen = yield from ctx.choose_cards(theirs, 1, prompt="Order to Charge: destroy which monster?")
        yield from ctx.destroy(chosen)


EFFECTS = [activate(resolve, condition=MonstersOnField(mine=1, theirs=1),
                    target=Target(my_monsters, filter=_normal_monster, prompt="Order to Charge: which Normal Monster?"),
                    destroys=True)]
