"""seed 004 §战斗阶段中的卷回 (the attack that goes no further: its monster still counts as having
attacked): an attack negated by a card (Magic Cylinder: "negate the attack") ends, and the duel's
public record says why -- the `attack_ended` event names the reason "negated", which the log
shows a player as "The attack ends (negated)". Since stop 37 `_attack_negated` holds either
True (negated) or the reason "battle_phase_ended" (Battle Fader), and battle.py `_attack_proc`
turns True into "negated".

Helper h37m (mutation testing of stop 37): with that test written `is False`, the reason logged
was the bare True, and the English log could not be written (no test read this reason)."""

from duelist.engine.text import describe
from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table


def test_an_attack_negated_by_magic_cylinder_ends_as_negated():
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Magic Cylinder")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Summoned Skull", target="player")
    s.pick("activate", "Magic Cylinder", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    for _ in range(4):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    assert lp(duel) == (8000 - 2500, 8000)
    ended = of_type(duel, "attack_ended", start)
    assert [e["reason"] for e in ended] == ["negated"]
    assert describe(ended[0]) == "The attack ends (negated)"
    # the Battle Phase goes on: Battle Ox may still attack, Summoned Skull has attacked
    assert [o.name for o in s.expect(request="battle", player=0).options if o.kind == "attack"] == ["Battle Ox"]
