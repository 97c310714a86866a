"""A monster's ATK weighs the negation of only the gains that reach it (seed 000 §永續效果: a
continuous effect applies to what it names; engine/actions.py `_modified` asking each gain
whether it reaches the monster first, `_applies_now`, round 43a; round 42a asked `_applying`
with the monster as its `target`).

Blade Knight: "it is 400 ATK stronger while its controller holds no more than 1 card in hand"
(only itself) and "while it is the only monster its controller has, a Flip monster that loses a
battle against it has its effects negated"; Breaker the Magical Warrior: "300 ATK stronger for
each Spell Counter it holds" (only itself; its Normal Summon puts one on it). Skill Drain: every
face-up monster's effects are negated.

Judge's rulings, each from a position set up on the table:
- Blade Knight on the field, Breaker Normal Summoned beside it, no card left in hand: Blade
  Knight has 2000 ATK, Breaker 1900. Breaker's ATK does not weigh whether Blade Knight's gain
  is negated (it reaches only Blade Knight), nor the other way round: each monster's ATK asks
  the negation question of itself alone.
- The same field with Skill Drain face-up on the opponent's side: both gains are negated,
  Blade Knight 1600, Breaker 1600 (the gain that reaches the monster is still weighed).
- Whole duels: tests/engine/test_stat_gains_asked_one_by_one_r43a.py checks every ATK or DEF
  asked in random duels against the full computation (`_modified` no longer asks `_applying`,
  so this file's own whole-duel check, which swapped it, was dropped in stop 43).

An engine-internal check: `_effect_negated` and `_applying` are private."""

from duelist.engine.duel import Duel
from duelist.testing.scenario import Script, Table


def _blade_knight_and_breaker(drain=False):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Blade Knight")
    table.hand(0, "Breaker the Magical Warrior")
    if drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    Script(duel).pick("summon", "Breaker the Magical Warrior")
    assert duel.request.kind == "idle" and not duel.players[0].hand
    knight, breaker = duel.monsters(0)
    assert knight.name == "Blade Knight" and breaker.name == "Breaker the Magical Warrior"
    return duel, knight, breaker


def _asking_negation(monkeypatch):
    asked = []
    original = Duel._effect_negated

    def negated(duel, card, effect=None):
        asked.append(card.name)
        return original(duel, card, effect)
    monkeypatch.setattr(Duel, "_effect_negated", negated)
    return asked


def test_each_monsters_atk_weighs_the_negation_of_its_own_gain_only(monkeypatch):
    duel, knight, breaker = _blade_knight_and_breaker()
    asked = _asking_negation(monkeypatch)
    assert duel.atk(breaker) == 1900
    assert asked == ["Breaker the Magical Warrior"]
    del asked[:]
    assert duel.atk(knight) == 2000
    assert asked == ["Blade Knight"]


def test_under_skill_drain_both_gains_are_negated():
    duel, knight, breaker = _blade_knight_and_breaker(drain=True)
    assert duel.atk(knight) == 1600
    assert duel.atk(breaker) == 1600
