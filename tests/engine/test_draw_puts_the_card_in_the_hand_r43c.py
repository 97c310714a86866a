"""A card drawn leaves the top of its player's Deck and is added to the end of their hand as a
new object (DESIGN §3): a new uid that finds it, face-down (the hand is hidden), no marks, no
history, its owner in control; the player's offers change only where the card offers
something from the hand; a trigger still pending for that card is dropped (the hand is not a
public place: seed 000 §效果分類 › 誘發效果).

Round 43c (h43c): duel.py `_draw` writes the placing out (the hand case of `_place`: on PyPy
a call with a frame at every draw) and reads the script's hand row once. These rulings check
every draw of random duels against what the placing must leave (an oracle written here, not
`_place`), and that no draw goes through `_place` (fails before round 43c)."""

from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.engine.names import M
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions
from tests.engine.test_window_offer_skip import PAIRS


def _checked_draws(monkeypatch):
    """Wraps `_draw`: each draw of one card is checked against the placing's rules."""
    draw = Duel._draw
    seen = {"draws": 0, "bumped": 0, "dropped": 0, "shuffled": 0}

    def checked(duel, player, count=1):
        if count != 1 or not duel.players[player].deck:
            return draw(duel, player, count)
        deck = duel.players[player].deck
        card = deck[-1]
        uid = duel._next_uid
        sides = list(duel._sides)
        hand_before = list(duel.players[player].hand)
        pending_for_it = [t for t in duel.pending if t["cid"] == card.cid and not t.get("delayed")]
        # a card its owner's opponent saw in the Deck (Ancient Telescope: M.SEEN) joins the hand
        # with a hand shuffle, which deals the hand new uids in a drawn order (stop 52)
        shuffled = card.marks is not None and M.SEEN in card.marks and duel.rules.hand_uids_scrambled
        assert draw(duel, player, count) is True
        ps = duel.players[player]
        assert card.owner == player and card not in ps.deck
        if shuffled:
            assert sorted(ps.hand, key=id) == sorted(hand_before + [card], key=id)
            assert card.uid > uid and duel.card_by_uid(card.uid) is card
            assert duel.log[-1]["type"] == "shuffle_hand" and duel.log[-1]["player"] == player
            seen["shuffled"] += 1
        else:
            assert ps.hand == hand_before + [card]
            assert card.uid == uid and duel._next_uid == uid + 1 and duel.card_by_uid(uid) is card
            assert card.seq == len(ps.hand) - 1
        assert card.location == S.HAND and card.position == S.FACEDOWN
        assert card.marks is None and card.info is None and card.activated is False
        assert card.controller == player and card.history == S.NO_HISTORY and card.fixed_turn == 0
        offers = card.script is not None and S.HAND in card.script.offers
        assert duel._sides[player] == sides[player] + (1 if offers else 0)
        assert duel._sides[1 - player] == sides[1 - player]
        assert not any(t in duel.pending for t in pending_for_it)
        seen["draws"] += 1
        seen["bumped"] += offers
        seen["dropped"] += bool(pending_for_it)
        return True

    monkeypatch.setattr(Duel, "_draw", checked)
    return seen


def _no_placing_in_the_hand_by_a_draw(monkeypatch):
    """Counts `_place` calls into a hand made while a draw runs."""
    place = Duel._place
    draw = Duel._draw
    seen = {"drawing": False, "placed by a draw": 0}

    def counted_place(duel, card, location, player, *args, **kwargs):
        if seen["drawing"] and location == S.HAND:
            seen["placed by a draw"] += 1
        return place(duel, card, location, player, *args, **kwargs)

    def flagged_draw(duel, player, count=1):
        seen["drawing"] = True
        try:
            return draw(duel, player, count)
        finally:
            seen["drawing"] = False

    monkeypatch.setattr(Duel, "_place", counted_place)
    monkeypatch.setattr(Duel, "_draw", flagged_draw)
    return seen


def test_every_draw_of_random_duels_places_the_card_as_the_rules_say(monkeypatch):
    """In random duels of the bench's starter and Goat pairs (three seeds each), every card
    drawn is the Deck's top card, now last in the hand, with a new uid, face-down, with no
    marks, no history, its owner in control; its player's offers changed exactly where it
    offers something from the hand, the opponent's not at all."""
    seen = _checked_draws(monkeypatch)
    for _duel, _where in random_decisions(PAIRS):
        pass
    assert seen["draws"] > 300 and seen["bumped"] > 50, seen


def test_pot_of_greed_draws_two_cards_into_the_hand_in_deck_order(monkeypatch):
    """Player 0 activates Pot of Greed and draws its two cards: the Deck's top card first,
    then the next, each added at the end of the hand, face-down, each with its own new uid."""
    seen = _checked_draws(monkeypatch)
    table = Table(turn=3, turn_player=0)
    pot = table.hand(0, "Pot of Greed")
    table.deck(0, ["Celtic Guardian", "Mystical Space Typhoon", "Giant Soldier of Stone"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", pot.uid(duel), player=0)
    while duel.request.kind != "idle":
        s.pick("pass")
    hand = duel.players[0].hand
    assert [c.data.name for c in hand] == ["Celtic Guardian", "Mystical Space Typhoon"]
    assert [c.data.name for c in duel.players[0].deck] == ["Giant Soldier of Stone"]
    assert hand[0].uid != hand[1].uid
    assert seen["draws"] == 2 and seen["bumped"] == 1      # (the Typhoon offers from the hand)


def test_no_draw_goes_through_the_general_placing(monkeypatch):
    """The draws of random duels (a starter and a Goat pair, two seeds each) put their cards in
    the hand without `_place` (its hand case written out in `_draw`), and the duels still
    place cards in the hand by other means (a card returned or added to the hand)."""
    seen = _no_placing_in_the_hand_by_a_draw(monkeypatch)
    draws = {"draws": 0}
    flagged = Duel._draw

    def counted(duel, player, count=1):
        draws["draws"] += count
        return flagged(duel, player, count)

    monkeypatch.setattr(Duel, "_draw", counted)
    for _duel, _where in random_decisions(PAIRS[:2], seeds=range(2)):
        pass
    assert draws["draws"] > 100
    assert seen["placed by a draw"] == 0, seen
