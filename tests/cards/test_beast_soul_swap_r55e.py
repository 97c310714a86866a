"""Beast Soul Swap (35149085): a Normal Trap that targets a face-up Beast its player controls,
returns it to the hand, then Special Summons from the hand a Beast of the same Level (the
returned one may come back).

Sources: the card's text (FET 2005 and today's, one meaning, in our words); yugioh-wiki.net
《キャトルミューティレーション》: the returned monster itself may be the one summoned, so the card
never lacks a monster to summon; answering a removal card (Sakuretsu Armor, Trap Hole) it saves
the Beast, whose new self is no longer that card's target (seed 000 §對象).

Doubtful (round 55t, no ruling found): the script TARGETS the Beast as it is activated. The 2005
FET text ("return 1 face-up Beast-Type monster ...", no "select") and the OCG text on
yugioh-wiki.net (no 選択して) name no target, which by each era's wording convention reads as a
Beast chosen only as the card resolves; the tests below hold either way (one Beast on the field).
"""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def names(duel, player):
    return [c.name for c in duel.monsters(player)]


def test_beast_soul_swap_swaps_for_a_beast_of_the_same_level():
    """Q: I return my Gazelle the King of Mythical Beasts (Level 4) with Beast Soul Swap; my hand
    holds Mad Dog of Darkness (Level 4 Beast) and Silver Fang (Level 3 Beast). A: Silver Fang is
    not offered; I Special Summon Mad Dog of Darkness, Gazelle stays in my hand."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Beast Soul Swap")
    gazelle = table.monster(0, "Gazelle the King of Mythical Beasts")
    table.hand(0, "Mad Dog of Darkness", "Silver Fang")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Beast Soul Swap")
    s.pick("target", gazelle, request="target")
    _finish(s)
    assert duel.request.kind == "select"
    assert sorted(o.name for o in duel.request.options if o.kind == "select") == \
        ["Gazelle the King of Mythical Beasts", "Mad Dog of Darkness"]
    s.pick("select", "Mad Dog of Darkness")
    s.pick("option", "Attack Position", request="option")
    assert names(duel, 0) == ["Mad Dog of Darkness"]
    assert sorted(hand(duel, 0)) == ["Gazelle the King of Mythical Beasts", "Silver Fang"]
    assert grave(duel, 0) == ["Beast Soul Swap"]


def test_beast_soul_swap_may_bring_back_the_same_beast():
    """Q: my hand holds no other Beast. A: the returned Gazelle itself is Special Summoned again,
    in the position I choose (Defense)."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Beast Soul Swap")
    gazelle = table.monster(0, "Gazelle the King of Mythical Beasts")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Beast Soul Swap")
    s.pick("target", gazelle, request="target")
    _finish(s)
    if duel.request.kind == "select":
        s.pick("select", "Gazelle the King of Mythical Beasts")
    s.pick("option", "Defense Position", request="option")
    assert names(duel, 0) == ["Gazelle the King of Mythical Beasts"]
    assert gazelle.card(duel).position == "defense" and hand(duel, 0) == []


def test_beast_soul_swap_needs_a_face_up_beast():
    """Q: I control Battle Ox (a Beast-Warrior) and a face-down Mad Dog of Darkness. A: neither is
    a face-up Beast: Beast Soul Swap cannot be activated."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Beast Soul Swap")
    table.monster(0, "Battle Ox")
    table.monster(0, "Mad Dog of Darkness", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", "Beast Soul Swap")


def test_beast_soul_swap_dodges_sakuretsu_armor():
    """Q: my Mad Dog of Darkness attacks; my opponent activates Sakuretsu Armor on it; I chain
    Beast Soul Swap and bring it back. A: Sakuretsu Armor's target left the field: it destroys
    nothing, and Mad Dog of Darkness is on my field again."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    table.spell_trap(0, "Beast Soul Swap")
    dog = table.monster(0, "Mad Dog of Darkness")
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mad Dog of Darkness", target="Mystical Elf", request="battle")
    if duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", dog, player=1, request="target")
    s.pick("activate", "Beast Soul Swap", player=0, request="chain")
    s.pick("target", dog, player=0, request="target")
    _finish(s)
    if duel.request.kind == "select":
        s.pick("select", "Mad Dog of Darkness")
    s.pick("option", "Attack Position", request="option")
    _finish(s)
    assert names(duel, 0) == ["Mad Dog of Darkness"] and grave(duel, 1) == ["Sakuretsu Armor"]
    assert grave(duel, 0) == ["Beast Soul Swap"]
    assert not [e for e in of_type(duel, "destroyed") if e["name"] == "Mad Dog of Darkness"]
