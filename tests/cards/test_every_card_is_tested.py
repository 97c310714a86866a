"""Every scripted card has behaviour tests that `./run-tests -k <slug>` finds (docs/cards.md
§Tests): some test function under tests/ carries the card's slug in its name."""

import os
import re

from duelist.cards.db import get_card
from duelist.cards.registry import script_index

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Documented short slugs (docs/cards.md §Tests): the card's tests carry this instead.
SHORT_SLUGS = {
    "black_luster_soldier_envoy_of_the_beginning": "black_luster_soldier",
}


def slug_of(module_name):
    """c45986603_snatch_steal -> snatch_steal."""
    return module_name.split("_", 1)[1]


def name_slug(name):
    """The slug rule: lower case, apostrophes and dots dropped, other non-alphanumerics `_`."""
    return re.sub(r"[^a-z0-9]+", "_", re.sub(r"['.]", "", name.lower())).strip("_")


def _test_function_names():
    names = set()
    for folder, _, files in os.walk(TESTS):
        for name in files:
            if name.startswith("test_") and name.endswith(".py"):
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    names.update(re.findall(r"^\s*def (test_\w+)\(", handle.read(), re.M))
    return names


def test_every_script_module_is_named_by_the_slug_rule():
    """A script's module name is its card's slug, so the slug comes from the card's name."""
    wrong = []
    for code, module in sorted(script_index().items()):
        if name_slug(get_card(code).name) != slug_of(module):
            wrong.append("%s (card %r)" % (module, get_card(code).name))
    assert not wrong, "script modules not named by the slug rule: %s" % ", ".join(wrong)


def test_every_scripted_card_has_a_test_named_after_it():
    """A card is implemented when its behaviour is tested, and its tests are found by name."""
    names = _test_function_names()
    untested = []
    for module in sorted(script_index().values(), key=slug_of):
        slug = SHORT_SLUGS.get(slug_of(module), slug_of(module))
        if not any(slug in name for name in names):
            untested.append(slug)
    assert not untested, ("no test function names these cards (./run-tests -k SLUG finds "
                          "nothing): %s" % ", ".join(untested))


def test_short_slugs_are_for_scripted_cards_and_name_no_other_card():
    slugs = [slug_of(m) for m in script_index().values()]
    for card, short in SHORT_SLUGS.items():
        assert card in slugs
        assert [s for s in slugs if short in s] == [card]
