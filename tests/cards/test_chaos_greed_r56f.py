"""Chaos Greed (97439308): a Normal Spell activated only while 4 or more of its player's cards are
banished and their GY is empty; they draw 2 cards.

Sources: the card's text (IOC 2004/2005 "only when there are 4 or more of your cards removed from
play and there are no cards in your Graveyard" and today's, in our words: the same). Only the
activation asks it: a card reaching the GY in answer does not stop the draw (seed 000 §發動條件,
the condition is checked as it is activated). The opponent's banished cards do not count. The
draw needs 2 cards in the Deck (the engine's rule for draw cards, Pot of Greed)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _table(banished0=4, banished1=0, grave0=(), deck=("Celtic Guardian", "Mystical Elf", "Battle Ox")):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Chaos Greed")
    if banished0:
        table.banished(0, *(["Sangan"] * banished0))
    if banished1:
        table.banished(1, *(["Sangan"] * banished1))
    if grave0:
        table.grave(0, *grave0)
    table.deck(0, list(deck))
    return table


def test_chaos_greed_draws_two():
    """Q: 4 of my cards are banished and my GY is empty. A: I may activate Chaos Greed and draw 2;
    Chaos Greed is then in my GY."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", "Chaos Greed", player=0, request="idle")
    _pass_all(s)
    assert hand(duel, 0) == ["Celtic Guardian", "Mystical Elf"]
    assert grave(duel, 0) == ["Chaos Greed"]


def test_chaos_greed_restrictions():
    """Q: may I activate Chaos Greed with 3 of my cards banished (and 4 of my opponent's), or with
    4 banished but a card in my GY, or with 1 card in my Deck? A: no, in each case."""
    for table in (_table(banished0=3, banished1=4), _table(grave0=("Battle Ox",)),
                  _table(deck=("Celtic Guardian",))):
        assert not Script(table.build()).has("activate", "Chaos Greed")


def test_chaos_greed_a_card_sent_to_the_gy_in_answer():
    """Q: I activate Chaos Greed, then chain my Set Emergency Provisions sending my Set Mirror
    Force to my GY. A: Chaos Greed still draws 2: its condition was met when it was activated."""
    table = _table()
    table.spell_trap(0, "Emergency Provisions")
    table.spell_trap(0, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Chaos Greed", player=0, request="idle")
    s.pick("activate", "Emergency Provisions", player=0, request="chain")
    s.pick("select", "Mirror Force", player=0, request="select")
    if duel.request is not None and duel.request.kind == "select":
        s.pick("done", player=0)
    _pass_all(s)
    assert hand(duel, 0) == ["Celtic Guardian", "Mystical Elf"]
    assert sorted(grave(duel, 0)) == ["Chaos Greed", "Emergency Provisions", "Mirror Force"]
