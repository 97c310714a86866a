"""Tuners and the cards around Synchro Summons: Plaguespreader Zombie, Junk Synchron, Quillbolt
Hedgehog, Effect Veiler, Synchro Boost, Star Changer, Demotion, Time Wizard, Foolish Burial.
Rules cited: seed 004 §XYZ怪兽没有等级 (effects that target a Level cannot target an Xyz
Monster; Synchro Boost and Demotion cannot equip one), seed 000 §同調召喚."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _mine(duel, name, player=0):
    return [c for c in duel.monsters(player) if c.name == name][0]


# ------------------------------------------------------------------ Plaguespreader Zombie
def test_plaguespreader_zombie_puts_a_hand_card_on_top_to_revive_and_is_banished_when_it_leaves():
    """The cost puts a card from the hand on top of the Deck; it is Special Summoned from the
    GY; when it later leaves the field (destroyed) it is banished instead of going to the GY."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    zombie = table.grave(0, "Plaguespreader Zombie")
    table.hand(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Plaguespreader Zombie")
    s.pick("select", "Battle Ox")
    s.pick("option", "Defense Position", request="option")
    assert field_monsters(duel, 0) == ["Plaguespreader Zombie"]
    assert duel.players[0].deck[-1].name == "Battle Ox" and hand(duel, 0) == []     # on top
    duel.destroy([zombie.card(duel)])
    assert zombie.card(duel).location == "banished" and grave(duel, 0) == []


def test_plaguespreader_zombie_needs_a_card_in_hand():
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.grave(0, "Plaguespreader Zombie")
    duel = table.build()
    assert not Script(duel).has("activate", "Plaguespreader Zombie")


# ------------------------------------------------------------------ Junk Synchron
def test_junk_synchron_revives_a_level_2_or_lower_monster_with_its_effects_negated():
    """When Normal Summoned it may target a Level 2 or lower monster in its controller's GY
    (Quillbolt Hedgehog; Giant Soldier of Stone, Level 3, is no target): it comes back in
    Defense Position with its effects negated."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.hand(0, "Junk Synchron")
    table.grave(0, "Quillbolt Hedgehog", "Giant Soldier of Stone")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Junk Synchron")
    s.pick("yes", player=0, request="yes_no")
    assert [o.name for o in s.options("target")] == ["Quillbolt Hedgehog"]
    s.pick("target", "Quillbolt Hedgehog")
    hedgehog = _mine(duel, "Quillbolt Hedgehog")
    assert hedgehog.position == "defense" and duel.is_negated(hedgehog)


# ------------------------------------------------------------------ Quillbolt Hedgehog
def test_quillbolt_hedgehog_revives_while_you_control_a_tuner():
    """While its controller controls a face-up Tuner it may Special Summon itself from the GY;
    it is banished when it leaves the field."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    hedgehog = table.grave(0, "Quillbolt Hedgehog")
    table.monster(0, "Junk Synchron")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Quillbolt Hedgehog")
    s.pick("option", "Attack Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Junk Synchron", "Quillbolt Hedgehog"]
    duel.destroy([hedgehog.card(duel)])
    assert hedgehog.card(duel).location == "banished"


def test_quillbolt_hedgehog_stays_without_a_face_up_tuner():
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.grave(0, "Quillbolt Hedgehog")
    table.monster(0, "Junk Synchron", position="set")     # face-down: not a face-up Tuner
    table.monster(0, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Quillbolt Hedgehog")


# ------------------------------------------------------------------ Effect Veiler
def test_effect_veiler_negates_a_monster_effect_in_the_opponents_main_phase():
    """In the opponent's Main Phase, sent from the hand (cost), it negates the effects of a
    face-up Effect Monster the opponent controls until the end of the turn: chained to Time
    Wizard's effect, that effect is negated when it resolves (Time Wizard is still face-up)."""
    table = Table(rules="MR1", turn=4, turn_player=1)
    table.hand(0, "Effect Veiler")
    table.monster(0, "Battle Ox")
    table.monster(1, "Time Wizard")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Time Wizard", player=1)
    s.pick("activate", "Effect Veiler", player=0, request="chain")
    s.pick("target", "Time Wizard", player=0)
    assert grave(duel, 0) == ["Effect Veiler"]
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == ["Time Wizard"]
    assert not [e for e in duel.log if e["type"] == "declare" and e.get("what") == "coin toss"]
    assert duel.is_negated(_mine(duel, "Time Wizard", 1))


def test_effect_veiler_not_in_your_own_turn():
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.hand(0, "Effect Veiler")
    table.monster(1, "Time Wizard")
    duel = table.build()
    assert not Script(duel).has("activate", "Effect Veiler")


# ------------------------------------------------------------------ Synchro Boost
def test_synchro_boost_adds_a_level_and_500_atk():
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.hand(0, "Synchro Boost")
    table.monster(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Synchro Boost")
    s.pick("target", "Mystical Elf")
    elf = _mine(duel, "Mystical Elf")
    assert duel.level(elf) == 5 and duel.atk(elf) == 1300


def test_synchro_boost_cannot_equip_an_xyz_monster():
    """seed 004 §XYZ怪兽没有等级: XYZ怪兽不能装备「同调英雄」（等级上升1星）."""
    table = Table(rules="MR3", turn=3, turn_player=0)
    table.hand(0, "Synchro Boost")
    table.monster(0, "Number 39: Utopia", materials=["Celtic Guardian", "Battle Ox"])
    table.monster(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Synchro Boost")
    assert [o.name for o in s.options("target")] == ["Mystical Elf"]


# ------------------------------------------------------------------ Demotion
def test_demotion_lowers_the_level_by_2_never_below_1():
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.hand(0, "Demotion", "Demotion")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Thousand-Eyes Idol")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Demotion", first=True)
    s.pick("target", "Mystical Elf")
    assert duel.level(_mine(duel, "Mystical Elf")) == 2
    s.pick("activate", "Demotion")
    s.pick("target", "Thousand-Eyes Idol")
    assert duel.level(_mine(duel, "Thousand-Eyes Idol")) == 1


def test_demotion_cannot_target_an_xyz_monster():
    """seed 004 §XYZ怪兽没有等级: XYZ怪兽不能装备「降格处分」（等级下降2星）; with only Utopia on the
    field there is nothing to equip, so it cannot be activated."""
    table = Table(rules="MR3", turn=3, turn_player=0)
    table.hand(0, "Demotion")
    table.monster(0, "Number 39: Utopia", materials=["Celtic Guardian", "Battle Ox"])
    duel = table.build()
    assert not Script(duel).has("activate", "Demotion")


# ------------------------------------------------------------------ Star Changer
def test_star_changer_raises_a_level_while_the_monster_stays_face_up():
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.hand(0, "Star Changer")
    table.monster(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Star Changer")
    s.pick("option", "Increase its Level by 1", request="option")
    s.pick("target", "Mystical Elf")
    elf = _mine(duel, "Mystical Elf")
    assert duel.level(elf) == 5
    s.end_turn()
    assert duel.level(elf) == 5          # not only this turn


def test_star_changer_cannot_target_an_xyz_monster():
    """seed 004 §XYZ怪兽没有等级 ◇XYZ怪兽不能成为针对等级的效果的对象."""
    table = Table(rules="MR3", turn=3, turn_player=0)
    table.hand(0, "Star Changer")
    table.monster(0, "Number 39: Utopia", materials=["Celtic Guardian", "Battle Ox"])
    duel = table.build()
    assert not Script(duel).has("activate", "Star Changer")


# ------------------------------------------------------------------ Time Wizard
def _time_wizard(call):
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.monster(0, "Time Wizard")
    table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf", position="set")
    table.monster(1, "Celtic Guardian")
    duel = table.build(seed=7)
    s = Script(duel)
    s.pick("activate", "Time Wizard")
    s.pick("option", call, request="option")
    return duel


def test_time_wizard_called_right_or_wrong():
    """Same duel, same toss: one call is right (the opponent's monsters are destroyed), the
    other wrong (its controller's monsters are destroyed and they take half the ATK the
    face-up ones had: (500 + 1700) / 2 = 1100; the face-down Mystical Elf adds nothing)."""
    outcomes = []
    for call in ("Heads", "Tails"):
        duel = _time_wizard(call)
        toss = [e["value"] for e in duel.log if e["type"] == "declare" and e.get("what") == "coin toss"]
        outcomes.append((toss == [call], duel))
    assert sorted(right for right, _ in outcomes) == [False, True]
    for right, duel in outcomes:
        if right:
            assert field_monsters(duel, 1) == [] and len(field_monsters(duel, 0)) == 3
            assert duel.players[0].lp == 8000
        else:
            assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Celtic Guardian"]
            assert duel.players[0].lp == 8000 - 1100


def test_time_wizard_once_per_turn():
    duel = _time_wizard("Heads")
    assert not Script(duel).has("activate", "Time Wizard")


# ------------------------------------------------------------------ Foolish Burial
def test_foolish_burial_sends_a_monster_from_the_deck_to_the_gy():
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.hand(0, "Foolish Burial")
    table.deck(0, ["Plaguespreader Zombie", "Mystical Space Typhoon", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Foolish Burial")
    assert sorted(o.name for o in s.options("select")) == ["Battle Ox", "Plaguespreader Zombie"]
    s.pick("select", "Plaguespreader Zombie")
    assert sorted(grave(duel, 0)) == ["Foolish Burial", "Plaguespreader Zombie"]
    assert len(duel.players[0].deck) == 2


# ------------------------------------------------------------------ Gagaga Magician
def test_gagaga_magician_becomes_the_declared_level_this_turn():
    """It becomes the declared Level (a Level change on top still applies) until the end of
    the turn; it is never Synchro Material (tests/rules/test_synchro.py)."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.monster(0, "Gagaga Magician")
    table.hand(0, "Star Changer")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gagaga Magician")
    s.pick("pass", player=0, request="chain")            # (Star Changer could answer)
    s.pick("option", "7", request="option")
    gagaga = _mine(duel, "Gagaga Magician")
    assert duel.level(gagaga) == 7
    s.pick("activate", "Star Changer")
    s.pick("option", "Increase its Level by 1", request="option")
    s.pick("target", "Gagaga Magician")
    assert duel.level(gagaga) == 8
    assert not s.has("activate", "Gagaga Magician")       # once per turn
    s.end_turn()
    assert duel.level(gagaga) == 5                        # 4, + 1 from Star Changer, which stays
