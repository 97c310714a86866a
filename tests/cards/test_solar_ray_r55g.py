"""Solar Ray (44472639): a Normal Trap; the opponent takes 600 damage for each face-up LIGHT
monster its player controls.

Sources: the card's text (AST 2004 and today's say the same, in our words); yugioh-wiki.net
《ソーラーレイ》. The count is made as it resolves (the effect counts the monsters then, as Just
Desserts does: tests/cards/test_just_desserts_counts_at_resolution_r52y.py); a face-down monster
has no Attribute to count (seed 000 §怪獸的表示形式: a face-down monster's facts are hidden). With
no face-up LIGHT monster it would do nothing, so it cannot be activated (our reading, the same as
Just Desserts' condition). Jinzo: Trap Cards cannot be activated (its text)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_solar_ray_counts_face_up_light_monsters():
    """Q: I control two face-up Mystical Elf (LIGHT), a face-down Mystical Elf and a Summoned Skull
    (DARK); I activate Solar Ray. A: 1200 damage: only the face-up LIGHT monsters count."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Solar Ray")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Mystical Elf", position="defense")
    table.monster(0, "Mystical Elf", position="set")
    table.monster(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Solar Ray", player=0, request="idle")
    _finish(s)
    assert lp(duel) == (8000, 6800) and grave(duel, 0) == ["Solar Ray"]


def test_solar_ray_not_without_a_face_up_light_monster():
    """Q: I control only a face-down Mystical Elf and a Summoned Skull. May I activate Solar Ray?
    A: no: it has nothing to count."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Solar Ray")
    table.monster(0, "Mystical Elf", position="set")
    table.monster(0, "Summoned Skull")
    duel = table.build()
    assert not Script(duel).has("activate", "Solar Ray")


def test_solar_ray_counts_at_resolution_after_book_of_moon():
    """Q: I activate Solar Ray with two face-up Mystical Elf; my opponent chains their Set Book of Moon and
    turns one face-down. A: it counts as it resolves: one LIGHT monster, 600 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Solar Ray")
    elf = table.monster(0, "Mystical Elf")
    table.monster(0, "Mystical Elf")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Solar Ray", player=0, request="idle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", elf, player=1)
    _finish(s)
    assert elf.card(duel).position == "set"
    assert lp(duel) == (8000, 7400)


def test_solar_ray_not_under_jinzo():
    """Q: my opponent controls a face-up Jinzo. A: Trap Cards cannot be activated: no Solar Ray."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Solar Ray")
    table.monster(0, "Mystical Elf")
    table.monster(1, "Jinzo")
    duel = table.build()
    assert not Script(duel).has("activate", "Solar Ray")
