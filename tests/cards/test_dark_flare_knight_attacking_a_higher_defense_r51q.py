"""Dark Flare Knight makes its controller's battle damage from its battles 0, also the damage
its controller takes when it attacks a higher-DEF monster; the opponent's battle damage from its
battles is dealt as usual (round 51q).

Seed 004 §伤害的判定 (attacking a Defense Position monster with lower ATK: no destruction, the
attacking player takes the difference) with Dark Flare Knight's text (battle damage to its
controller from battles involving it becomes 0); its attacked case is
tests/cards/test_goat_fusions.py's."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table


def _dark_flare_knight_attacks(target, position):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Flare Knight", summon_kind="fusion")       # 2200 / 800
    defender = table.monster(1, target, position=position)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Flare Knight", target=defender)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel


def test_dark_flare_knight_attacking_a_higher_defense_costs_its_controller_nothing():
    """Q: Dark Flare Knight (2200) attacks my Blue-Eyes White Dragon in Defense Position (2500
    DEF). A: nothing is destroyed, and its controller takes no battle damage (the 300 becomes 0)."""
    duel = _dark_flare_knight_attacks("Blue-Eyes White Dragon", "defense")
    assert lp(duel) == (8000, 8000)
    assert of_type(duel, "damage") == []
    assert [(e["player"], e["amount"]) for e in of_type(duel, "no_damage")] == [(0, 300)]


def test_dark_flare_knight_still_inflicts_battle_damage_to_the_opponent():
    """Q: Dark Flare Knight (2200) attacks my Battle Ox (1700) in Attack Position. A: my Battle Ox
    is destroyed and I take 500: only its controller's damage is 0."""
    duel = _dark_flare_knight_attacks("Battle Ox", "attack")
    assert lp(duel) == (8000, 7500)
