"""Astral Barrier (Continuous Trap): when an opponent's monster attacks a monster you control,
you may make the attack a direct attack.

Sources: yugioh-wiki.net 《アストラルバリア》 (the text; its use beside 《スピリットバリア》: the attack
turned away from the monster, no battle damage while you control a monster; the choice is
optional); the OCG rule as we recall its FAQ and our reading of seed 004 §战斗阶段 (the change
of the target is no new attack declaration: what answers an attack declaration is not asked
again, and the attack goes on); Jinzo's text (Trap Cards on the field have their effects
negated). The change is applied as the attack is declared, with no chain link (a continuous
effect of the face-up card). The 2005 text does what today's does (tested under both presets).
"""

import pytest

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def _table(rules="GOAT"):
    """Player 1's turn, Battle Step: their Battle Ox (1700) may attack player 0's Mystical Elf
    (800 ATK, Attack Position); player 0 has a face-up Astral Barrier."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    elf = table.monster(0, "Mystical Elf")
    table.spell_trap(0, "Astral Barrier", face_down=False)
    return table, elf


def _pass_chains(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_astral_barrier_makes_the_attack_on_my_monster_direct(rules):
    """Q: my opponent's Battle Ox attacks my Mystical Elf; I have a face-up Astral Barrier. A: I
    may make it a direct attack: I take 1700, Mystical Elf is not battled and stays (2005 text
    and today's alike)."""
    table, elf = _table(rules)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf, player=1)
    s.pick("yes", player=0, request="yes_no")
    _pass_chains(s)
    assert duel.players[0].lp == 8000 - 1700 and duel.players[1].lp == 8000
    assert field_monsters(duel, 0) == ["Mystical Elf"] and grave(duel, 0) == []
    made = of_type(duel, "attack_made_direct")
    assert len(made) == 1 and made[0]["from"] == elf.uid(duel) and made[0]["by_name"] == "Astral Barrier"
    battle = of_type(duel, "battle")
    assert len(battle) == 1 and battle[0]["target"] == "player"


def test_astral_barrier_is_optional():
    """Q: may I let the attack on my Mystical Elf go on? A: yes ("you can"): the Elf is destroyed
    by battle and I take 900."""
    table, elf = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf, player=1)
    s.pick("no", player=0, request="yes_no")
    _pass_chains(s)
    assert duel.players[0].lp == 8000 - 900 and grave(duel, 0) == ["Mystical Elf"]
    assert of_type(duel, "attack_made_direct") == []


def test_astral_barrier_asks_nothing_of_my_own_attack_or_a_direct_one():
    """Q: does Astral Barrier touch my own monster's attack, or an attack already direct? A: no:
    only an opponent's monster attacking a monster I control."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(0, "Astral Barrier", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf, player=0)
    _pass_chains(s)
    assert duel.request.kind == "battle" and grave(duel, 1) == ["Mystical Elf"]
    assert duel.players[1].lp == 8000 - 900
    # the opponent's direct attack: no question either
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Astral Barrier", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=1)
    _pass_chains(s)
    assert duel.request.kind == "battle" and duel.players[0].lp == 8000 - 1700
    assert of_type(duel, "attack_made_direct") == []


def test_astral_barrier_with_spirit_barrier_takes_no_damage():
    """Q: with Astral Barrier and Spirit Barrier face-up, my opponent's Battle Ox attacks my
    Mystical Elf and I make it direct. A: the Elf is not battled, and I take no battle damage
    while I control a monster (yugioh-wiki.net 《アストラルバリア》: the Spirit Barrier combo)."""
    table, elf = _table()
    table.spell_trap(0, "Spirit Barrier", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf, player=1)
    s.pick("yes", player=0, request="yes_no")
    _pass_chains(s)
    assert duel.players[0].lp == 8000 and field_monsters(duel, 0) == ["Mystical Elf"]


def test_astral_barrier_is_no_new_attack_declaration():
    """Q: once my Astral Barrier made the attack direct, may I still answer the attack
    declaration (Negate Attack), and is the attack declared again? A: the same window goes on:
    I may activate Negate Attack, which negates it (no damage); one attack declaration only."""
    table, elf = _table()
    table.spell_trap(0, "Negate Attack")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf, player=1)
    s.pick("yes", player=0, request="yes_no")
    while duel.request.kind == "chain" and not s.has("activate", "Negate Attack"):
        s.pick("pass")
    s.pick("activate", "Negate Attack", player=0, request="chain")
    _pass_chains(s)
    assert duel.players[0].lp == 8000 and field_monsters(duel, 0) == ["Mystical Elf"]
    assert len(of_type(duel, "attack")) == 1 and len(of_type(duel, "attack_made_direct")) == 1
    assert of_type(duel, "battle") == []


def test_astral_barrier_does_nothing_against_jinzo():
    """Q: my opponent's Jinzo attacks my Mystical Elf; may my face-up Astral Barrier make it
    direct? A: no: Jinzo negates the effects of Trap Cards on the field; I am not asked, the
    Elf is destroyed (2400 - 800 = 1600 damage)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Jinzo")
    elf = table.monster(0, "Mystical Elf")
    table.spell_trap(0, "Astral Barrier", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Jinzo", target=elf, player=1)
    _pass_chains(s)
    assert duel.players[0].lp == 8000 - 1600 and grave(duel, 0) == ["Mystical Elf"]
    assert of_type(duel, "attack_made_direct") == []


def test_astral_barrier_leaves_the_attack_answerable_by_sakuretsu_armor():
    """Q: my Astral Barrier made the attack of Battle Ox on my Mystical Elf direct; may I still
    destroy the attacker with Sakuretsu Armor? A: yes: the attack goes on (only its target
    changed) and Battle Ox is the attacking monster: it is destroyed, I take no damage."""
    table, elf = _table()
    table.spell_trap(0, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf, player=1)
    s.pick("yes", player=0, request="yes_no")
    while duel.request.kind == "chain" and not s.has("activate", "Sakuretsu Armor"):
        s.pick("pass")
    s.pick("activate", "Sakuretsu Armor", player=0, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", request="target")
    _pass_chains(s)
    assert grave(duel, 1) == ["Battle Ox"] and duel.players[0].lp == 8000
    assert field_monsters(duel, 0) == ["Mystical Elf"] and of_type(duel, "battle") == []
