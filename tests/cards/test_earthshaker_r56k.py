"""Earthshaker (60866277), Normal Trap: you choose 2 Attributes, the opponent picks 1 of them;
every face-up monster on the field of that Attribute is destroyed.

Sources, in our words: the card's text (PSV, 2002; today's the same); yugioh-wiki.net
《地殻変動》 FAQ: both choices are made as it resolves, not on activation (07/04/29); it cannot be
activated while no face-up monster is on the field; face-down monsters are not destroyed, and the
monsters of both players are. The 2005 text and today's do the same."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

ES = "Earthshaker"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(rules="MR5"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, ES)
    table.monster(0, "Battle Ox")              # EARTH
    table.monster(0, "Dark Magician")          # DARK
    table.monster(1, "Mystical Elf")           # LIGHT
    table.monster(1, "Celtic Guardian")        # EARTH
    table.monster(1, "Giant Soldier of Stone", position="set")     # EARTH, face-down
    return table


def test_earthshaker_destroys_the_attribute_the_opponent_picks():
    """Q: I activate Earthshaker and choose EARTH and LIGHT; the opponent picks EARTH. A: every
    face-up EARTH monster is destroyed, mine (Battle Ox) and theirs (Celtic Guardian); the
    face-down Giant Soldier of Stone and the other Attributes stay (both texts)."""
    for rules in ("MR5", "GOAT"):
        duel = _table(rules).build()
        s = Script(duel)
        s.pick("activate", ES)
        _pass_all(duel, s)
        s.pick("option", "EARTH", player=0, request="option")
        s.pick("option", "LIGHT", player=0, request="option")
        assert [o.name for o in duel.request.options] == ["EARTH", "LIGHT"] and duel.request.player == 1
        s.pick("option", "EARTH", player=1, request="option")
        _pass_all(duel, s)
        assert field_monsters(duel, 0) == ["Dark Magician"], rules
        assert sorted(field_monsters(duel, 1)) == ["Giant Soldier of Stone", "Mystical Elf"], rules
        assert sorted(grave(duel, 0)) == ["Battle Ox", ES] and grave(duel, 1) == ["Celtic Guardian"], rules
        assert [e["value"] for e in of_type(duel, "declare")][-1] == "EARTH"


def test_earthshaker_the_opponent_may_pick_the_other():
    """Q: I choose EARTH and LIGHT; the opponent picks LIGHT. A: only their Mystical Elf is
    destroyed."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", ES)
    _pass_all(duel, s)
    s.pick("option", "EARTH", player=0)
    s.pick("option", "LIGHT", player=0)
    s.pick("option", "LIGHT", player=1)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Mystical Elf"] and sorted(field_monsters(duel, 0)) == ["Battle Ox", "Dark Magician"]


def test_earthshaker_needs_a_face_up_monster():
    """Q: only face-down monsters are on the field. A: Earthshaker cannot be activated (FAQ)."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, ES)
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", ES)


def test_earthshaker_choices_made_at_resolution():
    """Q: I activate Earthshaker; the opponent chains Book of Moon on their Mystical Elf. A: no
    Attribute was chosen on activation; after Book of Moon the Elf is face-down and survives even
    if LIGHT is picked."""
    table = _table()
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", ES)
    if duel.request.player == 0:
        s.pick("pass", player=0, request="chain")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Mystical Elf", player=1)
    _pass_all(duel, s)
    s.pick("option", "EARTH", player=0)
    s.pick("option", "LIGHT", player=0)
    s.pick("option", "LIGHT", player=1)
    _pass_all(duel, s)
    assert "Mystical Elf" in field_monsters(duel, 1) and grave(duel, 1) == ["Book of Moon"]
