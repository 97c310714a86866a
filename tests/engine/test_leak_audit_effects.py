"""Leak audit of the effects layer (hidden information an effect could expose): each test
is one leak found by the audit and closed."""

from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.engine.events import event_for, public_form
from duelist.testing import Script, Table
from duelist.testing.property import starter_decks


def test_deck_uids_are_dealt_again_after_each_shuffle_in_an_order_that_reveals_no_position():
    """A Deck card's uid must tell neither which card of a known decklist it is nor where it
    lies (issue 8): after each shuffle the Deck gets fresh uids, dealt in an
    order unrelated both to the decklist and to the Deck order."""
    yugi, kaiba = starter_decks()
    duel = Duel(yugi, kaiba, seed=5, first_player=0)
    for p in (0, 1):
        deck = duel.players[p].deck
        uids = [c.uid for c in deck]
        assert min(uids) > len(duel.cards)          # none is the uid it was created with
        assert uids != sorted(uids) and uids != sorted(uids, reverse=True)   # not position order
        assert [c.cid for c in sorted(deck, key=lambda c: c.uid)] != sorted(c.cid for c in deck)
    before = [c.uid for c in duel.players[0].deck]
    duel.shuffle_deck(0)
    after = [c.uid for c in duel.players[0].deck]
    assert min(after) > max(before) and after != sorted(after)


def test_a_card_banished_face_down_from_the_deck_keeps_its_old_uid_private():
    """Different Dimension Capsule: the opponent sees that a card was banished face-down,
    not which uid (so not which Deck position or card) it had."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Different Dimension Capsule")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Different Dimension Capsule")
    s.pick("select", "Mystical Elf")
    event = [e for e in duel.log if e["type"] == "to_banished"][-1]
    seen = event_for(event, 1)
    assert "prev" not in seen and "name" not in seen
    assert event_for(event, 0)["prev"] and event_for(event, 0)["name"] == "Mystical Elf"


def test_taking_control_of_a_face_down_monster_does_not_name_it():
    """Change of Heart on a face-down monster: the public log does not name it."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Mystical Elf", position="set")
    table.hand(0, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", duel.monsters(1)[0].uid)
    control = [e for e in duel.log if e["type"] == "control"][0]
    assert "name" not in public_form(control) and event_for(control, 0)["name"] == "Mystical Elf"


def test_a_hand_card_seen_by_the_opponent_cannot_be_followed_afterwards():
    """The Inexperienced Spy shows one hand card to the activator; the hand then gets new
    uids, so the card cannot be recognised when it is later Set."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "The Inexperienced Spy")
    table.hand(1, "Trap Hole", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Inexperienced Spy")
    shown = [c.uid for c in duel.players[1].hand]
    s.pick("option", first=True)
    seen = [e for e in duel.log if e["type"] == "reveal"][-1]
    assert event_for(seen, 0)["name"] in ("Trap Hole", "Battle Ox")
    assert not set(c.uid for c in duel.players[1].hand) & set(shown)
    assert event_for(seen, 1).get("private") is None and "name" not in public_form(seen)


def test_an_answer_from_the_wrong_player_does_not_list_the_options():
    """A network client answering out of turn learns nothing of the pending request."""
    import pytest
    from duelist.engine.protocol import IllegalAnswerError
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Dark Hole", "Trap Hole")
    duel = table.build()
    with pytest.raises(IllegalAnswerError) as raised:
        duel.answer(0, player=1)
    assert "Dark Hole" not in str(raised.value) and "Trap Hole" not in str(raised.value)
    assert duel.request is not None and len(duel.answers) == 0
