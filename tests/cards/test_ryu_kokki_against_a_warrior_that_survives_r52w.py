"""Ryu Kokki against a Warrior that survives the battle (the GOAT preset; round 52w).

Sources: Ryu Kokki's text (at the end of the Damage Step, a Warrior or Spellcaster that battled
it is destroyed); Blade Knight's text (400 more ATK while its controller holds 1 card or
fewer); Seed 004 §伤害的判定 (an attack equal to the defender's DEF destroys nothing)."""

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def test_blade_knight_bouncing_off_ryu_kokkis_defense_is_destroyed_after_the_battle():
    """Q: my Blade Knight (2000 with my hand empty) attacks my opponent's face-up Defense Ryu
    Kokki (2000 DEF). A: the battle destroys neither and deals no damage; at the end of the
    Damage Step Ryu Kokki's effect destroys my Blade Knight, a Warrior."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blade Knight")
    kokki = table.monster(1, "Ryu Kokki", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blade Knight", target=kokki)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="battle", player=0)
    [battle] = of_type(duel, "battle")
    assert battle["atk"] == 2000 and battle["value"] == 2000
    assert grave(duel, 0) == ["Blade Knight"]
    assert field_monsters(duel, 1) == ["Ryu Kokki"]
    assert lp(duel) == (8000, 8000)
