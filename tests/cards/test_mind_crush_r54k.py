"""Mind Crush (Normal Trap): declare a card name as it is activated; if that card is in the
opponent's hand, they discard every copy of it; if not, you discard 1 card of your hand at random.

Sources: the card's text (the 2005 print, Soul of the Duelist, and today's say the same: no era
entry), in our own words. yugioh-wiki.net 《マインドクラッシュ》 and its OCG rulings (collected on
ygo-sem.cn, 2011-08-18): the name is declared on activation; it cannot be activated with no card in
your hand; it resolves though your hand or the opponent's is empty then (a miss against an empty hand
still costs you a card); a Fusion, Synchro or Xyz Monster cannot be declared; on a miss the
opponent's hand is shown to check it (the TCG's Judge Program ruling: when the copies cannot be
accounted for). The opponent's empty hand (today's Q&A: no activation; 2005: allowed, a miss):
tests/cards/test_mind_crush_opponents_empty_hand_r54p.py. Jinzo's text: no Trap Card can be activated. Seven Tools of the Bandit's text: it
negates a Trap Card's activation and destroys it."""

from duelist.cards import kit
from duelist.engine.events import event_for
from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _table(my_hand=("Battle Ox", "Celtic Guardian"), their_hand=(), rules="MR5"):
    table = Table(turn=3, rules=rules)
    table.spell_trap(0, "Mind Crush")
    if my_hand:
        table.hand(0, *my_hand)
    if their_hand:
        table.hand(1, *their_hand)
    return table


def _crush(table, name):
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mind Crush", request="idle")
    s.declare_name(name, player=0)
    return duel, s


def test_mind_crush_discards_every_copy_of_the_declared_card():
    """Q: my opponent holds 2 Pot of Greed and a Battle Ox; I activate Mind Crush declaring Pot of
    Greed. A: they discard both Pot of Greed; Battle Ox stays in their hand; my hand is untouched;
    the log holds my public declaration of the name."""
    duel, s = _crush(_table(their_hand=("Pot of Greed", "Battle Ox", "Pot of Greed")), "Pot of Greed")
    _pass_all(s, duel)
    assert hand(duel, 1) == ["Battle Ox"]
    assert sorted(grave(duel, 1)) == ["Pot of Greed", "Pot of Greed"]
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert grave(duel, 0) == ["Mind Crush"]
    declared = of_type(duel, "declare")[-1]
    assert (declared["player"], declared["what"], declared["value"]) == (0, "card name", "Pot of Greed")


