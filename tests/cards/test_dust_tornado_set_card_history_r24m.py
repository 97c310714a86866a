"""A card an effect Sets is a new card on the field, Set this turn (seed 000 §陷阱卡: a Trap
cannot be activated the turn it was Set; Dust Tornado: "then you may Set 1 Spell/Trap from
your hand"). Its history (state.py `Card.history`) is its arrival this turn, no summon, and
the Set this turn, with nothing else: `Ctx.set_spell_trap` writes the Set into the history
`move` gave it (round 24m of docs/mutation.md: the history entries there had no test beyond
the Set turn itself, and the kept-answers oracle's history check was never run on it)."""

from duelist.engine import state as S
from duelist.testing.invariants import check_invariants
from duelist.testing.scenario import Script, Table


def test_a_trap_set_by_dust_tornado_arrived_this_turn_set_this_turn_and_nothing_else():
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    table.hand(0, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado")
    s.pick("target", "Swords of Revealing Light", player=0)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Waboku", player=0)
    [waboku] = [c for c in duel.players[0].szone if c is not None]
    assert waboku.data.name == "Waboku" and waboku.position == S.FACEDOWN
    assert waboku.history == (3, None, 3, 0, 0, 0, None, ())
    assert (waboku.turn_placed, waboku.summon_kind, waboku.set_turn) == (3, None, 3)
    assert waboku.fixed_turn == 3
    assert not s.has("activate", "Waboku")
    check_invariants(duel)
