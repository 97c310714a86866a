"""Beast Soul Swap (35149085), Normal Trap."""
from duelist.cards.common import Target, activate, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: target 1 face-up Beast monster you control and return it to the hand; "
               "then Special Summon from your hand 1 Beast monster of the Level the returned one "
               "has (it may be that same monster).")


def my_face_up(ctx):
    return ctx.monsters("me", face_up=True)


def face_up_beast(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller == ctx.player and \
        ctx.race(card) == "Beast"


def resolve(ctx):
    if not ctx.targets:
        return
    monster = ctx.targets[0]
    level = monster.data.level         # the returned monster's Level: its printed one, off the field
    ctx.to_hand([monster])
    if monster.location == S.MZONE:
        return                          # it did not leave: nothing to swap
    ctx.then()
    fits = [c for c in ctx.hand() if c.data.card_type == "Monster" and c.data.race == "Beast"
            and c.data.level == level and ctx.can_special_summon(c)]
    if not fits:
        return
    chosen = yield from ctx.choose_cards(fits, 1, prompt="Beast Soul Swap: Special Summon which Beast?")
    for card in chosen:
        position = yield from choose_summon_position(ctx, card)
        ctx.special_summon(card, position=position)


# The 2005 text (FET: return 1 face-up Beast-Type monster on your side of the field to your
# hand, and Special Summon 1 Beast-Type monster of the same Level from your hand) does what
# today's does: no ERAS entry.
EFFECTS = [activate(resolve, special_summons=True,
                    target=Target(my_face_up, filter=face_up_beast,
                                  prompt="Beast Soul Swap: return which Beast to the hand?"))]
