"""White Hole (43487744): when your opponent activates Dark Hole, your monsters are not destroyed by it.

Sources, in our words: the card's text (TP1-005, 2002, and today's print agree; no ERAS entry); the OCG
text 《ホワイト・ホール》 (activated when the opponent activates Dark Hole; your monsters are not
destroyed by that Dark Hole's effect). Our readings: only the opponent's Dark Hole; the opponent's
monsters are still destroyed; it spares only that Dark Hole's destruction (as Fake Trap's answer,
engine/destruction.py `spare_from_link`)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

WH = "White Hole"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_white_hole_saves_my_monsters_from_the_opponents_dark_hole():
    """Q: my opponent activates Dark Hole; I control Battle Ox and a face-down Sangan, they control
    Summoned Skull; I answer with White Hole. A: only Summoned Skull is destroyed; my monsters stay."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, "Battle Ox")
    table.monster(0, "Sangan", position="set")
    table.spell_trap(0, WH)
    table.monster(1, "Summoned Skull")
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    s.pick("activate", WH, player=0, request="chain")
    _finish(s)
    assert sorted(c.name for c in duel.monsters(0)) == ["Battle Ox", "Sangan"] and duel.monsters(1) == []
    assert grave(duel, 0) == [WH] and sorted(grave(duel, 1)) == ["Dark Hole", "Summoned Skull"]


def test_white_hole_only_answers_the_opponents_dark_hole():
    """Q: I activate Dark Hole myself, with White Hole Set. A: White Hole is not offered (it answers only
    the opponent's Dark Hole): every monster is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, WH)
    table.monster(1, "Summoned Skull")
    table.hand(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    assert not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", WH))
    _finish(s)
    assert duel.monsters(0) == [] and duel.monsters(1) == []


def test_white_hole_is_not_offered_for_another_spell():
    """Q: my opponent activates Mystical Space Typhoon on my Set Waboku; may I answer with White Hole?
    A: no: it needs their Dark Hole."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.spell_trap(0, WH)
    target = table.spell_trap(0, "Waboku")
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", target, player=1)
    assert not s.has("activate", WH)


def test_white_hole_a_later_dark_hole_is_not_spared():
    """Q: my Battle Ox survived my opponent's Dark Hole through White Hole; the same turn they activate
    a second Dark Hole. A: White Hole spared only the Dark Hole it answered: Battle Ox is destroyed."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, WH)
    table.hand(1, "Dark Hole", "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1, first=True)
    s.pick("activate", WH, player=0, request="chain")
    _finish(s)
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    s.pick("activate", "Dark Hole", player=1)
    _finish(s)
    assert duel.monsters(0) == [] and grave(duel, 0) == [WH, "Battle Ox"]
