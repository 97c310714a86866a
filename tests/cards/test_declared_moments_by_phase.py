"""The cards whose activation condition declares its moment (`During(own, opponent, rest)`,
engine/effects.py), ruled phase by phase of both turns: the windows and menus read the declared
phases before anything else, so a phase wrongly in or out of a declaration shows here. In each
case the same player has a Set Waboku, the witness that they were asked at all.

- Ultimate Offering: "During your Main Phase or your opponent's Battle Phase".
- Ring of Destruction (today's text): "Activate only during your opponent's turn".
- Effect Veiler, Formula Synchron's Synchro Summon: "During your opponent's Main Phase".
- Urgent Tuning: "Activate only during the Battle Phase" (either player's).
(Curse of Fiend, "during your Standby Phase", is ruled in test_quick_play_spells.py.)
And the cards that only respond to an activation (`Responding(rest)`: Judgment of Anubis, Big
Shield Gardna, Magic Jammer, Seven Tools of the Bandit, Dark Balter the Terrible, Ryu Senshi;
Decode Talker too, ruled in test_link_monsters.py): with nothing to respond to they are not
offered, their costs payable (each is offered in response to its activation in its own card
tests)."""

import pytest

from duelist.testing.scenario import Script, Table

GAIA_KNIGHT = "Gaia Knight, the Force of Earth"      # Level 6, 1 Tuner + 1 or more non-Tuners
WINDOW_PHASES = ["draw", "standby", "battle", "end"]  # a Table starts these with a window open


def _offered(table, player, card, phase, first=None):
    """Is `card` offered to `player` at the first request to them (after the turn player's
    `first` pick: kind, card), with a Set Waboku of theirs offered too, in `phase`?"""
    table.spell_trap(player, "Waboku")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    if first is not None:
        s.pick(first[0], first[1], player=duel.turn_player)
    assert duel.request.player == player and duel.phase == phase
    assert s.has("activate", "Waboku")
    return s.has("activate", card)


# ------------------------------------------------------------------ Ultimate Offering
def _offers_ultimate_offering(turn_player, phase):
    """Player 0: face-up Ultimate Offering, Battle Ox in the hand (their Normal Summon used in
    their own turn); in the opponent's Main Phase, the chain the opponent's Dark Hole starts."""
    table = Table(turn=3 + turn_player, turn_player=turn_player, phase=phase)
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(1, "Dark Hole")
    if turn_player == 0:
        table.normal_summoned()
    first = ("activate", "Dark Hole") if turn_player == 1 and phase in ("main1", "main2") else None
    return _offered(table, 0, "Ultimate Offering", phase, first)


@pytest.mark.parametrize("phase", ["main1", "main2"])
def test_ultimate_offering_is_offered_in_either_of_your_main_phases(phase):
    assert _offers_ultimate_offering(0, phase)


@pytest.mark.parametrize("phase", WINDOW_PHASES)
def test_ultimate_offering_is_not_offered_in_your_turn_outside_your_main_phases(phase):
    assert not _offers_ultimate_offering(0, phase)


def test_ultimate_offering_is_offered_in_your_opponents_battle_phase():
    assert _offers_ultimate_offering(1, "battle")


@pytest.mark.parametrize("phase", ["draw", "standby", "main1", "main2", "end"])
def test_ultimate_offering_is_not_offered_in_your_opponents_turn_outside_their_battle_phase(phase):
    assert not _offers_ultimate_offering(1, phase)


# ------------------------------------------------------------------ Ring of Destruction
def _offers_ring(turn_player, phase):
    """Player 1: Ring of Destruction Set; its target: player 0's Summoned Skull."""
    table = Table(turn=3 + turn_player, turn_player=turn_player, phase=phase)
    table.monster(0, "Summoned Skull")
    table.spell_trap(1, "Ring of Destruction")
    return _offered(table, 1, "Ring of Destruction", phase)


@pytest.mark.parametrize("phase", WINDOW_PHASES)
def test_ring_of_destruction_is_offered_in_every_phase_of_the_opponents_turn(phase):
    assert _offers_ring(0, phase)


