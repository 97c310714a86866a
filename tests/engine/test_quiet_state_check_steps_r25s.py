"""The state checks skip a step whose inputs are those of the last pass that ran it and found
nothing to do (docs/performance.md, round 25s: engine/actions.py `_state_check_pass`, its key
in `Duel._phase_cards[10:20]`). ENGINE.md §2: after each action the state checks end lasting
effects bound to a relation or an object that is gone, destroy Equip Cards without a legal
monster, settle controls bound to an Equip Card, and mark which related cards' effects are
negated; a step may be skipped only where it could not have done anything.

- At every pass of random duels on the four effect bench pairs where the key says a step
  would be skipped, the key is set aside and the real pass runs instead: it must not do what
  a skipped step does (end a lasting effect bound to an object, destroy an Equip Card, end or
  move a bound control, change a relation's `negated`).
- The same duels played with the key always set aside (every step run at every pass) give
  the same log, byte for byte.

An engine-internal check: the checks, their pass and the key are private."""

import sys

from duelist.agents import RandomAgent, play_out
from duelist.deck.formats import load_bundled_deck
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.engine.names import L
from duelist.testing.scenario import Script, Table

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def _would_skip(duel, roles):
    """The steps the pass would skip now, read from the key as the pass reads it."""
    known = duel._phase_cards
    relations = duel.relations
    # (round 30s: the relations are the key's through [10], which every change of them empties;
    # round 32s: so are the lasting effects, duel.py's gate, the key stores no version; [15]
    # None: the lingering step's answer read no uid off the field)
    if known[10] is not roles:
        return ()
    steps = []
    if duel.lingering and known[16] and (known[15] is None or known[15] == duel._next_uid):
        steps.append("lingering")
    if roles[8][0] is not None and known[17]:
        steps.append("equips")
    if known[18]:
        steps.append("take-control")
    if relations and known[19]:
        steps.append("relations")
    return steps


def _snapshot(duel):
    return {
        "log": len(duel.log),
        "lasting": [(e, dict(e.info) if isinstance(e.info, dict) else e.info) for e in duel.lingering],
        "negated": [(r, r.negated) for r in duel.relations],
        "field": [(c.uid, c.location, c.position, c.controller) for c in duel._scan_field()],
    }


def _what_the_real_pass_did(duel, before, steps):
    """What a skipped step would have done, found in what the real pass did."""
    wrong = []
    events = [e["type"] for e in list(duel.log)[before["log"]:]]
    after = {id(e): (e, e.info) for e in duel.lingering}
    for entry, info in before["lasting"]:
        ended = id(entry) not in after
        if "lingering" in steps and ended and entry.until.by_object and entry.tag != L.CONTROL_BOUND:
            wrong.append(("lingering: a lasting effect bound to an object ended", entry.tag))
        if "take-control" in steps and entry.tag == L.CONTROL_BOUND and (
                ended or (isinstance(info, dict) and info != entry.info)):
            wrong.append(("take-control: a bound control ended or changed", info))
    if "take-control" in steps and "control" in events:
        wrong.append(("take-control: control changed", events))
    if "equips" in steps and "equip_lost" in events:
        wrong.append(("equips: an Equip Card was destroyed", events))
    if "relations" in steps:
        for r, negated in before["negated"]:
            if r.negated != negated:
                wrong.append(("relations: negated changed", negated, r.negated))
    return wrong


class _Checked(Duel):
    """A duel that, at every pass where the key would skip a step, sets the key aside and
    runs the real pass, asserting it does nothing a skipped step does."""

    skipped = None

    def _state_check_pass(self, roles=None):
        current = roles
        if current is None:
            current = self._field_cache
            if current is None or current[0] != self._field_version:
                current = self._field_roles()
        steps = _would_skip(self, current)
        if not steps:
            return Duel._state_check_pass(self, roles)
        for step in steps:
            _Checked.skipped[step] = _Checked.skipped.get(step, 0) + 1
        before = _snapshot(self)
        self._phase_cards[10] = None        # (the key set aside: every step runs)
        Duel._state_check_pass(self, roles)
        wrong = _what_the_real_pass_did(self, before, steps)
        assert not wrong, (wrong, self.turn, len(self.answers))


class _Unkeyed(Duel):
    """A duel whose passes never find a key: every step runs at every pass (and every check
    with something to look at makes a pass: round 26s)."""

    def _state_checks(self, roles=None):
        self._phase_cards[10] = None
        return Duel._state_checks(self, roles)

    def _state_check_pass(self, roles=None):
        self._phase_cards[10] = None
        return Duel._state_check_pass(self, roles)


def _play(cls, deck1, deck2, seed):
    duel = cls(deck1, deck2, seed=seed)
    play_out(duel, (RandomAgent(seed + 1), RandomAgent(seed + 2)))
    return duel


