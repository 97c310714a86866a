"""Goat format: the Gravekeeper's deck — Ceasefire, Gravekeeper's Assailant,
Gravekeeper's Chief, Gravekeeper's Spear Soldier, Gravekeeper's Spy, Necrovalley, Rite of
Spirit.

Rules cited: seed 000 §反轉效果, §誘發效果, §特殊召喚, §場地魔法; card behaviour: the
current TCG/OCG texts and their rulings.
"""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _position(duel, name, player):
    return [c.position for c in duel.monsters(player) if c.name == name]


# ---------------------------------------------------------------- Necrovalley
def test_necrovalley_boosts_every_gravekeeper_on_the_field():
    """Necrovalley: all "Gravekeeper's" monsters (either side) gain 500 ATK/DEF; others don't."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(0, "Necrovalley")
    spear = table.monster(0, "Gravekeeper's Spear Soldier")
    spy = table.monster(1, "Gravekeeper's Spy", position="defense")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    assert (duel.atk(spear.card(duel)), duel.defense(spear.card(duel))) == (2000, 1500)
    assert (duel.atk(spy.card(duel)), duel.defense(spy.card(duel))) == (1700, 2500)
    assert (duel.atk(ox.card(duel)), duel.defense(ox.card(duel))) == (1700, 1000)


def test_necrovalley_boost_ends_when_it_leaves():
    """Necrovalley: a Field Spell's boost applies only while it is face-up on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(0, "Necrovalley")
    spear = table.monster(0, "Gravekeeper's Spear Soldier")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Necrovalley", player=1)
    assert grave(duel, 0) == ["Necrovalley"]
    assert duel.atk(spear.card(duel)) == 1500


