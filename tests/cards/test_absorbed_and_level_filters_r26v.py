"""Two card-side questions asked many times a turn and mostly answered no, read more cheaply in
round 26v (docs/performance.md), ruled here so that the cheaper reading answers as before.

- Thousand-Eyes Restrict ("once per turn: you can target 1 monster your opponent controls;
  equip that target to this card. You can only control 1 face-up card equipped this way"):
  what it holds is read from the equip relations to it (kit.py `absorbed`); while it holds a
  monster its effect is not offered, its ATK/DEF are the held monster's, and once the held
  card leaves it may absorb again.
- Gravity Bind ("Level 4 or higher monsters cannot attack") and Level Limit - Area B ("Level 4
  or higher monsters are changed to Defense Position"): common.py `level_at_least(4)` reads
  the monster's place and position as values; a face-up Level 4 is reached, a Level 3 or a
  Set monster is not.
"""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _table(**kw):
    settings = dict(rules="GOAT", turn=3, turn_player=0)
    settings.update(kw)
    return Table(**settings)


# ------------------------------------------------------------ Thousand-Eyes Restrict
def test_thousand_eyes_restrict_holding_a_monster_cannot_absorb_another():
    """Turn 5: TER still holds the Summoned Skull it absorbed in turn 3; with Mystical Elf on
    the opponent's field its effect is not offered, and it has the Skull's 2500/1200."""
    table = _table()
    ter = table.monster(0, "Thousand-Eyes Restrict")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Mystical Elf", position="defense")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Summoned Skull", request="target")
    s.end_turn()
    s.end_turn()
    assert duel.turn == 5 and duel.request.player == 0
    assert not s.has("activate", "Thousand-Eyes Restrict")
    assert duel.atk(ter.card(duel)) == 2500 and duel.defense(ter.card(duel)) == 1200


def test_thousand_eyes_restrict_absorbs_again_once_the_held_monster_is_gone():
    """TER holds Summoned Skull; Mystical Space Typhoon destroys the Skull in the Spell & Trap
    Zone: TER's ATK/DEF are 0 again and, in a later turn, it may absorb Mystical Elf."""
    table = _table()
    ter = table.monster(0, "Thousand-Eyes Restrict")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Mystical Elf", position="defense")
    table.hand(0, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Summoned Skull", request="target")
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Summoned Skull", request="target")
    assert "Summoned Skull" in grave(duel, 1)
    assert duel.atk(ter.card(duel)) == 0 and duel.defense(ter.card(duel)) == 0
    s.end_turn()
    s.end_turn()
    assert duel.turn == 5 and s.has("activate", "Thousand-Eyes Restrict")
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Mystical Elf", request="target")
    assert field_monsters(duel, 1) == []
    assert duel.atk(ter.card(duel)) == 800 and duel.defense(ter.card(duel)) == 2000


# ------------------------------------------------------------ Gravity Bind, Level Limit - Area B
def test_gravity_bind_stops_level_4_or_higher_monsters_attacking_not_level_3():
    table = _table(phase="main1")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.monster(0, "Battle Ox")        # Level 4
    table.monster(0, "Sangan")           # Level 3
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    assert s.has("attack", "Sangan")
    assert not s.has("attack", "Battle Ox")


def test_level_limit_area_b_turns_face_up_level_4_monsters_to_defense_and_leaves_the_rest():
    """A face-up Level 4 in Attack Position is changed to Defense Position; a Level 3 in Attack
    Position and a Set Level 4 stay as they are."""
    table = _table(phase="main1")
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    ox = table.monster(0, "Battle Ox")
    sangan = table.monster(0, "Sangan")
    elf = table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    assert ox.card(duel).position == S.FACEUP_DEFENSE
    assert sangan.card(duel).position == S.FACEUP_ATTACK
    assert elf.card(duel).position == S.FACEDOWN_DEFENSE
