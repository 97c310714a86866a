"""Ally of Justice Catastor's effect is not even activated against a DARK monster (round 48a).

Seed 000 §誘発効果: a trigger effect whose condition is not met at its timing does not activate.
The card's text makes battling a non-DARK monster the condition of its trigger at the start of
the Damage Step, so against a DARK monster nothing is activated (no chain link to answer); the
battle goes on as usual (round 40e's rulings file, tests/cards/
test_ally_of_justice_catastor_rulings_r40e.py, with its sources)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def test_catastor_attacking_a_dark_monster_activates_nothing():
    """Q: my Catastor (2200) attacks my opponent's Mad Dog of Darkness (DARK, 1900). Does
    Catastor's effect start a chain at the start of the Damage Step? A: no: the monster it
    battles is DARK, so nothing is activated; damage calculation destroys Mad Dog and my
    opponent takes 300."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Ally of Justice Catastor", summon_kind="synchro")
    dog = table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Ally of Justice Catastor", target=dog)
    for _ in range(8):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    assert [e for e in of_type(duel, "chain") if e["name"] == "Ally of Justice Catastor"] == []
    assert grave(duel, 1) == ["Mad Dog of Darkness"] and lp(duel) == (8000, 8000 - 300)
