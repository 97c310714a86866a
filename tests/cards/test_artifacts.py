"""The "Artifact" cards: Artifact Ignition (Quick-Play Spell), Artifact Moralltach and Artifact
Beagalltach (monsters that may be Set in the Spell & Trap Zone as a Spell; the rule itself:
tests/rules/test_set_as_spell.py). Behaviour: the current card texts and their rulings; Artifact
Ignition's effect when it is destroyed is spell speed 1 (seed 000 §速攻魔法: 「古遺物運動機構」的
破壞時發動的效果咒文速度為1), a trigger effect."""

from duelist.engine.text import describe
from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

IGNITION = "Artifact Ignition"
MORALLTACH = "Artifact Moralltach"
BEAGALLTACH = "Artifact Beagalltach"


def _idle(s, duel):
    while duel.request is not None and duel.request.kind not in ("idle", "battle"):
        s.pick("pass", first=True)


def set_cards(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None and not c.face_up]


def _ignition_in_hand(deck):
    """Player 0's Main Phase 1, turn 3: Artifact Ignition in hand, `deck` as the Deck."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, IGNITION)
    table.deck(0, deck)
    return table


def _ignition_activated_on(table, target):
    """Player 0 activates Artifact Ignition targeting `target`: the duel at the first
    response window."""
    duel = table.build()
    s = Script(duel)
    s.pick("activate", IGNITION)
    s.pick("target", target)
    return duel, s


# ------------------------------------------------------------------ Artifact Ignition
def test_artifact_ignition_destroys_a_spell_trap_and_sets_an_artifact_monster_from_the_deck():
    """It targets a Spell/Trap on the field and destroys it; then an "Artifact" monster of the
    Deck (only those: not Battle Ox, not the Artifact Spell) is Set in its controller's Spell &
    Trap Zone as a Spell, face-down, and the Deck is shuffled."""
    table = _ignition_in_hand(["Battle Ox", IGNITION, MORALLTACH, "Mystical Elf"])
    mirror = table.spell_trap(1, "Mirror Force")
    duel, s = _ignition_activated_on(table, mirror)
    assert [o.name for o in s.expect("select", player=0).options] == [MORALLTACH]
    s.pick("select", MORALLTACH)
    _idle(s, duel)
    assert grave(duel, 1) == ["Mirror Force"] and set_cards(duel, 0) == [MORALLTACH]
    assert len(duel.players[0].deck) == 3
    assert any(e["type"] == "shuffle" and e["player"] == 0 for e in duel.log)
    placed = of_type(duel, "to_szone")[-1]         # which Artifact: its owner's secret
    assert describe(placed, 0) == "Player 1 Sets Artifact Moralltach from the Deck"
    assert describe(placed, 1) == "Player 1 Sets a card from the Deck"


def test_artifact_ignition_with_no_artifact_in_the_deck_still_destroys():
    """The Set is only what follows the destruction: with no "Artifact" monster in the Deck it
    may still be activated, and it destroys its target."""
    table = _ignition_in_hand(["Battle Ox"])
    mirror = table.spell_trap(1, "Mirror Force")
    duel, s = _ignition_activated_on(table, mirror)
    _idle(s, duel)
    assert grave(duel, 1) == ["Mirror Force"] and set_cards(duel, 0) == []


def test_artifact_ignition_sets_nothing_when_its_target_was_not_destroyed_and_skips_the_battle_phase():
    """"Destroy it, and if you do": Artifact Ignition targets the opponent's Set Mirror Force;
    they answer with a Set Mystical Space Typhoon on Ignition, and I chain my own Set Typhoon on
    their Mirror Force. Mirror Force is gone when Ignition resolves: nothing is destroyed, so
    nothing is Set. Destroyed by the opponent, Ignition's other effect (a trigger: spell speed 1,
    seed 000 §速攻魔法) skips the opponent's next Battle Phase: in their turn they are offered no
    Battle Phase."""
    table = _ignition_in_hand([MORALLTACH, "Battle Ox"])
    mirror = table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.spell_trap(0, "Mystical Space Typhoon")
    table.monster(1, "Battle Ox")
    table.deck(1, ["Mystical Elf"])
    duel, s = _ignition_activated_on(table, mirror)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", IGNITION, player=1)
    s.pick("activate", "Mystical Space Typhoon", player=0, request="chain")
    s.pick("target", mirror, player=0)
    _idle(s, duel)
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Mirror Force", IGNITION]
    assert set_cards(duel, 0) == [] and sorted(grave(duel, 0)) == [IGNITION, "Mystical Space Typhoon"]
    assert [e["name"] for e in duel.log if e["type"] == "activate_effect"] == [IGNITION]
    s.end_turn()
    _idle(s, duel)
    assert duel.turn == 4 and not s.has("battle") and s.has("end_turn")


def test_artifact_ignition_destroys_its_typhoon_target_chained_in_answer_and_skips_the_battle_phase():
    """"Destroy it, and if you do": the opponent answers with the targeted Set Mystical Space Typhoon
    itself, destroying Artifact Ignition. The Typhoon, resolved, waits face-up on the field
    until the whole chain has resolved, so Ignition, resolving after it, still destroys it and
    Sets an "Artifact" monster from the Deck (yomifrog.lima-city.de Extended Game Mechanics ch.
    6, "Resolving a Chain" (the chain's cards go to the GY together after the whole chain; the
    only exception is a card an effect in the chain moves); yugiohleader.blogspot.com 2009/08
    "Yu-Gi-Oh rules", CHAINS > Resolve (a card not removed from the field by another card of the
    chain stays until the entire chain has resolved)). Destroyed by the opponent, Ignition's
    other effect (a trigger: spell speed 1, seed 000 §速攻魔法) skips the opponent's next Battle
    Phase: in their turn they are offered no Battle Phase."""
    table = _ignition_in_hand([MORALLTACH, "Battle Ox"])
    typhoon = table.spell_trap(1, "Mystical Space Typhoon")
    table.monster(1, "Battle Ox")
    table.deck(1, ["Mystical Elf"])
    duel, s = _ignition_activated_on(table, typhoon)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", IGNITION, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", MORALLTACH, player=0)
    _idle(s, duel)
    assert [e["name"] for e in of_type(duel, "destroyed")] == [IGNITION, "Mystical Space Typhoon"]
    assert set_cards(duel, 0) == [MORALLTACH] and grave(duel, 0) == [IGNITION]
    assert grave(duel, 1) == ["Mystical Space Typhoon"]
    assert [e["name"] for e in duel.log if e["type"] == "activate_effect"] == [IGNITION]
    s.end_turn()
    _idle(s, duel)
    assert duel.turn == 4 and not s.has("battle") and s.has("end_turn")


def test_artifact_ignition_destroyed_by_the_opponent_in_their_main_phase_skips_that_battle_phase():
    """The opponent's next Battle Phase is the one still to come in their own turn: their
    Mystical Space Typhoon destroys the Set Ignition in their Main Phase 1, and that turn they
    may not enter the Battle Phase."""
    table = Table(turn=4, turn_player=1)
    ignition = table.spell_trap(0, IGNITION)
    table.hand(1, "Mystical Space Typhoon")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert s.has("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", ignition, player=1)
    _idle(s, duel)
    assert grave(duel, 0) == [IGNITION] and not s.has("battle")


def test_artifact_ignition_destroyed_by_its_own_controller_skips_nothing():
    """Only when the opponent destroys it: destroyed by its controller's own Heavy Storm, it
    leaves the opponent's Battle Phase alone."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, IGNITION)
    table.spell_trap(1, "Waboku")
    table.hand(0, "Heavy Storm")
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm")
    _idle(s, duel)
    assert IGNITION in grave(duel, 0)
    s.end_turn()
    _idle(s, duel)
    assert duel.turn == 4 and s.has("battle")


