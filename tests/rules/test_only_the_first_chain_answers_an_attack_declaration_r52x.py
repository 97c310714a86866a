"""Only the chain started at an attack declaration answers that declaration: once it has
resolved, Mirror Force waits for the next attack, while a Trap with no such moment (Waboku) may
still start a new chain before the Damage Step (round 52x).

Seed 004 §战斗阶段的流程 (the Battle Step: an attack is declared, then the Damage Step) and
§连锁和咒文速度; Yugipedia "Card Rulings: Mirror Force" (Konami Judge Program Forum: several chains
may happen in the Battle Step before the Damage Step; only the first may respond to the attack
directly, and only there may cards like Mirror Force, Sakuretsu Armor and Magic Cylinder be
activated; cards without that restriction, Waboku, Book of Moon, Compulsory Evacuation Device,
may still be activated in a later chain). Both presets."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_mirror_force_waits_for_the_next_attack_once_the_first_chain_resolved(rules):
    """Q: my opponent's Battle Ox attacks my Celtic Guardian; I answer with Dust Tornado on their
    Set card and it resolves. May I now activate Mirror Force, or Waboku? A: Waboku yes, in a new
    chain before the Damage Step; Mirror Force no: its moment was the first chain. I activate
    Waboku: no damage, my Guardian survives. When Koumori Dragon then declares an attack, Mirror
    Force is offered again and destroys both attackers in Attack Position."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Koumori Dragon")
    hole = table.spell_trap(0, "Trap Hole", set_this_turn=True)
    guardian = table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Dust Tornado")
    table.spell_trap(1, "Waboku")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian)
    s.expect(request="chain", player=1)
    assert s.has("activate", "Mirror Force") and s.has("activate", "Waboku")
    s.pick("activate", "Dust Tornado")
    s.pick("target", hole)
    s.pick("pass", player=1, request="chain")       # nothing chained to Dust Tornado
    assert grave(duel, 0) == ["Trap Hole"]
    # a second chain in the same Battle Step: Waboku only
    s.expect(request="chain", player=1)
    assert duel.step == "battle"
    assert [o.name for o in duel.request.options if o.kind == "activate"] == ["Waboku"]
    s.pick("activate", "Waboku")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 8000)
    assert field_monsters(duel, 1) == ["Celtic Guardian"]
    # the next attack declaration is a new moment: Mirror Force answers it
    s.pick("attack", "Koumori Dragon", target=guardian, request="battle")
    s.pick("activate", "Mirror Force", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Koumori Dragon", "Trap Hole"]
