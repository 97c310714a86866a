"""Skill Drain's 1000 LP may be paid with exactly 1000 LP (round 48b's mutation round).

Seed 000 §代價 (a Life Point cost may be paid while the player has at least that many LP):
with exactly 1000 LP, Skill Drain may still be activated."""

from duelist.testing.scenario import Script, Table


def _offered(lp):
    table = Table(rules="MR5", turn=3, turn_player=0, lp=(lp, 8000))
    table.spell_trap(0, "Skill Drain")
    return Script(table.build()).has("activate", "Skill Drain")


def test_skill_drain_is_offered_with_exactly_1000_lp():
    """Q: I have exactly 1000 LP; may I pay 1000 LP to activate my Set Skill Drain? A: yes, it
    is offered (with 999 LP it is not)."""
    assert _offered(1000)
    assert not _offered(999)
