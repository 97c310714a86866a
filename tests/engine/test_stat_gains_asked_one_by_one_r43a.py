"""A monster's ATK or DEF sums the continuous gains and losses that apply now and reach it (seed
000 §永續效果: a continuous effect applies to what it names), asking each face-up holder's gain
first whether it reaches the monster and only then whether it applies now (engine/actions.py
`_modified` with `_applies_now`, round 43a; before, `_reaches` then `_applying("stats")` asked
the reaching gain's `affects` up to three times and weighed the conditions of gains that reach
another monster).

Checked at every `_modified` of random duels on the effect bench pairs with stat gains and
losses (the starter decks, Warrior/Zombie, Control/Monarch): the gains it counted are exactly
those `_applying("stats")` names that reach the monster (the full computation), and each
`_applies_now` answer is that effect's membership in `_applying("stats")`. A rule test with a
negated gain: Skill Drain negates Blade Knight's gain, and the gain is still asked only for
Blade Knight."""

from duelist.engine import effects as E
from duelist.engine.duel import Duel
from duelist.testing.scenario import Table
from duelist.testing.walks import random_decisions

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def test_every_atk_and_def_counts_exactly_the_applying_gains_that_reach_the_monster(monkeypatch):
    original_modified = Duel._modified
    original_applies = Duel._applies_now
    counted = []
    seen = {"modified": 0, "asked": 0, "gains": 0}

    def applies(duel, card, effect, index):
        answer = original_applies(duel, card, effect, index)
        applying = duel._applying("stats")
        assert answer == any(c is card and e is effect for c, e in applying), (card.name, answer)
        seen["asked"] += 1
        if answer:
            counted.append((card, effect))
        return answer

    def modified(duel, card, base, which):
        del counted[:]
        value = original_modified(duel, card, base, which)
        full = [(c, e) for c, e in duel._applying("stats")
                if e.affects(E.Ctx(duel, c, e, c.controller), card)]
        assert sorted(id(e) for _, e in counted) == sorted(id(e) for _, e in full), card.name
        seen["modified"] += 1
        seen["gains"] += len(full)
        return value

    monkeypatch.setattr(Duel, "_applies_now", applies)
    monkeypatch.setattr(Duel, "_modified", modified)
    for _duel, _where in random_decisions(PAIRS, seeds=range(3)):
        pass
    assert seen["modified"] > 200 and seen["asked"] > 50 and seen["gains"] > 30, seen


def test_skill_drain_negates_blade_knights_gain_asked_only_for_blade_knight(monkeypatch):
    """Blade Knight (no card in hand: +400) beside Celtic Guardian, Skill Drain face-up on the
    opponent's side: Blade Knight 1600, Celtic Guardian 1400; Celtic Guardian's ATK does not
    weigh whether Blade Knight's gain applies (it does not reach it)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Blade Knight")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    assert not duel.players[0].hand
    knight, guardian = duel.monsters(0)
    asked = []
    original = Duel._applies_now

    def applies(duel, card, effect, index):
        asked.append(card.name)
        return original(duel, card, effect, index)
    monkeypatch.setattr(Duel, "_applies_now", applies)
    assert duel.atk(guardian) == 1400
    assert asked == []
    assert duel.atk(knight) == 1600
    assert asked == ["Blade Knight"]
