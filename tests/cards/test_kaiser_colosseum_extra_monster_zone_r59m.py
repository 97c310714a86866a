"""Kaiser Colosseum (35059553) against a Fusion Summon into the Extra Monster Zone (round 59m).

Sources, read in our words: yugioh-wiki.net 《カイザーコロシアム》 (while its controller controls a
monster, the opponent cannot put a monster on the field if they would then control more monsters
than its controller: any Summon, from the Extra Deck too); seed 000 §額外怪獸區域 (from Master
Rule 4 a monster Summoned from the Extra Deck goes to an Extra Monster Zone or a zone a Link
Monster points to; under Master Rule 5 a Fusion Monster may take a Main Monster Zone or still the
Extra Monster Zone). Our reading: the Extra Monster Zone is no way around the count: with five
monsters against five, the opponent may Fusion Summon nothing.

Round 59m: kills extra.py `summon_zones`' Kaiser Colosseum test read as `not in` (the zones of an
Extra Deck monster asked with the Main Monster Zones full: the Extra Monster Zone given past
the limit), a stop 58 line (round 58b). Under Master Rule 5 the engine gives the Extra Monster
Zone past the limit (its early return for a Fusion Monster under that rule comes before the
test): a strict xfail until the lead asked the limit in extra.py `summon_zones` (stop 59)."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _five_against_five(rules):
    """My turn, Main Phase 1: my five Battle Ox fill my Main Monster Zones; my opponent has five
    Celtic Guardians and a face-up Kaiser Colosseum; I hold Polymerization, Flame Manipulator and
    Masaki the Legendary Swordsman (Flame Swordsman's materials)."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.spell_trap(1, "Kaiser Colosseum", face_down=False)
    for _ in range(5):
        table.monster(0, "Battle Ox")
        table.monster(1, "Celtic Guardian")
    table.hand(0, "Polymerization", "Flame Manipulator", "Masaki the Legendary Swordsman")
    table.extra(0, "Flame Swordsman")
    return table.build()


def test_kaiser_colosseum_bars_a_fusion_into_the_extra_monster_zone_master_rule_4():
    """Q: (Master Rule 4) five monsters each; my opponent's Kaiser Colosseum is face-up. May I
    activate Polymerization to Fusion Summon Flame Swordsman into the Extra Monster Zone? A: no:
    I would control six monsters against their five; Polymerization cannot be activated (it may
    only be Set)."""
    duel = _five_against_five("MR4")
    s = Script(duel)
    assert not s.options("activate", "Polymerization")
    assert s.options("set_spell", "Polymerization")
    assert len(duel.monsters(0)) == 5


def test_kaiser_colosseum_bars_a_fusion_into_the_extra_monster_zone_master_rule_5():
    """Q: (Master Rule 5) the same position. A: the same: no Fusion Summon may leave me six
    monsters against five; Polymerization cannot be activated."""
    duel = _five_against_five("MR5")
    s = Script(duel)
    assert not s.options("activate", "Polymerization")
    assert len(duel.monsters(0)) == 5
