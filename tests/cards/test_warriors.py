"""Goat format: Warrior swarm monsters — Blade Knight, D.D. Assailant, Marauding
Captain, Zombyra the Dark.

Rules cited: seed 004 §伤害的判定, §战斗阶段中的卷回; seed 000 §永續效果, §誘發效果,
§效果分類 › 傷害步驟, §反轉效果; card behaviour: current TCG/OCG text and rulings.
"""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import banished, field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


# ------------------------------------------------------------------ Blade Knight
def test_blade_knight_gains_400_with_one_card_or_fewer_in_hand():
    """Blade Knight: +400 ATK while its controller has 1 or fewer cards in hand (continuous)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    knight = table.monster(0, "Blade Knight")
    table.hand(0, "Battle Ox")
    duel = table.build()
    assert duel.atk(knight.card(duel)) == 2000


def test_blade_knight_no_bonus_with_two_cards_in_hand():
    """Blade Knight: with 2 cards in hand it has its printed 1600 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    knight = table.monster(0, "Blade Knight")
    table.hand(0, "Battle Ox", "Celtic Guardian")
    duel = table.build()
    assert duel.atk(knight.card(duel)) == 1600


def _blade_knight_vs_man_eater_bug(alone):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blade Knight")
    if alone is False:
        table.monster(0, "Mystical Elf", position="defense")
    table.hand(0, "Battle Ox", "Celtic Guardian")          # 1600 ATK: still beats 600 DEF
    bug = table.monster(1, "Man-Eater Bug", position="set")   # 450 / 600
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blade Knight", target=bug)
    return duel, s


def test_blade_knight_alone_negates_the_flip_effect_it_destroys():
    """Blade Knight: if it is the only monster you control, a Flip monster it destroys by
    battle has its effect negated (Man-Eater Bug's flip effect activates but does nothing)."""
    duel, s = _blade_knight_vs_man_eater_bug(alone=True)
    s.pick("target", "Blade Knight", player=1, request="target")
    assert field_monsters(duel, 0) == ["Blade Knight"]
    assert grave(duel, 1) == ["Man-Eater Bug"]
    assert any(e.get("what") == "effect" for e in of_type(duel, "negated"))


def test_blade_knight_with_another_monster_does_not_negate():
    """Blade Knight: with another monster on its controller's field the Flip effect applies."""
    duel, s = _blade_knight_vs_man_eater_bug(alone=False)
    s.pick("target", "Blade Knight", player=1, request="target")
    assert "Blade Knight" in grave(duel, 0)
    assert grave(duel, 1) == ["Man-Eater Bug"]


# ---------------------------------------------------------------- D.D. Assailant
def test_dd_assailant_banishes_the_monster_that_destroyed_it():
    """D.D. Assailant (OCG text): after damage calculation, destroyed by battle with an
    opponent's monster: banish that monster and this card (mandatory, no target)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Summoned Skull")                      # 2500 ATK
    table.monster(0, "D.D. Assailant")                      # 1700 ATK
    duel = table.build()
    Script(duel).pick("attack", "Summoned Skull", target="D.D. Assailant")
    assert banished(duel, 0) == ["D.D. Assailant"] and banished(duel, 1) == ["Summoned Skull"]
    assert grave(duel, 0) == [] and grave(duel, 1) == []
    assert duel.players[0].lp == 7200                       # the battle damage still happened


def test_dd_assailant_face_down_defender_also_triggers():
    """D.D. Assailant: Set, attacked and destroyed (flipped face-up before damage calculation),
    its effect still banishes the attacker."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Summoned Skull")
    dd = table.monster(0, "D.D. Assailant", position="set")  # 1600 DEF
    duel = table.build()
    Script(duel).pick("attack", "Summoned Skull", target=dd)
    assert banished(duel, 0) == ["D.D. Assailant"] and banished(duel, 1) == ["Summoned Skull"]


def test_dd_assailant_mutual_destruction_banishes_both():
    """D.D. Assailant: equal ATK, both destroyed: both are still on the field after damage
    calculation, so both are banished instead of going to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "D.D. Assailant")                      # 1700
    table.monster(1, "Battle Ox")                           # 1700
    duel = table.build()
    Script(duel).pick("attack", "D.D. Assailant", target="Battle Ox")
    assert banished(duel, 0) == ["D.D. Assailant"] and banished(duel, 1) == ["Battle Ox"]


def test_dd_assailant_not_destroyed_does_nothing():
    """D.D. Assailant: only destruction by battle triggers it; winning a battle does not."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "D.D. Assailant")
    table.monster(1, "Celtic Guardian")                     # 1400
    duel = table.build()
    Script(duel).pick("attack", "D.D. Assailant", target="Celtic Guardian")
    assert field_monsters(duel, 0) == ["D.D. Assailant"] and grave(duel, 1) == ["Celtic Guardian"]
    assert banished(duel, 0) == [] and banished(duel, 1) == []


# ------------------------------------------------------------- Marauding Captain
def test_marauding_captain_special_summons_from_hand():
    """Marauding Captain: when Normal Summoned, you can Special Summon 1 Level 4 or lower
    monster from your hand (any Type)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Marauding Captain", "Mystical Elf", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Marauding Captain")
    s.pick("yes", "Marauding Captain", request="yes_no")
    s.expect(request="select", player=0)
    assert not s.has("select", "Summoned Skull")            # Level 6: not offered
    s.pick("select", "Mystical Elf")
    s.pick("option", "Defense Position")
    assert field_monsters(duel, 0) == ["Marauding Captain", "Mystical Elf"]
    assert [c.position for c in duel.monsters(0)][1] == S.FACEUP_DEFENSE
    assert hand(duel, 0) == ["Summoned Skull"]


def test_marauding_captain_no_trigger_without_a_fitting_monster():
    """Marauding Captain: with no Level 4 or lower monster in hand nothing is asked."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Marauding Captain", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Marauding Captain")
    assert duel.request.kind == "idle"


