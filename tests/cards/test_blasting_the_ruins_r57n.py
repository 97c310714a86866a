"""Blasting the Ruins (21466326), Normal Trap: activated only while its player has 30 or more
cards in their GY; the opponent takes 3000 damage.

Sources, in our words: the card's texts (IOC, 2004: "activate only when there are 30 or more cards
in your Graveyard"; today's the same; no ERAS entry): any card counts (Monsters, Spells, Traps),
only its player's own GY. Seed 000 §發動條件: the count is the activation's condition. Des Wombat's
text (FET, 2005): effect damage to its controller becomes 0."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

BTR = "Blasting the Ruins"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(in_grave, rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, BTR)
    cards = (["Battle Ox", "Pot of Greed", "Waboku"] * 11)[:in_grave]
    table.grave(0, *cards)
    return table


def test_blasting_the_ruins_with_thirty_cards_burns_3000():
    """Q: my GY holds 30 cards (Monsters, Spells and Traps); I activate Blasting the Ruins. A: my
    opponent takes 3000 (both eras)."""
    for rules in ("GOAT", "MR5"):
        duel = _table(30, rules).build()
        s = Script(duel)
        s.pick("activate", BTR, player=0)
        _pass_all(s)
        assert lp(duel) == (8000, 5000), rules
        assert len(grave(duel, 0)) == 31 and grave(duel, 0)[-1] == BTR, rules


def test_blasting_the_ruins_not_with_twenty_nine_cards():
    """Q: my GY holds 29 cards and my opponent's 40. May I activate Blasting the Ruins? A: no: only
    my own GY counts, and it has fewer than 30."""
    table = _table(29)
    table.grave(1, *(["Battle Ox"] * 40))
    duel = table.build()
    assert not Script(duel).has("activate", BTR)


def test_blasting_the_ruins_against_des_wombat():
    """Q: my opponent controls a face-up Des Wombat when Blasting the Ruins resolves. A: the effect
    damage to them becomes 0: their LP stay 8000."""
    table = _table(30)
    table.monster(1, "Des Wombat")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", BTR, player=0)
    _pass_all(s)
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 0)[-1] == BTR
