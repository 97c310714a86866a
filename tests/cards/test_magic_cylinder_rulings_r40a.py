"""Magic Cylinder (62279055), the rulings players ask about: a direct attack, and Royal
Decree. Magic Cylinder is activated when an opponent's monster declares an attack and targets
that attacker: the attack is negated and its controller takes damage equal to its ATK.

Sources: yugipedia Card Rulings:Magic Cylinder (activated when an opponent's monster declares
an attack; it targets the attacking monster; the damage is the attacker's current ATK);
Royal Decree's text (negate all other Trap effects on the field) and its ruling that Traps
may still be activated under it but resolve without effect (tests/cards/test_royal_decree.py).
Seed 004 §战斗阶段的流程 (an attack declaration opens a response window), seed 000
§效果分類."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def test_magic_cylinder_answers_a_direct_attack():
    """Question: player 0's Battle Ox (1700) attacks player 1 directly; player 1 activates
    Magic Cylinder. Answer: the attack is negated, player 1 takes nothing and player 0 takes
    1700."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Magic Cylinder")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Magic Cylinder", request="chain", player=1)
    s.pick("target", "Battle Ox", request="target", player=1)
    assert lp(duel) == (6300, 8000)
    assert [e["reason"] for e in of_type(duel, "attack_ended")] == ["negated"]


def test_magic_cylinder_under_the_attackers_royal_decree_is_activated_and_does_nothing():
    """Question: player 0 controls a face-up Royal Decree; their Battle Ox attacks directly and
    player 1 activates Magic Cylinder. Answer: Magic Cylinder may be activated but its effect is
    negated: the attack is not negated, nobody takes Cylinder's damage, and Battle Ox's attack
    goes on: player 1 takes 1700 battle damage. Magic Cylinder goes to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Royal Decree", face_down=False)
    table.spell_trap(1, "Magic Cylinder")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Magic Cylinder", request="chain", player=1)
    s.pick("target", "Battle Ox", request="target", player=1)
    for _ in range(4):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    assert lp(duel) == (8000, 6300)
    assert grave(duel, 1) == ["Magic Cylinder"]
