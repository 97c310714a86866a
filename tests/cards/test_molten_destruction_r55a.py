"""Molten Destruction (19384334), Field Spell: while it is face-up on the field, every face-up
FIRE monster on the field, both players', gains 500 ATK and loses 400 DEF.

Sources: the card's text in our words (the 2005 TCG text, MRL: FIRE monsters +500 ATK, -400 DEF;
yugioh-wiki.net 《バーニングブラッド》, the OCG text "フィールド上に表側表示で存在する炎属性モンスター";
today's text the same: no ERAS entry). From MR3 on each player may keep a face-up Field Spell
and both apply to every monster (seed 000 §場地區域); under the GOAT preset one face-up Field Spell
on the whole field, the opponent's destroyed when the new one resolves (goatformat.com Goat Format
Rule #3, tests/rules/test_one_field_spell_on_the_field_under_goat_r40f.py)."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _passes(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_molten_destruction_fire_monsters_of_both_players_gain_atk_and_lose_def():
    """Q: I activate Molten Destruction with my Thestalos the Firestorm Monarch (FIRE, 2400/1000),
    my opponent's Fireyarou (FIRE, 1300/1000) and Battle Ox (EARTH, 1700/1000) on the field.
    A: 2900/600 and 1800/600; the EARTH Ox keeps 1700/1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    refs = [table.monster(0, "Thestalos the Firestorm Monarch"), table.monster(1, "Fireyarou"),
            table.monster(1, "Battle Ox")]
    table.hand(0, "Molten Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Molten Destruction", request="idle")
    _passes(s)
    assert duel.players[0].fzone.name == "Molten Destruction"
    assert [_stats(duel, r) for r in refs] == [(2900, 600), (1800, 600), (1700, 1000)]


def test_molten_destruction_def_loss_gets_a_flipped_defender_destroyed():
    """Q: my Darkfire Soldier #1 (FIRE, 1700/1150) is Set under my Molten Destruction; my
    opponent's Ray & Temperature (1000 ATK) attacks it. A: face-down it shows 1150 DEF; flipped
    face-up it has 750 DEF and is destroyed, no damage (without the Field Spell it would survive
    and the attacker's player take 150)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.field_spell(0, "Molten Destruction")
    soldier = table.monster(0, "Darkfire Soldier #1", position="set")
    table.monster(1, "Ray & Temperature")
    duel = table.build()
    assert _stats(duel, soldier) == (1700, 1150)
    Script(duel).pick("attack", "Ray & Temperature", target=soldier, player=1, request="battle")
    assert grave(duel, 0) == ["Darkfire Soldier #1"] and duel.players[0].lp == 8000 and duel.players[1].lp == 8000


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_molten_destruction_with_the_opponents_umi(rules):
    """Q: my opponent's Umi is face-up (Pyro monsters lose 200) when I activate Molten Destruction
    with Fireyarou (Pyro, FIRE, 1300/1000) on the field. A: under GOAT Umi is destroyed as Molten
    Destruction resolves: 1800/600. From MR3 on both apply: 1300 + 500 - 200 = 1600 ATK,
    1000 - 400 - 200 = 400 DEF."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.field_spell(1, "Umi")
    fire = table.monster(0, "Fireyarou")
    table.hand(0, "Molten Destruction")
    duel = table.build()
    assert _stats(duel, fire) == (1100, 800)
    s = Script(duel)
    s.pick("activate", "Molten Destruction", request="idle")
    _passes(s)
    if rules == "GOAT":
        assert grave(duel, 1) == ["Umi"] and _stats(duel, fire) == (1800, 600)
    else:
        assert duel.players[1].fzone.name == "Umi" and _stats(duel, fire) == (1600, 400)
