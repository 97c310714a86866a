"""The Agent of Judgment - Saturn (91345518): an ignition effect. While its controller has more
LP than the opponent and controls a face-up "The Sanctuary in the Sky", they may Tribute Saturn
(a cost) to inflict damage to the opponent equal to the difference; they cannot conduct their
Battle Phase the turn they activate it.

Sources: the card's text (AST-006 and today's; the OCG 308-006 text quoted by yugioh-wiki.net
《裁きの代行者 サターン》: the LP lead is needed to activate it, the Tribute is its cost, the effect
applies only while 「天空の聖域」 is on its controller's field, and no Battle Phase that turn; in our
words); 遊戯王OCGエキスパートルールHP (home.att.ne.jp, 裁きの代行者 サターン: activated only while
face-up with the lead, in Main Phase 1 -- not after a Battle Phase, Main Phase 2 --, the Sanctuary
needed for it to apply); the difference is the one when it resolves (the text: "inflict damage
equal to the difference", read at resolution, our reading). Both presets play the same text."""

import pytest

from duelist.testing.reads import field_monsters, grave, kinds, lp
from duelist.testing.scenario import Script, Table

SATURN = "The Agent of Judgment - Saturn"
SANCTUARY = "The Sanctuary in the Sky"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _table(rules=None, lp_=(8000, 5000), sanctuary=0, phase="main1"):
    table = Table(rules=rules, turn=3, turn_player=0, lp=lp_, phase=phase)
    table.monster(0, SATURN)
    if sanctuary is not None:
        table.field_spell(sanctuary, SANCTUARY)
    return table


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_the_agent_of_judgment_saturn_inflicts_the_lp_difference(rules):
    """Q: my LP 8000, my opponent's 5000; I control Saturn and The Sanctuary in the Sky and
    Tribute Saturn. A: my opponent takes 3000 (2000 left); Saturn is in my GY; I cannot enter the
    Battle Phase this turn."""
    duel = _table(rules).build()
    s = Script(duel)
    s.pick("activate", SATURN)
    _pass(s)
    assert lp(duel) == (8000, 2000)
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == [SATURN]
    assert duel.request.kind == "idle" and "battle" not in kinds(duel)


@pytest.mark.parametrize("lp_", [(5000, 8000), (8000, 8000)])
def test_the_agent_of_judgment_saturn_needs_more_lp(lp_):
    """Q: my LP are lower than, or equal to, my opponent's. A: Saturn's effect cannot be
    activated."""
    duel = _table(lp_=lp_).build()
    assert not Script(duel).has("activate", SATURN)


@pytest.mark.parametrize("sanctuary", [None, 1])
def test_the_agent_of_judgment_saturn_needs_my_sanctuary(sanctuary):
    """Q: no Sanctuary is on the field, or only my opponent's. A: no activation (the effect
    applies only with the Sanctuary on my side of the field)."""
    duel = _table(sanctuary=sanctuary).build()
    assert not Script(duel).has("activate", SATURN)


def test_the_agent_of_judgment_saturn_not_after_the_battle_phase():
    """Q: I conducted my Battle Phase and am in Main Phase 2. A: the effect would forbid a Battle
    Phase already conducted: it cannot be activated."""
    duel = _table().build()
    s = Script(duel)
    s.pick("battle")
    _pass(s)
    s.pick("end_battle")
    _pass(s)
    assert duel.phase == "main2"
    assert not s.has("activate", SATURN)


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_the_agent_of_judgment_saturn_sanctuary_destroyed_in_answer(rules):
    """Q: I Tribute Saturn; my opponent chains Mystical Space Typhoon on my Sanctuary. A: Saturn
    stays Tributed (a cost), but with no Sanctuary the effect does nothing: no damage, and still
    no Battle Phase for me this turn."""
    table = _table(rules)
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SATURN)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", SANCTUARY, player=1)
    _pass(s)
    assert lp(duel) == (8000, 5000)
    assert grave(duel, 0) == [SATURN, SANCTUARY]
    assert "battle" not in kinds(duel)
