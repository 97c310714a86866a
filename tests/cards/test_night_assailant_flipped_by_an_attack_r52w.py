"""Night Assailant flipped face-up by an attack (the GOAT preset; round 52w).

Sources: Night Assailant's text (Flip: target a monster the opponent controls and destroy it);
Seed 000 §效果分類 (a Flip effect starts when the monster is flipped face-up, also by an attack,
and is activated after damage calculation even if the battle destroyed the monster -- as
Man-Eater Bug's well-known ruling)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_night_assailant_destroyed_by_the_attack_still_destroys_a_monster():
    """Q: my Battle Ox attacks my opponent's Set Night Assailant (500 DEF). A: the Assailant is
    destroyed by the battle, but its Flip effect still activates: my opponent may target either
    of my monsters, and destroys Battle Ox; no battle damage (Defense Position)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf")
    assailant = table.monster(1, "Night Assailant", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=assailant)
    request = s.expect(request="target", player=1)
    assert sorted(o.name for o in request.options) == ["Battle Ox", "Mystical Elf"]
    s.pick("target", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="battle", player=0)
    assert grave(duel, 1) == ["Night Assailant"] and grave(duel, 0) == ["Battle Ox"]
    assert field_monsters(duel, 0) == ["Mystical Elf"]
    assert lp(duel) == (8000, 8000)
