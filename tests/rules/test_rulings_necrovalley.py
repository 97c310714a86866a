"""Necrovalley negates card effects that would move a card out of a Graveyard.

Source: Necrovalley's text in every era (the 2004 TCG print: effects "that involve
Graveyards are negated"; today's: "negate any card effect that would move a card in the GY
to a different place"; history in cardmarket's "Errata Case Study: Necrovalley"). The effect
may be activated; it is negated when it resolves."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def test_necrovalley_negates_sinister_serpent_returning_itself():
    """Sinister Serpent's Standby Phase effect is activated in the GY and would move it to
    the hand: negated, it stays in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.field_spell(1, "Necrovalley")
    table.grave(0, "Sinister Serpent")
    duel = table.build()
    s = Script(duel)
    s.pick("yes", request="yes_no", player=0)
    assert grave(duel, 0) == ["Sinister Serpent"] and hand(duel, 0) == []
    assert [e["name"] for e in of_type(duel, "negated")] == ["Sinister Serpent"]


def test_necrovalley_negates_magician_of_faith():
    """Magician of Faith's Flip effect targets a Spell in the GY to add it to the hand:
    negated, the Spell stays in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    table.monster(0, "Magician of Faith", position="set")
    table.grave(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Magician of Faith")
    s.pick("target", "Dark Hole", request="target", player=0)
    assert hand(duel, 0) == [] and grave(duel, 0) == ["Dark Hole"]


def test_rite_of_spirit_is_not_negated_by_necrovalley():
    """Rite of Spirit's own text puts it out of Necrovalley's reach: the revival happens."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(0, "Necrovalley")
    table.spell_trap(0, "Rite of Spirit")
    table.grave(0, "Gravekeeper's Spear Soldier")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rite of Spirit")
    s.pick("target", "Gravekeeper's Spear Soldier")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == ["Gravekeeper's Spear Soldier"]


def test_necrovalley_does_not_guard_the_gy_of_a_gravekeepers_chief_controller():
    """Gravekeeper's Chief: its controller's GY is unaffected by Necrovalley, so Monster
    Reborn may take a monster from that GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    table.monster(0, "Gravekeeper's Chief")
    table.hand(0, "Monster Reborn")
    table.grave(0, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Dark Magician")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == ["Gravekeeper's Chief", "Dark Magician"]
