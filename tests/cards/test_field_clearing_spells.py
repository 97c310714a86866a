"""Goat-format Spells, part 2: cards that reach the field — Heavy Storm, Giant
Trunade, Nobleman of Crossout, Scapegoat, Creature Swap.

Rules cited: seed 000 §魔法卡 (通常魔法, 速攻魔法), §咒文速度, §特殊召喚; seed 004
§连锁和咒文速度. Card behaviour: current OCG/TCG texts and rulings (see each docstring).
"""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

FILLER = ["Mystical Elf", "Beaver Warrior", "Hitotsu-Me Giant", "Koumori Dragon", "Battle Ox",
          "Giant Soldier of Stone"]


def _st(duel, player):
    ps = duel.players[player]
    cards = [c for c in ps.szone if c is not None] + ([ps.fzone] if ps.fzone else [])
    return [c.name for c in cards]


# ----------------------------------------------------------------------- Heavy Storm
def test_heavy_storm_destroys_every_other_spell_and_trap():
    """Heavy Storm: every Spell/Trap on the field, face-up or Set, both sides, Field Spells
    included, is destroyed; monsters are not touched; Heavy Storm itself goes to the GY
    after resolving."""
    table = Table(turn=3)
    table.hand(0, "Heavy Storm")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Trap Hole", set_this_turn=True)
    table.field_spell(0, "Yami")
    table.spell_trap(1, "Waboku", set_this_turn=True)
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    Script(duel).pick("activate", "Heavy Storm")
    assert _st(duel, 0) == [] and _st(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Heavy Storm", "Trap Hole", "Yami"]
    assert sorted(grave(duel, 1)) == ["Swords of Revealing Light", "Waboku"]
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert {e["reason"] for e in of_type(duel, "destroyed")} == {"effect"}


def test_heavy_storm_needs_another_spell_or_trap():
    """Ruling: with no other Spell/Trap on the field Heavy Storm cannot be activated."""
    table = Table(turn=3)
    table.hand(0, "Heavy Storm")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Heavy Storm")


def test_heavy_storm_answered_by_a_set_trap_destroys_it_too():
    """seed 004 §连锁和咒文速度: a Set Trap may be activated in response; it resolves first and then
    waits face-up on the field until the whole chain has resolved, where an earlier link may still
    remove it: yomifrog.lima-city.de Extended Game Mechanics ch. 6, "Resolving a Chain" (the
    chain's cards go to the GY together after the whole chain; the only exception is a card an
    effect in the chain moves); yugiohleader.blogspot.com 2009/08 "Yu-Gi-Oh rules", CHAINS >
    Resolve (a card not removed from the field by another card of the chain stays until the
    entire chain has resolved). Heavy Storm then destroys both the waiting Waboku and Trap Hole.
    (No ruling found keeps a waiting card out of a destruction's reach, as Giant Trunade's is
    kept out of a return: round 55z's reading of these sources.)"""
    table = Table(turn=3)
    table.hand(0, "Heavy Storm")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Waboku")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm")
    s.pick("activate", "Waboku", player=1, request="chain")
    assert grave(duel, 1) == ["Waboku", "Trap Hole"] and grave(duel, 0) == ["Heavy Storm"]
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Waboku", "Trap Hole"]


# --------------------------------------------------------------------- Giant Trunade
def test_giant_trunade_returns_every_other_spell_and_trap_to_the_hand():
    """Giant Trunade: every other Spell/Trap on the field (Set or face-up, Field Spells
    too) returns to its owner's hand; Giant Trunade itself goes to the GY."""
    table = Table(turn=3)
    table.hand(0, "Giant Trunade")
    table.spell_trap(0, "Trap Hole", set_this_turn=True)
    table.spell_trap(1, "Waboku", set_this_turn=True)
    table.field_spell(1, "Sogen")
    duel = table.build()
    Script(duel).pick("activate", "Giant Trunade")
    assert hand(duel, 0) == ["Trap Hole"] and sorted(hand(duel, 1)) == ["Sogen", "Waboku"]
    assert _st(duel, 0) == [] and _st(duel, 1) == []
    assert grave(duel, 0) == ["Giant Trunade"] and grave(duel, 1) == []


