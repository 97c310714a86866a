"""The Forceful Sentry (42829885), Normal Spell: look at the opponent's hand and shuffle 1 card
of it into their Deck. One meaning in both eras (the 2005 print: look at the hand, select 1 card
and return it to the Deck, which is then shuffled).

Sources: the card's own text in our words; Seed 000 §通常魔法 (a Normal Spell resolves, then goes
to the GY); Imperial Order's text (Spell effects on the field are negated: the activation
resolves with no effect). An effect that needs a card in the hand to act is not activated
without one (the rule Confiscation and Trap Dustshoot follow here)."""

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _table(rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.hand(0, "The Forceful Sentry")
    table.hand(1, "Summoned Skull", "Mystical Space Typhoon")
    table.deck(1, ["Battle Ox", "Celtic Guardian"])
    return table


def test_the_forceful_sentry_shuffles_the_chosen_card_into_the_deck():
    """Q: I activate The Forceful Sentry; my opponent holds Summoned Skull and Mystical Space
    Typhoon. A: I see both (a private reveal to me) and pick the Skull: it goes into their Deck
    (3 cards, shuffled); the Typhoon stays in their hand; no LP is paid."""
    duel = _table().build()
    start = len(duel.log)
    s = Script(duel)
    s.pick("activate", "The Forceful Sentry", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    reveals = of_type(duel, "reveal", start)
    assert sorted(e["private"]["name"] for e in reveals) == ["Mystical Space Typhoon", "Summoned Skull"]
    assert all(e["private"]["player"] == 0 for e in reveals)
    s.pick("option", "Summoned Skull", player=0)
    assert hand(duel, 1) == ["Mystical Space Typhoon"]
    assert sorted(c.name for c in duel.players[1].deck) == ["Battle Ox", "Celtic Guardian", "Summoned Skull"]
    assert grave(duel, 0) == ["The Forceful Sentry"]
    assert lp(duel) == (8000, 8000)


def test_the_forceful_sentry_needs_a_card_in_the_opponents_hand():
    """Q: my opponent's hand is empty; may I activate The Forceful Sentry? A: no."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, "The Forceful Sentry")
    duel = table.build()
    assert not Script(duel).has("activate", "The Forceful Sentry")


def test_the_forceful_sentry_under_imperial_order_does_nothing():
    """Q: my opponent's Imperial Order is face-up; I activate The Forceful Sentry. A: it may be
    activated, but its effect is negated: I see nothing, their hand keeps both cards, and the
    Sentry goes to my GY."""
    table = _table("GOAT")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    start = len(duel.log)
    s = Script(duel)
    s.pick("activate", "The Forceful Sentry", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert of_type(duel, "reveal", start) == []
    assert sorted(hand(duel, 1)) == ["Mystical Space Typhoon", "Summoned Skull"]
    assert grave(duel, 0) == ["The Forceful Sentry"]
