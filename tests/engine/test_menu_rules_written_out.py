"""Two rules the Main Phase menu tests in line instead of calling the function that states
them (turn.py; docs/performance.md round 9b: on PyPy, with the engine's JIT settings, every
call is a compiled call with a frame): the Tributes a Normal Summon needs by Level
(`tributes_needed`, seed 000 §上級召喚) in `_summon_options`, and that a Link Monster never
changes its battle position (`is_link`, engine/link.py) in the position rows."""

from duelist.engine import state as S
from duelist.engine.link import is_link
from duelist.engine.turn import tributes_needed
from duelist.testing import Table
from duelist.testing.walks import random_decisions

NORMALS = (("yugi_normals", "kaiba_normals"),)


def test_the_summon_rows_ask_the_tributes_the_level_needs():
    """At every Main Phase menu of random duels between the Normal Monster decks (no card
    scripts: the plain rule alone), before the turn's Normal Summon, a hand monster has its
    Normal Summon and Set rows exactly when a free Main Monster Zone takes it without
    Tributes (Level 4 or lower) or its controller has as many monsters as its Level needs
    (1 for Level 5-6, 2 for Level 7 and above); each case must be met both ways."""
    seen = set()
    for duel, where in random_decisions(NORMALS, seeds=range(4)):
        request = duel.request
        tp = duel.turn_player
        ps = duel.players[tp]
        if request.kind != "idle" or ps.normal_summons:
            continue
        mine = duel.monsters(tp)
        expected = []
        for card in ps.hand:
            if card.data.card_type != "Monster":
                continue
            need = tributes_needed(card.data.level or 0)
            ok = None in ps.mzone if need == 0 else len(mine) >= need
            seen.add((need, ok))
            if ok:
                expected += [("summon", card.uid), ("set", card.uid)]
        rows = [(o.kind, o.card) for o in request.options if o.kind in ("summon", "set")]
        assert rows == expected, where
    assert {(0, True), (1, True), (1, False), (2, True), (2, False)} <= seen, seen


def test_a_link_monster_has_no_position_row():
    """A Link Monster in face-up Attack Position, on the field since an earlier turn, gets
    no change of position; a monster beside it that is no Link Monster does."""
    table = Table(rules="MR5")
    table.monster(0, "Decode Talker", zone=S.EMZ_FIRST_SEQ)
    table.monster(0, "Dark Magician", zone=2)
    duel = table.build()
    assert duel.request.kind == "idle"
    rows = {o.name for o in duel.request.options if o.kind == "change_position"}
    assert rows == {"Dark Magician"}
    assert [is_link(c) for c in duel.monsters(0)] == [False, True]
