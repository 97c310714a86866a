"""Gatling Dragon tosses a coin exactly three times (round 47b's mutation round).

The card's text: once per turn it tosses a coin 3 times and destroys as many monsters on the
field as heads; seed 000 §起動效果 (its effect, activated in its controller's Main Phase). The
three results are public (the log's coin tosses), and at most three monsters are destroyed."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def test_gatling_dragon_tosses_three_coins_each_time_it_is_used():
    """Q: how many coins does Gatling Dragon toss? A: three, whatever the field: each
    activation (over a few seeds) announces three results, its heads counted among them."""
    for seed in range(6):
        table = Table(rules="GOAT", turn=3, turn_player=0)
        table.monster(0, "Gatling Dragon", summon_kind="fusion")
        for name in ("Battle Ox", "Mystical Elf", "Summoned Skull", "Celtic Guardian", "Koumori Dragon"):
            table.monster(1, name)
        duel = table.build(seed=seed)
        s = Script(duel)
        s.pick("activate", "Gatling Dragon")
        tosses = of_type(duel, "coin_tosses")
        assert len(tosses) == 1 and len(tosses[0]["results"]) == 3, seed
        assert tosses[0]["heads"] == tosses[0]["results"].count("heads"), seed
