"""A card that leaves its place or turns face-down ends the card relations it is part of,
as their source or their target (actions.py `_cut_relations`), and no other. A card in no
relation ends none: the relations stay as they are (issue 11: the list is then not rebuilt,
so the state checks' kept answers keyed by it stay good). In random duels of the Goat decks,
at every cut, the relations kept are exactly those that name neither the card's cid and uid
as their source nor as their target, in their order, and each one cut is recorded."""

from duelist.agents import RandomAgent
from duelist.deck.formats import read_ydk
from duelist.engine.duel import Duel

DECKS = ("duelist/deck/decks/goat_01_goat_control_suffridge_2005_us_nationals.ydk",
         "duelist/deck/decks/goat_07_monarch_soul_control_vargas_2005_sjc_la.ydk",
         "duelist/deck/decks/goat_04_warrior_swarm_metagame_2005.ydk")


class _Watched(Duel):
    def _cut_relations(self, card, reason):
        before = list(self.relations)
        cut_before = len(self._cut)
        expected = [r for r in before
                    if not (r.src_cid == card.cid and r.src_uid == card.uid)
                    and not (r.dst_cid == card.cid and r.dst_uid == card.uid)]
        Duel._cut_relations(self, card, reason)
        assert self.relations == expected
        assert len(self._cut) - cut_before == len(before) - len(expected)
        self.seen[0] += 1
        self.seen[1] += len(before) > len(expected)


def test_a_move_ends_exactly_the_relations_of_the_card_that_moved():
    seen = [0, 0]
    for n, (a, b) in enumerate(((0, 1), (1, 0), (2, 1), (0, 2))):
        for seed in range(3):
            duel = _Watched(read_ydk(DECKS[a]), read_ydk(DECKS[b]), seed=400 + 10 * n + seed)
            duel.seen = seen
            agents = (RandomAgent(seed), RandomAgent(seed + 7))
            while duel.request is not None:
                duel.answer(agents[duel.request.player].choose(duel, duel.request))
    assert seen[0] > 50 and seen[1] > 5, seen
