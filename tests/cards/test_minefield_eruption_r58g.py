"""Minefield Eruption (85519211), Normal Trap: 1000 damage to the opponent for each face-up Mine
Golem its controller controls.

Sources, in our words: the card's text (TLM, 2005; Pojo's card of the day for Mine Golem,
2005-06-20, describes it the same way: 1000 damage for each face-up Mine Golem you have; today's
text does the same: no ERAS entry). Our reading: with no face-up Mine Golem it would do nothing, so
it cannot be activated (as Just Desserts with no monster); the count is taken as it resolves; a Set
Mine Golem does not count; Des Wombat's rule (no effect damage to its controller) stops it."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

ME = "Minefield Eruption"
MG = "Mine Golem"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_minefield_eruption_1000_for_each_face_up_mine_golem():
    """Q: I control two face-up Mine Golems and a Set one and activate Minefield Eruption. A: my
    opponent takes 2000 (the Set one does not count); the Golems stay on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, MG)
    table.monster(0, MG, position="defense")
    table.monster(0, MG, position="set")
    table.spell_trap(0, ME)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", ME)
    _pass(s)
    assert lp(duel) == (8000, 6000)
    assert [c.name for c in duel.players[0].grave] == [ME] and len(duel.monsters(0)) == 3


def test_minefield_eruption_cannot_be_activated_without_a_face_up_mine_golem():
    """Q: my only Mine Golem is Set; may I activate Minefield Eruption? A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, MG, position="set")
    table.monster(1, MG)                      # the opponent's Golem does not count either
    table.spell_trap(0, ME)
    duel = table.build()
    assert not Script(duel).has("activate", ME)


def test_minefield_eruption_counts_as_it_resolves():
    """Q: I activate Minefield Eruption with two face-up Mine Golems; my opponent chains their Set
    Book of Moon on one Golem. A: as it resolves only one Golem is face-up: 1000 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, MG)
    golem = table.monster(0, MG)
    table.spell_trap(0, ME)
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", ME)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", golem, player=1)
    _pass(s)
    assert golem.card(duel).position == "set"
    assert lp(duel) == (8000, 7000)


def test_minefield_eruption_stopped_by_des_wombat():
    """Q: my opponent controls face-up Des Wombat; I activate Minefield Eruption with a face-up Mine
    Golem. A: effect damage to them becomes 0: their LP stay at 8000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, MG)
    table.monster(1, "Des Wombat")
    table.spell_trap(0, ME)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", ME)
    _pass(s)
    assert lp(duel) == (8000, 8000)
