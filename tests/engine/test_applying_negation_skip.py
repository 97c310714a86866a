"""`_applying` (engine/actions.py: the continuous effects with a tag that apply now) does not
ask `_effect_negated` of each effect while no lasting effect lingers and no card on the field
has a negating tag (docs/performance.md, issue 11 round 9): an effect is negated only by a
lasting "its effects are negated" (Effect Veiler) or by a face-up negating card (Imperial
Order, Jinzo, Skill Drain: seed 000 §永續效果), so `_effect_negated` would say no then.

Checked at every `_applying` call of random duels on the effect bench pairs and the Chaos
pair: whenever that holds, each effect with the tag on a face-up field card is not negated
(a fresh `_effect_negated`). A scenario gives the other side: Level Limit - Area B under a
face-up Imperial Order forces nothing. A shortcut that forgets the negating cards on the
field (a mutant) fails it."""

import pytest

from duelist.engine import state as S
from duelist.engine.actions import NEGATE_TAGS
from duelist.engine.duel import Duel
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions

# the effect bench pairs (duelist bench) and the Chaos pair
PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
         ("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"))


def _check_calls(monkeypatch, pairs, seeds):
    original = Duel._applying
    seen = {"calls": 0, "quiet": 0, "effects": 0}

    def checked(duel, tag):
        out = original(duel, tag)
        seen["calls"] += 1
        if tag in NEGATE_TAGS or duel.lingering:
            return out
        index = duel._field_roles()[5]
        if any(negating in index for negating in NEGATE_TAGS):
            return out
        seen["quiet"] += 1
        for card in index.get(tag, ()):
            if not card.face_up:
                continue
            for effect in card.script.continuous:
                if effect.tag == tag:
                    assert not duel._effect_negated(card, effect), \
                        ("an effect taken as not negated is negated", card.name, tag, duel.turn, len(duel.answers))
                    seen["effects"] += 1
        return out

    monkeypatch.setattr(Duel, "_applying", checked)
    for _ in random_decisions(pairs, seeds):
        pass        # (the walk answers every decision; the patched method checks)
    return seen


def test_with_nothing_to_negate_no_continuous_effect_is_negated(monkeypatch):
    seen = _check_calls(monkeypatch, PAIRS, range(5))
    assert seen["quiet"] > 500 and seen["effects"] > 500 and seen["calls"] > seen["quiet"], seen


def test_level_limit_area_b_under_imperial_order_forces_nothing():
    """Imperial Order negates the effects of every Spell Card on the field: Level Limit -
    Area B applies no more, and a Level 4 monster Normal Summoned in Attack Position stays
    in Attack Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Level Limit - Area B", face_down=False)
    table.spell_trap(1, "Imperial Order", face_down=False)
    ox = table.hand(0, "Battle Ox")
    duel = table.build()
    assert not duel.lingering
    Script(duel).pick("summon", "Battle Ox", request="idle")
    assert ox.card(duel).position == S.FACEUP_ATTACK


def test_a_shortcut_that_forgets_the_negating_cards_on_the_field_is_caught(monkeypatch):
    """The mutant: `_applying` takes every effect as not negated whenever no lasting effect
    lingers (Imperial Order on the field forgotten): the Battle Ox goes to Defense Position."""
    original = Duel._effect_negated
    original_applying = Duel._applying

    def forgetful(duel, card, effect=None):
        if not duel.lingering:
            return False
        return original(duel, card, effect)

    def mutant(duel, tag):
        monkeypatch.setattr(Duel, "_effect_negated", forgetful)
        try:
            return original_applying(duel, tag)
        finally:
            monkeypatch.setattr(Duel, "_effect_negated", original)

    monkeypatch.setattr(Duel, "_applying", mutant)
    with pytest.raises(AssertionError):
        test_level_limit_area_b_under_imperial_order_forces_nothing()
