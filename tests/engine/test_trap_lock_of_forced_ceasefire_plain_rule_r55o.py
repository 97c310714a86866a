"""Forced Ceasefire's Trap lock as the plain rule reads it (`plain_activations`, through
chain.py `_can_activate` and `_trap_lock`), beside what the engine offers (its windows write the
lock out in `_response_options`).

Source: Forced Ceasefire's text in my words (discard 1 card to activate it; for the rest of the
turn neither player can activate Trap Cards), as tests/cards/test_forced_ceasefire.py reads it;
seed 000 §陷阱卡 for the Set Traps' activation. Before it resolves (a Forced Ceasefire only held
in a Deck, a hand or Set) nothing is locked; once it resolved, no Trap of either player is
offered while a Quick-Play Spell still is. The plain rule is what the kept answers and the
shortcuts are checked against (duelist/testing/plain.py, tests/engine/test_response_fast_path.py):
it must give the ruling too, in a duel holding the card.

Round 55o: kills the 7 mutants of `_trap_lock`'s Forced Ceasefire test and its `return True`
that round 54o had listed as equivalent ("no caller": plain.py calls `_can_activate`)."""

import pytest

from duelist.testing.plain import plain_activations
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _table(rules):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Forced Ceasefire")
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(0, "Mystical Space Typhoon")
    table.hand(0, "Celtic Guardian")
    table.spell_trap(1, "Dust Tornado")
    table.spell_trap(1, "Waboku")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


def _offered(duel):
    """The engine's offered activations of the pending request, as (uid, effect) pairs."""
    return [(o.card, o.effect) for o in duel.request.options if o.kind == "activate"]


def _names(duel, pairs):
    return sorted(duel.card_by_uid(uid).data.name for uid, _ in pairs)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_a_forced_ceasefire_not_yet_activated_locks_nothing(rules):
    """Q: my Forced Ceasefire is Set beside my Dust Tornado and Mystical Space Typhoon; nobody
    has activated it. May I activate my Traps in my Main Phase? A: yes: the lock starts only
    once it resolves. The plain rule offers Forced Ceasefire, Dust Tornado and Mystical Space
    Typhoon, as the engine's menu does."""
    duel = _table(rules).build()
    assert duel.request.kind == "idle" and duel.request.player == 0
    plain = plain_activations(duel, 0, True)
    assert _names(duel, plain) == ["Dust Tornado", "Forced Ceasefire", "Mystical Space Typhoon"]
    assert plain == _offered(duel)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_once_forced_ceasefire_resolved_no_trap_of_either_player_is_offered(rules):
    """Q: I activate Forced Ceasefire, discarding Celtic Guardian, and it resolves. Then I may
    activate only my Mystical Space Typhoon (not my Dust Tornado); I activate it on my
    opponent's Set Dust Tornado: may they chain their Dust Tornado or Waboku? A: no, no Trap of
    either player for the rest of the turn; only their own Set Mystical Space Typhoon. The plain
    rule offers me my Typhoon alone, and them theirs alone, as the engine does; they pass and
    my Typhoon destroys their Dust Tornado."""
    table = _table(rules)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Forced Ceasefire", player=0)
    s.pick("select", "Celtic Guardian", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == ["Celtic Guardian", "Forced Ceasefire"]
    assert duel.request.kind == "idle" and duel.request.player == 0
    plain = plain_activations(duel, 0, True)
    assert _names(duel, plain) == ["Mystical Space Typhoon"]
    assert plain == _offered(duel)
    tornado = next(c for c in duel.players[1].szone if c is not None and c.data.name == "Dust Tornado")
    s.pick("activate", "Mystical Space Typhoon", player=0)
    s.pick("target", tornado.uid, player=0)
    asked = []
    while duel.request is not None and duel.request.kind == "chain":
        player = duel.request.player
        plain = plain_activations(duel, player, False)
        assert plain == _offered(duel)
        asked.append((player, _names(duel, plain)))
        s.pick("pass", player=player)
    assert (1, ["Mystical Space Typhoon"]) in asked
    assert all(names in ([], ["Mystical Space Typhoon"]) for _, names in asked)
    assert not duel.chain
    assert "Dust Tornado" in grave(duel, 1) and "Waboku" not in grave(duel, 1)
