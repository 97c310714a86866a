"""Dice Jar (FLIP): each player rolls a six-sided die, again while the results are equal; the
player with the lower result takes damage equal to the higher result x 500, or 6000 if the
higher result is 6.

Seed 004 §一 必要的场合要用到的东西 (the die a duel needs: `Ctx.roll_die(player)`, each player
rolling their own; tests/rules/test_dice.py for the die itself); seed 000 §效果分類 (a FLIP
effect). The rulings are checked against the rolls the log shows, over seeds that between them
roll a tie and a 6."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table

SEEDS = range(24)


def _flip_summoned_dice_jar(seed):
    """Player 0 Flip Summons its Set Dice Jar and the FLIP effect resolves."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Dice Jar", position="set")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build(seed=seed)
    s = Script(duel)
    s.pick("flip_summon", "Dice Jar", request="idle")
    while duel.request.kind != "idle":
        s.pick("pass")
    return duel


def _pairs(duel):
    """The die rolls of the duel as (player 0's, player 1's) pairs, in the order rolled."""
    rolls = of_type(duel, "die_roll")
    assert [e["player"] for e in rolls] == [0, 1] * (len(rolls) // 2) and len(rolls) % 2 == 0
    assert all(e["name"] == "Dice Jar" for e in rolls)
    return [(rolls[i]["result"], rolls[i + 1]["result"]) for i in range(0, len(rolls), 2)]


def test_dice_jar_each_player_rolls_and_a_tie_is_rolled_again():
    """Both players roll their own die, its controller first; equal results are rolled again
    until they differ (over these seeds at least one tie came up and was rolled again)."""
    ties = 0
    for seed in SEEDS:
        pairs = _pairs(_flip_summoned_dice_jar(seed))
        assert all(a == b for a, b in pairs[:-1]) and pairs[-1][0] != pairs[-1][1]
        ties += len(pairs) - 1
    assert ties >= 1


def test_dice_jar_the_lower_roll_takes_500_per_pip_of_the_higher_or_6000_for_a_6():
    """The player with the lower result takes the higher result x 500 (a 6: 6000 instead); the
    other takes nothing. Over these seeds both players lost at least once and a 6 came up."""
    losers, sixes = set(), 0
    for seed in SEEDS:
        duel = _flip_summoned_dice_jar(seed)
        mine, theirs = _pairs(duel)[-1]
        high = max(mine, theirs)
        loser = 0 if mine < theirs else 1
        damage = 6000 if high == 6 else high * 500
        expected = [8000, 8000]
        expected[loser] -= damage
        assert lp(duel) == tuple(expected), (seed, mine, theirs)
        (event,) = of_type(duel, "damage")
        assert (event["player"], event["amount"]) == (loser, damage)
        losers.add(loser)
        sixes += high == 6
    assert losers == {0, 1} and sixes >= 1
