"""The state checks pass by a field with nothing for them without calling the pass
(docs/performance.md, round 14s: `_state_checks` in engine/actions.py asks the pass's idle
test itself, on CPython; on PyPy every check calls the pass, which asks the same test). ENGINE.md §2: after each action the state
checks destroy Equip Cards without a legal monster, apply STATE effects, settle bound
controls, check special wins and turn monsters a force_defense effect reaches to Defense
Position; a check may be passed by only where none of that could happen.

- At every check of random duels on the four effect bench pairs that did not call the pass
  (several seeds each), a fresh look at the field finds no Equip Card in a Spell & Trap
  Zone, no card with a take-control or force_defense effect, no STATE effect that needs
  neither a cut nor a resolved link, nothing is related, was cut or could win the duel, no
  link has just resolved beside a card with a STATE effect (round 28s), and at most one effect lasts, neither bound to an object nor a control
  bound to an Equip Card (round 24s); and a real pass run right there logs nothing and moves
  nothing (LP, losers, lasting effects, each field card's place and position).
- Judge's rulings the shortcut must not hide: an Equip Spell whose monster is turned
  face-down is destroyed at the next check (seed 000 §裝備卡: an Equip Card needs a face-up
  monster), and so is one whose monster has left the field.

An engine-internal check: the checks and their pass are private."""

import pytest

from duelist.agents import RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine import actions as A
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.engine.names import C, L, M
from duelist.testing.scenario import Table

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def _nothing_for_a_pass(duel):
    """What a fresh look at the duel says: True when no step of a pass has anything to ask."""
    field = duel._scan_field()
    for c in field:
        if c.location == S.SZONE and (c.data.property == "Equip" or (c.marks is not None and M.EQUIPPED in c.marks)):
            return "an Equip Card"
        script = c.script
        if script is None:
            continue
        if C.TAKE_CONTROL in script.cont_tags or "force_defense" in script.cont_tags:
            return "a take-control or force_defense card"
        if any(e.needs is None for e in script.states):
            return "a STATE effect that needs nothing"
    # (round 28s: a link just resolved is something for a pass only through a STATE effect,
    # one that declares `needs` or not: with no card with STATE effects on the field, nothing)
    states = any(c.script is not None and c.script.states for c in field)
    if duel.relations or duel._cut or (duel.just_resolved is not None and states) or duel._win_cards:
        return "something related, cut, resolved or a special-win card"
    lingering = duel.lingering
    if len(lingering) > 1 or (lingering and (lingering[0].until.by_object or lingering[0].tag == L.CONTROL_BOUND)):
        # (round 24s: one lasting effect neither bound to an object nor a bound control is
        # nothing for a pass: its lingering and take-control steps look only at those)
        return "something lasting that a pass looks at"
    return None


def _marked_quiet(duel):
    """Round 26s: the last pass at the state checks' key found the whole pass quiet, and the
    key holds, so the check makes no pass on a field that may hold something (its own check:
    tests/engine/test_whole_quiet_state_check_pass_r26s.py)."""
    if not duel._any_scripts:
        return False
    known = duel._phase_cards
    roles = duel._field_cache
    if roles is None or roles[0] != duel._field_version:
        return False        # (the field changed since: the key cannot hold)
    # (round 28s: the mark True, or the face-up STATE effects' declared moments, none now)
    mark = known[11]
    quiet = mark is True or (type(mark) is tuple and duel.phase not in mark[duel.turn_player])
    # (round 30s: the relations are the key's through [10], which every change of them
    # empties; round 32s: so are the lasting effects, duel.py's gate, the key stores no
    # version; [15] None: the lingering step's answer read no uid off the field)
    return quiet and known[10] is roles and \
        duel.just_resolved is None and (not duel.lingering or known[15] is None or known[15] == duel._next_uid)


def _visible(duel):
    return (len(duel.log), duel.players[0].lp, duel.players[1].lp, list(duel._losers), duel.result,
            len(duel.lingering), [(c.uid, c.location, c.position) for c in duel._scan_field()])


