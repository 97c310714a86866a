"""Bottomless Trap Hole is an activation that destroys (round 48a).

Stardust Dragon's text: when a card or effect is activated that would destroy a card on the
field, it may Tribute itself to negate it and destroy it. Bottomless Trap Hole destroys (and
banishes) the monster just Summoned, so Stardust Dragon may answer its activation (seed 000
§チェーン)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_bottomless_trap_hole_on_the_monster_just_summoned():
    """Q: I control Stardust Dragon and Normal Summon Battle Ox (1700 ATK); my opponent activates
    Bottomless Trap Hole. May I answer? A: yes: Stardust Dragon is Tributed, Bottomless Trap
    Hole is negated and destroyed, and Battle Ox stays."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Bottomless Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    if duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    s.pick("activate", "Bottomless Trap Hole", player=1, request="chain")
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert grave(duel, 0) == ["Stardust Dragon"] and grave(duel, 1) == ["Bottomless Trap Hole"]
