"""Eternal Rest (95051344), Normal Spell: every monster on the field with an Equip Card
equipped to it is destroyed, on both sides.

Sources, in our words: the card's texts (SRL, 2002: "all monsters on the field equipped with an
Equip Card"; today's the same; no ERAS entry). Our reading, no ruling found: an Equip Card is
any card equipped (an Equip Spell, an Equip Trap such as Kunai with Chain, a Union monster), and
with no such monster on the field the card has nothing to do and is not activated (as Dark Hole
with no monster). Seed 000 §裝備魔法:
when the equipped monster leaves the field, its Equip Card goes to the GY by the rules. A monster
taken with Snatch Steal goes to its owner's GY (seed 000: a card sent to the GY goes to its
owner's)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

ER = "Eternal Rest"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_eternal_rest_destroys_every_equipped_monster_on_both_sides():
    """Q: I control Battle Ox with Axe of Despair and Celtic Guardian with nothing; my opponent
    controls Summoned Skull with Megamorph and Mystical Elf. I activate Eternal Rest. A: Battle Ox
    and Summoned Skull are destroyed and their Equip Cards go to the GY; Celtic Guardian and
    Mystical Elf stay."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, ER)
        ox = table.monster(0, "Battle Ox")
        table.monster(0, "Celtic Guardian")
        table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=ox)
        skull = table.monster(1, "Summoned Skull")
        table.monster(1, "Mystical Elf")
        table.spell_trap(1, "Megamorph", face_down=False, equipped_to=skull)
        duel = table.build()
        s = Script(duel)
        s.pick("activate", ER, player=0)
        _pass_all(s)
        assert field_monsters(duel, 0) == ["Celtic Guardian"], rules
        assert field_monsters(duel, 1) == ["Mystical Elf"], rules
        assert sorted(grave(duel, 0)) == ["Axe of Despair", "Battle Ox", ER], rules
        assert sorted(grave(duel, 1)) == ["Megamorph", "Summoned Skull"], rules


def test_eternal_rest_not_without_an_equipped_monster():
    """Q: monsters are on the field but none has an Equip Card. May I activate Eternal Rest?
    A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, ER)
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    assert not Script(duel).has("activate", ER)


def test_eternal_rest_counts_an_equip_trap():
    """Q: my opponent's Summoned Skull is equipped with their Kunai with Chain, an Equip Trap. May
    I activate Eternal Rest, and what happens? A: yes: Kunai is an Equip Card; Summoned Skull is
    destroyed and Kunai goes to the GY with it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, ER)
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Kunai with Chain", face_down=False, equipped_to=skull)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", ER, player=0)
    _pass_all(s)
    assert field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Kunai with Chain", "Summoned Skull"]


def test_eternal_rest_sends_a_snatched_monster_to_its_owners_grave():
    """Q: my opponent took my Summoned Skull with Snatch Steal. I activate Eternal Rest. A: Summoned
    Skull is destroyed and goes to MY GY, its owner's; Snatch Steal goes to my opponent's GY."""
    table = Table(rules="GOAT", turn=4, turn_player=0)
    table.hand(0, ER)
    skull = table.monster(0, "Summoned Skull")
    table.spell_trap(1, "Snatch Steal", face_down=False, equipped_to=skull)
    duel = table.build()
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    s = Script(duel)
    s.pick("activate", ER, player=0)
    _pass_all(s)
    assert field_monsters(duel, 1) == []
    assert sorted(grave(duel, 0)) == [ER, "Summoned Skull"]
    assert grave(duel, 1) == ["Snatch Steal"]
