"""At the end of each state-check pass every card relation records whether its source's
effect is negated (`Relation.negated`: what a "when this card leaves" effect needs once the
card has left, ENGINE.md §2). The pass says no for all of them without asking
`_effect_negated` while no lasting effect lingers and no card on the field has a negating
tag (docs/performance.md, issue 11 round 9): `_effect_negated` would find nothing then.

Checked at every pass that logged nothing, in random duels on the effect bench pairs and the
Chaos pair: each relation's record equals a fresh `_effect_negated` of its source. No source
is negated in those duels, so two scenarios give one: Sword of Dark Destruction equipped
under Imperial Order, and one whose effects a lasting effect negates (`L.EFFECTS_NEGATED`,
what Effect Veiler leaves on a monster) while another lasting effect lingers. A shortcut
that forgets the negating cards on the field (a mutant) fails it."""

import pytest

from duelist.engine.duel import Duel
from duelist.engine.lasting import END_OF_TURN
from duelist.engine.names import L, R
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions

# the effect bench pairs (duelist bench) and the Chaos pair
PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
         ("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"))


def _check_records(monkeypatch, pairs, seeds):
    original = Duel._state_check_pass
    seen = {"relations": 0, "negated": 0, "quiet_field": 0}

    def checked(duel, roles=None):
        before = len(duel.log)
        original(duel, roles)
        if len(duel.log) != before:
            return      # (it acted: the next pass records again)
        for r in duel.relations:
            fresh = duel._effect_negated(duel.cards[r.src_cid])
            assert r.negated == fresh, \
                ("a relation's negation differs from its source's", duel.cards[r.src_cid].name,
                 duel.turn, len(duel.answers))
            seen["relations"] += 1
            seen["negated"] += fresh
            seen["quiet_field"] += not duel.lingering

    monkeypatch.setattr(Duel, "_state_check_pass", checked)
    for _ in random_decisions(pairs, seeds):
        pass        # (the walk answers every decision; the patched pass checks)
    return seen


def test_each_relation_records_whether_its_source_is_negated(monkeypatch):
    # (six seeds since round 59x: Shadow Spell offered in the Damage Step changes the Goat walks)
    seen = _check_records(monkeypatch, PAIRS, range(6))
    assert seen["relations"] > 500 and seen["quiet_field"] > 100, seen


def test_an_equip_spell_equipped_under_imperial_order_is_recorded_as_negated():
    """seed 000 §裝備魔法: Sword of Dark Destruction resolved under a face-up Imperial Order is
    equipped with its effect negated; no lasting effect lingers, and the state checks
    record its equip relation as negated (were it to leave, it left negated)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    magician = table.monster(0, "Dark Magician")
    table.hand(0, "Sword of Dark Destruction")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Sword of Dark Destruction")
    s.pick("target", magician)
    [relation] = [r for r in duel.relations if r.kind == R.EQUIP]
    assert duel.cards[relation.src_cid].name == "Sword of Dark Destruction"
    assert not duel.lingering
    assert relation.negated is True


def test_an_equip_spell_whose_effects_a_lasting_effect_negates_is_recorded_as_negated():
    """A lasting "its effects are negated" on the Equip Spell itself (the object Effect
    Veiler's effect names), beside a lasting effect of another kind: the state checks
    record its equip relation as negated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    magician = table.monster(0, "Dark Magician")
    table.hand(0, "Sword of Dark Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Sword of Dark Destruction")
    s.pick("target", magician)
    [relation] = [r for r in duel.relations if r.kind == R.EQUIP]
    sword = duel.cards[relation.src_cid]
    assert relation.negated is False
    duel.start_lasting(L.NO_SUMMON, END_OF_TURN, player=1)
    duel.start_lasting(L.EFFECTS_NEGATED, END_OF_TURN, card=sword, source=sword.data.code)
    duel._state_checks()
    assert relation.negated is True


def test_a_shortcut_that_forgets_the_negating_cards_on_the_field_is_caught(monkeypatch):
    """The mutant: a relation's source is taken as not negated whenever no lasting effect
    lingers (Jinzo or Imperial Order on the field forgotten)."""
    original = Duel._effect_negated

    def forgetful(duel, card, effect=None):
        if not duel.lingering:
            return False
        return original(duel, card, effect)

    original_pass = Duel._state_check_pass

    def mutant_pass(duel, roles=None):
        monkeypatch.setattr(Duel, "_effect_negated", forgetful)
        try:
            original_pass(duel, roles)
        finally:
            monkeypatch.setattr(Duel, "_effect_negated", original)

    monkeypatch.setattr(Duel, "_state_check_pass", mutant_pass)
    with pytest.raises(AssertionError):
        test_an_equip_spell_equipped_under_imperial_order_is_recorded_as_negated()
