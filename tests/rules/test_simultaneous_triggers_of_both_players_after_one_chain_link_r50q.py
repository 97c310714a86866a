"""Triggers of both players raised by one chain link go on one chain in four groups: the turn
player's mandatory, the opponent's mandatory, the turn player's optional, the opponent's
optional; each player orders their own group (round 50q).

Seed 000 §效果分類 › 誘發效果 (複數誘發效果在同一時點發動的場合組成連鎖處理), seed 001 §咒文速度1 (在特定
時點發動的復數效果同時迎來該時點的場合，作為例外組成連鎖); the order of the groups is SEGOC (chain.py
`_build_trigger_chain`; tests/cards/test_searchers_and_timing.py has the two-group cases). Here
all four groups meet at once after Dark Hole: Witch of the Black Forest (turn player,
mandatory), Sangan and Dandylion (opponent, mandatory, ordered by the opponent), and an Archfiend
of Gilfer on each side (optional "when"; Dark Hole's destruction is the last thing that
happened, so neither misses the timing). Exodia Necross, which Spells cannot destroy, is left
for the Gilfers to equip."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table

PIECES = ("Exodia the Forbidden One", "Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
          "Left Leg of the Forbidden One", "Right Leg of the Forbidden One")


def test_dark_hole_raises_all_four_groups_in_segoc_order():
    """Q: I activate Dark Hole. It destroys my Witch of the Black Forest and Archfiend of
    Gilfer, and my opponent's Sangan, Dandylion and Archfiend of Gilfer; their Exodia Necross
    stays. In which order do the triggers chain? A: my Witch is Chain Link 1; my opponent's
    Sangan and Dandylion (in the order they choose) are 2 and 3; my Gilfer is 4, theirs 5. The
    chain resolves backwards: both Gilfers equip Necross (1800 - 500 - 500), then Dandylion's
    Tokens, Sangan's search, Witch's search."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Dark Hole")
    table.monster(0, "Witch of the Black Forest")
    table.monster(0, "Archfiend of Gilfer")
    table.monster(1, "Sangan")
    table.monster(1, "Archfiend of Gilfer")
    table.monster(1, "Dandylion")
    necross = table.monster(1, "Exodia Necross")
    table.grave(1, *PIECES)
    table.deck(0, ["Battle Ox", "Mystical Elf"])             # Witch: DEF 1500 or less
    table.deck(1, ["Kuriboh", "Battle Ox"])                   # Sangan: ATK 1500 or less
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    # the opponent orders their mandatory group: Sangan first, then Dandylion
    s.pick("chain_trigger", "Sangan", player=1, request="order")
    s.pick("yes", "Archfiend of Gilfer", player=0, request="yes_no")
    s.pick("target", necross, player=0, request="target")
    s.pick("yes", "Archfiend of Gilfer", player=1, request="yes_no")
    s.pick("target", necross, player=1, request="target")
    links = [(e["name"], e["player"]) for e in duel.log if e["type"] == "chain"]
    assert links == [("Dark Hole", 0), ("Witch of the Black Forest", 0), ("Sangan", 1), ("Dandylion", 1),
                     ("Archfiend of Gilfer", 0), ("Archfiend of Gilfer", 1)]
    while duel.request.kind != "idle":
        if duel.request.kind == "select":
            s.pick("select", duel.request.options[0].name)
        else:
            s.pick("pass")
    resolved = [e["name"] for e in duel.log if e["type"] == "resolve"]
    assert resolved == ["Dark Hole", "Archfiend of Gilfer", "Archfiend of Gilfer", "Dandylion", "Sangan",
                        "Witch of the Black Forest"]
    assert duel.atk(necross.card(duel)) == 800
    assert sorted(c.name for c in duel.monsters(1)) == ["Exodia Necross", "Fluff Token", "Fluff Token"]
    assert hand(duel, 0) == ["Battle Ox"] and hand(duel, 1) == ["Kuriboh"]
