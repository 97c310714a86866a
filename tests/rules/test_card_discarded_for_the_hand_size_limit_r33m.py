"""A card discarded for the hand size limit in the End Phase is in the GY: the window after
the discard does not offer it (chain.py `_window`: the first player's offer cache is made
again when their side changed since it was made, here by the discard itself).

Player 0 ends the turn with seven cards, Scapegoat among them; the End Phase's window offers
Scapegoat from the hand (a Quick-Play Spell in its controller's own turn), player 0 passes,
and then discards one card down to six."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def seven_cards():
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Scapegoat", "Battle Ox", "Battle Ox", "Celtic Guardian", "Celtic Guardian",
               "Mystical Elf", "Mystical Elf")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    s.expect(request="chain", player=0)
    assert duel.phase == "end" and s.has("activate", "Scapegoat")
    s.pick("pass", player=0)
    s.expect(request="discard", player=0)
    return duel, s


def test_scapegoat_discarded_for_the_hand_size_limit_is_not_offered_from_the_gy():
    duel, s = seven_cards()
    s.pick("discard", "Scapegoat", player=0)
    assert grave(duel, 0) == ["Scapegoat"]
    assert duel.turn == 4 and duel.turn_player == 1 and duel.request.kind == "idle"
    assert not [e for e in duel.log if e["type"] == "activate"]


def test_with_another_card_discarded_scapegoat_is_offered_from_the_hand_again():
    duel, s = seven_cards()
    s.pick("discard", "Battle Ox", player=0, first=True)
    s.expect(request="chain", player=0)
    assert duel.phase == "end" and grave(duel, 0) == ["Battle Ox"] and "Scapegoat" in hand(duel, 0)
    assert [o.name for o in duel.request.options if o.kind == "activate"] == ["Scapegoat"]
    s.pick("pass", player=0)
    assert duel.turn == 4 and duel.request.kind == "idle"
