"""Smashing Ground finds no face-up monster after the opponent's only one turned face-down in
answer (round 48b's mutation round).

Smashing Ground's text (destroy the face-up monster your opponent controls with the highest
DEF) and seed 000 §效果的處理 (it looks at the field when it resolves): with no face-up monster
of the opponent's left then, it destroys nothing."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_smashing_ground_destroys_nothing_after_book_of_moon_on_the_only_face_up_monster():
    """Q: I activate Smashing Ground; my opponent chains Book of Moon on their only face-up
    monster, Mystical Elf. What does Smashing Ground destroy? A: nothing: the Elf is face-down
    when it resolves and stays on the field."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Smashing Ground")
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Smashing Ground")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Mystical Elf", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert elf.card(duel).position == "set" and field_monsters(duel, 1) == ["Mystical Elf"]
    assert grave(duel, 0) == ["Smashing Ground"]
