"""A window opened only by happenings no effect answers (a phase, a draw) does not ask a player
whose only candidates there are effects that answer a happening (round 29w: chain.py `_window`,
`_answered_happening`, the duel's answered types `Duel._hears[1]`).

seed 000 §陷阱卡 / the cards' own texts: Mirror Force is activated "when an opponent's monster
declares an attack", Trap Hole "when your opponent Normal or Flip Summons a monster with 1000
or more ATK". Neither can be activated in a Standby Phase, an End Phase or after a draw, so a
player holding nothing else is not asked there, whether or not the engine looks at them; an
attack or a summon still opens a window where they are offered, and a card with no such
declaration (Scapegoat, a Quick-Play Spell) is still offered in the phase windows.

Ruled here on positions built with the scenario table, and by a safety net over random duels:
at every window that passed a player by on this ground, the full question
(`_response_options`) is asked in the same state and must offer nothing."""

import pytest

from duelist.agents import RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine import chain as CH
from duelist.engine import effects as E
from duelist.engine import state as S
from duelist.engine.chain import ChainMixin
from duelist.engine.duel import Duel
from duelist.testing.scenario import Script, Table


def _asked_in(monkeypatch, windows):
    """Record, per window name, the players `_response_options` is asked about (not the
    Main Phase menu's calls)."""
    asked = []
    original = ChainMixin._response_options
    current = [None]
    original_window = ChainMixin._window

    def window(self, name, *args, **kwargs):
        current[0] = name
        return original_window(self, name, *args, **kwargs)

    def response_options(self, player, idle=False, into=None, candidates=None):
        if not idle and current[0] in windows:
            asked.append((current[0], player))
        return original(self, player, idle, into, candidates)

    monkeypatch.setattr(ChainMixin, "_window", window)
    monkeypatch.setattr(ChainMixin, "_response_options", response_options)
    return asked


