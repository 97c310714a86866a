"""Exchange (05556668): a card taken with it, in its owner's opponent's hand, and every way out
of that hand.

The rule (old TCG rulings collected on yugioh.fandom.com "Card Rulings:Exchange"; yugioh-wiki.net
《エクスチェンジ》; Seed 000 §手卡 and §墓地: a card always goes to its owner's piles): the taken
card stays its owner's for all purposes, while the player whose hand it is in (its holder) uses
it as any card of their hand: they may Normal Summon or Set it, Special Summon it by its own
procedure, activate it, discard it for a cost, lose it to the hand limit, to a discard or to an
effect that returns the hand to the Deck. Wherever it goes from there it goes to its OWNER's GY,
Deck... (the rulings' examples: a taken Kuriboh discarded goes to its owner's GY; Trap Dustshoot
may pick your own card the opponent took, and it returns to your Deck). Every count of
"the cards in X's hand" (the hand limit, Card Destruction's draws, a random discard) counts it in
its holder's hand.

What each player knows: the card was shown when it was taken (the hands were revealed), and it
is its owner's own card: `duel.view(owner)` names it in the holder's hand, and a determinized copy
for its owner leaves it where it is (engine/determinize.py `hidden_slots`), the holder's other
cards staying hidden. Where the text says nothing (Reload's count of the cards "added to the
Deck", one of which went to the opponent's Deck) the test says it is our reading.

Both presets play Exchange alike (the 2005 text and today's say the same); these tests play GOAT
unless they say otherwise."""

import pytest

from duelist.engine.determinize import determinize
from duelist.testing.invariants import check_invariants
from duelist.testing.reads import field_monsters, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _choose(duel, player, name):
    request = duel.request
    assert request.kind == "option" and request.player == player
    (found,) = [o for o in request.options if o.label.endswith(name)]
    duel.answer(found)


def _exchanged(hand0, hand1, take, give, rules="GOAT", monsters0=(), monsters1=(), deck0=None, deck1=None,
               set0=()):
    """Player 0 (turn 3, Main Phase 1) activates Exchange from `hand0` (Exchange first), takes
    `take` of `hand1` and gives `give`; the duel and its Script after the resolution."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, *hand0)
    table.hand(1, *hand1)
    for name in monsters0:
        table.monster(0, name)
    for name in monsters1:
        table.monster(1, name)
    for name in set0:
        table.spell_trap(0, name)
    table.deck(0, deck0 if deck0 is not None else ["Koumori Dragon"] * 5)
    table.deck(1, deck1 if deck1 is not None else ["Mad Dog of Darkness"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Exchange")
    _pass(duel, s)
    _choose(duel, 0, take)
    _choose(duel, 1, give)
    _pass(duel, s)
    assert duel.request.kind == "idle" and duel.request.player == 0
    return duel, s


def _in_hand(duel, player, name):
    (card,) = [c for c in duel.players[player].hand if c.data.name == name]
    return card


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_exchange_taken_monster_set_then_destroyed_goes_to_its_owners_graveyard(rules):
    """Q: I take my opponent's Celtic Guardian with Exchange and Set it; then I activate Dark
    Hole. A: I could Set it (it is a card of my hand); face-down in my Monster Zone it is mine to
    control and still theirs; destroyed, it goes to its owner's GY (theirs), not mine."""
    duel, s = _exchanged(["Exchange", "Battle Ox", "Dark Hole"], ["Celtic Guardian", "Pot of Greed"],
                         "Celtic Guardian", "Battle Ox", rules=rules)
    s.pick("set", "Celtic Guardian")
    _pass(duel, s)
    (guardian,) = duel.monsters(0)
    assert (guardian.data.name, guardian.controller, guardian.owner, guardian.face_up) == \
        ("Celtic Guardian", 0, 1, False)
    assert hand(duel, 0) == ["Dark Hole"]
    s.pick("activate", "Dark Hole")
    _pass(duel, s)
    assert field_monsters(duel, 0) == []
    assert grave(duel, 0) == ["Exchange", "Dark Hole"]
    assert grave(duel, 1) == ["Celtic Guardian"]
    check_invariants(duel)


def test_exchange_taken_spell_set_and_activated_goes_to_its_owners_graveyard():
    """Q: I take my opponent's Pot of Greed, Set it, and activate it from the field the same
    turn. A: I draw 2 (it is my effect: my Deck); once it resolves, it goes to its owner's GY."""
    duel, s = _exchanged(["Exchange", "Battle Ox"], ["Pot of Greed", "Celtic Guardian"],
                         "Pot of Greed", "Battle Ox")
    s.pick("set_spell", "Pot of Greed")
    _pass(duel, s)
    (pot,) = [c for c in duel.players[0].szone if c is not None]
    assert (pot.data.name, pot.controller, pot.owner) == ("Pot of Greed", 0, 1)
    assert hand(duel, 0) == []
    s.pick("activate", "Pot of Greed")
    _pass(duel, s)
    assert hand(duel, 0) == ["Koumori Dragon", "Koumori Dragon"]
    assert grave(duel, 0) == ["Exchange"]
    assert grave(duel, 1) == ["Pot of Greed"]
    assert hand(duel, 1) == ["Celtic Guardian", "Battle Ox"]


