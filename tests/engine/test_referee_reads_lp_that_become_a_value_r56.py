"""The referee (duelist.testing.invariants) and LP that "become" a value (stop 56).

Round 56z's `Ctx.set_lp` (Self-Destruct Button: both players' LP become 0; Reversal Quiz: the
players' LP are exchanged) logs "lp_become" with the LP it found and the LP it left: neither damage,
a cost nor a gain. The referee followed only damage, gains and payments, and read right duels as
wrong ("player 0 had 8000 LP, - 1500, but the log says 4500": property seed 5600 of that theme);
the replay's text says the change too."""

from duelist.engine.text import describe
from duelist.testing.invariants import check_log
from duelist.testing.property import run_one

THEME = "Self-Destruct Button+Reversal Quiz+Final Countdown"


def _become(duel):
    return [e for e in duel.log if e["type"] == "lp_become"]


def test_referee_reads_lp_that_become_a_value():
    """Q: in a random duel built around Self-Destruct Button and Reversal Quiz, a player's LP
    become a value. A: the referee follows the LP from the value the log says, and the duel keeps
    every invariant; the text reads "... LP become N (from M)". (Which seed shows it moves when
    cards are added: the first of 2, 8, 14... that does.)"""
    seed = next(s for s in range(2, 2 + 6 * 200, 6) if _become(run_one(s, check_every=False, theme=THEME)))
    duel = run_one(seed, theme=THEME)
    event = _become(duel)[0]
    check_log(duel)
    assert describe(event).endswith("LP become %d (from %d)" % (event["lp"], event["from"]))
