"""Exiled Force whose target left the field before the effect resolved (round 52y).

The card's own text (in short): Tribute this card (the cost) to target 1 monster on the field;
destroy it. The Tribute is paid when the effect is activated and is not given back; at resolution
the target is no longer on the field, so nothing is destroyed (seed 000 §效果分類: a cost is paid
at activation; an effect whose target is gone is not applied). Our reading of the rule documents
and of the card's text."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def test_exiled_force_stays_in_the_gy_and_destroys_nothing():
    """Q: I Tribute Exiled Force to target my opponent's Mystical Elf; they chain Compulsory
    Evacuation Device and return the Elf to their hand. A: Exiled Force stays in my GY (its cost),
    the Elf is in their hand, and no card is destroyed by Exiled Force."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Exiled Force")
    table.monster(1, "Mystical Elf")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Exiled Force", request="idle")
    s.pick("target", "Mystical Elf", player=0)
    if duel.request.player == 0 and duel.request.kind == "chain":
        s.pick("pass", player=0, request="chain")
    s.pick("activate", "Compulsory Evacuation Device", player=1, request="chain")
    s.pick("target", "Mystical Elf", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Exiled Force"]
    assert hand(duel, 1) == ["Mystical Elf"]
    assert field_monsters(duel, 1) == ["Battle Ox"]
    assert of_type(duel, "destroyed") == []
    assert duel.request.kind == "idle" and duel.request.player == 0
