"""Collected Power (7565547), Normal Trap: target one face-up monster on the field; every Equip Card
on the field is equipped to it.

Sources, in our words: the card's text (LON-078, 2003, and today's agree: no ERAS entry; today's
adds "if possible"); seed 000 §裝備魔法 (an Equip Card equips only a monster that meets its
condition: Legendary Sword a Warrior, so that one stays where it was: our reading of "if possible");
Snatch Steal's text (its controller controls the equipped monster: moved onto the opponent's own
monster, it takes nothing, and the monster it held goes back, our reading of the two texts together);
seed 000 §陷阱卡 (a Normal Trap needs its condition, here an Equip Card on the field: our reading)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

CP = "Collected Power"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _atk(duel, ref):
    return duel.atk(ref.card(duel))


def test_collected_power_gathers_both_sides_equip_cards():
    """Q: my Battle Ox (1700) holds Axe of Despair; my opponent's Mad Dog of Darkness holds Black
    Pendant. In their turn I activate Collected Power on my Battle Ox. A: both Equip Cards are now
    equipped to Battle Ox: 1700 + 1000 + 500 = 3200; Mad Dog is back to 1900."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=ox)
    table.spell_trap(0, CP)
    dog = table.monster(1, "Mad Dog of Darkness")
    table.spell_trap(1, "Black Pendant", face_down=False, equipped_to=dog)
    duel = table.build()
    assert _atk(duel, dog) == 2400
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", CP, player=0, request="chain")
    s.pick("target", ox, player=0)
    _pass_all(duel, s)
    assert _atk(duel, ox) == 3200 and _atk(duel, dog) == 1900


def test_collected_power_leaves_an_equip_card_that_cannot_equip_the_target():
    """Q: my Celtic Guardian (Warrior) holds Legendary Sword and Axe of Despair; I activate Collected
    Power on my opponent's Mad Dog of Darkness (a Fiend). A: Axe of Despair moves to Mad Dog (2900);
    Legendary Sword, for a Warrior only, stays on Celtic Guardian (1400 + 300 = 1700)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    celtic = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Legendary Sword", face_down=False, equipped_to=celtic)
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=celtic)
    table.spell_trap(0, CP)
    dog = table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", CP, player=0, request="chain")
    s.pick("target", dog, player=0)
    _pass_all(duel, s)
    assert _atk(duel, dog) == 2900 and _atk(duel, celtic) == 1700


def test_collected_power_moves_snatch_steal_off_my_monster():
    """Q: my opponent's Snatch Steal holds my Summoned Skull; I activate Collected Power on their own
    Battle Ox. A: Snatch Steal is now equipped to their Battle Ox (which they already control):
    Summoned Skull comes back to me."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    skull = table.monster(0, "Summoned Skull")
    table.spell_trap(0, CP)
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Snatch Steal", face_down=False, equipped_to=skull)
    duel = table.build()
    assert skull.card(duel).controller == 1
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", CP, player=0, request="chain")
    s.pick("target", ox, player=0)
    _pass_all(duel, s)
    assert skull.card(duel).controller == 0
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == ["Battle Ox"]


def test_collected_power_needs_an_equip_card_on_the_field():
    """Q: only monsters, no Equip Card, are on the field. A: Collected Power cannot be activated."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, "Battle Ox")
    table.spell_trap(0, CP)
    table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    assert duel.request.kind != "chain" or not s.has("activate", CP)
