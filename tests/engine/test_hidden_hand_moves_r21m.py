"""A card that leaves the hand unseen keeps its hand uid from the opponent (engine/actions.py
`_move`, round 21m: a mutant that gave every move from the hand its old uid in public
survived). The uid a card had in the hand could tell the opponent which card it is (they may
have seen it revealed or searched earlier): a card put from the hand on top of the Deck
names its old uid, and what it is, to its owner only.

Ruled here: Plaguespreader Zombie's cost puts Battle Ox from player 1's hand on top of the
Deck: the move is in public (a card went from the hand to the Deck) with its new uid; its
hand uid and its name are told to player 1 alone. Gem-Knight Lady Lapis Lazuli's cost sends
Gem-Knight Ruby from the Extra Deck (hidden too) to the GY: named in public, its Extra Deck
uid told to player 0 alone."""

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


def test_a_card_sent_from_the_extra_deck_names_its_extra_deck_uid_to_its_owner_only():
    """The same for the Extra Deck, hidden as the hand: Gem-Knight Lady Lapis Lazuli sends
    Gem-Knight Ruby from the Extra Deck to the GY as its cost. The card is named in public (it
    is face-up in the GY); the uid it had in the Extra Deck is told to player 0 alone."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Gem-Knight Lady Lapis Lazuli", summon_kind="fusion")
    table.monster(1, "Battle Ox", summon_kind="special")
    table.deck(0, ["Battle Ox", "Battle Ox"])
    table.extra(0, "Gem-Knight Ruby")
    duel = table.build()
    s = Script(duel)
    ruby = duel.players[0].extra[0]
    extra_uid = ruby.uid
    since = len(duel.log)
    s.pick("activate", "Gem-Knight Lady Lapis Lazuli")
    s.pick("select", "Gem-Knight Ruby")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert ruby.location == S.GRAVE
    moves = [e for e in duel.log[since:] if e.get("type") == "to_grave" and e.get("from") == S.EXTRA]
    assert len(moves) == 1
    move = moves[0]
    assert move["name"] == "Gem-Knight Ruby" and "prev" not in move
    assert move["private"] == {"player": 0, "prev": extra_uid}
