"""Gagaga Magician's declaration is a Level from 1 to 8 (round 47c, a mutant's survivor).

The card's text: declare a Level from 1 to 8. Seed 000 §宣言 (a declaration is one of the
values the card allows): Level 9 is not one of them."""

from duelist.testing.scenario import Script, Table


def test_gagaga_magician_offers_levels_1_to_8_only():
    """Q: I activate Gagaga Magician. Which Levels may I declare? A: 1 to 8; never 9."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.monster(0, "Gagaga Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gagaga Magician")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "option"
    assert [o.name for o in duel.request.options] == [str(n) for n in range(1, 9)]
