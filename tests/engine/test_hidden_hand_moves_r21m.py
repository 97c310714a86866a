"""A card that leaves the hand unseen keeps its hand uid from the opponent (engine/actions.py
`_move`, round 21m: a mutant that gave every move from the hand its old uid in public
survived). The uid a card had in the hand could tell the opponent which card it is (they may
have seen it revealed or searched earlier): a card put from the hand on top of the Deck
names its old uid, and what it is, to its owner only.

Ruled here: Plaguespreader Zombie's cost puts Battle Ox from player 1's hand on top of the
Deck: the move is in public (a card went from the hand to the Deck) with its new uid; its
hand uid and its name are told to player 1 alone."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_a_card_put_from_the_hand_on_the_deck_names_its_hand_uid_to_its_owner_only():
    table = Table(turn=3, turn_player=1)
    table.grave(1, "Plaguespreader Zombie")
    table.hand(1, "Battle Ox")
    table.monster(0, "Celtic Guardian", zone=0)
    table.deck(1, ["Celtic Guardian", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    ox = duel.players[1].hand[0]
    hand_uid = ox.uid
    since = len(duel.log)
    s.pick("activate", "Plaguespreader Zombie", request="idle")
    while duel.request is not None and duel.request.kind != "idle":
        s.pick(duel.request.options[0].kind, first=True)      # the cost's one card, then passes
    assert ox.location == S.DECK
    moves = [e for e in duel.log[since:] if e.get("type") == "to_deck" and e.get("from") == S.HAND]
    assert len(moves) == 1
    move = moves[0]
    assert move["player"] == 1 and move["uid"] == ox.uid
    assert "prev" not in move and "name" not in move and "code" not in move
    assert move["private"]["player"] == 1 and move["private"]["prev"] == hand_uid
    assert move["private"]["name"] == "Battle Ox"
