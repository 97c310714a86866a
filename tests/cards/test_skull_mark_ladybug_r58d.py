"""Skull-Mark Ladybug (64306248): when it is sent to the GY, its owner gains 1000 LP.

Sources: the card's texts (IOC-079, 2004: when sent to the Graveyard, increase your LP by 1000;
today's the same; no era entry), in our own words: sent to the GY from anywhere, for any reason
(destroyed, discarded, Tributed, sent from the Deck); a mandatory trigger ("when ... [you] gain",
no "you can"), so it never misses the timing (seed 000 §效果分類 › 誘發效果: a mandatory trigger
that happened in the middle of a chain is activated after it); in the damage step too. Banished
instead (Macro Cosmos) it never went to the GY: nothing."""

from duelist.testing.reads import banished, grave, lp
from duelist.testing.scenario import Script, Table

CARD = "Skull-Mark Ladybug"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_skull_mark_ladybug_destroyed_by_battle_gains_1000():
    """Q: my opponent's Battle Ox (1700) destroys my Skull-Mark Ladybug in Attack Position (500).
    A: I take 1200 battle damage, then gain 1000: 7800."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    bug = table.monster(0, CARD)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=bug, player=1)
    _finish(s)
    assert grave(duel, 0) == [CARD] and lp(duel) == (7800, 8000)
    assert [(e["type"], e["amount"]) for e in duel.log if e["type"] in ("damage", "recover")][:1] == [("damage", 1200)]
    s.expect(request="battle", player=1)


def test_skull_mark_ladybug_discarded_as_a_cost_gains_1000_after_the_chain():
    """Q: I discard Skull-Mark Ladybug to activate Dark Core on my opponent's Jinzo. A: Dark Core
    resolves (Jinzo banished); then the Ladybug's mandatory trigger, which does not miss the
    timing, gives me 1000 LP: 9000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dark Core", CARD)
    table.monster(1, "Jinzo")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Core", player=0)
    s.pick("select", CARD, player=0)
    s.pick("target", "Jinzo", player=0)
    _finish(s)
    assert banished(duel, 1) == ["Jinzo"]
    assert lp(duel) == (9000, 8000)
    links = [e["name"] for e in duel.log if e["type"] == "chain"]
    assert links == ["Dark Core", CARD]
    s.expect(request="idle", player=0)


def test_skull_mark_ladybug_tributed_gains_its_owner_1000():
    """Q: I Tribute my Skull-Mark Ladybug to Tribute Summon Summoned Skull. A: it went to the GY:
    I gain 1000 once the Summon is made."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Summoned Skull")
    table.monster(0, CARD)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull", player=0)
    if duel.request.kind == "tribute":
        s.pick("tribute", CARD, player=0)
    _finish(s)
    assert grave(duel, 0) == [CARD] and lp(duel) == (9000, 8000)
    assert [c.name for c in duel.monsters(0)] == ["Summoned Skull"]


def test_skull_mark_ladybug_banished_by_macro_cosmos_gains_nothing():
    """Q: (Goat) Macro Cosmos is face-up; my Skull-Mark Ladybug is destroyed by battle. A: it is
    banished instead of going to the GY: no LP gained (only the 1200 battle damage)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    bug = table.monster(0, CARD)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=bug, player=1)
    _finish(s)
    assert banished(duel, 0) == [CARD] and grave(duel, 0) == []
    assert lp(duel) == (6800, 8000)
