"""The referee (duelist.testing.invariants) reads an effect applied at once between a Tribute and
its Summon (Fatal Abacus, round 56a; the referee's reading, stop 56) narrowly: only an `apply`
that comes after the Tributes, and the LP changes it makes, keep the Tributes counted and let
that Tribute Summon finish at 0 LP. Anything else still fails the log.

Seed 000 §决斗的胜负 (a player at 0 LP loses at the next state check: the duel does not go on
with a new Summon); seed 001 §其他效果 (an effect with no chain link applies the instant its
condition is met, inside the Summon's procedure); the Tribute Summon (its Tributes, then the
monster). Each test takes a right duel's log (a random duel built around Fatal Abacus, as
tests/engine/test_referee_reads_damage_between_a_tribute_and_its_summon_r56.py plays), changes
one thing, and expects the referee to refuse it, as tests/engine/test_property.py's referee
tests do. Round 56o: kills the referee's new lines read wider (`applied_at_once` set by a
Tribute, any LP change after the Tributes read as one of an effect applied at once, the 0 LP
exception without its Tribute test)."""

import types

import pytest

from duelist.testing.invariants import InvariantError, check_log
from duelist.testing.property import run_one

THEME = "Fatal Abacus+Summoned Skull+Dark Ruler Ha Des"


def _doctored(duel, change):
    log = [dict(e) for e in duel.log]
    change(log)
    return types.SimpleNamespace(log=log, rules=duel.rules, players=duel.players, result=duel.result)


def _lp_before(log, i, player):
    """The player's LP as the log stands before event `i`."""
    for e in reversed(log[:i]):
        if e.get("player") == player and "lp" in e and e["type"] in ("damage", "recover", "pay_lp", "lose_lp"):
            return e["lp"]
    return next(e for e in log if e["type"] == "duel_start")["lp"][player]


def _later_summon_after_an_apply(log):
    """The index of a Summon or Set with no Tribute that comes after an `apply` with no Tribute
    between them, or None."""
    applied = False
    for i, e in enumerate(log):
        if e["type"] == "apply":
            applied = True
        elif e.get("reason") == "tribute":
            applied = False
        elif applied and e["type"] in ("summon", "set_monster") and not e.get("tributes"):
            return i
    return None


def _tribute_summon_without_apply(log):
    """The index of a Summon or Set right after its Tribute (no `apply` between), or None."""
    for i, e in enumerate(log):
        if i and e["type"] in ("summon", "set_monster") and e.get("tributes") and \
                log[i - 1].get("reason") == "tribute":
            return i
    return None


def _duel_with(find):
    # (200 seeds: the property decks are drawn from every scripted card, so each new card moves
    # which seed shows a pattern; round 57a's three cards moved one to the 41st, seed 242, and a
    # middle state of stop 58's merges past the 60th)
    for seed in range(2, 2 + 6 * 200, 6):
        duel = run_one(seed, check_every=False, theme=THEME)
        i = find(duel.log)
        if i is not None:
            check_log(duel)         # the log as the engine wrote it is right
            return duel, i
    raise AssertionError("no duel shows it")


def test_an_lp_change_no_effect_applied_at_once_made_breaks_the_tributes_count():
    """Q: a log shows, between a Tribute and its Tribute Summon, the summoning player gaining
    100 LP and losing 100 LP, with no effect applied there. A: the referee refuses it: Tributes
    come right before their Summon; only an effect applied at once (an `apply`) and its LP
    changes may stand between."""
    duel, j = _duel_with(_tribute_summon_without_apply)
    player = duel.log[j]["player"]

    def change(log):
        lp = _lp_before(log, j, player)
        i = log[j]["i"]
        log[j:j] = [{"type": "recover", "player": player, "amount": 100, "lp": lp + 100, "i": i},
                    {"type": "damage", "player": player, "amount": 100, "lp": lp, "reason": "effect", "i": i}]
    with pytest.raises(InvariantError, match="Tribute"):
        check_log(_doctored(duel, change))


def test_a_duel_going_on_at_0_lp_after_an_earlier_effect_applied_at_once():
    """Q: a log shows Fatal Abacus applied, later a player at 0 LP, then a Summon with no
    Tribute. A: the referee refuses it at that Summon (the duel went on at 0 LP): the exception
    is only for the Tribute Summon whose Tribute set off the effect."""
    duel, j = _duel_with(_later_summon_after_an_apply)
    player = 1 - duel.log[j]["player"]

    def change(log):
        lp = _lp_before(log, j, player)
        log[j:j] = [{"type": "damage", "player": player, "amount": lp, "lp": 0, "reason": "effect", "i": log[j]["i"]}]
    # (refused at that Summon itself, not at some later event)
    with pytest.raises(InvariantError, match="'%s': the duel went on after a player reached 0 LP" % duel.log[j]["type"]):
        check_log(_doctored(duel, change))


