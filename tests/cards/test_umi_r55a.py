"""Umi (22702055), Field Spell: while it is face-up on the field, every face-up Fish, Sea
Serpent, Thunder and Aqua monster on the field gains 200 ATK and DEF, and every face-up Machine
and Pyro monster loses 200 ATK and DEF, both players' monsters.

Sources: the card's text in our words (the 2005 TCG text, LOB: the four Types +200, Machine and
Pyro -200; yugioh-wiki.net 《海》: "フィールド上に表側表示で存在する魚族・海竜族・雷族・水族 ... 200
ポイントアップ ... 機械族・炎族 ... 200ポイントダウン"; today's text the same: no ERAS entry). Face-up
monsters only (the same text); one face-up Field Spell on the whole field under GOAT
(goatformat.com Goat Format Rule #3), a new one of your own replacing the old (seed 004
§地形魔法卡)."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _passes(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_umi_raises_water_types_and_lowers_machines_and_pyros_of_both_players():
    """Q: I activate Umi with my Great White (Fish, 1600/800), Takriminos (Sea Serpent,
    1500/1200) and Fireyarou (Pyro, 1300/1000), my opponent's Jellyfish (Aqua, 1200/1500), Bolt
    Penguin (Thunder, 1100/800) and Cyber Dragon (Machine, 2100/1600) on the field. A: the Fish,
    the Sea Serpent, the Aqua and the Thunder gain 200; the Pyro and the Machine lose 200."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    refs = [table.monster(0, "Great White"), table.monster(0, "Takriminos"), table.monster(0, "Fireyarou"),
            table.monster(1, "Jellyfish"), table.monster(1, "Bolt Penguin"), table.monster(1, "Cyber Dragon")]
    table.hand(0, "Umi")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Umi", request="idle")
    _passes(s)
    assert duel.players[0].fzone.name == "Umi"
    assert [_stats(duel, r) for r in refs] == [(1800, 1000), (1700, 1400), (1100, 800),
                                               (1400, 1700), (1300, 1000), (1900, 1400)]


def test_umi_face_down_machine_loses_only_once_flipped():
    """Q: my Giga-Tech Wolf (Machine, 1200/1400) is Set face-down under Umi. A: face-down it keeps
    1400 DEF (only face-up monsters are changed); Flip Summoned it shows 1000 ATK / 1200 DEF."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Umi")
    wolf = table.monster(0, "Giga-Tech Wolf", position="set")
    duel = table.build()
    assert _stats(duel, wolf) == (1200, 1400)
    s = Script(duel)
    s.pick("flip_summon", "Giga-Tech Wolf", request="idle")
    _passes(s)
    assert _stats(duel, wolf) == (1000, 1200)


def test_umi_monster_summoned_later_changes_as_it_arrives():
    """Q: Umi is face-up when I Normal Summon Great White (Fish, 1600/800). A: 1800 / 1000 at
    once."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(0, "Umi")
    shark = table.hand(0, "Great White")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Great White", request="idle")
    _passes(s)
    assert _stats(duel, shark) == (1800, 1000)


def test_umi_weakens_cyber_dragon_in_battle():
    """Q: my opponent's Cyber Dragon (Machine, 2100) attacks my Mad Dog of Darkness (Beast, 1900
    ATK) under my Umi. A: Cyber Dragon has 1900 ATK: both are destroyed, nobody takes damage."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.field_spell(0, "Umi")
    table.monster(1, "Cyber Dragon")
    dog = table.monster(0, "Mad Dog of Darkness")
    duel = table.build()
    Script(duel).pick("attack", "Cyber Dragon", target=dog, player=1, request="battle")
    assert grave(duel, 0) == ["Mad Dog of Darkness"] and grave(duel, 1) == ["Cyber Dragon"]
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 8000


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_umi_replaced_by_my_forest_ends_its_changes(rules):
    """Q: my Umi is face-up with Great White (Fish) and Cyber Dragon (Machine) on the field; I
    activate Forest. A: Umi leaves for my GY and both monsters are back at their printed stats
    (neither is an Insect, Beast, Plant or Beast-Warrior)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.field_spell(0, "Umi")
    shark = table.monster(0, "Great White")
    cyber = table.monster(1, "Cyber Dragon")
    table.hand(0, "Forest")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Forest", request="idle")
    _passes(s)
    assert duel.players[0].fzone.name == "Forest" and grave(duel, 0) == ["Umi"]
    assert _stats(duel, shark) == (1600, 800) and _stats(duel, cyber) == (2100, 1600)
