"""Airknight Parshath's draw is mandatory: with an empty Deck its controller loses as the draw
is made; but piercing damage that takes the opponent to 0 ends the duel first (round 51q).

Seed 004 §决斗的胜利条件 2 (a player who must draw -- in the Draw Phase or by a card's effect --
with no card in the Deck loses) and seed 000 §勝負判定條件; Airknight Parshath's OCG text (when it
inflicts battle damage to the opponent: draw 1 card; no "you can"). Seed 000 §勝負判定條件: LP 0
ends the duel at the state check right after damage calculation, before any trigger
(tests/rules/test_life_points_and_the_end_of_the_duel_r39r.py rules it for Sangan)."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table


def _airknight_pierces_celtic_guardian(opponent_lp):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step", lp=(8000, opponent_lp))
    table.monster(0, "Airknight Parshath")            # 1900, piercing
    guardian = table.monster(1, "Celtic Guardian", position="defense")   # DEF 1200
    table.deck(1, ["Battle Ox"])                      # player 0's Deck is empty
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Airknight Parshath", target=guardian)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    return duel


def test_airknights_draw_from_an_empty_deck_loses_the_duel():
    """Q: my Deck is empty. Airknight Parshath (1900) attacks my opponent's Celtic Guardian in
    Defense Position (1200 DEF) and inflicts 700 piercing damage. A: its effect must draw a card;
    I cannot: I lose the duel as it resolves."""
    duel = _airknight_pierces_celtic_guardian(8000)
    assert lp(duel) == (8000, 7300)
    assert [e["name"] for e in of_type(duel, "chain")] == ["Airknight Parshath"]
    assert of_type(duel, "deck_out")[0]["player"] == 0
    assert duel.result == {"winner": 1, "reason": "deck_out", "turn": 3}
    assert duel.request is None


def test_airknights_lethal_piercing_damage_wins_before_the_draw():
    """Q: the same attack, my Deck empty, but my opponent has only 500 LP. A: the 700 piercing
    damage takes them to 0: I win at once; the draw effect is never activated."""
    duel = _airknight_pierces_celtic_guardian(500)
    assert lp(duel) == (8000, 0)
    assert of_type(duel, "chain") == [] and of_type(duel, "deck_out") == []
    assert duel.result == {"winner": 0, "reason": "lp", "turn": 3}
