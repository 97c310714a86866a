"""The oracle of `scripts/fuzz_pairs.py --check` for the state rules (ENGINE.md §2): at a Main
or Battle Phase menu a state check changes nothing, because one already followed whatever
changed the game state last. duelist.testing.invariants.check_state_rules_applied asks it on
a fork; these tests show it sees a field the state rules were not applied to, and leaves the
duel itself untouched."""

import pytest

from duelist.testing.invariants import InvariantError, check_state_rules_applied, check_state_rules_at_turn_start
from duelist.testing.reads import grave
from duelist.testing.scenario import Table


def _equip_table():
    table = Table(turn=3, turn_player=0)
    magician = table.monster(0, "Dark Magician")
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=magician)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    return table.build()


def test_a_field_the_state_rules_were_applied_to_passes():
    """Book of Secret Arts equipped to a face-up monster: nothing for the state rules to do."""
    duel = _equip_table()
    assert duel.request.kind == "idle"
    check_state_rules_applied(duel)


def test_an_equip_card_left_equipped_to_nothing_is_seen_and_the_duel_is_untouched():
    """The monster Book of Secret Arts equips is sent to the GY by plain code that runs no state
    check (what a gap in the engine would do): the Equip Card with no monster must be
    destroyed before anyone acts (seed 000 §裝備魔法), so the oracle fails, naming the
    destruction a state check would make; the duel it looked at still holds Book of Secret Arts.
    Once the state checks run (Duel.check_position), it passes."""
    duel = _equip_table()
    magician = duel.players[0].mzone[0]
    duel._to_grave(magician, "effect")
    with pytest.raises(InvariantError, match="Book of Secret Arts"):
        check_state_rules_applied(duel)
    assert "Book of Secret Arts" not in grave(duel, 0)
    duel.check_position()
    assert "Book of Secret Arts" in grave(duel, 0)
    check_state_rules_applied(duel)


def test_lp_zero_left_without_a_win_check_is_seen():
    """A player at 0 LP loses at once (seed 000: LP 0 is a state rule): a menu offered with
    a player at 0 LP and no result fails the oracle."""
    duel = _equip_table()
    duel.set_lp(1, 0)
    with pytest.raises(InvariantError, match="ends the duel"):
        check_state_rules_applied(duel)
    assert duel.result is None


def _turn_end_table():
    table = Table(turn=3, turn_player=0)
    magician = table.monster(0, "Dark Magician")
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=magician)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    return table


def test_a_turn_that_begins_with_the_state_rules_applied_passes():
    """Book of Secret Arts on Dark Magician when turn 4 begins: the Draw Phase hook finds
    nothing to say."""
    table = _turn_end_table()
    table.at("draw_phase", check_state_rules_at_turn_start)
    duel = table.build()
    duel.answer("end_turn")
    assert duel.turn == 4


def test_a_turn_that_begins_with_an_equip_card_equipped_to_nothing_is_seen():
    """A change made after the last turn's last state check (here, by a Draw Phase hook
    placed before the oracle: Dark Magician sent to the GY by plain code) leaves Book of
    Secret Arts equipped to nothing when turn 4's Draw Phase window opens: the oracle
    fails before that window's own state check would hide it."""
    table = _turn_end_table()
    table.at("draw_phase", lambda duel: duel._to_grave(duel.players[0].mzone[0], "effect"))
    table.at("draw_phase", check_state_rules_at_turn_start)
    duel = table.build()
    with pytest.raises(InvariantError, match="Book of Secret Arts.*begins turn 4 equipped to None"):
        duel.answer("end_turn")
