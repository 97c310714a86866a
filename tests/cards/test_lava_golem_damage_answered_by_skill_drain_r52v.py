"""Lava Golem's Standby Phase damage already on the chain when Skill Drain is chained to it
(round 52v).

Skill Drain negates the effects of face-up monsters on the field while it applies, and a
continuous effect applies from the moment its card is face-up, even in the middle of a chain's
resolution (seed 000 §效果分類 › 永續效果; tests/cards/test_floodgates.py has the same with
Man-Eater Bug). Chained to Lava Golem's trigger, Skill Drain resolves first; when the Golem's
effect resolves the Golem is still a face-up monster on the field, so the damage is negated.
Skill Drain's 1000 LP are a cost, paid as it is activated, whatever happens next."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table


def test_skill_drain_chained_to_lava_golems_trigger_negates_the_damage():
    """Q: in my Standby Phase my Lava Golem's effect (1000 damage to me) is activated; I chain
    my Set Skill Drain, paying 1000 LP. A: Skill Drain resolves first; then the Golem's effect
    resolves negated: I lose only the 1000 LP I paid for Skill Drain."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="draw")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    table.monster(0, "Lava Golem")
    table.spell_trap(0, "Skill Drain")
    duel = table.build()
    s = Script(duel)
    s.pick("pass", player=0)                     # the Draw Phase window
    s.pick("activate", "Skill Drain", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [(e["link"], e["name"]) for e in of_type(duel, "negated")] == [(1, "Lava Golem")]
    assert of_type(duel, "damage") == []
    assert lp(duel) == (7000, 8000)
    assert duel.phase == "main1"
