"""Helper c: Temple of the Kings, Big Evolution Pill, The Shallow Grave, Different
Dimension Capsule, Interdimensional Matter Transporter, Swords of Revealing Light
(seed 000 §魔法卡: Normal Spells that stay on the field; §陷阱卡: Temple of the Kings)."""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand, kinds
from duelist.testing.scenario import Script, Table

FILLER = ["Kozaky"] * 8


def spells(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


def pass_turns(s, n):
    """End n turns from a Main Phase menu (each player just ends their turn)."""
    for _ in range(n):
        s.end_turn()


# -------------------------------------------------------- Temple of the Kings
def test_temple_lets_a_trap_be_activated_the_turn_it_was_set():
    """seed 000 §陷阱卡: with Temple of the Kings a Trap may be activated in the turn it was
    Set, as if it had been Set earlier."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Temple of the Kings", face_down=False)
    table.spell_trap(0, "Waboku", set_this_turn=True)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Waboku", request="idle")
    assert grave(duel, 0) == ["Waboku"]


def test_trap_set_this_turn_without_temple():
    """seed 000 §陷阱卡: without Temple of the Kings a Trap is not activated the turn it was Set."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Waboku", set_this_turn=True)
    duel = table.build()
    assert not Script(duel).has("activate", "Waboku")


def test_temple_works_once_per_turn():
    """Only one Trap per turn may use Temple of the Kings."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Temple of the Kings", face_down=False)
    table.spell_trap(0, "Waboku", set_this_turn=True)
    table.spell_trap(0, "Waboku", set_this_turn=True)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Waboku", request="idle", first=True)
    assert spells(duel, 0) == ["Temple of the Kings", "Waboku"]
    assert not s.has("activate", "Waboku")


def test_temple_only_for_its_controller():
    """Temple of the Kings helps only its controller's Traps."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, "Temple of the Kings", face_down=False)
    table.spell_trap(0, "Waboku", set_this_turn=True)
    duel = table.build()
    assert not Script(duel).has("activate", "Waboku")


def test_temple_with_serket_summons_from_the_deck():
    """Temple of the Kings: send it and a face-up Mystical Beast of Serket to the GY to
    Special Summon a monster from the hand or Deck."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Temple of the Kings", face_down=False)
    table.monster(0, "Mystical Beast of Serket")
    table.deck(0, ["Blue-Eyes White Dragon", "Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Temple of the Kings", request="idle")
    assert sorted(grave(duel, 0)) == ["Mystical Beast of Serket", "Temple of the Kings"]
    s.pick("select", "Blue-Eyes White Dragon")
    s.pick("option", "Defense Position", request="option")
    assert field_monsters(duel, 0) == ["Blue-Eyes White Dragon"]
    assert duel.monsters(0)[0].position == S.FACEUP_DEFENSE


def test_temple_summon_needs_serket():
    """Temple of the Kings: the summoning effect needs a face-up Mystical Beast of Serket
    as part of its cost."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Temple of the Kings", face_down=False)
    table.monster(0, "Battle Ox")
    table.deck(0, ["Blue-Eyes White Dragon"])
    duel = table.build()
    assert not Script(duel).has("activate", "Temple of the Kings")


