"""Gladiator Beast Gyzarus's Special Summon effect is an activation that destroys (round 48a).

Stardust Dragon's text: when a card or effect is activated that would destroy a card on the
field, it may Tribute itself to negate it and destroy it. Gyzarus's effect, when it is Special
Summoned, targets up to 2 cards on the field to destroy them, so Stardust Dragon may answer its
activation (seed 000 §チェーン)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_gyzarus_aimed_at_a_set_card():
    """Q: in my opponent's turn they revive Gladiator Beast Gyzarus with Monster Reborn and
    activate its effect targeting my Set Waboku; I control Stardust Dragon. May I answer? A:
    yes: Stardust Dragon is Tributed, Gyzarus's effect is negated and Gyzarus destroyed, and
    Waboku stays."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    waboku = table.spell_trap(0, "Waboku")
    table.hand(1, "Monster Reborn")
    gyzarus = table.grave(1, "Gladiator Beast Gyzarus")
    table.properly_summoned(gyzarus)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", player=1)
    s.pick("target", "Gladiator Beast Gyzarus", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position", player=1)
    s.pick("yes", player=1, request="yes_no")
    s.pick("target", waboku, player=1)
    if duel.request.kind == "target":
        s.pick("done", player=1)
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert waboku.card(duel).location == "szone"
    assert "Gladiator Beast Gyzarus" in grave(duel, 1)
    assert grave(duel, 0) == ["Stardust Dragon"]
