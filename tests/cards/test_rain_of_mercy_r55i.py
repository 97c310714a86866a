"""Rain of Mercy (66719324), Normal Spell: both players gain 1000 LP.

Sources: the card's text (PSV, 2002, and today's: each player gains 1000 LP; the same, so no
2005 entry); Imperial Order negates the effects of Spell Cards (its text; seed 000 §永續陷阱);
Spell Absorption adds its 500 after a Spell Card resolves (yugioh-wiki 《魔法吸収》)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_rain_of_mercy_both_players_gain_1000():
    """Q: I activate Rain of Mercy at 3000 LP, my opponent at 5000. A: 4000 and 6000."""
    table = Table(rules="GOAT", turn=3, lp=(3000, 5000))
    table.hand(0, "Rain of Mercy")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rain of Mercy", request="idle")
    _finish(s)
    assert lp(duel) == (4000, 6000) and grave(duel, 0) == ["Rain of Mercy"]


def test_rain_of_mercy_under_imperial_order_gives_nothing():
    """Q: my opponent's Imperial Order is face-up; I activate Rain of Mercy. A: its effect is
    negated: nobody gains LP, and it goes to the GY."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.hand(0, "Rain of Mercy")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rain of Mercy", request="idle")
    _finish(s)
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == ["Rain of Mercy"]


def test_rain_of_mercy_with_spell_absorption():
    """Q: my face-up Spell Absorption; I activate Rain of Mercy. A: both gain 1000, then I gain
    500 more: 9500 and 9000."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Spell Absorption", face_down=False)
    table.hand(0, "Rain of Mercy")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rain of Mercy", request="idle")
    _finish(s)
    assert lp(duel) == (9500, 9000)
