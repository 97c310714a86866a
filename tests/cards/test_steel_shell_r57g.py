"""Steel Shell (2370081), Equip Spell: a WATER monster only; it gains 400 ATK and loses 200 DEF.

Sources, in our words: the card's text (TP1-007, 2003, and today's agree: no ERAS entry); seed 000
§裝備魔法 (an Equip Spell targets a face-up monster it can equip, either player's; it is sent to the
GY once its monster leaves the field or turns face-down); Umi's text (face-up WATER monsters gain 200
ATK and DEF: the two changes add up); Book of Moon's text (the monster is changed to face-down
Defense Position)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

SS = "Steel Shell"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_steel_shell_equips_only_a_water_monster():
    """Q: I activate Steel Shell; I control Kairyu-Shin (WATER, 1800 / 1500) and Battle Ox (EARTH); my
    opponent controls another Kairyu-Shin. A: both Kairyu-Shin are targets, Battle Ox is not; mine
    becomes 2200 / 1300."""
    table = Table(rules="GOAT", turn=3)
    mine = table.monster(0, "Kairyu-Shin")
    ox = table.monster(0, "Battle Ox")
    theirs = table.monster(1, "Kairyu-Shin")
    table.hand(0, SS)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SS)
    assert s.has("target", theirs) and not s.has("target", ox)
    s.pick("target", mine)
    _pass_all(duel, s)
    assert _stats(duel, mine) == (2200, 1300)
    assert _stats(duel, theirs) == (1800, 1500)


def test_steel_shell_not_activated_without_a_water_monster():
    """Q: only Battle Ox and a Set Kairyu-Shin are on the field. A: Steel Shell cannot be activated."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, "Battle Ox")
    table.monster(1, "Kairyu-Shin", position="set")
    table.hand(0, SS)
    duel = table.build()
    assert not Script(duel).has("activate", SS)


def test_steel_shell_with_umi_then_book_of_moon():
    """Q: my Kairyu-Shin holds Steel Shell under Umi; my opponent then activates Book of Moon on it. A:
    with both it is 1800 + 200 + 400 = 2400 ATK and 1500 + 200 - 200 = 1500 DEF; turned face-down,
    Steel Shell is sent to my GY."""
    table = Table(rules="GOAT", turn=3)
    table.field_spell(0, "Umi")
    kairyu = table.monster(0, "Kairyu-Shin")
    table.spell_trap(0, SS, face_down=False, equipped_to=kairyu)
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    assert _stats(duel, kairyu) == (2400, 1500)
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", kairyu, player=1)
    _pass_all(duel, s)
    assert kairyu.card(duel).position == "set"
    assert grave(duel, 0) == [SS]
