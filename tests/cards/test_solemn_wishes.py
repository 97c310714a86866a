"""Solemn Wishes (35346968), Continuous Trap: each time its controller draws, they gain 500 LP
(a draw of several cards at once gains 500 once). One meaning in both eras (the 2005 print:
"each time you draw a card(s), increase your Life Points by 500 points").

Sources: the card's own text in our words; aratamekai.hatenablog.com "神の恵み" (the gain is
per draw, not per card: 《強欲な壺》's 2 cards or 《天使の施し》's 3 gain 500 once; a search is no
draw); Jinzo's text (Trap effects on the field are negated)."""

from duelist.testing.reads import hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_solemn_wishes_gains_500_on_the_draw_phase_draw():
    """Q: my Solemn Wishes is face-up; I draw for my turn. A: I gain 500 (8500) in my Draw
    Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="draw")
    table.spell_trap(0, "Solemn Wishes", face_down=False)
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    _pass_all(duel, s)
    assert [(e["amount"], e["lp"]) for e in of_type(duel, "recover")] == [(500, 8500)]
    assert lp(duel) == (8500, 8000) and hand(duel, 0) == ["Battle Ox"]


def test_solemn_wishes_pot_of_greed_two_cards_gain_500_once():
    """Q: with Solemn Wishes face-up I resolve Pot of Greed and draw 2. A: one draw of 2 cards:
    I gain 500 once (8500)."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Solemn Wishes", face_down=False)
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=0)
    _pass_all(duel, s)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert [e["amount"] for e in of_type(duel, "recover")] == [500]
    assert lp(duel) == (8500, 8000)


def test_solemn_wishes_not_on_the_opponents_draw():
    """Q: my Solemn Wishes is face-up; my opponent draws for their turn. A: nobody gains LP."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="draw")
    table.spell_trap(0, "Solemn Wishes", face_down=False)
    table.deck(1, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    _pass_all(duel, s)
    assert of_type(duel, "recover") == [] and lp(duel) == (8000, 8000)


def test_solemn_wishes_while_set_gains_nothing():
    """Q: my Solemn Wishes is still Set as I draw for my turn. A: a face-down card does
    nothing: no LP."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="draw")
    table.spell_trap(0, "Solemn Wishes")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    _pass_all(duel, s)
    assert of_type(duel, "recover") == [] and lp(duel) == (8000, 8000)


def test_solemn_wishes_negated_by_jinzo():
    """Q: my opponent controls face-up Jinzo while I draw for my turn with Solemn Wishes face-up.
    A: the Trap's effect is negated: no LP."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="draw")
    table.spell_trap(0, "Solemn Wishes", face_down=False)
    table.monster(1, "Jinzo")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    _pass_all(duel, s)
    assert of_type(duel, "recover") == [] and lp(duel) == (8000, 8000)
