"""Synchro Monsters with effects: Stardust Dragon, Junk Warrior, Black Rose Dragon, Exploder
Dragonwing, Mist Wurm, Ally of Justice Catastor. Rules cited: seed 000 §同調召喚 (the summon),
seed 000 §誘發效果 (triggers), §傷害步驟 (the start of the Damage Step)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _mine(duel, name, player=0):
    return [c for c in duel.monsters(player) if c.name == name][0]


# ------------------------------------------------------------------ Stardust Dragon
def _stardust_vs_time_wizard():
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.monster(1, "Time Wizard")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"])
    table.deck(1, ["Celtic Guardian"])
    return table.build()


def test_stardust_dragon_tributes_itself_to_negate_a_destroying_activation():
    """Time Wizard's effect destroys monsters whichever way the coin falls (its ruling: Stardust
    Dragon may answer it). Stardust Dragon is Tributed as a cost, Time Wizard's activation is
    negated and Time Wizard destroyed; no coin is tossed."""
    duel = _stardust_vs_time_wizard()
    s = Script(duel)
    s.pick("activate", "Time Wizard", player=1)
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    assert grave(duel, 0) == ["Stardust Dragon"]           # the Tribute is the cost
    assert field_monsters(duel, 1) == ["Battle Ox"] and grave(duel, 1) == ["Time Wizard"]
    assert not [e for e in duel.log if e["type"] == "declare" and e.get("what") == "coin toss"]


def test_stardust_dragon_returns_in_the_end_phase():
    """"If this effect was activated this turn": in the End Phase its controller may Special
    Summon it from the GY (it was properly Synchro Summoned, so its revive limit allows it)."""
    duel = _stardust_vs_time_wizard()
    s = Script(duel)
    s.pick("activate", "Time Wizard", player=1)
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    s.end_turn()
    s.pick("yes", player=0, request="yes_no")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Stardust Dragon"]


def test_stardust_dragon_protects_a_spell_card_from_mystical_space_typhoon():
    """Any card on the field counts: Mystical Space Typhoon targeting its controller's Set
    card is negated and destroyed; the Set card stays."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    storm = table.spell_trap(0, "Heavy Storm")
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", storm, player=1)
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    assert storm.card(duel).location == "szone"
    assert grave(duel, 1) == ["Mystical Space Typhoon"] and grave(duel, 0) == ["Stardust Dragon"]


def test_stardust_dragon_does_not_answer_an_activation_that_destroys_nothing():
    """It answers only activations that would destroy a card on the field: Star Changer
    changes a Level and destroys nothing."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.monster(1, "Battle Ox")
    table.hand(1, "Star Changer")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Star Changer", player=1)
    s.pick("option", "Increase its Level by 1", request="option")
    s.pick("target", "Battle Ox", player=1)
    assert field_monsters(duel, 0) == ["Stardust Dragon"]
    assert duel.level(_mine(duel, "Battle Ox", 1)) == 5


# ------------------------------------------------------------------ Junk Warrior
def test_junk_warrior_gains_the_atk_of_your_level_2_or_lower_monsters():
    """Synchro Summoned from Junk Synchron (3) + Mystical Shine Ball (2): it gains the ATK of
    the Level 2 or lower monsters you control then (Quillbolt Hedgehog 800 + Time Wizard 500);
    the materials have left and do not count."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, "Junk Warrior")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Mystical Shine Ball")
    table.monster(0, "Quillbolt Hedgehog")
    table.monster(0, "Time Wizard")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Junk Warrior")
    s.pick("select", "Mystical Shine Ball")
    s.pick("option", "Attack Position", request="option")
    assert duel.atk(_mine(duel, "Junk Warrior")) == 2300 + 800 + 500


