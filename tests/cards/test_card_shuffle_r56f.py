"""Card Shuffle (12183332): a Continuous Spell; once per turn its player may pay 300 LP to shuffle
their own Deck or their opponent's.

Sources: the card's text (DR1 2004 "Pay 300 Life Points to shuffle your Deck or your opponent's
Deck. This effect can only be used once per turn." and today's, in our words: the same). The LP
is a cost (seed 000 §發動與代價): under Imperial Order the effect is negated and the LP stay paid
(Imperial Order negates Spell effects on the field, its text)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _shuffles(duel, player):
    return [e for e in duel.log if e["type"] == "shuffle" and e.get("player") == player]


def _table(lp0=8000, imperial=False):
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(lp0, 8000))
    table.spell_trap(0, "Card Shuffle", face_down=False)
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    table.deck(1, ["Dark Magician", "Summoned Skull", "Koumori Dragon"])
    if imperial:
        table.spell_trap(1, "Imperial Order", face_down=False)
    return table.build()


def test_card_shuffle_shuffles_the_opponents_deck_once_per_turn():
    """Q: I pay 300 LP and pick my opponent's Deck. May I use it again this turn? A: their Deck
    is shuffled, I have 7700 LP; a second use this turn is not offered."""
    duel = _table()
    s = Script(duel)
    before = len(_shuffles(duel, 1))
    s.pick("activate", "Card Shuffle", player=0, request="idle")
    _pass_all(s)
    s.pick("option", "Shuffle your opponent's Deck", player=0, request="option")
    _pass_all(s)
    assert lp(duel) == (7700, 8000)
    assert len(_shuffles(duel, 1)) == before + 1
    assert not s.has("activate", "Card Shuffle")


def test_card_shuffle_needs_the_lp():
    """Q: I have 200 LP. May I use Card Shuffle? A: no: I cannot pay 300."""
    duel = _table(lp0=200)
    assert not Script(duel).has("activate", "Card Shuffle")


def test_card_shuffle_under_imperial_order():
    """Q: Imperial Order is face-up; I use Card Shuffle. A: the 300 LP are paid, but its effect is
    negated: no Deck is shuffled and nothing is asked."""
    duel = _table(imperial=True)
    s = Script(duel)
    before = len([e for e in duel.log if e["type"] == "shuffle"])
    s.pick("activate", "Card Shuffle", player=0, request="idle")
    _pass_all(s)
    assert duel.request.kind == "idle"
    assert lp(duel) == (7700, 8000)
    assert len([e for e in duel.log if e["type"] == "shuffle"]) == before
