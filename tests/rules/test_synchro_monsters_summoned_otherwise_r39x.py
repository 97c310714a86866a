"""seed 000 §大師規則1 同調召喚相關 (seed 001 §大師規則1 the same):
- 【シンクロモンスター】 "some Synchro Monsters cannot be Synchro Summoned" (有一些同調怪獸不能被同調召
  喚), and "most Synchro Monsters without a summoning condition may also be Special Summoned
  from the Extra Deck in a way that is not a Synchro Summon" (大部分沒有召喚條件限制的同調怪獸也可
  以用非同調召喚的方式從額外卡組特殊召喚): such a monster was not properly summoned (seed 000
  §具有蘇生限制的怪獸的特殊召喚), and one whose condition asks a Synchro Summon never comes out so;
- 【チューナーモンスター】 "a card that took a Tuner's name by an effect still cannot be used as
  the Tuner a Synchro Monster lists" (用效果獲取了調整的卡名，也不能當作同調怪獸上記的調整部分而被使
  用).
No card of the pool shows these: stand-ins (tests/rules/stand_ins.py). Gaia Knight, the Force
of Earth: Level 6, 1 Tuner + 1 or more non-Tuner monsters; Flamvell Guard and Water Spirit:
Level 1 Tuners."""

from duelist.cards.common import IGNITION, Effect, activate
from duelist.cards.db import find_card
from duelist.cards.summons import extra_deck_monsters
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in, stand_in_with

GAIA_KNIGHT = "Gaia Knight, the Force of Earth"


def _materials_table(rules="MR1", hand=()):
    """Turn 3, player 0: Gaia Knight in the Extra Deck and Flamvell Guard (1, Tuner), Giant
    Soldier of Stone (3) and Mystical Shine Ball (2) face-up: 1 + 3 + 2 = 6."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.extra(0, GAIA_KNIGHT)
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Giant Soldier of Stone")
    table.monster(0, "Mystical Shine Ball")
    if hand:
        table.hand(0, *hand)
    return table


def _summon_a_synchro_from_the_extra_deck(monkeypatch):
    """Pot of Greed as a stand-in Normal Spell: "Special Summon 1 Synchro Monster from your
    Extra Deck" (no Synchro Summon)."""
    def is_synchro(card):
        return "Synchro" in (card.data.kinds or ())

    def resolve(ctx):
        choices = extra_deck_monsters(ctx, is_synchro)
        if choices:
            chosen = yield from ctx.choose_cards(choices, 1, prompt="Special Summon which Synchro Monster?")
            ctx.special_summon(chosen[0])
    stand_in(monkeypatch, "Pot of Greed", [
        activate(resolve, condition=lambda ctx: bool(extra_deck_monsters(ctx, is_synchro)))])


# ------------------------------------------------- "some cannot be Synchro Summoned"
def test_a_synchro_monster_that_cannot_be_synchro_summoned_has_no_synchro_summon(monkeypatch):
    """With materials that make Level 6 on the field, Gaia Knight is Synchro Summoned; a Gaia
    Knight whose text says it cannot be Synchro Summoned is offered no Synchro Summon, neither
    by the rules' procedure nor by an effect that Synchro Summons (engine/extra.py
    `_synchro_summonable`, read by the Main Phase menu and `synchro_targets`)."""
    duel = _materials_table().build()
    assert Script(duel).has("synchro_summon", GAIA_KNIGHT)
    assert [c.name for c in duel.synchro_targets(0)] == [GAIA_KNIGHT]
    stand_in_with(monkeypatch, GAIA_KNIGHT, [], CANNOT_BE_SYNCHRO_SUMMONED=True)
    duel = _materials_table().build()
    assert not Script(duel).has("synchro_summon", GAIA_KNIGHT)
    assert duel.synchro_targets(0) == []


def test_a_synchro_monster_that_cannot_be_synchro_summoned_may_still_come_out_another_way(monkeypatch):
    """Its text forbids the Synchro Summon only: an effect that Special Summons a Synchro
    Monster from the Extra Deck still brings it out (and it was not properly summoned)."""
    stand_in_with(monkeypatch, GAIA_KNIGHT, [], CANNOT_BE_SYNCHRO_SUMMONED=True)
    _summon_a_synchro_from_the_extra_deck(monkeypatch)
    duel = _materials_table(hand=("Pot of Greed",)).build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("select", GAIA_KNIGHT)
    gaia = [c for c in duel.monsters(0) if c.name == GAIA_KNIGHT][0]
    assert not duel.properly_summoned(gaia)
    assert sorted(field_monsters(duel, 0)) == sorted(
        [GAIA_KNIGHT, "Flamvell Guard", "Giant Soldier of Stone", "Mystical Shine Ball"])


