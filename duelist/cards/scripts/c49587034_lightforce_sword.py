"""Lightforce Sword (49587034), Normal Trap."""
from duelist.cards.common import L, activate, uses
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: a random card from your opponent's hand is banished face-down; it comes "
               "back to their hand in their 4th Standby Phase after this card's activation.")

RETURN_AFTER = 4


def resolve(ctx):
    hand = ctx.hand("opp")
    if not hand:
        return
    card = hand[ctx.random_below(len(hand))]
    ctx.banish([card], face_down=True)
    if card.location != S.BANISHED:
        return
    # the delayed return: the engine counts the owner's Standby Phases and moves the card back
    ctx.player_flag(ctx.opponent, L.RETURN_TO_HAND, until=uses(RETURN_AFTER), card=card, phase=S.PHASE_STANDBY)


EFFECTS = [activate(resolve, condition=lambda ctx: bool(ctx.hand("opp")))]
