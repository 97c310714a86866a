"""Mystical Sheep #1: it may stand in for any one Fusion Material a Fusion Monster names; the
other materials must be the named ones.

Sources: the card's text in our words (its TP2 print, "can be used as a substitute for any 1
Fusion-Material Monster; the other Fusion-Material Monster(s) must be the correct one(s)", does
what today's does: no ERAS entry); yugioh-wiki.net 《融合素材代用モンスター》 as Goddess with the Third Eye's tests read it (a substitution is an
effect of no kind: it applies in the hand and on the field, face-down too; face-up on the field
Skill Drain negates it; two substitutes cannot make one Fusion alone), as Goddess with the Third
Eye's and King of the Swamp's tests read it."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

SHEEP = "Mystical Sheep #1"
GAIA = "Gaia the Dragon Champion"      # Gaia The Fierce Knight + Curse of Dragon


def _table(rules=None, hand=("Curse of Dragon", SHEEP), skill_drain=False, sheep_on_field=None):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Polymerization", *hand)
    if sheep_on_field:
        table.monster(0, SHEEP, position=sheep_on_field)
    table.extra(0, GAIA)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    return table.build()


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_mystical_sheep_1_stands_in_for_gaia_the_fierce_knight(rules):
    """Q: I hold Polymerization, Curse of Dragon and Mystical Sheep #1: A: the Sheep stands in for
    Gaia The Fierce Knight: I Fusion Summon Gaia the Dragon Champion; both materials go to the GY."""
    duel = _table(rules)
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("select", GAIA)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [GAIA]
    assert sorted(grave(duel, 0)) == ["Curse of Dragon", SHEEP, "Polymerization"]


def test_mystical_sheep_1_not_for_every_material():
    """Q: I hold Mystical Sheep #1 and Goddess with the Third Eye, no named material: A: a
    substitute stands in for one material only: no Fusion."""
    duel = _table(hand=(SHEEP, "Goddess with the Third Eye"))
    assert not Script(duel).has("activate", "Polymerization")


def test_mystical_sheep_1_from_the_field_set_or_face_up_under_skill_drain():
    """Q: my Mystical Sheep #1 is on the field, I hold Curse of Dragon, Skill Drain is face-up:
    A: face-up, its substitution is negated: no Fusion; Set, it still stands in."""
    assert not Script(_table(hand=("Curse of Dragon",), skill_drain=True,
                             sheep_on_field="attack")).has("activate", "Polymerization")
    duel = _table(hand=("Curse of Dragon",), skill_drain=True, sheep_on_field="set")
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("select", GAIA)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [GAIA]
    assert sorted(grave(duel, 0)) == ["Curse of Dragon", SHEEP, "Polymerization"]
