"""Little Chimera (68658728), Level 2 FIRE Beast, 600 / 550: while it is face-up, every face-up
FIRE monster on the field gains 500 ATK and every face-up WATER monster loses 400 ATK.

Sources, in our words: the card's texts (MRD-117, 2002, and today's: all FIRE monsters on the
field gain 500 ATK, all WATER monsters lose 400: no ERAS entry): both players' monsters, itself
included (it is FIRE); seed 000 §怪獸的表示形式 (a face-down monster's ATK is not changed; a
face-down Little Chimera applies nothing); Skill Drain's text (it negates the effects of face-up
monsters on the field: the changes stop). It is Milus Radiant's FIRE / WATER twin
(tests/cards/test_milus_radiant_r57g.py)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

LC = "Little Chimera"


def _atk(duel, ref):
    return duel.atk(ref.card(duel))


def test_little_chimera_changes_fire_and_water_on_both_sides():
    """Q: I control Little Chimera and UFO Turtle (FIRE, 1400); my opponent controls Hinotama Soul
    (FIRE, 600), Mother Grizzly (WATER, 1400), Battle Ox (EARTH) and a Set Kairyu-Shin (WATER).
    A: Little Chimera 1100, UFO Turtle 1900, Hinotama Soul 1100, Mother Grizzly 1000, Battle Ox
    1700; the Set one keeps 1800."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    lc = table.monster(0, LC)
    turtle = table.monster(0, "UFO Turtle")
    soul = table.monster(1, "Hinotama Soul")
    grizzly = table.monster(1, "Mother Grizzly")
    ox = table.monster(1, "Battle Ox")
    kairyu = table.monster(1, "Kairyu-Shin", position="set")
    duel = table.build()
    assert [_atk(duel, r) for r in (lc, turtle, soul, grizzly, ox)] == [1100, 1900, 1100, 1000, 1700]
    assert _atk(duel, kairyu) == 1800


def test_little_chimera_face_down_applies_nothing_and_two_add_up():
    """Q: (1) my Little Chimera is Set beside Mother Grizzly (1400); (2) two face-up Little
    Chimera beside Mother Grizzly. A: (1) 1400 and the Chimera applies nothing; (2) the effects
    add up: each Chimera 600 + 1000 = 1600, Mother Grizzly 1400 - 800 = 600."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, LC, position="set")
    grizzly = table.monster(1, "Mother Grizzly")
    duel = table.build()
    assert _atk(duel, grizzly) == 1400

    table = Table(rules="GOAT", turn=3, turn_player=0)
    first = table.monster(0, LC)
    second = table.monster(0, LC)
    grizzly = table.monster(1, "Mother Grizzly")
    duel = table.build()
    assert [_atk(duel, r) for r in (first, second, grizzly)] == [1600, 1600, 600]


def test_little_chimera_wins_a_battle_its_bonus_decides():
    """Q: my Little Chimera (1100 with its own effect) attacks my opponent's Mother Grizzly (1000
    with it). A: Mother Grizzly is destroyed, my opponent takes 100 and may float a WATER monster
    (Penguin Soldier: 750 - 400 = 350 ATK while the Chimera is face-up)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LC)
    grizzly = table.monster(1, "Mother Grizzly")
    table.deck(1, ["Penguin Soldier"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LC, target=grizzly, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("yes", player=1, request="yes_no")
    if duel.request.kind == "select":
        s.pick("select", "Penguin Soldier")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.players[1].lp == 8000 - 100 and grave(duel, 1) == ["Mother Grizzly"]
    assert field_monsters(duel, 0) == [LC] and field_monsters(duel, 1) == ["Penguin Soldier"]
    assert duel.atk(duel.monsters(1)[0]) == 350


def test_little_chimera_under_skill_drain():
    """Q: Skill Drain is face-up while Little Chimera, UFO Turtle and Mother Grizzly are on the
    field. A: Little Chimera's effect is negated: 600, 1400 and 1400."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    lc = table.monster(0, LC)
    turtle = table.monster(0, "UFO Turtle")
    grizzly = table.monster(1, "Mother Grizzly")
    duel = table.build()
    assert [_atk(duel, r) for r in (lc, turtle, grizzly)] == [600, 1400, 1400]
