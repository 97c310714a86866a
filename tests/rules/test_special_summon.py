"""Special Summons: summon negation of Fusion and Ritual Summons, face-down Special Summons,
"ignoring the summoning conditions", and revive limits.

Seeds: 000 §特殊召喚, §具有蘇生限制的怪獸的特殊召喚, §卡片效果特殊召喚, §怪獸的蓋伏 (a
face-down Special Summon), §大師規則1 2 (a negated summon: destroyed, materials used).
"""

from duelist.cards.common import ACTIVATE, Effect
from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _fusion_table():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Polymerization", "Gaia The Fierce Knight", "Monster Reborn")
    table.monster(0, "Curse of Dragon")
    table.extra(0, "Gaia the Dragon Champion")
    table.spell_trap(1, "Solemn Judgment")
    return table


def test_solemn_judgment_negates_a_fusion_summon_made_by_chain_link_1():
    """seed 000 §具有蘇生限制的怪獸的特殊召喚 (a Fusion Summon is the monster's proper summon,
    made by the Spell's resolution) and §大師規則1 2: the summon made by chain link 1 can be
    negated once the chain has resolved; the Fusion Monster is destroyed, its materials stay
    in the GY, and it was never Fusion Summoned, so it cannot be revived."""
    duel = _fusion_table().build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("pass", player=1)                 # Solemn Judgment is kept for the summon
    s.pick("select", "Gaia the Dragon Champion")
    s.pick("option", "Attack Position", request="option")
    assert duel.summoning and duel.summoning[0].name == "Gaia the Dragon Champion"
    s.pick("activate", "Solemn Judgment", player=1)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Curse of Dragon", "Gaia The Fierce Knight", "Gaia the Dragon Champion",
                                      "Polymerization"]
    gaia = duel.players[0].grave[-1]
    assert not duel.properly_summoned(gaia) and not duel.can_special_summon(gaia, 0)


def test_a_fusion_summon_not_negated_counts_as_properly_summoned_and_summoned():
    """seed 000 §特殊召喚 (如果特殊召喚沒能被無效...『特殊召喚成功時』): when nobody negates it,
    the Fusion Monster is properly summoned and its summon happened (a summon log line)."""
    duel = _fusion_table().build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("pass", player=1)                 # Solemn Judgment is kept for the summon
    s.pick("select", "Gaia the Dragon Champion")
    s.pick("option", "Attack Position", request="option")
    s.pick("pass", player=1)
    gaia = duel.monsters(0)[0]
    assert duel.properly_summoned(gaia) and duel.summoning == []


