"""Blade Rabbit (58268433): when this face-up Attack Position monster is changed to face-up Defense
Position, it targets 1 monster the opponent controls and destroys it (a mandatory trigger).

Sources, in our words: the card's texts (FET-EN018, 2005: changed from Attack to Defense Position,
destroy 1 monster of the opponent's; today's: the same, with a target; no ERAS entry); yugioh-wiki.net
《ブレードラビット》 (a trigger effect, any change to Defense Position: its controller's own or a card's,
as 《ドリーム・ピエロ》 Dream Clown, whose reading it shares); seed 000 §怪獸的表示形式 (a face-down
monster activates nothing: Book of Moon starts nothing); Skill Drain negates it (seed 000 §永續效果)."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

BR = "Blade Rabbit"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _chains(duel):
    return [e["name"] for e in of_type(duel, "chain")]


def test_blade_rabbit_changed_by_hand_destroys_a_monster():
    """Q: in my Main Phase I change my Attack Position Blade Rabbit to Defense Position. A: I target my
    opponent's Battle Ox and it is destroyed; their Mystical Elf stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, BR)
    ox = table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("change_position", BR)
    s.pick("target", ox, player=0, request="target")
    _pass(s)
    assert _chains(duel) == [BR]
    assert grave(duel, 1) == ["Battle Ox"] and field_monsters(duel, 1) == ["Mystical Elf"]


def test_blade_rabbit_changed_by_the_opponents_enemy_controller():
    """Q: in their turn my opponent uses Enemy Controller to change my Attack Position Blade Rabbit
    to Defense Position. A: the Rabbit's trigger follows and destroys their Battle Ox."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    rabbit = table.monster(0, BR)
    table.monster(1, "Battle Ox")
    table.hand(1, "Enemy Controller")
    duel = table.build()
    s = Script(duel)
    s.answer(s.options("activate", "Enemy Controller", player=1)[0])     # change a position
    s.pick("target", rabbit, player=1)
    while duel.request.kind in ("chain", "target"):
        if duel.request.kind == "target":
            s.pick("target", "Battle Ox", player=0)
        else:
            s.pick("pass", player=duel.request.player)
    assert _chains(duel) == ["Enemy Controller", BR]
    assert grave(duel, 1) == ["Enemy Controller", "Battle Ox"] and field_monsters(duel, 1) == []


def test_blade_rabbit_turned_face_down_by_book_of_moon_does_nothing():
    """Q: my opponent activates Book of Moon on my Attack Position Blade Rabbit. A: it is face-down
    Defense Position, which starts nothing: Battle Ox stays."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    rabbit = table.monster(0, BR)
    table.monster(1, "Battle Ox")
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", rabbit, player=1)
    _pass(s)
    assert _chains(duel) == ["Book of Moon"]
    assert field_monsters(duel, 1) == ["Battle Ox"] and rabbit.card(duel).position == "set"


def test_blade_rabbit_under_skill_drain_destroys_nothing():
    """Q: my opponent's Skill Drain is face-up; I change Blade Rabbit to Defense Position. A: its
    effect is negated: Battle Ox stays on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    rabbit = table.monster(0, BR)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("change_position", BR)
    while duel.request.kind in ("chain", "target"):
        if duel.request.kind == "target":
            s.pick("target", "Battle Ox", player=0)
        else:
            s.pick("pass", player=duel.request.player)
    assert field_monsters(duel, 1) == ["Battle Ox"] and rabbit.card(duel).position == "defense"
