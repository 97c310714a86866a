"""Painful Choice: the opponent picks which of the five shown cards goes to the hand: can they
follow it there (round 51t, hidden information)?

Seed 001 (手卡為不公開區域): the hand is not public. docs/protocol.md "Uids of hidden cards": a hand
whose card the opponent saw gets new uids (a card seen joining the hand cannot be followed out of
it: a Set names the hand uid it came from)."""

import pytest

from duelist.testing.scenario import Script, Table


@pytest.mark.xfail(strict=True, reason="h51t request 3: a card shown in the Deck then added keeps its uid in the hand")
def test_the_card_my_opponent_chose_cannot_be_followed_into_my_hand():
    """Q: I show five cards with Painful Choice; my opponent picks the one I add, the rest go to
    the GY. A: my hand is dealt new uids: they cannot tell which of my hand cards it is."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Painful Choice", "Mystic Tomato")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Dark Hole", "Celtic Guardian", "Pot of Greed", "Summoned Skull"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Painful Choice")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            duel.answer(0, player=duel.request.player)
    added = [e for e in duel.log if e["type"] == "to_hand" and e["from"] == "deck"]
    assert len(added) == 1 and len(duel.players[0].grave) == 5     # 4 shown cards + Painful Choice
    assert added[0]["uid"] not in [c["uid"] for c in duel.view(1)["players"][0]["hand"]]
