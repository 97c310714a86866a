"""Thousand Needles (33977496), judge's review (round 56t): WHEN its effect acts.

Sources: the "Thousand Needles" series page (yugioh.fandom.com "Thousand Needles (series)"): the
series' shared effect destroys the attacking monster at the END of the Damage Step; Konami's OCG
ruling on Des Kangaroo, the same effect (yugioh.pl "OCG Rulings"): a trigger, no target, at the
end of the Damage Step. So it shares one chain with Hyper Hammerhead's end-of-Damage-Step
effect (Hammerhead link 1, the turn player's)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _attack(attacker, rules="GOAT"):
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    needles = table.monster(0, "Thousand Needles", position="defense")
    table.monster(1, attacker)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=needles, player=1, request="battle")
    _pass_all(s)
    return duel


def _steps_and_links(duel):
    out = []
    for e in duel.log:
        if e["type"] == "step" and e["step"] in ("after_damage_calculation", "damage_end"):
            out.append(e["step"])
        elif e["type"] == "chain":
            out.append((e["link"], e["name"]))
    return out


def test_thousand_needles_acts_at_the_end_of_the_damage_step():
    """Q: Battle Ox (1700) attacks my Thousand Needles in Defense Position (DEF 1800). When does
    its effect activate? A: at the end of the Damage Step; Battle Ox is destroyed."""
    duel = _attack("Battle Ox")
    assert _steps_and_links(duel) == ["after_damage_calculation", "damage_end", (1, "Thousand Needles")]
    assert grave(duel, 1) == ["Battle Ox"]


def test_thousand_needles_chains_with_hyper_hammerhead():
    """Q: Hyper Hammerhead (1500) attacks my Thousand Needles in Defense Position. A: one chain:
    Hammerhead link 1, Thousand Needles link 2; Hammerhead is destroyed, then its effect still
    returns Thousand Needles to my hand."""
    duel = _attack("Hyper Hammerhead")
    assert _steps_and_links(duel) == ["after_damage_calculation", "damage_end",
                                      (1, "Hyper Hammerhead"), (2, "Thousand Needles")]
    assert grave(duel, 1) == ["Hyper Hammerhead"]
    assert hand(duel, 0) == ["Thousand Needles"]
    assert field_monsters(duel, 0) == []


def test_thousand_needles_end_of_damage_step_today():
    """Q: the Battle Ox attack under today's rules. A: the same moment and result."""
    duel = _attack("Battle Ox", rules=None)
    assert _steps_and_links(duel) == ["after_damage_calculation", "damage_end", (1, "Thousand Needles")]
    assert grave(duel, 1) == ["Battle Ox"]