# ---------------------------------- Special Summoned from the Extra Deck by another card's effect
def test_a_synchro_monster_special_summoned_by_an_effect_is_not_synchro_summoned(monkeypatch):
    """Gaia Knight (no summoning condition) Special Summoned from the Extra Deck by the
    stand-in's effect: no materials are sent, it is no Synchro Summon, so it was not properly
    summoned; destroyed, Monster Reborn cannot revive it (seed 000 §具有蘇生限制的怪獸的特殊召喚),
    where a Synchro Summoned one may be (tests/rules/test_synchro.py::
    test_tuner_and_non_tuners_totalling_the_level_are_sent_and_it_is_synchro_summoned)."""
    _summon_a_synchro_from_the_extra_deck(monkeypatch)
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, GAIA_KNIGHT)
    table.hand(0, "Pot of Greed", "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("select", GAIA_KNIGHT)
    gaia = [c for c in duel.monsters(0) if c.name == GAIA_KNIGHT][0]
    assert gaia.summon_kind != "synchro" and not duel.properly_summoned(gaia)
    assert grave(duel, 0) == ["Pot of Greed"]                 # no Synchro Material
    duel.destroy([gaia])
    assert grave(duel, 0) == ["Pot of Greed", GAIA_KNIGHT]
    assert not duel.can_special_summon(gaia, 0)
    assert not Script(duel).has("activate", "Monster Reborn")


def test_a_synchro_monster_that_must_be_synchro_summoned_is_not_summoned_by_an_effect(monkeypatch):
    """A Synchro Monster whose summoning condition asks a Synchro Summon first (stand-in: Gaia
    Knight, SUMMON_CONDITION "proc_only") never comes out of the Extra Deck by the stand-in's
    effect; the Synchro Summon itself is still offered."""
    stand_in_with(monkeypatch, GAIA_KNIGHT, [], SUMMON_CONDITION="proc_only")
    _summon_a_synchro_from_the_extra_deck(monkeypatch)
    duel = _materials_table(hand=("Pot of Greed",)).build()
    s = Script(duel)
    assert not s.has("activate", "Pot of Greed")
    assert s.has("synchro_summon", GAIA_KNIGHT)


# ---------------------------------------- a non-Tuner that took a Tuner's name stays a non-Tuner
def _takes_water_spirits_name(monkeypatch):
    """Mystical Shine Ball (Level 2, no Tuner) as a stand-in: "once per turn: this card's name
    becomes Water Spirit (a Level 1 Tuner) until the End Phase"."""
    def resolve(ctx):
        ctx.take_name(ctx.card, find_card("Water Spirit"))
    stand_in_with(monkeypatch, "Mystical Shine Ball",
                  [Effect(IGNITION, once_per_turn=True, resolve=resolve, label="take Water Spirit's name")],
                  CHANGES_NAMES=True)


def _named_water_spirit(table):
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Shine Ball")
    ball = [c for c in duel.monsters(0) if c.name == "Mystical Shine Ball"][0]
    assert duel.name_now(ball) == "Water Spirit"
    return duel, s


def test_a_monster_that_took_a_tuners_name_is_no_tuner(monkeypatch):
    """Mystical Shine Ball named Water Spirit (2) + Mystical Elf (4) = 6, but neither is a
    Tuner: no Synchro Summon of Gaia Knight."""
    _takes_water_spirits_name(monkeypatch)
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, GAIA_KNIGHT)
    table.monster(0, "Mystical Shine Ball")
    table.monster(0, "Mystical Elf")
    duel, s = _named_water_spirit(table)
    assert not s.has("synchro_summon", GAIA_KNIGHT)


def test_a_monster_that_took_a_tuners_name_is_still_a_non_tuner(monkeypatch):
    """Flamvell Guard (the Tuner, 1) + Mystical Shine Ball named Water Spirit (2) + Giant Soldier
    of Stone (3) = 6: the named monster is still a non-Tuner (a second Tuner would be none:
    tests/rules/test_synchro.py::test_a_second_tuner_is_no_non_tuner), so Gaia Knight is
    Synchro Summoned with the three."""
    _takes_water_spirits_name(monkeypatch)
    duel, s = _named_water_spirit(_materials_table())
    s.pick("synchro_summon", GAIA_KNIGHT)
    s.pick("option", "Defense Position", request="option")
    assert field_monsters(duel, 0) == [GAIA_KNIGHT]
    assert sorted(grave(duel, 0)) == ["Flamvell Guard", "Giant Soldier of Stone", "Mystical Shine Ball"]
