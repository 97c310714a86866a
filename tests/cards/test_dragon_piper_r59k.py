"""Dragon Piper (55763552): FLIP: every face-up Dragon Capture Jar on the field is destroyed; if one
was, every face-up Dragon monster on the field is changed to Attack Position.

Sources, in our words: the card's text (MRD, 2002) and yugioh-wiki.net 《壺魔人》 (the OCG text: the
face-up Dragon Capture Jars destroyed; "if destroyed" (破壊した場合), the face-up Dragons all become
Attack Position: a trigger effect); no ERAS entry (both texts mean the same): tested under both presets.
A Flip effect is activated even when its monster was flipped by an attack, after damage calculation
(seed 000 §反轉效果)."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

DP = "Dragon Piper"
JAR = "Dragon Capture Jar"
BEWD = "Blue-Eyes White Dragon"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_dragon_piper_breaks_dragon_capture_jar_and_frees_the_dragons(rules):
    """Q: my opponent's Dragon Capture Jar holds my Blue-Eyes White Dragon and their Koumori Dragon in
    Defense Position; I Flip Summon Dragon Piper. A: the Jar is destroyed and both Dragons are changed
    to Attack Position; Dragon Piper stays face-up in Attack Position."""
    table = Table(rules=rules, turn=3, turn_player=0)
    dp = table.monster(0, DP, position="set")
    bewd = table.monster(0, BEWD, position="defense")
    koumori = table.monster(1, "Koumori Dragon", position="defense")
    table.spell_trap(1, JAR, face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", dp)
    _pass(s)
    assert grave(duel, 1) == [JAR]
    assert (bewd.card(duel).position, koumori.card(duel).position, dp.card(duel).position) == \
        ("attack", "attack", "attack")


def test_dragon_piper_without_a_jar_changes_nothing():
    """Q: no Dragon Capture Jar is on the field; my Blue-Eyes White Dragon is in face-up Defense
    Position; I Flip Summon Dragon Piper. A: nothing is destroyed and Blue-Eyes stays in Defense
    Position (the change needs a Jar destroyed)."""
    table = Table(turn=3, turn_player=0)
    dp = table.monster(0, DP, position="set")
    bewd = table.monster(0, BEWD, position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", dp)
    _pass(s)
    assert grave(duel, 0) == [] and bewd.card(duel).position == "defense"


def test_dragon_piper_flipped_by_an_attack_still_breaks_the_jar():
    """Q: my opponent's Battle Ox (1700) attacks my Set Dragon Piper (DEF 1800) while their Dragon
    Capture Jar is face-up and my Koumori Dragon is in Defense Position. A: they take 100; Dragon
    Piper's Flip effect destroys the Jar after damage calculation, and Koumori Dragon is changed to
    Attack Position."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    dp = table.monster(0, DP, position="set")
    koumori = table.monster(0, "Koumori Dragon", position="defense")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, JAR, face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=dp, player=1)
    _pass(s)
    assert duel.players[1].lp == 7900 and grave(duel, 1) == [JAR]
    assert koumori.card(duel).position == "attack" and dp.card(duel).position == "defense"
