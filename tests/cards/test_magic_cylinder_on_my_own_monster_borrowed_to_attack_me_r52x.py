"""Magic Cylinder against my own monster that my opponent took and attacks me with: it answers
an opponent's monster (the controller, not the owner), and the damage goes to the attacker's
controller (round 52x).

Magic Cylinder's text (when an opponent's monster declares an attack: negate it, and inflict
damage equal to its ATK to the opponent); Change of Heart's text (take control of a monster until
the End Phase); seed 000 §效果分類 (an effect's "opponent" and "opponent's monster" are read from
its controller, and a monster is its controller's monster, whoever owns it). Both presets."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_magic_cylinder_turns_my_borrowed_summoned_skulls_attack_on_its_controller(rules):
    """Q: my opponent takes my Summoned Skull (2500) with Change of Heart and attacks me directly
    with it. May I activate Magic Cylinder? A: yes, the Skull is their monster now: the attack is
    negated and they take 2500. The Skull stays on their field until the End Phase."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Change of Heart")
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Magic Cylinder")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", skull)
    assert skull.card(duel).controller == 0
    s.pick("battle", request="idle")
    s.pick("attack", skull, target="player", request="battle")
    s.pick("activate", "Magic Cylinder", player=1, request="chain")
    s.pick("target", skull, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (5500, 8000)
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == [(0, 2500)]
    assert of_type(duel, "attack_ended")[-1]["reason"] == "negated"
    assert field_monsters(duel, 0) == ["Summoned Skull"] and grave(duel, 1) == ["Magic Cylinder"]
