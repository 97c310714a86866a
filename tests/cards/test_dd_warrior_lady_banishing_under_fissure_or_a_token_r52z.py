"""D.D. Warrior Lady when she loses the battle under Dimensional Fissure, and when the monster
she battled is a Token (round 52z, the GOAT preset).

Her effect activates after damage calculation, while a monster destroyed by that battle is still
on the field (seed 004 §战斗阶段: 效果的处理在伤害计算之后; yugipedia "Card Rulings:D.D. Warrior
Lady": she may use it even when she is destroyed by that battle). Dimensional Fissure (seed 000
§墓地): a monster that would go to the GY is banished instead. A Token that leaves the field
vanishes (seed 000 §衍生物): banished, it is in no banished zone."""

from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_lady_destroyed_by_battle_under_the_fissure_still_banishes_her_attacker():
    """Q: my opponent's Dimensional Fissure is face-up; their Battle Ox (1700) attacks my D.D.
    Warrior Lady (1500 ATK). May I use her effect? A: yes: after damage calculation she is still
    on the field; Battle Ox and the Lady are both banished, I take 200, and no card is in a GY."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    lady = table.monster(0, "D.D. Warrior Lady")
    table.spell_trap(1, "Dimensional Fissure", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=lady)
    s.pick("yes", request="yes_no", player=0)
    s.expect(request="battle", player=1)
    assert banished(duel, 0) == ["D.D. Warrior Lady"] and banished(duel, 1) == ["Battle Ox"]
    assert grave(duel, 0) == [] and grave(duel, 1) == []
    assert lp(duel) == (7800, 8000)


def test_a_sheep_token_the_lady_banishes_vanishes():
    """Q: my D.D. Warrior Lady attacks my opponent's Sheep Token (0 DEF, Defense Position) and I
    use her effect. A: the Lady is banished; the Token leaves the field and vanishes -- it is in
    no banished zone and no GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "D.D. Warrior Lady")
    token = table.monster(1, "Sheep Token", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "D.D. Warrior Lady", target=token)
    s.pick("yes", request="yes_no", player=0)
    s.expect(request="battle", player=0)
    assert banished(duel, 0) == ["D.D. Warrior Lady"] and banished(duel, 1) == []
    assert grave(duel, 1) == [] and field_monsters(duel, 1) == []
    assert lp(duel) == (8000, 8000)
