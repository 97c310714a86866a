"""An optional "when" trigger keeps its timing while its event is the last thing that
happened (seed 000 §誘發效果: missing the timing): Archfiend of Gilfer ("When it is sent to
the GY from anywhere", optional) whose Tribute Summon Solemn Judgment negates is destroyed and
sent to the GY as the chain resolves; nothing else happens before its controller is back at
the Main Phase menu, so the trigger is still there to activate (engine/duel.py
`_settle_proc`, which closes a batch that is empty: chain.py `_mark_batch` starts no batch
for nothing happened, which would make the trigger miss its timing; round 24m of
docs/mutation.md: no test had a "when" trigger pending at the menu)."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def test_archfiend_of_gilfer_negated_by_solemn_judgment_may_still_equip_itself():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Archfiend of Gilfer")
    table.monster(0, "Mystical Elf")              # its Tribute
    table.monster(1, "Celtic Guardian")           # a face-up monster to equip Gilfer to
    table.spell_trap(1, "Solemn Judgment")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Archfiend of Gilfer", request="idle")
    s.pick("tribute", "Mystical Elf")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    assert of_type(duel, "summon_negated") and "Archfiend of Gilfer" in grave(duel, 0)
    assert of_type(duel, "missed_timing") == []
    s.pick("yes", "Archfiend of Gilfer", player=0, request="yes_no")
    s.pick("target", "Celtic Guardian", player=0)
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    [guardian] = duel.monsters(1)
    assert duel.atk(guardian) == 1400 - 500
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Archfiend of Gilfer"]   # its owner's Equip Card
