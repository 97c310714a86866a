"""Goat format: the Chaos Turbo deck's cards — Chaos Sorcerer, Dekoichi the
Battlechanted Locomotive, Kycoo the Ghost Destroyer, Night Assailant, Thunder Dragon,
Trap Dustshoot.

Rules cited: seed 000 §怪獸的條件特殊召喚 (a summon by its own procedure is no chain link),
§反轉效果, §誘發效果, §起動效果; card behaviour: the current TCG/OCG texts and rulings.
"""

import pytest

from duelist.testing.reads import banished, field_monsters, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


# ---------------------------------------------------------------- Chaos Sorcerer
def test_chaos_sorcerer_is_summoned_by_banishing_a_light_and_a_dark():
    """Chaos Sorcerer: cannot be Normal Summoned/Set; Special Summoned from the hand by
    banishing 1 LIGHT and 1 DARK monster from your GY (seed 000 §怪獸的條件特殊召喚: no chain)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Chaos Sorcerer")
    table.grave(0, "Mystical Elf", "Dark Magician", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Chaos Sorcerer") and not s.has("set", "Chaos Sorcerer")
    s.pick("special_summon", "Chaos Sorcerer")
    assert [o.name for o in s.options("select")] == ["Mystical Elf"]
    s.pick("select", "Mystical Elf", player=0)
    assert [o.name for o in s.options("select")] == ["Dark Magician"]
    s.pick("select", "Dark Magician")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Chaos Sorcerer"]
    assert sorted(banished(duel, 0)) == ["Dark Magician", "Mystical Elf"]
    assert grave(duel, 0) == ["Battle Ox"]
    assert not of_type(duel, "chain")


def test_chaos_sorcerer_needs_both_attributes():
    """Chaos Sorcerer: a LIGHT but no DARK monster in the GY: no Special Summon."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Chaos Sorcerer")
    table.grave(0, "Mystical Elf", "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("special_summon")


def test_chaos_sorcerer_banishes_a_face_up_monster_and_then_cannot_attack():
    """Chaos Sorcerer: once per turn, target 1 face-up monster on the field; banish it. It
    cannot attack the turn it activates this effect; a face-down monster is no target."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Chaos Sorcerer")
    table.monster(1, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Chaos Sorcerer")
    names = sorted(o.name for o in s.options("target"))
    assert names == ["Battle Ox", "Celtic Guardian", "Chaos Sorcerer"]   # not the face-down Elf
    assert elf.card(duel).position == "set"
    s.pick("target", "Battle Ox", player=0)
    assert banished(duel, 1) == ["Battle Ox"]
    assert not s.has("activate", "Chaos Sorcerer")        # once per turn
    s.pick("battle")
    assert not s.has("attack", "Chaos Sorcerer")


def test_chaos_sorcerer_cannot_use_its_effect_after_attacking():
    """Ruling (Chaos Sorcerer / BLS-type effects): "cannot attack the turn you activate this
    effect" — once it attacked this turn, the effect cannot be activated in Main Phase 2."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main2")
    table.monster(0, "Chaos Sorcerer", attacked=True)
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Chaos Sorcerer")


def test_chaos_sorcerer_cannot_be_summoned_while_the_opponent_has_kycoo():
    """Kycoo the Ghost Destroyer: your opponent cannot banish cards from either GY, so
    Chaos Sorcerer's summoning cost cannot be paid."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Chaos Sorcerer")
    table.grave(0, "Mystical Elf", "Dark Magician")
    table.monster(1, "Kycoo the Ghost Destroyer")
    duel = table.build()
    assert not Script(duel).has("special_summon")


# ------------------------------------------------- Dekoichi the Battlechanted Locomotive
def test_dekoichi_the_battlechanted_locomotive_draws_one_card():
    """Dekoichi: FLIP — draw 1 card."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Dekoichi the Battlechanted Locomotive", position="set")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    Script(duel).pick("flip_summon", "Dekoichi the Battlechanted Locomotive")
    assert hand(duel, 0) == ["Battle Ox"]