def test_solemn_judgment_negates_a_ritual_summon_and_the_tributes_stay_used():
    """seed 000 §儀式召喚 / §大師規則1 2: a negated Ritual Summon destroys the Ritual Monster;
    the Tributes are not returned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Black Luster Ritual", "Black Luster Soldier")
    table.monster(0, "Blue-Eyes White Dragon")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Luster Ritual")
    s.pick("pass", player=1)
    s.pick("option", "Attack Position", request="option")
    s.pick("activate", "Solemn Judgment", player=1)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Black Luster Ritual", "Black Luster Soldier", "Blue-Eyes White Dragon"]
    assert not duel.properly_summoned(duel.players[0].grave[-1])


def test_a_face_down_special_summon_is_hidden_and_still_a_special_summon():
    """seed 000 §怪獸的蓋伏 (『在場上裡側表示蓋伏』 effects: the monsters are Special Summoned
    face-down): The Shallow Grave's monsters come out face-down in Defense Position; the
    opponent does not learn which card it is, and the summon counts as a Special Summon."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "The Shallow Grave")
    table.grave(0, "Battle Ox")
    table.grave(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Shallow Grave")
    s.pick("target", "Battle Ox")
    s.pick("target", "Mystical Elf", player=1)
    ox = duel.monsters(0)[0]
    assert ox.position == S.FACEDOWN_DEFENSE and duel.monsters(1)[0].position == S.FACEDOWN_DEFENSE
    summon = [e for e in duel.log if e["type"] == "special_summon" and e["uid"] == ox.uid][-1]
    assert "name" not in summon and summon["private"]["player"] == 0
    assert duel.turn_summons[0] == 1


def test_a_face_down_special_summon_obeys_the_revive_limit():
    """seed 000 §具有蘇生限制的怪獸的特殊召喚: a Fusion Monster never properly summoned cannot be
    Special Summoned from the GY face-down either (The Shallow Grave offers only the one that
    was Fusion Summoned)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "The Shallow Grave")
    table.grave(0, "Flame Swordsman")
    summoned = table.grave(0, "Gaia the Dragon Champion")
    table.properly_summoned(summoned)
    table.grave(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Shallow Grave")
    assert [o.name for o in s.options("target")] == ["Gaia the Dragon Champion"]


def test_a_properly_summoned_monster_whose_flip_summon_is_negated_loses_that_status():
    """seed 000 §具有蘇生限制的怪獸的特殊召喚 (「月之書」...反轉召喚被無效的場合): a properly
    summoned Fusion Monster turned face-down, whose Flip Summon is negated, no longer counts
    as properly summoned: Monster Reborn cannot revive it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    gaia = table.monster(0, "Gaia the Dragon Champion", position="set")
    table.properly_summoned(gaia)
    table.hand(0, "Monster Reborn")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    assert duel.properly_summoned(gaia.card(duel))
    s = Script(duel)
    s.pick("flip_summon", "Gaia the Dragon Champion")
    s.pick("activate", "Solemn Judgment", player=1)
    card = duel.players[0].grave[0]
    assert card.name == "Gaia the Dragon Champion" and not duel.properly_summoned(card)
    assert not s.has("activate", "Monster Reborn")


def _ignoring_spell(monkeypatch):
    """A stand-in Normal Spell: Special Summon Exodia Necross from your hand ignoring its
    summoning conditions."""
    def candidates(ctx):
        return [c for c in ctx.hand("me") if c.name == "Exodia Necross"
                and ctx.can_special_summon(c, ignore_conditions=True)]

    def resolve(ctx):
        for card in candidates(ctx)[:1]:
            ctx.special_summon(card)
    stand_in(monkeypatch, "Card of Sanctity", [Effect(ACTIVATE, resolve=resolve,
                                                      condition=lambda ctx: bool(candidates(ctx)))])


def test_ignoring_the_summoning_conditions_is_not_a_proper_summon(monkeypatch):
    """seed 000 §具有蘇生限制的怪獸的特殊召喚 (『無視召喚條件特殊召喚』 effects may Special
    Summon a monster that must be properly summoned from the hand or Deck): Exodia Necross
    comes out although only Contract with Exodia may summon it, but it is not properly
    summoned; an ordinary effect still cannot Special Summon it."""
    _ignoring_spell(monkeypatch)
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Card of Sanctity", "Exodia Necross")
    table.grave(0, "Exodia the Forbidden One", "Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
                "Left Leg of the Forbidden One", "Right Leg of the Forbidden One")
    duel = table.build()
    necross = duel.players[0].hand[1]
    assert not duel.can_special_summon(necross, 0)
    s = Script(duel)
    s.pick("activate", "Card of Sanctity")
    assert field_monsters(duel, 0) == ["Exodia Necross"]
    assert not duel.properly_summoned(necross)


def test_ignoring_the_summoning_conditions_does_not_lift_the_revive_limit():
    """seed 000 §具有蘇生限制的怪獸的特殊召喚: ignoring the summoning conditions works from the
    hand, Deck or Extra Deck; a monster never properly summoned still cannot come back from
    the GY that way (the revive limit is a rule, not a summoning condition)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Exodia Necross", "Gaia the Dragon Champion")
    table.hand(0, "Exodia Necross")
    duel = table.build()
    in_grave = duel.players[0].grave
    in_hand = duel.players[0].hand[0]
    assert not any(duel.can_special_summon(c, 0, ignore_conditions=True) for c in in_grave)
    assert duel.can_special_summon(in_hand, 0, ignore_conditions=True)


def test_a_monster_effect_used_from_the_hand_or_the_gy_is_still_a_monster_effect(monkeypatch):
    """seed 000 §效果分類: a monster card's effect is a monster effect wherever the card uses
    it (the hand, the GY); only a Pendulum Monster in a Pendulum Zone is a Spell Card, whose
    Pendulum Effect is a Spell's. A monster Special Summoned by a monster card's effect
    activated in the hand or the GY was summoned by a monster effect (what "if this card was
    Special Summoned by the effect of a "Gladiator Beast" monster" asks). (Mystical Elf given a
    made-up effect: Special Summon Battle Ox from the hand.)"""
    from duelist.cards.common import IGNITION
    from duelist.engine.effects import Ctx

    def summon_battle_ox(ctx):
        ctx.special_summon([c for c in ctx.hand("me") if c.name == "Battle Ox"][0])

    for where in (S.HAND, S.GRAVE):
        elf = stand_in(monkeypatch, "Mystical Elf", [
            Effect(IGNITION, range=(where,), resolve=summon_battle_ox, label="made up: Special Summon Battle Ox")])
        table = Table(rules="MR5", turn=3, turn_player=0)
        if where == S.HAND:
            table.hand(0, "Mystical Elf")
        else:
            table.grave(0, "Mystical Elf")
        table.hand(0, "Battle Ox")
        duel = table.build()
        Script(duel).pick("activate", "Mystical Elf")
        ox = [c for c in duel.monsters(0) if c.name == "Battle Ox"][0]
        assert Ctx(duel, None, None, 0).summoned_by(ox) == (elf, True)
