"""Y-Dragon Head equipped to X-Head Cannon beside Imperial Order and Skill Drain.

Equipped by its own effect, a Union monster is an Equip Spell Card in the Spell & Trap Zone
(seed 004 §特殊效果怪兽 Union; yugipedia "Union monster", TCG judge FAQ: Heavy Storm or Mystical
Space Typhoon treat it as a Spell Card). So Imperial Order ("every Spell Card's effect on the
field is negated") negates its equip bonus, while Skill Drain, which negates only face-up
monsters on the field, leaves it alone. Round 51s request 1 (the Imperial Order half: fixed in the
engine, b669f0b)."""

import pytest

from duelist.testing.scenario import Script, Table

X, Y = "X-Head Cannon", "Y-Dragon Head"


def _equipped(rules, negator, side):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    x = table.monster(0, X, zone=0)
    table.monster(0, Y, zone=1)
    if negator:
        table.spell_trap(side, negator, face_down=False)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", Y, request="idle")
    s.pick("target", X)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, x


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_without_a_negator_x_head_cannon_is_2200(rules):
    duel, x = _equipped(rules, None, 0)
    assert (duel.atk(x.card(duel)), duel.defense(x.card(duel))) == (2200, 1900)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_skill_drain_activated_after_the_equip_leaves_the_union_alone(rules):
    """Q: Y-Dragon Head is equipped to X-Head Cannon; then I activate Skill Drain. Does X-Head
    Cannon lose the 400? A: no: the equipped Y-Dragon Head is a Spell Card, no monster on the
    field; X-Head Cannon stays 2200."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    x = table.monster(0, X, zone=0)
    table.monster(0, Y, zone=1)
    table.spell_trap(0, "Skill Drain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", Y, request="idle")
    s.pick("target", X)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("activate", "Skill Drain", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.atk(x.card(duel)) == 2200


def test_under_skill_drain_the_equip_effect_itself_is_negated():
    """Q: Skill Drain is already face-up; I activate Y-Dragon Head's equip effect (a monster's
    effect on the field). A: it is activated and negated: Y-Dragon Head stays a monster, X-Head
    Cannon stays 1800."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    x = table.monster(0, X, zone=0)
    table.monster(0, Y, zone=1)
    table.spell_trap(0, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", Y, request="idle")
    s.pick("target", X)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(c.name for c in duel.monsters(0)) == [X, Y]
    assert duel.atk(x.card(duel)) == 1800


def test_under_skill_drain_the_equipped_union_may_still_unequip():
    """Q: Skill Drain is face-up; Y-Dragon Head is equipped to X-Head Cannon. May I unequip it?
    A: yes: the effect is activated by a Spell Card in the Spell & Trap Zone, which Skill Drain
    does not touch; Y-Dragon Head is Special Summoned and X-Head Cannon is 1800 again."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    x = table.monster(0, X, zone=0)
    table.spell_trap(0, Y, face_down=False, equipped_to=x)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", Y, request="idle")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.pick("option", "Attack Position", request="option")
    assert sorted(c.name for c in duel.monsters(0)) == [X, Y]
    assert duel.atk(x.card(duel)) == 1800


@pytest.mark.parametrize("side", [0, 1])
def test_imperial_order_negates_the_equipped_unions_bonus(side):
    """Q: Imperial Order is face-up; Y-Dragon Head is equipped to X-Head Cannon. Does X-Head
    Cannon gain 400 ATK/DEF? A: no: the equipped Y-Dragon Head is a Spell Card on the field, and
    its effects are negated; X-Head Cannon is 1800/1500."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    x = table.monster(0, X, zone=0)
    table.spell_trap(0, Y, face_down=False, equipped_to=x)
    table.spell_trap(side, "Imperial Order", face_down=False)
    duel = table.build()
    assert (duel.atk(x.card(duel)), duel.defense(x.card(duel))) == (1800, 1500)


def test_imperial_order_negates_the_unequip_of_the_equipped_union():
    """Q: Imperial Order is face-up; I activate my equipped Y-Dragon Head's unequip. A: it is a
    Spell Card's effect on the field: negated as it resolves; Y-Dragon Head stays equipped."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    x = table.monster(0, X, zone=0)
    table.spell_trap(0, Y, face_down=False, equipped_to=x)
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", Y, request="idle")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.pick("option", "Attack Position", request="option")
    assert [c.name for c in duel.monsters(0)] == [X]
    assert [c.name for c in duel.players[0].szone if c is not None] == [Y]
