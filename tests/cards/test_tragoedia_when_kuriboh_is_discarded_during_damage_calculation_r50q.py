"""Tragoedia's ATK follows its controller's hand at every moment, so a Kuriboh discarded during
damage calculation lowers it before the damage is calculated (round 50q).

Seed 000 §效果分類 › 永續效果 (a continuous effect applies from the moment its condition holds,
even in the middle of a resolution) and seed 004 §战斗处理时（伤害步骤）的注意 (damage calculation
reads the monsters' ATK as they are then); Kuriboh is activated during damage calculation, its
discard a cost (tests/rules/test_what_the_damage_step_allows_r38r.py), and its effect makes its
player's battle damage 0; it does not save the monster."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _battle_ox_attacks_tragoedia():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")                                  # 1700
    tragoedia = table.monster(1, "Tragoedia")
    table.hand(1, "Kuriboh", "Celtic Guardian", "Celtic Guardian")  # 3 cards: 1800 ATK
    duel = table.build()
    assert duel.atk(tragoedia.card(duel)) == 1800
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=tragoedia)
    return duel, s


def test_without_kuriboh_tragoedia_with_three_cards_in_hand_wins():
    """Control: Battle Ox (1700) attacks Tragoedia (1800, three cards in hand); nobody uses an
    effect: Battle Ox is destroyed and its player takes 100."""
    duel, s = _battle_ox_attacks_tragoedia()
    while duel.request.kind != "battle":
        s.pick("pass")
    (battle,) = of_type(duel, "battle")
    assert (battle["atk"], battle["value"]) == (1700, 1800)
    assert grave(duel, 0) == ["Battle Ox"] and lp(duel) == (7900, 8000)


def test_kuriboh_discarded_during_damage_calculation_lowers_tragoedia_first():
    """Q: Battle Ox attacks my Tragoedia (1800: Kuriboh and two more cards in my hand). During
    damage calculation I discard Kuriboh. A: my hand is two cards now, so Tragoedia has 1200
    when the damage is calculated: Battle Ox destroys it, and Kuriboh makes my battle damage 0
    (it does not protect Tragoedia)."""
    duel, s = _battle_ox_attacks_tragoedia()
    while duel.damage_sub != "calc":
        s.pick("pass")
    s.pick("activate", "Kuriboh", player=1, request="chain")
    while duel.request.kind != "battle":
        s.pick("pass")
    (battle,) = of_type(duel, "battle")
    assert (battle["atk"], battle["value"]) == (1700, 1200)
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    assert grave(duel, 1) == ["Kuriboh", "Tragoedia"]
    assert lp(duel) == (8000, 8000)
