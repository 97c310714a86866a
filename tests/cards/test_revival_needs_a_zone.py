"""Revival Spells and Traps need an empty Main Monster Zone of their controller: Call of the
Haunted, Monster Reborn and Book of Life cannot be activated while all five are taken, and
can again once one is empty.

Rules cited: seed 000 §怪獸區域 (a monster Special Summoned from the GY takes one of your Main
Monster Zones), §卡片效果特殊召喚 (an effect that cannot Special Summon cannot be activated).
The scripts ask "is a Main Monster Zone empty" once before asking, card by card of the GY,
whether a monster may be Special Summoned (issue 11); these rulings pin down that both ways
give the same answer.
"""

from duelist.testing.scenario import Script, Table

FILLERS = ["Gemini Elf", "Battle Ox", "Celtic Guardian", "Mystical Elf", "Beaver Warrior"]


def _table(monsters):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    for name in FILLERS[:monsters]:
        table.monster(0, name)
    table.grave(0, "Summoned Skull", "Pyramid Turtle")
    table.grave(1, "Mystical Elf")
    return table


def _can_activate(card, monsters, where="hand"):
    table = _table(monsters)
    if where == "hand":
        table.hand(0, card)
    else:
        table.spell_trap(0, card)
    duel = table.build()
    return Script(duel).has("activate", card)


def test_call_of_the_haunted_cannot_be_activated_with_a_full_field():
    assert not _can_activate("Call of the Haunted", 5, where="field")


def test_call_of_the_haunted_can_be_activated_with_one_zone_empty():
    assert _can_activate("Call of the Haunted", 4, where="field")


def test_monster_reborn_cannot_be_activated_with_a_full_field():
    assert not _can_activate("Monster Reborn", 5)


def test_monster_reborn_offers_both_graveyards_with_one_zone_empty():
    table = _table(4)
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    assert sorted(o.name for o in duel.request.options) == ["Mystical Elf", "Pyramid Turtle", "Summoned Skull"]


def test_book_of_life_needs_a_zone_for_the_zombie():
    """Pyramid Turtle is the Zombie in player 0's GY: with all five zones taken it cannot come
    back, so Book of Life cannot be activated; with one empty, it can."""
    assert not _can_activate("Book of Life", 5)
    assert _can_activate("Book of Life", 4)
