"""A card whose effects are negated applies none of its STATE effects (stop 50).

Seed 000 §效果分類 › 永續效果: a negated card's effects do not apply. The engine asks it before it
resolves a STATE effect (actions.py `_apply_state_effect`), so a card script's condition never
asks `ctx.is_negated`; a STATE effect that is a rule of its card rather than one of its effects
(a maintenance cost, a count of turns) declares `while_negated=True`. The cards' own tests hold
the rulings both ways: Spirit Reaper, Reaper on the Nightmare, Exodia Necross, the Toons and Call
of the Haunted under a negation (tests/cards/*skill_drain*, test_toon_monsters.py,
test_call_of_the_haunted.py); Imperial Order's upkeep under Jinzo
(test_imperial_order_upkeep_under_jinzo.py), Skilled White Magician's watch and Ojama King's zones
under Skill Drain."""

import pytest

from duelist.engine import effects as E


def test_while_negated_is_declared_only_on_a_state_effect():
    for kind in (E.TRIGGER, E.CONTINUOUS, E.IGNITION, E.QUICK):
        with pytest.raises(ValueError):
            E.Effect(kind, while_negated=True)
    assert E.Effect(E.STATE, while_negated=True).while_negated is True
    assert E.Effect(E.STATE).while_negated is False

