"""Kycoo the Ghost Destroyer: its controller's opponent cannot banish cards from either GY.
That stops a Special Summon whose procedure banishes from the GY (Chaos Sorcerer: banish 1
LIGHT and 1 DARK monster from your GY), and only such a one: Cyber Dragon's procedure ("if
only your opponent controls a monster") banishes nothing and is still offered (the Main
Phase menu asks the GY lock only of procedures with a GY-banishing cost, engine/turn.py
`_main_menu`)."""

from duelist.testing.scenario import Script, Table


def _menu(lock):
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Kycoo the Ghost Destroyer" if lock else "Mystical Elf")
    table.hand(0, "Cyber Dragon", "Chaos Sorcerer")
    table.grave(0, "Mystical Elf", "Dark Magician")      # a LIGHT and a DARK monster
    duel = table.build()
    return Script(duel)


def test_beside_kycoo_cyber_dragon_is_special_summoned_and_chaos_sorcerer_is_not():
    s = _menu(lock=True)
    assert s.has("special_summon", "Cyber Dragon")
    assert not s.has("special_summon", "Chaos Sorcerer")
    s.pick("special_summon", "Cyber Dragon")
    s.pick("option", "Attack Position", request="option")
    assert [c.name for c in s.duel.monsters(0)] == ["Cyber Dragon"]


def test_without_kycoo_both_are_offered():
    s = _menu(lock=False)
    assert s.has("special_summon", "Cyber Dragon") and s.has("special_summon", "Chaos Sorcerer")
