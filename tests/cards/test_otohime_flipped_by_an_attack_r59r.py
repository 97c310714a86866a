"""Otohime (39751093): its "when flipped face-up" trigger when an attack flips it (round 59r).

Sources: Konami FAQ 5379 (yugipedia "Card Rulings:Otohime"): flipped face-up by battle in the
Damage Step, its effect can be activated, after damage calculation. Seed 000 §效果分類 (誘發效果):
in the Damage Step, a monster's effect activated when it is flipped ("反轉時發動的怪獸效果") may be
activated; a monster with a trigger on its being flipped that is flipped by an attack activates it
after damage calculation. Destroyed by that battle: yugipedia "Flip effect" (a trigger on being
flipped face-up that is no FLIP effect works as a FLIP effect does, the monster not being a Flip
monster; a FLIP monster flipped and destroyed by battle still activates its effect after damage
calculation): so Otohime destroyed by the battle still activates its effect (our reading: no
Otohime-specific ruling found; its effect targets the opponent's monster, not itself). A plain FLIP
monster (Magician of Faith) is unchanged. The two presets read the same texts here."""

import pytest

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table

OT = "Otohime"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _log_index(duel, type_, **match):
    for i, ev in enumerate(duel.log):
        if ev.get("type") == type_ and all(ev.get(k) == v for k, v in match.items()):
            return i
    raise AssertionError("no %s event" % type_)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_otohime_destroyed_by_the_attack_that_flipped_it_still_activates(rules):
    """Q: my opponent's Battle Ox (1700) attacks my Set Otohime (DEF 100); their Celtic Guardian is
    face-up in Attack Position. Otohime is destroyed by the battle: may its effect still be
    activated? A: yes, after damage calculation (it was flipped face-up; its effect works as a FLIP
    effect does): I target Celtic Guardian, which is changed to Defense Position; Otohime is in my
    GY; nobody took damage (a Defense Position monster)."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    ot = table.monster(0, OT, position="set")
    table.monster(1, "Battle Ox")
    guardian = table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=ot, player=1)
    _pass(s)
    s.pick("yes", request="yes_no", player=0)
    s.pick("target", guardian, player=0)
    _pass(s)
    assert guardian.card(duel).position == "defense"
    assert grave(duel, 0) == [OT]
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 8000
    assert not of_type(duel, "missed_timing")
    # activated after damage calculation: the battle's line comes first
    assert _log_index(duel, "battle") < _log_index(duel, "activate_effect", name=OT)


def test_otohime_flipped_by_an_attack_may_decline_and_nothing_happens():
    """Q: the same attack (Thousand-Eyes Idol on my Set Otohime, Otohime survives); after damage
    calculation I decline to activate it. A: their Battle Ox stays in Attack Position; Otohime stays
    face-up in Defense Position; their LP is 7900; no missed timing is logged (the trigger was
    asked)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    ot = table.monster(0, OT, position="set")
    table.monster(1, "Thousand-Eyes Idol")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Thousand-Eyes Idol", target=ot, player=1)
    _pass(s)
    s.pick("no", request="yes_no", player=0)
    _pass(s)
    assert ox.card(duel).position == "attack"
    assert ot.card(duel).position == "defense" and ot.card(duel).face_up
    assert duel.players[1].lp == 7900
    assert not of_type(duel, "missed_timing")


def test_otohime_flipped_by_an_attack_a_chain_before_damage_calculation_does_not_lose_it():
    """Q: Battle Ox attacks my Set Otohime; before damage calculation, after the flip, my opponent
    activates Rush Recklessly on Battle Ox (+700: 2400) (a chain in the Damage Step, after the flip).
    A: Otohime is destroyed; after damage calculation its effect is still activated: I target
    Battle Ox, which is changed to Defense Position."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    ot = table.monster(0, OT, position="set")
    ox = table.monster(1, "Battle Ox")
    table.hand(1, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=ot, player=1)
    rushed = False
    while duel.request is not None and duel.request.kind == "chain":
        if duel.request.player == 1 and not rushed and s.has("activate", "Rush Recklessly") and \
                duel.damage_sub == "before_calc":
            s.pick("activate", "Rush Recklessly", player=1)
            if duel.request.kind == "target":
                s.pick("target", ox)
            rushed = True
            continue
        s.pick("pass", player=duel.request.player)
    assert rushed
    s.pick("yes", request="yes_no", player=0)
    s.pick("target", ox, player=0)
    _pass(s)
    assert ox.card(duel).position == "defense"
    assert grave(duel, 0) == [OT] and grave(duel, 1) == ["Rush Recklessly"]


def test_magician_of_faith_attacked_face_down_still_activates_after_damage_calculation():
    """Q: (a plain FLIP effect, unchanged) Battle Ox attacks my Set Magician of Faith (DEF 400);
    Pot of Greed is in my GY. A: Magician of Faith is destroyed; after damage calculation its FLIP
    effect is activated: Pot of Greed comes back to my hand."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    mof = table.monster(0, "Magician of Faith", position="set")
    table.monster(1, "Battle Ox")
    table.grave(0, "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=mof, player=1)
    _pass(s)
    if duel.request is not None and duel.request.kind == "target":
        s.pick("target", "Pot of Greed", player=0)
    _pass(s)
    assert hand(duel, 0) == ["Pot of Greed"]
    assert grave(duel, 0) == ["Magician of Faith"]
    assert _log_index(duel, "battle") < _log_index(duel, "activate_effect", name="Magician of Faith")
