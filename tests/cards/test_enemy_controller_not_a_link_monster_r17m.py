"""Enemy Controller (98045062), first effect: "Target 1 face-up monster your opponent
controls; change that target's battle position." A Link Monster's battle position can never
be changed, and it cannot be the target of an effect that changes battle positions (seed
001 §連接怪獸: 不能因規則或效果而把表示形式變更, 不會成為[月之書]等效果的對象).

Ruled here: under Master Rule 5 player 1 controls Proxy Dragon (a Link Monster) and Battle
Ox; player 0 activates Enemy Controller's position effect: only Battle Ox is offered as its
target."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table

SWITCH = 0


def test_enemy_controller_position_effect_cannot_target_a_link_monster():
    """Player 0's turn 3, Main Phase 1, Master Rule 5: player 0 holds Enemy Controller;
    player 1 controls Proxy Dragon and Battle Ox, both face-up in Attack Position. Player 0
    activates Enemy Controller's first effect: the targets offered are Battle Ox alone; it
    resolves on Battle Ox (face-up Defense Position) and Proxy Dragon stays in Attack
    Position."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Enemy Controller")
    proxy = table.monster(1, "Proxy Dragon")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    found = [o for o in duel.request.options
             if o.kind == "activate" and o.name == "Enemy Controller" and o.effect == SWITCH]
    assert len(found) == 1
    s.answer(found[0])
    assert [o.name for o in s.options("target")] == ["Battle Ox"]
    s.pick("target", "Battle Ox", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert ox.card(duel).position == S.FACEUP_DEFENSE
    assert proxy.card(duel).position == S.FACEUP_ATTACK
