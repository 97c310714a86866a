"""Magical Merchant's excavation shows the cards; the Spell or Trap found goes to the hand: can the
opponent follow it there (round 51t, hidden information)?

Seed 001 (手卡為不公開區域): the hand is not public. docs/protocol.md "Uids of hidden cards": a hand
whose card the opponent saw gets new uids, so a card seen joining the hand cannot be followed out
of it (a Set from the hand names the hand uid it came from). A search that shows the card (Sangan)
does so; the Merchant shows the cards while they are still in the Deck."""

import pytest

from duelist.testing.scenario import Script, Table


def _hand_uids_seen_by(duel, viewer, player):
    return [c["uid"] for c in duel.view(viewer)["players"][player]["hand"]]


def _added(duel):
    return [e for e in duel.log if e["type"] == "to_hand" and e["from"] == "deck"][-1]["uid"]


@pytest.mark.xfail(strict=True, reason="h51t request 3: a card shown in the Deck then added keeps its uid in the hand")
def test_the_spell_found_cannot_be_followed_into_the_hand():
    """Q: my Magical Merchant shows Battle Ox, Mystical Elf, then Dark Hole, which goes to my hand
    (my opponent saw it). A: my hand is dealt new uids: my opponent cannot tell which of my hand
    cards is the Dark Hole (nor, later, whether the Spell I Set is it)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Magical Merchant", position="set")
    table.hand(0, "Mystic Tomato", "Pot of Greed")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Dark Hole", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Magical Merchant")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert sorted(c.name for c in duel.players[0].hand) == ["Dark Hole", "Mystic Tomato", "Pot of Greed"]
    assert [e["name"] for e in duel.log_for(1) if e["type"] == "reveal"][-1] == "Dark Hole"
    assert _added(duel) not in _hand_uids_seen_by(duel, 1, 0)


def test_control_a_search_that_shows_the_card_deals_the_hand_new_uids():
    """Control: Sangan sent to the GY adds Mystical Elf, shown to my opponent: my hand is dealt new
    uids after it."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Sangan")
    table.hand(0, "Dark Hole", "Pot of Greed")
    table.deck(0, ["Battle Ox", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    while duel.request.kind != "idle":
        if duel.request.kind == "select":
            s.pick("select", "Mystical Elf")
        else:
            s.pick("pass")
    assert "Mystical Elf" in [c.name for c in duel.players[0].hand]
    assert _added(duel) not in _hand_uids_seen_by(duel, 1, 0)
