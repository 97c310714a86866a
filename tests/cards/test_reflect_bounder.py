"""Reflect Bounder (2851070): attacked by an opponent's monster while in face-up Attack
Position, its controller's opponent takes damage equal to the attacker's ATK before damage
calculation; after damage calculation it destroys itself.

Sources: yugioh-wiki.net 《魔鏡導士リフレクト・バウンダー》 (the damage is a trigger effect, the
destruction after damage calculation a continuous effect that makes no chain link; the usual
damage calculation still happens, so a weak attacker's controller takes its ATK plus the battle
damage, 1700 in all, and a monster that attacks it and loses to it still makes it destroy
itself); yugipedia "Damage Step" (the triggers "before damage calculation" activate after the
face-down target was flipped, before damage calculation). The 2005 text (Pharaonic Guardian)
does the same: both presets are played. Skill Drain negates both effects (seed 000 §效果分類: a
monster's effect on the field): the trigger resolves to nothing and no destruction is applied.
Waboku makes battle damage 0, not effect damage (the card's own text)."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.result is None and s.duel.request.kind == "chain":
        s.pick("pass")


def _attack(attacker, bounder_position="attack", rules=None, lp_=None, traps=()):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step", lp=lp_)
    table.monster(0, attacker)
    bounder = table.monster(1, "Reflect Bounder", position=bounder_position)
    for player, name in traps:
        table.spell_trap(player, name, face_down=name != "Skill Drain")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=bounder)
    return duel, s


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_reflect_bounder_reflects_a_stronger_attacker(rules):
    """Q: Summoned Skull (2500) attacks my face-up Attack Position Reflect Bounder (1700). A:
    before damage calculation my opponent takes 2500; then Bounder loses the battle: I take
    800 and it is destroyed by battle."""
    duel, s = _attack("Summoned Skull", rules=rules)
    _pass_all(s)
    assert lp(duel) == (8000 - 2500, 8000 - 800)
    assert grave(duel, 1) == ["Reflect Bounder"]
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    kinds = [e["type"] for e in duel.log]
    # the effect damage comes before the damage calculation's battle record
    assert kinds.index("damage") < kinds.index("battle")
    destroyed = [e for e in duel.log if e["type"] == "destroyed"]
    assert [e["reason"] for e in destroyed] == ["battle"]


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_reflect_bounder_destroys_itself_after_winning(rules):
    """Q: Giant Soldier of Stone (1300) attacks my Reflect Bounder (1700). A: my opponent
    takes 1300, then 400 battle damage (1700 in all); the Soldier is destroyed by battle, and
    Bounder, which won, destroys itself after damage calculation (not by battle)."""
    duel, s = _attack("Giant Soldier of Stone", rules=rules)
    _pass_all(s)
    assert lp(duel) == (8000 - 1700, 8000)
    assert sorted(grave(duel, 1)) == ["Reflect Bounder"]
    assert grave(duel, 0) == ["Giant Soldier of Stone"]
    assert field_monsters(duel, 1) == []
    reasons = [(e["name"], e["reason"]) for e in duel.log if e["type"] == "destroyed"]
    assert ("Giant Soldier of Stone", "battle") in reasons
    assert any(name == "Reflect Bounder" and reason != "battle" for name, reason in reasons)


def test_reflect_bounder_self_destruction_is_no_chain_link():
    """Q: is Bounder's destruction after damage calculation a chain link anyone can answer? A:
    no: it is applied (the log says "apply"); the damage before it was Chain Link 1."""
    duel, s = _attack("Giant Soldier of Stone")
    _pass_all(s)
    chains = [e for e in duel.log if e["type"] == "chain"]
    assert [(e["name"], e["effect"]) for e in chains] == [("Reflect Bounder", 0)]
    assert [e["name"] for e in duel.log if e["type"] == "apply"] == ["Reflect Bounder"]


def test_reflect_bounder_in_defense_position_does_nothing():
    """Q: Summoned Skull attacks my face-up Defense Position Reflect Bounder (DEF 1000). A: its
    effect needs Attack Position: no damage to anyone, Bounder is destroyed by battle."""
    duel, s = _attack("Summoned Skull", bounder_position="defense")
    _pass_all(s)
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 1) == ["Reflect Bounder"]
    assert not [e for e in duel.log if e["type"] == "chain"]


def test_reflect_bounder_set_and_flipped_by_the_attack_does_nothing():
    """Q: Giant Soldier of Stone (1300) attacks my Set Reflect Bounder. A: it is flipped face-up
    in Defense Position, where its effect does nothing: no effect damage; 1300 beats DEF 1000,
    Bounder is destroyed by battle and nobody takes damage."""
    duel, s = _attack("Giant Soldier of Stone", bounder_position="set")
    _pass_all(s)
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 1) == ["Reflect Bounder"]
    assert field_monsters(duel, 0) == ["Giant Soldier of Stone"]


def test_reflect_bounder_attacking_does_nothing():
    """Q: my Reflect Bounder (1700) attacks my opponent's Giant Soldier of Stone (1300) in Attack
    Position. A: its effect is for being attacked: the Soldier is destroyed, my opponent takes
    400, Bounder stays on the field."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Reflect Bounder")
    soldier = table.monster(1, "Giant Soldier of Stone")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Reflect Bounder", target=soldier)
    _pass_all(s)
    assert lp(duel) == (8000, 7600)
    assert field_monsters(duel, 0) == ["Reflect Bounder"]
    assert grave(duel, 1) == ["Giant Soldier of Stone"]


def test_reflect_bounder_damage_can_win_before_damage_calculation():
    """Q: my opponent, at 1000 LP, attacks my Reflect Bounder with Giant Soldier of Stone. A:
    Bounder's 1300 damage ends the duel before damage calculation: I win."""
    duel, s = _attack("Giant Soldier of Stone", lp_=(1000, 8000))
    _pass_all(s)
    assert duel.result is not None and duel.result["winner"] == 1
    assert not [e for e in duel.log if e["type"] == "battle"]


def test_reflect_bounder_under_skill_drain():
    """Q: my opponent controls Skill Drain; Giant Soldier of Stone (1300) attacks my Reflect
    Bounder (1700). A: both its effects are negated: no effect damage and no self-destruction;
    my opponent takes only the 400 battle damage, the Soldier is destroyed, Bounder stays."""
    duel, s = _attack("Giant Soldier of Stone", traps=[(0, "Skill Drain")])
    _pass_all(s)
    assert lp(duel) == (8000 - 400, 8000)
    assert field_monsters(duel, 1) == ["Reflect Bounder"]
    assert grave(duel, 0) == ["Giant Soldier of Stone"]


def test_reflect_bounder_through_waboku():
    """Q: Giant Soldier of Stone attacks my Reflect Bounder; my opponent answers the attack with
    Waboku. A: Waboku stops battle damage and battle destruction of their monsters, not
    Bounder's effect damage: they take 1300 (no battle damage), the Soldier survives, and
    Bounder still destroys itself after damage calculation."""
    duel, s = _attack("Giant Soldier of Stone", traps=[(0, "Waboku")])
    while s.duel.request.kind == "chain" and not s.has("activate", "Waboku"):
        s.pick("pass")
    s.pick("activate", "Waboku", player=0)
    _pass_all(s)
    assert lp(duel) == (8000 - 1300, 8000)
    assert field_monsters(duel, 0) == ["Giant Soldier of Stone"]
    assert grave(duel, 1) == ["Reflect Bounder"]
