"""Ultimate Offering's 500 LP may be paid with exactly 500 LP (round 48b's mutation round).

Seed 000 §代價 (a Life Point cost may be paid while the player has at least that many LP):
with exactly 500 LP, Ultimate Offering may still be activated for an extra Normal Summon."""

from duelist.testing.scenario import Script, Table


def _offered(lp):
    table = Table(rules="MR5", turn=3, turn_player=0, lp=(lp, 8000))
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Battle Ox")
    table.normal_summoned()
    return Script(table.build()).has("activate", "Ultimate Offering")


def test_ultimate_offering_is_offered_with_exactly_500_lp():
    """Q: I have exactly 500 LP and have used my Normal Summon; may I pay 500 LP for Ultimate
    Offering's extra Normal Summon of Battle Ox? A: yes, it is offered (with 499 LP it is not)."""
    assert _offered(500)
    assert not _offered(499)
