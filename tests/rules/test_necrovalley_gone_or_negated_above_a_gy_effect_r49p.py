"""Necrovalley negates, as it resolves, a card effect that would move a card out of a GY (the
effect may be activated; tests/rules/test_rulings_necrovalley.py). What counts is whether
Necrovalley applies when that effect resolves: destroyed by Mystical Space Typhoon, or negated by
Imperial Order, in a chain link above Sinister Serpent's effect, it no longer stops the Serpent
(seed 000 §效果分類 › 永續效果: a continuous effect stops the moment its card is not face-up or
its effect is negated, even in the middle of a chain's resolution)."""

import pytest

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("answer", ["Mystical Space Typhoon", "Imperial Order"])
def test_necrovalley_gone_above_sinister_serpents_effect_lets_it_return(answer):
    """Q: in my Standby Phase, under my opponent's Necrovalley, I activate Sinister Serpent's
    effect in my GY and chain Mystical Space Typhoon on Necrovalley (or Imperial Order). Does the
    Serpent come back to my hand? A: yes: Necrovalley no longer applies when it resolves."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.field_spell(1, "Necrovalley")
    table.grave(0, "Sinister Serpent")
    table.spell_trap(0, answer)
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("yes", request="yes_no", player=0)
    s.pick("activate", answer, player=0)
    if duel.request.kind == "target":
        s.pick("target", "Necrovalley", request="target")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert hand(duel, 0) == ["Sinister Serpent"]
    assert "Sinister Serpent" not in grave(duel, 0)
    assert of_type(duel, "negated") == []
