"""Rainbow Flower (21347810), Level 2 EARTH Plant, 400 / 500: it may attack the opponent directly.

Sources, in our words: the card's text (MRD-042, 2002, and today's do the same: no ERAS entry);
yugioh-wiki.net 《レインボー・フラワー》 (the continuous effect of Ooguchi, 《ラージマウス》: a direct
attack while the opponent controls monsters, or an attack on a monster instead); Sakuretsu Armor's
text (it answers any attack declaration, a direct one included); seed 004 §直接攻击."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

FLOWER = "Rainbow Flower"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_rainbow_flower_attacks_directly_past_a_monster():
    """Q: my opponent controls Battle Ox in Attack Position; Rainbow Flower (400) attacks them
    directly. A: they take 400; both monsters stay."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, FLOWER)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert {o.target_name for o in s.options("attack", FLOWER)} >= {"Battle Ox"}
    s.pick("attack", FLOWER, target="player")
    _resolve(s)
    assert lp(duel) == (8000, 7600)
    assert [c.name for c in duel.monsters(0)] == [FLOWER]


def test_rainbow_flower_direct_attack_answered_by_sakuretsu_armor():
    """Q: Rainbow Flower declares a direct attack; my opponent activates Sakuretsu Armor. A: the
    Flower is destroyed before any damage: my opponent's LP stay 8000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, FLOWER)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", FLOWER, target="player")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", FLOWER, player=1)
    _resolve(s)
    assert grave(duel, 0) == [FLOWER]
    assert sorted(grave(duel, 1)) == ["Sakuretsu Armor"]
    assert lp(duel) == (8000, 8000)


def test_rainbow_flower_under_skill_drain_may_only_attack_the_monster():
    """Q: with Skill Drain face-up, may Rainbow Flower attack directly past Battle Ox? A: no: its
    only attack target is Battle Ox."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, FLOWER)
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert [o.target_name for o in s.options("attack", FLOWER)] == ["Battle Ox"]
