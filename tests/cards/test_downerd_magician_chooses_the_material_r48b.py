"""Downerd Magician's player chooses which material to detach (round 48b's mutation round).

The card's text (at the end of the Damage Step, if it attacked or was attacked: detach 1
material from it) and seed 004 §XYZ素材 (its player chooses the material detached): with two
materials the player is asked, and the one chosen goes."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_downerd_magician_with_two_materials_detaches_the_one_chosen():
    """Q: my Downerd Magician has two materials, Celtic Guardian and Mystical Elf, and attacks
    Battle Ox in Defense Position. Which is detached? A: I choose: Mystical Elf goes to my GY,
    Celtic Guardian stays attached."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    downerd = table.monster(0, "Downerd Magician", materials=["Celtic Guardian", "Mystical Elf"])
    table.monster(1, "Battle Ox", position="defense")      # DEF 1000
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Downerd Magician", target="Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", "Mystical Elf", player=0, request="select")
    while duel.request.kind == "chain":
        s.pick("pass")
    card = downerd.card(duel)
    assert [m.name for m in duel.materials_of(card)] == ["Celtic Guardian"]
    assert grave(duel, 0) == ["Mystical Elf"]
