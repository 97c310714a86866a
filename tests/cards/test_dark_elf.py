"""Dark Elf (21417692): its controller pays 1000 LP to declare each of its attacks.

Sources: the card's text, the same in 2005 (Metal Raiders MRD-068: its attack costs 1000 of
its controller's LP) and today; the Toons' rule for an attack cost (seed 004 §特殊效果怪兽: paid
as the attack is declared; without the LP the attack cannot be declared); the cost stays paid
when the attack is then negated (Magic Cylinder: a cost is never given back, our reading of the
Toons' attack cost, which the engine already plays so); seed
000 §效果分類 (Skill Drain negates a face-up monster's continuous effect on the field: Dark Elf
then attacks without paying -- our reading of the rule documents). One text in both eras."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_dark_elf_pays_1000_to_attack():
    """Q: Dark Elf (2000) attacks directly. A: I pay 1000 LP as I declare the attack; my
    opponent takes 2000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Elf", target="player")
    _resolve(s)
    assert lp(duel) == (7000, 6000)


def test_dark_elf_cannot_attack_without_1000_lp():
    """Q: I have 900 LP. May Dark Elf attack? A: no: I cannot pay its 1000 LP."""
    table = Table(turn=3, turn_player=0, phase="battle_step", lp=(900, 8000))
    table.monster(0, "Dark Elf")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("attack", "Dark Elf")
    assert s.has("attack", "Battle Ox", target="player")


def test_dark_elf_pays_even_when_magic_cylinder_negates_the_attack():
    """Q: Dark Elf attacks directly and my opponent answers with Magic Cylinder. A: the 1000 LP
    stay paid (a cost); the attack is negated and I take 2000: 5000 LP left."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Elf")
    table.spell_trap(1, "Magic Cylinder")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Elf", target="player")
    s.pick("activate", "Magic Cylinder", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Dark Elf", player=1)
    _resolve(s)
    assert lp(duel) == (5000, 8000)
    assert grave(duel, 1) == ["Magic Cylinder"]


def test_dark_elf_under_skill_drain_attacks_for_free():
    """Q: my opponent controls Skill Drain; Dark Elf attacks directly. A: its effect is negated:
    no LP are paid; my opponent takes 2000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Elf")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Elf", target="player")
    _resolve(s)
    assert lp(duel) == (8000, 6000)
    assert [e["amount"] for e in of_type(duel, "damage")] == [2000]
