"""Electric Snake (11324436): when an opponent's card effect sends it from its owner's hand to
the GY, its owner draws 2 cards (mandatory).

Sources: the card's text (MRL, 2005: "sent directly from your hand to the Graveyard by your
opponent's card effect, draw 2 cards"; today's: "sent from your hand to your GY by an
opponent's card effect: Draw 2 cards": the same effect), read in our words: any way the
opponent's card effect sends it there (a discard, Card Destruction's whole hand), and only
that (not its owner's own effect, not the hand-limit rule, not a trip from the field); a card
banished instead of going to the GY was never sent there (the Edison-era rulings on Hand
Destruction under Macro Cosmos, edisonrul.ing: the cards are removed from play instead);
seed 000 §誘發效果 (a mandatory trigger cannot miss its timing: it waits for the chain to end)."""

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_electric_snake_discarded_by_the_opponents_confiscation_draws_2():
    """Q: my opponent's Confiscation sends Electric Snake from my hand to my GY: what happens?
    A: Electric Snake's effect draws me 2 cards."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Confiscation")
    table.hand(1, "Electric Snake")
    table.deck(1, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Confiscation", request="idle")
    _pass_all(s, duel)
    opt = [o for o in duel.request.options if o.name == "Electric Snake"]
    s.answer(opt[0])
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Electric Snake"] and sorted(hand(duel, 1)) == ["Battle Ox", "Mystical Elf"]
    assert lp(duel) == (7000, 8000)


def test_electric_snake_discarded_by_its_owners_own_graceful_charity_draws_nothing():
    """Q: I discard Electric Snake to my own Graceful Charity: do I draw 2 more? A: no: only an
    opponent's card effect triggers it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Graceful Charity", "Electric Snake", "Battle Ox")
    table.deck(0, ["Celtic Guardian", "Mystical Elf", "Koumori Dragon", "Hitotsu-Me Giant"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity", request="idle")
    _pass_all(s, duel)
    s.pick("select", "Electric Snake", player=0)
    s.pick("select", "Battle Ox", player=0)
    _pass_all(s, duel)
    assert duel.request.kind == "idle"
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Electric Snake", "Graceful Charity"]
    assert sorted(hand(duel, 0)) == ["Celtic Guardian", "Koumori Dragon", "Mystical Elf"]


def test_electric_snake_discarded_for_the_hand_limit_draws_nothing():
    """Q: I discard Electric Snake for the hand limit in my End Phase: do I draw? A: no: the
    hand limit is a rule, no card effect of my opponent."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="end")
    table.hand(0, *(["Battle Ox"] * 6 + ["Electric Snake"]))
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    Script(duel).pick("discard", "Electric Snake", request="discard", player=0)
    assert grave(duel, 0) == ["Electric Snake"] and hand(duel, 0) == ["Battle Ox"] * 6
    assert not [e for e in of_type(duel, "draw") if e["player"] == 0]


def test_electric_snake_in_the_opponents_card_destruction_draws_2_more():
    """Q: my opponent's Card Destruction discards my hand of Electric Snake and Battle Ox; I draw
    2 for Card Destruction. Does Electric Snake add 2 more? A: yes: the opponent's effect sent it
    from my hand; after Card Destruction resolves its trigger draws 2 (4 cards in all)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Card Destruction")
    table.deck(0, ["Koumori Dragon"] * 2)
    table.hand(1, "Electric Snake", "Battle Ox")
    table.deck(1, ["Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant", "Beaver Warrior", "Gaia The Fierce Knight"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Card Destruction", request="idle")
    _pass_all(s, duel)
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Electric Snake"]
    assert sorted(hand(duel, 1)) == ["Beaver Warrior", "Celtic Guardian", "Hitotsu-Me Giant", "Mystical Elf"]


def test_electric_snake_banished_by_macro_cosmos_instead_draws_nothing():
    """Q: under Macro Cosmos my opponent's Confiscation throws away my Electric Snake: do I draw?
    A: no: it is banished instead of going to the GY, so it was never sent to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Confiscation")
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    table.hand(1, "Electric Snake")
    table.deck(1, ["Battle Ox", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Confiscation", request="idle")
    _pass_all(s, duel)
    s.answer([o for o in duel.request.options if o.name == "Electric Snake"][0])
    _pass_all(s, duel)
    assert duel.request.kind == "idle"
    assert [c.name for c in duel.players[1].banished] == ["Electric Snake"] and hand(duel, 1) == []