def test_artifact_ignition_in_the_opponents_turn_starts_beagalltach_and_moralltach():
    """The Artifacts' combination: in the opponent's turn Ignition destroys its controller's own
    Set Beagalltach and Sets Moralltach from the Deck; Beagalltach comes back and must destroy
    1-2 Set cards of its controller (the Set Moralltach); Moralltach comes back and may destroy
    a face-up card of the opponent (Battle Ox; the face-down monster is not offered)."""
    table = Table(turn=4, turn_player=1)
    beagalltach = table.spell_trap(0, BEAGALLTACH)
    table.spell_trap(0, IGNITION)
    table.deck(0, [MORALLTACH, "Battle Ox"])
    table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", IGNITION, player=0, request="chain")
    s.pick("target", beagalltach, player=0)
    s.pick("select", MORALLTACH, player=0)
    s.pick("option", "Defense Position", player=0)            # Beagalltach comes back
    s.pick("select", MORALLTACH, player=0)                    # its one Set card
    s.pick("option", "Attack Position", player=0)             # Moralltach comes back
    s.pick("yes", player=0)
    assert [o.name for o in s.expect("select", player=0).options] == ["Battle Ox"]
    s.pick("select", "Battle Ox", player=0)
    _idle(s, duel)
    assert sorted(field_monsters(duel, 0)) == [BEAGALLTACH, MORALLTACH]
    assert grave(duel, 1) == ["Battle Ox"] and grave(duel, 0) == [IGNITION]


