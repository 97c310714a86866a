"""Trap of Board Eraser (3055837), Counter Trap: when the opponent activates a card or effect that
would make you discard, negate that effect, and the opponent discards 1 card.

Sources, in our words: the card's text (PGD, 2002, and DR1, 2005; today's the same): it answers an
effect that makes its player discard, negates the effect (not the activation: the opponent's cost
stays paid, the Spell still goes to the GY), then the opponent discards 1 card of their choice;
yugioh-wiki.net 《黒板消しの罠》: an effect that makes only its own player discard (Graceful
Charity) cannot be answered; a Counter Trap (spell speed 3) can be answered only by a Counter Trap
(seed 000 §咒文速度), so Gravekeeper's Watcher cannot answer it though it makes the opponent
discard. The 2005 text and today's do the same."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

TBE = "Trap of Board Eraser"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _duo(rules="MR5", opp_hand=("Battle Ox", "Mystical Elf"), extra=None):
    table = Table(rules=rules, turn=4, turn_player=1)
    table.spell_trap(0, TBE)
    table.hand(0, "Celtic Guardian", "Koumori Dragon")
    table.hand(1, "Delinquent Duo", *opp_hand)
    if extra:
        extra(table)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Delinquent Duo", player=1)
    return duel, s


def test_trap_of_board_eraser_negates_delinquent_duo():
    """Q: the opponent pays 1000 for Delinquent Duo; I chain Trap of Board Eraser. A: Duo's effect
    is negated: my two cards stay in my hand; the 1000 LP stay paid; the opponent discards 1 card
    of their choice (Mystical Elf) and keeps the other (both texts)."""
    for rules in ("MR5", "GOAT"):
        duel, s = _duo(rules)
        if duel.request.player == 1:
            s.pick("pass", player=1, request="chain")
        s.pick("activate", TBE, player=0, request="chain")
        _pass_all(duel, s)
        s.pick("select", "Mystical Elf", player=1, request="select")
        _pass_all(duel, s)
        assert sorted(hand(duel, 0)) == ["Celtic Guardian", "Koumori Dragon"], rules
        assert lp(duel) == (8000, 7000), rules
        assert hand(duel, 1) == ["Battle Ox"], rules
        assert sorted(grave(duel, 1)) == ["Delinquent Duo", "Mystical Elf"] and grave(duel, 0) == [TBE], rules


def test_trap_of_board_eraser_opponent_with_no_hand_discards_nothing():
    """Q: the opponent's hand is empty after activating Delinquent Duo; I chain Trap of Board
    Eraser. A: Duo's effect is still negated; the opponent has nothing to discard."""
    duel, s = _duo(opp_hand=())
    if duel.request.player == 1:
        s.pick("pass", player=1, request="chain")
    s.pick("activate", TBE, player=0, request="chain")
    _pass_all(duel, s)
    assert len(hand(duel, 0)) == 2 and grave(duel, 1) == ["Delinquent Duo"]


def test_trap_of_board_eraser_not_against_a_self_discard():
    """Q: the opponent activates Graceful Charity (they draw 3, then discard 2 of their own). A: it
    makes only its own player discard: I am not offered Trap of Board Eraser."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, TBE)
    table.hand(1, "Graceful Charity")
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity", player=1)
    while duel.request.kind == "chain":
        assert not (duel.request.player == 0 and s.has("activate", TBE))
        s.pick("pass", player=duel.request.player)


def test_trap_of_board_eraser_gravekeepers_watcher_cannot_answer_it():
    """Q: I answer Delinquent Duo with Trap of Board Eraser, which makes the opponent discard; they
    hold Gravekeeper's Watcher. A: the Watcher's effect is spell speed 2 and cannot answer a Counter
    Trap: it is not offered, and Board Eraser resolves (the opponent discards, e.g. the Watcher)."""
    duel, s = _duo(opp_hand=("Gravekeeper's Watcher",))
    if duel.request.player == 1:
        s.pick("pass", player=1, request="chain")
    s.pick("activate", TBE, player=0, request="chain")
    while duel.request.kind == "chain":
        assert not (duel.request.player == 1 and s.has("activate", "Gravekeeper's Watcher"))
        s.pick("pass", player=duel.request.player)
    s.pick("select", "Gravekeeper's Watcher", player=1, request="select")
    _pass_all(duel, s)
    assert len(hand(duel, 0)) == 2 and "Gravekeeper's Watcher" in grave(duel, 1)
