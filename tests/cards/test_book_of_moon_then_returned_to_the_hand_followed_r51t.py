"""A monster turned face-down by Book of Moon, then returned to the hand by Compulsory Evacuation
Device: can the opponent, who saw it face-up, follow it in the hand (round 51t, hidden
information)?

Seed 001 (手卡為不公開區域): the hand is not public. docs/protocol.md "Uids of hidden cards": a hand
whose card the opponent saw gets new uids. Book of Moon keeps the monster's uid (its `position`
event names it), so the opponent knows what the face-down monster is when it goes back."""

import pytest

from duelist.testing.scenario import Script, Table


def _returned(turned_by_book_of_moon):
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Mystical Elf", position="attack" if turned_by_book_of_moon else "set")
    table.hand(1, "Battle Ox", "Pot of Greed")
    table.hand(0, "Book of Moon")
    table.spell_trap(0, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    if turned_by_book_of_moon:
        s.pick("activate", "Book of Moon")
        s.pick("target", "Mystical Elf")
        while duel.request.kind != "idle":
            s.pick("pass")
    s.pick("activate", "Compulsory Evacuation Device")
    s.answer(s.expect(request="target", player=0).options[0])
    while duel.request.kind != "idle":
        s.pick("pass")
    assert sorted(c.name for c in duel.players[1].hand) == ["Battle Ox", "Mystical Elf", "Pot of Greed"]
    back = [e for e in duel.log if e["type"] == "to_hand"][-1]["uid"]
    return back, [c["uid"] for c in duel.view(0)["players"][1]["hand"]]


@pytest.mark.xfail(strict=True, reason="h51t request 3: a card the opponent saw joins the hand from a face-down place: no new uids")
def test_the_monster_i_saw_cannot_be_followed_into_my_opponents_hand():
    """Q: I turn my opponent's Mystical Elf face-down with Book of Moon, then return it to their
    hand with Compulsory Evacuation Device. A: their hand is dealt new uids: I saw the Elf go back,
    but cannot tell afterwards which of their hand cards it is."""
    back, hand = _returned(turned_by_book_of_moon=True)
    assert back not in hand


def test_control_a_monster_never_seen_goes_back_unknown():
    """Control: a monster my opponent Set goes back the same way: I never knew it; its uid stays
    in their hand (nothing to hide, no shuffle needed)."""
    back, hand = _returned(turned_by_book_of_moon=False)
    assert back in hand
