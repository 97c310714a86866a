"""Zombyra the Dark weakens only for the monsters it destroys itself (round 48b's mutation
round).

Zombyra the Dark's text (if this card destroys a monster by battle: it loses 200 ATK): a
monster destroyed by battle by another monster of its controller's does not weaken it."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_battle_ox_destroying_a_monster_beside_zombyra_leaves_its_atk():
    """Q: my Battle Ox attacks and destroys my opponent's Celtic Guardian while my Zombyra the
    Dark stands beside it. Does Zombyra lose 200 ATK? A: no: it keeps 2100."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    zombyra = table.monster(0, "Zombyra the Dark")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Celtic Guardian", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert duel.atk(zombyra.card(duel)) == 2100
