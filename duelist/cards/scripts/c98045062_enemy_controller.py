"""Enemy Controller (98045062), Quick-Play Spell."""
from duelist.cards.common import Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Quick-Play Spell with two modes, chosen on activation: flip the battle position of "
               "a face-up monster your opponent controls (Attack to Defense or back), or Tribute one "
               "of your own monsters to borrow a face-up monster of theirs until the End Phase.")


def theirs_face_up(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller != ctx.player


def _their_monsters(ctx):
    return ctx.monsters("opp", face_up=True)


def switch(ctx):
    for card in ctx.targets:
        new = S.FACEUP_DEFENSE if card.position == S.FACEUP_ATTACK else S.FACEUP_ATTACK
        ctx.change_position(card, new)


def tribute_one(ctx):
    chosen = yield from ctx.choose_cards(ctx.tributable(ctx.monsters("me")), 1,
                                         prompt="Enemy Controller: Tribute which monster?")
    ctx.send_to_grave(chosen, "tribute")


def _tributable(ctx, card):
    return not ctx.cannot_be_tributed(card)


def steal(ctx):
    for card in ctx.targets:
        ctx.take_control(card)


def position_changeable(ctx, card):
    return theirs_face_up(ctx, card) and ctx.can_change_position(card)   # never a Link Monster


EFFECTS = [
    activate(switch, label="change a battle position",
             target=Target(_their_monsters, filter=position_changeable, prompt="Enemy Controller: change which monster?")),
    activate(steal, label="Tribute 1 and take control", cost=tribute_one,
             can_pay=lambda ctx: ctx.any_card("monsters", _tributable),
             target=Target(_their_monsters, filter=lambda ctx, c: theirs_face_up(ctx, c) and ctx.can_take_control(c),
                          prompt="Enemy Controller: take which monster?")),
]
