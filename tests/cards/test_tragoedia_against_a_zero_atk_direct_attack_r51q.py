"""Tragoedia comes from the hand when its player takes battle damage; a 0-ATK monster's direct
attack deals no damage, so it gives Tragoedia nothing to answer (round 51q).

Seed 004 §伤害的判定 (直接攻击: battle damage equal to the attacker's ATK, here 0) and seed 000
§效果分類 › 誘發效果 (a trigger needs its event). Yugipedia "Battle damage": an attack by a 0-ATK
monster inflicts no damage, so no "when you take damage" effect (Gorz the Emissary of Darkness)
can be activated by it."""

import pytest

from duelist.testing.reads import hand, lp, monsters, of_type
from duelist.testing.scenario import Script, Table


def _direct_attack(attacker):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, attacker)
    table.hand(1, "Tragoedia")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target="player")
    return duel, s


def test_a_direct_attack_that_deals_damage_lets_tragoedia_come():
    """Q: Hitotsu-Me Giant (1200) attacks me directly; I hold Tragoedia. A: I take 1200 and may
    Special Summon Tragoedia."""
    duel, s = _direct_attack("Hitotsu-Me Giant")
    assert lp(duel) == (8000, 6800)
    s.pick("yes", player=1, request="yes_no")
    while duel.request.kind != "battle":
        s.answer(duel.request.options[0]) if duel.request.kind != "chain" else s.pick("pass")
    assert monsters(duel, 1)[0] == "Tragoedia"


@pytest.mark.xfail(strict=True, reason="request h51q-2: 0 battle damage still raises a damage happening")
def test_a_zero_atk_direct_attack_gives_tragoedia_no_chance():
    """Q: Thousand-Eyes Idol (0 ATK) attacks me directly; I hold Tragoedia. A: damage
    calculation deals no damage, so I did not take battle damage: Tragoedia cannot be
    Special Summoned, and the attack is simply over."""
    duel, s = _direct_attack("Thousand-Eyes Idol")
    assert lp(duel) == (8000, 8000) and of_type(duel, "damage") == []
    assert duel.request.kind == "battle", "Tragoedia was offered for 0 damage"
    assert hand(duel, 1) == ["Tragoedia"]