@pytest.mark.parametrize("phase", WINDOW_PHASES)
def test_ring_of_destruction_is_not_offered_in_any_phase_of_your_own_turn(phase):
    assert not _offers_ring(1, phase)


# ------------------------------------------------------------------ Effect Veiler
def _offers_veiler(phase):
    """Player 0 holds Effect Veiler; player 1, the turn player, has Time Wizard face-up and in a
    Main Phase activates it first."""
    table = Table(rules="MR1", turn=4, turn_player=1, phase=phase)
    table.hand(0, "Effect Veiler")
    table.monster(0, "Battle Ox")
    table.monster(1, "Time Wizard")
    first = ("activate", "Time Wizard") if phase in ("main1", "main2") else None
    return _offered(table, 0, "Effect Veiler", phase, first)


def test_effect_veiler_is_offered_in_the_opponents_main_phase_2():
    assert _offers_veiler("main2")


@pytest.mark.parametrize("phase", ["standby", "battle"])
def test_effect_veiler_is_not_offered_in_the_opponents_turn_outside_their_main_phases(phase):
    assert not _offers_veiler(phase)


# ------------------------------------------------------------------ Formula Synchron
def _offers_formula(phase):
    """Player 0: Formula Synchron (Level 2) and Celtic Guardian (4) face-up, Gaia Knight (6) in
    the Extra Deck; player 1's turn, in a Main Phase they Normal Summon Battle Ox first."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase=phase)
    table.monster(0, "Formula Synchron", summon_kind="synchro")
    table.monster(0, "Celtic Guardian")
    table.extra(0, GAIA_KNIGHT)
    table.hand(1, "Battle Ox")
    first = ("summon", "Battle Ox") if phase in ("main1", "main2") else None
    return _offered(table, 0, "Formula Synchron", phase, first)


def test_formula_synchron_is_offered_in_the_opponents_main_phase_2():
    assert _offers_formula("main2")


@pytest.mark.parametrize("phase", ["battle", "end"])
def test_formula_synchron_is_not_offered_in_the_opponents_turn_outside_their_main_phases(phase):
    assert not _offers_formula(phase)


# ------------------------------------------------------------------ Urgent Tuning
def _offers_urgent_tuning(turn_player, phase):
    """Player 0: Urgent Tuning Set, Flamvell Guard (Level 1 Tuner), Mystical Elf (4) and
    Thousand-Eyes Idol (1) face-up, Gaia Knight (6) in the Extra Deck."""
    table = Table(rules="MR5", turn=3 + turn_player, turn_player=turn_player, phase=phase)
    table.spell_trap(0, "Urgent Tuning")
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Thousand-Eyes Idol")
    table.extra(0, GAIA_KNIGHT)
    return _offered(table, 0, "Urgent Tuning", phase)


@pytest.mark.parametrize("turn_player", [0, 1])
def test_urgent_tuning_is_offered_in_the_battle_phase_of_either_turn(turn_player):
    assert _offers_urgent_tuning(turn_player, "battle")


@pytest.mark.parametrize("turn_player", [0, 1])
def test_urgent_tuning_is_not_offered_in_the_end_phase_of_either_turn(turn_player):
    assert not _offers_urgent_tuning(turn_player, "end")


# ------------------------------------------------------------------ only in response
@pytest.mark.parametrize("card, place", [
    ("Judgment of Anubis", "set"),
    ("Magic Jammer", "set"),
    ("Seven Tools of the Bandit", "set"),
    ("Big Shield Gardna", "face-down monster"),
    ("Dark Balter the Terrible", "monster"),
    ("Ryu Senshi", "monster"),
])
@pytest.mark.parametrize("phase", ["standby", "end"])
def test_a_card_that_only_answers_an_activation_is_not_offered_with_no_chain(card, place, phase):
    """Player 1 (8000 LP, two cards in the hand to discard) holds `card`; player 0's turn, a
    window of `phase` with no chain."""
    table = Table(turn=3, turn_player=0, phase=phase)
    if place == "set":
        table.spell_trap(1, card)
    else:
        table.monster(1, card, position="set" if place == "face-down monster" else "attack")
    table.hand(1, "Mystical Elf", "Battle Ox")
    table.monster(0, "Celtic Guardian")
    assert not _offered(table, 1, card, phase)
