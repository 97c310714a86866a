"""A response window passes a player by without asking `_response_options` where that
player's column answered nothing before and nothing it read has changed (round 33w, chain.py
`_window`, `Duel._phase_cards[12 + player]`): every candidate of the column was refused by a
test that reads only the field or the piles (free Monster Zones for Scapegoat, a DARK monster
for Deck Devastation Virus, a Gravekeeper's monster in the GY for Rite of Spirit, monsters on
the field or in a GY), by `Responding` with no chain being built (Big Shield Gardna,
Judgment of Anubis), or by its declared phases (`During`: Ultimate Offering outside its
player's Main Phase and the opponent's Battle Phase), and the same column is asked at the same
field and piles (the sum of `_field_version` and `_pile_version`, each of which only grows)
and, for a phase refusal, in the same turn at a phase it does not name either. The phase
windows of one turn (Draw, Standby, End) ask the same player the same question again.

Ruled here: Rite of Spirit, Set with no Gravekeeper's monster in its player's GY, is not
activatable, and its player is passed by again while nothing changes; once a Gravekeeper's
monster reaches that GY from the hand (no card on the field moved: the piles' version alone
tells), it is offered at the next window. And the safety net: in random duels of the four
effect pairs, at every window that passes a player by on the kept answer, the same ask made
fresh (the column picked and the cache tested by `_response_options` itself) and the plain
rule (`plain_activations`: every card, every effect, `_can_activate`) offer nothing either.
An engine-internal check: the kept answer is private."""

import inspect
import sys

from duelist.engine import state as S
from duelist.engine.chain import ChainMixin
from duelist.testing.plain import plain_activations
from duelist.testing.scenario import Table
from duelist.testing.walks import random_decisions

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def _lookups():
    """{line of a kept answer's read in `_window`: (the player's local name, the line of the
    ask it stands in for)}: the read of `_phase_cards[12 + who]`, then its test (the lines up
    to the ask), then the ask `_response_options(who, ...)` where the kept answer is not used."""
    lines, first = inspect.getsourcelines(ChainMixin._window)
    found = {}
    for who in ("start", "other"):
        read = next(first + i for i, line in enumerate(lines)
                    if line.strip() == "kept = self._phase_cards[12 + %s]" % who)
        ask = next(first + i for i, line in enumerate(lines)
                   if first + i > read and line.strip().startswith("options = self._response_options(%s," % who))
        found[read] = (who, ask)
    return found


def test_a_player_passed_by_on_the_kept_answer_has_nothing_to_activate():
    code = ChainMixin._window.__code__
    lookups = _lookups()
    seen = {"passed by": 0, "asked after a read": 0, "pairs": set(), "phase refusals": 0}
    duel_of = {}

    def check(frame, who):
        duel = frame.f_locals["self"]
        player = frame.f_locals[who]
        known = duel._phase_cards
        kept = known[12 + player]
        assert kept is not None
        if kept[2] is not None:
            seen["phase refusals"] += 1
        # the same ask made fresh (its own column, its own cache test) and the plain rule; the
        # fresh ask may keep an answer of its own: the one the window read is put back after
        fresh = duel._response_options(player)
        known[12 + player] = kept
        assert not fresh, (duel.turn, duel.phase, player, [(o.name, o.effect) for o in fresh])
        assert plain_activations(duel, player, False) == [], (duel.turn, duel.phase, player)
        seen["passed by"] += 1
        seen["pairs"].add(duel_of.get("pair"))

    condition_lines = dict((who, set(range(read + 1, ask))) for read, (who, ask) in lookups.items())

    def tracer(frame, event, arg):
        if event == "call" and frame.f_code is code:
            pending = [None]    # (who, ask line) after a kept answer's read: until the ask, or not

            def local(frame, event, arg):
                if event == "line":
                    line = frame.f_lineno
                    if pending[0] is not None:
                        who, ask = pending[0]
                        if line == ask:
                            seen["asked after a read"] += 1
                            pending[0] = None
                        elif line not in condition_lines[who]:
                            # (past the test without the ask: the player is passed by)
                            pending[0] = None
                            check(frame, who)
                    if line in lookups:
                        pending[0] = lookups[line]
                return local
            return local
        return None

    sys.settrace(tracer)
    try:
        for duel, where in random_decisions(PAIRS, range(20)):
            duel_of["pair"] = where[0]
    finally:
        sys.settrace(None)
    assert seen["passed by"] >= 1000 and len(seen["pairs"]) == 4 and seen["phase refusals"] >= 50, seen


def test_rite_of_spirit_is_offered_once_a_gravekeepers_monster_reaches_the_gy_with_the_field_unchanged():
    """Player 1 has Rite of Spirit Set (from an earlier turn: it may be activated) and
    Gravekeeper's Spy in the hand, nothing in the GY; player 0 is at their Main Phase menu.
    Rite of Spirit needs a Gravekeeper's monster in its player's GY to target: player 1 has
    nothing to activate, and a response window opened now passes them by on that answer. The
    Spy then goes from the hand to the GY (as a discard does: no card enters or leaves the
    field): Rite of Spirit may be activated, and the next window asks player 1."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Rite of Spirit")
    table.hand(1, "Gravekeeper's Spy")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert duel._response_options(1) == []
    kept = duel._phase_cards[13]
    assert kept is not None and kept[2] is None         # (kept: refused by its GY alone)
    assert duel._window("test_window") == ()            # nobody asked: player 1 passed by
    spy = duel.players[1].hand[0]
    field = duel._field_version
    duel._remove(spy, "discarded")
    duel._place(spy, S.GRAVE, 1)
    assert duel._field_version == field and duel._phase_cards[13] is kept
    assert [o.name for o in duel._response_options(1)] == ["Rite of Spirit"]
    duel._phase_cards[13] = kept                         # (as the window finds it)
    assert duel._window("test_window") != ()            # player 1 is asked
