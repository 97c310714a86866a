"""The die (seed 004 §一 必要的场合要用到的东西: "2 骰子", a thing a duel needs when a card asks
for it): `Ctx.roll_die(player=None)` rolls a six-sided die for a player (the effect's player
by default). The result is drawn from the duel's PRNG, so the same seed and the same answers
roll the same (on CPython and PyPy: engine/rng.py is our own integer PRNG) and a fork rolls
what its original would; the roll is a public log event (`die_roll`: player, uid, name,
result) that both players and a spectator see, worded "Player 1 rolls a die: 4 (Graceful
Dice)". Graceful Dice and Skull Dice roll it (their own rulings: tests/cards/test_graceful_dice.py,
tests/cards/test_skull_dice.py)."""

import inspect

from duelist.cards.common import activate
from duelist.engine.effects import Ctx
from duelist.engine.events import event_for, public_form
from duelist.engine.names import EV
from duelist.engine.text import describe
from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _graceful_dice_at_its_last_window(seed):
    """Player 0 activates Graceful Dice (Battle Ox on the field); the duel waits on player 1's
    answer to Chain Link 1, the last decision before it resolves."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Graceful Dice")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Waboku")       # so that player 1 is asked
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build(seed=seed)
    s = Script(duel)
    s.pick("activate", "Graceful Dice", request="idle")
    assert duel.request.player == 1 and duel.request.kind == "chain"
    return duel, s


def _resolve(duel, s):
    while duel.request.kind != "idle":
        s.pick("pass")
    (roll,) = of_type(duel, "die_roll")
    return roll["result"]


def test_the_die_is_the_next_draw_of_the_duels_prng():
    """Seed 004 §一: the die is the duel's own randomness: the result is 1 + the PRNG's next
    draw below 6 (read from a copy of the PRNG before the roll), and over 40 seeds every face
    from 1 to 6 comes up."""
    faces = set()
    for seed in range(40):
        duel, s = _graceful_dice_at_its_last_window(seed)
        expected = duel.rng.copy().below(6) + 1
        roll = _resolve(duel, s)
        assert roll == expected
        faces.add(roll)
    assert faces == {1, 2, 3, 4, 5, 6}


def test_the_same_seed_and_answers_roll_the_same_die():
    """Seed 004 §一 with the engine's replay rule: the same seed and the same answers roll the
    same result (and make the same log, byte for byte)."""
    for seed in (3, 11, 97000001):
        first, s1 = _graceful_dice_at_its_last_window(seed)
        second, s2 = _graceful_dice_at_its_last_window(seed)
        assert _resolve(first, s1) == _resolve(second, s2)
        assert repr(first.log[:]) == repr(second.log[:])


def test_a_fork_rolls_what_its_original_would():
    """Seed 004 §一: a fork made before the roll copies the PRNG's future, so the fork and the
    original, answered alike, roll the same result."""
    for seed in range(6):
        duel, s = _graceful_dice_at_its_last_window(seed)
        fork = duel.fork()
        assert _resolve(fork, Script(fork)) == _resolve(duel, s)


def test_the_roll_is_a_public_event_both_players_and_a_spectator_see():
    """Seed 004 §一: the die is rolled in the open: the `die_roll` event names who rolled, the
    card and the result, with nothing private, and reads "Player 1 rolls a die: N (Graceful
    Dice)" (to player 0 named "You": "You roll a die: N")."""
    duel, s = _graceful_dice_at_its_last_window(5)
    result = _resolve(duel, s)
    (event,) = of_type(duel, EV.DIE_ROLL)
    assert "private" not in event
    for viewer in (0, 1, None):
        seen = event_for(event, viewer)
        assert (seen["player"], seen["name"], seen["result"]) == (0, "Graceful Dice", result)
    assert public_form(event)["result"] == result
    assert describe(event, 1) == "Player 1 rolls a die: %d (Graceful Dice)" % result
    assert describe(event, 0, ["You", "Rival"]) == "You roll a die: %d (Graceful Dice)" % result
    assert describe(event, None, ["Ann", "Bo"]) == "Ann rolls a die: %d (Graceful Dice)" % result


def test_roll_die_is_a_plain_call_for_the_effects_player_or_the_one_named(monkeypatch):
    """`Ctx.roll_die` needs no decision, so it is a plain call (not a generator) that returns
    the result at once; it rolls for the effect's player unless told another: a stand-in Waboku
    of player 1 rolls once for itself and once for its opponent, in that order."""
    assert not inspect.isgeneratorfunction(Ctx.roll_die)
    rolled = []

    def _roll_for_both(ctx):
        rolled.append(ctx.roll_die())
        rolled.append(ctx.roll_die(ctx.opponent))

    stand_in(monkeypatch, "Waboku", [activate(_roll_for_both)])
    duel, s = _graceful_dice_at_its_last_window(7)
    s.pick("activate", "Waboku", player=1, request="chain")
    while duel.request.kind != "idle":
        s.pick("pass")
    rolls = of_type(duel, EV.DIE_ROLL)
    assert [(e["player"], e["name"]) for e in rolls] == [(1, "Waboku"), (0, "Waboku"), (0, "Graceful Dice")]
    assert [e["result"] for e in rolls[:2]] == rolled
    assert all(isinstance(r, int) and 1 <= r <= 6 for r in rolled)
