"""Winged Minion (89258225), Effect Monster."""
from duelist.cards.common import IGNITION, Effect, Target, opponents_turn
from duelist.cards.kit import can_tribute_self, tribute_self
from duelist.engine import state as S

DESCRIPTION = ("Level 2 DARK Fiend. Its controller may Tribute it (a cost) to target 1 other face-up "
               "Fiend they control: that monster gains 700 ATK and 700 DEF until the end of the "
               "opponent's next turn.")


def fiends(ctx):
    return [c for c in ctx.monsters("me", face_up=True) if c is not ctx.card and ctx.race(c) == "Fiend"]


def fiend_ok(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller == ctx.player and \
        ctx.race(card) == "Fiend" and card is not ctx.card


def resolve(ctx):
    for card in ctx.targets:
        ctx.modify(card, atk=700, defense=700, until=opponents_turn(1))


# The 2005 text (LOD: Tribute it to raise 1 face-up Fiend's ATK and DEF by 700 until the end of
# the opponent's turn) does what today's does; both took the monster as it was activated (our
# reading): no ERAS entry.
EFFECTS = [Effect(IGNITION, can_pay=can_tribute_self, cost=tribute_self, resolve=resolve,
                  target=Target(fiends, filter=fiend_ok, prompt="Winged Minion: which Fiend gains 700 ATK/DEF?"),
                  label="Tribute: a Fiend gains 700 ATK/DEF")]
