"""4-Starred Ladybug of Doom (83994646), FLIP: the opponent's face-up Level 4 monsters are all wiped
out (our words).

Sources, in our words: the card's texts (PSV, 2002: all Level 4 monsters on the opponent's side;
today's and the OCG text, yugioh-wiki.net 《死の４つ星てんとう虫》: the face-up Level 4 monsters the
opponent controls); nothing is targeted. A face-down monster shows no Level (seed 000 §怪獸的表示形式),
so it stays (our reading of the 2002 wording too: no ERAS entry). Attacked while face-down, the Flip
effect is activated after damage calculation (seed 000 §效果分類 反轉效果), so a Level 4 attacker that
survived the battle is still on the field and is destroyed."""

from duelist.testing.reads import field_monsters as monsters, grave
from duelist.testing.scenario import Script, Table

LB = "4-Starred Ladybug of Doom"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_4_starred_ladybug_of_doom_destroys_face_up_level_4_only():
    """Q: I Flip Summon the Ladybug; my opponent has a face-up Battle Ox (Level 4), a face-up Gemini Elf
    (Level 4), a face-up Giant Soldier of Stone (Level 3), a face-up Summoned Skull (Level 6) and a Set
    Celtic Guardian (Level 4). A: Battle Ox and Gemini Elf are destroyed; the others stay."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
        table.monster(0, LB, position="set")
        table.monster(1, "Battle Ox")
        table.monster(1, "Gemini Elf", position="defense")
        table.monster(1, "Giant Soldier of Stone")
        table.monster(1, "Summoned Skull")
        table.monster(1, "Celtic Guardian", position="set")
        duel = table.build()
        s = Script(duel)
        s.pick("flip_summon", LB)
        _pass_all(s, duel)
        assert sorted(grave(duel, 1)) == ["Battle Ox", "Gemini Elf"], rules
        assert sorted(monsters(duel, 1)) == ["Celtic Guardian", "Giant Soldier of Stone", "Summoned Skull"]


def test_4_starred_ladybug_of_doom_leaves_its_own_side_alone():
    """Q: I control a face-up Battle Ox too. A: only my opponent's Level 4 monsters are destroyed;
    my Battle Ox stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, LB, position="set")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", LB)
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Mad Dog of Darkness"] and grave(duel, 0) == []
    assert sorted(monsters(duel, 0)) == [LB, "Battle Ox"]


def test_4_starred_ladybug_of_doom_attacked_face_down_destroys_the_attacker():
    """Q: my opponent's Battle Ox (1700) attacks my Set Ladybug (DEF 1200). A: the Ladybug is destroyed
    by battle, but its Flip effect is activated after damage calculation and destroys the Battle Ox
    too; no battle damage (Defense Position)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    bug = table.monster(0, LB, position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=bug, request="battle")
    _pass_all(s, duel)
    assert grave(duel, 0) == [LB] and grave(duel, 1) == ["Battle Ox"]
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 8000


def test_4_starred_ladybug_of_doom_nothing_to_destroy_still_resolves():
    """Q: my opponent controls only a Set monster. A: the Flip effect is activated and destroys nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, LB, position="set")
    table.monster(1, "Battle Ox", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", LB)
    _pass_all(s, duel)
    assert grave(duel, 1) == [] and monsters(duel, 1) == ["Battle Ox"]