def test_every_skipped_step_would_have_done_nothing():
    _Checked.skipped = {}
    for deck1, deck2 in PAIRS:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in range(8):
            _play(_Checked, d1, d2, seed)
    # (each kind of skip is taken, and often)
    skipped = _Checked.skipped
    assert skipped.get("equips", 0) > 100, skipped
    assert skipped.get("relations", 0) > 100, skipped
    assert skipped.get("lingering", 0) > 10, skipped
    assert skipped.get("take-control", 0) > 10, skipped


def test_duels_with_every_step_run_at_every_pass_log_the_same():
    for deck1, deck2 in PAIRS:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in (5, 6):
            keyed = _play(Duel, d1, d2, seed)
            unkeyed = _play(_Unkeyed, d1, d2, seed)
            assert keyed.log_digest() == unkeyed.log_digest(), (deck1, seed)


def test_a_copy_starts_with_no_key():
    """A copy at a quiet point keeps no key of its original's (the list is emptied as a cache,
    `STATE["_phase_cards"]`): its first pass runs every step; a fork shares none of the key's
    objects."""
    d1, d2 = load_bundled_deck(PAIRS[1][0]), load_bundled_deck(PAIRS[1][1])
    duel = Duel(d1, d2, seed=3)
    agents = (RandomAgent(4), RandomAgent(5))
    for _ in range(80):
        if duel.request is None:
            break
        duel.answer(agents[duel.request.player].choose(duel, duel.request))
    assert len(duel._phase_cards) == 22      # round 55r: [21] turn.py `_end_phase_arrivers`
    copy = duel._copy()
    assert copy._phase_cards[10:20] == [None] * 10
    fork = duel.fork()
    assert all(fork._phase_cards[i] is None or fork._phase_cards[i] is not duel._phase_cards[i]
               for i in (10, 12))


class _Stamped(Duel):
    """A duel that notes, wherever a field card turns face-up or its activation stays on the
    field (a Flip Summon, a flip by an attack or an effect, a resolved Continuous or Equip
    Card: each then starts its continuous effects, `_stamp`), whether the key was set aside."""

    seen = None

    def _stamp(self, card):
        caller = sys._getframe(1).f_code.co_name
        if caller in ("_flip_summon_proc", "_flip_by_attack", "change_position", "_resolve_chain"):
            _Stamped.seen.append((caller, self._phase_cards[10] is None))
        return Duel._stamp(self, card)


def test_every_flip_and_activation_that_stays_sets_the_key_aside():
    _Stamped.seen = []
    for deck1, deck2 in PAIRS:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in range(3):
            _play(_Stamped, d1, d2, seed)
    callers = {caller for caller, _ in _Stamped.seen}
    assert {"_flip_summon_proc", "_flip_by_attack", "_resolve_chain"} <= callers, callers
    assert all(cleared for _, cleared in _Stamped.seen), [s for s in _Stamped.seen if not s[1]][:5]


def test_an_equip_spell_goes_at_the_check_after_its_monster_turns_face_down():
    """Lucky Iron Axe equipped to Battle Ox; two quiet checks (the second finds the key);
    Battle Ox turned face-down with no card entering or leaving a zone: the next check
    destroys the Axe (an Equip Card needs a face-up monster, seed 000 §裝備卡)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    axe = table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=ox)
    table.hand(1, "Book of Moon")
    duel = table.build()
    ox, axe = ox.card(duel), axe.card(duel)
    for _ in range(2):
        before = len(duel.log)
        duel._state_checks()
        assert len(duel.log) == before
    assert duel._phase_cards[17] is True       # (the equips step quiet at this key)
    version = duel._field_version
    duel.change_position(ox, S.FACEDOWN_DEFENSE)
    assert duel._field_version == version
    before = len(duel.log)
    duel._state_checks()
    assert [e["type"] for e in list(duel.log)[before:]][:1] == ["equip_lost"]
    assert axe.location == S.GRAVE and ox.location == S.MZONE


def test_a_set_card_turned_face_up_by_its_activation_sets_the_key_aside(monkeypatch):
    """Imperial Order, Set, is activated after quiet checks: it turns face-up without entering
    or leaving a zone; the first pass after that (the response window's check) finds the key
    set aside."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=table.monster(0, "Celtic Guardian"))
    order = table.spell_trap(0, "Imperial Order")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    order = order.card(duel)
    for _ in range(2):
        duel._state_checks()
    assert duel._phase_cards[10] is not None
    seen = []
    original = Duel._state_check_pass

    def watched(self, roles=None):
        if order.position != S.FACEDOWN and not seen:
            seen.append(self._phase_cards[10] is None)
        return original(self, roles)

    monkeypatch.setattr(Duel, "_state_check_pass", watched)
    s = Script(duel)
    s.pick("activate", "Imperial Order", player=0, request="idle")
    assert seen == [True], seen
