"""The zones a Special Summon may use (extra.py `summon_zones`; docs/performance.md round 10,
issue 11): the common answer of `needs_extra_zone` (not from the Extra Deck, or rules
without Extra Monster Zones) is read in line, and with no zone blocked and no material
leaving the free Main Monster Zones are the empty ones, without an `in` test per monster
(both calls on PyPy). The ruling it stands for (seed 000 §新大師規則 §主要怪獸區域): a monster
that need not go to an Extra Monster Zone may take any Main Monster Zone that is empty, or
that a material leaving the field frees, and that no effect blocks, left to right; from the
Extra Deck under MR5 an Extra Monster Zone too. A count limit on the monsters placed (Kaiser
Colosseum) is counted once the materials left: no zone while it leaves no room."""

from duelist.engine import state as S
from duelist.testing.walks import random_decisions
from tests.engine.test_extra_deck_frames_kept import _extra_deck_duels
from tests.engine.test_options_built_by_hand import PAIRS


def _plain(duel, card, player, leaving):
    """`summon_zones` as the rule reads, every zone tested alike."""
    origin = card.location
    if duel.needs_extra_zone(card, origin):
        # an Extra Monster Zone, or a Main Monster Zone a Link points to
        return duel._free_extra_monster_zones(player, leaving) + duel._linked_free_zones(player, leaving)
    # (a count limit on the monsters placed, Kaiser Colosseum, is asked once the leaving cards
    # left: one leaving may free room for one more monster in any empty zone, or leave none)
    blocked = duel._blocked_zones(player, True, leaving)
    if duel._monster_room_none(player, leaving):
        return []
    main = [i for i, c in enumerate(duel.players[player].mzone)
            if (c is None and i not in blocked) or (c is not None and c in leaving)]
    if origin != S.EXTRA or duel.rules.extra_zone_rule == "none":
        return main
    return main + duel._free_extra_monster_zones(player, leaving)


def test_the_summon_zones_are_those_of_the_rule_at_every_decision():
    """At every 3rd decision of random duels (the bench pairs, MR5 decks with Extra Decks of
    every kind), for each player and each monster in a hand, a GY or an Extra Deck, with no
    material leaving and with the player's first monster leaving, the zones are the rule's;
    the duels must see full fields, monsters from the Extra Deck under rules with Extra
    Monster Zones (some that must go to one: Link Monsters), and a leaving monster's zone
    given back."""
    asked = full = extra = freed = linked = 0
    for source in (random_decisions(PAIRS, seeds=range(2)), _extra_deck_duels(range(4))):
        for duel, where in source:
            if len(duel.answers) % 3:
                continue
            for p in (0, 1):
                ps = duel.players[p]
                mine = duel.monsters(p)
                leavings = [()] + ([[mine[0]]] if mine else [])
                for card in ps.hand + ps.grave + ps.extra:
                    if card.data.card_type != "Monster":
                        continue
                    for leaving in leavings:
                        plain = _plain(duel, card, p, leaving)
                        got = duel.summon_zones(card, p, None, leaving)
                        assert got == plain, (where, p, card.data.name, leaving)
                        asked += 1
                        full += not got
                        extra += card.location == S.EXTRA and duel.rules.extra_zone_rule != "none"
                        freed += bool(leaving) and leaving[0].seq in got
                        linked += duel.needs_extra_zone(card, card.location)
    assert asked > 10000 and full and extra and freed and linked, (asked, full, extra, freed, linked)
