"""Old Vindictive Magician: FLIP: target 1 monster your opponent controls; destroy it.

Sources: the card's text (2005: "FLIP: destroy 1 monster on your opponent's side of the field";
today's targets the same monster: one effect; an opponent's monster only, face-down ones too);
seed 000 §反轉效果 (like Man-Eater Bug's, its Flip effect when it is flipped by an attack is
activated after damage calculation, even though it was destroyed, and may destroy the
attacker: tests/cards/test_man_eater_bug_flip_waits_for_damage_calculation.py)."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_old_vindictive_magician_destroys_an_opponents_monster(rules):
    """Q: I Flip Summon Old Vindictive Magician and target my opponent's Set monster. A: it is
    destroyed (2005 and today alike)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Old Vindictive Magician", position="set")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Old Vindictive Magician", request="idle")
    s.pick("target", elf, request="target", player=0)
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert grave(duel, 1) == ["Mystical Elf"] and field_monsters(duel, 0) == ["Old Vindictive Magician"]


def test_old_vindictive_magician_cannot_target_its_controllers_monsters():
    """Q: I control Battle Ox, my opponent Celtic Guardian. Which may the Magician target? A:
    only the opponent's Celtic Guardian."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Old Vindictive Magician", position="set")
    table.monster(0, "Battle Ox")
    guardian = table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Old Vindictive Magician", request="idle")
    req = s.expect(request="target", player=0)
    assert [o.card for o in req.options if o.kind == "target"] == [guardian.uid(duel)]


def test_old_vindictive_magician_with_no_opponents_monster_does_nothing():
    """Q: my opponent controls no monster when I flip the Magician. A: the effect is not
    activated; my own Battle Ox is safe."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Old Vindictive Magician", position="set")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Old Vindictive Magician", request="idle")
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert of_type(duel, "chain") == [] and sorted(field_monsters(duel, 0)) == ["Battle Ox", "Old Vindictive Magician"]


def test_old_vindictive_magician_attacked_destroys_the_attacker_after_damage_calculation():
    """Q: my opponent's Battle Ox attacks my Set Old Vindictive Magician (600 DEF). A: the
    Magician is destroyed by the battle, yet after damage calculation its Flip effect destroys
    the Battle Ox; no battle damage (Defense Position)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    magician = table.monster(0, "Old Vindictive Magician", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=magician)
    _pass_all(s, duel)
    s.pick("target", "Battle Ox", request="target", player=0)
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Old Vindictive Magician"] and grave(duel, 1) == ["Battle Ox"]
    assert lp(duel) == (8000, 8000)
    kinds = [e["type"] for e in duel.log if e["type"] in ("battle", "chain")]
    assert kinds == ["battle", "chain"]
