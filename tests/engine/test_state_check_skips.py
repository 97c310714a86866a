"""The state checks' shortcuts (docs/performance.md, issue 11: `_state_checks` in
engine/actions.py) skip nothing a full check would have done. ENGINE.md §2: after each
action the state checks run until nothing changes; LP 0 and a deck-out end the duel there
(seed 000 §勝負判定條件).

- A pass that logs nothing is not followed by the win check: at every pass of random duels
  on the effect decks, a pass that logged nothing changed neither player's LP nor who has
  lost, and the duel had not ended; so the skipped check had nothing to find.
- Every pass that logs something is followed by the win check: a duel never goes on (a
  new decision asked) with a player at 0 LP.

An engine-internal check: the pass and the losers are private."""

from duelist.agents import RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine.duel import Duel

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


class _Watched(Duel):
    """A duel that records, for every state-check pass, whether it logged anything and
    what LP, losers and result were before and after it."""

    passes = None

    def _state_check_pass(self, roles=None):
        before = (len(self.log), self.players[0].lp, self.players[1].lp, list(self._losers), self.result)
        try:
            Duel._state_check_pass(self, roles)
        finally:
            after = (len(self.log), self.players[0].lp, self.players[1].lp, list(self._losers), self.result)
            if self.passes is None:
                self.passes = []
            self.passes.append((before, after))


def _play(deck1, deck2, seed):
    duel = _Watched(deck1, deck2, seed=seed)
    agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
    yield duel
    while duel.request is not None:
        assert duel.players[0].lp > 0 and duel.players[1].lp > 0, (seed, len(duel.answers))
        request = duel.request
        duel.answer(agents[request.player].choose(duel, request))
        yield duel


def test_a_pass_that_logs_nothing_leaves_nothing_for_the_win_check():
    quiet = loud = 0
    for deck1, deck2 in PAIRS:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in range(6):       # (round 30s: fewer passes a duel, more duels; round 45s: six)
            for duel in _play(d1, d2, seed):
                for before, after in duel.passes or ():
                    if before[0] == after[0]:
                        quiet += 1
                        # nothing logged: the same LP, the same losers (none), no result
                        assert before[1:] == after[1:], (deck1, seed, before, after)
                        assert after[3] == [None, None] and after[1] > 0 and after[2] > 0
                        assert after[4] is None
                    else:
                        loud += 1
                duel.passes = None
    assert quiet > 1000 and loud > 10
