"""Macro Cosmos banishes every card that would go to a GY from the moment it is face-up, even in
the middle of a chain's resolution, and stops the moment it leaves the field (seed 000
§效果分類 › 永續效果). Chained to Torrential Tribute it banishes the monsters Torrential Tribute
destroys (and Torrential Tribute itself); a Sangan banished so is not "sent to the GY" and does
not search; a Dandylion sent by Foolish Burial below it is banished and makes no Token. Destroyed
by Mystical Space Typhoon chained to Torrential Tribute, it banishes nothing (Card Rulings: Macro
Cosmos, yugipedia: a card banished instead of going to the GY does not activate "sent to the
GY" effects)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _names(cards):
    return sorted(c.name for c in cards)


def _pass_all(duel, s):
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _torrential(macro_cosmos_face_up, p1_set=()):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Sangan")
    table.spell_trap(1, "Torrential Tribute")
    for name in p1_set:
        table.spell_trap(1, name)
    table.spell_trap(0, "Macro Cosmos", face_down=not macro_cosmos_face_up)
    table.hand(0, "Battle Ox")
    table.deck(0, ["Beaver Warrior"] * 4)
    table.deck(1, ["Mystical Elf"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    return duel, s


def test_macro_cosmos_chained_to_torrential_tribute_banishes_what_it_destroys():
    """Q: I Normal Summon Battle Ox; my opponent activates Torrential Tribute and I chain Macro
    Cosmos. Where do Battle Ox and their Sangan go, and does Sangan search? A: both are banished,
    and Sangan does not search: it never went to the GY."""
    duel, s = _torrential(macro_cosmos_face_up=False)
    s.pick("pass", player=0)
    s.pick("activate", "Torrential Tribute", player=1)
    s.pick("activate", "Macro Cosmos", player=0)
    _pass_all(duel, s)
    assert _names(duel.players[0].banished) == ["Battle Ox"]
    assert _names(duel.players[1].banished) == ["Sangan", "Torrential Tribute"]
    assert duel.players[0].grave == [] and duel.players[1].grave == []
    assert duel.request.kind == "idle"          # no Sangan search


def test_macro_cosmos_destroyed_in_answer_to_torrential_tribute_banishes_nothing():
    """Q: Macro Cosmos is face-up; my opponent activates Torrential Tribute and chains Mystical
    Space Typhoon on Macro Cosmos. A: Macro Cosmos is gone when Torrential Tribute resolves: the
    monsters go to the GY, and Sangan searches."""
    duel, s = _torrential(macro_cosmos_face_up=True, p1_set=("Mystical Space Typhoon",))
    s.pick("activate", "Torrential Tribute", player=1)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", "Macro Cosmos", request="target")
    _pass_all(duel, s)
    assert duel.players[0].banished == [] and duel.players[1].banished == []
    assert _names(duel.players[0].grave) == ["Battle Ox", "Macro Cosmos"]
    assert _names(duel.players[1].grave) == ["Mystical Space Typhoon", "Sangan", "Torrential Tribute"]
    s.expect(request="select", player=1)        # Sangan's search


def test_macro_cosmos_chained_to_foolish_burial_leaves_dandylion_no_tokens():
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.hand(1, "Foolish Burial")
    table.spell_trap(0, "Macro Cosmos")
    table.deck(1, ["Dandylion", "Beaver Warrior", "Beaver Warrior"])
    table.deck(0, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Foolish Burial", player=1)
    s.pick("activate", "Macro Cosmos", player=0)
    _pass_all(duel, s)
    s.pick("select", "Dandylion", player=1)
    _pass_all(duel, s)
    assert _names(duel.players[1].banished) == ["Dandylion", "Foolish Burial"]
    assert field_monsters(duel, 1) == []
    assert duel.request.kind == "idle"
