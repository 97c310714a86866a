"""The referee (duelist.testing.invariants) and an LP loss that is neither damage nor a cost (stop 56).

Round 56b made Jirai Gumo's wrong call a loss of LP of its own kind (`Ctx.lose_lp`, log "lose_lp":
yugioh-wiki.net 《地雷蜘蛛》, a loss, not damage); the referee that rereads random duels' logs added up
only damage, recoveries and payments, and read a right duel as wrong at its end ("the log's LP add up
to 8000, the duel says 4000": property duels of the Jirai Gumo theme, seed 20). The replay's text says
the loss too."""

from duelist.engine.text import describe
from duelist.testing.invariants import check_log
from duelist.testing.property import run_one


def _lost(duel):
    return [e for e in duel.log if e["type"] == "lose_lp"]


def test_referee_reads_jirai_gumos_lp_loss():
    """Q: in a random duel built around Jirai Gumo, a wrong call costs its controller half their LP.
    A: the referee adds the loss to the LP it follows, and the duel keeps every invariant; the log's
    text reads "... loses N LP (LP M)". (Which seed shows it moves when cards are added: the first of
    2, 8, 14... that does.)"""
    seed = next(s for s in range(2, 2 + 6 * 200, 6) if _lost(run_one(s, check_every=False, theme="Jirai Gumo")))
    duel = run_one(seed, theme="Jirai Gumo")
    event = _lost(duel)[0]
    check_log(duel)
    assert describe(event).endswith("loses %d LP (LP %d)" % (event["amount"], event["lp"]))
