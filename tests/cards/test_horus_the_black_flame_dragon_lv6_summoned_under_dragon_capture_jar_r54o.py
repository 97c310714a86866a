"""Horus the Black Flame Dragon LV6 (11224103) is unaffected by Spell effects only: a Trap's
continuous effect reaches it from the moment it arrives, as it reaches any monster.

Sources: the card's text (Spell effects, not Traps); Dragon Capture Jar's text (a Continuous
Trap: every face-up Dragon-Type monster on the field is changed to Defense Position); the
r54e tests (tests/cards/test_horus_the_black_flame_dragon_lv6_unaffected_by_spells_r54e.py:
under Level Limit - Area B, a Continuous Spell, LV6 summoned stays in Attack Position).
Round 54o: engine/unaffected.py's shield of a monster being summoned names the card types of
its own effect, not every type, and a monster without a script being summoned (a Normal
Monster) has none."""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

LV6 = "Horus the Black Flame Dragon LV6"


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_horus_lv6_tribute_summoned_under_dragon_capture_jar_is_changed_to_defense_position(rules):
    """Q: my opponent's Dragon Capture Jar is face-up, and they have Solemn Judgment Set. I
    Tribute Summon Horus LV6 (a Dragon) in Attack Position, Tributing Battle Ox. A: the Jar's
    Trap effect applies to it as it arrives: when my opponent may negate the summon, Horus is
    already in Defense Position (the summon logged in Attack Position, then the Jar's change);
    they pass, and it stays there."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, LV6)
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    table.spell_trap(1, "Solemn Judgment")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("summon", LV6)
    s.pick("tribute", "Battle Ox")
    horus = next(c for c in duel.players[0].mzone if c is not None)
    assert duel.request.kind == "chain" and duel.request.player == 1 and s.has("activate", "Solemn Judgment")
    assert horus.position == S.FACEUP_DEFENSE
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    events = [(e["type"], e.get("position") or e.get("to")) for e in duel.log_for(None)[start:]
              if e["type"] in ("summon", "position")]
    assert events == [("summon", "attack"), ("position", "defense")]
    assert field_monsters(duel, 0) == [LV6] and horus.position == S.FACEUP_DEFENSE


def test_a_normal_dragon_summoned_under_dragon_capture_jar_beside_horus_lv6_is_changed_too():
    """Q: I control Horus LV6 (changed to Defense Position by my opponent's face-up Dragon Capture
    Jar); I Normal Summon Luster Dragon (a Normal Monster, a Dragon) in Attack Position. A: the
    Jar changes it to Defense Position too, by the time my opponent may negate the summon."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, LV6, position="defense")
    table.hand(0, "Luster Dragon")
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    table.spell_trap(1, "Solemn Judgment")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Luster Dragon")
    luster = next(c for c in duel.players[0].mzone if c is not None and c.name == "Luster Dragon")
    assert duel.request.kind == "chain" and duel.request.player == 1
    assert luster.position == S.FACEUP_DEFENSE
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert sorted(field_monsters(duel, 0)) == [LV6, "Luster Dragon"] and luster.position == S.FACEUP_DEFENSE


def test_horus_lv6_summoned_under_skill_drain_and_level_limit_area_b_is_changed_to_defense():
    """Q: my opponent has Skill Drain and Level Limit - Area B face-up (and Solemn Judgment Set);
    I Tribute Summon Horus LV6 in Attack Position. A: Skill Drain negates its shield, so the
    Spell's change applies as it arrives: it is in Defense Position by the time my opponent may
    negate the summon (the r54e tests: under Skill Drain the Spells reach it again)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, LV6)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    table.spell_trap(1, "Solemn Judgment")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", LV6)
    s.pick("tribute", "Battle Ox")
    horus = next(c for c in duel.players[0].mzone if c is not None)
    assert duel.request.kind == "chain" and duel.request.player == 1
    assert horus.position == S.FACEUP_DEFENSE
