"""Minefield Eruption (85519211), Normal Trap: 1000 damage to the opponent for each face-up Mine
Golem its controller controls, then those face-up Mine Golems are destroyed.

Sources, in our words: the card's text (TLM, 2005; Pojo's card of the day for Mine Golem,
2005-06-20, describes the damage: 1000 for each face-up Mine Golem you have); the card's text, the
second sentence (round 58w, a judge's review: after the damage, the face-up Mine Golems its
controller controls are destroyed -- 《岩盤爆破》, the Golems blow up; a public card list's note
"damage 1000 per Mine Golem, then destroy them" and the lead's memory of the text agree; today's text
does the same: no ERAS entry). Our reading: with no face-up Mine Golem it would do nothing, so
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
    opponent takes 2000 (the Set one does not count); then the two face-up Golems are destroyed (by
    an effect: Mine Golem's own 500 is for a battle only), the Set one stays."""
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
    assert sorted(c.name for c in duel.players[0].grave) == sorted([ME, MG, MG])
    assert [c.position for c in duel.monsters(0)] == ["set"]


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
    # (only the Golem face-up as it resolves is destroyed; the one turned face-down stays)
    assert [c.name for c in duel.monsters(0)] == [MG] and golem.card(duel).position == "set"


def test_minefield_eruption_stopped_by_des_wombat():
    """Q: my opponent controls face-up Des Wombat; I activate Minefield Eruption with a face-up Mine
    Golem. A: effect damage to them becomes 0: their LP stay at 8000; the Golem is still destroyed
    (the destruction does not depend on the damage)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, MG)
    table.monster(1, "Des Wombat")
    table.spell_trap(0, ME)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", ME)
    _pass(s)
    assert lp(duel) == (8000, 8000)
    assert sorted(c.name for c in duel.players[0].grave) == sorted([ME, MG])
