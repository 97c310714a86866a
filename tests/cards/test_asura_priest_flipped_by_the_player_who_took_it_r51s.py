"""Asura Priest, a Spirit, flipped face-up by the player who took it, and flipped by an attack in
its owner's opponent's turn.

A Spirit Normal Summoned or flipped face-up returns to its OWNER's hand in that turn's End
Phase (seed 004 §特殊效果怪兽: 灵魂 (Spirit) monsters return to the hand in the End Phase of the
turn they were summoned or flipped; yugioh-wiki 「スピリットモンスター」: the card goes back to its
owner's hand even while another player controls it). Change of Heart's control would end in
that End Phase too; the Spirit is gone to its owner's hand before it matters."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def _pass(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_asura_priest_flip_summoned_by_the_taker_returns_to_its_owners_hand():
    """Q: my opponent's Asura Priest is Set; I take it with Change of Heart and Flip Summon it.
    Where does it go in my End Phase? A: to my opponent's hand (its owner's), not mine."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    priest = table.monster(1, "Asura Priest", position="set")
    table.hand(0, "Change of Heart")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", priest)
    _pass(s, duel)
    s.pick("flip_summon", "Asura Priest")
    _pass(s, duel)
    assert field_monsters(duel, 0) == ["Asura Priest"]
    s.pick("end_turn")
    for _ in range(6):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert duel.turn == 4 and duel.request.player == 1
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert hand(duel, 0) == []
    assert sorted(hand(duel, 1)) == ["Asura Priest", "Celtic Guardian"]     # (+ its draw)


def test_asura_priest_flipped_by_an_attack_returns_in_the_attackers_end_phase():
    """Q: my Set Asura Priest is attacked in my opponent's turn by Hitotsu-Me Giant (1200 ATK
    against its 1200 DEF: neither is destroyed) and so flipped face-up. When does it return?
    A: in that same turn's End Phase, my opponent's."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    priest = table.monster(0, "Asura Priest", position="set")
    table.monster(1, "Hitotsu-Me Giant")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Hitotsu-Me Giant", target=priest)
    _pass(s, duel)
    assert field_monsters(duel, 0) == ["Asura Priest"]
    s.end_turn()
    for _ in range(6):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert duel.turn == 5 and duel.request.player == 0
    assert field_monsters(duel, 0) == []
    assert sorted(hand(duel, 0)) == ["Asura Priest", "Celtic Guardian"]     # (+ its draw)
