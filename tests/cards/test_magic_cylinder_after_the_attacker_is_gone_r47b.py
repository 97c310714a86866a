"""Magic Cylinder needs an attacker still there (round 47b's mutation round).

The card's text (when an opponent's monster declares an attack: target that monster, negate
the attack and inflict damage equal to its ATK); seed 000 §對象 and §代價: a monster Tributed
as a cost has left the field (a new card in the GY), so in the rest of that chain Magic
Cylinder has no attacker to target and may not be activated."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_magic_cylinder_cannot_answer_an_attack_whose_stardust_dragon_tributed_itself():
    """Q: my opponent's Stardust Dragon attacks; I activate Sakuretsu Armor on it, and my
    opponent Tributes Stardust Dragon to negate Sakuretsu Armor. May I chain Magic Cylinder
    to that attack? A: no: the attacker is gone; Magic Cylinder stays Set and no damage is
    dealt."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Stardust Dragon", summon_kind="synchro")
    table.spell_trap(0, "Sakuretsu Armor")
    cylinder = table.spell_trap(0, "Magic Cylinder")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Stardust Dragon", target="player", player=1)
    s.pick("activate", "Sakuretsu Armor", player=0, request="chain")
    s.pick("target", "Stardust Dragon", player=0, request="target")
    s.pick("activate", "Stardust Dragon", player=1, request="chain")
    assert grave(duel, 1) == ["Stardust Dragon"]
    while duel.request.kind == "chain":
        assert not s.has("activate", "Magic Cylinder")
        s.pick("pass")
    assert grave(duel, 0) == ["Sakuretsu Armor"]
    assert cylinder.card(duel).location == "szone" and duel.players[1].lp == 8000