def test_exchange_taken_cyber_dragon_special_summoned_by_its_procedure():
    """Q: I take my opponent's Cyber Dragon; they control Summoned Skull and I control no monster.
    May I Special Summon it by its own procedure, and where does it go when Dark Hole destroys it?
    A: yes, it is a card of my hand and only my opponent controls monsters: it comes to my field,
    mine to control; destroyed, it goes to its owner's GY, with their Summoned Skull."""
    duel, s = _exchanged(["Exchange", "Battle Ox", "Dark Hole"], ["Cyber Dragon", "Pot of Greed"],
                         "Cyber Dragon", "Battle Ox", monsters1=["Summoned Skull"])
    assert not s.has("summon", "Cyber Dragon")      # (no monster of mine to Tribute)
    s.pick("special_summon", "Cyber Dragon")
    _choose(duel, 0, "Attack Position")
    s.zones()
    _pass(duel, s)
    (dragon,) = duel.monsters(0)
    assert (dragon.data.name, dragon.controller, dragon.owner) == ("Cyber Dragon", 0, 1)
    s.pick("activate", "Dark Hole")
    _pass(duel, s)
    assert grave(duel, 0) == ["Exchange", "Dark Hole"]
    assert sorted(grave(duel, 1)) == ["Cyber Dragon", "Summoned Skull"]
    check_invariants(duel)


def test_exchange_taken_card_discarded_for_lightning_vortex_goes_to_its_owners_graveyard():
    """Q: I take my opponent's Celtic Guardian and discard it to pay Lightning Vortex's cost.
    A: it is a card of my hand, so it pays the cost; discarded, it goes to its owner's GY
    (theirs); Lightning Vortex destroys their face-up Summoned Skull."""
    duel, s = _exchanged(["Exchange", "Battle Ox", "Lightning Vortex"], ["Celtic Guardian", "Pot of Greed"],
                         "Celtic Guardian", "Battle Ox", monsters1=["Summoned Skull"])
    s.pick("activate", "Lightning Vortex")
    request = duel.request
    assert request.player == 0
    (option,) = [o for o in request.options if o.name == "Celtic Guardian"]
    s.answer(option)
    _pass(duel, s)
    assert hand(duel, 0) == []
    assert grave(duel, 0) == ["Exchange", "Lightning Vortex"]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Summoned Skull"]
    (discard,) = [e for e in of_type(duel, "to_grave") if e.get("name") == "Celtic Guardian"]
    assert discard["from"] == "hand" and discard["player"] == 1


def test_exchange_taken_card_sent_by_the_hand_limit_goes_to_its_owners_graveyard():
    """Q: after Exchange I hold 7 cards, one of them my opponent's Pot of Greed, and I end my
    turn. A: the hand limit counts the card in my hand (7 > 6): I discard 1 in my End Phase; I
    pick Pot of Greed, which goes to its owner's GY (theirs); my hand is then 6."""
    mine = ["Exchange", "Battle Ox", "Koumori Dragon", "Koumori Dragon", "Dark Hole", "Raigeki", "Kuriboh",
            "Mystical Elf"]
    duel, s = _exchanged(mine, ["Pot of Greed", "Celtic Guardian"], "Pot of Greed", "Battle Ox")
    assert len(hand(duel, 0)) == 7
    s.end_turn()
    for _ in range(10):
        request = duel.request
        if request.player == 0 and any(o.name == "Pot of Greed" for o in request.options) and \
                request.kind != "chain":
            break
        s.pick("pass")
    (option,) = [o for o in duel.request.options if o.name == "Pot of Greed"]
    s.answer(option)
    for _ in range(10):
        if duel.turn == 4:
            break
        s.pick("pass")
    assert duel.turn == 4
    assert "Pot of Greed" not in hand(duel, 0) and len(hand(duel, 0)) == 6
    assert grave(duel, 1) == ["Pot of Greed"]
    assert grave(duel, 0) == ["Exchange"]
    (limit,) = [e for e in of_type(duel, "to_grave") if e["reason"] == "hand_limit"]
    assert (limit["name"], limit["player"]) == ("Pot of Greed", 1)


