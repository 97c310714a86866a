"""The negation state's shortcut (docs/performance.md, issue 11: `_negation_state` in
engine/actions.py) gives what weighing every negating effect gives. DESIGN §5 / the engine's
timestamp rule for negating continuous effects (Skill Drain, Jinzo, Royal Decree, Blade
Knight, Fiend Skull Dragon): with no or one negating card on the field nothing is weighed
(a card never negates itself, so the one card applies); the lookup asks only for the
negating tags some field card has.

At every decision of random duels on the Goat decks that carry negating cards, the state
computed afresh equals `_weigh_negations` over every applying negating effect of all three
tags, in timestamp order. An engine-internal check: both are private."""

from duelist.engine.actions import NEGATE_TAGS
from duelist.testing.walks import random_decisions

PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def _weighed(duel):
    """Every applying negating effect (unfiltered, as the state computes them), weighed."""
    duel._in_negation = True
    try:
        sources = []
        for tag in NEGATE_TAGS:
            sources.extend(duel._applying(tag))
        sources.sort(key=duel._timestamp_key)
        cards = []
        for card, _ in sources:
            if card not in cards:
                cards.append(card)
        return duel._weigh_negations(sources, cards), len(cards)
    finally:
        duel._in_negation = False


def test_the_negation_shortcut_gives_what_weighing_every_negating_effect_gives():
    seen = {0: 0, 1: 0, 2: 0}
    for duel, where in random_decisions(PAIRS, seeds=range(6)):
        kept = duel._negation_cache
        duel._negation_cache = None         # computed afresh here...
        state = duel._negation_state()
        duel._negation_cache = kept         # ...and the duel's own cache left as it was
        full, count = _weighed(duel)
        assert state[0] == full[0] and state[2] == full[2], where
        assert [(c.cid, e.index) for c, e in state[1]] == [(c.cid, e.index) for c, e in full[1]]
        seen[min(count, 2)] += 1
    assert seen[0] > 100 and seen[1] > 20      # (two or more negating cards at once are rare)
