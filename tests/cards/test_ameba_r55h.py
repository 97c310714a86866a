"""Ameba (95174353): when control of it, face-up on the field, passes to the opponent, that
player (the one who now controls it) takes 2000 damage; only once while it is face-up on the
field.

Sources: the card's texts read in our words (the 2005 print, Magic Ruler MRL-010, and today's do
the same: no ERAS entry); yugioh-wiki.net 《アメーバ》: a trigger effect, played with Creature Swap
(the player who receives it takes 2000); only a face-up Ameba (the older text's reading that a
face-down one worked is gone); once while face-up: control coming back (Change of Heart's End
Phase) does not burn again (namu.wiki's page, as the Korean text reads); Des Wombat makes
effect damage to its controller 0."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table

AMEBA = "Ameba"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _swap(ameba_position="attack", wombat=False):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, AMEBA, position=ameba_position)
    table.monster(1, "Battle Ox")
    if wombat:
        table.monster(1, "Des Wombat", position="defense")
    table.hand(0, "Creature Swap")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    _resolve(s)
    if wombat:          # (my Ameba is my only monster; they choose which of theirs to give)
        s.pick("select", "Battle Ox", player=1, request="select")
    _resolve(s)
    return duel, s


def test_ameba_creature_swap_burns_the_player_who_receives_it():
    """Q: I swap my face-up Ameba for my opponent's Battle Ox with Creature Swap. A: my opponent
    now controls Ameba and takes 2000 damage; I control Battle Ox."""
    duel, s = _swap()
    assert field_monsters(duel, 1) == [AMEBA] and field_monsters(duel, 0) == ["Battle Ox"]
    assert lp(duel) == (8000, 6000)


def test_ameba_face_down_does_nothing():
    """Q: the same swap with my Ameba Set. A: its effect needs it face-up: no damage."""
    duel, s = _swap(ameba_position="set")
    assert [c.controller for c in duel.monsters(1)] == [1] and len(duel.monsters(1)) == 1
    assert lp(duel) == (8000, 8000)


def test_ameba_once_while_face_up_change_of_heart_back_and_forth():
    """Q: my opponent takes my face-up Ameba with Change of Heart, and it comes back to me in the
    End Phase. A: they take 2000 as it passes to them; when it comes back, nothing more (once while
    face-up)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, AMEBA)
    table.hand(1, "Change of Heart")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", AMEBA, player=1)
    _resolve(s)
    assert field_monsters(duel, 1) == [AMEBA] and lp(duel) == (8000, 6000)
    s.end_turn()
    _resolve(s)
    assert field_monsters(duel, 0) == [AMEBA]
    assert lp(duel) == (8000, 6000)


def test_ameba_against_des_wombat():
    """Q: my opponent controls Des Wombat when I send them my Ameba with Creature Swap (taking
    their Battle Ox). A: the effect resolves, but Des Wombat makes the damage to its controller 0."""
    duel, s = _swap(wombat=True)
    assert AMEBA in field_monsters(duel, 1)
    assert lp(duel) == (8000, 8000)
