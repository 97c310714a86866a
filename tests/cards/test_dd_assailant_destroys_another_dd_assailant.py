"""D.D. Assailant against D.D. Assailant: both triggers, the second resolved first takes both.

Rules cited: seed 000 §效果分類 › 誘發效果 (several trigger effects meeting the same moment make one
chain, the turn player's first); seed 004 §怪兽的战斗规则 (equal ATK: both are destroyed by
battle). D.D. Assailant's effect, after damage calculation, banishes the monster that destroyed
it and itself, each as far as it is still on the field.
"""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def test_two_dd_assailants_destroying_each_other_are_both_banished_once():
    """D.D. Assailant (1700 ATK) attacks the opponent's D.D. Assailant (1700 ATK): both are
    destroyed by battle and both effects activate (Chain Link 1 the turn player's, Chain Link 2
    the opponent's). Chain Link 2 banishes both monsters; Chain Link 1 then finds neither on the
    field and does nothing: neither reaches the GY."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "D.D. Assailant")
    other = table.monster(1, "D.D. Assailant")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "D.D. Assailant", target=other)
    s.expect(request="battle", player=0)
    assert banished(duel, 0) == ["D.D. Assailant"] and banished(duel, 1) == ["D.D. Assailant"]
    assert grave(duel, 0) == [] and grave(duel, 1) == []
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 8000
