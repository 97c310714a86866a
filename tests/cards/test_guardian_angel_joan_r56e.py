"""Guardian Angel Joan (68007326): when it destroys a monster by battle and sends it to the GY,
its controller gains LP equal to that monster's original ATK (a mandatory trigger at the end of
the Damage Step).

Sources: the card's text (IOC-087, 2004, and today's, in our words: "the original ATK of the
destroyed monster"); yugioh-wiki.net 《守護天使 ジャンヌ》 (a trigger effect; nothing when the monster
cannot go to the GY -- Macro Cosmos -- or when both monsters are destroyed); seed 004 §伤害步骤 (the
trigger at the end of the Damage Step). Both presets play the same text."""

import pytest

from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

JOAN = "Guardian Angel Joan"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_guardian_angel_joan_gains_the_destroyed_monsters_original_atk(rules):
    """Q: Joan (2800) attacks my opponent's Battle Ox (1700) equipped with Axe of Despair (2700).
    A: Battle Ox is destroyed (my opponent takes 100); I gain 1700, its original ATK: 9700."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, JOAN)
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Axe of Despair", face_down=False, equipped_to=ox)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", JOAN, target=ox)
    _pass(s)
    assert lp(duel) == (9700, 7900)
    assert "Battle Ox" in grave(duel, 1)


def test_guardian_angel_joan_a_face_down_defender_counts_its_atk():
    """Q: Joan attacks a face-down Mystical Elf (800/2000). A: it is destroyed; I gain its ATK,
    800, not its DEF."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, JOAN)
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", JOAN, target=elf)
    _pass(s)
    assert lp(duel) == (8800, 8000)
    assert grave(duel, 1) == ["Mystical Elf"]


def test_guardian_angel_joan_when_attacked_too():
    """Q: my opponent's Summoned Skull (2500) attacks my Joan. A: Skull is destroyed by Joan's
    battle: I gain 2500 (8000 -> 10500), my opponent takes 300."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(0, JOAN)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=JOAN)
    _pass(s)
    assert lp(duel) == (10500, 7700)


def test_guardian_angel_joan_nothing_when_both_are_destroyed():
    """Q: my Joan (2800) attacks my opponent's Joan (2800): both are destroyed. A: neither Joan is
    on the field at the end of the Damage Step: no one gains LP."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, JOAN)
    theirs = table.monster(1, JOAN)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", JOAN, target=theirs)
    _pass(s)
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 0) == [JOAN] and grave(duel, 1) == [JOAN]


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_guardian_angel_joan_under_macro_cosmos(rules):
    """Q: Macro Cosmos is face-up; Joan destroys Battle Ox by battle. A: Battle Ox is banished, not
    sent to the GY: Joan's effect does not activate, no LP gained."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, JOAN)
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", JOAN, target=ox)
    _pass(s)
    assert lp(duel) == (8000, 6900)
    assert banished(duel, 1) == ["Battle Ox"] and field_monsters(duel, 0) == [JOAN]
