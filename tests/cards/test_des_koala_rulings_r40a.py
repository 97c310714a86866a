"""Des Koala (69579761): flipped face-up by an attack, its FLIP effect is activated after
damage calculation and counts the opponent's hand when it resolves.

Sources: Des Koala's text (its FLIP effect deals 400 damage per card in the opponent's hand);
seed 000 §效果分類 誘發效果 (a monster flipped by an attack activates its FLIP effect after damage
calculation), seed 004 §伤害的判定."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def test_des_koala_flipped_by_an_attack_burns_400_per_card_in_the_attackers_hand():
    """Question: player 0 holds two cards; their Battle Ox (1700) attacks player 1's Set Des
    Koala (DEF 1800). Answer: player 0 takes 100 battle damage, then Des Koala's FLIP effect
    inflicts 800 (two cards): 7100."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    koala = table.monster(1, "Des Koala", position="set")
    table.hand(0, "Sangan", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=koala)
    for _ in range(4):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    assert lp(duel) == (7100, 8000)
    assert koala.card(duel).position == "defense"
