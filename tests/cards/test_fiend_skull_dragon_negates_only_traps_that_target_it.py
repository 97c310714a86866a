"""Fiend Skull Dragon: a Trap Card that targets it has its effect negated and is destroyed; a
Spell Card that targets it, and a Trap that targets another monster, are not touched.

Sources: Fiend Skull Dragon's text ("negate the effects of Trap Cards that target this card and
destroy them"); seed 000 §永續效果 (a continuous effect applies while its card is face-up). The
link's card type is what the card was activated as (`link.card_type`, docs/cards.md)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _opponents_turn():
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, "Fiend Skull Dragon", summon_kind="fusion")
    table.monster(0, "Battle Ox")
    return table


def test_a_trap_that_targets_fiend_skull_dragon_is_negated_and_destroyed():
    """Q: my opponent activates Compulsory Evacuation Device targeting my Fiend Skull Dragon.
    A: its effect is negated and it is destroyed: Fiend Skull Dragon stays."""
    table = _opponents_turn()
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Compulsory Evacuation Device", player=1)
    s.pick("target", "Fiend Skull Dragon", request="target")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Fiend Skull Dragon"]
    assert grave(duel, 1) == ["Compulsory Evacuation Device"]


def test_a_trap_that_targets_another_monster_resolves():
    """Q: and targeting my Battle Ox instead? A: Battle Ox returns to my hand."""
    table = _opponents_turn()
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Compulsory Evacuation Device", player=1)
    s.pick("target", "Battle Ox", request="target")
    assert field_monsters(duel, 0) == ["Fiend Skull Dragon"] and hand(duel, 0) == ["Battle Ox"]


def test_a_spell_that_targets_fiend_skull_dragon_resolves():
    """Q: my opponent activates Book of Moon targeting my Fiend Skull Dragon. A: it is no Trap:
    Fiend Skull Dragon is turned face-down."""
    table = _opponents_turn()
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", "Fiend Skull Dragon", request="target")
    skull = next(c for c in duel.monsters(0) if c.name == "Fiend Skull Dragon")
    assert not skull.face_up
