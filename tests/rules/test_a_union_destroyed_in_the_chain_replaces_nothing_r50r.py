"""A replacement effect applies only while its card applies it, at the moment the destruction
would happen (seed 000 §效果分類 › 永續效果: a continuous effect applies while its card is face-up
on the field, and stops the moment it leaves; seed 004 §特殊效果怪兽 Union: "if the equipped monster
would be destroyed, destroy this card instead").

Player 1 activates Dark Hole; in the same chain they destroy player 0's Y-Dragon Head (equipped to
X-Head Cannon) with Mystical Space Typhoon. When Dark Hole resolves there is no Union left to be
destroyed instead: X-Head Cannon is destroyed. (Today's text, MR5: the Union replaces a
destruction by a card effect too.)"""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_a_union_destroyed_above_dark_hole_saves_nothing():
    """Q: my X-Head Cannon holds Y-Dragon Head; my opponent activates Dark Hole and chains
    Mystical Space Typhoon on Y-Dragon Head. A: Y-Dragon Head is destroyed first; then Dark Hole
    destroys X-Head Cannon, with nothing left to be destroyed in its place."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    x = table.monster(0, "X-Head Cannon", zone=0)
    table.spell_trap(0, "Y-Dragon Head", face_down=False, equipped_to=x)
    table.hand(1, "Dark Hole", "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    while duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Y-Dragon Head")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["X-Head Cannon", "Y-Dragon Head"]
