"""The state checks' whole-pass mark beside face-up STATE effects that declare their moment
(docs/performance.md, round 28s: engine/actions.py `_state_check_pass` writes the moments into
`Duel._phase_cards[11]`, `_state_checks` reads them with the phase). ENGINE.md §2: a check
may make no pass only where the pass could not have done anything. A STATE effect whose
condition is a `During` (Swords of Revealing Light: the opponent's End Phase; Imperial Order:
every Standby Phase) cannot hold at another phase, so outside its moment, at the same key, the
pass is quiet; in its moment the pass is made.

- The mark holds the moments per turn player: its controller's own phases when its controller
  is the turn player, the opponent's phases when the other player is; two such cards: both.
- A face-up STATE effect that declares no moment (Ojama King's) keeps every pass.
- In the moment the pass is made and not marked quiet.
- A pass that found every force_defense card face-down (a Set Level Limit - Area B) and read
  no key reads it and is marked quiet (round 28s, G/B); once the card is activated, the check
  after its resolution makes its pass and forces the monster it reaches.
- A link just resolved on a field with no card with STATE effects makes no pass (the idle
  test); beside Spirit Reaper (`needs=NEEDS_RESOLVED`) it does.
- At every check of random duels on the pairs with Swords of Revealing Light where the mark's
  moments say no pass is needed, the key is set aside and the real checks run: nothing may
  change (round 26s's check, `Checked`).

An engine-internal check: the checks, their pass and the mark are private."""

from types import SimpleNamespace

from duelist.agents import RandomAgent, play_out
from duelist.deck.formats import load_bundled_deck
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.testing.scenario import Script, Table

from test_whole_quiet_state_check_pass_r26s import snapshot, would_make_no_pass

END = frozenset((S.PHASE_END,))
STANDBY = frozenset((S.PHASE_STANDBY,))
NONE = frozenset()


def _quiet_twice(duel):
    for _ in range(2):
        before = len(duel.log)
        duel._state_checks()
        assert len(duel.log) == before


def _field(table, swords=(), phase=None):
    """Lucky Iron Axe on Battle Ox (every pass reads the key) and a face-up Swords of Revealing
    Light for each player in `swords`."""
    table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=table.monster(0, "Battle Ox"))
    table.hand(1, "Book of Moon")
    for player in swords:
        table.spell_trap(player, "Swords of Revealing Light", face_down=False)
    return table.build()


def test_the_mark_holds_swords_moment_for_the_turn_player_who_is_its_opponent():
    for controller, moments in ((0, (NONE, END)), (1, (END, NONE))):
        duel = _field(Table(turn=3, turn_player=0, phase="main1"), swords=(controller,))
        _quiet_twice(duel)
        assert duel._phase_cards[11] == moments
        assert would_make_no_pass(duel)
        # its controller's End Phase: still no pass; the opponent's: the pass is made
        duel.phase = S.PHASE_END
        duel.turn_player = controller
        assert would_make_no_pass(duel)
        duel.turn_player = 1 - controller
        assert not would_make_no_pass(duel)


def test_two_declared_moments_are_both_held():
    duel = _field(Table(turn=3, turn_player=0, phase="main1"), swords=(0, 1))
    _quiet_twice(duel)
    assert duel._phase_cards[11] == (END, END)
    duel.phase = S.PHASE_END
    assert not would_make_no_pass(duel)


