"""The state checks make no pass where the last pass at the same key found the whole pass quiet
(docs/performance.md, round 26s: engine/actions.py `_state_checks`, the mark in
`Duel._phase_cards[11]` written at the end of each `_state_check_pass` that read the key of
quiet steps, round 25s). ENGINE.md §2: after each action the state checks end lasting effects
bound to what is gone, destroy Equip Cards without a legal monster, settle controls bound to
an Equip Card, mark which related cards' effects are negated, apply STATE effects and special
wins and hold positions; a check may make no pass only where the pass could not have done
anything.

- At every check of random duels where the mark and the key say no pass is needed, the key is
  set aside and the real checks run instead: they must change nothing at all (no log line, no
  lasting effect ended or changed, no card moved, turned or taken, no LP, no relation's
  `negated`). The four effect bench pairs here; scripts of the round ran the same check over
  the wider Goat pairs (docs/performance.md).
- The same duels played with the key always set aside give the same log, byte for byte.
- What the mark leaves out: a face-up force_defense card, a STATE effect that needs neither a
  cut nor a link, a card with a special victory condition, a link just resolved.

An engine-internal check: the checks, their pass and the key are private."""

from duelist.agents import RandomAgent, play_out
from duelist.deck.formats import load_bundled_deck
from duelist.engine.duel import Duel
from duelist.testing.scenario import Table

from state_check_oracle import PAIRS, snapshot, would_make_no_pass


class Checked(Duel):
    """A duel that, at every check where the mark says no pass is needed, sets the key aside
    and runs the real checks, asserting they change nothing."""

    skipped = 0

    def _state_checks(self, roles=None):
        if not would_make_no_pass(self):
            return Duel._state_checks(self, roles)
        Checked.skipped += 1
        before = snapshot(self)
        self._phase_cards[10] = None        # (the key set aside: a pass runs every step)
        Duel._state_checks(self, roles)
        after = snapshot(self)
        assert after == before, (self.turn, len(self.answers), before, after)


class Unkeyed(Duel):
    """A duel whose checks never find a key: every check that has something to look at makes
    a pass, and every step of it runs."""

    def _state_checks(self, roles=None):
        self._phase_cards[10] = None
        return Duel._state_checks(self, roles)

    def _state_check_pass(self, roles=None):
        self._phase_cards[10] = None
        return Duel._state_check_pass(self, roles)


def _play(cls, deck1, deck2, seed, rules=None):
    duel = cls(deck1, deck2, seed=seed) if rules is None else cls(deck1, deck2, seed=seed, rules=rules)
    play_out(duel, (RandomAgent(seed + 1), RandomAgent(seed + 2)))
    return duel


def test_every_check_that_makes_no_pass_would_have_changed_nothing():
    Checked.skipped = 0
    for deck1, deck2 in PAIRS:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in range(4):
            _play(Checked, d1, d2, seed)
    assert Checked.skipped > 300, Checked.skipped


def test_duels_whose_checks_always_make_a_full_pass_log_the_same():
    for deck1, deck2 in PAIRS:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in (5, 6):
            keyed = _play(Duel, d1, d2, seed)
            unkeyed = _play(Unkeyed, d1, d2, seed)
            assert keyed.log_digest() == unkeyed.log_digest(), (deck1, seed)


def _quiet_twice(duel):
    for _ in range(2):
        before = len(duel.log)
        duel._state_checks()
        assert len(duel.log) == before


def test_an_equip_spell_on_a_quiet_field_makes_the_second_check_pass_free():
    """Lucky Iron Axe equipped to Battle Ox: the first check's pass finds nothing and says so;
    the next check makes no pass while nothing changes."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=table.monster(0, "Battle Ox"))
    table.hand(1, "Book of Moon")      # (a card with a script: the checks look at the field)
    duel = table.build()
    _quiet_twice(duel)
    assert duel._phase_cards[11] is True
    assert would_make_no_pass(duel)


def test_a_face_up_force_defense_card_always_gets_its_pass():
    """Level Limit - Area B reads each monster's Level now: in a duel with a card that changes
    Levels (Demotion) no key covers it, so a field with it face-up and a monster in Attack
    Position never skips the pass (Kuriboh, Level 1, is not reached now; a Level change could
    reach it). (Round 27s: with no monster in Attack Position at all the force step has nothing
    to look at, and that pass may be quiet.)"""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=table.monster(0, "Battle Ox"))
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    table.monster(1, "Kuriboh")
    table.hand(1, "Book of Moon", "Demotion")      # (a card with a script: the checks look at the field)
    duel = table.build()
    _quiet_twice(duel)
    assert duel._phase_cards[11] is False
    assert not would_make_no_pass(duel)


def test_a_link_just_resolved_gets_its_pass():
    """A STATE effect may need a link just resolved: while one is, the checks make their pass
    even where the mark says the pass was quiet."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=table.monster(0, "Battle Ox"))
    table.hand(1, "Book of Moon")      # (a card with a script: the checks look at the field)
    duel = table.build()
    _quiet_twice(duel)
    assert would_make_no_pass(duel)
    duel.just_resolved = object()
    try:
        assert not would_make_no_pass(duel)
        ran = []
        original = duel._state_check_pass
        duel._state_check_pass = lambda roles=None: ran.append(1) or original(roles)
        duel._state_checks()
        assert ran == [1]
    finally:
        duel.just_resolved = None


def test_a_monster_turned_face_down_after_quiet_checks_loses_its_equip():
    """After two quiet checks (the second makes no pass), Battle Ox is turned face-down by an
    effect: no card entered or left a zone, yet the next check destroys Lucky Iron Axe."""
    from duelist.engine import state as S
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    axe = table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=ox)
    table.hand(1, "Book of Moon")
    duel = table.build()
    ox, axe = ox.card(duel), axe.card(duel)
    _quiet_twice(duel)
    assert would_make_no_pass(duel)
    duel.change_position(ox, S.FACEDOWN_DEFENSE)
    assert not would_make_no_pass(duel)
    before = len(duel.log)
    duel._state_checks()
    assert [e["type"] for e in list(duel.log)[before:]][:1] == ["equip_lost"]
    assert axe.location == S.GRAVE
