"""Sangan sent to the GY while its player's Deck is empty: its search is mandatory, so it is
still activated; it finds nothing, and searching an empty Deck is no draw -- no one loses (round
52u).

Seed 000 §勝負判定條件 (在必須抽卡時卡組沒有卡存在時判負): only a draw from an empty Deck loses;
yugioh-wiki.net 「デッキ切れ」: a Deck at 0 cards is no loss by itself. Sangan's effect (add 1 monster
with 1500 or less ATK from the Deck to the hand when it is sent from the field to the GY) is not
optional (its text has no "you can"): it is activated whether or not such a monster is left --
the test's reading of the card's text and of the mandatory-trigger rule (seed 000 §誘發效果).
Tested under both presets (the GOAT text has no once-per-turn clause)."""

import pytest

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_sangan_destroyed_by_battle_with_an_empty_deck_searches_nothing_and_nobody_loses(rules):
    """Q: my Battle Ox destroys my opponent's Sangan; their Deck is empty. A: Sangan's effect is
    activated and resolves with nothing to add; my opponent's hand stays empty, they do not lose,
    and I am back at my Battle Step."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    sangan = table.monster(1, "Sangan")
    table.deck(0, ["Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=sangan)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert [e["name"] for e in of_type(duel, "chain")] == ["Sangan"]
    assert [e["name"] for e in of_type(duel, "resolve")] == ["Sangan"]
    assert hand(duel, 1) == [] and grave(duel, 1) == ["Sangan"]
    assert of_type(duel, "deck_out") == [] and duel.result is None
    assert lp(duel) == (8000, 7300)
    assert duel.request.kind == "battle" and duel.request.player == 0
