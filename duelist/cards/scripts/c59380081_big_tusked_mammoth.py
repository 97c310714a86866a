"""Big-Tusked Mammoth (59380081), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 5 EARTH Beast. While it is face-up on the field, a monster of its controller's "
               "opponent Summoned this turn (Normal, Tribute, Flip or Special Summon) may not attack "
               "before the turn ends.")


def summoned_this_turn(ctx, card):
    """An opponent's monster Summoned this turn: it arrived this turn by a summon (not a Set,
    not a control change or an effect that is no summon), or it was Flip Summoned this turn
    (its position last changed by its controller this turn, with "flip" its summon: the
    history keeps no turn of its own for a Flip Summon, so a monster Flip Summoned on an
    earlier turn whose position its controller changed by hand this turn reads the same)."""
    if card.controller == ctx.player or card.location != S.MZONE:
        return False
    turn = ctx.turn
    kind = card.summon_kind
    if kind == "flip":
        return card.position_turn == turn
    return card.turn_placed == turn and kind is not None and kind != "set" and card.summoned_from is not None


EFFECTS = [Effect(CONTINUOUS, tag=C.CANNOT_ATTACK, affects=summoned_this_turn,
                  label="the opponent's monsters cannot attack the turn they are Summoned")]
