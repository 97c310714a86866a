"""Bujin Regalia - The Jewel raises ATK only (round 48b's mutation round).

The card's text (the equipped monster gains 300 ATK for each Xyz Material attached to it) and
seed 000 §裝備魔法 (an Equip Card changes only what its text says): the equipped monster's DEF
stays its own."""

from duelist.testing.scenario import Script, Table

JEWEL = "Bujin Regalia - The Jewel"
PEARL = "Gem-Knight Pearl"            # Rank 4, 2600 ATK / 1900 DEF


def test_gem_knight_pearl_equipped_with_the_jewel_keeps_its_1900_def():
    """Q: I equip Bujin Regalia - The Jewel to my Gem-Knight Pearl with 2 Xyz Materials. What
    are its ATK and DEF? A: 2600 + 600 ATK, and its own 1900 DEF."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    pearl = table.monster(0, PEARL, materials=["Celtic Guardian", "Mystical Elf"])
    table.spell_trap(0, JEWEL)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", JEWEL)
    s.pick("target", PEARL)
    while duel.request is not None and duel.request.kind != "idle":
        s.pick("pass", first=True)
    card = pearl.card(duel)
    assert duel.atk(card) == 3200 and duel.defense(card) == 1900
