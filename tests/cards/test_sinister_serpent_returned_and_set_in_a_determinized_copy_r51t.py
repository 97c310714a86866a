"""Sinister Serpent taken back into the hand, then a monster Set from that hand: what the
opponent's determinized copy may hold (round 51t, hidden information).

Seed 001 (手卡為不公開區域; 里側表示的怪獸的卡名...對對方玩家處于非公開狀態): the hand and a face-down
monster are hidden from the opponent. The Serpent comes back to the hand in public, the hand is then
dealt new uids (docs/protocol.md "Uids of hidden cards"), and its controller Sets one of three hand
monsters: the opponent cannot tell which. docs/protocol.md "Forks" / docs/ai.md: a determinized copy
deals again every card hidden from the player; nothing in it depends on which real cards were hidden.
Today's text starts a delayed banishment ("then, in the opponent's next End Phase, banish 1 Sinister
Serpent from your GY"); the 2005 text (GOAT) starts none."""

import pytest

from duelist.engine.determinize import determinize
from duelist.testing.scenario import Script, Table


def _serpent_back_then_set(rules, set_name):
    table = Table(rules=rules, turn=3, turn_player=0, phase="standby")
    table.hand(0, "Mystical Elf", "Celtic Guardian")
    table.grave(0, "Sinister Serpent")
    table.deck(0, ["Battle Ox", "Hitotsu-Me Giant", "Koumori Dragon"])
    table.deck(1, ["Battle Ox", "Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("yes", "Sinister Serpent", request="yes_no", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(c.name for c in duel.players[0].hand) == ["Celtic Guardian", "Mystical Elf", "Sinister Serpent"]
    s.pick("set", set_name, request="idle")
    s.expect(request="idle", player=0)
    return duel


def _face_down_in_copies(duel, seeds=range(12)):
    """The names dealt to player 0's face-down monster in player 1's determinized copies."""
    seen = set()
    for seed in seeds:
        copy = determinize(duel, 1, seed)
        face_down = [c for c in copy.players[0].mzone if c is not None]
        assert len(face_down) == 1 and not face_down[0].face_up
        seen.add(face_down[0].data.name)
    return seen


def test_goat_the_opponents_copy_deals_the_set_monster_among_the_cards_they_cannot_see():
    """Control (2005 text, no delayed effect): my opponent's copies deal my Set monster from the
    cards they cannot see, the Serpent sometimes, other monsters other times."""
    duel = _serpent_back_then_set("GOAT", "Sinister Serpent")
    seen = _face_down_in_copies(duel)
    assert len(seen) > 1


@pytest.mark.xfail(strict=True, reason="h51t request 1: the copy pins a card whose delayed effect waits, "
                                       "even in a place where the opponent lost track of it")
def test_the_opponents_copy_does_not_tell_them_the_set_monster_is_the_serpent():
    """Q: the Serpent came back to my hand (its banishment waits for my opponent's End Phase); I Set
    one of my three hand monsters. A: my opponent does not know which; their copies deal my Set
    monster from the cards they cannot see, not always as the Serpent."""
    duel = _serpent_back_then_set("MR5", "Sinister Serpent")
    assert _face_down_in_copies(duel) != {"Sinister Serpent"}


@pytest.mark.xfail(strict=True, reason="h51t request 1: the copy pins a card whose delayed effect waits, "
                                       "even in a place where the opponent lost track of it")
def test_the_opponents_copy_does_not_tell_them_the_serpent_stayed_in_the_hand():
    """Q: as above, but I Set Mystical Elf. A: their copies sometimes deal the Serpent to the Set
    monster too (they cannot tell that it stayed in my hand)."""
    duel = _serpent_back_then_set("MR5", "Mystical Elf")
    assert "Sinister Serpent" in _face_down_in_copies(duel)
