"""Mask of Weakness (57882509), Normal Trap: it targets "1 attacking monster", whoever controls it,
at any moment an attack is on, the Damage Step up to damage calculation included; not only as an
opponent's monster declares its attack.

Sources, in our words: the OCG text since its first print (SM-14, 2002: until the End Phase, 1
attacking monster loses 700 ATK; no word on whose monster or on the attack declaration) and today's
Konami text (OCG and TCG: target 1 attacking monster, it loses 700 ATK until the end of the turn);
yugioh-wiki.net 《弱体化の仮面》 (no use in practice, but it can be activated on one's own monster's
attack declaration too); seed 004 §伤害步骤 (a card that changes ATK may be activated in the Damage
Step until damage calculation). The 2005 TCG print (LON-EN015 / DB1-EN218) was not found; our reading:
it translated the OCG text (no ERAS entry)."""

import pytest

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

MW = "Mask of Weakness"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


@pytest.mark.parametrize("rules", ["GOAT", None])
def test_mask_of_weakness_on_my_own_attacker(rules):
    """Q: my Battle Ox (1700) attacks directly; may I activate my Mask of Weakness on it? A: yes,
    any attacking monster may be its target: my opponent takes 1000, and the Mask is in my GY."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, MW)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=0)
    s.pick("activate", MW, player=0, request="chain")
    s.pick("target", ox, player=0)
    _pass(s)
    assert lp(duel) == (8000, 7000) and grave(duel, 0) == [MW]


@pytest.mark.parametrize("rules", ["GOAT", None])
def test_mask_of_weakness_in_the_damage_step(rules):
    """Q: my opponent's Battle Ox (1700) attacks my Celtic Guardian (1400); I let the declaration
    pass and activate Mask of Weakness in the Damage Step, before damage calculation. A: it is
    allowed (it changes ATK): the Ox is 1000, destroyed by my Guardian; my opponent takes 400."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    guardian = table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, MW)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian, player=1)
    while not (duel.damage_sub is not None and duel.request.kind == "chain" and duel.request.player == 0):
        s.pick("pass", player=duel.request.player)
    s.pick("activate", MW, player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    _pass(s)
    assert grave(duel, 1) == ["Battle Ox"] and grave(duel, 0) == [MW] and lp(duel) == (8000, 7600)
    assert guardian.card(duel).location == "mzone"
