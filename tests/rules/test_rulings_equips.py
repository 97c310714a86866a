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


def test_snatch_steal_equipped_under_imperial_order_takes_control_once_the_order_is_gone():
    """seed 000 §裝備魔法 and the Imperial Order rulings (previously official, 2005: "Equip
    Spells remain equipped but their effects are negated"): Snatch Steal's "you control the
    equipped monster" is a continuous effect. Resolved under Imperial Order it is equipped
    and the monster stays with its owner; when Imperial Order leaves the field the effect
    applies again and control passes, without a chain link."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    table.hand(0, "Snatch Steal")
    table.spell_trap(0, "Dust Tornado")
    order = table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", skull)
    s.pick("pass", player=0, request="chain")
    assert field_monsters(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == []
    s.pick("activate", "Dust Tornado")
    s.pick("target", order)
    assert grave(duel, 1) == ["Imperial Order"]
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == []
    [steal] = [c for c in duel.players[0].szone if c is not None]
    assert steal.name == "Snatch Steal" and duel.equipped_to(steal) is skull.card(duel)


def test_snatch_steal_control_goes_back_under_imperial_order_and_returns_after_it():
    """The same ruling from the other side: Snatch Steal already holds the monster;
    Imperial Order activated negates the control effect (the monster goes back to its
    owner, Snatch Steal stays equipped); Imperial Order destroyed, control passes again."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    table.hand(0, "Snatch Steal")
    table.spell_trap(0, "Dust Tornado")
    order = table.spell_trap(1, "Imperial Order")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", skull)
    s.pick("pass", player=1)                         # Imperial Order is kept for later
    s.pick("pass", player=0, request="chain")
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    s.pick("battle", player=0)
    s.pick("activate", "Imperial Order", player=1)
    s.pick("pass", player=0, request="chain")        # Dust Tornado waits until it is face-up
    assert field_monsters(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == []
    [steal] = [c for c in duel.players[0].szone if c is not None and c.name == "Snatch Steal"]
    assert duel.equipped_to(steal) is skull.card(duel)
    s.pick("activate", "Dust Tornado")
    s.pick("target", order)
    assert grave(duel, 1) == ["Imperial Order"]
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == []


def test_a_later_control_change_stands_over_snatch_steal_until_it_ends():
    """Control effects apply in timestamp order: the opponent's Change of Heart takes back
    the monster Snatch Steal holds (the later effect wins) until the End Phase; Snatch
    Steal, still equipped and not negated, does not snatch it back in the meantime. A table
    with Snatch Steal face-up and equipped gives its controller the monster before the
    first decision (its continuous effect applies)."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Snatch Steal", face_down=False, equipped_to=skull)
    table.hand(1, "Change of Heart")
    duel = table.build()
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", skull, player=1)
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    s.pick("battle", player=1)
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    s.end_turn()
    assert field_monsters(duel, 0) == ["Summoned Skull"]
