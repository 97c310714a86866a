"""Goddess with the Third Eye (53493204): it may stand in for any one Fusion Material a Fusion
Monster names; the other materials must be the named ones.

Sources: the card's text (the 2005-era print, "can be used as a substitute for any 1
Fusion-Material Monster... the other Fusion-Material Monster(s) must be the correct one(s)", and
today's, in our words); yugioh-wiki.net 《融合素材代用モンスター》 (a substitution is an effect of no
kind: it applies in the hand and on the field, face-down too; face-up on the field Skill Drain
negates it; two substitutes cannot make one Fusion alone), as King of the Swamp's tests
(tests/cards/test_king_of_the_swamp_rulings_r40d.py) read it. Both presets play the same text."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

GODDESS = "Goddess with the Third Eye"
GAIA = "Gaia the Dragon Champion"      # Gaia The Fierce Knight + Curse of Dragon


def _table(rules=None, hand=("Curse of Dragon", GODDESS), skill_drain=False, goddess_on_field=None):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Polymerization", *hand)
    if goddess_on_field:
        table.monster(0, GODDESS, position=goddess_on_field)
    table.extra(0, GAIA)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    return table.build()


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_goddess_with_the_third_eye_stands_in_for_gaia_the_fierce_knight(rules):
    """Q: I hold Polymerization, Curse of Dragon and Goddess with the Third Eye. A: Goddess stands
    in for Gaia The Fierce Knight: I Fusion Summon Gaia the Dragon Champion; both materials go to
    the GY."""
    duel = _table(rules)
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("select", GAIA)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [GAIA]
    assert sorted(grave(duel, 0)) == ["Curse of Dragon", GODDESS, "Polymerization"]


def test_goddess_with_the_third_eye_not_for_every_material():
    """Q: I hold Goddess with the Third Eye and King of the Swamp, no named material. A: a
    substitute stands in for one material only, the others must be the named ones: no Fusion."""
    duel = _table(hand=(GODDESS, "King of the Swamp"))
    assert not Script(duel).has("activate", "Polymerization")


def test_goddess_with_the_third_eye_face_up_under_skill_drain():
    """Q: Skill Drain is face-up and my Goddess is face-up on the field. A: its substitution is
    negated there: no Fusion (Set, it still could)."""
    assert not Script(_table(hand=("Curse of Dragon",), skill_drain=True,
                             goddess_on_field="attack")).has("activate", "Polymerization")
    assert Script(_table(hand=("Curse of Dragon",), skill_drain=True,
                         goddess_on_field="set")).has("activate", "Polymerization")
