"""The Forceful Sentry (42829885), Normal Spell: its player looks at the opponent's whole hand
and shuffles one card of it, their pick, into that player's Deck.

Sources: the card's own text (in our words); the engine's hidden-information rule for a shown
hand (actions.py `reveal`, docs/protocol.md): the cards shown keep no uid the viewer could follow
once they are back among the hidden cards, so the hand they were shown from is shuffled (its uids
re-dealt) -- once, however many of its cards were shown. Round 54o: `reveal`'s list of hands to
shuffle names each hand once."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def test_the_forceful_sentry_shows_three_cards_and_the_hand_is_shuffled_once():
    """Q: I activate The Forceful Sentry; my opponent holds Dark Hole, Battle Ox and Mystical Elf.
    A: the three are shown to me (three reveal events), my opponent's hand is shuffled once, then
    the card I pick (Dark Hole) is shuffled into their Deck: they keep the two others."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "The Forceful Sentry")
    table.hand(1, "Dark Hole", "Battle Ox", "Mystical Elf")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "The Forceful Sentry")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert [o.label for o in duel.request.options] == ["Option Dark Hole", "Option Battle Ox",
                                                       "Option Mystical Elf"]
    s.pick("option", "Dark Hole")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    types = [e["type"] for e in duel.log_for(None)[start:]]
    assert types.count("reveal") == 3 and types.count("shuffle_hand") == 1
    assert types.index("shuffle_hand") > max(i for i, t in enumerate(types) if t == "reveal")
    assert sorted(hand(duel, 1)) == ["Battle Ox", "Mystical Elf"]
