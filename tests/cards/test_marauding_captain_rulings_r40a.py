"""Marauding Captain (2460565) against Asura Priest, which may attack every opponent's
monster once: while the Captain is face-up, the other face-up Warriors cannot be chosen as
attack targets, so Asura Priest must attack the Captain (or a non-Warrior) first; once the
Captain is destroyed, the Warriors it guarded may be attacked in the same Battle Phase.

Sources: Marauding Captain's text (the opponent may not choose the other Warriors as attack
targets); Asura Priest's text (it may attack each of the opponent's monsters once); seed 004
§战斗阶段的流程 (the attack target is chosen at each declaration)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_asura_priest_may_attack_the_warriors_marauding_captain_guarded_once_it_is_gone():
    """Question: player 1 controls Marauding Captain, Exiled Force (Warrior) and Battle Ox
    (Beast-Warrior); player 0's Asura Priest attacks. Which targets may it choose? Answer: the
    Captain and Battle Ox, not Exiled Force; after it destroys the Captain, Exiled Force may be
    attacked too."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Asura Priest")
    captain = table.monster(1, "Marauding Captain")
    force = table.monster(1, "Exiled Force")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    targets = sorted(o.target_name for o in s.options("attack", "Asura Priest"))
    assert targets == ["Battle Ox", "Marauding Captain"]
    s.pick("attack", "Asura Priest", target=captain)
    assert grave(duel, 1) == ["Marauding Captain"]
    assert s.has("attack", "Asura Priest", target=force)
