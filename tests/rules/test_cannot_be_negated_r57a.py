""""Cannot be negated" as a declared fact (`Effect(cannot_negate="activation" | "effect" |
"both")`, round 57a): a card's text that says its activation and/or its effect cannot be
negated (Spiritualism: both; yugioh-wiki.net 《ポルターガイスト》). The negation paths honour it:
an answer's negation of the link (chain.py `negate_link`, so `negate_and_destroy` neither negates
nor destroys) and, for its effect, the negations that apply as it resolves (Imperial Order:
chain.py `_link_negated_now`). Seed 000 §效果無效 distinguishes negating an activation from
negating an effect; the declaration names which of them the text forbids.
Behaviour: tests/cards/test_spiritualism.py."""

import pytest

from duelist.engine.effects import ACTIVATE, CONTINUOUS, STATE, Effect
from tests.rules.test_effects_that_special_summon_declare_it_r53o import _effects


def test_cannot_negate_is_declared_only_for_a_chain_link():
    """Q: may a continuous or STATE effect say it cannot be negated, or may a declaration say
    something else than "activation", "effect" or "both"? A: no: the answers it holds off
    negate a chain link; the value is refused by name."""
    for kind in (CONTINUOUS, STATE):
        with pytest.raises(ValueError, match="cannot_negate"):
            Effect(kind, cannot_negate="both")
    with pytest.raises(ValueError, match="cannot_negate"):
        Effect(ACTIVATE, cannot_negate=True)
    assert Effect(ACTIVATE, cannot_negate="activation").cannot_negate == "activation"


def test_the_bundled_cards_that_cannot_be_negated():
    """Q: which bundled cards declare it? A: Spiritualism, its activation and its effect."""
    declared = sorted((name, effect.cannot_negate) for name, effect in _effects() if effect.cannot_negate)
    assert declared == [("spiritualism", "both")]
