"""Mobius the Frost Monarch's targets answered in the chain (the GOAT preset; round 52w).

Sources: Mobius' text (when Tribute Summoned, its controller may target up to 2 Spell/Trap
Cards on the field and destroy them); Scapegoat and Torrential Tribute's texts; Seed 004
§连锁和咒文速度 (the last link resolves first); Seed 000 §効果処理 (a target gone from the field
is not destroyed; the other target still is; an activated effect resolves though its monster
has left the field)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _mobius_targets(chained, other, opp_monster=None):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.hand(0, "Mobius the Frost Monarch")
    first = table.spell_trap(1, chained)
    second = table.spell_trap(1, other)
    if opp_monster:
        table.monster(1, opp_monster)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Mobius the Frost Monarch")
    s.pick("tribute", "Battle Ox")
    s.pick("yes", player=0)
    s.pick("target", first, player=0)
    s.pick("target", second, player=0)
    s.pick("activate", chained, player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    return duel


def test_a_targeted_scapegoat_chained_leaves_its_tokens():
    """Q: Mobius targets my opponent's Set Scapegoat and Set Mirror Force; they chain Scapegoat.
    A: four Sheep Tokens arrive and stay; Scapegoat is in the GY already when Mobius' effect
    resolves, which destroys Mirror Force."""
    duel = _mobius_targets("Scapegoat", "Mirror Force")
    assert field_monsters(duel, 1) == ["Sheep Token"] * 4
    assert grave(duel, 1) == ["Scapegoat", "Mirror Force"]
    assert field_monsters(duel, 0) == ["Mobius the Frost Monarch"]


def test_torrential_tribute_chained_destroys_mobius_but_not_its_effect():
    """Q: Mobius targets my opponent's Set Torrential Tribute and Set Mirror Force; they chain
    Torrential Tribute. A: every monster is destroyed, Mobius too; Mobius' effect still
    resolves and destroys Mirror Force (Torrential Tribute has already gone to the GY)."""
    duel = _mobius_targets("Torrential Tribute", "Mirror Force", opp_monster="Mystical Elf")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert grave(duel, 0) == ["Battle Ox", "Mobius the Frost Monarch"]
    assert grave(duel, 1) == ["Mystical Elf", "Torrential Tribute", "Mirror Force"]