def test_dekoichi_the_battlechanted_locomotive_draws_one_more_per_face_up_bokoichi():
    """Dekoichi: then draw 1 more card for each face-up Bokoichi the Freightening Car you
    control (a face-down one does not count)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Dekoichi the Battlechanted Locomotive", position="set")
    table.monster(0, "Bokoichi the Freightening Car")
    table.monster(0, "Bokoichi the Freightening Car")
    table.monster(0, "Bokoichi the Freightening Car", position="set")
    table.monster(1, "Bokoichi the Freightening Car")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian", "Dark Magician"])
    duel = table.build()
    Script(duel).pick("flip_summon", "Dekoichi the Battlechanted Locomotive")
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Mystical Elf"]


# ------------------------------------------------------- Kycoo the Ghost Destroyer
def test_kycoo_the_ghost_destroyer_banishes_up_to_two_monsters_after_battle_damage():
    """Kycoo: if it inflicts battle damage to the opponent, you can target up to 2 monsters
    in their GY and banish them (a trigger allowed in the damage step)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Kycoo the Ghost Destroyer")
    table.grave(1, "Battle Ox", "Mystical Elf", "Dark Hole", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Kycoo the Ghost Destroyer", target="player")
    assert lp(duel) == (8000, 6200)
    s.pick("yes", request="yes_no", player=0)
    assert sorted(o.name for o in s.options("target")) == ["Battle Ox", "Celtic Guardian", "Mystical Elf"]
    s.pick("target", "Battle Ox")
    s.pick("target", "Mystical Elf")
    assert sorted(banished(duel, 1)) == ["Battle Ox", "Mystical Elf"]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Dark Hole"]


def test_kycoo_the_ghost_destroyer_may_banish_just_one():
    """Kycoo: "up to 2" — one target is enough."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Kycoo the Ghost Destroyer")
    table.grave(1, "Battle Ox", "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Kycoo the Ghost Destroyer", target="player")
    s.pick("yes", request="yes_no", player=0)
    s.pick("target", "Battle Ox")
    s.pick("done", request="target")
    assert banished(duel, 1) == ["Battle Ox"] and grave(duel, 1) == ["Mystical Elf"]


def test_kycoo_the_ghost_destroyer_without_battle_damage_does_nothing():
    """Kycoo: no battle damage to the opponent (attacking a Defense Position monster), no
    effect."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Kycoo the Ghost Destroyer")
    table.monster(1, "Celtic Guardian", position="defense")
    table.grave(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Kycoo the Ghost Destroyer", target="Celtic Guardian")
    assert duel.request.kind == "battle"
    assert grave(duel, 1) == ["Battle Ox", "Celtic Guardian"] and banished(duel, 1) == []


def test_kycoo_the_ghost_destroyer_cannot_banish_while_the_opponent_has_kycoo():
    """Kycoo: the opponent's face-up Kycoo forbids banishing from either GY, so this Kycoo's
    trigger cannot be activated (it would banish from a GY)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    mine = table.monster(0, "Kycoo the Ghost Destroyer")
    table.monster(1, "Kycoo the Ghost Destroyer")
    table.monster(1, "Celtic Guardian")
    table.grave(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", mine, target="Celtic Guardian", player=0)
    assert lp(duel)[1] == 7600                       # 1800 - 1400 battle damage
    assert duel.request.kind == "battle" and banished(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Celtic Guardian"]


def test_kycoo_the_ghost_destroyer_stops_the_opponents_black_luster_soldier():
    """Kycoo: while face-up, its controller's opponent cannot banish cards from either GY —
    so they cannot Special Summon Black Luster Soldier - Envoy of the Beginning."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Black Luster Soldier - Envoy of the Beginning")
    table.grave(0, "Mystical Elf", "Dark Magician")
    table.monster(1, "Kycoo the Ghost Destroyer")
    duel = table.build()
    assert not Script(duel).has("special_summon")


# ------------------------------------------------------------------ Night Assailant
def test_night_assailant_flip_destroys_an_opponents_monster():
    """Night Assailant: FLIP — target 1 monster your opponent controls; destroy it (never
    your own)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Night Assailant", position="set")
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Night Assailant")
    s.expect(request="target", player=0)
    assert len(s.options("target")) == 1
    s.pick("target", elf)
    assert grave(duel, 1) == ["Mystical Elf"] and field_monsters(duel, 0) == ["Night Assailant", "Battle Ox"]


def test_night_assailant_discarded_returns_a_flip_monster():
    """Night Assailant: if it is sent from the hand to the GY (here: the hand-limit
    discard), target 1 Flip monster in your GY other than Night Assailant; add it to the
    hand (mandatory). Today's text (the 2005 one, played under GOAT, lets it return itself:
    tests/rules/test_rulings_card_eras.py)."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="end")
    table.hand(0, "Night Assailant", "Battle Ox", "Battle Ox", "Battle Ox", "Battle Ox", "Battle Ox",
               "Battle Ox")
    table.grave(0, "Night Assailant", "Man-Eater Bug", "Mystical Elf")
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("discard", "Night Assailant", request="discard", player=0)
    s.expect(request="target", player=0)
    assert [o.name for o in s.options("target")] == ["Man-Eater Bug"]
    s.pick("target", "Man-Eater Bug")
    assert "Man-Eater Bug" in hand(duel, 0)
    assert sorted(grave(duel, 0)) == ["Mystical Elf", "Night Assailant", "Night Assailant"]


