"""A phase happening reads the kept list of cards whose phase trigger works away from the
field in place (round 18b: chain.py `_mark_batch`, `_phase_cards_off_field`'s tests written
out, the kept answer used while `_pile_version` holds, a walk when it does not).

seed 004 §准备阶段 / seed 000 §誘發效果: Sinister Serpent ("during your Standby Phase, if this
card is in your GY: you can add it to your hand") is collected at its owner's Standby Phase
whether the engine's list of such cards was made at an earlier phase of the turn (kept) or
must be made again (a card entered or left a GY since)."""

from duelist.testing.invariants import check_kept_answers
from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_the_serpent_is_collected_at_the_standby_phase_from_the_list_kept_since_last_turn():
    """Turn 3, player 0's Main Phase 1, Sinister Serpent in their GY: the phases that follow
    (turn 3's End Phase, all of player 1's turn 4, turn 5's Draw Phase) make the list of
    phase cards away from the field once and keep it (no card enters or leaves a GY or the
    banished cards: draws only); turn 5's Standby Phase reads it as kept: player 0 is asked,
    says yes, and the Serpent is added to their hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.grave(0, "Sinister Serpent")
    table.deck(0, ["Battle Ox", "Battle Ox"])
    table.deck(1, ["Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    assert duel.turn == 4
    version = duel._pile_version
    s.end_turn()
    assert duel.turn == 5 and duel.request.kind == "yes_no" and duel.request.player == 0
    assert duel._pile_version == version                    # (the list kept from turn 4 on)
    check_kept_answers(duel, activations=False)
    s.pick("yes", request="yes_no", player=0)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Sinister Serpent"]
    assert grave(duel, 0) == [] and duel.phase == "main1"


def test_the_serpent_sent_to_the_gy_after_the_list_was_kept_is_collected_next_standby():
    """Turn 3, player 0's Main Phase 1: the list is kept empty (the Serpent in the hand);
    player 0 activates Graceful Charity (draw 3, then discard 2) and discards Sinister
    Serpent with a Battle Ox; the turn ends and player 1's turn passes; in turn 5's Standby
    Phase player 0 is asked and adds the Serpent back to their hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Graceful Charity", "Sinister Serpent")
    table.deck(0, ["Battle Ox", "Battle Ox", "Battle Ox", "Battle Ox", "Battle Ox", "Battle Ox"])
    table.deck(1, ["Battle Ox", "Battle Ox", "Battle Ox"])
    duel = table.build()
    duel._phase_cards_off_field()
    assert duel._phase_cards[3] == ()
    s = Script(duel)
    s.pick("activate", "Graceful Charity")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", "Sinister Serpent", request="select")
    s.pick("select", "Battle Ox", request="select", first=True)
    assert "Sinister Serpent" in grave(duel, 0)
    s.end_turn()
    assert duel.turn == 4
    s.end_turn()
    assert duel.turn == 5 and duel.request.kind == "yes_no" and duel.request.player == 0
    s.pick("yes", request="yes_no", player=0)
    assert "Sinister Serpent" in hand(duel, 0) and "Sinister Serpent" not in grave(duel, 0)
