"""A Spell or Trap Set from the hand is a new card on the field: it arrived this turn and was
Set this turn, and nothing else is in its history (seed 000 §陷阱卡: a Trap is not activated
the turn it was Set; a card in a Spell & Trap Zone has no battle position to change and
declares no attack). turn.py `_set_spell_proc` writes its whole history at once (state.py
`Card.history`, stop 27); round 24m of docs/mutation.md: only the Set turn of it had a test."""

from duelist.engine import state as S
from duelist.testing.invariants import check_invariants
from duelist.testing.scenario import Script, Table


def test_a_trap_set_from_the_hand_has_only_its_arrival_and_its_set_this_turn():
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("set_spell", "Waboku", request="idle")
    [waboku] = [c for c in duel.players[0].szone if c is not None]
    assert waboku.position == S.FACEDOWN
    assert waboku.history == (3, None, 3, 0, 0, 0, None, ())
    assert (waboku.position_turn, waboku.attack_turn, waboku.attacks) == (0, 0, 0)
    assert waboku.fixed_turn == 3
    assert not s.has("activate", "Waboku")
    check_invariants(duel)
