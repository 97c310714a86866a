"""`Duel.debug_move` (tests and tools: a card put somewhere by fiat) without a player: a card
sent to a hand or a pile goes to its OWNER's, as by any move (a card that leaves the field goes to its
owner's hand or piles: the rule actions.py `_move` applies); one moved on the field
stays with its controller. Round 54o: duel.py `debug_move`'s default player (stop 54 changed it
from the controller for every place)."""

from duelist.engine import state as S
from duelist.testing.invariants import check_invariants
from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def _taken():
    """Player 0 takes player 1's Battle Ox with Change of Heart."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Battle Ox")
    table.hand(0, "Change of Heart")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert field_monsters(duel, 0) == ["Battle Ox"]
    return duel


def test_a_taken_monster_moved_to_the_hand_goes_to_its_owners_hand():
    """Q: Battle Ox, player 1's, is controlled by player 0 (Change of Heart); a tool moves it to
    "the hand" naming no player. A: it is in player 1's hand, player 0's hand is empty."""
    duel = _taken()
    ox = next(c for c in duel.players[0].mzone if c is not None)
    duel.debug_move(ox.uid, S.HAND)
    assert hand(duel, 1) == ["Battle Ox"] and hand(duel, 0) == []
    check_invariants(duel)


def test_a_taken_monster_moved_to_another_monster_zone_stays_with_its_controller():
    """Q: the same Battle Ox moved by a tool to a Monster Zone naming no player. A: it stays on
    player 0's field."""
    duel = _taken()
    ox = next(c for c in duel.players[0].mzone if c is not None)
    duel.debug_move(ox.uid, S.MZONE)
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == []
