"""The response windows' fast path (docs/performance.md: the `offers` table and the
candidate cache) offers exactly what the full legality check allows: at every decision of
random duels on effect decks, for both players and every kind of window, the options equal
those of a walk over every card and effect through `_can_activate` (ENGINE.md §3).
An engine-internal check: the fast path and the full check are both private."""

import pytest

from duelist.agents import RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine.duel import Duel
from duelist.testing.plain import plain_activations as _full_walk   # (every card, every effect, _can_activate)

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def _fast(duel, player, idle):
    return [(o.card, o.effect) for o in duel._response_options(player, idle=idle)]


def test_fast_response_scan_offers_what_the_full_check_allows():
    checked = 0
    for deck1, deck2 in PAIRS:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        # Face Down Fury carries Big Shield Gardna, whose effect works while it is Set
        for seed in range(12 if "burn" in deck2 else 3):
            duel = Duel(d1, d2, seed=seed)
            agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
            while duel.request is not None:
                for player in (0, 1):
                    for idle in (False, True):
                        assert _fast(duel, player, idle) == _full_walk(duel, player, idle), \
                            (deck1, seed, len(duel.answers), player, idle)
                        checked += 1
                request = duel.request
                duel.answer(agents[request.player].choose(duel, request))
    assert checked > 1000


def test_what_an_effect_answers_is_named_and_checked_at_import():
    """`answers` (the happenings whose windows alone may see the effect activated: Trap
    Hole a summon, Mirror Force an attack) lets an empty window skip the card without asking
    its callbacks; the test above checks each declaration against the full legality check.
    A typo is refused when the card module is built, not silently never offered."""
    from duelist.cards.common import H
    from duelist.engine.effects import ACTIVATE, Effect
    assert Effect(ACTIVATE, answers=H.SUMMONED).answers == ("summoned",)
    assert Effect(ACTIVATE, answers=(H.ATTACK, H.SUMMONED)).answers == ("attack", "summoned")
    with pytest.raises(ValueError, match="unknown happening"):
        Effect(ACTIVATE, answers="sumonned")