def test_giant_trunade_returns_an_equip_spell_and_ends_its_bonus():
    """Giant Trunade: an Equip Spell goes back to the hand (it is not destroyed: Premature
    Burial's "when destroyed" does nothing, the monster stays)."""
    table = Table(turn=3)
    table.hand(0, "Premature Burial", "Giant Trunade")
    table.grave(0, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Dark Magician")
    s.pick("activate", "Giant Trunade")
    assert field_monsters(duel, 0) == ["Dark Magician"]
    assert hand(duel, 0) == ["Premature Burial"] and grave(duel, 0) == ["Giant Trunade"]


def test_giant_trunade_needs_another_spell_or_trap():
    """Ruling: with no other Spell/Trap on the field Giant Trunade cannot be activated."""
    table = Table(turn=3)
    table.hand(0, "Giant Trunade", "Heavy Storm")
    duel = table.build()
    assert not Script(duel).has("activate", "Giant Trunade")


# --------------------------------------------------------------- Nobleman of Crossout
def test_nobleman_of_crossout_destroys_and_banishes_a_face_down_monster():
    """Nobleman of Crossout: the face-down target is destroyed and banished (never in the
    GY: Sangan's "sent to the GY" effect does not start)."""
    table = Table(turn=3)
    table.hand(0, "Nobleman of Crossout")
    sangan = table.monster(1, "Sangan", position="set")
    table.deck(1, ["Battle Ox", "Sangan"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout")
    s.pick("target", sangan)
    assert [c.name for c in duel.players[1].banished] == ["Sangan"]
    assert grave(duel, 1) == [] and hand(duel, 1) == []
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Sangan"]
    # not a Flip monster: the copy in the Deck stays
    assert sorted(c.name for c in duel.players[1].deck) == ["Battle Ox", "Sangan"]
    assert grave(duel, 0) == ["Nobleman of Crossout"]


def test_nobleman_of_crossout_on_a_flip_monster_banishes_the_copies_in_both_decks():
    """Nobleman of Crossout: if the destroyed monster was a Flip monster, each player
    banishes every card with its name from their Deck."""
    table = Table(turn=3)
    table.hand(0, "Nobleman of Crossout")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    table.deck(0, ["Man-Eater Bug", "Battle Ox"])
    table.deck(1, ["Man-Eater Bug", "Mystical Elf", "Man-Eater Bug"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout")
    s.pick("target", bug)
    assert [c.name for c in duel.players[0].banished] == ["Man-Eater Bug"]
    assert [c.name for c in duel.players[1].banished] == ["Man-Eater Bug"] * 3
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]
    assert [c.name for c in duel.players[1].deck] == ["Mystical Elf"]
    assert bug.card(duel).location == S.BANISHED and bug.card(duel).face_up
    # the Flip effect never started (destroyed face-down, not flipped)
    assert not of_type(duel, "flip") and field_monsters(duel, 0) == [] and len(of_type(duel, "chain")) == 1


def test_nobleman_of_crossout_only_targets_face_down_monsters():
    """Nobleman of Crossout targets a face-down monster only: with face-up monsters alone it
    cannot be activated; its own face-down monsters are legal targets too."""
    table = Table(turn=3)
    table.hand(0, "Nobleman of Crossout")
    table.monster(1, "Man-Eater Bug")
    duel = table.build()
    assert not Script(duel).has("activate", "Nobleman of Crossout")
    table = Table(turn=3)
    table.hand(0, "Nobleman of Crossout")
    table.monster(1, "Battle Ox")
    mine = table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout")
    assert len(s.options("target")) == 1           # Battle Ox is face-up: not a target
    s.pick("target", mine)
    assert [c.name for c in duel.players[0].banished] == ["Mystical Elf"]


def test_nobleman_of_crossout_does_nothing_if_the_target_was_flipped_face_up():
    """Nobleman of Crossout: the target must still be face-down when it resolves; one turned
    face-up meanwhile (here by fiat, while the chain is open) is no longer a valid target."""
    table = Table(turn=3)
    table.hand(0, "Nobleman of Crossout")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout")
    s.pick("target", elf)
    elf.card(duel).position = S.FACEUP_DEFENSE      # turned face-up before it resolves
    s.pick("activate", "Waboku", player=1)
    assert field_monsters(duel, 1) == ["Mystical Elf"] and duel.players[1].banished == []


# ------------------------------------------------------------------------- Scapegoat
def _sheep(duel, player):
    return [c for c in duel.monsters(player) if c.name == "Sheep Token"]


def test_scapegoat_summons_four_sheep_tokens_in_defense_position():
    """Scapegoat (Quick-Play Spell): 4 Sheep Tokens (Beast, EARTH, Level 1, 0/0) in
    Defense Position; here in the opponent's turn, answering an attack declaration, which
    makes the attack replay (seed 004 §战斗阶段中的卷回)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=1)
    s.pick("activate", "Scapegoat", player=0, request="chain")
    sheep = _sheep(duel, 0)
    assert len(sheep) == 4
    assert all(c.position == S.FACEUP_DEFENSE and c.data.is_token for c in sheep)
    assert {(c.data.race, c.data.attribute, c.data.level, c.data.atk, c.data.defense) for c in sheep} == \
        {("Beast", "EARTH", 1, 0, 0)}
    s.expect(request="replay", player=1)
    assert lp(duel) == (8000, 8000)


def test_scapegoat_cannot_be_activated_in_the_damage_step():
    """seed 000 §效果分類 › 傷害步驟: a Quick-Play Spell that neither changes ATK/DEF nor
    negates cannot be activated in the damage step: once the attack declaration window is
    passed, player 0 is not asked again and the damage is dealt."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    elf = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf, player=1)
    s.pick("pass", player=0)                        # the attack declaration window
    assert grave(duel, 0) == ["Celtic Guardian"] and lp(duel) == (7700, 8000)
    assert _sheep(duel, 0) == [] and s.expect(request="battle", player=1)


def test_scapegoat_needs_four_free_monster_zones():
    """Ruling: Scapegoat needs 4 empty Main Monster Zones to be activated."""
    table = Table(turn=3)
    table.hand(0, "Scapegoat")
    table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf")
    duel = table.build()
    assert not Script(duel).has("activate", "Scapegoat")


def test_scapegoat_cannot_be_activated_after_a_summon_this_turn():
    """Ruling ("you cannot Summon other monsters the turn you activate this card"): once
    you Normal Summoned this turn, Scapegoat cannot be activated; a Set is fine."""
    table = Table(turn=3)
    table.hand(0, "Scapegoat", "Battle Ox", "Mystical Elf")
    table.monster(1, "Koumori Dragon")
    duel = table.build()
    fork = duel.fork()
    s = Script(fork)
    s.pick("set", "Mystical Elf")
    assert s.has("activate", "Scapegoat")
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    assert not s.has("activate", "Scapegoat")


def test_scapegoat_sheep_tokens_vanish_when_destroyed():
    """Tokens leave no card: destroyed Sheep Tokens are not in the GY (seed 000 §衍生物)."""
    table = Table(turn=3)
    table.hand(0, "Scapegoat", "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    assert len(_sheep(duel, 0)) == 4
    s.pick("activate", "Dark Hole")
    assert field_monsters(duel, 0) == [] and sorted(grave(duel, 0)) == ["Dark Hole", "Scapegoat"]


def test_scapegoat_forbids_other_summons_that_turn_but_not_sets():
    """Scapegoat: "You cannot Summon other monsters the turn you activate this card (but you
    can Normal Set)"."""
    table = Table(turn=3)
    table.hand(0, "Scapegoat", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    assert s.has("set", "Battle Ox")
    assert not s.has("summon", "Battle Ox")


def test_scapegoat_sheep_tokens_cannot_be_tributed_for_a_tribute_summon():
    """Scapegoat: the Sheep Tokens cannot be Tributed for a Tribute Summon (next turn too)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Scapegoat")
    table.hand(0, "Summoned Skull")
    table.deck(0, list(FILLER))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=1)
    s.pick("activate", "Scapegoat", player=0, request="chain")
    s.pick("stop_attack", "Battle Ox", player=1)
    s.end_turn()
    assert duel.turn == 5 and duel.turn_player == 0 and len(_sheep(duel, 0)) == 4
    assert not s.has("summon", "Summoned Skull") and not s.has("set", "Summoned Skull")


# --------------------------------------------------------------------- Creature Swap
def test_creature_swap_switches_control_for_good():
    """Creature Swap: each player chooses one monster they control (the activating player
    first) and the two change sides permanently; neither may change its battle position
    this turn."""
    table = Table(turn=3)
    table.hand(0, "Creature Swap")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Celtic Guardian")
    table.deck(1, list(FILLER))
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    s.expect(request="select", player=0)
    s.pick("select", "Mystical Elf", player=0)
    s.expect(request="select", player=1)
    s.pick("select", "Celtic Guardian", player=1)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert sorted(field_monsters(duel, 1)) == ["Mystical Elf", "Summoned Skull"]
    assert not s.has("change_position", "Celtic Guardian") and s.has("change_position", "Battle Ox")
    s.end_turn()
    # the next turn: the swap holds, and the position lock is over
    assert duel.turn == 4 and sorted(field_monsters(duel, 1)) == ["Mystical Elf", "Summoned Skull"]
    assert s.has("change_position", "Mystical Elf")


def test_creature_swap_needs_a_monster_on_each_side():
    """Creature Swap cannot be activated unless both players control a monster."""
    table = Table(turn=3)
    table.hand(0, "Creature Swap")
    table.monster(0, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Creature Swap")


def test_creature_swap_with_one_full_field():
    """Creature Swap trades even when one player's five Main Monster Zones are full."""
    table = Table(turn=3)
    table.hand(0, "Creature Swap")
    for name in ("Battle Ox", "Mystical Elf", "Celtic Guardian", "Koumori Dragon", "Beaver Warrior"):
        table.monster(0, name)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    s.pick("select", "Koumori Dragon", player=0)
    assert "Summoned Skull" in field_monsters(duel, 0) and field_monsters(duel, 1) == ["Koumori Dragon"]


def test_creature_swap_with_both_fields_full():
    """Creature Swap: the two monsters exchange zones even when both fields are full."""
    table = Table(turn=3)
    table.hand(0, "Creature Swap")
    for name in ("Battle Ox", "Mystical Elf", "Celtic Guardian", "Koumori Dragon", "Beaver Warrior"):
        table.monster(0, name)
    for name in ("Summoned Skull", "Dark Magician", "Hitotsu-Me Giant", "Giant Soldier of Stone",
                 "Thousand-Eyes Idol"):
        table.monster(1, name)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    s.pick("select", "Koumori Dragon", player=0)
    s.pick("select", "Summoned Skull", player=1)
    assert "Summoned Skull" in field_monsters(duel, 0) and "Koumori Dragon" in field_monsters(duel, 1)


def test_creature_swap_face_down_monster_cannot_be_flip_summoned_that_turn():
    """Ruling: a face-down monster received by Creature Swap cannot be Flip Summoned that
    turn (a Flip Summon changes its battle position)."""
    table = Table(turn=3)
    table.hand(0, "Creature Swap")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    assert field_monsters(duel, 0) == ["Mystical Elf"]
    assert not s.has("flip_summon", "Mystical Elf")


def test_scapegoat_forbids_special_summons_that_turn_too():
    """Scapegoat: "you cannot Summon other monsters the turn you activate this card" covers
    Special Summons: Monster Reborn, with Battle Ox in the GY and a zone free, is refused
    after Scapegoat (offered before it)."""
    table = Table(turn=3)
    table.hand(0, "Scapegoat", "Monster Reborn")
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert s.has("activate", "Monster Reborn")
    s.pick("activate", "Scapegoat")
    assert len(_sheep(duel, 0)) == 4
    assert not s.has("activate", "Monster Reborn")
