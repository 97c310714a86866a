"""Black Rose Dragon's rulings as players ask them (the MR5 preset; its effect: when it
is Synchro Summoned, its controller may destroy every card on the field).

Seed 000 §具有蘇生限制的怪獸的特殊召喚 (a Synchro Monster properly summoned may be revived, but a
revival is no Synchro Summon); §誘發效果. Sources: Black Rose Dragon's rulings (yugipedia "Card
Rulings:Black Rose Dragon": its effect activates only when it is Synchro Summoned, not when it is
Special Summoned another way such as by Monster Reborn)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_black_rose_dragon_revived_by_monster_reborn_destroys_nothing():
    """Q: I revive my Black Rose Dragon (Synchro Summoned earlier) with Monster Reborn; may I
    destroy every card on the field? A: no: it was not Synchro Summoned this time; nothing is
    offered and the field stays."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.properly_summoned(table.grave(0, "Black Rose Dragon"))
    table.hand(0, "Monster Reborn")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Black Rose Dragon")
    while duel.request.kind in ("chain", "option"):
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Black Rose Dragon"] and field_monsters(duel, 1) == ["Battle Ox"]
