"""Mind Wipe (52817046), Quick-Play Spell: while the opponent holds 3 cards or fewer, they shuffle their
hand into the Deck and draw as many.

Sources, in our words: the card's text (SOD-EN039, 2005, and today's agree: no ERAS entry); the hand
size is its activation's condition, and the resolution takes the hand as it is then (our reading of
"activate only when": seed 000 §發動條件); with no card in that hand the card could do nothing, so it
cannot be activated (our reading, as this engine's Reload)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

MW = "Mind Wipe"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_mind_wipe_shuffles_the_hand_back_and_draws_as_many():
    """Q: my opponent holds Sakuretsu Armor and Mirror Force; their Deck is 3 Battle Ox. I activate Mind
    Wipe. A: both go back and are shuffled in; they draw 2 from a Deck of 5: 2 cards in hand, 3 in the
    Deck."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, MW)
    table.hand(1, "Sakuretsu Armor", "Mirror Force")
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", MW)
    _pass_all(duel, s)
    assert grave(duel, 0) == [MW]
    assert len(duel.players[1].hand) == 2 and len(duel.players[1].deck) == 3
    assert sorted(c.name for c in duel.players[1].hand + duel.players[1].deck) == \
        ["Battle Ox"] * 3 + ["Mirror Force", "Sakuretsu Armor"]
    assert any(e["type"] == "shuffle" for e in duel.log)


def test_mind_wipe_not_with_four_cards_in_the_opponents_hand():
    """Q: my opponent holds 4 cards. A: Mind Wipe cannot be activated."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, MW)
    table.hand(1, *(["Battle Ox"] * 4))
    duel = table.build()
    assert not Script(duel).has("activate", MW)


def test_mind_wipe_not_with_an_empty_opponents_hand():
    """Q: my opponent holds nothing. A: Mind Wipe cannot be activated."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, MW)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    assert not Script(duel).has("activate", MW)


def test_mind_wipe_chained_to_their_card_takes_the_hand_as_it_resolves():
    """Q: my opponent holds Pot of Greed, Sakuretsu Armor and Mirror Force and activates Pot of Greed (2
    left). I chain my Set Mind Wipe. A: Mind Wipe resolves first: the 2 go back (Deck 8) and 2 are drawn;
    then Pot of Greed draws 2 more: 4 cards in their hand, 4 in their Deck (6 Battle Ox at the start)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, MW)
    table.hand(1, "Pot of Greed", "Sakuretsu Armor", "Mirror Force")
    table.deck(1, ["Battle Ox"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    s.pick("activate", MW, player=0, request="chain")
    _pass_all(duel, s)
    assert grave(duel, 0) == [MW] and grave(duel, 1) == ["Pot of Greed"]
    assert len(duel.players[1].hand) == 4 and len(duel.players[1].deck) == 4
    assert sorted(c.name for c in duel.players[1].hand + duel.players[1].deck) == \
        ["Battle Ox"] * 6 + ["Mirror Force", "Sakuretsu Armor"]
