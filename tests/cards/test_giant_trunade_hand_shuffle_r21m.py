"""Which cards returned to the hand make a hand shuffle (engine/actions.py `_move`, round 21m:
a mutant that shuffled the hand for every card joining it from elsewhere survived, as no test
looked at the shuffles). A hand is shuffled (new uids, the owner told the mapping) when the
opponent saw which card joined it: a card that was face-up on the field. A Set card that
goes back to the hand was never seen: its owner's hand is not shuffled, and the cards
already there keep their uids.

Ruled here: Giant Trunade returns player 1's Set Mystical Space Typhoon to the hand: no
shuffle of player 1's hand, whose card keeps its uid; both players see which Set card went
back (the move names its uid on the field), only its owner what it is; with player 1's face-up Swords of
Revealing Light returned as well, player 1's hand is shuffled once (the opponent saw the
Swords); a Pendulum scale returned goes to the hand, not face-up to the Extra Deck (that is for
a Pendulum Monster sent to the GY: a mutant that sent every face-up Pendulum card leaving the
field there survived)."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def _shuffles(duel, since, player):
    return [e for e in duel.log[since:] if e.get("type") == "shuffle_hand" and e.get("player") == player]


def _trunade(face_up_swords):
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian", zone=0)
    table.monster(1, "Battle Ox", zone=0)
    typhoon = table.spell_trap(1, "Mystical Space Typhoon", zone=1)
    swords = table.spell_trap(1, "Swords of Revealing Light", zone=2, face_down=False) if face_up_swords else None
    kept = table.hand(1, "Sangan")
    table.hand(0, "Giant Trunade")
    table.deck(0, ["Battle Ox", "Battle Ox"])
    table.deck(1, ["Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    in_hand = duel.players[1].hand[0]
    uid = in_hand.uid
    table_uid = typhoon.card(duel).uid
    since = len(duel.log)
    s.pick("activate", "Giant Trunade", request="idle")
    while duel.request is not None and duel.request.kind != "idle":
        s.pick("pass", first=True)
    assert typhoon.card(duel).location == S.HAND
    if swords is not None:
        assert swords.card(duel).location == S.HAND
    return duel, since, in_hand, uid, table_uid


def test_a_set_card_returned_to_the_hand_does_not_shuffle_it():
    duel, since, in_hand, uid, table_uid = _trunade(face_up_swords=False)
    assert _shuffles(duel, since, 1) == []
    assert in_hand.uid == uid and in_hand.location == S.HAND
    # the move of the Set Typhoon: public where it came from (its uid on the field), private
    # what it is
    moves = [e for e in duel.log[since:] if e.get("type") == "to_hand" and e.get("prev") == table_uid]
    assert len(moves) == 1
    move = moves[0]
    assert move["from"] == S.SZONE and "name" not in move and "code" not in move
    assert move["private"]["player"] == 1 and move["private"]["name"] == "Mystical Space Typhoon"


def test_a_face_up_card_returned_to_the_hand_shuffles_it_once():
    duel, since, in_hand, uid, _table_uid = _trunade(face_up_swords=True)
    shuffles = _shuffles(duel, since, 1)
    assert len(shuffles) == 1
    assert in_hand.uid != uid and in_hand.location == S.HAND


def test_a_pendulum_scale_returned_to_the_hand_goes_to_the_hand():
    """Seed 000 §靈擺怪獸: a face-up Pendulum Monster that would be sent to the GY from the
    field goes face-up to the Extra Deck instead; one returned to the hand goes to the hand.
    Giant Trunade returns player 1's Foucault's Cannon from its Pendulum Zone (MR5): it is in
    player 1's hand, not in the Extra Deck."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    cannon = table.pendulum(1, "Foucault's Cannon", "left")
    table.monster(1, "Battle Ox", zone=0)
    table.hand(0, "Giant Trunade")
    table.deck(0, ["Battle Ox", "Battle Ox"])
    table.deck(1, ["Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Giant Trunade", request="idle")
    while duel.request is not None and duel.request.kind != "idle":
        s.pick("pass", first=True)
    card = cannon.card(duel)
    assert card.location == S.HAND and card in duel.players[1].hand
    assert card not in duel.players[1].extra
