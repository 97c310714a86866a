"""Dark Coffin (1804528): its effect is a trigger of the card destroyed while Set, not an
activation of the Trap Card.

Sources: yugioh-wiki.net 《呪われた棺》 (commentary): the card is not activated as usual; its
effect is a trigger when it is destroyed, so it applies even when destroyed the turn it was
Set; it is mandatory, so it applies even when destroyed at chain link 2 or later; under Macro
Cosmos it is banished instead of going to the GY and its effect does not apply."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

COFFIN = "Dark Coffin"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_dark_coffin_destroyed_the_turn_it_was_set_still_applies():
    """Q: I Set Dark Coffin from my hand, then activate Heavy Storm the same turn; my opponent
    controls only Battle Ox and holds no card. A: the effect applies all the same (wiki: a
    trigger, not an activation, so the turn it was Set does not matter): they must destroy
    Battle Ox."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, COFFIN, "Heavy Storm")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("set_spell", COFFIN)
    s.pick("activate", "Heavy Storm")
    _pass_all(s)
    if duel.request.kind == "option":
        s.pick("option", "Destroy 1 monster you control", player=1)
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=1)
    _pass_all(s)
    assert sorted(grave(duel, 0)) == [COFFIN, "Heavy Storm"]
    assert grave(duel, 1) == ["Battle Ox"] and field_monsters(duel, 1) == []


def test_dark_coffin_banished_by_macro_cosmos_does_nothing():
    """Q: Macro Cosmos is face-up; my opponent destroys my Set Dark Coffin with Mystical Space
    Typhoon; they control Battle Ox and hold Celtic Guardian. A: Dark Coffin is banished, not
    sent to the GY: nothing is applied (wiki)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    coffin = table.spell_trap(0, COFFIN)
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    table.hand(1, "Mystical Space Typhoon", "Celtic Guardian")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", coffin, player=1)
    _pass_all(s)
    assert duel.request.kind == "idle"
    assert [c.name for c in duel.players[0].banished] == [COFFIN]
    assert field_monsters(duel, 1) == ["Battle Ox"] and hand(duel, 1) == ["Celtic Guardian"]
