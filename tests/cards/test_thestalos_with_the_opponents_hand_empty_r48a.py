"""Thestalos the Firestorm Monarch Tribute Summoned while the opponent's hand is empty (round 48a).

The card's text: when it is Tribute Summoned, discard 1 random card from the opponent's hand
and, if it was a monster, inflict damage. Seed 000 §効果処理 (an effect does what it still can):
with no card in that hand nothing is discarded and no damage is inflicted; the duel goes on."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table


def test_thestalos_with_an_empty_opposing_hand_discards_nothing():
    """Q: I Tribute Summon Thestalos, Tributing Battle Ox; my opponent has no card in hand. A:
    its effect discards nothing and deals no damage; Thestalos stays and my turn goes on."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Thestalos the Firestorm Monarch")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Thestalos the Firestorm Monarch")
    s.pick("tribute", "Battle Ox", request="tribute")
    while duel.request.kind in ("chain", "yes_no"):
        s.pick("pass" if duel.request.kind == "chain" else "yes")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Thestalos the Firestorm Monarch"]
    assert lp(duel) == (8000, 8000) and duel.players[1].grave == []
