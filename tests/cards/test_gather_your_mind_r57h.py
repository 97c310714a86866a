"""Gather Your Mind (7512044), Normal Spell: add 1 "Gather Your Mind" from your Deck to your hand;
you can only activate 1 "Gather Your Mind" per turn.

Sources, in our words: the card's texts (DR1-EN142, 2004: "only use 1 per turn"; today's: "only
activate 1 per turn": one limit on the activation; no ERAS entry); yugioh-wiki.net 《精神統一》: it
cannot be activated without a copy in the Deck (a search's activation needs a card to add,
seed 000 §發動條件, as Reinforcement of the Army), and the copy it adds cannot be activated in
the same turn; a negated activation still counts as the turn's one activation (our reading of
"activate 1": the card was activated)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

GYM = "Gather Your Mind"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_gather_your_mind_adds_a_copy_from_the_deck():
    """Q: I activate Gather Your Mind with two copies and a Battle Ox in my Deck. A: one copy comes
    to my hand, one stays in the Deck; the one activated is in my GY (both eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, GYM)
        table.deck(0, ["Battle Ox", GYM, GYM])
        duel = table.build()
        s = Script(duel)
        s.pick("activate", GYM, player=0)
        _resolve(s)
        if duel.request.kind == "select":
            s.pick("select", GYM, first=True)
        assert hand(duel, 0) == [GYM] and grave(duel, 0) == [GYM], rules
        assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", GYM], rules


def test_gather_your_mind_once_per_turn():
    """Q: I added my second copy with the first; may I activate that one in the same turn? A: no;
    in my next turn I may."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, GYM)
    table.deck(0, ["Battle Ox", GYM, GYM, GYM])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GYM, player=0)
    _resolve(s)
    if duel.request.kind == "select":
        s.pick("select", GYM, first=True)
    assert hand(duel, 0) == [GYM]
    assert not s.has("activate", GYM)
    s.end_turn()
    while not (duel.turn == 5 and duel.request.kind == "idle"):
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            s.end_turn()
    assert s.has("activate", GYM)


def test_gather_your_mind_needs_a_copy_in_the_deck():
    """Q: my Deck holds no other Gather Your Mind. A: I cannot activate it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, GYM)
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    assert not Script(duel).has("activate", GYM)


def test_gather_your_mind_negated_by_magic_jammer_still_counts():
    """Q: my Gather Your Mind is negated by my opponent's Magic Jammer; I hold a second copy. A:
    nothing is added, and I cannot activate the second copy this turn: the first was activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, GYM, GYM)
    table.deck(0, ["Battle Ox", GYM])
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GYM, player=0, first=True)
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=1)
    _resolve(s)
    assert hand(duel, 0) == [GYM] and grave(duel, 0) == [GYM]
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", GYM]
    assert not s.has("activate", GYM)
