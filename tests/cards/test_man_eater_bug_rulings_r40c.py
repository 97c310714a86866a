"""Man-Eater Bug's rulings as the Yugi starter deck raises them (SDY-046): flipped, it
destroys 1 monster on the field, chosen as a target (a mandatory FLIP effect).

The card plays one text under every preset; these tests use the default preset (MR5).
Sources: yugioh-wiki.net 《人喰い虫》 FAQ (flipped face-up while it is the only monster on the
field, it destroys itself; its effect is mandatory) and its question on a Set monster it
destroys; the Edison-format rulings of Snowman Eater, the same FLIP effect (edisonrul.ing:
mandatory, it must target itself when it is alone; "if this Set card is attacked, and is
destroyed by that battle, this card can't target itself"). Seed 000 §效果分類 › 誘發效果 (a
FLIP effect is a trigger activated when the monster is flipped face-up) and seed 004
§怪兽的战斗规则 › 战斗处理时（伤害步骤）的注意 › 翻转效果的发动 (a monster attacked face-down is
flipped, its FLIP effect resolves after damage calculation, and a targeting FLIP effect cannot
target a monster whose destruction by the battle is decided)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_man_eater_bug_alone_on_the_field_destroys_itself():
    """Q: I Flip Summon Man-Eater Bug and no other monster is on the field: A: its effect is
    mandatory: its only possible target is itself, and it destroys itself."""
    table = Table(turn=3)
    bug = table.monster(0, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", bug)
    s.expect(request="target", player=0)
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Man-Eater Bug"]
    assert not [o for o in duel.request.options if o.kind != "target"]
    s.pick("target", "Man-Eater Bug")
    _resolve(s)
    assert grave(duel, 0) == ["Man-Eater Bug"] and field_monsters(duel, 0) == []


def test_man_eater_bug_destroyed_by_the_attack_that_flipped_it_destroys_another_monster():
    """Q: my opponent's Battle Ox attacks my Set Man-Eater Bug (600 DEF): A: the Bug is flipped,
    destroyed by the battle (no battle damage: it was in Defense Position), then its FLIP effect
    is activated; a Bug destroyed by that battle cannot target itself: I destroy one of their
    monsters (here the attacker)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    bug = table.monster(0, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=bug)
    _resolve(s)
    s.expect(request="target", player=0)
    targets = sorted(o.name for o in duel.request.options if o.kind == "target")
    assert targets == ["Battle Ox", "Celtic Guardian"]
    s.pick("target", "Battle Ox")
    _resolve(s)
    assert grave(duel, 0) == ["Man-Eater Bug"] and grave(duel, 1) == ["Battle Ox"]
    assert field_monsters(duel, 1) == ["Celtic Guardian"]
    assert lp(duel) == (8000, 8000)


def test_a_set_monster_destroyed_by_man_eater_bug_is_not_flipped():
    """Q: my Man-Eater Bug destroys my opponent's Set Hane-Hane: does Hane-Hane's FLIP effect
    activate? A: no: it is destroyed face-down, never flipped face-up."""
    table = Table(turn=3)
    bug = table.monster(0, "Man-Eater Bug", position="set")
    table.monster(0, "Battle Ox")
    hane = table.monster(1, "Hane-Hane", position="set")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("flip_summon", bug)
    s.pick("target", hane, player=0)
    _resolve(s)
    s.expect(request="idle", player=0)
    assert grave(duel, 1) == ["Hane-Hane"]
    assert field_monsters(duel, 0) == ["Man-Eater Bug", "Battle Ox"]
    assert [e["name"] for e in duel.log[start:] if e["type"] == "chain"] == ["Man-Eater Bug"]


def test_a_set_man_eater_bug_destroyed_by_dark_hole_does_nothing():
    """Q: I activate Dark Hole while my opponent's Man-Eater Bug is Set: A: it is destroyed
    face-down; it was never flipped, so its FLIP effect does not activate."""
    table = Table(turn=3)
    table.hand(0, "Dark Hole")
    table.monster(0, "Battle Ox")
    table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Dark Hole")
    _resolve(s)
    s.expect(request="idle", player=0)
    assert grave(duel, 1) == ["Man-Eater Bug"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Dark Hole"]
    assert [e["name"] for e in duel.log[start:] if e["type"] == "chain"] == ["Dark Hole"]
