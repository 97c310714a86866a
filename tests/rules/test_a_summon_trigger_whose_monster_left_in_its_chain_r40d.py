"""A trigger already activated resolves though its monster left the field in answer (seed 000
§誘發效果: "已經發動的誘發效果，即使在發動的怪獸發生離開場上等場所移動的情況下效果也會處理"), unless its
text asks that monster to be there. Black Rose Dragon's trigger on its Synchro Summon, which
destroys every card on the field, does not: returned to the Extra Deck by Compulsory Evacuation Device chained
to it, it still destroys every card on the field as it resolves. Sources: Black Rose Dragon's
rulings (yugipedia "Card Rulings:Black Rose Dragon": its effect resolves even if it is no longer
on the field). The MR5 preset."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_black_rose_dragon_returned_by_compulsory_evacuation_device_still_destroys_every_card():
    """Q: I Synchro Summon Black Rose Dragon and activate its effect; my opponent chains
    Compulsory Evacuation Device on it. What is destroyed? A: Black Rose Dragon is back in my
    Extra Deck; its effect still resolves and destroys every card left on the field."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Black Rose Dragon")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Compulsory Evacuation Device")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Black Rose Dragon")
    if duel.request.kind == "select":
        s.pick("select", "Mystical Elf")
    s.pick("option", "Attack Position", request="option")
    s.pick("yes", player=0, request="yes_no")
    s.pick("activate", "Compulsory Evacuation Device", player=1, request="chain")
    s.pick("target", "Black Rose Dragon", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [c.name for c in duel.players[0].extra] == ["Black Rose Dragon"]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert "Battle Ox" in grave(duel, 0)
    assert sorted(grave(duel, 1)) == ["Compulsory Evacuation Device", "Mirror Force", "Summoned Skull"]
