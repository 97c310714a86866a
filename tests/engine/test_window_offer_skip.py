"""A response window does not ask `_response_options` for a player whose offer cache is
current and holds nothing for this kind of window (docs/performance.md, round 9a: the cache
test written out in `_window`, no call). The ruling it stands for: a player who has no card
or effect that could be activated in this kind of window has no legal response, so the
window passes them by.

At every response window of random duels on the bench's effect pairs that asked nobody
(the window returned at once), each player it did not ask `_response_options` about has,
by a fresh walk of their cards (`_offer_candidates`, made again from nothing), nothing to
offer in this kind of window (a summon being made or not). Two scenarios check what random
duels never reach (a card offered only in the summon-negation window; a player whose
offers changed by a change of control). Since round 33w a window also passes by a player
whose column answered nothing before, nothing that answer read changed since (chain.py
`_window`, `_phase_cards[12 + player]`): for those, the same ask made fresh offers nothing.
An engine-internal check: the cache and the walk are private."""

from duelist.engine import chain as chain_module
from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def watch_window_skips(monkeypatch, check):
    """Calls check(duel, player, column) for each player an empty response window passed by
    without asking `_response_options` (column: the one the window read, 1 in a
    summon-negation window, else `_IN_DAMAGE_STEP` in the damage step, 0 in a window some
    happening opened, `_UNOPENED` in one none opened: tests/engine/test_offer_columns.py), at
    the window's return: an empty window changes nothing after it looked (it only hands the
    idle menu's happenings back), so the duel is as it was when the window passed them by.
    Returns the counts."""
    window = Duel._window
    response_options = Duel._response_options
    asked = []
    counts = {"empty windows": 0, "skipped": 0, "skipped while summoning": 0}

    def recording_response_options(duel, player, idle=False, into=None, candidates=None):
        asked.append((duel, player, idle))
        return response_options(duel, player, idle, into, candidates)

    def checked_window(duel, name, triggers=True, first=None, passed=0, hold_flips=False, opened=None):
        before = len(asked)
        may_open = not duel._resolving and duel._any_scripts
        batch = duel._batch     # (a window that closes a batch of happenings is opened by them)
        result = window(duel, name, triggers, first, passed, hold_flips, opened)
        if result == () and may_open and not duel._resolving and not duel.chain and \
                not (triggers and duel.pending and duel._chainable_pending()):
            # an empty window that opened: both players were looked at (the second unless
            # it had passed already), by a call or by the cache
            start = duel.turn_player if first is None or first < 0 else first     # (-1: S.AFTER_SUMMON)
            players = (start,) if passed else (start, 1 - start)
            called = set(p for d, p, idle in asked[before:] if d is duel and not idle)
            if duel.summoning:
                column = 1
            elif duel.step == "damage" and duel.phase == "battle":
                column = chain_module._IN_DAMAGE_STEP
            elif opened if opened is not None else duel._batch != batch:
                column = 0
            else:
                column = chain_module._UNOPENED
            for player in players:
                if player not in called:
                    check(duel, player, column)
                    counts["skipped"] += 1
                    counts["skipped while summoning"] += column == 1
            counts["empty windows"] += 1
        return result

    monkeypatch.setattr(Duel, "_response_options", recording_response_options)
    monkeypatch.setattr(Duel, "_window", checked_window)
    return counts


def _nothing_to_offer(duel, player, column):
    entry = duel._offer_cache[player]
    kept = duel._phase_cards[12 + player]
    if entry is not None and entry[0] == duel._sides[player] and kept is not None \
            and any(kept[0] is each for each in entry[1]):
        # (round 33w: passed by on the answer kept where the same column answered nothing and
        # nothing that answer read has changed, chain.py `_window`; each such pass-by is checked
        # in tests/engine/test_window_kept_empty_answer_r33w.py: here, the same ask made fresh
        # offers nothing)
        fresh = duel._response_options(player)
        duel._phase_cards[12 + player] = kept
        assert not fresh, ("a player with something to offer was passed by", duel.turn, len(duel.answers), player,
                           column)
        return
    duel._offer_cache[player] = None         # the walk made again from nothing
    candidates = duel._offer_candidates(player, column)
    if candidates and column == 0:
        # (round 29w: a window whose opening happenings are of no type any effect of the duel
        # answers, a phase or a draw, also passes by a player whose candidates there all answer
        # one: Mirror Force, Trap Hole; the batch the empty window closed is its opening
        # happenings)
        assert all(effect.answers for _card, effect in candidates) and \
            not any(ev["type"] in duel._hears[1] for ev in duel._last_batch_events), \
            ("a player with something to offer was passed by", duel.turn, len(duel.answers), player, column)
        return
    assert candidates == [], \
        ("a player with something to offer was passed by", duel.turn, len(duel.answers), player, column)


