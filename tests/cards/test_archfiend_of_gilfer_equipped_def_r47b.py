"""Archfiend of Gilfer as an Equip Card takes 500 ATK and nothing else (round 47b's mutation
round).

The card's text: equipped from the GY, the equipped monster loses 500 ATK; its DEF is
untouched (seed 000 §永續效果: an Equip Card's continuous effect changes only what it says)."""

from duelist.testing.scenario import Script, Table


def test_a_monster_equipped_with_archfiend_of_gilfer_keeps_its_def():
    """Q: my Archfiend of Gilfer, sent to the GY, is equipped to my opponent's Mystical Elf
    (800 / 2000). What are its stats? A: 300 ATK and still 2000 DEF."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Tribe-Infecting Virus")
    table.monster(0, "Archfiend of Gilfer")
    elf = table.monster(1, "Mystical Elf")
    table.hand(0, "Kozaky")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tribe-Infecting Virus")
    s.pick("select", "Kozaky")
    s.pick("option", "Fiend", request="option")
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", elf, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    card = elf.card(duel)
    assert duel.atk(card) == 300 and duel.defense(card) == 2000
