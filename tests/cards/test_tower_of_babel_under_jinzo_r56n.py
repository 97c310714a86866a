"""Tower of Babel (94256039) under Jinzo: a Continuous Trap whose effects are negated counts
nothing.

Sources: Jinzo's text (Trap Cards on the field have their effects negated, in our words);
Skilled White Magician's script as the engine counts Spell Counters (a Spell activated while the
counting card's effect is negated is none it counts: seed 000 §效果分類 › 永續效果, cited there).
The Tower's counters and its 3000 damage are effects of a Trap Card: under Jinzo no counter is
placed, the 4th Spell deals nothing, and the Tower stays on the field."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

TOWER = "Tower of Babel"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _counters(duel):
    return [e["count"] for e in duel.log if e["type"] == "counter" and e.get("name") == TOWER]


def test_tower_of_babel_under_jinzo_counts_no_spell():
    """Q: My Tower of Babel is face-up; my opponent controls a face-up Jinzo; I activate 4 Pot of
    Greed in a row. A: no Spell Counter is placed, I take no damage, the Tower stays face-up."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, TOWER, face_down=False)
    table.monster(1, "Jinzo")
    table.hand(0, *["Pot of Greed"] * 4)
    table.deck(0, ["Battle Ox"] * 10)
    duel = table.build()
    s = Script(duel)
    for _ in range(4):
        s.pick("activate", "Pot of Greed", player=0, first=True)
        _pass_all(s)
    assert _counters(duel) == [] and lp(duel) == (8000, 8000)
    assert TOWER not in grave(duel, 0)
    assert [c.name for c in duel.players[0].szone if c] == [TOWER]
