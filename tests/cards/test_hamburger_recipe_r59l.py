"""Hamburger Recipe (80811661), Ritual Spell for Hungry Burger (Level 6, 2000/1850).

Sources, in our words: the card's text (Tribute monsters from your hand or field whose Levels
total 6 or more, then Ritual Summon Hungry Burger from the hand; the Magic Ruler-era text and
today's do the same as far as we read them: no ERAS entry); seed 000 §儀式召喚 (the Ritual Spell is
activated only while the Ritual Monster is in the hand and the Tributes its resolution needs
are in the hand or on the field; the Tributes' Levels must reach the Ritual Monster's, one
monster of a higher Level is enough); Imperial Order negates a Spell's effect on the field, so
the Ritual Spell resolves doing nothing (Imperial Order's text, Goat ruling)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

RECIPE = "Hamburger Recipe"
BURGER = "Hungry Burger"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(*hand_cards):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, RECIPE, *hand_cards)
    return table


def test_hamburger_recipe_ritual_summons_hungry_burger():
    """Q: I activate Hamburger Recipe holding Hungry Burger and Summoned Skull (Level 6). A: Skull
    is Tributed and Hungry Burger is Ritual Summoned (a proper summon)."""
    duel = _table(BURGER, "Summoned Skull").build()
    s = Script(duel)
    s.pick("activate", RECIPE)
    _pass(s)
    if duel.request.kind == "select":
        s.pick("select", "Summoned Skull")
    s.pick("option", "Attack Position", request="option")
    _pass(s)
    assert field_monsters(duel, 0) == [BURGER] and hand(duel, 0) == []
    assert sorted(grave(duel, 0)) == [RECIPE, "Summoned Skull"]
    assert duel.properly_summoned(duel.monsters(0)[0])


def test_hamburger_recipe_takes_one_monster_of_a_higher_level():
    """Q: my only other monster is Blue-Eyes White Dragon (Level 8) on my field. A: 8 reaches 6:
    it is Tributed and Hungry Burger is Ritual Summoned."""
    table = _table(BURGER)
    table.monster(0, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", RECIPE)
    _pass(s)
    if duel.request.kind == "select":
        s.pick("select", "Blue-Eyes White Dragon")
    s.pick("option", "Defense Position", request="option")
    _pass(s)
    assert field_monsters(duel, 0) == [BURGER]
    assert sorted(grave(duel, 0)) == ["Blue-Eyes White Dragon", RECIPE]


def test_hamburger_recipe_needs_six_levels_and_the_burger_in_hand():
    """Q: may I activate Hamburger Recipe with Hungry Burger and only Battle Ox (Level 4)? Or with
    Summoned Skull but no Hungry Burger in my hand? A: no to both: the Levels fall short, or
    there is no Ritual Monster to summon; with Battle Ox and Celtic Guardian (4 + 4) I may."""
    assert not Script(_table(BURGER, "Battle Ox").build()).has("activate", RECIPE)
    assert not Script(_table("Summoned Skull").build()).has("activate", RECIPE)
    assert Script(_table(BURGER, "Battle Ox", "Celtic Guardian").build()).has("activate", RECIPE)


def test_hamburger_recipe_under_imperial_order_does_nothing():
    """Q: my opponent has Imperial Order face-up. I activate Hamburger Recipe with Hungry Burger and
    Summoned Skull in hand. A: the Spell's effect is negated: nothing is Tributed, both monsters
    stay in my hand and the Recipe goes to the GY."""
    table = _table(BURGER, "Summoned Skull")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", RECIPE)
    _pass(s)
    assert field_monsters(duel, 0) == [] and sorted(hand(duel, 0)) == [BURGER, "Summoned Skull"]
    assert grave(duel, 0) == [RECIPE]
