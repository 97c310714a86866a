"""A mandatory "draw" flip effect with its controller's Deck empty: it is still activated and
resolved, and its player loses (round 52u).

yugioh-wiki.net 「デッキ切れ」: an effect that draws for its own player cannot be *chosen* while the
Deck is empty (Pot of Greed, Upstart Goblin), but a mandatory effect still forces the draw, and
nothing stops the action that brings it about. Seed 000 §勝負判定條件 (在必須抽卡時卡組沒有卡存在時
判負): the player who must draw with no card left loses. Dekoichi the Battlechanted Locomotive and
Dark Mimic LV1 both draw 1 card when flipped face-up, not optionally. The loss needs the draw:
when the attack's damage calculation brings the attacker's LP to 0 first, the duel ends there
(seed 004 §决斗的胜利条件; tests/rules/test_life_points_and_the_end_of_the_duel_r39r.py)."""

import pytest

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table


def _attack_the_set_monster(name, attacker, lp0=8000):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step", lp=(lp0, 8000))
    table.monster(0, attacker)
    flipper = table.monster(1, name, position="set")
    table.deck(0, ["Kozaky"])                  # player 1's Deck is empty
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=flipper)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    return duel


@pytest.mark.parametrize("name", ["Dekoichi the Battlechanted Locomotive", "Dark Mimic LV1"])
def test_a_set_draw_flip_monster_attacked_with_its_players_deck_empty_makes_that_player_lose(name):
    """Q: my Battle Ox attacks my opponent's Set Dekoichi (or Dark Mimic LV1); their Deck is empty.
    A: it is flipped and destroyed by battle; its flip effect is still activated (it is not
    optional) and must draw a card: my opponent cannot, and loses at once."""
    duel = _attack_the_set_monster(name, "Battle Ox")
    assert [e["name"] for e in of_type(duel, "chain")] == [name]
    assert [e["player"] for e in of_type(duel, "deck_out")] == [1]
    assert duel.result == {"winner": 0, "reason": "deck_out", "turn": 3}
    assert lp(duel) == (8000, 8000) and duel.request is None


def test_the_attackers_lp_reaching_0_at_damage_calculation_ends_the_duel_before_the_flip_draw():
    """Q: my Thousand-Eyes Idol (0 ATK) attacks my opponent's Set Dekoichi (1000 DEF) while I
    have 500 LP; their Deck is empty. A: at damage calculation I take 1000 and my LP become 0:
    the duel ends there, before Dekoichi's flip effect would have made my opponent draw. My
    opponent wins."""
    duel = _attack_the_set_monster("Dekoichi the Battlechanted Locomotive", "Thousand-Eyes Idol", lp0=500)
    assert lp(duel) == (0, 8000)
    assert of_type(duel, "chain") == [] and of_type(duel, "deck_out") == []
    assert duel.result == {"winner": 1, "reason": "lp", "turn": 3}
    assert duel.request is None


def test_its_own_player_may_flip_summon_it_with_an_empty_deck_and_then_loses():
    """Q: my Deck is empty and I control a Set Dekoichi. May I Flip Summon it? A: yes -- nothing
    stops the action that brings about a forced draw; its flip effect then makes me draw from my
    empty Deck and I lose."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Dekoichi the Battlechanted Locomotive", position="set")
    table.deck(1, ["Kozaky"])                  # player 0's Deck is empty
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Dekoichi the Battlechanted Locomotive")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert [e["player"] for e in of_type(duel, "deck_out")] == [0]
    assert duel.result == {"winner": 1, "reason": "deck_out", "turn": 3}
    assert duel.request is None
