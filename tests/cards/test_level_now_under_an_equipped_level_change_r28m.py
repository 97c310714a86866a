"""A card that reads a monster's Level reads the Level it has now, and a Level change made by a
continuous effect counts as much as a lasting one (`Ctx.level`, the engine's `Duel.level`
written out since round 27d): Demotion ("its Level is 2 lower while equipped") leaves no lasting
effect, only its continuous one, and still changes the Level every card reads.

- Gravity Bind ("Level 4 or higher monsters cannot attack"): Battle Ox, Level 4, equipped with
  Demotion is Level 2 and may attack.
- Level Limit - Area B ("Level 4 or higher monsters are changed to Defense Position"): Battle Ox
  in Defense Position, equipped with Demotion, then changed to Attack Position, stays there.
- An Xyz Monster and a Spell Card have no Level: 0.
- A face-down monster's Level is its printed one: Battle Ox turned face-down while Demotion is
  still on the field (before the state check sends it to the GY) is Level 4 again, and the
  Ctx says what the engine says."""

from duelist.engine import state as S
from duelist.engine.chain import new_ctx
from duelist.testing.scenario import Script, Table


def _ox(duel):
    return next(c for c in duel.cards if c.name == "Battle Ox")


def _demote_the_ox(table, position="attack"):
    table.monster(0, "Battle Ox", position=position)        # Level 4
    table.hand(0, "Demotion")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Demotion", request="idle")
    s.pick("target", "Battle Ox")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    return duel, s


def _level_read_by(duel, name):
    card = next(c for c in duel.cards if c.name == name)
    return new_ctx(duel, card, card.script.effects[0], card.controller).level(_ox(duel))


def test_gravity_bind_lets_a_level_4_monster_equipped_with_demotion_attack():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    duel, s = _demote_the_ox(table)
    assert not duel.lingering
    assert duel.level(_ox(duel)) == 2 and _level_read_by(duel, "Gravity Bind") == 2
    s.pick("battle")
    assert s.has("attack", "Battle Ox")


def test_level_limit_area_b_leaves_a_level_4_monster_equipped_with_demotion_in_attack_position():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    duel, s = _demote_the_ox(table, position="defense")
    duel.change_position(_ox(duel), S.FACEUP_ATTACK)     # (as Enemy Controller would)
    duel._state_checks()
    assert _ox(duel).position == S.FACEUP_ATTACK
    assert _level_read_by(duel, "Level Limit - Area B") == 2


def test_a_face_down_monster_is_read_at_its_printed_level_while_demotion_is_still_there():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    duel, s = _demote_the_ox(table)
    ox = _ox(duel)
    duel.change_position(ox, S.FACEDOWN_DEFENSE)
    assert any(c.name == "Demotion" and c.location == S.SZONE for c in duel.cards)
    assert duel.level(ox) == 4
    assert _level_read_by(duel, "Gravity Bind") == 4


def test_an_xyz_monster_and_a_spell_card_have_no_level():
    """seed 004 §XYZ怪兽没有等级: an Xyz Monster has no Level (its Rank is none), nor has a Spell
    Card: a card reading Levels reads 0 for Number 39: Utopia on the field and for Mystical
    Space Typhoon, as the engine does."""
    table = Table(rules="MR3", turn=3, turn_player=0, phase="main1")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.monster(0, "Number 39: Utopia")
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    bind = next(c for c in duel.cards if c.name == "Gravity Bind")
    ctx = new_ctx(duel, bind, bind.script.effects[0], bind.controller)
    for name in ("Number 39: Utopia", "Mystical Space Typhoon"):
        card = next(c for c in duel.cards if c.name == name)
        assert ctx.level(card) == 0 == duel.level(card), name