def test_marauding_captain_protects_other_warriors():
    """Marauding Captain: the opponent cannot target other Warrior monsters you control for
    attacks; the Captain itself and non-Warriors can be attacked."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Summoned Skull")
    table.monster(0, "Marauding Captain")
    table.monster(0, "Celtic Guardian")                     # Warrior
    table.monster(0, "Mystical Elf")                        # Spellcaster
    duel = table.build()
    s = Script(duel)
    assert s.has("attack", "Summoned Skull", target="Marauding Captain")
    assert s.has("attack", "Summoned Skull", target="Mystical Elf")
    assert not s.has("attack", "Summoned Skull", target="Celtic Guardian")


def test_two_marauding_captains_cannot_be_attacked():
    """Marauding Captain ruling: two Captains protect each other: with only them on the field
    the opponent cannot attack at all (no direct attack either)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Summoned Skull")
    table.monster(0, "Marauding Captain")
    table.monster(0, "Marauding Captain")
    duel = table.build()
    assert [o.kind for o in duel.request.options] == ["end_battle"]


def test_marauding_captain_face_down_warrior_can_be_attacked():
    """Marauding Captain ruling: a face-down monster has no Type; it can be attacked."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Summoned Skull")
    table.monster(0, "Marauding Captain")
    guardian = table.monster(0, "Celtic Guardian", position="set")
    duel = table.build()
    assert Script(duel).has("attack", "Summoned Skull", target=guardian)


# ------------------------------------------------------------- Zombyra the Dark
def test_zombyra_the_dark_loses_200_atk_after_destroying_a_monster():
    """Zombyra the Dark: if it destroys a monster by battle it loses 200 ATK (mandatory; the
    loss lasts past the end of the turn)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    zombyra = table.monster(0, "Zombyra the Dark")         # 2100
    table.monster(1, "Battle Ox")
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Zombyra the Dark", target="Battle Ox")
    assert grave(duel, 1) == ["Battle Ox"] and duel.players[1].lp == 7600
    assert duel.atk(zombyra.card(duel)) == 1900
    s.end_turn()
    assert duel.turn == 4 and duel.atk(zombyra.card(duel)) == 1900


def test_zombyra_the_dark_defending_also_loses_atk():
    """Zombyra the Dark: destroying the attacker while being attacked counts too."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    zombyra = table.monster(0, "Zombyra the Dark")
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target="Zombyra the Dark")
    assert grave(duel, 1) == ["Battle Ox"] and duel.atk(zombyra.card(duel)) == 1900


def test_zombyra_the_dark_does_not_lose_atk_without_destroying():
    """Zombyra the Dark: a battle that destroys nothing changes nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    zombyra = table.monster(0, "Zombyra the Dark")
    table.monster(1, "Millennium Shield", position="defense")   # 3000 DEF
    duel = table.build()
    Script(duel).pick("attack", "Zombyra the Dark", target="Millennium Shield")
    assert field_monsters(duel, 1) == ["Millennium Shield"] and duel.players[0].lp == 7100
    assert duel.atk(zombyra.card(duel)) == 2100


def test_zombyra_the_dark_destroying_a_defense_monster_counts():
    """Zombyra the Dark: destroying a Defense Position monster by battle counts too."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    zombyra = table.monster(0, "Zombyra the Dark")
    table.monster(1, "Mystical Elf", position="defense")   # 2000 DEF
    duel = table.build()
    Script(duel).pick("attack", "Zombyra the Dark", target="Mystical Elf")
    assert grave(duel, 1) == ["Mystical Elf"] and duel.atk(zombyra.card(duel)) == 1900


def test_zombyra_the_dark_cannot_attack_directly():
    """Zombyra the Dark: it cannot attack directly; another monster still can."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Zombyra the Dark")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("attack", "Zombyra the Dark", target="player")
    assert s.has("attack", "Battle Ox", target="player")


def test_zombyra_the_dark_cannot_attack_directly_in_a_replay():
    """Zombyra the Dark: in a replay with no monster left it may only stop its attack."""
    from duelist.testing.reads import once
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Zombyra the Dark")
    ox = table.monster(1, "Battle Ox")
    table.at("attack_declared", once(lambda duel: duel.debug_move(ox.uid(duel), S.GRAVE)))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Zombyra the Dark", target=ox)
    s.expect(request="replay", player=0)
    assert not s.has("retarget", "Zombyra the Dark", target="player")


def test_zombyra_the_dark_atk_loss_resets_when_turned_face_down():
    """Zombyra the Dark: a monster turned face-down loses its ATK changes (it is 2100 again
    once flipped face-up)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    zombyra = table.monster(0, "Zombyra the Dark")
    table.monster(1, "Battle Ox")
    duel = table.build()
    Script(duel).pick("attack", "Zombyra the Dark", target="Battle Ox")
    card = zombyra.card(duel)
    assert duel.atk(card) == 1900
    duel.change_position(card, S.FACEDOWN_DEFENSE)
    duel.change_position(card, S.FACEUP_ATTACK)
    assert duel.atk(card) == 2100
