"""Rock Bombardment (20781762), Normal Trap: as its cost, send 1 Rock monster from your Deck to
the GY; your opponent takes 500 damage.

Sources, in our words: the card's texts (TLM, 2005: "send 1 Rock-Type monster from your Deck to
the Graveyard to inflict 500 damage"; today's: "send ...; inflict 500", a cost; no ERAS entry);
yugioh-wiki.net 《岩投げアタック》: the sending is a cost, not the effect, so the monster stays in
the GY when the activation is negated (what sets it apart from Foolish Burial), and it is a
free-chain Trap. Seed 000 §代價: a cost is paid as the card is activated; with no Rock monster
in the Deck it cannot be paid and the card cannot be activated."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

RB = "Rock Bombardment"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(deck=("Battle Ox", "Giant Soldier of Stone", "Celtic Guardian"), rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, RB)
    table.deck(0, list(deck))
    return table


def test_rock_bombardment_sends_a_rock_and_burns_500():
    """Q: I activate my Set Rock Bombardment with Giant Soldier of Stone (a Rock) in my Deck.
    A: Giant Soldier of Stone goes from my Deck to my GY as the cost; my opponent takes 500 (both
    eras)."""
    for rules in ("GOAT", "MR5"):
        duel = _table(rules=rules).build()
        s = Script(duel)
        s.pick("activate", RB, player=0)
        s.pick("select", "Giant Soldier of Stone", player=0)
        _pass_all(s)
        assert sorted(grave(duel, 0)) == ["Giant Soldier of Stone", RB], rules
        assert lp(duel) == (8000, 7500), rules
        assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Celtic Guardian"]


def test_rock_bombardment_not_without_a_rock_in_the_deck():
    """Q: my Deck holds no Rock monster. May I activate Rock Bombardment? A: no: its cost cannot
    be paid."""
    duel = _table(deck=("Battle Ox", "Celtic Guardian")).build()
    assert not Script(duel).has("activate", RB)


def test_rock_bombardment_negated_keeps_the_rock_in_the_grave():
    """Q: my opponent answers Rock Bombardment with Seven Tools of the Bandit. A: the activation
    is negated: no damage, but Giant Soldier of Stone, sent as the cost, stays in my GY; my
    opponent paid 1000 LP for Seven Tools."""
    table = _table()
    table.spell_trap(1, "Seven Tools of the Bandit")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", RB, player=0)
    s.pick("select", "Giant Soldier of Stone", player=0)
    s.pick("activate", "Seven Tools of the Bandit", player=1, request="chain")
    _pass_all(s)
    assert sorted(grave(duel, 0)) == ["Giant Soldier of Stone", RB]
    assert grave(duel, 1) == ["Seven Tools of the Bandit"]
    assert lp(duel) == (8000, 7000)
