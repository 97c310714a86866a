"""A card's effect is negated by a continuous effect only through the negating tag of its
type (Imperial Order's "negate_spells" reaches Spell Cards, Jinzo's "negate_traps" Trap
Cards, Skill Drain's "negate_monsters" face-up monsters in a Monster Zone; seed 000
§永續效果), or by a lasting "its effects are negated" (Effect Veiler). So `_applying` and
the state checks' relations step (engine/actions.py, issue 11 round 11) do not ask
`_effect_negated` of a card while neither holds for it, even with another type's negating
card on the field (Jinzo beside an Equip Spell).

Checked at every `_applying` call and at every state check pass that logged nothing, in
random duels on the bench pairs whose decks hold negating cards (Jinzo, Royal Decree, Blade
Knight, Imperial Order, Skill Drain) and the Chaos pair: each effect `_applying` took as not
negated, and each relation's recorded `negated`, is what a fresh `_effect_negated` says.
Source mutants: the relations step recording every source as not negated, or Traps mapped
to "negate_spells", fail the second test (Control vs Monarch's seed 7 has a Call of the
Haunted negated under Jinzo). The card-type mapping is also held by the rulings: mapping Spells to "negate_traps" and
Traps to "negate_spells" fails test_royal_decree_negates_a_continuous_trap and Imperial
Order's Equip Spell rulings (10 tests); taking every monster's tag as "negate_spells" fails
the Skill Drain rulings (4 tests)."""

from duelist.engine.actions import NEGATE_TAGS
from duelist.engine.duel import Duel
from duelist.engine.names import L
from duelist.testing.walks import random_decisions

PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
         ("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"))

SEEDS = (0, 1, 2, 17)      # (seed 2 since round 59x: Shadow Spell offered in the Damage Step changes the Goat walks) (Control vs Monarch's seed 17: a Call of the Haunted under Jinzo; seed 7 before stop 49's Scapegoat rulings)


def _veiled(duel):
    return any(entry.tag == L.EFFECTS_NEGATED for entry in duel.lingering)


def test_an_effect_is_taken_as_not_negated_only_when_it_is_not(monkeypatch):
    original = Duel._applying
    seen = {"effects": 0, "beside_another_negating_card": 0, "negated": 0}

    def checked(duel, tag):
        out = original(duel, tag)
        if tag in NEGATE_TAGS:
            return out
        kept = set((card.cid, effect.index) for card, effect in out)
        index = duel._field_roles()[5]
        for card in index.get(tag, ()):
            if not card.face_up:
                continue
            for effect in card.script.continuous:
                if effect.tag != tag:
                    continue
                if (card.cid, effect.index) not in kept:
                    seen["negated"] += duel._effect_negated(card, effect)
                    continue
                assert not duel._effect_negated(card, effect), \
                    ("a negated effect applied", card.name, tag, duel.turn, len(duel.answers))
                seen["effects"] += 1
                if not _veiled(duel) and any(negating in index for negating in NEGATE_TAGS):
                    seen["beside_another_negating_card"] += 1
        return out

    monkeypatch.setattr(Duel, "_applying", checked)
    for _ in random_decisions(PAIRS, SEEDS):
        pass        # (the walk answers every decision; the patched method checks)
    # (no effect is negated in these duels: Royal Decree's and Imperial Order's rulings hold
    # the other side, that a negated effect does not apply)
    assert seen["effects"] > 300 and seen["beside_another_negating_card"] > 20, seen


def test_a_relation_records_whether_its_source_is_negated(monkeypatch):
    original = Duel._state_check_pass
    seen = {"relations": 0, "beside_a_negating_card": 0, "negated": 0}

    def checked(duel, roles=None):
        before = len(duel.log)
        original(duel, roles)
        if len(duel.log) != before or duel.result is not None:
            return      # (something happened: the next pass records it)
        index = duel._field_roles()[5]
        for r in duel.relations:
            source = duel.cards[r.src_cid]
            assert r.negated == duel._effect_negated(source), \
                ("a relation's negation recorded wrong", source.name, duel.turn, len(duel.answers))
            seen["relations"] += 1
            seen["negated"] += r.negated
            if not _veiled(duel) and any(negating in index for negating in NEGATE_TAGS):
                seen["beside_a_negating_card"] += 1

    monkeypatch.setattr(Duel, "_state_check_pass", checked)
    for _ in random_decisions(PAIRS, SEEDS):
        pass
    assert seen["relations"] > 200 and seen["beside_a_negating_card"] > 20 and seen["negated"] > 0, seen
