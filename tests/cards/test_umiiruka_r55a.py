"""Umiiruka (82999629), Field Spell: while it is face-up on the field, every face-up WATER monster
on the field, both players', gains 500 ATK and loses 400 DEF.

Sources: the card's text in our words (the 2005 TCG text, MRL: WATER monsters +500 ATK, -400 DEF;
yugioh-wiki.net 《ウォーターワールド》, the OCG text "フィールド上に表側表示で存在する水属性モンスター";
today's text the same: no ERAS entry). It is not treated as Umi (its text says nothing of the
kind, unlike the "this card's name is treated as Umi" cards). From MR3 on each player keeps a
Field Spell and both apply (seed 000 §場地區域); under GOAT one on the whole field (goatformat.com
Goat Format Rule #3)."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _passes(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_umiiruka_water_monsters_of_both_players_gain_atk_and_lose_def():
    """Q: I activate Umiiruka with my Mobius the Frost Monarch (WATER, 2400/1000), my opponent's
    Sinister Serpent (WATER, 300/250) and Battle Ox (EARTH, 1700/1000) on the field. A: Mobius
    2900/600, the Serpent 800 ATK and 0 DEF (not -150); the EARTH Ox keeps 1700/1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    refs = [table.monster(0, "Mobius the Frost Monarch"), table.monster(1, "Sinister Serpent"),
            table.monster(1, "Battle Ox")]
    table.hand(0, "Umiiruka")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Umiiruka", request="idle")
    _passes(s)
    assert duel.players[0].fzone.name == "Umiiruka"
    assert [_stats(duel, r) for r in refs] == [(2900, 600), (800, 0), (1700, 1000)]


def test_umiiruka_def_loss_gets_a_flipped_defender_destroyed():
    """Q: my Jellyfish (WATER Aqua, 1200/1500) is Set under my Umiiruka; my opponent's Celtic
    Guardian (1400) attacks it. A: face-down it shows 1500 DEF; flipped face-up it has 1100 DEF
    and is destroyed, no damage (without Umiiruka the Guardian's player would take 100)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.field_spell(0, "Umiiruka")
    jelly = table.monster(0, "Jellyfish", position="set")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    assert _stats(duel, jelly) == (1200, 1500)
    Script(duel).pick("attack", "Celtic Guardian", target=jelly, player=1, request="battle")
    assert grave(duel, 0) == ["Jellyfish"] and duel.players[0].lp == 8000 and duel.players[1].lp == 8000


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_umiiruka_against_the_opponents_umi(rules):
    """Q: my opponent's Umi is face-up when I activate Umiiruka; Great White (WATER Fish, 1600/800)
    is on the field. A: under GOAT Umi is destroyed as Umiiruka resolves: 2100/400. From MR3 on
    both apply: 1600 + 200 + 500 = 2300 ATK, 800 + 200 - 400 = 600 DEF."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.field_spell(1, "Umi")
    shark = table.monster(1, "Great White")
    table.hand(0, "Umiiruka")
    duel = table.build()
    assert _stats(duel, shark) == (1800, 1000)
    s = Script(duel)
    s.pick("activate", "Umiiruka", request="idle")
    _passes(s)
    assert duel.players[0].fzone.name == "Umiiruka"
    if rules == "GOAT":
        assert grave(duel, 1) == ["Umi"] and _stats(duel, shark) == (2100, 400)
    else:
        assert duel.players[1].fzone.name == "Umi" and _stats(duel, shark) == (2300, 600)