def test_a_state_effect_without_a_declared_moment_keeps_every_pass():
    """Ojama King's STATE effect (which of the opponent's zones it locks) declares no moment."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(1, "Ojama King")
    duel = _field(table, swords=(0,))
    _quiet_twice(duel)
    assert duel._phase_cards[11] is False and not would_make_no_pass(duel)


def test_in_its_moment_every_check_makes_its_pass():
    """The opponent's End Phase, not yet the third: Swords stays, and each check makes its pass
    (its mark still holds the moment: after the phase, at the same key, no pass)."""
    duel = _field(Table(turn=4, turn_player=1, phase="main1"), swords=(0,))
    _quiet_twice(duel)
    assert duel._phase_cards[11] == (NONE, END)
    duel.phase = S.PHASE_END
    assert not would_make_no_pass(duel)
    passes = []
    original = duel._state_check_pass
    duel._state_check_pass = lambda roles=None: passes.append(1) or original(roles)
    _quiet_twice(duel)
    assert len(passes) == 2 and duel._phase_cards[11] == (NONE, END)
    assert [c.name for c in duel.players[0].szone if c is not None].count("Swords of Revealing Light") == 1
    duel.phase = S.PHASE_DRAW
    duel.turn_player = 0
    assert would_make_no_pass(duel)


class _CheckedMoments(Duel):
    """At every check where the mark's declared moments (a tuple) say no pass is needed, the
    key is set aside and the real checks run: they must change nothing."""

    skipped = 0

    def _state_checks(self, roles=None):
        if not (type(self._phase_cards[11]) is tuple and would_make_no_pass(self)):
            return Duel._state_checks(self, roles)
        _CheckedMoments.skipped += 1
        before = snapshot(self)
        self._phase_cards[10] = None
        Duel._state_checks(self, roles)
        assert snapshot(self) == before, (self.turn, self.phase, len(self.answers))


def test_every_check_the_moments_answer_would_have_changed_nothing():
    _CheckedMoments.skipped = 0
    for deck1, deck2 in (("goat_01_goat_control_suffridge_2005_us_nationals",
                          "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
                         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005")):
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in range(100, 112):
            duel = _CheckedMoments(d1, d2, seed=seed)
            play_out(duel, (RandomAgent(seed + 1), RandomAgent(seed + 2)))
    assert _CheckedMoments.skipped > 20, _CheckedMoments.skipped


def test_a_set_force_defense_card_lets_the_pass_be_quiet_until_it_is_activated():
    """A Set Level Limit - Area B applies nothing (round 28s: the pass that found every
    force_defense card face-down reads the key and is marked quiet); activated, it puts
    Summoned Skull (Level 6) in Defense Position at the check after its resolution."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Summoned Skull")
    table.spell_trap(1, "Level Limit - Area B")
    table.hand(1, "Book of Moon")
    table.deck(0, ["Kozaky"] * 4)
    table.deck(1, ["Kozaky"] * 4)
    duel = table.build()
    _quiet_twice(duel)
    assert duel._phase_cards[11] is True and would_make_no_pass(duel)
    [skull] = [c for c in duel.cards if c.data.name == "Summoned Skull"]
    assert skull.position == S.FACEUP_ATTACK
    s = Script(duel)
    s.end_turn()
    while duel.request.kind == "chain":        # (the Draw and Standby Phases' windows)
        s.pick("pass", player=duel.request.player, request="chain")
    assert duel.phase == S.PHASE_MAIN1 and skull.position == S.FACEUP_ATTACK
    s.pick("activate", "Level Limit - Area B", player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player, request="chain")
    assert skull.position == S.FACEUP_DEFENSE


def test_a_link_just_resolved_gets_a_pass_only_beside_a_state_effect():
    """Round 28s: a link just resolved matters to the pass only through a STATE effect (Spirit
    Reaper's "destroyed when it is targeted", `needs=NEEDS_RESOLVED`): on a field with none, the
    check passes it by as an idle field."""
    for name, passes_expected in (("Battle Ox", 0), ("Spirit Reaper", 1)):
        table = Table(turn=3, turn_player=0, phase="main1")
        table.monster(0, name)
        table.hand(1, "Book of Moon")
        duel = table.build()
        passes = []
        original = duel._state_check_pass
        duel._state_check_pass = lambda roles=None: passes.append(1) or original(roles)
        duel._state_checks()
        assert passes == []
        # (a link that targeted nothing: Spirit Reaper stays, its condition is still asked)
        duel.just_resolved = SimpleNamespace(info={"serial": 1}, negated=None, targets=())
        try:
            duel._state_checks()
        finally:
            duel.just_resolved = None
        assert len(passes) == passes_expected, name