def _abacus_between_tribute_and_summon(log):
    """The index of a Summon or Set whose Tributes are followed by Fatal Abacus's `apply` (and
    its damage) right before it, or None."""
    for i, e in enumerate(log):
        if e["type"] in ("summon", "set_monster") and e.get("tributes"):
            k = i - 1
            while k > 0 and log[k]["type"] in ("apply", "damage"):
                k -= 1
            if k < i - 1 and log[k].get("reason") == "tribute" and \
                    any(x["type"] == "apply" for x in log[k + 1:i]):
                return i
    return None


def test_another_event_after_the_effect_applied_at_once_breaks_the_tributes_count():
    """Q: a log shows a Tribute, Fatal Abacus's `apply` and damage, then a Deck shuffle, then the
    Tribute Summon. A: the referee refuses it: only the applied effect and its LP changes may
    stand between the Tributes and their Summon."""
    duel, j = _duel_with(_abacus_between_tribute_and_summon)
    player = duel.log[j]["player"]

    def change(log):
        log[j:j] = [{"type": "shuffle", "player": player, "i": log[j]["i"]}]
    with pytest.raises(InvariantError, match="Tribute"):
        check_log(_doctored(duel, change))


def test_a_player_at_0_lp_before_the_tributes_is_no_exception():
    """Q: a log shows a player at 0 LP, then a Tribute and its Tribute Summon, with no effect
    applied at once between them. A: the referee refuses it at that Summon: the exception is only
    for a Summon whose own Tribute set off an effect applied at once."""
    duel, j = _duel_with(_tribute_summon_without_apply)
    player = 1 - duel.log[j]["player"]
    k = j - 1
    while duel.log[k - 1].get("reason") == "tribute":
        k -= 1          # (the first of its Tributes)

    def change(log):
        lp = _lp_before(log, k, player)
        log[k:k] = [{"type": "damage", "player": player, "amount": lp, "lp": 0, "reason": "effect", "i": log[k]["i"]}]
    with pytest.raises(InvariantError, match="'%s': the duel went on after a player reached 0 LP" % duel.log[j]["type"]):
        check_log(_doctored(duel, change))


def test_only_the_summon_itself_finishes_at_0_lp():
    """Q: a log shows a Tribute, Fatal Abacus's `apply` and damage, then a player at 0 LP, then a
    new phase, then the Tribute Summon. A: the referee refuses it at the phase: the Summon whose
    Tribute set off the effect is finished, nothing else goes on at 0 LP."""
    duel, j = _duel_with(_abacus_between_tribute_and_summon)
    player = duel.log[j]["player"]

    def change(log):
        lp = _lp_before(log, j, player)
        i = log[j]["i"]
        log[j:j] = [{"type": "damage", "player": player, "amount": lp, "lp": 0, "reason": "effect", "i": i},
                    {"type": "phase", "player": player, "phase": "battle", "i": i}]
    with pytest.raises(InvariantError, match="'phase': the duel went on after a player reached 0 LP"):
        check_log(_doctored(duel, change))


def _tribute_summon_without_apply_after_an_apply(log):
    """As `_tribute_summon_without_apply`, for a Summon after an earlier `apply` in the duel."""
    first = next((i for i, e in enumerate(log) if e["type"] == "apply"), None)
    if first is None:
        return None
    j = _tribute_summon_without_apply(log[first:])
    return None if j is None else first + j


def test_an_effect_applied_at_once_earlier_does_not_excuse_a_later_tribute_summon():
    """Q: in a duel where Fatal Abacus was applied earlier, a log shows, between a later Tribute
    and its Tribute Summon (no effect applied there), the summoning player gaining and losing 100
    LP. A: the referee refuses it: each Tribute starts the reading afresh."""
    duel, j = _duel_with(_tribute_summon_without_apply_after_an_apply)
    player = duel.log[j]["player"]

    def change(log):
        lp = _lp_before(log, j, player)
        i = log[j]["i"]
        log[j:j] = [{"type": "recover", "player": player, "amount": 100, "lp": lp + 100, "i": i},
                    {"type": "damage", "player": player, "amount": 100, "lp": lp, "reason": "effect", "i": i}]
    with pytest.raises(InvariantError, match="Tribute"):
        check_log(_doctored(duel, change))
