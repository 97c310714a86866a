"""Round 19s (engine/actions.py `_end_phase_returns`): the End Phase's look at the lasting
"return it to the field" entries ends nothing, and leaves the lasting effects as they are,
when none is due. The rulings: a monster banished by Interdimensional Matter Transporter
comes back in that turn's End Phase, other lasting effects going on (a control bound to Snatch
Steal); at an End Phase with nothing to bring back the bound control is untouched; a fork
made before the End Phase plays the same."""

from duelist.engine import state as S
from duelist.engine.names import L
from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_transporter_brings_its_monster_back_while_a_stolen_monster_stays():
    """Goat rules, player 0's turn 3: player 0 takes Summoned Skull with Snatch Steal, then
    banishes their own Battle Ox with Interdimensional Matter Transporter (Set earlier). At
    the End Phase Battle Ox comes back to player 0's field; Summoned Skull stays with player 0
    (its control bound to Snatch Steal goes on). A fork made before the turn ends plays the
    same."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Snatch Steal")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", skull)
    _resolve(s)
    s.pick("activate", "Interdimensional Matter Transporter")
    s.pick("target", ox)
    _resolve(s)
    assert ox.card(duel).location == S.BANISHED
    fork = duel.fork()
    for d in (duel, fork):
        t = Script(d)
        t.pick("end_turn", player=0)
        assert d.turn == 4
        assert sorted(field_monsters(d, 0)) == ["Battle Ox", "Summoned Skull"]
        assert [e.tag for e in d.lingering].count(L.CONTROL_BOUND) == 1
        assert "return_to_field" not in [e.tag for e in d.lingering]
    assert fork.log_digest() == duel.log_digest()


def test_an_end_phase_with_nothing_to_bring_back_leaves_the_bound_control():
    """Player 0 takes Summoned Skull with Snatch Steal and ends the turn: the End Phase has no
    monster to bring back; the control bound to Snatch Steal is the same lasting effect after
    it, and Summoned Skull is still player 0's in player 1's turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    table.hand(0, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", skull)
    _resolve(s)
    [bound] = [e for e in duel.lingering if e.tag == L.CONTROL_BOUND]
    s.pick("end_turn", player=0)
    assert duel.turn == 4
    assert [e for e in duel.lingering if e.tag == L.CONTROL_BOUND] == [bound]
    assert field_monsters(duel, 0) == ["Summoned Skull"]
