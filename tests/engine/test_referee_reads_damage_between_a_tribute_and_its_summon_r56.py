"""The referee (duelist.testing.invariants) and an effect applied the instant a Tribute reaches the
GY (stop 56).

Fatal Abacus's 500 is applied with no chain link the instant a monster goes to the GY (round 56a,
seed 001 §其他效果): a Tribute Summon's Tribute logs `to_grave`, then Fatal Abacus's `apply` and
`damage`, then the `summon`. The referee counted only Tributes right before their summon, and
failed a right duel (property test seed 2, once Fatal Abacus and Meteor Dragon met); a player the
damage takes to 0 LP loses there, before the Summon lands (seed 000 §勝負判定條件; round 59a)."""

from duelist.testing.invariants import check_log
from duelist.testing.property import run_one

THEME = "Fatal Abacus+Summoned Skull+Dark Ruler Ha Des"


def _abacus_between_tribute_and_summon(duel):
    log = duel.log
    return any(e["type"] == "apply" and e.get("name") == "Fatal Abacus" and log[i - 1].get("reason") == "tribute"
               and any(x["type"] in ("summon", "set_monster") for x in log[i + 1:i + 4])
               for i, e in enumerate(log) if i)


def test_referee_reads_damage_between_a_tribute_and_its_summon():
    """Q: in a random duel built around Fatal Abacus and Tribute monsters, a Tribute Summon's
    Tribute costs its owner 500 before the monster lands. A: the referee reads the log as right
    (the Tribute counted for its Summon), and the duel keeps every invariant after each decision.
    (Which seed shows it moves when cards are added: the first of 2, 8, 14... that does.)"""
    seed = next(s for s in range(2, 2 + 6 * 200, 6)
                if _abacus_between_tribute_and_summon(run_one(s, check_every=False, theme=THEME)))
    duel = run_one(seed, theme=THEME)
    assert _abacus_between_tribute_and_summon(duel)
    check_log(duel)