def test_mind_crush_miss_shows_their_hand_and_costs_me_a_random_card():
    """Q: I declare Dark Hole; my opponent holds Pot of Greed and Battle Ox. A: they discard
    nothing; their hand is shown to me (to me alone); I discard 1 of my 2 hand cards at random."""
    duel, s = _crush(_table(their_hand=("Pot of Greed", "Battle Ox")), "Dark Hole")
    _pass_all(s, duel)
    assert sorted(hand(duel, 1)) == ["Battle Ox", "Pot of Greed"] and grave(duel, 1) == []
    assert len(hand(duel, 0)) == 1
    mine = sorted(grave(duel, 0))
    assert len(mine) == 2 and "Mind Crush" in mine
    assert sorted(mine + hand(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Mind Crush"]
    shown = [e["private"] for e in of_type(duel, "reveal") if "private" in e]
    assert sorted(p["name"] for p in shown) == ["Battle Ox", "Pot of Greed"]
    assert {p["player"] for p in shown} == {0}


def test_mind_crush_cannot_be_activated_with_no_card_in_my_hand():
    """Q: my hand is empty and Mind Crush is Set. May I activate it? A: no (OCG ruling: it needs a
    card in your hand to be activated)."""
    duel = _table(my_hand=(), their_hand=("Pot of Greed",)).build()
    assert not Script(duel).has("activate", "Mind Crush")


def test_mind_crush_offers_no_extra_deck_monster_and_every_other_name_in_order():
    """Q: which names may I declare? A: every card name of the card database (the same list
    whatever the Decks hold, a card the engine does not play yet too), sorted by name, without
    Fusion, Synchro, Xyz or Link Monsters (a card that can never be in a hand: OCG ruling), e.g. no
    Thousand-Eyes Restrict; Normal Monsters and Spells alike. At most 60 options a step: runs of
    names, then runs inside the run picked, then its names."""
    duel = _table(their_hand=("Pot of Greed",)).build()
    s = Script(duel)
    s.pick("activate", "Mind Crush", request="idle")
    expected = [d for d in kit.declarable_cards() if not d.is_extra_deck]
    names = [d.name for d in expected]
    assert "Thousand-Eyes Restrict" not in names and "Black Luster Soldier - Envoy of the Beginning" in names
    assert {"Battle Ox", "Dark Hole", "Mirror Force", "Mind Crush", "Castle of Dark Illusions"} <= set(names)
    assert names == sorted(names, key=lambda n: (n.casefold(), n))
    cards = expected
    while len(cards) > kit.NAMES_PER_REQUEST:
        # a step of runs of names, which together are the names left
        runs = kit.name_ranges(cards)
        assert len(runs) <= kit.NAMES_PER_REQUEST
        assert [o.name for o in duel.request.options] == [kit.RUN_LABEL % (a, b) for a, b, _ in runs]
        assert [d for _, _, run in runs for d in run] == list(cards)
        inside = next(i for i, (_, _, run) in enumerate(runs) if "Dark Hole" in [d.name for d in run])
        s.answer(duel.request.options[inside])
        cards = runs[inside][2]
    # then the names of the last run picked
    assert [o.name for o in duel.request.options] == [d.name for d in cards]
    assert "Dark Hole" in [d.name for d in cards]


def test_mind_crush_declaration_is_known_before_the_opponent_answers():
    """Q: when my opponent gets the chance to answer Mind Crush (a Set Seven Tools of the Bandit),
    do they know the name I declared? A: yes: it was declared as the card was activated, before their
    chain window, in the log they see."""
    table = _table(their_hand=("Pot of Greed",))
    table.spell_trap(1, "Seven Tools of the Bandit")
    duel, s = _crush(table, "Pot of Greed")
    s.expect(request="chain", player=1)
    seen = [event_for(e, 1) for e in duel.log if e["type"] == "declare"]
    assert [(e["player"], e["what"], e["value"]) for e in seen] == [(0, "card name", "Pot of Greed")]


def test_mind_crush_cannot_be_activated_while_jinzo_is_face_up():
    """Q: my opponent controls face-up Jinzo; may I activate my Set Mind Crush? A: no: Jinzo stops
    every Trap Card's activation."""
    table = _table(their_hand=("Pot of Greed",), rules="GOAT")
    table.monster(1, "Jinzo")
    duel = table.build()
    assert not Script(duel).has("activate", "Mind Crush")


def test_mind_crush_negated_by_seven_tools_discards_nothing():
    """Q: (Goat) I declare Pot of Greed; my opponent, holding one, chains Seven Tools of the Bandit
    (paying 1000 LP). A: Mind Crush's activation is negated: they keep Pot of Greed and I discard
    nothing for the miss either."""
    table = _table(their_hand=("Pot of Greed",), rules="GOAT")
    table.spell_trap(1, "Seven Tools of the Bandit")
    duel, s = _crush(table, "Pot of Greed")
    s.pick("activate", "Seven Tools of the Bandit", player=1, request="chain")
    _pass_all(s, duel)
    assert hand(duel, 1) == ["Pot of Greed"] and duel.players[1].lp == 7000
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert grave(duel, 0) == ["Mind Crush"] and grave(duel, 1) == ["Seven Tools of the Bandit"]
