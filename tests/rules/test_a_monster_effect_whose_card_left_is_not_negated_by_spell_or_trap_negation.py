"""A monster's effect whose monster has left the field is not reached by a negation of Spell or
Trap effects (round 51a, the mutation sample of stop 51): Imperial Order negates the effects of
Spell Cards, Royal Decree those of Trap Cards, wherever such a card activated on the field is as it
resolves (chain.py `_left_spell_trap_negated`, docs/rules-coverage.md gap 37), but a monster's
effect is not a Spell or Trap effect: Exiled Force's, activated on the field by Tributing itself,
resolves under both.

Seed 000 §效果分類 › 起動效果 (an Ignition Effect resolves even once its monster left the field);
Imperial Order's and Royal Decree's texts (Spell / Trap effects only)."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("negator", ["Imperial Order", "Royal Decree"])
def test_exiled_force_tributed_for_its_effect_still_destroys_under_a_spell_or_trap_negation(negator):
    """Q: Imperial Order (or Royal Decree) is face-up; I Tribute Exiled Force for its effect,
    targeting my opponent's Summoned Skull. A: the effect is a monster's: it resolves, and
    Summoned Skull is destroyed."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Exiled Force")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, negator, face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Exiled Force")
    if duel.request.kind == "target":
        s.pick("target", "Summoned Skull")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert "Summoned Skull" in grave(duel, 1)
