"""Maharaghi (40695128): flipped face-up by an attack in the opponent's turn, it looks at its
controller's top card in the Damage Step, and it returns to the hand in that turn's End Phase.

Sources, in our words: yugioh-wiki.net 《磨破羅魏》 (リバースした時: a mandatory trigger, so it is
activated in the Damage Step too); seed 004 §特殊效果怪兽 (灵魂): a Spirit returns in the End Phase of
the turn it was flipped face-up, whoever's turn that is."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table

MG = "Maharaghi"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _top_first(duel, player):
    return [c.name for c in reversed(duel.players[player].deck)]


def test_maharaghi_attacked_face_down_looks_and_returns_that_turn():
    """Q: my opponent's Battle Ox (1700) attacks my Set Maharaghi (1700 DEF). A: it is flipped, no
    one is destroyed; in the Damage Step I look at my top card (Battle Ox) and put it at the bottom;
    in my opponent's End Phase Maharaghi returns to my hand, and I draw Pot of Greed next turn."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.deck(0, ["Battle Ox", "Pot of Greed"])
    table.deck(1, ["Battle Ox"] * 3)
    mg = table.monster(0, MG, position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=mg, player=1, request="battle")
    _pass_all(s)
    s.pick("option", "Put it at the bottom", player=0, request="option")
    _pass_all(s)
    assert _top_first(duel, 0) == ["Pot of Greed", "Battle Ox"]
    assert field_monsters(duel, 0) == [MG] and duel.phase == "battle"
    s.end_turn()
    _pass_all(s)
    assert duel.turn == 5 and field_monsters(duel, 0) == []
    assert sorted(hand(duel, 0)) == [MG, "Pot of Greed"]
