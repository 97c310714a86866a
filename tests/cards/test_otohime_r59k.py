"""Otohime (39751093): Spirit; never Special Summoned; when it is Normal Summoned or flipped face-up,
its controller may target 1 face-up monster the opponent controls and change its battle position;
it returns to its owner's hand in the End Phase of the turn it was Normal Summoned or flipped.

Sources, in our words: the card's text (LOD, 2003) and the OCG rulings (yugipedia "Card
Rulings:Otohime", Konami FAQ 5379: a trigger on the Normal Summon or the flip, targeting a face-up
monster of the opponent; flipped by an attack it is activated after damage calculation); the Spirit
rules (seed 004 §特殊效果怪兽: back to the hand in that End Phase; "cannot be Special Summoned"). Our
readings: optional in both eras ("you can"; the LOD print's wording was not checked); no ERAS entry,
tested under both presets."""

import pytest

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table

OT = "Otohime"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_otohime_normal_summoned_switches_an_opponents_monster_and_returns(rules):
    """Q: I Normal Summon Otohime and target my opponent's Blue-Eyes White Dragon (Attack Position). A:
    it is changed to face-up Defense Position; at my End Phase Otohime returns to my hand."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, OT)
    bewd = table.monster(1, "Blue-Eyes White Dragon")
    table.deck(1, ["Mystical Elf"] * 2)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", OT)
    _pass(s)
    s.pick("yes", request="yes_no")
    s.pick("target", bewd)
    _pass(s)
    assert bewd.card(duel).position == "defense"
    s.end_turn()
    _pass(s)
    assert hand(duel, 0) == [OT] and duel.turn == 4


def test_otohime_needs_a_face_up_opponents_monster():
    """Q: I Normal Summon Otohime while my opponent controls only a Set monster. A: nothing is asked:
    the effect targets a face-up monster."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, OT)
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", OT)
    _pass(s)
    assert duel.request.kind == "idle"


def test_otohime_flipped_by_an_attack_switches_the_attacker_after_damage_calculation():
    """Q: my opponent's Thousand-Eyes Idol (0 ATK) attacks my Set Otohime (DEF 100) beside their Battle
    Ox; Otohime survives, and after damage calculation its effect may be activated: I target Battle Ox.
    A: they take 100; Battle Ox is changed to face-up Defense Position (Konami FAQ 5379). (Round 59r:
    chain.py `_drop_missed` keeps the held trigger through the Damage Step.)"""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    ot = table.monster(0, OT, position="set")
    table.monster(1, "Thousand-Eyes Idol")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Thousand-Eyes Idol", target=ot, player=1)
    _pass(s)
    s.pick("yes", request="yes_no", player=0)
    s.pick("target", ox, player=0)
    _pass(s)
    assert ox.card(duel).position == "defense" and ot.card(duel).position == "defense"
    assert duel.players[1].lp == 7900


def test_otohime_cannot_be_special_summoned():
    """Q: may I revive Otohime with Monster Reborn? A: no: it cannot be Special Summoned (Monster
    Reborn has no target)."""
    table = Table(turn=3, turn_player=0)
    table.grave(0, OT)
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Monster Reborn")
