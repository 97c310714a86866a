"""The Dark Door (30606547), Continuous Spell."""
from duelist.cards.common import CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Spell: while face-up, each player may attack with only 1 monster in each "
               "Battle Phase: once a monster declared an attack, no other may declare one that turn.")


def another_attacked(ctx, card):
    """A monster of the turn player other than the one that declared this turn's attack (an
    attack negated or stopped was declared all the same; the monster that attacked keeps any
    further attack it has). Only the turn player's monsters attack, once a Battle Phase a turn."""
    last = ctx.last_attacker
    return last is not None and card.uid != last and card.controller == ctx.turn_player


# One meaning in both eras (the 2005 print, LON-093: each player can only attack with 1 monster during
# each Battle Phase): no ERAS entry.
EFFECTS = [activate(), Effect(CONTINUOUS, tag="cannot_attack", affects=another_attacked,
                              label="only 1 monster attacks each Battle Phase")]
