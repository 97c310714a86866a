"""Gatling Dragon's coin tosses are once per turn (round 47b's mutation round).

The card's text ("once per turn", seed 000 §起動效果 / 一回合一次): after its effect resolves,
Gatling Dragon still on the field may not use it again that turn, whatever monsters are left."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table

VICTIMS = ("Battle Ox", "Mystical Elf", "Summoned Skull", "Celtic Guardian")


def test_gatling_dragon_still_on_the_field_cannot_toss_again_the_same_turn():
    """Q: my Gatling Dragon's tosses destroyed some of my opponent's monsters (never itself).
    May I use it again this turn? A: no, once per turn, on every seed tried."""
    for seed in range(4):
        table = Table(rules="GOAT", turn=3, turn_player=0)
        table.monster(0, "Gatling Dragon", summon_kind="fusion")
        for name in VICTIMS:
            table.monster(1, name)
        duel = table.build(seed=seed)
        s = Script(duel)
        s.pick("activate", "Gatling Dragon")
        heads = of_type(duel, "coin_tosses")[0]["heads"]
        for name in VICTIMS[:heads]:
            s.pick("select", name, request="select")
        while duel.request.kind == "chain":
            s.pick("pass")
        s.expect(request="idle", player=0)
        assert [c.name for c in duel.monsters(0)] == ["Gatling Dragon"], seed
        assert not s.has("activate", "Gatling Dragon"), seed