# -------------------------------------------------------- Big Evolution Pill
def test_big_evolution_pill_dinosaurs_without_tributes():
    """Big Evolution Pill: Tribute a Dinosaur to activate; it stays on the field and its
    controller may Normal Summon Dinosaurs without Tributes (seed 000 §魔法卡: a Normal
    Spell that stays)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Anthrosaurus")
    table.hand(0, "Big Evolution Pill", "Megazowler", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Big Evolution Pill")
    s.pick("select", "Anthrosaurus")
    assert spells(duel, 0) == ["Big Evolution Pill"] and grave(duel, 0) == ["Anthrosaurus"]
    assert not s.has("summon", "Summoned Skull")           # a Fiend still needs a Tribute
    assert not s.has("set", "Megazowler")                   # a Summon only, never a Set
    s.pick("summon_without_tribute", "Megazowler")
    assert field_monsters(duel, 0) == ["Megazowler"]
    assert duel.monsters(0)[0].summon_kind == "normal"


def test_big_evolution_pill_is_optional_a_dinosaur_may_still_be_tribute_summoned():
    """Big Evolution Pill: summoning without Tributes is allowed, not required; a Set still
    needs its Tributes (rulings for "Normal Summon without Tributing")."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Megazowler")
    table.spell_trap(0, "Big Evolution Pill", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert s.has("summon_without_tribute", "Megazowler")
    assert s.has("set", "Megazowler")                       # with its Tribute
    s.pick("summon", "Megazowler")
    s.pick("tribute", "Battle Ox")
    assert field_monsters(duel, 0) == ["Megazowler"] and duel.monsters(0)[0].summon_kind == "tribute"


def test_big_evolution_pill_needs_a_dinosaur():
    """Big Evolution Pill: Tributing a Dinosaur is the cost; without one it cannot be activated."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Big Evolution Pill")
    duel = table.build()
    assert not Script(duel).has("activate", "Big Evolution Pill")


def test_big_evolution_pill_leaves_in_the_opponents_third_end_phase():
    """It lasts for 3 of the opponent's turns: destroyed in their third End Phase."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Anthrosaurus")
    table.hand(0, "Big Evolution Pill")
    table.deck(0, FILLER)
    table.deck(1, FILLER)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Big Evolution Pill")
    s.pick("select", "Anthrosaurus")
    pass_turns(s, 4)                  # turns 3-6: two of the opponent's End Phases
    assert duel.turn == 7 and spells(duel, 0) == ["Big Evolution Pill"]
    pass_turns(s, 2)                  # turn 8 is the opponent's third turn
    assert duel.turn == 9 and spells(duel, 0) == []
    assert "Big Evolution Pill" in grave(duel, 0)


# ------------------------------------------------------------ The Shallow Grave
def test_shallow_grave_each_player_sets_a_monster_from_their_grave():
    """The Shallow Grave: each player chooses a monster in their own GY; both are Special
    Summoned face-down in Defense Position (seed 000 §怪獸的蓋伏: treated as a face-down
    Special Summon)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "The Shallow Grave")
    table.grave(0, "Blue-Eyes White Dragon", "Kozaky")
    table.grave(1, "Dark Magician", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Shallow Grave")
    s.pick("target", "Blue-Eyes White Dragon", player=0, request="target")
    s.pick("target", "Battle Ox", player=1, request="target")
    assert field_monsters(duel, 0) == ["Blue-Eyes White Dragon"]
    assert field_monsters(duel, 1) == ["Battle Ox"]
    assert [m.position for p in (0, 1) for m in duel.monsters(p)] == [S.FACEDOWN_DEFENSE] * 2
    assert duel.monsters(0)[0].summon_kind == "special"
    # a monster Special Summoned this turn cannot be Flip Summoned this turn
    assert not s.has("flip_summon", "Blue-Eyes White Dragon")


def test_shallow_grave_needs_a_monster_in_both_graves():
    """The Shallow Grave: both players need a target monster in their GY."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "The Shallow Grave")
    table.grave(0, "Blue-Eyes White Dragon")
    table.grave(1, "Dark Hole")
    duel = table.build()
    assert not Script(duel).has("activate", "The Shallow Grave")


# ------------------------------------------------- Different Dimension Capsule
def test_capsule_returns_the_card_in_the_second_standby_phase():
    """Different Dimension Capsule: banish a card from the Deck face-down; the Capsule stays
    (seed 000 §魔法卡); in its controller's second Standby Phase after the activation it is
    destroyed and the card goes to the hand."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Different Dimension Capsule")
    table.deck(0, ["Dark Hole"] + FILLER)
    table.deck(1, FILLER)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Different Dimension Capsule")
    s.pick("select", "Dark Hole")
    banished = duel.players[0].banished
    assert [c.name for c in banished] == ["Dark Hole"] and banished[0].position == S.FACEDOWN
    assert duel.view(1)["players"][0]["banished"] == [{"uid": banished[0].uid}]   # hidden
    pass_turns(s, 2)
    assert duel.turn == 5 and spells(duel, 0) == ["Different Dimension Capsule"]   # 1st Standby
    pass_turns(s, 2)
    assert duel.turn == 7 and spells(duel, 0) == []
    assert "Dark Hole" in hand(duel, 0) and "Different Dimension Capsule" in grave(duel, 0)


# ------------------------------------------ Interdimensional Matter Transporter
def test_transporter_banishes_own_monster():
    """Interdimensional Matter Transporter: target a face-up monster you control and banish
    it (here in answer to an attack: the attack has no target left, a replay)."""
    table = Table(turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Blue-Eyes White Dragon")
    elf = table.monster(0, "Mystical Elf", position="defense")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=elf)
    s.pick("activate", "Interdimensional Matter Transporter", player=0, request="chain")
    s.pick("target", "Mystical Elf", player=0)
    assert [c.name for c in duel.players[0].banished] == ["Mystical Elf"]
    s.expect(request="replay", player=1)


def test_transporter_targets_only_own_face_up_monsters():
    """Interdimensional Matter Transporter: only a face-up monster its controller controls can be targeted."""
    table = Table(turn=3, turn_player=1)
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(0, "Mystical Elf", position="set")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    # player 0 is not offered the Transporter: no face-up monster of their own
    assert duel.request.kind == "idle" and duel.request.player == 1


def test_transporter_returns_the_monster_in_the_end_phase():
    """It banishes the monster; in the End Phase of that turn the monster comes back to the
    field, in the position it left (face-up Defense here)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Mystical Elf", position="defense")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    table.deck(1, FILLER)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Interdimensional Matter Transporter")
    s.pick("target", "Mystical Elf")
    assert field_monsters(duel, 0) == [] and [c.name for c in duel.players[0].banished] == ["Mystical Elf"]
    s.pick("end_turn")
    assert field_monsters(duel, 0) == ["Mystical Elf"] and duel.players[0].banished == []
    assert duel.monsters(0)[0].position == S.FACEUP_DEFENSE


