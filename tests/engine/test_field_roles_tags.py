"""The field's continuous-effect index (`_field_roles()[5]`, docs/performance.md round 2;
since round 7e filed from each script's `field_roles`, built once when the script is made)
is what a fresh look at the field gives: at every decision of random duels on effect decks,
exactly the tags some face-up-or-not field card's script has, each with the cards that have
it in field order; and each script's filing agrees with its own effects.
An engine-internal check: the cache and the scan are both private."""

from duelist.testing.walks import random_decisions

PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def test_every_tag_of_the_field_lists_its_cards_in_field_order():
    checked = 0
    tagged = 0
    for duel, where in random_decisions(PAIRS):
        field = duel._scan_field()
        expected = {}
        for card in field:
            if card.script is not None:
                for tag in card.script.cont_tags:
                    expected.setdefault(tag, [])
        for tag in expected:
            expected[tag] = [c for c in field if c.script is not None and tag in c.script.cont_tags]
        by_tag = duel._field_roles()[5]
        assert by_tag == expected, where
        if by_tag:
            tagged += 1
        checked += 1
    assert checked > 300
    assert tagged > 0          # some decisions had a field card with a continuous effect


def test_a_scripts_filing_matches_its_effects():
    seen = 0
    for duel, where in random_decisions(PAIRS[:1], seeds=range(1)):
        for card in duel.cards:
            script = card.script
            if script is None:
                continue
            filed = script.field_roles
            if not (script.triggers or script.states or script.cont_tags):
                assert filed is None, card
                continue
            assert filed[0] == bool(script.triggers), card
            assert set(filed[1]) == set(script.trigger_events) and len(filed[1]) == len(script.trigger_events)
            assert filed[2] == bool(script.states), card
            assert set(filed[3]) == set(script.cont_tags) and len(filed[3]) == len(script.cont_tags)
            seen += 1
        break
    assert seen > 0