# ------------------------------------------------------------------ Black Rose Dragon
def test_black_rose_dragon_may_destroy_every_card_on_the_field():
    """When Synchro Summoned (Junk Synchron 3 + Mystical Elf 4 = 7) its controller may destroy
    every card on the field, itself included."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, "Black Rose Dragon")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Mystical Elf")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Black Rose Dragon")
    s.pick("option", "Attack Position", request="option")
    s.pick("yes", player=0, request="yes_no")
    if duel.request.kind == "chain":
        s.pick("pass", player=1, request="chain")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert "Black Rose Dragon" in grave(duel, 0) and sorted(grave(duel, 1)) == ["Battle Ox", "Waboku"]


def test_black_rose_dragon_banishes_a_plant_to_weaken_a_defender():
    """Once per turn: banish a Plant from your GY (cost), target a Defense Position monster your
    opponent controls: it turns to Attack Position and its ATK becomes 0 this turn."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.monster(0, "Black Rose Dragon", summon_kind="synchro")
    table.grave(0, "Nettles")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Rose Dragon")
    s.pick("select", "Nettles")
    s.pick("target", "Mystical Elf")
    elf = _mine(duel, "Mystical Elf", 1)
    assert elf.position == "attack" and duel.atk(elf) == 0
    assert [c.name for c in duel.players[0].banished] == ["Nettles"]
    assert not s.has("activate", "Black Rose Dragon")        # once per turn


# ------------------------------------------------------------------ Exploder Dragonwing
def test_exploder_dragonwing_destroys_a_weaker_monster_and_burns_its_atk():
    """At the start of the Damage Step, battling Battle Ox (1700 <= 2400): destroy it and deal
    1700; no damage calculation follows (no battle damage)."""
    table = Table(rules="MR1", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Exploder Dragonwing", summon_kind="synchro")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Exploder Dragonwing", target=ox)
    s.pick("yes", player=0, request="yes_no")
    assert grave(duel, 1) == ["Battle Ox"] and duel.players[1].lp == 8000 - 1700


def test_exploder_dragonwing_has_no_effect_against_a_stronger_monster():
    """Blue-Eyes White Dragon's 3000 ATK is higher than 2400: no effect, a normal battle."""
    table = Table(rules="MR1", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Exploder Dragonwing", summon_kind="synchro")
    blue_eyes = table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Exploder Dragonwing", target=blue_eyes)
    assert grave(duel, 0) == ["Exploder Dragonwing"] and duel.players[0].lp == 8000 - 600


# ------------------------------------------------------------------ Mist Wurm
def test_mist_wurm_returns_up_to_three_opponents_cards():
    """Synchro Summoned from Junk Synchron (3) and two Giant Soldiers of Stone (3 + 3 = 9; its
    line asks 2 or more non-Tuners): up to 3 targets of the opponent's go back to the hand."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, "Mist Wurm")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Giant Soldier of Stone")
    table.monster(0, "Giant Soldier of Stone")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Mist Wurm")
    s.pick("option", "Attack Position", request="option")
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", "Battle Ox")
    s.pick("target", "Celtic Guardian")
    if duel.request.kind == "target":
        s.pick("done")
    assert field_monsters(duel, 1) == [] and sorted(hand(duel, 1)) == ["Battle Ox", "Celtic Guardian"]


def test_mist_wurm_needs_two_non_tuners():
    """Junk Synchron (3) + a Level 6 non-Tuner would total 9 but with one non-Tuner only."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, "Mist Wurm")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Summoned Skull")
    duel = table.build()
    assert not Script(duel).has("synchro_summon", "Mist Wurm")


