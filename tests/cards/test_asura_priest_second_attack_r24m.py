"""Asura Priest: "This card can attack all monsters your opponent controls, once each." Its
further attacks in a Battle Phase may target only monsters it has not attacked this turn,
and never the opponent directly (seed 004 §战斗阶段: an attack is declared at a monster or,
with none, directly). Here the monster it attacked survives the battle, so it is still
there to be offered again: the menu must leave it out (battle.py `_add_target_options`,
handed the Battle Step menu's `again`; round 24m of docs/mutation.md: the card's test had
its first target destroyed by the battle, so no test saw the branch)."""

from duelist.testing.scenario import Script, Table


def _attack_targets(script):
    return sorted(o.target_name for o in script.duel.request.options
                  if o.kind == "attack" and o.name == "Asura Priest")


def test_asura_priest_attacks_a_surviving_monster_once_then_only_the_others():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Asura Priest")                                      # 1700 ATK
    table.monster(1, "Giant Soldier of Stone", position="defense")     # 2000 DEF: it survives
    table.monster(1, "Mystic Tomato", position="attack")               # 1400 ATK
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Asura Priest")
    s.pick("battle")
    assert _attack_targets(s) == ["Giant Soldier of Stone", "Mystic Tomato"]
    s.pick("attack", "Asura Priest", target="Giant Soldier of Stone")
    assert "Giant Soldier of Stone" in [c.name for c in duel.monsters(1)]
    assert duel.players[0].lp == 7700            # 2000 DEF against 1700 ATK: 300 to the attacker
    assert _attack_targets(s) == ["Mystic Tomato"]
    assert not s.has("attack", "Asura Priest", target="player")
