"""Star Boy (8201910): every face-up WATER monster on the field gains 500 ATK, every face-up FIRE
monster loses 400 ATK (both sides; Star Boy itself is WATER).

Sources: the card's texts, read in our words (the 2005 TCG text, "Increase the ATK of all
WATER monsters by 500 points and decrease the ATK of all FIRE monsters by 400 points", and
today's, "All WATER monsters on the field gain 500 ATK, also all FIRE monsters on the field lose
400 ATK": the same); seed 000 §永續效果 (a continuous effect applies while its card is face-up
and not negated: Skill Drain); DEF unchanged."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def test_star_boy_water_up_fire_down_both_sides():
    """Q: (both texts) Star Boy face-up; my opponent controls Molten Zombie (FIRE, 1600) and Star
    Boy faces a Set monster: what are the ATKs? A: Star Boy 550+500 = 1050; Molten Zombie
    1600-400 = 1200; DEF unchanged; a face-down monster is not touched."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        boy = table.monster(0, "Star Boy")
        zombie = table.monster(1, "Molten Zombie")
        duel = table.build()
        assert duel.atk(boy.card(duel)) == 1050 and duel.atk(zombie.card(duel)) == 1200, rules
        assert duel.defense(zombie.card(duel)) == 400


def test_star_boy_boost_decides_a_battle():
    """Q: my opponent's Molten Zombie (FIRE, 1200 under Star Boy) attacks my Star Boy (1050 with
    its own boost): A: 150 damage to me and Star Boy is destroyed; once it is gone Molten Zombie
    is back to 1600."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    boy = table.monster(0, "Star Boy")
    zombie = table.monster(1, "Molten Zombie")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Molten Zombie", target=boy, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (7850, 8000) and grave(duel, 0) == ["Star Boy"]
    assert duel.atk(zombie.card(duel)) == 1600


def test_star_boy_face_down_or_under_skill_drain_changes_nothing():
    """Q: Star Boy Set face-down, or face-up under Skill Drain: does Molten Zombie lose 400? A:
    no: a face-down card applies no effect, and Skill Drain negates it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Star Boy", position="set")
    zombie = table.monster(1, "Molten Zombie")
    duel = table.build()
    assert duel.atk(zombie.card(duel)) == 1600
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    boy = table.monster(0, "Star Boy")
    zombie = table.monster(1, "Molten Zombie")
    duel = table.build()
    assert duel.atk(zombie.card(duel)) == 1600 and duel.atk(boy.card(duel)) == 550
