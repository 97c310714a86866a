"""`card_by_uid`'s map (docs/performance.md: uid -> card, filled where a card lands and by
the cards found, checked on use; a miss walks every card) finds what a scan of every card finds:
at every lookup the engine makes in random duels on effect decks, and at every decision for
every card's uid, for uids no card has, in forks (which copy the cards) and in determinized
copies (which deal hidden cards again). An engine-internal check: the map is private."""

from duelist.agents import RandomAgent
from duelist.engine.determinize import determinize
from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def _scan(duel, uid):
    for card in duel.cards:
        if card.uid == uid:
            return card
    return None


def _check_every_uid(duel, where):
    for card in duel.cards:
        assert duel.card_by_uid(card.uid) is card, (where, card)
    for uid in (0, -1, duel._next_uid, duel._next_uid + 5, 10 ** 9):
        assert duel.card_by_uid(uid) is _scan(duel, uid), (where, uid)


def test_every_lookup_the_engine_makes_finds_what_a_scan_finds(monkeypatch):
    original = Duel.card_by_uid
    counts = {"looks": 0, "found": 0}

    def checked(duel, uid):
        got = original(duel, uid)
        assert got is _scan(duel, uid), (duel.turn, len(duel.answers), uid)
        counts["looks"] += 1
        counts["found"] += got is not None
        return got

    monkeypatch.setattr(Duel, "card_by_uid", checked)
    for _duel, _where in random_decisions(PAIRS):
        pass        # (the checks run inside the patched lookup)
    assert counts["looks"] > 500 and counts["found"] > 500, counts


def test_at_every_decision_every_uid_finds_its_card_in_the_duel_and_in_its_forks():
    checked = 0
    for duel, where in random_decisions(PAIRS):
        if len(duel.answers) % 3 == 0:
            fork = duel.fork()          # copies of the cards: the fork must find its own copies
            _check_every_uid(fork, where)
            for card in fork.cards:
                assert fork.card_by_uid(card.uid) is not duel.cards[card.cid], where
            agent = RandomAgent(len(duel.answers))
            for _ in range(3):                  # the fork plays on: uids dealt there, not here
                if fork.request is None:
                    break
                fork.answer(agent.choose(fork, fork.request))
                _check_every_uid(fork, where)
        _check_every_uid(duel, where)
        checked += 1
    assert checked > 300


def test_a_determinized_copy_finds_its_own_cards():
    checked = 0
    for duel, where in random_decisions(PAIRS[1:2]):
        if duel._proc is not None or len(duel.answers) % 4 != 1:      # a quiet point
            continue
        duel.card_by_uid(duel.cards[0].uid)          # the original's map is filled
        copy = determinize(duel, duel.request.player, seed=len(duel.answers))
        _check_every_uid(copy, where)
        for card in copy.cards:
            assert copy.card_by_uid(card.uid) is not duel.cards[card.cid], where
        checked += 1
    assert checked > 5
