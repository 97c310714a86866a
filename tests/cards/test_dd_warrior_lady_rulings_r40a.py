"""D.D. Warrior Lady's rulings as Goat players ask them (the GOAT preset).

Her effect is used after damage calculation, while a monster destroyed by that battle is still
on the field (it is sent to the GY at the end of the Damage Step): a Sangan she banishes then
never reaches the GY, so it searches nothing (D.D. Warrior Lady's effect comes after damage
calculation; seed 004 §战斗阶段: "效果的处理在伤害计算之后"). A FLIP effect of the monster she
battled activates at the same moment (seed 000 §效果分類 › 誘發效果: "在被攻擊後由裡側表示變成
表側表示時，在戰鬥傷害計算後的時點發動效果"); the effects make one chain in the order mandatory before
optional, the turn player's first within each (seed 000 §效果分類 › 誘發效果: "在特定時點發動的
複數效果同時迎來該時點的場合，作為例外組成連鎖"; Goat's SEGOC): Magician of Faith's mandatory
Flip effect is Chain Link 1, the Lady's optional effect Chain Link 2, and the Magician's effect
still resolves after it was banished."""

from duelist.testing.reads import banished, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _lady_attacks(defender, position="attack", p1_grave=(), p1_deck=("Kozaky",)):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "D.D. Warrior Lady")                   # 1500 ATK
    target = table.monster(1, defender, position=position)
    for name in p1_grave:
        table.grave(1, name)
    table.deck(1, list(p1_deck))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "D.D. Warrior Lady", target=target)
    return duel, s


def test_a_sangan_banished_by_dd_warrior_lady_after_damage_calculation_does_not_search():
    """Q: my D.D. Warrior Lady destroys my opponent's Sangan by battle and I use her effect:
    does Sangan search? A: no: it is banished before it is sent to the GY."""
    duel, s = _lady_attacks("Sangan")
    s.pick("yes", request="yes_no", player=0)
    s.expect(request="battle", player=0)
    assert banished(duel, 0) == ["D.D. Warrior Lady"] and banished(duel, 1) == ["Sangan"]
    assert grave(duel, 1) == [] and hand(duel, 1) == []
    assert lp(duel) == (8000, 7500)


def test_a_sangan_the_lady_leaves_alone_goes_to_the_gy_and_searches():
    """Q: the same, but I do not use her effect: A: Sangan is sent to the GY by the battle and
    its owner searches."""
    duel, s = _lady_attacks("Sangan")
    s.pick("no", request="yes_no", player=0)
    s.pick("select", "Kozaky", player=1, request="select")
    assert grave(duel, 1) == ["Sangan"] and hand(duel, 1) == ["Kozaky"]


def test_magician_of_faith_flipped_by_dd_warrior_lady_still_returns_its_spell_when_banished():
    """Q: D.D. Warrior Lady attacks a Set Magician of Faith (DEF 400): the Magician's Flip
    effect and the Lady's effect both come after damage calculation. A: the Magician's
    mandatory effect is Chain Link 1, the Lady's optional one Chain Link 2: both monsters are
    banished first, then the Magician's effect still returns Pot of Greed to its owner's
    hand."""
    duel, s = _lady_attacks("Magician of Faith", position="set", p1_grave=("Pot of Greed",), p1_deck=())
    s.pick("target", "Pot of Greed", player=1, request="target")
    s.pick("yes", request="yes_no", player=0)
    s.expect(request="battle", player=0)
    links = [(e["link"], e["name"]) for e in of_type(duel, "chain")]
    assert links == [(1, "Magician of Faith"), (2, "D.D. Warrior Lady")]
    assert banished(duel, 0) == ["D.D. Warrior Lady"] and banished(duel, 1) == ["Magician of Faith"]
    assert hand(duel, 1) == ["Pot of Greed"] and grave(duel, 1) == []
