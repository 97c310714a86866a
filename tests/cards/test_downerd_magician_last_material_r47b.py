"""Downerd Magician detaches its one material without a question (round 47b's mutation round).

The card's text (at the end of the Damage Step, if it attacked or was attacked: detach 1
material from it) and docs/protocol.md (a player is asked only where there is a choice): with
one material left there is nothing to choose, so it is detached at once."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_downerd_magician_with_one_material_detaches_it_without_asking():
    """Q: my Downerd Magician has one material, Mystical Elf, and attacks Celtic Guardian in
    Defense Position. Am I asked which material to detach? A: no: Mystical Elf is detached
    (it has 2100 ATK again) and the Battle Step comes back."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    downerd = table.monster(0, "Downerd Magician", materials=["Mystical Elf"])
    table.monster(1, "Celtic Guardian", position="defense")      # DEF 1200
    duel = table.build()
    s = Script(duel)
    assert duel.atk(downerd.card(duel)) == 2300
    s.pick("attack", "Downerd Magician", target="Celtic Guardian")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="battle", player=0)
    card = downerd.card(duel)
    assert duel.materials_of(card) == [] and duel.atk(card) == 2100
    assert sorted(grave(duel, 0)) == ["Mystical Elf"] and duel.players[1].lp == 8000 - 1100
