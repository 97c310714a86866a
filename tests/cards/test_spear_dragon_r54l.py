"""Spear Dragon (31553716): attacking a Defense Position monster, it deals the opponent the
amount its ATK exceeds that monster's DEF as battle damage; if it attacked, it turns to Defense
Position at the end of that Damage Step.

Sources: the card's text (LOD 2005 "This card is changed to Defense Position after attacking"
and today's "If this card attacks, it is changed to Defense Position at the end of the Damage
Step": one meaning, in our words; no ERAS entry); yugioh-wiki.net 《スピア・ドラゴン》: both are
continuous effects (no chain link); unlike Goblin Attack Force it may be changed back to Attack
Position in its controller's next turn. Seed 004 §战斗阶段的流程: an attack negated before the
Damage Step has no Damage Step. Skill Drain (its text) negates both effects of the face-up
monster."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

SPEAR = "Spear Dragon"


def _finish(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _table(rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.spear = table.monster(0, SPEAR)
    return table


def test_spear_dragon_pierces_and_turns_to_defense():
    """Q: Spear Dragon (1900) attacks Celtic Guardian in face-up Defense Position (1200 DEF). A:
    Celtic Guardian is destroyed, my opponent takes 700, and Spear Dragon turns to face-up
    Defense Position as the Damage Step ends, with no chain link."""
    table = _table()
    table.monster(1, "Celtic Guardian", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", SPEAR, target="Celtic Guardian")
    _finish(s)
    assert lp(duel) == (8000, 7300) and grave(duel, 1) == ["Celtic Guardian"]
    assert table.spear.card(duel).position == "defense"
    assert of_type(duel, "chain") == []
    assert duel.request.kind == "battle"


def test_spear_dragon_pierces_a_face_down_monster():
    """Q: Spear Dragon attacks a face-down Hitotsu-Me Giant (1000 DEF). A: it is flipped and
    destroyed; my opponent takes 900."""
    table = _table()
    giant = table.monster(1, "Hitotsu-Me Giant", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", SPEAR, target=giant)
    _finish(s)
    assert lp(duel) == (8000, 7100) and table.spear.card(duel).position == "defense"


def test_spear_dragon_turns_to_defense_after_a_direct_attack():
    """Q: Spear Dragon attacks directly. A: 1900 damage, then it turns to Defense Position all
    the same ("if it attacked")."""
    table = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("attack", SPEAR, target="player")
    _finish(s)
    assert lp(duel) == (8000, 6100) and table.spear.card(duel).position == "defense"


def test_spear_dragon_attack_negated_stays_in_attack_position():
    """Q: my opponent answers Spear Dragon's attack with Negate Attack. A: the attack is negated
    before any Damage Step: Spear Dragon stays in Attack Position, no damage."""
    table = _table()
    table.monster(1, "Celtic Guardian", position="defense")
    table.spell_trap(1, "Negate Attack")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", SPEAR, target="Celtic Guardian")
    s.pick("activate", "Negate Attack", player=1)
    _finish(s)
    assert lp(duel) == (8000, 8000) and table.spear.card(duel).position == "attack"


def test_spear_dragon_may_return_to_attack_position_next_turn():
    """Q: Spear Dragon attacked and went to Defense Position; in my next turn may I change it
    back to Attack Position? A: yes (unlike Goblin Attack Force, nothing locks its position)."""
    table = _table()
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", SPEAR, target="player")
    _finish(s)
    assert not s.has("change_position", SPEAR)
    s.end_turn()
    s.end_turn()
    assert duel.turn == 5 and duel.turn_player == 0
    s.pick("change_position", SPEAR, position="attack")
    assert table.spear.card(duel).position == "attack"


def test_spear_dragon_under_skill_drain():
    """Q: my opponent has Skill Drain face-up; Spear Dragon attacks Celtic Guardian in Defense
    Position. A: both effects are negated: no piercing damage, and it stays in Attack Position."""
    table = _table()
    table.monster(1, "Celtic Guardian", position="defense")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", SPEAR, target="Celtic Guardian")
    _finish(s)
    assert lp(duel) == (8000, 8000) and grave(duel, 1) == ["Celtic Guardian"]
    assert table.spear.card(duel).position == "attack"
