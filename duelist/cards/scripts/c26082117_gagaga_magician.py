"""Gagaga Magician (26082117), Effect Monster."""
from duelist.cards.common import IGNITION, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Spellcaster. Once per turn, in your Main Phase, declare a Level from 1 "
               "to 8: it becomes that Level until the end of the turn. It can never be Synchro "
               "Material.")

CANNOT_BE_SYNCHRO_MATERIAL = True


def resolve(ctx):
    card = ctx.card
    levels = [str(n) for n in range(1, 9)]
    pick = yield from ctx.choose_option(levels, "Gagaga Magician: declare a Level")
    ctx.declare("Level", pick + 1)
    if card.location == S.MZONE and card.face_up and card.uid == ctx.link.card_uid:
        ctx.set_level(card, pick + 1)


EFFECTS = [Effect(IGNITION, once_per_turn=True, resolve=resolve, label="declare a Level 1-8")]
