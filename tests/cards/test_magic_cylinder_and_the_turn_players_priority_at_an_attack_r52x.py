"""At an attack declaration the turn player may act first; Magic Cylinder, chained in that same
first chain, still answers the attack, and reads the attacker's ATK as it resolves (round 52x).

Seed 000 §回合玩家的優先權 (in every phase and step the turn player may activate first; the
opponent may then answer) and seed 004 §连锁和咒文速度 (the chain resolves backwards); Yugipedia
"Card Rulings: Mirror Force" (Konami Judge Program: cards like Magic Cylinder answer an attack
in the first chain of the Battle Step, whoever started it); Magic Cylinder's text (damage equal to
the attacking monster's ATK, as it resolves). Both presets."""

import pytest

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table


def _attack(rules):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.hand(0, "Rush Recklessly")
    table.spell_trap(1, "Magic Cylinder")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.expect(request="chain", player=0)         # the turn player first
    return duel, s


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_magic_cylinder_chained_to_the_attackers_rush_recklessly_reflects_the_atk_before_it(rules):
    """Q: my Battle Ox (1700) attacks directly and I use my priority first: Rush Recklessly
    (+700) on it. My opponent chains Magic Cylinder. A: it may: this is the attack's first chain.
    Magic Cylinder resolves before Rush Recklessly: I take 1700, and the attack is negated."""
    duel, s = _attack(rules)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Battle Ox")
    s.pick("activate", "Magic Cylinder", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000 - 1700, 8000)
    assert of_type(duel, "attack_ended")[-1]["reason"] == "negated"
    s.expect(request="battle", player=0)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_rush_recklessly_chained_to_magic_cylinder_raises_the_damage(rules):
    """Q: the same attack; I pass first, my opponent activates Magic Cylinder, and I chain Rush
    Recklessly to it. A: Rush Recklessly resolves first: Battle Ox has 2400 ATK when Magic
    Cylinder resolves, so I take 2400."""
    duel, s = _attack(rules)
    s.pick("pass")
    s.pick("activate", "Magic Cylinder", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    s.pick("activate", "Rush Recklessly", player=0, request="chain")
    s.pick("target", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000 - 2400, 8000)
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == [(0, 2400)]
