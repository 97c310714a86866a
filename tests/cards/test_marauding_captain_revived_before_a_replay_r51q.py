"""Two face-up Marauding Captains guard each other, so neither may be chosen as an attack
target; a second one revived after an attack on the first leaves the replay nothing to choose
but to stop -- and no direct attack, since the opponent controls monsters (round 51q).

Marauding Captain's text (the opponent cannot target its controller's other face-up Warriors for
attacks) and seed 004 §战斗阶段中的卷回 (a new target among those that may be attacked now, or stop)
with §战斗阶段的流程 (a direct attack only when the opponent controls no monster). The lock at the
declaration is tests/cards/test_warriors.py's."""

from duelist.testing.reads import lp, monsters, of_type
from duelist.testing.scenario import Script, Table


def test_a_replay_with_two_marauding_captains_may_only_stop():
    """Q: Battle Ox attacks my only monster, Marauding Captain; I revive a second Marauding
    Captain with Call of the Haunted. A: each Captain now guards the other: on the replay my
    opponent may not attack either, nor me directly: the only choice is to stop."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    captain = table.monster(1, "Marauding Captain")
    table.grave(1, "Marauding Captain")
    table.spell_trap(1, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=captain)
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Marauding Captain", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert monsters(duel, 1).count("Marauding Captain") == 2
    request = s.expect(request="replay", player=0)
    assert [o.kind for o in request.options] == ["stop_attack"]
    s.pick("stop_attack", "Battle Ox")
    assert of_type(duel, "battle") == [] and lp(duel) == (8000, 8000)
    assert [o.kind for o in s.expect(request="battle", player=0).options] == ["end_battle"]
