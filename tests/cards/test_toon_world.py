"""Toon World (15259703) and Toon Mermaid (65458948) over two turns, seed 004 §特殊效果怪兽
(the Toon rules themselves: tests/rules/test_toon_monsters.py)."""

from duelist.testing.reads import field_monsters, lp, of_type
from duelist.testing.scenario import Script, Table

DECK = ["Celtic Guardian"] * 8


def _pass_to(s, duel, kind):
    for _ in range(20):
        if duel.request.kind == kind and duel.request.player == duel.turn_player:
            return
        s.pick("pass", first=True)
    raise AssertionError(duel.request.kind)


def test_toon_world_then_toon_mermaid_attacks_directly_the_next_turn_of_its_player():
    """Turn 3: Toon World (1000 LP), then Toon Mermaid Special Summoned: it cannot attack that
    turn. Turn 5 (its player's next): it attacks the opponent directly beside their Mystical
    Elf, its controller paying 500 LP: 7000 - 500 = 6500, the opponent 8000 - 1400 = 6600."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.deck(0, DECK)
    table.deck(1, DECK)
    table.hand(0, "Toon World", "Toon Mermaid")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Toon World")
    _pass_to(s, duel, "idle")
    s.pick("special_summon", "Toon Mermaid")
    s.pick("option", request="option", first=True)
    _pass_to(s, duel, "idle")
    assert lp(duel) == (7000, 8000)
    s.pick("battle")
    _pass_to(s, duel, "battle")
    assert not s.has("attack", "Toon Mermaid")
    s.end_turn()
    for _ in range(40):       # the opponent's turn 4: they end it
        if duel.turn == 5 and duel.request.kind == "idle":
            break
        request = duel.request
        if request.kind == "idle" and request.player == 1:
            s.pick("end_turn")
        else:
            s.pick("pass", first=True)
    assert duel.turn == 5 and field_monsters(duel, 0) == ["Toon Mermaid"]
    s.pick("battle")
    _pass_to(s, duel, "battle")
    s.pick("attack", "Toon Mermaid", target="player")
    _pass_to(s, duel, "battle")
    assert lp(duel) == (6500, 6600)
    assert [e["amount"] for e in of_type(duel, "pay_lp")] == [1000, 500]
