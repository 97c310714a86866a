"""Spell Vanishing (29735721), Counter Trap: when a Spell Card is activated, discard 2 cards (a
cost); negate the activation and destroy it, then look at the opponent's hand and Deck and send
every card of the same name there to the GY.

Sources read: the OCG expert-rules page on 《呪術抹消》 (home.att.ne.jp "遊戯王OCGエキスパートルールHP",
2006-07-26: the text "discard 2 cards; negate a Spell Card's activation and destroy it; then check
the opponent's hand and Deck and send all cards with the destroyed Spell's name to the GY"; its
activation answers a Spell Card's activation). The same-named cards are sent, not destroyed. A
Deck looked at is shuffled."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(my_hand=("Battle Ox", "Celtic Guardian"), rules="MR5"):
    table = Table(turn=4, turn_player=1, rules=rules)
    table.hand(1, "Pot of Greed", "Pot of Greed", "Mystical Elf")
    table.deck(1, ["Pot of Greed", "Battle Ox", "Celtic Guardian"])
    table.spell_trap(0, "Spell Vanishing")
    if my_hand:
        table.hand(0, *my_hand)
    return table


def test_spell_vanishing_negates_a_spell_and_destroys_its_copies_in_hand_and_deck():
    """Q: my opponent activates Pot of Greed, holding another Pot of Greed, with a third in their
    Deck. I discard Battle Ox and Celtic Guardian for Spell Vanishing. A: the activation is
    negated (no draw) and it is destroyed; the other two are sent to their GY; their Deck keeps its 2 others."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1, first=True)
    s.pick("activate", "Spell Vanishing", player=0, request="chain")
    s.pick("select", "Battle Ox")
    s.pick("select", "Celtic Guardian")
    _resolve(duel, s)
    p1 = duel.players[1]
    assert [c.name for c in p1.grave] == ["Pot of Greed"] * 3
    assert [c.name for c in p1.hand] == ["Mystical Elf"]
    assert sorted(c.name for c in p1.deck) == ["Battle Ox", "Celtic Guardian"]
    assert sorted(c.name for c in duel.players[0].grave) == ["Battle Ox", "Celtic Guardian", "Spell Vanishing"]
    assert [e["name"] for e in duel.log if e["type"] == "destroyed"] == ["Pot of Greed"]


def test_spell_vanishing_needs_two_cards_to_discard_and_a_spell_activation():
    """Q: I hold only 1 card when my opponent activates Pot of Greed. A: the cost cannot be paid:
    Spell Vanishing is not offered, and the Pot draws. Q: with 2 cards but no Spell activated. A: not offered."""
    duel = _table(my_hand=("Battle Ox",)).build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1, first=True)
    assert not (duel.request.kind == "chain" and s.has("activate", "Spell Vanishing"))
    assert len(duel.players[1].hand) == 4      # Pot of Greed resolved: 2 left + 2 drawn
    duel = _table().build()
    assert not Script(duel).has("activate", "Spell Vanishing")


def test_spell_vanishing_negated_by_solemn_judgment_keeps_its_discards_paid():
    """Q (GOAT): my opponent answers my Spell Vanishing with Solemn Judgment (half their LP). A:
    Spell Vanishing is negated and destroyed; the 2 cards I discarded stay in my GY (a cost);
    Pot of Greed resolves: my opponent draws 2, and their other Pot of Greed stays in hand."""
    table = _table(rules="GOAT")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1, first=True)
    s.pick("activate", "Spell Vanishing", player=0, request="chain")
    s.pick("select", "Battle Ox")
    s.pick("select", "Celtic Guardian")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    _resolve(duel, s)
    p1 = duel.players[1]
    assert p1.lp == 4000
    assert sorted(c.name for c in duel.players[0].grave) == ["Battle Ox", "Celtic Guardian", "Spell Vanishing"]
    assert sorted(c.name for c in p1.hand) == ["Battle Ox", "Mystical Elf", "Pot of Greed", "Pot of Greed"]
    assert sorted(c.name for c in p1.grave) == ["Pot of Greed", "Solemn Judgment"]