# ------------------------------------------------------------------ Artifact Moralltach
def test_artifact_moralltach_special_summoned_in_its_own_turn_destroys_nothing():
    """Only "during your opponent's turn": revived by its controller's Monster Reborn in their
    own turn, Moralltach offers no destruction."""
    table = Table(turn=3, turn_player=0)
    table.grave(0, MORALLTACH)
    table.hand(0, "Monster Reborn")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", MORALLTACH)
    s.pick("option", "Attack Position")
    _idle(s, duel)
    assert field_monsters(duel, 0) == [MORALLTACH] and field_monsters(duel, 1) == ["Battle Ox"]
    assert s.expect("idle", player=0)


def test_artifact_moralltach_revived_by_call_of_the_haunted_in_the_opponents_turn_destroys_a_card():
    """Any Special Summon in the opponent's turn starts it, not only its own: Call of the
    Haunted revives it in the opponent's turn, and Moralltach destroys their face-up Swords of
    Revealing Light (a face-up card, not only a monster). It is optional."""
    table = Table(turn=4, turn_player=1)
    table.grave(0, MORALLTACH)
    table.spell_trap(0, "Call of the Haunted")
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", MORALLTACH, player=0)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Swords of Revealing Light", player=0)
    _idle(s, duel)
    assert field_monsters(duel, 0) == [MORALLTACH] and grave(duel, 1) == ["Swords of Revealing Light"]


# ------------------------------------------------------------------ Artifact Beagalltach
def test_artifact_beagalltach_destroys_up_to_two_set_cards_once_per_turn():
    """Two Set Beagalltachs destroyed by the opponent's Heavy Storm both come back; their effect
    (mandatory, destroy 1 or 2 Set cards you control, a face-down monster is a Set card too) can
    be used only once per turn: one of them destroys the face-down Mystical Elf, the other does
    nothing."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, BEAGALLTACH)
    table.spell_trap(0, BEAGALLTACH)
    table.monster(0, "Mystical Elf", position="set")
    table.hand(1, "Heavy Storm")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=1)
    s.pick("chain_trigger", BEAGALLTACH, player=0, request="order", first=True)
    for _ in range(2):
        s.pick("option", "Defense Position", player=0)
    # both effects start at once and their controller orders them; once the first is on the
    # chain the second (once per turn) can no longer be activated
    s.pick("chain_trigger", BEAGALLTACH, player=0, request="order", first=True)
    s.pick("select", "Mystical Elf", player=0)
    _idle(s, duel)
    assert field_monsters(duel, 0) == [BEAGALLTACH, BEAGALLTACH]
    assert "Mystical Elf" in grave(duel, 0)
    uses = [e for e in duel.log if e["type"] == "activate_effect" and e["effect"] == 1]
    assert len(uses) == 1
