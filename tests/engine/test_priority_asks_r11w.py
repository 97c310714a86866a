"""Who is asked at priority in a chain and in a window (engine/chain.py `_window`,
`_priority`, `_response_options`): a player who may respond is asked, with every card they may
activate; one who has nothing to activate is not asked at all; a Trap that answers a summon
may still be chained in the summon's window, after another link, and one that answers an
attack is not offered in a chain of a Spell. The offer cache's columns that `_window` tests
before it asks (0 the response windows, 1 the summon-negation window; 4 and 5 parts of 0)
mean what it takes them for: empty, nothing to offer (round 11 of docs/performance.md: a
pass-by in `_priority` on the same premise was measured and dropped)."""

import pytest

from duelist.cli.bench_cmd import PAIRS, _play_out
from duelist.cli.common import load_playable_deck
from duelist.engine import chain
from duelist.engine.duel import Duel
from duelist.testing.scenario import Script, Table


def _dark_hole_answered_by(set_cards):
    """Player 0 Normal Summons, then activates Dark Hole from the hand in their Main Phase;
    player 1 has `set_cards` Set on an earlier turn and a monster on the field (the summon's
    window has asked for player 1's cards: their offer cache is current). The duel at the
    request that follows."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Mystical Elf", zone=0)
    for card in set_cards:
        table.spell_trap(1, card)
    table.hand(0, "Dark Hole", "Celtic Guardian")
    duel = table.build()
    script = Script(duel)
    script.pick("summon", "Celtic Guardian", request="idle")
    if duel.request.kind == "chain":
        script.pick("pass", player=1)
    assert duel._offer_cache[1] is not None and duel._offer_cache[1][0] == duel._sides[1]
    script.pick("activate", "Dark Hole", request="idle")
    return duel


def test_the_opponent_with_a_set_quick_play_spell_is_asked_to_respond_with_it():
    duel = _dark_hole_answered_by(["Mystical Space Typhoon"])
    request = Script(duel).expect("chain", player=1)
    assert [o.name for o in request.options if o.kind == "activate"] == ["Mystical Space Typhoon"]
    assert [o.kind for o in request.options][-1] == "pass"


def test_the_opponent_with_nothing_to_respond_with_is_not_asked():
    duel = _dark_hole_answered_by([])
    # Dark Hole resolved without a chain question: the turn player's menu again, the monster gone
    Script(duel).expect("idle", player=0)
    assert duel.players[1].mzone[0] is None and duel.players[0].mzone.count(None) == 5


def test_a_set_trap_that_answers_only_an_attack_does_not_make_the_opponent_be_asked():
    # Sakuretsu Armor answers an attack: nothing in a chain of Dark Hole
    duel = _dark_hole_answered_by(["Sakuretsu Armor"])
    Script(duel).expect("idle", player=0)
    assert duel.players[1].mzone[0] is None


def test_in_a_chain_begun_in_a_summons_window_the_opponent_may_still_answer_the_summon():
    # player 0 Normal Summons Celtic Guardian (1400 ATK) and, first in its window, chains
    # Mystical Space Typhoon to player 1's Set Trap Hole; player 1 may answer the summon with
    # Trap Hole as Chain Link 2 (the window's happening is still the summon)
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, "Trap Hole")
    table.hand(0, "Celtic Guardian", "Mystical Space Typhoon")
    duel = table.build()
    script = Script(duel)
    script.pick("summon", "Celtic Guardian", request="idle")
    request = script.expect("chain", player=0)
    assert [o.name for o in request.options if o.kind == "activate"] == ["Mystical Space Typhoon"]
    assert duel._offer_cache[1] is not None and not duel._offer_cache[1][1][4]     # (nothing that answers no happening)
    script.pick("activate", "Mystical Space Typhoon")
    script.answer(script.expect("target", player=0).options[0])     # (the Set card: Trap Hole)
    request = script.expect("chain", player=1)
    assert [o.name for o in request.options if o.kind == "activate"] == ["Trap Hole"]


def _response_columns_empty(duel, player):
    cache = duel._offer_cache[player]
    return cache is not None and cache[0] == duel._sides[player] and not cache[1][0] and not cache[1][1]


@pytest.mark.parametrize("pair", ["goat-warrior-zombie", "goat-control-monarch", "starter"])
def test_empty_response_columns_mean_nothing_to_offer_in_any_window(pair, monkeypatch):
    """What `_window` takes for granted, at every ask of `_response_options` that is not a
    menu's in random duels: with the player's cache current and columns 0 and 1 empty the ask
    offers nothing; columns 4 and 5 (a window no happening opened, the damage step) are parts
    of column 0."""
    d1, d2, _ = dict(PAIRS)[pair]
    deck1, deck2 = load_playable_deck(d1, "deck 1"), load_playable_deck(d2, "deck 2")
    real = chain.ChainMixin._response_options
    seen = {"empty": 0, "offered": 0}

    def checked(self, player, idle=False, into=None, candidates=None):
        empty = not idle and _response_columns_empty(self, player)
        start = 0 if into is None else len(into)
        result = real(self, player, idle, into, candidates)
        options = result if into is None else into[start:]  # (the menu's ask appends to its own list: `into`)
        columns = self._offer_cache[player][1] if self._offer_cache[player] is not None else None
        if columns is not None:
            for part in (columns[4], columns[5]):
                assert all(pair in columns[0] for pair in part)
        if empty:
            seen["empty"] += 1
            assert not options, (self.turn, self.phase, player, [o.name for o in options])
        seen["offered"] += bool(options) and not idle
        return result

    monkeypatch.setattr(chain.ChainMixin, "_response_options", checked)
    for seed in range(100, 104):
        _play_out(Duel(deck1, deck2, seed=seed), seed)
    assert seen["empty"] > 5 and seen["offered"] > 5, seen
