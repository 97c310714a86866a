"""Mataza the Zapper (22609617) taken while face-down, then flipped face-up by the player who took
it: its control cannot switch any more, back to its owner included.

Sources: the card's text in my words (while it is face-up, control of it cannot switch), as
tests/cards/test_mataza_the_zapper_r54m.py reads it (yugioh-wiki.net 《不意打ち又佐》: its effect
applies only face-up, so a face-down one can be taken); Change of Heart's text (control until the
End Phase: the return at the End Phase is a switch of control like any other). My reading of the
two texts, the engine's as written (actions.py `take_control` refuses every switch of a monster
with C.CONTROL_FIXED applying, the End Phase's return included); no ruling page found. Round 55o:
kills `take_control` without its Mataza test (the other control effects ask `can_take_control`
before they choose)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_mataza_taken_face_down_and_flip_summoned_stays_with_its_taker():
    """Q: I take my opponent's face-down Mataza the Zapper with Change of Heart and Flip Summon it.
    Does it go back to them in the End Phase? A: no: face-up, its control cannot switch; at the
    start of their next turn I still control it."""
    table = Table(turn=3)
    table.hand(0, "Change of Heart")
    table.monster(1, "Mataza the Zapper", position="set")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target")
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == ["Mataza the Zapper"]
    s.pick("flip_summon", "Mataza the Zapper")
    _pass_all(s, duel)
    mataza = duel.monsters(0)[0]
    assert mataza.face_up and mataza.owner == 1
    s.end_turn()
    assert duel.turn_player == 1
    assert field_monsters(duel, 0) == ["Mataza the Zapper"] and field_monsters(duel, 1) == []


def test_mataza_taken_face_down_and_left_set_goes_back():
    """Q: the same, but I leave the taken Mataza the Zapper face-down. A: it goes back to my
    opponent in the End Phase (face-down, its effect does not apply)."""
    table = Table(turn=3)
    table.hand(0, "Change of Heart")
    table.monster(1, "Mataza the Zapper", position="set")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target")
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == ["Mataza the Zapper"]
    s.end_turn()
    assert duel.turn_player == 1
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Mataza the Zapper"]
