"""Gatling Dragon's coin is the duel's coin: heads and tails read as every coin toss of the
duel reads them (round 49c's mutation round).

Gatling Dragon's text (toss a coin 3 times, destroy as many monsters as heads) and the engine's
one coin (Ctx.call_coin: the duel's PRNG, its first side "Heads"): from the same duel state,
Gatling Dragon's first toss shows the side Time Wizard's toss would show. Same seed, same
answers, same duel: a coin that read its sides the other way round would turn each seed's
heads into tails."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def _duel(seed):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Gatling Dragon", summon_kind="fusion")
    table.monster(0, "Time Wizard")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    return table.build(seed=seed)


def test_gatling_dragons_first_toss_shows_the_side_time_wizards_toss_shows():
    """Q: from the same position and seed, I toss Gatling Dragon's coins in one duel and Time
    Wizard's coin in the other. Does Gatling Dragon's first toss land as Time Wizard's did?
    A: yes, for every seed: they toss the same coin."""
    for seed in range(8):
        duel = _duel(seed)
        s = Script(duel)
        s.pick("activate", "Time Wizard")
        s.pick("option", "Heads", request="option")
        wizard = [e["value"] for e in duel.log if e["type"] == "declare" and e.get("what") == "coin toss"]
        duel = _duel(seed)
        s = Script(duel)
        s.pick("activate", "Gatling Dragon")
        while duel.request.kind == "chain":
            s.pick("pass")
        gatling = of_type(duel, "coin_tosses")[0]["results"]
        assert [w.lower() for w in wizard] == gatling[:1], seed