def test_a_window_passes_by_only_players_with_nothing_to_offer_there(monkeypatch):
    counts = watch_window_skips(monkeypatch, _nothing_to_offer)
    for _duel, _where in random_decisions(PAIRS):
        pass
    assert counts["empty windows"] > 500 and counts["skipped"] > 500 and counts["skipped while summoning"] > 0, counts


def test_a_card_that_only_negates_summons_is_offered_in_the_summon_window(monkeypatch):
    """A Set Counter Trap whose one effect negates a Summon (Solemn Judgment given only its
    first effect: nothing to offer in any other kind of window) is offered in the window of
    a Normal Summon (seed 000 §反擊陷阱): the summon-negation window looks at what the
    player's cards offer there, not in an ordinary window, also when the player's offer
    cache is current (Dian Keto's window looked at the same cards just before, and found
    nothing to offer there); the Summon is negated."""
    from duelist.cards.common import activate
    from duelist.cards.scripts import c41420027_solemn_judgment as solemn
    from duelist.testing.scenario import Script, Table
    from tests.rules.stand_ins import stand_in
    stand_in(monkeypatch, "Solemn Judgment", [
        activate(solemn.negate_summon, condition=lambda ctx: bool(ctx.summoning), cost=solemn.half_lp,
                 tag="negate_summon", label="negate a Summon")])
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.hand(0, "Dian Keto the Cure Master")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dian Keto the Cure Master")
    assert duel._offer_cache[1] is not None and not duel._offer_cache[1][1][0]   # looked at: nothing there
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    assert "Battle Ox" in [c.data.name for c in duel.players[0].grave] and not duel.monsters(0)
    assert duel.players[1].lp == 4000      # (its cost: half of 8000)


def test_the_second_player_is_asked_again_after_their_offers_changed(monkeypatch):
    """The window's second player (here the opponent of the turn player) is passed by only
    while their offer cache is current: once they take control of a monster with a Quick
    Effect (given a made-up one that can be activated at any time), the next window asks
    them and offers it, though their cache held nothing before (seed 000 §咒文速度: a
    spell speed 2 effect may be activated in any response window)."""
    from duelist.cards.common import QUICK, Effect
    from duelist.testing.scenario import Table
    from tests.rules.stand_ins import stand_in
    stand_in(monkeypatch, "Celtic Guardian", [Effect(QUICK, resolve=lambda ctx: None, label="do nothing")])
    table = Table(rules="GOAT", turn=3, turn_player=0)
    guardian = table.monster(0, "Celtic Guardian")
    table.hand(0, "Battle Ox")
    duel = table.build()
    card = guardian.card(duel)
    duel._response_options(1)
    assert duel._offer_cache[1] is not None and not duel._offer_cache[1][1][0]   # nothing of theirs
    assert duel.take_control(card, 1)
    duel.answer(next(o for o in duel.request.options if o.kind == "summon"))    # Battle Ox
    while duel.request.kind in ("zone", "position") or (duel.request.kind == "chain" and duel.request.player == 0):
        request = duel.request          # (its zone, its position; the turn player passes)
        duel.answer(next((o for o in request.options if o.kind == "pass"), request.options[0]))
    assert duel.request.kind == "chain" and duel.request.player == 1, duel.request
    assert [(o.card, o.effect) for o in duel.request.options if o.kind == "activate"] == [(card.uid, 0)]
