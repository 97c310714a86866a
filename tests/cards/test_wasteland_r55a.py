"""Wasteland (23424603), Field Spell: while it is face-up on the field, every face-up Dinosaur,
Zombie and Rock monster on the field, both players', gains 200 ATK and DEF.

Sources: the card's text in our words (the 2005 TCG text, LOB: Dinosaur, Zombie and Rock monsters
+200 ATK/DEF; yugioh-wiki.net 《荒野》, the OCG text "フィールド上に表側表示で存在する恐竜族・アンデット
族・岩石族", face-up monsters only; today's text the same: no ERAS entry). A Field Spell's gain
lasts only while it is face-up on the field (seed 000 §永續效果: a continuous effect stops when its
card leaves); a new Field Spell replaces the old (seed 004 §地形魔法卡, goatformat.com Goat Format
Rule #3; sent to the GY from MR3 on, seed 000 §場地區域)."""

import pytest

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _passes(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_wasteland_raises_dinosaurs_zombies_and_rocks_of_both_players():
    """Q: I activate Wasteland with my Uraby (Dinosaur, 1500/800) and Giant Soldier of Stone
    (Rock, 1300/2000), my opponent's Spirit Reaper (Zombie, 300/200) and Mystical Elf
    (Spellcaster, 800/2000) on the field. A: the Dinosaur, the Rock and the opponent's Zombie gain
    200; the Spellcaster does not."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    refs = [table.monster(0, "Uraby"), table.monster(0, "Giant Soldier of Stone"),
            table.monster(1, "Spirit Reaper"), table.monster(1, "Mystical Elf")]
    table.hand(0, "Wasteland")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Wasteland", request="idle")
    _passes(s)
    assert duel.players[0].fzone.name == "Wasteland"
    assert [_stats(duel, r) for r in refs] == [(1700, 1000), (1500, 2200), (500, 400), (800, 2000)]


def test_wasteland_face_down_rock_does_not_gain():
    """Q: my opponent's Giant Soldier of Stone (Rock, 1300/2000) is Set face-down under my
    Wasteland. A: face-down it shows 2000 DEF; turned face-up (Flip Summoned in its player's turn)
    it shows 1500 / 2200."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.field_spell(0, "Wasteland")
    soldier = table.monster(1, "Giant Soldier of Stone", position="set")
    duel = table.build()
    assert _stats(duel, soldier) == (1300, 2000)
    s = Script(duel)
    s.pick("flip_summon", "Giant Soldier of Stone", player=1, request="idle")
    _passes(s)
    assert _stats(duel, soldier) == (1500, 2200)


def test_wasteland_monster_summoned_later_gains():
    """Q: Wasteland is face-up when I Normal Summon Spirit Reaper (Zombie, 300/200). A: it shows
    500 / 400 at once."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(0, "Wasteland")
    reaper = table.hand(0, "Spirit Reaper")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Spirit Reaper", request="idle")
    _passes(s)
    assert _stats(duel, reaper) == (500, 400)


@pytest.mark.parametrize("rules,destroyed", [("GOAT", [("Wasteland", "rule")]), ("MR5", [])])
def test_wasteland_replaced_by_umi(rules, destroyed):
    """Q: my Wasteland is face-up with Uraby (Dinosaur) and Great White (Fish) on the field; I
    activate Umi. A: Wasteland leaves (destroyed by the rule under GOAT, sent to the GY from MR3);
    Uraby is back to 1500, Great White shows 1800."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.field_spell(0, "Wasteland")
    uraby = table.monster(0, "Uraby")
    shark = table.monster(1, "Great White")
    table.hand(0, "Umi")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Umi", request="idle")
    _passes(s)
    assert duel.players[0].fzone.name == "Umi" and grave(duel, 0) == ["Wasteland"]
    assert [(e["name"], e["reason"]) for e in of_type(duel, "destroyed")] == destroyed
    assert _stats(duel, uraby) == (1500, 800) and _stats(duel, shark) == (1800, 1000)


def test_wasteland_destroyed_by_mystical_space_typhoon_ends_the_gain():
    """Q: my Spirit Reaper shows 500 ATK under my Wasteland; my opponent destroys Wasteland with
    Mystical Space Typhoon (targeting Wasteland, not the Reaper). A: Wasteland goes to my GY and
    Spirit Reaper is back at 300 / 200, still on the field."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.field_spell(0, "Wasteland")
    reaper = table.monster(0, "Spirit Reaper")
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    assert _stats(duel, reaper) == (500, 400)
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="idle")
    s.pick("target", "Wasteland", player=1)
    _passes(s)
    assert grave(duel, 0) == ["Wasteland"] and duel.players[0].fzone is None
    assert reaper.card(duel).location == "mzone" and _stats(duel, reaper) == (300, 200)