def _mirror_force_table(extra=()):
    """Turn 3, player 0's Main Phase 1: player 0's Battle Ox (1700 ATK) face-up; player 1's
    Mirror Force Set last turn, and `extra` Set beside it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox", position="attack")
    table.spell_trap(1, "Mirror Force")
    for name in extra:
        table.spell_trap(1, name)
    table.deck(0, ["Celtic Guardian", "Celtic Guardian", "Celtic Guardian"])
    table.deck(1, ["Celtic Guardian", "Celtic Guardian", "Celtic Guardian"])
    return table.build()


PHASE_WINDOWS = ("end_phase", "draw_phase", "standby_phase")


def test_a_set_mirror_force_alone_is_not_looked_at_in_the_phase_windows(monkeypatch):
    """Player 0 ends the turn; player 1 holds only a Set Mirror Force. In player 0's End
    Phase and player 1's Draw and Standby Phases player 1 is not asked (nothing to activate),
    and the engine does not even look at their cards there; the duel rests in player 1's
    Main Phase 1 with the Mirror Force still Set."""
    asked = _asked_in(monkeypatch, PHASE_WINDOWS)
    duel = _mirror_force_table()
    s = Script(duel)
    s.end_turn()
    assert duel.turn == 4 and duel.phase == S.PHASE_MAIN1 and duel.request.player == 1
    assert [p for _w, p in asked if p == 1] == []
    mirror = next(c for c in duel.cards if c.data.name == "Mirror Force")
    assert mirror.location == S.SZONE and mirror.position == S.FACEDOWN


def test_a_set_mirror_force_is_offered_when_the_opponent_attacks():
    """The same Mirror Force, the turn after: player 0's Battle Ox attacks directly, and
    player 1 is asked with Mirror Force offered (an attack is a happening it answers)."""
    duel = _mirror_force_table()
    s = Script(duel)
    s.pick("battle")
    while duel.request.kind != "battle" or duel.request.player != 0:
        s.pick("pass")
    s.pick("attack", "Battle Ox", target="player")
    while duel.request.player != 1:
        s.pick("pass")
    assert s.has("activate", "Mirror Force")
    s.pick("activate", "Mirror Force")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    ox = next(c for c in duel.cards if c.data.name == "Battle Ox")
    assert ox.location == S.GRAVE


def test_a_set_scapegoat_beside_mirror_force_is_still_offered_in_the_standby_phase(monkeypatch):
    """Player 1's Mirror Force and a Scapegoat, both Set last turn: in player 1's own Standby
    Phase they are asked, with Scapegoat (a Quick-Play Spell, four free Monster Zones) offered
    and Mirror Force not; they activate it and get four Sheep Tokens."""
    asked = _asked_in(monkeypatch, PHASE_WINDOWS)
    duel = _mirror_force_table(extra=("Scapegoat",))
    s = Script(duel)
    s.end_turn()
    while not (duel.phase == S.PHASE_STANDBY and duel.request.player == 1 and duel.request.kind == "chain"):
        s.pick("pass")
    assert ("standby_phase", 1) in asked
    assert s.has("activate", "Scapegoat") and not s.has("activate", "Mirror Force")
    s.pick("activate", "Scapegoat")
    while duel.request.kind in ("chain", "zone"):
        if duel.request.kind == "zone":
            s.zones()
        else:
            s.pick("pass")
    tokens = [c for c in duel.players[1].mzone if c is not None and c.data.name == "Sheep Token"]
    assert len(tokens) == 4


def test_a_set_trap_hole_is_offered_when_the_opponent_normal_summons():
    """Turn 3, player 0's Main Phase 1: player 1 holds only a Set Trap Hole; player 0 Normal
    Summons Battle Ox (1700 ATK): player 1 is asked with Trap Hole offered (a summon is a
    happening it answers), and it destroys the Ox."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Trap Hole")
    table.deck(0, ["Celtic Guardian", "Celtic Guardian"])
    table.deck(1, ["Celtic Guardian", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    while duel.request.player != 1:
        s.pick("pass")
    assert s.has("activate", "Trap Hole")
    s.pick("activate", "Trap Hole")
    s.pick("target", "Battle Ox", request="target")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    ox = next(c for c in duel.cards if c.data.name == "Battle Ox")
    assert ox.location == S.GRAVE


def test_the_answered_types_are_every_type_a_bundled_effect_answers():
    """A duel's answered types (`Duel._hears[1]`) hold every happening type some effect of its
    cards answers, and no other: each card's script brings its effects' (`CardScript.hears`) when
    the card is made (a type left out would let `_window` pass by a player who could answer it),
    whatever other scripts the process has made. The bundled cards answer attacks (Mirror
    Force, Magic Cylinder, Sakuretsu Armor), summons (Trap Hole, Torrential Tribute...)
    and a monster sent to the GY (Michizure, round 53n), a draw (Appropriate, round 59e), never a phase."""
    import importlib
    import pkgutil
    import duelist.cards.scripts as scripts
    seen = set()
    for info in pkgutil.iter_modules(scripts.__path__):
        module = importlib.import_module("duelist.cards.scripts." + info.name)
        for effect in getattr(module, "EFFECTS", ()):
            seen.update(effect.answers)
    assert seen == {"attack", "summoned", "moved", "damage", "drawn", "equipped"}     # round 56k: Attack and Receive answers damage; round 59e: Appropriate a draw; stop 59: Armored Glass an equip
    for pair in PAIRS:
        decks = [load_bundled_deck(name) for name in pair]
        duel = Duel(decks[0], decks[1], seed=1)
        answered = {a for card in duel.cards if card.script is not None
                    for effect in card.script.effects for a in effect.answers}
        assert duel._hears[1] == answered, pair
    normals = Duel(load_bundled_deck("yugi_normals"), load_bundled_deck("kaiba_normals"), seed=1)
    assert normals._hears == E.NO_HEARS          # (every script of the process made above)


PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def test_safety_net_every_player_passed_by_would_have_been_offered_nothing(monkeypatch):
    """Random duels on the four effect pairs: at every window that asked nobody and closed a
    batch of happenings none of whose types any effect answers (a phase, a draw), each player
    whose kept candidates for such a window are only effects that answer a happening (column
    0 not empty, `_UNOPENED` empty: the players the window now passes by on this ground) is
    asked the full question in that state, with the window's happenings, and it offers
    nothing. (An empty window changes nothing after it looked: tests/engine/
    test_window_offer_skip.py.)"""
    original = ChainMixin._window
    checked = [0]

    def window(self, name, triggers=True, first=None, passed=0, hold_flips=False, opened=None):
        batch = self._batch
        result = original(self, name, triggers, first, passed, hold_flips, opened)
        if result == () and self._any_scripts and not self._resolving and not self.chain \
                and not self.summoning and self._batch != batch and opened is None \
                and not (self.step == "damage" and self.phase == "battle"):
            events = self._last_batch_events
            if events and not any(ev["type"] in self._hears[1] for ev in events):
                for player in (0, 1):
                    cache = self._offer_cache[player]
                    if cache is not None and cache[0] == self._sides[player] and cache[1][0] \
                            and not cache[1][CH._UNOPENED]:
                        kept = self._window_events
                        self._window_events = events
                        assert self._response_options(player) == [], (self.turn, name, player)
                        self._window_events = kept
                        checked[0] += 1
        return result

    monkeypatch.setattr(ChainMixin, "_window", window)
    for deck1, deck2 in PAIRS:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in range(6):
            duel = Duel(d1, d2, seed=seed)
            agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
            while duel.request is not None:
                request = duel.request
                duel.answer(agents[request.player].choose(duel, request))
    assert checked[0] >= 50, checked[0]
