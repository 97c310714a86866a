"""Ryu Senshi (49868263) against Magic Cylinder: Magic Cylinder is a Normal Trap, so Ryu
Senshi's controller may pay 1000 LP to negate its activation and destroy it; the attack is then
not negated and goes on.

Sources: Ryu Senshi's text (pay 1000 LP to negate the activation of a Normal Trap Card and
destroy it); Magic Cylinder's text; seed 000 §卡片種類 陷阱卡 (a negated activation does nothing),
seed 004 §连锁和咒文速度 (a Quick Effect that negates may answer a Trap's activation)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def test_ryu_senshi_pays_1000_to_negate_magic_cylinder_and_its_attack_goes_on():
    """Question: Ryu Senshi (2000 ATK) attacks directly; player 1 activates Magic Cylinder
    targeting it; player 0 answers with Ryu Senshi's effect. Answer: player 0 pays 1000, Magic
    Cylinder is negated and destroyed, and the direct attack deals 2000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Ryu Senshi", summon_kind="fusion")
    table.spell_trap(1, "Magic Cylinder")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Ryu Senshi", target="player")
    s.pick("activate", "Magic Cylinder", request="chain", player=1)
    s.pick("target", "Ryu Senshi", request="target", player=1)
    s.pick("activate", "Ryu Senshi", request="chain", player=0)
    for _ in range(4):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    assert lp(duel) == (7000, 6000)
    assert grave(duel, 1) == ["Magic Cylinder"]
