"""Des Kangaroo (78613627), judge's review (round 56t): WHEN its effect acts.

Sources: Konami's OCG rulings for Des Kangaroo (as yugioh.pl's "OCG Rulings" quote them): a
trigger effect that does not target; when a Defense Position Des Kangaroo is attacked by a
monster whose ATK is lower than its DEF, it activates at the END of the Damage Step. The
former official ruling with Hyper Hammerhead says the same: Hammerhead attacking a Defense
Position Des Kangaroo, both effects go on ONE chain (Hammerhead link 1, the turn player's;
Des Kangaroo link 2): Des Kangaroo destroys Hammerhead, then Hammerhead still returns Des
Kangaroo to the hand. (Thousand Needles prints "after damage calculation": its script keeps
that moment; this card no longer shares it.)"""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _attack(attacker, rules="GOAT"):
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    kangaroo = table.monster(0, "Des Kangaroo", position="defense")
    table.monster(1, attacker)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=kangaroo, player=1, request="battle")
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


def test_des_kangaroo_acts_at_the_end_of_the_damage_step():
    """Q: Celtic Guardian (1400) attacks my Des Kangaroo in Defense Position (DEF 1700). When
    does its effect activate? A: at the end of the Damage Step (not right after damage
    calculation); Celtic Guardian is destroyed."""
    duel = _attack("Celtic Guardian")
    assert _steps_and_links(duel) == ["after_damage_calculation", "damage_end", (1, "Des Kangaroo")]
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert lp(duel) == (8000, 7700)


def test_des_kangaroo_chains_with_hyper_hammerhead():
    """Q: Hyper Hammerhead (1500) attacks my Des Kangaroo in Defense Position. A: one chain at
    the end of the Damage Step: Hammerhead link 1, Des Kangaroo link 2. Des Kangaroo destroys
    Hammerhead; then Hammerhead's effect returns Des Kangaroo to my hand."""
    duel = _attack("Hyper Hammerhead")
    assert _steps_and_links(duel) == ["after_damage_calculation", "damage_end",
                                      (1, "Hyper Hammerhead"), (2, "Des Kangaroo")]
    assert grave(duel, 1) == ["Hyper Hammerhead"]
    assert hand(duel, 0) == ["Des Kangaroo"]
    assert field_monsters(duel, 0) == []


def test_des_kangaroo_end_of_damage_step_today():
    """Q: the same Celtic Guardian attack under today's rules. A: the same moment and result."""
    duel = _attack("Celtic Guardian", rules=None)
    assert _steps_and_links(duel) == ["after_damage_calculation", "damage_end", (1, "Des Kangaroo")]
    assert grave(duel, 1) == ["Celtic Guardian"]