def test_night_assailant_from_the_field_returns_nothing():
    """Night Assailant: only "from the hand" — destroyed on the field, nothing comes back."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.monster(0, "Night Assailant")
    table.grave(0, "Man-Eater Bug")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Night Assailant")
    assert duel.request.kind == "battle"
    assert sorted(grave(duel, 0)) == ["Man-Eater Bug", "Night Assailant"] and hand(duel, 0) == []


# ------------------------------------------------------------------ Thunder Dragon
def test_thunder_dragon_discards_itself_to_add_two_copies():
    """Thunder Dragon: you can discard this card (cost); add up to 2 "Thunder Dragon" from
    your Deck to your hand (an ignition effect from the hand)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Thunder Dragon")
    table.deck(0, ["Thunder Dragon", "Battle Ox", "Thunder Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thunder Dragon")
    assert grave(duel, 0) == ["Thunder Dragon"]
    s.pick("select", "Thunder Dragon", player=0, first=True)
    s.pick("select", "Thunder Dragon")
    assert hand(duel, 0) == ["Thunder Dragon", "Thunder Dragon"]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]


def test_thunder_dragon_needs_a_copy_in_the_deck_and_a_main_phase():
    """Thunder Dragon: with no Thunder Dragon in the Deck it cannot be activated; it is an
    ignition effect, so never in the opponent's turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Thunder Dragon")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    assert not Script(duel).has("activate", "Thunder Dragon")

    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.hand(0, "Thunder Dragon")
    table.hand(1, "Dark Hole")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Thunder Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    # player 0 was never offered a response: Dark Hole resolved straight away
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert "Thunder Dragon" in hand(duel, 0) and grave(duel, 1) == ["Battle Ox", "Dark Hole"]


# ------------------------------------------------------------------ Trap Dustshoot
def test_trap_dustshoot_returns_a_monster_from_a_four_card_hand():
    """Trap Dustshoot: only if the opponent has 4+ cards in hand; look at it, choose 1
    monster in it and shuffle it into the Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.spell_trap(1, "Trap Dustshoot")
    table.hand(0, "Battle Ox", "Dark Hole", "Mystical Elf", "Trap Hole")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Trap Dustshoot", player=1)
    s.expect(request="option", player=1)
    assert sorted(o.name for o in s.options("option")) == ["Battle Ox", "Mystical Elf"]
    s.pick("option", "Mystical Elf")
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Dark Hole", "Trap Hole"]
    assert sorted(c.name for c in duel.players[0].deck) == ["Celtic Guardian", "Mystical Elf"]
    assert grave(duel, 1) == ["Trap Dustshoot"]
    last = duel.log[-40:]
    moved = max(i for i, e in enumerate(last) if e["type"] == "to_deck")
    assert any(e["type"] == "shuffle" and e["player"] == 0 for e in last[moved:])   # then shuffled


def test_trap_dustshoot_needs_four_cards():
    """Trap Dustshoot: with 3 cards in the opponent's hand it cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.spell_trap(1, "Trap Dustshoot")
    table.hand(0, "Battle Ox", "Dark Hole", "Mystical Elf")
    duel = table.build()
    assert not Script(duel).has("activate", "Trap Dustshoot")


def test_trap_dustshoot_with_no_monster_only_looks():
    """Trap Dustshoot: it can be activated with no monster in that hand; the hand is seen
    and nothing returns."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.spell_trap(1, "Trap Dustshoot")
    table.hand(0, "Dark Hole", "Trap Hole", "Dark Hole", "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Trap Dustshoot", player=1)
    assert sorted(hand(duel, 0)) == ["Dark Hole", "Dark Hole", "Trap Hole", "Trap Hole"]
    assert grave(duel, 1) == ["Trap Dustshoot"] and duel.request.kind == "idle"