def test_exchange_taken_card_discarded_by_card_destruction_and_counted_in_its_holders_hand():
    """Q: after Exchange I hold my opponent's Pot of Greed and my Dark Hole, and activate Card
    Destruction. A: both hands are discarded, each card to its owner's GY: Pot of Greed to
    theirs, my Battle Ox (in their hand) to mine; I draw 2 (the two cards of my hand), they
    draw 2 (theirs)."""
    duel, s = _exchanged(["Exchange", "Battle Ox", "Card Destruction", "Dark Hole"],
                         ["Pot of Greed", "Celtic Guardian"], "Pot of Greed", "Battle Ox")
    s.pick("activate", "Card Destruction")
    _pass(duel, s)
    assert hand(duel, 0) == ["Koumori Dragon", "Koumori Dragon"]
    assert hand(duel, 1) == ["Mad Dog of Darkness", "Mad Dog of Darkness"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Card Destruction", "Dark Hole", "Exchange"]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Pot of Greed"]
    check_invariants(duel)


def test_exchange_given_card_discarded_at_random_by_delinquent_duo_goes_to_its_owners_graveyard():
    """Q: my opponent held only Pot of Greed; with Exchange I took it and they took my Battle
    Ox. Now I activate Delinquent Duo (1000 LP). A: the random discard finds Battle Ox, the one
    card of their hand; it goes to its owner's GY: mine."""
    duel, s = _exchanged(["Exchange", "Battle Ox", "Delinquent Duo"], ["Pot of Greed"],
                         "Pot of Greed", "Battle Ox")
    assert hand(duel, 1) == ["Battle Ox"]
    s.pick("activate", "Delinquent Duo")
    _pass(duel, s)
    assert lp(duel) == (7000, 8000)
    assert hand(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Delinquent Duo", "Exchange"]
    assert grave(duel, 1) == []


def test_exchange_given_card_shuffled_into_the_deck_by_the_forceful_sentry_goes_to_its_owners_deck():
    """Q: my opponent took my Battle Ox with Exchange; I activate The Forceful Sentry and pick
    Battle Ox in their hand. A: it is shuffled into its owner's Deck: mine (6 cards now), not
    theirs (5)."""
    duel, s = _exchanged(["Exchange", "Battle Ox", "The Forceful Sentry"], ["Pot of Greed", "Celtic Guardian"],
                         "Pot of Greed", "Battle Ox")
    s.pick("activate", "The Forceful Sentry")
    _pass(duel, s)
    _choose(duel, 0, "Battle Ox")
    _pass(duel, s)
    assert hand(duel, 1) == ["Celtic Guardian"]
    assert len(duel.players[0].deck) == 6 and len(duel.players[1].deck) == 5
    assert "Battle Ox" in [c.data.name for c in duel.players[0].deck]
    check_invariants(duel)


def test_exchange_taken_card_returned_by_reload_goes_to_its_owners_deck():
    """Q: I hold my opponent's Pot of Greed (taken with Exchange) and my Dark Hole, and activate
    Reload. A: my hand goes back to the Decks, each card to its owner's: Pot of Greed to theirs
    (6 cards), Dark Hole to mine; I then draw 2, the count of cards that went back (our reading:
    the text counts the cards of the hand added to a Deck)."""
    duel, s = _exchanged(["Exchange", "Battle Ox", "Reload", "Dark Hole"], ["Pot of Greed", "Celtic Guardian"],
                         "Pot of Greed", "Battle Ox")
    s.pick("activate", "Reload")
    _pass(duel, s)
    assert "Pot of Greed" in [c.data.name for c in duel.players[1].deck]
    assert len(duel.players[1].deck) == 6
    assert len(hand(duel, 0)) == 2 and len(duel.players[0].deck) == 4
    assert grave(duel, 0) == ["Exchange", "Reload"]
    check_invariants(duel)


def test_exchange_taken_card_is_known_to_its_owner_in_views_and_determinized_copies():
    """Q: after Exchange, what does each player see of the other's hand? A: each sees, in the
    other's hand, the card of their own that was taken (shown, and theirs), and nothing of the
    other cards there; a determinized copy for either player keeps that card in that hand."""
    duel, s = _exchanged(["Exchange", "Battle Ox", "Dark Hole"], ["Pot of Greed", "Celtic Guardian"],
                         "Pot of Greed", "Battle Ox")
    pot = _in_hand(duel, 0, "Pot of Greed")
    hole = _in_hand(duel, 0, "Dark Hole")
    ox = _in_hand(duel, 1, "Battle Ox")
    view1 = duel.view(1)["players"][0]["hand"]
    assert {v["uid"]: v.get("name") for v in view1} == {pot.uid: "Pot of Greed", hole.uid: None}
    view0 = duel.view(0)["players"][1]["hand"]
    guardian = _in_hand(duel, 1, "Celtic Guardian")
    assert {v["uid"]: v.get("name") for v in view0} == {ox.uid: "Battle Ox", guardian.uid: None}
    assert [v["name"] for v in duel.view(0)["players"][0]["hand"]] == ["Dark Hole", "Pot of Greed"]
    for seed in range(8):
        copy = determinize(duel, 1, seed)
        held = [(c.data.name, c.owner) for c in copy.players[0].hand]
        assert ("Pot of Greed", 1) in held and len(held) == 2, seed
        copy = determinize(duel, 0, seed)
        held = [(c.data.name, c.owner) for c in copy.players[1].hand]
        assert ("Battle Ox", 0) in held and len(held) == 2, seed
        check_invariants(copy)


def test_exchange_taken_back_by_its_owner_with_a_second_exchange():
    """Q: I took my opponent's Pot of Greed with Exchange (they took my Battle Ox). In their
    turn they activate their own Exchange and take Pot of Greed back; I take Battle Ox back.
    A: each card is back in its owner's hand, an ordinary card of that hand again (its owner
    holds and controls it); the second Exchange goes to their GY."""
    duel, s = _exchanged(["Exchange", "Battle Ox", "Dark Hole"], ["Exchange", "Pot of Greed", "Celtic Guardian"],
                         "Pot of Greed", "Battle Ox")
    assert sorted(hand(duel, 1)) == ["Battle Ox", "Celtic Guardian", "Exchange"]
    s.end_turn()
    while duel.request.kind != "idle" or duel.request.player != 1:
        s.pick("pass")
    s.pick("activate", "Exchange")
    _pass(duel, s)
    _choose(duel, 1, "Pot of Greed")
    _choose(duel, 0, "Battle Ox")
    _pass(duel, s)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Dark Hole"]
    assert sorted(hand(duel, 1)) == ["Celtic Guardian", "Mad Dog of Darkness", "Pot of Greed"]
    for p in (0, 1):
        assert [(c.owner, c.controller) for c in duel.players[p].hand] == [(p, p)] * len(duel.players[p].hand)
    assert grave(duel, 0) == ["Exchange"] and grave(duel, 1) == ["Exchange"]
    check_invariants(duel)


def test_exchange_given_monster_returned_by_trap_dustshoot_goes_to_its_owners_deck():
    """Q: my opponent took my Battle Ox with Exchange and holds 4 cards. I activate my Set Trap
    Dustshoot: may I pick my own Battle Ox in their hand, and where does it go? A: yes (it is a
    monster card in their hand, and it counts among their 4 cards); it returns to its owner's
    Deck: mine (the old TCG ruling of Trap Dustshoot collected on yugioh.fandom.com "Card
    Rulings:Exchange")."""
    duel, s = _exchanged(["Exchange", "Battle Ox"], ["Pot of Greed", "Celtic Guardian", "Kuriboh", "Dark Hole"],
                         "Pot of Greed", "Battle Ox", set0=["Trap Dustshoot"])
    assert len(hand(duel, 1)) == 4
    s.pick("activate", "Trap Dustshoot")
    _pass(duel, s)
    _choose(duel, 0, "Battle Ox")
    _pass(duel, s)
    assert sorted(hand(duel, 1)) == ["Celtic Guardian", "Dark Hole", "Kuriboh"]
    assert len(duel.players[0].deck) == 6 and len(duel.players[1].deck) == 5
    assert "Battle Ox" in [c.data.name for c in duel.players[0].deck]
    assert grave(duel, 0) == ["Exchange", "Trap Dustshoot"]
    check_invariants(duel)


def test_exchange_reveal_of_a_hand_holding_only_the_owners_card_shuffles_nothing():
    """Q: my hand is only my opponent's Pot of Greed (taken with my Exchange). In their turn
    they activate Exchange, which shows them my hand. A: they learn nothing they did not know
    (it is their own card, shown when I took it): my hand is not shuffled (the card keeps its
    uid until they take it back); their hand, shown to me, is (it holds cards I had not seen)."""
    duel, s = _exchanged(["Exchange", "Battle Ox"], ["Exchange", "Pot of Greed", "Celtic Guardian"],
                         "Pot of Greed", "Battle Ox")
    assert hand(duel, 0) == ["Pot of Greed"]
    s.end_turn()
    while duel.request.kind != "idle" or duel.request.player != 1:
        s.pick("pass")
    start = len(duel.log)
    s.pick("activate", "Exchange")
    _pass(duel, s)
    _choose(duel, 1, "Pot of Greed")
    _choose(duel, 0, "Celtic Guardian")
    _pass(duel, s)
    shuffled = [e["player"] for e in of_type(duel, "shuffle_hand", start)]
    assert 0 not in shuffled and 1 in shuffled
    assert hand(duel, 0) == ["Celtic Guardian"]
    assert sorted(hand(duel, 1)) == ["Battle Ox", "Mad Dog of Darkness", "Pot of Greed"]
    check_invariants(duel)
