"""Thousand Knives (63391643), Normal Spell: activated only while you control a face-up Dark
Magician; target 1 monster your opponent controls and destroy it.

Sources, in our words: the card's texts (PCY, 2002: "you can only activate this card when you have
Dark Magician face-up on your side of the field; destroy 1 monster on your opponent's side";
today's: "if you control Dark Magician: target 1 monster your opponent controls; destroy it"; no
ERAS entry): a face-up or Set monster of the opponent; a Dark Magician of the opponent's does not
count. Our reading, no ruling found: the Dark Magician is a condition of the activation only (as
Dark Magic Attack's, kagamidori's 【条件】/【効果】 reading in its script): turned face-down by a
chained Book of Moon, the target is still destroyed."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

TK = "Thousand Knives"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_thousand_knives_destroys_a_set_monster():
    """Q: I control a face-up Dark Magician; my opponent has a Set Mystical Elf and Battle Ox. I
    activate Thousand Knives targeting the Set monster. A: Mystical Elf is destroyed; Battle Ox
    stays (both eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, TK)
        table.monster(0, "Dark Magician")
        elf = table.monster(1, "Mystical Elf", position="set")
        table.monster(1, "Battle Ox")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", TK, player=0)
        s.pick("target", elf, player=0)
        _pass_all(s)
        assert grave(duel, 1) == ["Mystical Elf"] and field_monsters(duel, 1) == ["Battle Ox"], rules
        assert grave(duel, 0) == [TK] and field_monsters(duel, 0) == ["Dark Magician"], rules


def test_thousand_knives_not_without_my_face_up_dark_magician():
    """Q: my Dark Magician is Set, and my opponent controls a face-up Dark Magician. May I activate
    Thousand Knives? A: no: I must control a face-up Dark Magician."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, TK)
    table.monster(0, "Dark Magician", position="set")
    table.monster(1, "Dark Magician")
    duel = table.build()
    assert not Script(duel).has("activate", TK)


def test_thousand_knives_still_destroys_after_book_of_moon_on_dark_magician():
    """Q: I activate Thousand Knives on my opponent's Summoned Skull; they chain Book of Moon on my
    Dark Magician, turning it face-down. A: Summoned Skull is still destroyed: the face-up Dark
    Magician was needed to activate the card only."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, TK)
    magician = table.monster(0, "Dark Magician")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", TK, player=0)
    s.pick("target", "Summoned Skull", player=0)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", magician, player=1)
    _pass_all(s)
    assert magician.card(duel).position == "set"
    assert sorted(grave(duel, 1)) == ["Book of Moon", "Summoned Skull"]
