"""Exchange (05556668), Normal Spell.

What it does, in our words: both players show each other their hands; each takes 1 card of
their choice from the other's hand into their own (the activating player chooses first, both
from the hands as shown).

Sources: the card's text (EDS-001, 2002, and today's: the same play); yugioh-wiki.net
《エクスチェンジ》; the old TCG rulings collected on yugioh.fandom.com "Card Rulings:Exchange":
it cannot be activated with no other card in your hand; the card's owner stays its owner for
all purposes: a taken Kuriboh may be discarded for its effect, to its owner's GY; the turn
player chooses first (rhmusiconline.com's summary of the OCG ruling). That it also needs a card
in the opponent's hand is our reading of the text (each player takes a card). The moved cards
are known to both players (the hands were shown): their moves are public in the log, the
reveals private to the player shown. Both presets: the 2005 text and today's say the same."""

import pytest

from duelist.testing.reads import field_monsters, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _table(hand0, hand1, rules="GOAT", turn=3, monster1=None):
    table = Table(rules=rules, turn=turn, turn_player=0)
    table.hand(0, *hand0)
    if hand1:
        table.hand(1, *hand1)
    if monster1:
        table.monster(1, monster1)
    table.deck(0, ["Koumori Dragon"] * 5)
    table.deck(1, ["Mad Dog of Darkness"] * 5)
    duel = table.build()
    return duel, Script(duel)


def _choose(duel, player, name):
    request = duel.request
    assert request.kind == "option" and request.player == player
    found = [o for o in request.options if o.label.endswith(name)]
    duel.answer(found[0])


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _exchange(duel, s, take, give):
    s.pick("activate", "Exchange")
    _pass(duel, s)
    _choose(duel, 0, take)
    _choose(duel, 1, give)
    _pass(duel, s)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_exchange_each_player_takes_one_card_of_the_others_hand(rules):
    """Q: I activate Exchange holding Battle Ox; my opponent holds Pot of Greed and Celtic
    Guardian. A: I see their hand and take Pot of Greed; they see mine and take Battle Ox. Each
    card keeps its owner; both moves are public; each reveal was shown to the other player only."""
    duel, s = _table(["Exchange", "Battle Ox"], ["Pot of Greed", "Celtic Guardian"], rules=rules)
    _exchange(duel, s, "Pot of Greed", "Battle Ox")
    assert hand(duel, 0) == ["Pot of Greed"]
    assert hand(duel, 1) == ["Celtic Guardian", "Battle Ox"]
    assert [c.owner for c in duel.players[0].hand] == [1]
    assert [c.owner for c in duel.players[1].hand] == [1, 0]
    assert grave(duel, 0) == ["Exchange"]
    moves = [(e["player"], e["name"], e["owner"], "private" in e) for e in of_type(duel, "to_hand")]
    assert moves == [(0, "Pot of Greed", 1, False), (1, "Battle Ox", 0, False)]
    shown = [(e["private"]["player"], e["private"]["name"]) for e in of_type(duel, "reveal")]
    assert shown == [(1, "Battle Ox"), (0, "Pot of Greed"), (0, "Celtic Guardian")]


def test_exchange_cannot_be_activated_without_another_card_in_my_hand():
    """Q: Exchange is the only card in my hand. May I activate it? A: no (old TCG ruling:
    not without another card in your hand); it is only offered to be Set."""
    duel, s = _table(["Exchange"], ["Pot of Greed"])
    assert not s.has("activate", "Exchange")
    assert s.has("set_spell", "Exchange")


def test_exchange_cannot_be_activated_while_the_opponents_hand_is_empty():
    """Q: my opponent has no card in hand. May I activate Exchange? A: no (our reading: each
    player must take a card from the other's hand)."""
    duel, s = _table(["Exchange", "Battle Ox"], [])
    assert not s.has("activate", "Exchange")


def test_exchange_taken_pot_of_greed_draws_for_me_and_goes_to_its_owners_graveyard():
    """Q: I take my opponent's Pot of Greed with Exchange and activate it. A: I draw 2 from my
    Deck; once resolved, Pot of Greed goes to its owner's GY (my opponent's), not mine."""
    duel, s = _table(["Exchange", "Battle Ox"], ["Pot of Greed", "Celtic Guardian"])
    _exchange(duel, s, "Pot of Greed", "Battle Ox")
    s.pick("activate", "Pot of Greed")
    _pass(duel, s)
    assert hand(duel, 0) == ["Koumori Dragon", "Koumori Dragon"]
    assert grave(duel, 0) == ["Exchange"]
    assert grave(duel, 1) == ["Pot of Greed"]


def test_exchange_taken_monster_summoned_by_me_and_destroyed_goes_to_its_owner():
    """Q: I take my opponent's Celtic Guardian, Normal Summon it and it is destroyed by battle
    attacking their Summoned Skull. A: I controlled it; destroyed, it goes to its owner's GY
    (theirs), and I take the 1100 battle damage."""
    duel, s = _table(["Exchange", "Battle Ox"], ["Celtic Guardian", "Pot of Greed"], monster1="Summoned Skull")
    _exchange(duel, s, "Celtic Guardian", "Battle Ox")
    s.pick("summon", "Celtic Guardian")
    _pass(duel, s)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert duel.monsters(0)[0].owner == 1
    s.pick("battle")
    _pass(duel, s)
    s.pick("attack", "Celtic Guardian", target="Summoned Skull")
    _pass(duel, s)
    assert lp(duel) == (6900, 8000)
    assert grave(duel, 0) == ["Exchange"]
    assert grave(duel, 1) == ["Celtic Guardian"]


def test_exchange_taken_kuriboh_discarded_by_me_goes_to_its_owners_graveyard():
    """Q: I took my opponent's Kuriboh with Exchange. In their next turn their Summoned Skull
    attacks me directly; may I discard Kuriboh during damage calculation? A: yes, I take no
    battle damage, and Kuriboh goes to its owner's GY (theirs) (old TCG ruling of Exchange)."""
    duel, s = _table(["Exchange", "Battle Ox"], ["Kuriboh", "Pot of Greed"], monster1="Summoned Skull")
    _exchange(duel, s, "Kuriboh", "Battle Ox")
    assert hand(duel, 0) == ["Kuriboh"]
    s.end_turn()
    _pass(duel, s)
    while duel.request.kind != "idle":
        _pass(duel, s)
    s.pick("battle")
    _pass(duel, s)
    s.pick("attack", "Summoned Skull", target="player")
    used = False
    for _ in range(20):
        if duel.request is None or duel.request.kind != "chain":
            break
        if duel.request.player == 0 and s.has("activate", "Kuriboh"):
            s.pick("activate", "Kuriboh")
            used = True
            continue
        s.pick("pass")
    assert used
    assert lp(duel) == (8000, 8000)
    assert hand(duel, 0) == []
    assert grave(duel, 1) == ["Kuriboh"]
    assert grave(duel, 0) == ["Exchange"]
