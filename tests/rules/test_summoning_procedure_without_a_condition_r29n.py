"""A monster's own summoning procedure ("you can Special Summon this card from your hand")
with no condition in its text is offered in its controller's Main Phase whenever a Monster
Zone is free (seed 000 §特殊召唤: a Special Summon by a monster's own procedure; nothing else
to meet). The engine allows a procedure declared without a condition (`Effect.condition`
None): it is then always met.

A stand-in: Battle Ox given such a procedure. (turn.py `_main_menu`: the procedure's
condition asked only where it has one.)"""

from duelist.cards.common import SUMMON_PROC, Effect
from duelist.engine import state as S
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _hand_battle_ox(monkeypatch):
    stand_in(monkeypatch, "Battle Ox", [Effect(SUMMON_PROC, range=(S.HAND,), label="Special Summon from the hand")])
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Battle Ox")
    return table


def test_a_procedure_without_a_condition_is_offered_and_summons_the_monster(monkeypatch):
    duel = _hand_battle_ox(monkeypatch).build()
    s = Script(duel)
    assert s.has("special_summon", "Battle Ox")
    s.pick("special_summon", "Battle Ox")
    s.pick("option", request="option", first=True)      # Attack Position
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]


def test_a_procedure_without_a_condition_still_needs_a_free_monster_zone(monkeypatch):
    table = _hand_battle_ox(monkeypatch)
    for name in ("Celtic Guardian", "Kozaky", "Mystical Elf", "Giant Soldier of Stone", "Sangan"):
        table.monster(0, name)
    assert not Script(table.build()).has("special_summon", "Battle Ox")
