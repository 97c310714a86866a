"""Archfiend of Gilfer with its target gone does nothing (round 47b's mutation round).

The card's text (target 1 face-up monster on the field; equip this card from the GY to it) and
seed 000 §對象: a target no longer face-up when the effect resolves is no longer a legal
target: the effect does nothing and Gilfer stays in the GY."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_gilfer_whose_target_was_booked_face_down_stays_in_the_gy():
    """Q: Archfiend of Gilfer, sent to my GY, targets my opponent's Mystical Elf; my opponent
    chains Book of Moon on the Elf. What happens? A: the Elf is face-down, Gilfer equips to
    nothing and stays in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Tribe-Infecting Virus")
    table.monster(0, "Archfiend of Gilfer")
    elf = table.monster(1, "Mystical Elf")
    table.hand(0, "Kozaky")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tribe-Infecting Virus")
    s.pick("select", "Kozaky")
    s.pick("option", "Fiend", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", elf, player=0)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", elf, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert elf.card(duel).position == "set"
    assert "Archfiend of Gilfer" in grave(duel, 0)
    assert all(c is None for c in duel.players[0].szone)