# ------------------------------------------------ Swords of Revealing Light
def test_swords_flips_and_stops_attacks():
    """Swords of Revealing Light: the opponent's face-down monsters are turned face-up,
    and their monsters cannot declare attacks while it stays on the field."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Swords of Revealing Light")
    table.monster(1, "Mystical Elf", position="set")
    table.monster(1, "Blue-Eyes White Dragon")
    table.deck(1, FILLER)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light")
    assert [m.position for m in duel.monsters(1)] == [S.FACEUP_DEFENSE, S.FACEUP_ATTACK]
    assert spells(duel, 0) == ["Swords of Revealing Light"]
    s.end_turn()
    s.pick("battle", player=1)
    assert kinds(duel) == ["end_battle"]


def test_swords_flip_starts_flip_effects():
    """Turned face-up by Swords, a Flip monster's flip effect activates."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Swords of Revealing Light")
    table.monster(0, "Battle Ox")
    table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light")
    s.pick("target", "Battle Ox", player=1)
    assert field_monsters(duel, 0) == []


def test_swords_does_not_stop_its_controller():
    """Swords of Revealing Light stops only the opponent's attacks."""
    table = Table(turn=3, turn_player=0, phase="battle")
    table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    table.monster(0, "Battle Ox")
    duel = table.build()
    assert Script(duel).has("attack", "Battle Ox", target="player")


def test_swords_destroyed_in_the_opponents_third_end_phase():
    """seed 000 §魔法卡: Swords stays on the field for 3 of the opponent's turns."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Swords of Revealing Light")
    table.deck(0, FILLER)
    table.deck(1, FILLER)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light")
    pass_turns(s, 4)
    assert duel.turn == 7 and spells(duel, 0) == ["Swords of Revealing Light"]
    pass_turns(s, 1)
    assert duel.turn == 8 and spells(duel, 0) == ["Swords of Revealing Light"]
    pass_turns(s, 1)
    assert duel.turn == 9 and spells(duel, 0) == []
    assert grave(duel, 0) == ["Swords of Revealing Light"]
    # its end is a rule of the card, not an effect put on a chain (no second chain link)
    assert [e["name"] for e in duel.log if e["type"] == "chain"] == ["Swords of Revealing Light"]
