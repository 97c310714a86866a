"""Granmarg the Rock Monarch and Raiza the Storm Monarch Tribute Set, then Flip Summoned: no
effect (a judge's review, round 53r).

Sources: the Monarchs' texts (2005: "when this card is Tribute Summoned successfully"; today's:
"if this card is Tribute Summoned"); yugioh-wiki.net 《地帝グランマーグ》 / 《風帝ライザー》 and
Konami's Metagame article on the Monarchs (a Monarch Set with Tributes is not Tribute Summoned,
and a later Flip Summon is no Tribute Summon: the effect is never activated)."""

import pytest

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def _pass_to_my_next_turn(duel, s):
    """End my turn and my opponent's, passing every response window (nobody activates)."""
    start = duel.turn
    while not (duel.turn == start + 2 and duel.request.kind == "idle"):
        if duel.request.kind in ("idle", "battle"):
            s.end_turn()
        else:
            s.pick("pass", player=duel.request.player)


@pytest.mark.parametrize("monarch", ["Granmarg the Rock Monarch", "Raiza the Storm Monarch"])
def test_granmarg_the_rock_monarch_tribute_set_then_flip_summoned_does_nothing(monarch):
    """Q: I Tribute Set a Monarch (Tributing Battle Ox), and next turn Flip Summon it; my
    opponent has a Set Waboku all along. A: neither the Set nor the Flip Summon is a Tribute
    Summon: no effect is activated, the Waboku stays Set."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, monarch)
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Waboku")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("set", monarch)
    s.pick("tribute", "Battle Ox", request="tribute")
    s.expect(request="idle", player=0)
    assert of_type(duel, "chain") == []
    # to my next turn: the opponent's turn passes
    _pass_to_my_next_turn(duel, s)
    s.pick("flip_summon", monarch)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    monster = duel.monsters(0)[0]
    assert monster.name == monarch and monster.face_up
    assert [c.name for c in duel.players[1].szone if c] == ["Waboku"]
    assert of_type(duel, "chain") == []
