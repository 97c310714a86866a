"""Anti-Spell Fragrance (58921041), Continuous Trap."""
from duelist.cards.common import C, CONTINUOUS, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: while face-up, neither player may activate a Spell Card unless "
               "it was Set first, and only once its controller's next turn after the one it was "
               "Set in has come.")

_SET_PLACES = (S.SZONE, S.FZONE)


def set_in_time(ctx, card):
    """A Spell Card Set on the field whose controller's next turn after the turn it was Set has
    come (turns alternate: two turns later always; one turn later only if that turn is its
    controller's)."""
    if card.location not in _SET_PLACES or card.face_up:
        return False
    waited = ctx.turn - card.set_turn
    return waited >= 2 or (waited == 1 and ctx.turn_player == card.controller)


def reaches(ctx, card):
    """The lock reaches every Spell Card's activation but that of one Set in time."""
    return not set_in_time(ctx, card)


# Its first TCG print (2007) and today's text do the same; no 2005 print: no ERAS entry.
EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag=C.NO_SPELL_ACTIVATION, value=reaches, label="Spells must be Set and wait"),
]
