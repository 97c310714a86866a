"""`Ctx.can_normal_summon_now` (Ultimate Offering: "could you Normal Summon or Set a monster
right now?") stops at the first monster of the hand that has a Normal Summon or Set
(issue 11, docs/performance.md round 7): at every decision of random duels on the starter
decks (which play Ultimate Offering) and two Goat pairs, for both players, it must answer
whether the whole list of Normal Summon and Set options is non-empty. An engine-internal
check (the list is private)."""

from duelist.engine import effects as E
from duelist.testing.walks import random_decisions

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"))


def test_can_normal_summon_now_answers_as_the_whole_list():
    seen = {True: 0, False: 0}
    for duel, where in random_decisions(PAIRS, range(2)):
        for player in (0, 1):
            options = []
            duel._summon_options(player, options)
            answer = E.Ctx(duel, None, None, player).can_normal_summon_now()
            assert answer == bool(options), where
            seen[answer] += 1
    assert seen[True] > 100 and seen[False] > 100, seen
