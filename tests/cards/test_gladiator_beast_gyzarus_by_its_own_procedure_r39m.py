"""Gladiator Beast Gyzarus (48156348) Special Summoned by its own procedure (shuffling Gladiator
Beast Bestiari and another Gladiator Beast into the Deck: seed 000 §融合召喚, last point): its
"when this card is Special Summoned: you can destroy up to 2 cards" is an optional "when"
effect, which misses its timing only when the summon was not the last thing to happen (seed 000
§誘發效果; tests/cards/test_gladiator_beast_gyzarus.py). Summoned by its procedure, the summon
is the last thing: the effect is asked once and the log records no missed timing.

Round 39m (mutation testing of stop 39's lines, turn.py `_summon_proc_proc`'s summon call
rewritten for Chain Energy): the test fails with that call's `announce=False` written True (a
second "summoned" happening, made before the summon could be negated, whose trigger the log
said missed its timing)."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def test_gyzarus_by_its_procedure_is_asked_once_and_misses_no_timing():
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Gladiator Beast Gyzarus")
    table.monster(0, "Gladiator Beast Bestiari")
    table.monster(0, "Gladiator Beast Andal")
    force = table.spell_trap(1, "Mirror Force")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("special_summon", "Gladiator Beast Gyzarus")
    s.pick("option", "Attack Position", request="option")
    asked = 0
    for _ in range(20):
        if duel.request.kind == "idle":
            break
        if duel.request.kind == "yes_no":
            asked += 1
            s.pick("yes", player=0)
            s.pick("target", force)
            s.pick("target", "Battle Ox")
        else:
            s.pick("pass", player=duel.request.player)
    assert asked == 1
    assert of_type(duel, "missed_timing", start) == []
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Mirror Force"]