# ------------------------------------------------------------------ Ally of Justice Catastor
def test_ally_of_justice_catastor_destroys_a_non_dark_monster_it_battles():
    """At the start of the Damage Step it destroys the face-up non-DARK monster it battles
    (Blue-Eyes White Dragon); no damage calculation follows."""
    table = Table(rules="MR1", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Ally of Justice Catastor", summon_kind="synchro")
    blue_eyes = table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Ally of Justice Catastor", target=blue_eyes)
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"] and field_monsters(duel, 0) == ["Ally of Justice Catastor"]
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 8000


def test_ally_of_justice_catastor_ignores_a_face_down_monster():
    """A face-down monster is flipped only before damage calculation, after the start of the
    Damage Step (ruling): it is not destroyed by the effect, the battle happens."""
    table = Table(rules="MR1", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Ally of Justice Catastor", summon_kind="synchro")
    wall = table.monster(1, "Labyrinth Wall", position="set")     # EARTH, DEF 3000
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Ally of Justice Catastor", target=wall)
    assert field_monsters(duel, 1) == ["Labyrinth Wall"] and duel.players[0].lp == 8000 - 800


# ------------------------------------------------------------------ Formula Synchron
GAIA_KNIGHT = "Gaia Knight, the Force of Earth"      # Level 6, 1 Tuner + 1 or more non-Tuners


def _formula_table(partner="Celtic Guardian", synchro=GAIA_KNIGHT):
    """Player 1's Main Phase 1, turn 4, Battle Ox in player 1's hand; player 0 has Formula
    Synchron (Level 2) and `partner` (if any) face-up, `synchro` in the Extra Deck."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Formula Synchron", summon_kind="synchro")
    if partner:
        table.monster(0, partner)
    table.extra(0, synchro)
    table.hand(1, "Battle Ox")
    table.deck(0, ["Mystical Elf", "Mystical Elf"])
    table.deck(1, ["Battle Ox"])
    return table


def _battle_ox_summoned(table, player_1_passes=False):
    """Player 1 Normal Summons Battle Ox (and, if asked, passes on its own summon): the duel
    at the point player 0 may answer."""
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    if player_1_passes:
        s.pick("pass", player=1)                  # not against its own Battle Ox
    return duel, s


def _formula_in_the_opponents_turn(solemn=False):
    """Player 1's Main Phase 1: they Normal Summon Battle Ox, and player 0 (Formula Synchron 2
    and Celtic Guardian 4 face-up, Gaia Knight in the Extra Deck) answers."""
    table = _formula_table()
    if solemn:
        table.spell_trap(1, "Solemn Judgment")
    return _battle_ox_summoned(table, player_1_passes=solemn)


def test_formula_synchron_synchro_summons_in_the_opponents_main_phase():
    """Its Quick Effect in the opponent's Main Phase: right after it resolves, its controller
    Synchro Summons with monsters they control, Formula Synchron among them (its rulings:
    the materials are sent when the effect is resolved; the summon is a Synchro Summon, seed
    000 §同調召喚: 2 + 4 = 6, both sent to the GY as Synchro Material). Gaia Knight is properly
    summoned, so it may be revived later; Formula Synchron's draw is for its own Synchro Summon
    only (none here)."""
    duel, s = _formula_in_the_opponents_turn()
    s.pick("activate", "Formula Synchron", player=0, request="chain")   # player 1 has no answer
    s.pick("option", "Defense Position", request="option")
    assert field_monsters(duel, 0) == [GAIA_KNIGHT]
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Formula Synchron"]
    moves = [e for e in duel.log if e["type"] == "to_grave" and e.get("reason") == "synchro_material"]
    assert sorted(e["name"] for e in moves) == ["Celtic Guardian", "Formula Synchron"]
    gaia = [c for c in duel.monsters(0) if c.name == GAIA_KNIGHT][0]
    assert gaia.summon_kind == "synchro" and duel.properly_summoned(gaia)
    assert hand(duel, 0) == []
    duel.destroy([gaia])
    assert duel.can_special_summon(gaia, 0)       # its revive limit is met


def test_formula_synchron_summon_can_be_negated_by_solemn_judgment():
    """A Synchro Summon made right after chain link 1 resolves is a summon the opponent may
    negate (Solemn Judgment; seed 000 §大師規則1 2: the monster is destroyed, the materials
    stay used, it was never Synchro Summoned)."""
    duel, s = _formula_in_the_opponents_turn(solemn=True)
    s.pick("activate", "Formula Synchron", player=0, request="chain")   # player 1 has no answer
    s.pick("option", "Attack Position", request="option")
    assert duel.summoning and duel.summoning[0].name == GAIA_KNIGHT
    s.pick("activate", "Solemn Judgment", player=1)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Formula Synchron", GAIA_KNIGHT]
    gaia = [c for c in duel.players[0].grave if c.name == GAIA_KNIGHT][0]
    assert not duel.properly_summoned(gaia)


def test_formula_synchron_only_in_the_opponents_main_phase_and_with_a_synchro_to_make():
    """Not in its controller's own turn (there they Synchro Summon the usual way), and not when
    no Synchro Monster can be made with it (Celtic Guardian gone: 2 alone is no set)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Formula Synchron", summon_kind="synchro")
    table.monster(0, "Celtic Guardian")
    table.extra(0, GAIA_KNIGHT)
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Formula Synchron") and s.has("synchro_summon", GAIA_KNIGHT)
    duel, s = _battle_ox_summoned(_formula_table(partner=None))
    assert not s.has("activate", "Formula Synchron")


def test_formula_synchron_draws_when_synchro_summoned():
    """When it is Synchro Summoned (Flamvell Guard 1, a Tuner, + Thousand-Eyes Idol 1) its
    controller may draw 1 card."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Thousand-Eyes Idol")
    table.extra(0, "Formula Synchron")
    table.deck(0, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Formula Synchron")
    s.pick("option", "Attack Position", request="option")
    s.pick("yes", request="yes_no")
    assert hand(duel, 0) == ["Mystical Elf"]
    assert field_monsters(duel, 0) == ["Formula Synchron"]


def test_formula_synchron_once_per_chain():
    """Its rulings: the Synchro Summon effect cannot be activated twice in the same chain.
    Player 0 activates it (chain link 1), player 1 chains Mystical Space Typhoon: Formula
    Synchron's effect is not offered again (player 0 may only pass or chain something else)."""
    table = _formula_table()
    mirror_force = table.spell_trap(0, "Mirror Force")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel, s = _battle_ox_summoned(table, player_1_passes=True)
    s.pick("activate", "Formula Synchron", player=0)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", mirror_force, player=1)
    # player 0 is not asked to respond: the chain resolves and chain link 1 summons
    assert duel.request.kind == "option" and "position" in duel.request.prompt
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [GAIA_KNIGHT]


def test_formula_synchron_summon_is_a_synchro_summon_for_black_rose_dragon():
    """A Synchro Summon made by Formula Synchron's effect is a Synchro Summon: Black Rose Dragon
    (Level 7: Formula Synchron 2 + Megasonic Eye 5) made in the opponent's Main Phase may use
    its "when Synchro Summoned" effect and destroys every card on the field."""
    duel, s = _battle_ox_summoned(_formula_table("Megasonic Eye", "Black Rose Dragon"))
    s.pick("activate", "Formula Synchron", player=0, request="chain")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Black Rose Dragon"]
    s.pick("yes", player=0, request="yes_no")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert "Battle Ox" in grave(duel, 1) and "Black Rose Dragon" in grave(duel, 0)


# ------------------------------------------------------------------ Urgent Tuning
def _urgent_tuning_table(phase="battle", solemn=False):
    table = Table(rules="MR5", turn=3, turn_player=0, phase=phase)
    table.spell_trap(0, "Urgent Tuning")
    table.monster(0, "Flamvell Guard")                 # Level 1 Tuner
    table.monster(0, "Mystical Elf")                   # Level 4
    table.monster(0, "Thousand-Eyes Idol")             # Level 1
    table.extra(0, GAIA_KNIGHT)
    if solemn:
        table.spell_trap(1, "Solemn Judgment")
    table.deck(0, ["Mystical Elf"])
    table.deck(1, ["Mystical Elf"])
    return table.build()


def test_urgent_tuning_synchro_summons_in_the_battle_phase():
    """In the Battle Phase its controller Synchro Summons right after it resolves (its rulings:
    a Synchro Summon by the game's procedure; seed 000 §同調召喚: 1 + 4 + 1 = 6, the materials
    to the GY); Gaia Knight is properly summoned."""
    duel = _urgent_tuning_table()
    s = Script(duel)
    s.pick("activate", "Urgent Tuning", player=0)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [GAIA_KNIGHT]
    assert sorted(grave(duel, 0)) == ["Flamvell Guard", "Mystical Elf", "Thousand-Eyes Idol", "Urgent Tuning"]
    gaia = [c for c in duel.monsters(0) if c.name == GAIA_KNIGHT][0]
    assert duel.properly_summoned(gaia) and gaia.summon_kind == "synchro"


def test_urgent_tuning_only_in_the_battle_phase():
    duel = _urgent_tuning_table(phase="main1")
    assert not Script(duel).has("activate", "Urgent Tuning")


def test_urgent_tuning_summon_made_by_chain_link_1_can_be_negated():
    """Its OCG ruling: Solemn Judgment may negate the Synchro Summon when Urgent Tuning was
    chain link 1 (seed 000 §大師規則1 2: destroyed, the materials stay used)."""
    duel = _urgent_tuning_table(solemn=True)
    s = Script(duel)
    s.pick("activate", "Urgent Tuning", player=0)
    s.pick("pass", player=1)                           # Solemn Judgment waits for the summon
    s.pick("option", "Attack Position", request="option")
    s.pick("activate", "Solemn Judgment", player=1)
    assert field_monsters(duel, 0) == []
    assert GAIA_KNIGHT in grave(duel, 0) and "Flamvell Guard" in grave(duel, 0)
