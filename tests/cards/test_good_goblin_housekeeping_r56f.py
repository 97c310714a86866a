"""Good Goblin Housekeeping (9744376): a Normal Trap; its player draws 1 card plus 1 for each
Good Goblin Housekeeping in their GY, then puts 1 card from their hand on the bottom of their Deck.

Sources: the card's text (FET 2005 and today's say the same, in our words): the copies are counted
as it resolves. The known combo (Metagame "The Binder: Good Goblin Housekeeping", 2005): activated
one after another, the 3rd copy draws 3. Chained, a copy that resolved first is not in the GY yet:
a resolved Normal Trap waits on the field until the whole chain has resolved (seed 000 §通常陷阱
and the engine's rule since round 55y, rules-coverage gap 70), so each chained copy counts only
the copies already in the GY. A draw effect is not activated without the cards to draw (the
engine's rule for Pot of Greed / Jar of Greed: seed 000 §發動). Jinzo: Trap Cards cannot be
activated (its text)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _deck_names_bottom_first(duel, player):
    return [c.name for c in duel.players[player].deck]


def test_good_goblin_housekeeping_counts_the_copies_in_the_gy():
    """Q: one Good Goblin Housekeeping is in my GY; I activate a Set copy holding Battle Ox.
    A: I draw 2 (Celtic Guardian, Mystical Elf), then put 1 card (Battle Ox) on the bottom of
    my Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Good Goblin Housekeeping")
    table.spell_trap(0, "Good Goblin Housekeeping")
    table.hand(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian", "Mystical Elf", "Koumori Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Good Goblin Housekeeping", player=0, request="idle")
    _pass_all(s)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Mystical Elf"]
    s.pick("select", "Battle Ox", player=0, request="select")
    assert sorted(hand(duel, 0)) == ["Celtic Guardian", "Mystical Elf"]
    assert _deck_names_bottom_first(duel, 0) == ["Battle Ox", "Koumori Dragon"]
    assert grave(duel, 0) == ["Good Goblin Housekeeping", "Good Goblin Housekeeping"]


def test_good_goblin_housekeeping_chained_copies_do_not_count_each_other():
    """Q: one copy is in my GY; I activate a Set copy and chain my second Set copy to it. How many
    does each draw? A: 2 each: the copy resolving first stays on the field until the chain ends,
    so the second counts only the copy that was already in the GY (4 cards drawn, not 5)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Good Goblin Housekeeping")
    first = table.spell_trap(0, "Good Goblin Housekeeping")
    second = table.spell_trap(0, "Good Goblin Housekeeping")
    table.deck(0, ["Celtic Guardian", "Mystical Elf", "Koumori Dragon", "Battle Ox",
                   "Dark Magician", "Summoned Skull"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", first, player=0, request="idle")
    s.pick("activate", second, player=0, request="chain")
    _pass_all(s)
    # link 2 drew Celtic Guardian and Mystical Elf; it returns one
    assert sorted(hand(duel, 0)) == ["Celtic Guardian", "Mystical Elf"]
    assert second.card(duel).location == "szone"
    s.pick("select", "Celtic Guardian", player=0, request="select")
    # link 1: still one copy in the GY -> 2 more
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Koumori Dragon", "Mystical Elf"]
    s.pick("select", "Mystical Elf", player=0, request="select")
    _pass_all(s)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Koumori Dragon"]
    assert grave(duel, 0).count("Good Goblin Housekeeping") == 3
    assert _deck_names_bottom_first(duel, 0) == ["Mystical Elf", "Celtic Guardian",
                                                 "Summoned Skull", "Dark Magician"]


def test_good_goblin_housekeeping_one_after_another_draws_more():
    """Q: with no copy in my GY I activate one copy, let it resolve, then activate a second.
    A: the first draws 1, the second 2: the first copy is in the GY by then."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    first = table.spell_trap(0, "Good Goblin Housekeeping")
    second = table.spell_trap(0, "Good Goblin Housekeeping")
    table.deck(0, ["Celtic Guardian", "Mystical Elf", "Koumori Dragon", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", first, player=0, request="idle")
    _pass_all(s)
    assert hand(duel, 0) == ["Celtic Guardian"]
    s.pick("select", "Celtic Guardian", player=0, request="select")
    _pass_all(s)
    s.pick("activate", second, player=0, request="idle")
    _pass_all(s)
    assert sorted(hand(duel, 0)) == ["Koumori Dragon", "Mystical Elf"]


def test_good_goblin_housekeeping_needs_the_cards_to_draw():
    """Q: two copies are in my GY and my Deck holds 2 cards. May I activate my Set copy?
    A: no: it would draw 3. With 3 cards in the Deck I may."""
    for deck, allowed in ((["Celtic Guardian", "Mystical Elf"], False),
                          (["Celtic Guardian", "Mystical Elf", "Battle Ox"], True)):
        table = Table(rules="GOAT", turn=3, turn_player=0)
        table.grave(0, "Good Goblin Housekeeping", "Good Goblin Housekeeping")
        table.spell_trap(0, "Good Goblin Housekeeping")
        table.deck(0, deck)
        duel = table.build()
        assert Script(duel).has("activate", "Good Goblin Housekeeping") is allowed


def test_good_goblin_housekeeping_under_jinzo():
    """Q: my opponent controls a face-up Jinzo. May I activate my Set Good Goblin Housekeeping?
    A: no: Trap Cards cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Good Goblin Housekeeping")
    table.monster(1, "Jinzo")
    table.deck(0, ["Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    assert not Script(duel).has("activate", "Good Goblin Housekeeping")
