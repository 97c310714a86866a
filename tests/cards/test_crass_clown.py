"""Crass Clown (93889755): when this monster goes from Defense Position to face-up Attack Position,
it targets 1 monster the opponent controls and returns it to the hand (a mandatory trigger).

Sources, read in our words: yugioh-wiki.net 《マーダーサーカス》 (the OCG text: in Defense Position on the
field and turned to face-up Attack Position, it chooses 1 of the opponent's monsters and returns it
to its owner's hand; it starts on a Flip Summon as well as on a change by an effect or by its
controller's own change); the 2005 text (LON) and today's (which says "target") do the same, no ERAS
entry. A change to face-up Defense Position (a face-down monster attacked) starts nothing: the text
names Attack Position. The engine fact: the happening H.POSITION_CHANGED (round h56b, Dream Clown)."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table

CLOWN = "Crass Clown"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _chains(duel):
    return [e["name"] for e in of_type(duel, "chain")]


def test_crass_clown_changed_to_attack_returns_a_monster():
    """Q: in my Main Phase I change my face-up Defense Position Crass Clown to Attack Position. A: its
    effect activates: I target the opponent's Summoned Skull and it goes back to their hand; their
    Mystical Elf stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CLOWN, position="defense")
    skull = table.monster(1, "Summoned Skull")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("change_position", CLOWN)
    assert duel.request.kind == "target"
    s.pick("target", skull)
    _pass(s)
    assert _chains(duel) == [CLOWN]
    assert hand(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 1) == ["Mystical Elf"]
    assert duel.monsters(0)[0].position == "attack"


def test_crass_clown_flip_summoned_returns_a_monster():
    """Q: I Flip Summon my Set Crass Clown. A: face-down Defense to face-up Attack is a change from
    Defense Position: its effect activates and returns the opponent's Battle Ox to their hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CLOWN, position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", CLOWN)
    _pass(s)
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox")
    _pass(s)
    assert _chains(duel) == [CLOWN]
    assert hand(duel, 1) == ["Battle Ox"] and field_monsters(duel, 1) == []


def test_crass_clown_changed_to_defense_does_nothing():
    """Q: I change my face-up Attack Position Crass Clown to Defense Position. A: nothing happens: only
    a change to Attack Position starts it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CLOWN)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("change_position", CLOWN)
    _pass(s)
    assert _chains(duel) == [] and field_monsters(duel, 1) == ["Battle Ox"]


def test_crass_clown_flipped_by_an_attack_does_nothing():
    """Q: my opponent's Battle Ox attacks my Set Crass Clown (1400 DEF). A: it turns face-up Defense,
    not Attack, Position: no effect; the Ox survives (1700 vs 1400: the Clown is destroyed)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    clown = table.monster(0, CLOWN, position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=clown, player=1, request="battle")
    _pass(s)
    assert _chains(duel) == []
    assert grave(duel, 0) == [CLOWN] and field_monsters(duel, 1) == ["Battle Ox"]


def test_crass_clown_with_no_opponent_monster_is_not_activated():
    """Q: I change my Defense Position Crass Clown to Attack Position while my opponent controls no
    monster. A: its mandatory effect has no target and is not activated (seed 000 §誘發效果, our
    reading as Dream Clown's)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CLOWN, position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("change_position", CLOWN)
    _pass(s)
    assert _chains(duel) == [] and duel.request.kind == "idle"


def test_crass_clown_changed_by_the_opponents_enemy_controller():
    """Q: in their turn my opponent activates Enemy Controller to change my face-up Defense Position
    Crass Clown to Attack Position (to attack it). A: the change by an effect starts my Clown's
    effect after Enemy Controller resolves: their Battle Ox, its only target, goes back to their
    hand (yugioh-wiki.net: an effect's change to Attack Position starts it too)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    clown = table.monster(0, CLOWN, position="defense")
    table.monster(1, "Battle Ox")
    table.hand(1, "Enemy Controller")
    duel = table.build()
    s = Script(duel)
    s.answer(s.options("activate", "Enemy Controller", player=1)[0])     # change a position
    s.pick("target", clown, player=1)
    while duel.request.kind in ("chain", "target"):
        if duel.request.kind == "target":
            s.pick("target", "Battle Ox", player=0)
        else:
            s.pick("pass", player=duel.request.player)
    assert _chains(duel) == ["Enemy Controller", CLOWN]
    assert clown.card(duel).position == "attack"
    assert hand(duel, 1) == ["Battle Ox"] and field_monsters(duel, 1) == []
