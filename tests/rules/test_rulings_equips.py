"""Rulings on Equip Spells whose effect is negated."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_an_equip_spell_negated_by_imperial_order_is_still_equipped():
    """seed 000 §裝備魔法: an Equip Spell whose effect is negated (not its activation) is
    equipped in a negated state. Sword of Dark Destruction under Imperial Order stays on the
    field equipped to Dark Magician, which gains nothing; once Imperial Order is gone, the
    Sword's effect applies."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    magician = table.monster(0, "Dark Magician")
    table.hand(0, "Sword of Dark Destruction")
    table.spell_trap(0, "Dust Tornado")
    order = table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Sword of Dark Destruction")
    s.pick("target", magician)
    s.pick("pass", player=0, request="chain")       # Dust Tornado is kept for later
    [sword] = [c for c in duel.players[0].szone if c is not None and c.name != "Dust Tornado"]
    assert sword.name == "Sword of Dark Destruction" and sword.location == S.SZONE
    assert duel.equipped_to(sword) is magician.card(duel)
    assert duel.atk(magician.card(duel)) == 2500
    s.pick("activate", "Dust Tornado")
    s.pick("target", order)
    assert grave(duel, 1) == ["Imperial Order"]
    assert duel.atk(magician.card(duel)) == 2900


def test_snatch_steal_negated_by_imperial_order_is_equipped_without_taking_control():
    """seed 000 §裝備魔法: Snatch Steal resolved under Imperial Order is equipped to the
    opponent's monster, its control effect negated: the monster stays where it is."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    table.hand(0, "Snatch Steal")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", skull)
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    [steal] = [c for c in duel.players[0].szone if c is not None]
    assert steal.name == "Snatch Steal" and duel.equipped_to(steal) is skull.card(duel)
