"""Soul of Purity and Light (77527210): "throughout each of the opponent's Battle Phases, the
opponent's monsters have 300 less ATK" -- a continuous loss with a condition (the opponent's
Battle Phase) that reaches only the opponent's monsters (seed 000 §永續效果: a continuous effect
applies to what it names). Blade Knight: 400 ATK stronger while its controller holds no more
than 1 card in hand (only itself).

A monster's ATK asks each gain or loss first whether it reaches the monster, and only one that
does whether it applies now (engine/actions.py `_modified` with `_applies_now`, round 43a): the
Soul's Battle Phase condition is not asked for its own side's Blade Knight.

Judge's rulings (player 1 controls Soul of Purity and Light and Blade Knight, no card in hand;
player 0, the turn player, controls Celtic Guardian, 1400 ATK):
- In player 0's Main Phase 1: Celtic Guardian 1400 (not a Battle Phase), Blade Knight 2000.
- In player 0's Battle Phase: Celtic Guardian 1100, Blade Knight 2000 (the loss does not reach
  its own controller's monsters).
- Blade Knight's ATK does not ask the Soul's condition; Celtic Guardian's does."""

from duelist.testing.scenario import Table

SOUL = "Soul of Purity and Light"


def _duel(phase):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase=phase)
    table.monster(1, SOUL)
    table.monster(1, "Blade Knight")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    assert not duel.players[1].hand
    guardian = duel.monsters(0)[0]
    soul, knight = duel.monsters(1)
    assert soul.name == SOUL and knight.name == "Blade Knight"
    return duel, guardian, soul, knight


def _asking_the_souls_condition(monkeypatch, soul):
    [loss] = soul.script.cont_by_tag["stats"]
    asked = []
    condition = loss.condition

    def counted(ctx):
        asked.append(ctx.card.name)
        return condition(ctx)
    monkeypatch.setattr(loss, "condition", counted)
    return asked


def test_outside_the_battle_phase_nobody_loses_atk():
    duel, guardian, soul, knight = _duel("main1")
    assert duel.atk(guardian) == 1400
    assert duel.atk(knight) == 2000


def test_in_the_opponents_battle_phase_only_the_opponents_monsters_lose_300():
    duel, guardian, soul, knight = _duel("battle")
    assert duel.atk(guardian) == 1100
    assert duel.atk(knight) == 2000
    assert duel.atk(soul) == 2000


def test_the_losss_condition_is_asked_only_for_a_monster_it_reaches(monkeypatch):
    duel, guardian, soul, knight = _duel("battle")
    asked = _asking_the_souls_condition(monkeypatch, soul)
    assert duel.atk(knight) == 2000
    assert asked == []
    assert duel.atk(guardian) == 1100
    assert asked == [SOUL]
