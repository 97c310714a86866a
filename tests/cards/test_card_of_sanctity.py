"""Card of Sanctity (42664989), Normal Spell: each player draws until they hold 6 cards.

Sources: the 2005 text, as we recall it (not read on a page this round) (Dark Crisis / DR3: "Each
player draws until he/she has 6 cards in his/her hand") and today's, as we recall it ("Both players
draw until they have 6 cards in their hands") do the same. The number each draws is counted as it
resolves (our reading of "until they have 6"; a Quick-Play Spell chained from the hand leaves one
card fewer); a draw card that a Deck cannot supply is not activated (the engine's rule for draw
cards: Pot of Greed, Card Destruction); Imperial Order negates a Spell Card's effect on the field
(seed 000 §永續陷阱)."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(mine=("Battle Ox",), theirs=("Battle Ox",) * 4, my_deck=8, rules="MR5"):
    table = Table(turn=3, rules=rules)
    table.hand(0, "Card of Sanctity", *mine)
    if theirs:
        table.hand(1, *theirs)
    table.deck(0, ["Mystical Elf"] * my_deck)
    table.deck(1, ["Mystical Elf"] * 8)
    return table


def test_card_of_sanctity_fills_both_hands_to_six():
    """Q: I activate Card of Sanctity holding 1 other card; my opponent holds 4. A: I draw 5,
    they draw 2: 6 cards each."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", "Card of Sanctity")
    _resolve(duel, s)
    assert [len(duel.players[p].hand) for p in (0, 1)] == [6, 6]
    assert [len(duel.players[p].deck) for p in (0, 1)] == [3, 6]


def test_card_of_sanctity_a_hand_of_seven_draws_nothing():
    """Q: my opponent holds 7 cards. A: they draw nothing and keep 7; I draw to 6."""
    duel = _table(theirs=("Battle Ox",) * 7).build()
    s = Script(duel)
    s.pick("activate", "Card of Sanctity")
    _resolve(duel, s)
    assert [len(duel.players[p].hand) for p in (0, 1)] == [6, 7]


def test_card_of_sanctity_is_not_activated_when_a_deck_is_too_short():
    """Q: I would draw 5 but my Deck holds 4 cards. A: Card of Sanctity cannot be activated."""
    duel = _table(my_deck=4).build()
    assert not Script(duel).has("activate", "Card of Sanctity")


def test_card_of_sanctity_counts_at_resolution_after_a_chained_typhoon_from_the_hand():
    """Q: I activate Card of Sanctity holding Mystical Space Typhoon and Battle Ox, then chain
    the Typhoon from my hand on my opponent's Set card. A: at resolution I hold 1 card: I draw
    5, not 4."""
    table = _table(mine=("Mystical Space Typhoon", "Battle Ox"))
    hole = table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Card of Sanctity")
    s.pick("activate", "Mystical Space Typhoon", player=0, request="chain")
    s.pick("target", hole, player=0)
    _resolve(duel, s)
    assert len(duel.players[0].hand) == 6 and len(duel.players[0].deck) == 3


def test_card_of_sanctity_under_imperial_order_draws_nothing():
    """Q (GOAT): my opponent has Imperial Order face-up. A: Card of Sanctity can be activated,
    but its effect is negated: nobody draws."""
    table = _table(rules="GOAT")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Card of Sanctity")
    _resolve(duel, s)
    assert [len(duel.players[p].hand) for p in (0, 1)] == [1, 4]
    assert [c.name for c in duel.players[0].grave] == ["Card of Sanctity"]
