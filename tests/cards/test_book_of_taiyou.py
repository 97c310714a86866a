"""Book of Taiyou (38699854), Normal Spell: target 1 face-down monster; change it to face-up
Attack Position.

Rulings relied on: yugioh-wiki.net 《太陽の書》 (a face-down monster on either side; it is turned
face-up by a card effect, not Flip Summoned, and its Flip effect activates; a face-up Defense
Position monster is no target). The 2005 text ("Change 1 face-down monster on the field to
face-up Attack Position") does the same. Seed 000 §怪獸的表示形式 / §反轉效果 (a Flip effect starts
when the monster is turned face-up, by a summon or an effect)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_book_of_taiyou_flips_an_opponents_monster_into_attack_position():
    """Q: I activate Book of Taiyou on my opponent's face-down Mystical Elf. A: it is face-up
    in Attack Position (800 ATK) and still theirs."""
    table = Table(turn=3)
    table.hand(0, "Book of Taiyou")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Taiyou")
    s.pick("target", elf)
    _pass_all(duel, s)
    assert elf.card(duel).position == "attack" and elf.card(duel).controller == 1
    assert grave(duel, 0) == ["Book of Taiyou"]


def test_book_of_taiyou_starts_a_flip_effect():
    """Q: I activate Book of Taiyou on my own face-down Man-Eater Bug. A: it turns face-up in
    Attack Position and its Flip effect activates: it destroys my opponent's Battle Ox."""
    table = Table(turn=3)
    table.hand(0, "Book of Taiyou")
    bug = table.monster(0, "Man-Eater Bug", position="set")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Taiyou")
    s.pick("target", bug)
    _pass_all(duel, s)
    s.pick("target", ox, request="target", player=0)
    _pass_all(duel, s)
    assert bug.card(duel).position == "attack"
    assert grave(duel, 1) == ["Battle Ox"]
    assert not [e for e in duel.log if e["type"] == "flip_summon"]


def test_book_of_taiyou_needs_a_face_down_monster():
    """Q: the field holds only a face-up Defense Position Mystical Elf. A: Book of Taiyou cannot
    be activated (no face-down monster)."""
    table = Table(turn=3)
    table.hand(0, "Book of Taiyou")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    assert not Script(duel).has("activate", "Book of Taiyou")


def test_book_of_taiyou_under_imperial_order_flips_nothing():
    """Q: GOAT preset (2005 text): my opponent's Imperial Order is face-up; I activate Book of
    Taiyou on their face-down Mystical Elf. A: negated: the Elf stays face-down."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Book of Taiyou")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Taiyou")
    s.pick("target", elf)
    _pass_all(duel, s)
    assert elf.card(duel).position == "set"
