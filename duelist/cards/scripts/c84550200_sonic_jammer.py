"""Sonic Jammer (84550200), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, L, own_turn

DESCRIPTION = ("Level 2 WIND Machine (350/650). FLIP: the other player is barred from activating Spell Cards up "
               "to the close of that player's next turn (flipped in the opponent's turn, the rest of that turn "
               "too; the effects of their face-up Spells are not stopped).")

# the lasting Spell lock on a player (chain.py `_spell_lock`; its name C.NO_SPELL_ACTIVATION's, the gate)
LASTING_TAGS = (L.NO_SPELL_ACTIVATION,)


def resolve(ctx):
    # (a player rule's duration counts from the player it binds: "own" is the opponent's next turn)
    ctx.player_flag(ctx.opponent, L.NO_SPELL_ACTIVATION, until=own_turn(1))


# (the 2003 print, AST-021, and today's text do the same: no ERAS entry)
EFFECTS = [Effect(FLIP, resolve=resolve, label="Spell lock on the opponent through their next turn")]
