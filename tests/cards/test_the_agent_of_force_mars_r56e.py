"""The Agent of Force - Mars (91123920): Spell effects do not apply to it; while its controller
controls a face-up "The Sanctuary in the Sky" and has more LP than the opponent, it gains ATK and
DEF equal to the difference.

Sources: the card's text (AST-009, 2004, as Pojo's Card of the Day of 2004-06-15 quotes it: "This
card is unaffected by any Spell Cards. If there is "The Sanctuary in the Sky" on your side of the
field, and your Life Points are higher ..."; the OCG text of 308-009, yugioh-wiki.net 《力の代行者
マーズ》: 自分フィールド上に「天空の聖域」; in our words); the same Pojo review ("Your opponent's
Raigeki = useless. Change of Heart = useless"); a monster unaffected by Spell effects loses that
shield while Skill Drain negates its effects (docs/cards.md `unaffected_by`; Horus the Black Flame
Dragon LV6's ruling). The gain reads the LP as they are now (a continuous effect: seed 000
§永續效果). Both presets play the same text."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

MARS = "The Agent of Force - Mars"
SANCTUARY = "The Sanctuary in the Sky"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _table(rules=None, lp_=(8000, 6500), sanctuary=0):
    table = Table(rules=rules, turn=3, turn_player=0, lp=lp_)
    mars = table.monster(0, MARS)
    if sanctuary is not None:
        table.field_spell(sanctuary, SANCTUARY)
    return table, mars


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_the_agent_of_force_mars_gains_the_lp_difference(rules):
    """Q: I control Mars and The Sanctuary in the Sky; my LP 8000, my opponent's 6500. A: Mars has
    1500 ATK and 1500 DEF."""
    table, mars = _table(rules)
    duel = table.build()
    assert (duel.atk(mars.card(duel)), duel.defense(mars.card(duel))) == (1500, 1500)


def test_the_agent_of_force_mars_follows_the_lp_as_they_change():
    """Q: Mars has 1500 ATK (8000 against 6500) and attacks directly. A: my opponent takes 1500
    (5000 left); the lead is now 3000, and so are Mars's ATK and DEF."""
    table, mars = _table(lp_=(8000, 6500))
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    _pass(s)
    s.pick("attack", MARS, target="player")
    _pass(s)
    assert lp(duel) == (8000, 5000)
    assert (duel.atk(mars.card(duel)), duel.defense(mars.card(duel))) == (3000, 3000)


@pytest.mark.parametrize("lp_", [(6500, 8000), (8000, 8000)])
def test_the_agent_of_force_mars_gains_nothing_without_more_lp(lp_):
    """Q: my LP are lower than, or equal to, my opponent's. A: Mars stays at 0 ATK and 0 DEF."""
    table, mars = _table(lp_=lp_)
    duel = table.build()
    assert (duel.atk(mars.card(duel)), duel.defense(mars.card(duel))) == (0, 0)


@pytest.mark.parametrize("sanctuary", [None, 1])
def test_the_agent_of_force_mars_needs_its_controllers_sanctuary(sanctuary):
    """Q: no Sanctuary is on the field, or my opponent controls it (the text: "on your side of the
    field"). A: Mars gains nothing."""
    table, mars = _table(sanctuary=sanctuary)
    duel = table.build()
    assert duel.atk(mars.card(duel)) == 0


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_the_agent_of_force_mars_survives_dark_hole(rules):
    """Q: my opponent activates Dark Hole while I control Mars and Battle Ox and they control
    Celtic Guardian. A: Battle Ox and Celtic Guardian are destroyed; Spell effects do not apply to
    Mars: it stays."""
    table = Table(rules=rules, turn=3, turn_player=1)
    table.monster(0, MARS)
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _pass(s)
    assert field_monsters(duel, 0) == [MARS] and field_monsters(duel, 1) == []
    assert grave(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Celtic Guardian", "Dark Hole"]


def test_the_agent_of_force_mars_under_skill_drain():
    """Q: Skill Drain is face-up; I control Mars and Sanctuary with 1500 LP more, and my opponent
    activates Dark Hole. A: Mars's effects are negated: it has 0 ATK, and Dark Hole destroys it."""
    table = Table(turn=3, turn_player=1, lp=(8000, 6500))
    mars = table.monster(0, MARS)
    table.field_spell(0, SANCTUARY)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(1, "Dark Hole")
    duel = table.build()
    assert duel.atk(mars.card(duel)) == 0
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _pass(s)
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == [MARS]