def test_necrovalley_face_down_is_no_boost():
    """A Set Field Spell applies nothing until it is activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(0, "Necrovalley", face_down=True)
    spear = table.monster(0, "Gravekeeper's Spear Soldier")
    duel = table.build()
    assert duel.atk(spear.card(duel)) == 1500


def test_necrovalley_negates_monster_reborn():
    """Necrovalley (current text): an effect that would move a card in the GY elsewhere is
    negated; Monster Reborn may be activated but revives nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    table.hand(0, "Monster Reborn")
    table.grave(1, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Dark Magician")
    assert duel.request.kind == "idle"
    assert field_monsters(duel, 0) == []
    assert grave(duel, 1) == ["Dark Magician"]


def test_necrovalley_stops_banishing_from_the_gy():
    """Necrovalley: cards in the GY cannot be banished, so Chaos Sorcerer's summon (banish a
    LIGHT and a DARK monster from the GY) cannot be performed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    table.hand(0, "Chaos Sorcerer")
    table.grave(0, "Gravekeeper's Spy", "Mystical Elf")
    duel = table.build()
    assert not Script(duel).has("special_summon", "Chaos Sorcerer")


# ---------------------------------------------------------------- Spear Soldier
def test_gravekeepers_spear_soldier_inflicts_piercing_damage():
    """Gravekeeper's Spear Soldier: attacking a Defense Position monster, the excess of its
    ATK over that monster's DEF is battle damage (with Necrovalley: 2000 vs 1000)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(0, "Necrovalley")
    table.monster(0, "Gravekeeper's Spear Soldier")
    ox = table.monster(1, "Battle Ox", position="defense")
    duel = table.build()
    Script(duel).pick("attack", "Gravekeeper's Spear Soldier", target=ox)
    assert duel.players[1].lp == 7000
    assert grave(duel, 1) == ["Battle Ox"]


def test_gravekeepers_spear_soldier_no_damage_when_def_is_higher():
    """Piercing only when its ATK exceeds the DEF; otherwise the attacker takes the difference."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Gravekeeper's Spear Soldier")
    elf = table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    Script(duel).pick("attack", "Gravekeeper's Spear Soldier", target=elf)
    assert (duel.players[0].lp, duel.players[1].lp) == (7500, 8000)


# ---------------------------------------------------------------- Spy
def test_gravekeepers_spy_summons_a_gravekeeper_with_1500_or_less_atk_from_the_deck():
    """Gravekeeper's Spy: FLIP — Special Summon 1 "Gravekeeper's" monster with 1500 or less
    ATK from your Deck (printed ATK: Chief's 1900 is too high; a non-Gravekeeper never fits)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Gravekeeper's Spy", position="set")
    table.deck(0, ["Gravekeeper's Chief", "Battle Ox", "Gravekeeper's Assailant", "Gravekeeper's Spy"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Gravekeeper's Spy")
    s.expect(request="select", player=0)
    assert sorted(o.name for o in s.options("select")) == ["Gravekeeper's Assailant", "Gravekeeper's Spy"]
    s.pick("select", "Gravekeeper's Assailant")
    s.pick("option", "Defense Position", request="option")
    assert field_monsters(duel, 0) == ["Gravekeeper's Spy", "Gravekeeper's Assailant"]
    assert _position(duel, "Gravekeeper's Assailant", 0) == [S.FACEUP_DEFENSE]
    assert len(duel.players[0].deck) == 3


def test_gravekeepers_spy_with_nothing_fitting_summons_nothing():
    """Gravekeeper's Spy: with no fitting monster in the Deck the effect does nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Gravekeeper's Spy", position="set")
    table.deck(0, ["Gravekeeper's Chief", "Battle Ox"])
    duel = table.build()
    Script(duel).pick("flip_summon", "Gravekeeper's Spy")
    assert field_monsters(duel, 0) == ["Gravekeeper's Spy"]
    assert duel.request.kind == "idle" and len(duel.players[0].deck) == 2


# ---------------------------------------------------------------- Assailant
def test_gravekeepers_assailant_changes_a_position_on_attack_with_necrovalley():
    """Gravekeeper's Assailant: when it declares an attack, if Necrovalley is on the field, you
    can target 1 face-up monster your opponent controls and change its battle position."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(1, "Necrovalley")           # either player's Necrovalley counts
    table.monster(0, "Gravekeeper's Assailant")   # 2000 ATK with Necrovalley
    ox = table.monster(1, "Battle Ox")
    table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gravekeeper's Assailant", target=ox)
    s.pick("yes", request="yes_no", player=0)
    s.pick("target", "Mad Dog of Darkness", player=0)
    assert _position(duel, "Mad Dog of Darkness", 1) == [S.FACEUP_DEFENSE]
    assert duel.players[1].lp == 7700 and grave(duel, 1) == ["Battle Ox"]


def test_gravekeepers_assailant_turns_the_attack_target_to_attack_position():
    """Assailant: a face-up Defense Position target goes to Attack Position (so it takes
    battle damage)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(0, "Necrovalley")
    table.monster(0, "Gravekeeper's Assailant")
    elf = table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gravekeeper's Assailant", target=elf)
    s.pick("yes", request="yes_no", player=0)
    s.pick("target", "Mystical Elf", player=0)
    assert grave(duel, 1) == ["Mystical Elf"] and duel.players[1].lp == 6800


def test_gravekeepers_assailant_without_necrovalley_does_nothing():
    """Assailant: without Necrovalley on the field the effect cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Gravekeeper's Assailant")
    elf = table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    Script(duel).pick("attack", "Gravekeeper's Assailant", target=elf)
    assert not of_type(duel, "chain")
    assert _position(duel, "Mystical Elf", 1) == [S.FACEUP_DEFENSE]


def test_gravekeepers_assailant_cannot_target_face_down_monsters():
    """Assailant targets a face-up monster only: with only a Set monster, no activation."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(0, "Necrovalley")
    table.monster(0, "Gravekeeper's Assailant")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    Script(duel).pick("attack", "Gravekeeper's Assailant", target=elf)
    assert not of_type(duel, "chain")


# ---------------------------------------------------------------- Chief
def test_gravekeepers_chief_tribute_summon_revives_a_gravekeeper():
    """Gravekeeper's Chief: when Tribute Summoned, you can target 1 "Gravekeeper's" monster in
    your GY and Special Summon it (the Tribute itself is a legal target)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gravekeeper's Chief")
    table.monster(0, "Gravekeeper's Spy")
    table.grave(0, "Battle Ox")
    table.grave(1, "Gravekeeper's Assailant")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Gravekeeper's Chief")
    s.pick("tribute", "Gravekeeper's Spy")
    s.pick("yes", request="yes_no", player=0)
    s.expect(request="target", player=0)
    assert [o.name for o in s.options("target")] == ["Gravekeeper's Spy"]
    s.pick("target", "Gravekeeper's Spy")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Gravekeeper's Chief", "Gravekeeper's Spy"]
    assert _position(duel, "Gravekeeper's Spy", 0) == [S.FACEUP_ATTACK]


def test_gravekeepers_chief_special_summoned_does_not_trigger():
    """Chief's effect needs a Tribute Summon; a Special Summon (Monster Reborn) is not one."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Gravekeeper's Chief", "Gravekeeper's Spy")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Gravekeeper's Chief")
    s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == ["Gravekeeper's Chief"]
    assert duel.request.kind == "idle" and grave(duel, 0) == ["Gravekeeper's Spy", "Monster Reborn"]


def test_gravekeepers_chief_revives_under_necrovalley():
    """Chief: its controller's GY is unaffected by Necrovalley, so the revival works."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    table.hand(0, "Gravekeeper's Chief")
    table.monster(0, "Gravekeeper's Spear Soldier")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Gravekeeper's Chief")
    s.pick("tribute", "Gravekeeper's Spear Soldier")
    s.pick("yes", request="yes_no", player=0)
    s.pick("target", "Gravekeeper's Spear Soldier")
    s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == ["Gravekeeper's Chief", "Gravekeeper's Spear Soldier"]


def test_gravekeepers_chief_only_one_can_be_controlled():
    """Gravekeeper's Chief: you can only control 1, so a second one cannot be Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gravekeeper's Chief")
    table.monster(0, "Gravekeeper's Chief")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Gravekeeper's Chief") and not s.has("set", "Gravekeeper's Chief")


def test_gravekeepers_chief_only_one_cannot_be_special_summoned_either():
    """Gravekeeper's Chief: "you can only control 1" also stops a Special Summon: with one
    on the field, Monster Reborn cannot bring back the one in the GY (its only target);
    with a Battle Ox there instead, it can."""
    def table_with(on_field):
        table = Table(rules="GOAT", turn=3, turn_player=0)
        table.hand(0, "Monster Reborn")
        table.grave(0, "Gravekeeper's Chief")
        table.monster(0, on_field)
        return table.build()
    assert not Script(table_with("Gravekeeper's Chief")).has("activate", "Monster Reborn")
    assert Script(table_with("Battle Ox")).has("activate", "Monster Reborn")


# ---------------------------------------------------------------- Rite of Spirit
def test_rite_of_spirit_targets_only_own_gravekeepers():
    """Rite of Spirit: only a "Gravekeeper's" monster in *your* GY can be the target."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Rite of Spirit")
    table.grave(0, "Gravekeeper's Chief", "Dark Magician")
    table.grave(1, "Gravekeeper's Spy")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rite of Spirit")
    s.expect(request="target", player=0)
    assert [o.name for o in s.options("target")] == ["Gravekeeper's Chief"]
    s.pick("target", "Gravekeeper's Chief")
    s.pick("option", "Defense Position")
    assert field_monsters(duel, 0) == ["Gravekeeper's Chief"]
    assert _position(duel, "Gravekeeper's Chief", 0) == [S.FACEUP_DEFENSE]
    assert grave(duel, 0) == ["Dark Magician", "Rite of Spirit"]


def test_rite_of_spirit_needs_a_target():
    """Rite of Spirit cannot be activated without a Gravekeeper's monster in your GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Rite of Spirit")
    table.grave(0, "Dark Magician")
    duel = table.build()
    assert not Script(duel).has("activate", "Rite of Spirit")


def test_rite_of_spirit_works_under_necrovalley():
    """Rite of Spirit: its activation and effect are unaffected by Necrovalley."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.field_spell(1, "Necrovalley")
    table.spell_trap(0, "Rite of Spirit")
    table.grave(0, "Gravekeeper's Spy")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", "Rite of Spirit", player=0, request="chain")
    s.pick("target", "Gravekeeper's Spy")
    s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == ["Gravekeeper's Spy"]
    assert duel.atk(duel.monsters(0)[0]) == 1700


# ---------------------------------------------------------------- Ceasefire
def test_ceasefire_flips_without_flip_effects_and_burns():
    """Ceasefire: all face-down Defense Position monsters become face-up Defense (their Flip
    effects are not activated), then 500 damage per Effect Monster on the field (the flipped
    ones count; a Normal Monster does not)."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.spell_trap(0, "Ceasefire")
    table.monster(1, "Gravekeeper's Spy", position="set")
    table.monster(1, "Battle Ox")
    table.monster(0, "Gravekeeper's Spear Soldier")
    table.deck(1, ["Gravekeeper's Assailant"])
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", "Ceasefire", player=0, request="chain")
    assert _position(duel, "Gravekeeper's Spy", 1) == [S.FACEUP_DEFENSE]
    assert duel.players[1].lp == 7000 and duel.players[0].lp == 8000
    assert field_monsters(duel, 1) == ["Gravekeeper's Spy", "Battle Ox"]   # no Spy summon
    assert len(duel.players[1].deck) == 1


def test_ceasefire_needs_a_set_monster_or_an_effect_monster():
    """Ceasefire: with only face-up Normal Monsters on the field it cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Ceasefire")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    assert not Script(duel).has("activate", "Ceasefire")


def test_ceasefire_with_only_a_set_normal_monster_deals_no_damage():
    """Ceasefire: a Set monster lets it be activated; a flipped Normal Monster adds nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Ceasefire")
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ceasefire")
    assert _position(duel, "Mystical Elf", 1) == [S.FACEUP_DEFENSE]
    assert duel.players[1].lp == 8000
