"""Whether a monster has room to be Special Summoned (`can_special_summon`'s last question)
answers a monster not from the Extra Deck without working out the summon zones: with no
effect blocking a zone, it may take any empty Main Monster Zone (seed 000 §怪獸區域). At every
decision of random duels on effect decks, for every monster in either player's hand, Deck,
GY and Extra Deck, the shortcut agrees with the first of the zones `summon_zones` lists
(docs/performance.md, round 5). An engine-internal check: both are private."""

from duelist.engine import state as S
from duelist.testing.walks import random_decisions

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def test_room_for_a_special_summon_matches_the_summon_zones():
    checked = full = 0
    for duel, where in random_decisions(PAIRS, seeds=range(2)):
        for player in (0, 1):
            ps = duel.players[player]
            for card in ps.hand + ps.grave + ps.extra + ps.deck[-5:]:
                if card.data.card_type != "Monster":
                    continue
                for to in (0, 1):
                    expected = duel.summon_zone(card, to) is not None
                    assert duel._room_after(card, to, None, ()) == expected, (where, card.data.name, to)
                    checked += 1
                    full += not expected
    assert checked > 10000 and full > 100, (checked, full)
