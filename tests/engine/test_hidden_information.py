"""Hidden information (issue 8 §1): a player learns only what the rules show them
(seed 000 §卡組: the Deck is face-down and its order unknown to both players; docs/protocol.md).

The property tests run twin duels that differ only in hidden information on every playable
bundled deck (duelist/testing/leaks.py); the others pin each leak the fuzz found.
"""

import json

import pytest

from duelist.engine.events import event_for, public_form
from duelist.testing import Script, Table
from duelist.testing.leaks import (deck_order_twins, hidden_card_twins, playable_bundled_decks)

DECKS = playable_bundled_decks()


def test_every_bundled_deck_that_is_playable_is_checked():
    names = [name for name, _ in DECKS]
    assert {"yugi-starter", "kaiba-starter", "yugi_normals", "kaiba_normals"} <= set(names)
    assert any(name.startswith("goat_") for name in names)


@pytest.mark.parametrize("index", range(len(DECKS)), ids=[name for name, _ in DECKS])
def test_the_order_of_unseen_deck_cards_changes_no_output(index):
    """Twin duels whose Decks differ only in the order of their bottom half (cards nobody
    has seen): every view and request of both players and of a spectator, and the full
    log, stay identical until one of those cards reaches someone."""
    deck, other = DECKS[index][1], DECKS[(index + 1) % len(DECKS)][1]
    compared = 0
    for player in (0, 1):
        compared += deck_order_twins(deck, other, seed=index, first_player=player,
                                     player=player, max_steps=120)
    assert compared > 20


@pytest.mark.parametrize("index", range(len(DECKS)), ids=[name for name, _ in DECKS])
def test_the_opponents_hidden_cards_change_none_of_a_players_outputs(index):
    """Twin duels where one player's cards (hand, Deck, Set monsters and Spells/Traps) are
    other cards of the same shape (a Normal Monster of the same Level, a Spell or Trap of
    the same property): at each of the other player's decisions their view, log and
    request, and a spectator's view, stay identical until the rules reveal one of those
    cards to them."""
    deck, other = DECKS[index][1], DECKS[(index + 1) % len(DECKS)][1]
    compared = 0
    for hidden in (0, 1):
        compared += hidden_card_twins(deck, other, seed=index, first_player=hidden,
                                      hidden=hidden, max_steps=120)
    assert compared > 0


# ------------------------------------------------------------ Deck searches
def _vampire_lord_mill(deck1):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Vampire Lord")
    table.deck(1, deck1)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Vampire Lord", target="player")
    s.pick("option", "Monster", request="option", player=0)
    s.expect(request="select", player=1)
    return duel, s


def test_vampire_lords_mill_lists_the_deck_by_name_and_shuffles_it_afterwards():
    """Vampire Lord: the opponent picks a Monster from their Deck. The list is sorted by
    name under fresh uids (its order and ids say nothing of where each card lies: the same
    Deck in another order gives the same request), and the Deck they looked through is
    shuffled afterwards, so nobody knows the next draw."""
    order_a = ["Celtic Guardian", "Dark Hole", "Battle Ox", "Trap Hole", "Mystical Elf"]
    order_b = ["Mystical Elf", "Trap Hole", "Battle Ox", "Dark Hole", "Celtic Guardian"]
    duel_a, s = _vampire_lord_mill(order_a)
    duel_b, _ = _vampire_lord_mill(order_b)
    names = [o.name for o in duel_a.request.options if o.kind == "select"]
    assert names == ["Battle Ox", "Celtic Guardian", "Mystical Elf"]
    assert duel_a.request.to_dict() == duel_b.request.to_dict()
    before = len(duel_a.log)
    s.pick("select", "Celtic Guardian", player=1)
    after = duel_a.log[before:]
    kinds = [e["type"] for e in after]
    assert "to_grave" in kinds and "shuffle" in kinds
    assert kinds.index("shuffle") > kinds.index("to_grave")
    assert [e["player"] for e in after if e["type"] == "shuffle"] == [1]


