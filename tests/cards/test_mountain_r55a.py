"""Mountain (50913601), Field Spell: while it is face-up on the field, every face-up Dragon,
Winged Beast and Thunder monster on the field, both players', gains 200 ATK and DEF.

Sources: the card's text in our words (the 2005 TCG text, LOB: Dragon, Winged Beast and Thunder
monsters +200 ATK/DEF; yugioh-wiki.net 《山》: "フィールド上に表側表示で存在するドラゴン族・鳥獣族・
雷族", face-up monsters only; today's text the same: no ERAS entry). The Type read is the Type now:
DNA Surgery makes every face-up monster the declared Type (seed 000 §永續效果, as
tests/cards/test_d_tribe*.py read it). One face-up Field Spell on the whole field under GOAT, the
opponent's destroyed when the new one resolves (goatformat.com Goat Format Rule #3); from MR3 on
each player keeps their own and both apply (seed 000 §場地區域)."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _passes(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_mountain_raises_dragons_winged_beasts_and_thunders_of_both_players():
    """Q: I activate Mountain with my Lesser Dragon (Dragon, 1200/1000) and Takuhee (Winged Beast,
    1450/1000) and my opponent's Tripwire Beast (Thunder, 1200/1300) and Silver Fang (Beast,
    1200/800) on the field. A: the Dragon, the Winged Beast and the opponent's Thunder gain 200;
    the Beast does not."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    refs = [table.monster(0, "Lesser Dragon"), table.monster(0, "Takuhee"),
            table.monster(1, "Tripwire Beast"), table.monster(1, "Silver Fang")]
    table.hand(0, "Mountain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mountain", request="idle")
    _passes(s)
    assert duel.players[0].fzone.name == "Mountain"
    assert [_stats(duel, r) for r in refs] == [(1400, 1200), (1650, 1200), (1400, 1500), (1200, 800)]


def test_mountain_face_down_dragon_does_not_gain_until_flipped():
    """Q: my opponent's Koumori Dragon (1500/1200) is Set under my Mountain and my Battle Ox
    (1700 ATK) attacks it. A: it is flipped face-up before damage calculation and then gains:
    1400 DEF against 1700 ATK, so it is destroyed; while it was face-down it showed 1200 DEF."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(0, "Mountain")
    table.monster(0, "Battle Ox")
    koumori = table.monster(1, "Koumori Dragon", position="set")
    seen = []
    table.at("damage_step_start", lambda duel: seen.append(duel.defense(koumori.card(duel))))
    table.at("before_damage_calculation", lambda duel: seen.append(duel.defense(koumori.card(duel))))
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=koumori, request="battle")
    assert seen == [1200, 1400]
    assert grave(duel, 1) == ["Koumori Dragon"] and duel.players[1].lp == 8000


def test_mountain_monster_summoned_later_gains():
    """Q: my Mountain is face-up when my opponent, in their turn, Normal Summons Luster Dragon
    (Dragon, 1900/1600). A: it gains as it arrives: 2100 / 1800."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.field_spell(0, "Mountain")
    luster = table.hand(1, "Luster Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Luster Dragon", player=1, request="idle")
    _passes(s)
    assert _stats(duel, luster) == (2100, 1800)


@pytest.mark.parametrize("rules,left", [("GOAT", True), ("MR5", False)])
def test_mountain_against_the_opponents_forest(rules, left):
    """Q: my opponent's Forest is face-up; I activate Mountain. Silver Fang (Beast) and Lesser
    Dragon (Dragon) are on the field. A: under GOAT Forest is destroyed as Mountain resolves: the
    Beast drops back to 1200, the Dragon shows 1400. From MR3 on both Field Spells stay and both
    apply to every monster: 1400 and 1400."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.field_spell(1, "Forest")
    fang = table.monster(1, "Silver Fang")
    dragon = table.monster(0, "Lesser Dragon")
    table.hand(0, "Mountain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mountain", request="idle")
    _passes(s)
    assert duel.players[0].fzone.name == "Mountain"
    assert (grave(duel, 1) == ["Forest"]) is left
    assert duel.atk(fang.card(duel)) == (1200 if left else 1400)
    assert duel.atk(dragon.card(duel)) == 1400


def test_mountain_with_dna_surgery_declaring_dragon():
    """Q: Mountain is face-up; I activate DNA Surgery declaring Dragon with my Celtic Guardian
    (Warrior, 1400/1200) and my opponent's Mystical Elf (Spellcaster, 800/2000) on the field.
    A: both are Dragons now, so Mountain raises both: 1600/1400 and 1000/2200."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(0, "Mountain")
    guardian = table.monster(0, "Celtic Guardian")
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(0, "DNA Surgery")
    duel = table.build()
    assert _stats(duel, guardian) == (1400, 1200)
    s = Script(duel)
    s.pick("activate", "DNA Surgery", request="idle")
    s.answer([o for o in duel.request.options if o.label == "Option Dragon"][0])
    _passes(s)
    assert duel.race(guardian.card(duel)) == "Dragon"
    assert _stats(duel, guardian) == (1600, 1400) and _stats(duel, elf) == (1000, 2200)