class _Watched(Duel):
    """A duel that, at every state check that did not reach the pass, looks afresh and runs
    a real pass to see that it does nothing."""

    skipped = 0
    passed = 0

    def _state_check_pass(self, roles=None):
        self._called = True
        _Watched.passed += 1
        return Duel._state_check_pass(self, roles)

    def _carry_quiet_key(self, roles):
        # (round 45s: the key carried across moves of cards that file nothing, the mark held:
        # the check makes no pass on a field that may hold something, as a marked one; its own
        # check: tests/engine/test_state_check_key_across_plain_moves_r45s.py)
        answer = Duel._carry_quiet_key(self, roles)
        if answer:
            self._carried = True
        return answer

    def _state_checks(self, roles=None):
        self._called = self._carried = False
        marked = _marked_quiet(self)
        Duel._state_checks(self, roles)
        marked = marked or self._carried
        if not self._called and self._any_scripts and self.result is None:
            _Watched.skipped += 1
            if not marked:
                why = _nothing_for_a_pass(self)
                assert why is None, (why, self.turn, len(self.answers))
            before = _visible(self)
            Duel._state_check_pass(self)
            assert _visible(self) == before, (self.turn, len(self.answers))


def test_every_check_passed_by_had_nothing_for_a_pass():
    _Watched.skipped = _Watched.passed = 0
    for deck1, deck2 in PAIRS:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in range(4):
            duel = _Watched(d1, d2, seed=seed)
            agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
            while duel.request is not None:
                request = duel.request
                duel.answer(agents[request.player].choose(duel, request))
    # (the shortcut is taken often where it is asked, and the pass is still reached often)
    # (round 28s: right after a link resolved, a field with no STATE card makes no pass
    # either: 864 passes here)
    assert _Watched.passed > 700, _Watched.passed
    if A._IDLE_TEST_IN_CHECKS:
        assert _Watched.skipped > 1000, _Watched.skipped
    else:
        assert _Watched.skipped == 0, _Watched.skipped      # (PyPy: every check calls the pass)


def _axe_on_battle_ox():
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    axe = table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=ox)
    table.hand(1, "Book of Moon")      # (a card with a script: the duel has state checks to run)
    duel = table.build()
    ox, axe = ox.card(duel), axe.card(duel)
    duel._state_checks()        # (the field roles and their plan made: the Axe is listed)
    return duel, ox, axe


def test_an_equip_spell_whose_monster_turns_face_down_is_destroyed():
    """Lucky Iron Axe equipped to Battle Ox; Battle Ox turned face-down (no card entered or
    left a zone, so the field roles stay current): the next state check destroys the Axe
    (an Equip Card needs a face-up monster), logged as equip_lost."""
    duel, ox, axe = _axe_on_battle_ox()
    version = duel._field_version
    duel.change_position(ox, S.FACEDOWN_DEFENSE)
    assert duel._field_version == version
    before = len(duel.log)
    duel._state_checks()
    assert [e["type"] for e in list(duel.log)[before:]][:1] == ["equip_lost"]
    assert axe.location == S.GRAVE and ox.location == S.MZONE


def test_an_equip_spell_whose_monster_left_is_destroyed():
    """Lucky Iron Axe equipped to Battle Ox; Battle Ox destroyed: the next state check
    destroys the Axe too (equip_lost), and the one after that finds nothing more."""
    duel, ox, axe = _axe_on_battle_ox()
    duel.destroy([ox], "effect")
    before = len(duel.log)
    duel._state_checks()
    assert "equip_lost" in [e["type"] for e in list(duel.log)[before:]]
    assert axe.location == S.GRAVE and ox.location == S.GRAVE
    before = len(duel.log)
    duel._state_checks()
    assert len(duel.log) == before



@pytest.mark.skipif(not A._IDLE_TEST_IN_CHECKS, reason="the checks ask the idle test themselves on CPython only")
def test_a_plan_that_calls_every_field_idle_is_caught(monkeypatch):
    """A mutant: the field roles' plan says "nothing for a pass" on every field. The checks
    then pass by fields with Equip Cards, take-control, force_defense or STATE cards, and the
    whole-duel check above catches it at the first such check."""
    original = Duel._field_roles

    def idle(duel):
        roles = original(duel)
        plan = roles[8][:5] + (True,)
        roles = duel._field_cache = roles[:8] + (plan,)
        return roles

    monkeypatch.setattr(Duel, "_field_roles", idle)
    with pytest.raises(AssertionError) as caught:
        test_every_check_passed_by_had_nothing_for_a_pass()
    assert "an Equip Card" in str(caught.value) or "STATE" in str(caught.value) or \
        "take-control" in str(caught.value), str(caught.value)[:300]
