"""Ancient Gear Soldier (56094445): if it attacks, its controller's opponent cannot activate
Spell or Trap Cards until the end of the Damage Step.

Sources: the card's texts in our words (the 2005-era TCG text, CRV, and today's say the same: no
ERAS entry); yugioh-wiki.net 《古代の機械兵士》 (the Ancient Gear lock: from the attack
declaration -- Sakuretsu Armor, Negate Attack cannot answer it -- to the end of the Damage Step,
only the opponent, only while it attacks); Skill Drain's text. The lock's rule:
tests/rules/test_spell_activation_lock_r55s.py and Ancient Gear Golem's tests."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

SOLDIER = "Ancient Gear Soldier"


def _table(rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, SOLDIER)
    table.spell_trap(1, "Sakuretsu Armor")
    table.spell_trap(1, "Negate Attack")
    table.spell_trap(1, "Book of Moon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


def test_ancient_gear_soldier_direct_attack_meets_no_answer():
    """Q: my Ancient Gear Soldier attacks my opponent directly; they have a Set Sakuretsu Armor,
    Negate Attack and Book of Moon (Set on an earlier turn). A: none can be activated until the
    end of the Damage Step: they take 1300, their cards stay Set."""
    duel = _table().build()
    s = Script(duel)
    s.pick("attack", SOLDIER, target="player", request="battle")
    while duel.request.kind == "chain":
        assert duel.request.player == 0 or not s.has("activate")
        s.pick("pass")
    assert lp(duel) == (8000, 8000 - 1300)
    assert [c.name for c in duel.players[1].szone if c] == ["Sakuretsu Armor", "Negate Attack", "Book of Moon"]


def test_ancient_gear_soldier_lock_ends_with_its_attack():
    """Q: after my Ancient Gear Soldier's direct attack I end the Battle Phase: may my opponent
    use Book of Moon on it then? (today's rules) A: yes: the lock lasts only until the end of the
    Damage Step: at the next window Book of Moon turns it face-down."""
    duel = _table(rules=None).build()
    s = Script(duel)
    s.pick("attack", SOLDIER, target="player", request="battle")
    while duel.request.kind == "chain":
        assert duel.request.player == 0 or not s.has("activate")
        s.pick("pass")
    assert lp(duel) == (8000, 8000 - 1300)
    s.pick("end_battle", request="battle")
    while duel.request.kind == "chain" and not (duel.request.player == 1 and s.has("activate", "Book of Moon")):
        s.pick("pass")
    s.expect("chain", player=1)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", SOLDIER, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    (soldier,) = [c for c in duel.players[0].mzone if c]
    assert not soldier.face_up and grave(duel, 1) == ["Book of Moon"]


def test_ancient_gear_soldier_under_skill_drain_meets_sakuretsu_armor():
    """Q: my opponent's Skill Drain is face-up; my Ancient Gear Soldier attacks directly: may they
    activate Sakuretsu Armor? A: yes: the Soldier's effect is negated on the field; it is
    destroyed and deals no damage."""
    table = _table()
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", SOLDIER, target="player", request="battle")
    while duel.request.player == 0:
        s.pick("pass", request="chain")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    while duel.request.kind in ("chain", "target"):
        if duel.request.kind == "target":
            s.pick("target", SOLDIER)
        else:
            s.pick("pass")
    assert grave(duel, 0) == [SOLDIER] and field_monsters(duel, 0) == [] and lp(duel) == (8000, 8000)
