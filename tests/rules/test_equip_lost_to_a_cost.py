"""An Equip Card whose monster is Tributed as the cost of an activation (seed 000 §裝備魔法,
§發動與效果處理: an activation is one process; the state rules apply once it is done)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_axe_of_despair_leaves_once_exiled_force_has_finished_activating():
    """Exiled Force Tributes itself to activate. While its player still chooses the target
    the activation is not finished, so Axe of Despair waits; once the chain link is made,
    the state rules send the Axe to the GY before anyone can respond."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    force = table.monster(0, "Exiled Force")
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=force)
    target = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Exiled Force")
    assert duel.request.kind == "target"
    assert "Axe of Despair" not in grave(duel, 0)          # mid-activation: nothing applied yet
    s.pick("target", target)
    assert "Exiled Force" in grave(duel, 0) and "Axe of Despair" in grave(duel, 0)
