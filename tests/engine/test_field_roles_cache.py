"""The field's derived lists (docs/performance.md, round 2: `_field_roles`, kept until a card
enters or leaves a zone) are what a fresh look at the field gives: at every decision of
random duels on effect decks, the field cards, those with trigger effects, with STATE
effects, in Spell & Trap Zones, and those with each continuous-effect tag, in field order.
An engine-internal check: the cache and the scan are both private."""

from duelist.engine import state as S
from duelist.testing.walks import random_decisions

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))

TAGS = ("stats", "set_stats", "negate_monsters", "negate_traps", "negate_spells", "untargetable",
        "cannot_attack", "no_trap_activation")


def _fresh(duel):
    field = duel._scan_field()
    return (field,
            [c for c in field if c.script is not None and c.script.triggers],
            [c for c in field if c.script is not None and c.script.states],
            [c for c in field if c.location == S.SZONE])


def test_field_roles_match_a_fresh_look_at_the_field():
    checked = 0
    for duel, where in random_decisions(PAIRS):
        roles = duel._field_roles()
        assert list(roles[1:5]) == list(_fresh(duel)), where
        for tag in TAGS:
            expected = [c for c in roles[1] if c.script is not None and tag in c.script.cont_tags]
            assert list(duel._field_with_tag(tag)) == expected, (where, tag)
        checked += 1
    assert checked > 300