def test_a_card_leaving_the_deck_shows_no_old_uid_in_the_public_log():
    """Vampire Lord's mill: the milled card is public in the GY, but the uid it had in
    the Deck (which could tell where it lay) is its owner's alone."""
    duel, s = _vampire_lord_mill(["Celtic Guardian", "Battle Ox", "Mystical Elf"])
    s.pick("select", "Battle Ox", player=1)
    milled = [e for e in duel.log if e["type"] == "to_grave" and e.get("from") == "deck"][-1]
    assert "prev" not in public_form(milled) and "prev" not in event_for(milled, 0)
    assert event_for(milled, 1)["prev"] and public_form(milled)["name"] == "Battle Ox"


def test_nobleman_of_crossout_banishes_deck_copies_without_their_deck_uids():
    """Nobleman of Crossout on a Flip monster: the copies banished from the Decks are
    public, their old uids are not (issue 8: an object's public id never reveals a hidden
    position)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Nobleman of Crossout")
    table.monster(1, "Magician of Faith", position="set")
    table.deck(1, ["Battle Ox", "Magician of Faith", "Celtic Guardian", "Magician of Faith"])
    duel = table.build()
    deck_uids = {c.uid for c in duel.players[1].deck}
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout")
    s.pick("target", duel.monsters(1)[0].uid)
    banished = [e for e in duel.log if e["type"] == "to_banished" and e.get("from") == "deck"]
    assert len(banished) == 2
    public = json.dumps(duel.log_for(None)) + json.dumps(duel.log_for(0))
    for event in banished:
        assert public_form(event)["name"] == "Magician of Faith"
        assert "prev" not in public_form(event) and "prev" not in event_for(event, 0)
    for uid in deck_uids:
        assert '"prev": %d' % uid not in public and '"uid": %d,' % uid not in public


def test_a_monster_special_summoned_from_the_deck_keeps_its_deck_uid_private():
    """Gravekeeper's Spy flipped: it Special Summons a Gravekeeper's monster from the Deck;
    the summon is public, the summoned card's Deck uid is its owner's alone."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Gravekeeper's Spy", position="set")
    table.deck(0, ["Battle Ox", "Gravekeeper's Spy", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Gravekeeper's Spy")
    while duel.request is not None and duel.request.kind != "idle":
        request = duel.request
        pick = request.find(kind="select") or request.find(kind="chain_trigger") or \
            request.find(kind="pass") or request.find(kind="yes") or request.options
        duel.answer(pick[0])
    summons = [e for e in duel.log if e["type"] == "special_summon" and e.get("from") == "deck"]
    assert summons, [e["type"] for e in duel.log]
    for event in summons:
        assert "prev" not in public_form(event) and "prev" not in event_for(event, 1)
        assert "prev" in event_for(event, 0)


def test_deck_uids_follow_no_deck_order_after_any_shuffle():
    """After every shuffle of a 40-card Deck the uids, read top to bottom, are neither
    increasing nor decreasing, and reshuffling gives a new unrelated block."""
    from duelist.engine.duel import Duel
    from duelist.testing.property import starter_decks
    yugi, kaiba = starter_decks()
    for seed in range(5):
        duel = Duel(yugi, kaiba, seed=seed, first_player=0)
        for _ in range(3):
            uids = [c.uid for c in duel.players[1].deck]
            rises = sum(1 for x, y in zip(uids, uids[1:]) if y > x)
            assert 5 < rises < len(uids) - 6, uids
            duel.shuffle_deck(1)


def test_a_set_artifact_looks_like_any_set_card_to_the_opponent_in_twin_duels():
    """seed 000 §魔法卡·陷阱卡的蓋伏: a monster Set as a Spell (an "Artifact") is a Set card like
    any other to the opponent. In the twin duels the hidden player's Artifacts stay
    themselves (a Normal Monster standing in for one could not be Set as a Spell, and the
    twins would play differently); every other card is replaced, and the opponent's
    outputs stay identical (the Artifact theme of the property test, seed 10100016)."""
    from duelist.deck.formats import Deck
    from duelist.engine.rules import PRESETS
    from duelist.testing.property import random_effect_deck, random_extra_deck
    rules = PRESETS["MR2"]
    decks = [Deck(main=random_effect_deck(s, rules=rules, theme="Artifact"),
                  extra=random_extra_deck(s, rules, theme="Artifact")) for s in (10100016, 10100017)]
    assert hidden_card_twins(decks[0], decks[1], seed=10100016, rules=rules, first_player=0, hidden=0,
                             max_steps=150) > 0
