"""Thestalos the Firestorm Monarch Tribute Summoned with the opponent's Sangan (Soul Exchange):
both mandatory triggers go on one chain, the turn player's first, so Sangan's search resolves
before Thestalos's random discard, which may then pick the searched card (round 50q).

Seed 000 §效果分類 › 誘發效果 (複數誘發效果在同一時點發動的場合組成連鎖處理) and the SEGOC order (turn
player's mandatory, then the opponent's mandatory); seed 001 §上級召喚 (the Tribute's
"sent to the GY" happens in the summon; Sangan's effect is mandatory, so it still activates:
tests/cards/test_searchers_and_timing.py, a Sangan tributed by its own player). Sangan's effect
belongs to its owner, in whose GY it is (test_control_changes_beside_equips_and_face_down_r38r.py)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def test_thestalos_discards_the_card_the_opponents_sangan_just_searched():
    """Q: I activate Soul Exchange on my opponent's Sangan and Tribute it for Thestalos. Their
    hand is empty. What happens? A: Thestalos's effect is Chain Link 1 and Sangan's search
    (theirs) Chain Link 2: they add Kuriboh first, then Thestalos discards a random card from
    their hand -- Kuriboh, a Level 1 monster: 100 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Soul Exchange", "Thestalos the Firestorm Monarch")
    table.monster(1, "Sangan")
    table.deck(1, ["Kuriboh"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange", request="idle")
    s.pick("target", "Sangan", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("summon", "Thestalos the Firestorm Monarch", request="idle")
    s.pick("tribute", "Sangan", request="tribute")
    while duel.request.kind == "chain":
        s.pick("pass")
    links = [(e["name"], e["player"]) for e in duel.log if e["type"] == "chain"][1:]
    assert links == [("Thestalos the Firestorm Monarch", 0), ("Sangan", 1)]
    s.pick("select", "Kuriboh", player=1, request="select")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 1) == [] and grave(duel, 1) == ["Sangan", "Kuriboh"]
    assert lp(duel) == (8000, 7900)
