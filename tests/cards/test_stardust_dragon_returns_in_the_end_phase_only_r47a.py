"""Stardust Dragon comes back in the End Phase, not before (round 47a).

The card's text: during the End Phase of the turn its negation was used, it may Special Summon
itself from the GY. Seed 000 §フェイズ: "during the End Phase" is that phase alone; used in the
Draw Phase, it does not come back in the Standby Phase that follows."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_used_in_the_draw_phase_waits_for_the_end_phase():
    """Q: in my opponent's Draw Phase they activate Mystical Space Typhoon on my Set Waboku; I
    Tribute Stardust Dragon to negate it. May Stardust come back in their Standby Phase? A: no:
    it stays in my GY until the End Phase of that turn, where I may bring it back."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="draw")
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    waboku = table.spell_trap(0, "Waboku")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", waboku, player=1)
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and duel.phase == "main1"       # the Standby Phase asked nothing
    assert grave(duel, 0) == ["Stardust Dragon"] and waboku.card(duel).location == "szone"
    s.end_turn()
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("yes", player=0, request="yes_no")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "Attack Position", player=0, request="option")
    assert field_monsters(duel, 0) == ["Stardust Dragon"]
