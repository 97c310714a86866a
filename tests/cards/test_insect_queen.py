"""Insect Queen (Effect Monster): 200 more ATK for each Insect monster on the field; to declare
an attack with it, its controller must Tribute 1 other monster they control.

Sources: yugioh-wiki.net 《インセクト女王》 (the text: (1) a continuous ATK gain per Insect on the
field, itself counted; (2) the Tribute "when it declares an attack", a continuous effect, so the
attack is offered only where it can be paid, any monster of its controller but itself); a
face-down monster has no Type for the count (seed 000 §怪獸的表示形式: a face-down monster's
facts are unknown); Skill Drain's text (a face-up monster's effects on the field are negated: no
gain, no Tribute to pay). The Tribute is paid as the attack is declared (the engine's depth of
`attack_lp_cost`, the Toons' LP): a negated attack leaves it paid. Its End Phase Insect Monster
Token: tests/cards/test_insect_queen_token_r59x.py.
The 2005 text does what today's does (its ATK and its Tribute: tested under both presets).
"""

import pytest

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

QUEEN = "Insect Queen"


def _pass_chains(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_insect_queen_tributes_its_partner_to_attack(rules):
    """Q: my Insect Queen (2200, itself an Insect: 2400) attacks my opponent's Mystical Elf; my
    only other monster is Battle Ox. A: Battle Ox is Tributed as the attack is declared; the Elf
    (800 ATK) is destroyed and my opponent takes 1600 (2005 text and today's alike)."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, QUEEN)
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf")
    duel = table.build()
    queen = duel.monsters(0)[0]
    assert duel.atk(queen) == 2400
    s = Script(duel)
    s.pick("attack", QUEEN, target=elf)
    assert grave(duel, 0) == ["Battle Ox"]          # Tributed at once, before any answer
    _pass_chains(s)
    assert duel.players[1].lp == 8000 - 1600 and grave(duel, 1) == ["Mystical Elf"]
    assert field_monsters(duel, 0) == [QUEEN]
    tribute = [e for e in of_type(duel, "to_grave") if e.get("reason") == "tribute"]
    assert len(tribute) == 1


def test_insect_queen_cannot_attack_without_another_monster():
    """Q: Insect Queen is my only monster; may it attack? A: no: it has nothing to Tribute, so
    the Battle Step offers it no attack (Battle Ox, beside it, may attack once it is there)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, QUEEN)
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    assert not s.has("attack", QUEEN)
    assert [o.kind for o in duel.request.options] == ["end_battle"]


def test_insect_queen_may_tribute_a_face_down_monster_and_asks_which():
    """Q: beside Insect Queen I have a Set monster and a face-up Battle Ox; which may I Tribute
    to attack? A: either ("1 other monster you control", any way up): I am asked, and the one
    I choose goes (the Set Mystical Elf here), Battle Ox stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, QUEEN)
    table.monster(0, "Battle Ox")
    setelf = table.monster(0, "Mystical Elf", position="set")
    table.monster(1, "Hitotsu-Me Giant")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", QUEEN, target="Hitotsu-Me Giant")
    assert duel.request.kind == "tribute" and duel.request.player == 0
    assert len(duel.request.options) == 2
    s.pick("tribute", setelf, request="tribute")
    _pass_chains(s)
    assert grave(duel, 0) == ["Mystical Elf"] and field_monsters(duel, 0) == [QUEEN, "Battle Ox"]
    assert grave(duel, 1) == ["Hitotsu-Me Giant"]


def test_insect_queen_counts_face_up_insects_on_both_fields_and_loses_its_tributed_one():
    """Q: beside my Insect Queen I have Killer Needle (an Insect); my opponent has a face-up
    Hercules Beetle and a Set Insect. What is its ATK, and after it Tributes Killer Needle to
    attack? A: 2200 + 3 x 200 = 2800 (the Set one has no Type to count); Killer Needle Tributed,
    2600 in the battle: Hercules Beetle (1500) is destroyed, 1100 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, QUEEN)
    table.monster(0, "Killer Needle")
    beetle = table.monster(1, "Hercules Beetle")
    table.monster(1, "Killer Needle", position="set")
    duel = table.build()
    queen = duel.monsters(0)[0]
    assert duel.atk(queen) == 2800
    s = Script(duel)
    s.pick("attack", QUEEN, target=beetle)
    _pass_chains(s)
    battle = of_type(duel, "battle")
    assert battle[-1]["atk"] == 2600
    assert duel.players[1].lp == 8000 - 1100 and grave(duel, 1) == ["Hercules Beetle"]
    assert grave(duel, 0) == ["Killer Needle"]


def test_insect_queen_tribute_stays_paid_when_the_attack_is_negated():
    """Q: my Insect Queen Tributes Battle Ox to attack and my opponent answers with Negate
    Attack. A: the attack is negated, Battle Ox stays in the GY (the Tribute was paid as the
    attack was declared), no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, QUEEN)
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Negate Attack")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", QUEEN, target=elf)
    while duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    s.pick("activate", "Negate Attack", player=1, request="chain")
    _pass_chains(s)
    assert grave(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == ["Mystical Elf"]
    assert duel.players[1].lp == 8000 and of_type(duel, "battle") == []


def test_insect_queen_under_skill_drain_attacks_without_a_tribute():
    """Q: under a face-up Skill Drain, may my Insect Queen attack with no monster to Tribute,
    and what is its ATK? A: its effects are negated: no Tribute is needed, and it has its own
    2200 ATK (no gain)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, QUEEN)
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    queen = duel.monsters(0)[0]
    assert duel.atk(queen) == 2200
    s = Script(duel)
    s.pick("attack", QUEEN, target=elf)
    _pass_chains(s)
    assert duel.players[1].lp == 8000 - 1400 and grave(duel, 1) == ["Mystical Elf"]
    assert grave(duel, 0) == []


def test_insect_queen_cannot_tribute_summoner_monk_to_attack():
    """Q: my only other monster is a face-up Summoner Monk (it cannot be Tributed); may Insect
    Queen attack? A: no: there is nothing it may Tribute, so no attack is offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, QUEEN)
    table.monster(0, "Summoner Monk", position="defense")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    assert not s.has("attack", QUEEN)
    assert field_monsters(duel, 0) == [QUEEN, "Summoner Monk"]
