"""Zaborg the Thunder Monarch's trigger is an activation that would destroy a card on the
field (round 47b's mutation round).

Seed 000 §誘發效果 and §誘發即時效果; Stardust Dragon's rulings (yugioh.fandom "Card
Rulings:Stardust Dragon": any activation that would destroy a card on the field may be
answered, a monster's trigger included): Zaborg's "when Tribute Summoned, destroy 1 monster"
may be answered by Stardust Dragon."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_zaborgs_trigger_and_destroys_zaborg():
    """Q: my opponent Tribute Summons Zaborg the Thunder Monarch and its effect targets my
    Battle Ox; may I Tribute Stardust Dragon to negate it? A: yes: the effect is negated and
    Zaborg destroyed; Battle Ox stays."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.hand(1, "Zaborg the Thunder Monarch")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Zaborg the Thunder Monarch", player=1)
    s.pick("tribute", "Mystical Elf", request="tribute")
    while duel.request.kind != "target":
        s.pick("pass") if duel.request.kind == "chain" else s.pick("yes", request="yes_no")
    s.pick("target", ox, request="target", player=1)
    assert duel.request.player == 0 and s.has("activate", "Stardust Dragon")
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == []
    assert grave(duel, 0) == ["Stardust Dragon"]
    assert sorted(grave(duel, 1)) == ["Mystical Elf", "Zaborg the Thunder Monarch"]
