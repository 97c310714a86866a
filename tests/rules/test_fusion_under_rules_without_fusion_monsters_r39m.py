"""seed 000 §曆史規格變動: the rules a duel is played under say which kinds of Extra Deck monster
exist (`Rules.extra_deck_kinds`: under MR1 no Xyz Monster, tests/rules/test_xyz.py). Every
preset has Fusion Monsters; a rule set written without them (`Rules.replace`) has no Fusion
Summon, so Polymerization, with Pair Cycroid's two Gradius in the hand, cannot be activated
there, where under MR5 it can (engine: extra.py `can_fusion`, the rules' test beside the
summon lock). Round 39m (mutation testing of stop 39's lines, the `can_fusion` line rewritten
for Red-Eyes Fusion's lock): the test fails with that test of the rules dropped."""

from duelist.engine.rules import ALL_KINDS, get_rules
from duelist.testing.scenario import Script, Table


def _polymerization_offered(rules):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Polymerization", "Gradius", "Gradius")
    table.extra(0, "Pair Cycroid")
    return Script(table.build()).has("activate", "Polymerization")


def test_no_fusion_summon_under_rules_without_fusion_monsters():
    assert _polymerization_offered("MR5")
    no_fusion = get_rules("MR5").replace(name="MR5 without Fusion",
                                         extra_deck_kinds=[k for k in ALL_KINDS if k != "Fusion"])
    assert "Fusion" not in no_fusion.extra_deck_kinds
    assert not _polymerization_offered(no_fusion)
