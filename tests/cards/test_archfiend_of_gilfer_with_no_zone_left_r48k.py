"""Two Archfiends of Gilfer destroyed together with one free Spell & Trap Zone (round 48k): each
may activate its effect (a zone is free as they activate), but the second to resolve finds the
zone taken by the first and is not equipped: it stays in the GY (seed 000 §裝備魔法: an Equip
Card needs a free Spell & Trap Zone)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_the_second_gilfer_finds_no_zone_and_stays_in_the_gy():
    """Q: my opponent's Mirror Force destroys my two Archfiends of Gilfer; four of my five
    Spell & Trap Zones hold cards. I chain both effects on their Dark Magician. A: the last
    chained resolves first and takes the free zone (Dark Magician loses 500 ATK); the other
    finds no zone: it stays in my GY, and Dark Magician loses only 500 ATK."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Archfiend of Gilfer")
    table.monster(1, "Archfiend of Gilfer")
    for _ in range(4):
        table.spell_trap(1, "Pot of Greed")
    magician = table.monster(0, "Dark Magician", position="defense")
    table.spell_trap(0, "Mirror Force")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Archfiend of Gilfer", target=magician, first=True)
    s.pick("activate", "Mirror Force", player=0, request="chain")
    s.pick("yes", "Archfiend of Gilfer", player=1, request="yes_no")
    s.pick("yes", "Archfiend of Gilfer", player=1, request="yes_no")
    s.pick("chain_trigger", "Archfiend of Gilfer", request="order", first=True)
    s.pick("target", magician, request="target")
    s.pick("target", magician, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "battle" and duel.request.player == 1
    assert [c.name for c in duel.players[1].szone] == ["Pot of Greed"] * 4 + ["Archfiend of Gilfer"]
    assert grave(duel, 1) == ["Archfiend of Gilfer"]
    assert field_monsters(duel, 0) == ["Dark Magician"]
    assert duel.atk(magician.card(duel)) == 2000
