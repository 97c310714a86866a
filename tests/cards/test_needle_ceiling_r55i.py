"""Needle Ceiling (38411870), Normal Trap: while there are 4 or more monsters on the field,
destroy all face-up monsters on the field.

Sources: yugioh-wiki.net 《つり天井》 (the OCG text; FAQ: face-down monsters count toward the
4, and it can be activated while at least one of the monsters is face-up; the Set ones are not
destroyed; it targets nothing); the 2005 PGD text says the same: no 2005 entry."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_needle_ceiling_destroys_face_up_monsters_and_spares_set_ones():
    """Q: my face-up Battle Ox and Set Mystical Elf; my opponent's face-up Summoned Skull and
    Celtic Guardian. I activate Needle Ceiling. A: the three face-up monsters are destroyed;
    the Set Mystical Elf stays."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Needle Ceiling")
    table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf", position="set")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Needle Ceiling", request="idle")
    _finish(s)
    assert field_monsters(duel, 0) == ["Mystical Elf"] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Needle Ceiling"]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Summoned Skull"]


def test_needle_ceiling_needs_four_monsters():
    """Q: three face-up monsters on the field; may I activate Needle Ceiling? A: no."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Needle Ceiling")
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Celtic Guardian")
    assert not Script(table.build()).has("activate", "Needle Ceiling")


def test_needle_ceiling_needs_a_face_up_monster():
    """Q: four Set monsters on the field, none face-up; may I activate Needle Ceiling? A: no:
    it would destroy nothing (yugioh-wiki FAQ: one face-up monster is needed)."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Needle Ceiling")
    table.monster(0, "Battle Ox", position="set")
    table.monster(0, "Mystical Elf", position="set")
    table.monster(1, "Summoned Skull", position="set")
    table.monster(1, "Celtic Guardian", position="set")
    assert not Script(table.build()).has("activate", "Needle Ceiling")


def test_needle_ceiling_answers_scapegoat():
    """Q: my opponent activates Scapegoat with a face-up Summoned Skull on the field; once the
    four Sheep Tokens are out (five monsters), I activate Needle Ceiling as they move to their
    Battle Phase. A: Summoned Skull and
    the four Tokens are destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.spell_trap(0, "Needle Ceiling")
    table.spell_trap(1, "Scapegoat")
    table.monster(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat", player=1, request="idle")
    _finish(s)
    while duel.request.kind == "option":
        s.answer(duel.request.options[0])
    assert len(duel.monsters(1)) == 4
    s.pick("battle", player=1, request="idle")
    s.pick("activate", "Needle Ceiling", player=0, request="chain")
    _finish(s)
    assert duel.monsters(0) == [] and duel.monsters(1) == []
    assert sorted(grave(duel, 0)) == ["Needle Ceiling", "Summoned Skull"]
