"""The duel: state, the decision loop, card movement, views and forks.

How the engine runs (ENGINE.md §1): the duel advances through procedures written as
generators. A procedure that needs a decision yields a `Request`; `answer()` validates
the pick and sends it back in. Between procedures the duel rests at a *quiet point*
(the Main Phase and Battle Step menus): no procedure is alive, the state is plain
data, and `fork()` is a plain copy. The turn structure lives in turn.py, battle in
battle.py; this module owns the loop, movement of cards, the log and the views.
"""

import copy
import platform
from itertools import repeat, starmap
from operator import attrgetter

from duelist import __version__
from duelist.engine import state as S
from duelist.engine.actions import ActionsMixin
from duelist.engine.battle import BattleMixin
from duelist.engine.chain import _NOBODY, ChainMixin
from duelist.engine.effects import NO_HEARS
from duelist.engine.events import Event, EventList, Log, event_for, log_digest, new_log, share_log, stored_events
from duelist.engine.extra import MONSTER_LIMIT_IN_DUEL, ExtraDeckMixin
from duelist.engine.link import LinkMixin, is_link
from duelist.engine.pendulum import PendulumMixin, szone_slots
from duelist.engine.protocol import DuelError, DuelOverError, IllegalAnswerError, Option, Request
from duelist.engine.rng import PRNG
from duelist.engine.names import M, R
from duelist.engine.rules import Rules, get_rules
from duelist.engine.source import CardSource, default as default_source
from duelist.engine.state import (
    STAGE_BATTLE, STAGE_BATTLE_START, STAGE_END_START, STAGE_MAIN, STAGE_OPENING, STAGE_OVER,
    STAGE_STANDBY_START, STAGE_TURN_START)
from duelist.engine.turn import PENDULUM_IN_DUEL, TurnMixin
from duelist.engine.xyz import XyzMixin
from duelist.engine.determinize import held_face_down
from duelist.engine.zones import ZoneMixin


# S.FIELD_LOCATIONS as a set: one hash lookup (a str caches its hash) instead of a tuple's
# up to three comparisons, on the movement paths every card takes
_FIELD = frozenset(S.FIELD_LOCATIONS)
_FACE_UP = S.FACE_UP_POSITIONS      # Card.face_up, without the call
_HAND = S.HAND
# the places and positions `_remove`, `_place` and `_draw` compare with, as module globals (one
# LOAD_GLOBAL, not the module's and its attribute: CPython runs one bytecode fewer a use; PyPy
# reads either as a constant), as actions.py `_move` has them (round 20s)
_MZONE = S.MZONE
_SZONE = S.SZONE
_FZONE = S.FZONE
_GRAVE = S.GRAVE
_BANISHED = S.BANISHED
_EXTRA = S.EXTRA
_OVERLAY = S.OVERLAY
_FACEDOWN = S.FACEDOWN
_FACEDOWN_DEFENSE = S.FACEDOWN_DEFENSE
_EMZ_FIRST_SEQ = S.EMZ_FIRST_SEQ
_NO_HISTORY = S.NO_HISTORY          # a card's history off the field (Card.history)
# `from_position`: where a monster placed with a summon kind and no "summoned_from" came from
_SUMMONED_FROM = {"normal": S.HAND, "tribute": S.HAND, "set": S.HAND, "flip": S.HAND, "ritual": S.HAND,
                  "proc": S.HAND, "fusion": S.EXTRA, "synchro": S.EXTRA, "xyz": S.EXTRA, "link": S.EXTRA}
_SUMMON_ORIGINS = (S.HAND, S.DECK, S.EXTRA, S.GRAVE, S.BANISHED, S.SZONE, None)


class DeckRefusedError(DuelError, ValueError):
    """A deck the engine cannot play (unknown or not-yet-implemented card)."""


def _check_viewer(player):
    if player is not None and (player is True or player is False or player not in (0, 1)):
        raise ValueError("a viewer is player 0, player 1 or None (a spectator), not %r" % (player,))


def _uid_key(seed):
    x = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & 0xFFFFFFFFFFFFFFFF
    x ^= x >> 31
    return (x * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF


def _duel_rng(seed):
    """A duel's PRNG, carrying the key its uids are dealt by (`_shuffle_deck`; rng.py)."""
    rng = PRNG(seed)
    rng.uid_key = _uid_key(seed)
    return rng


class _Advance(object):
    """`Duel.answer`'s own argument for "no answer: advance from where the duel stands"
    (`Duel._run`): a class of its own, told apart by the class an answer is read by first."""
    __slots__ = ()


_ADVANCE = _Advance()


_SEEN = M.SEEN       # (`_draw`: a module global, one read)


def _exact_int(value):
    return type(value) is int


class _DuelEnded(Exception):
    """Raised inside procedures when the duel is decided; caught by the loop."""


def _deck_lists(deck, index):
    """(main, extra) passcode lists from a Deck-like object, a dict or a list."""
    if deck is None:
        raise DeckRefusedError("player %d has no deck" % (index + 1))
    if isinstance(deck, dict):
        main, extra = deck.get("main", []), deck.get("extra", [])
    elif hasattr(deck, "main"):
        main, extra = deck.main, getattr(deck, "extra", [])
    else:
        main, extra = deck, []
    return (_passcodes(main, "player %d main deck" % (index + 1)),
            _passcodes(extra, "player %d extra deck" % (index + 1)))


_INT_ONLY = frozenset((int,))


def _passcodes(codes, where):
    out = []
    try:
        items = list(codes)
    except TypeError:
        raise DeckRefusedError("%s: expected a list of passcodes, got %r" % (where, codes))
    if items and _INT_ONLY.issuperset(map(type, items)) and min(items) >= 0:
        return items          # the common case: non-negative ints already (checked in C)
    for n, code in enumerate(items):
        if isinstance(code, bool) or not isinstance(code, (int, str)):
            raise DeckRefusedError("%s, card %d: %r is not a passcode" % (where, n + 1, code))
        try:
            value = int(code)
        except ValueError:
            raise DeckRefusedError("%s, card %d: %r is not a passcode" % (where, n + 1, code))
        if value < 0:
            raise DeckRefusedError("%s, card %d: %r is not a passcode" % (where, n + 1, code))
        out.append(value)
    return out


def load_card_data(code, where="deck", cards=None):
    """The CardData of a passcode from a card source (default: the bundled cards)."""
    source = default_source() if cards is None else cards
    try:
        return source.data(code)
    except LookupError:
        raise DeckRefusedError("%s: unknown passcode %s" % (where, code))


def check_card(data, player, check_cards=True, cards=None):
    """Refuse a card the engine cannot play (DeckRefusedError), unless check_cards is off."""
    source = default_source() if cards is None else cards
    if check_cards and not source.implemented(data):
        raise DeckRefusedError(
            "player %d's deck holds %s (%d), whose effect is not implemented yet"
            % (player + 1, data.name, data.code))


deck_lists = _deck_lists     # public names (match/ and tools read decks the engine's way)
passcodes = _passcodes

# The continuous-effect tags (a card's effects' or its LASTING_TAGS) that open the gate
# `Duel._activation_bars` as a card declaring one joins the duel (`_new_card`): Prohibition's
# name, Goblin of Greed's discard costs, Spell Canceller / Penalty Game!'s Spell lock, Jowgen's
# Special Summons, Spatial Collapse's cap on a card activated from the hand (round 59a). The
# referee checks the gate against the duel's cards (duelist.testing.invariants).
ACTIVATION_BAR_TAGS = frozenset(("prohibited_name", "no_discard_cost", "no_spell_activation",
                                 "no_special_summon", "field_card_limit"))


# How fork() copies each part of the duel's state (Duel.STATE below).
SHARE = "share"          # immutable, or set up once and never changed (rules, read-only log events)
LIST = "list"            # a list of immutable values: a new list
DICT = "dict"            # a dict of immutable values: a new dict
COPIES = "copies"        # a list of objects with .copy() (lasting effects, relations)
EMPTY = "empty"          # empty at a quiet point (chains, pending triggers, the open batch)
CARDS = "cards"          # the physical cards (each copied once, Card.copy)
CARD_LIST = "card_list"  # cards (or None) by reference: mapped onto the copies
OBJECT = "object"        # one object with .copy() (the PRNG, the pending request) or None
NESTED = "nested"        # a list of lists of immutable values
HOOKS = "hooks"          # the test seam: window name -> list of functions
SET = "set"              # a set of immutable values
PLAYERS = "players"      # the two PlayerStates (their piles mapped onto the copied cards)
HAPPENINGS = "happenings"  # a list of happening dicts (their lists copied too)
LOG = "log"              # the log (events.Log): a new Log sharing the events, which it hands out read-only
NESTED_COPIES = "nested_copies"  # a list of lists of objects with .copy() (past turns' records)
ORIGIN = "origin"        # the duel a mid-procedure fork replays from (scenario tables, determinized
#                          copies): never played, only copied from, so every fork shares it
CACHE = "cache"          # derived data about this duel's own card objects: emptied (a dict, or a list of None)

# The duel's mutable state, declared in one place: every attribute a Duel has, and how a
# fork copies it. A test checks that a duel has exactly these attributes, and that a fork
# shares no mutable object with its original.
STATE = {
    "rules": SHARE, "source": SHARE, "rng": OBJECT, "_finished_log": SHARE,
    "cards": CARDS, "players": PLAYERS, "emz": CARD_LIST,
    "turn": SHARE, "turn_player": SHARE, "first_player": SHARE, "phase": SHARE, "step": SHARE,
    "stage": SHARE, "attack": SHARE, "battle_phase_turn": SHARE, "_attack_negated": SHARE,
    "result": OBJECT, "log": LOG, "answers": LIST, "request": OBJECT, "_proc": EMPTY,
    "_origin": ORIGIN, "_setup": SHARE, "_next_uid": SHARE, "_losers": SHARE, "turn_limit": SHARE,
    "inputs": NESTED, "hooks": HOOKS, "_any_scripts": SHARE, "chain": EMPTY, "pending": EMPTY,
    "_happened": EMPTY, "_batch": SHARE, "_last_batch_events": HAPPENINGS,
    "_window_events": HAPPENINGS, "_resolving": SHARE, "lingering": COPIES,
    "relations": COPIES, "_cut": COPIES, "used": DICT, "_field_version": SHARE, "_pile_version": SHARE,
    "_field_cache": EMPTY, "_negation_cache": EMPTY, "_win_cards": CARD_LIST, "_cont_tags_present": SET,
    "_grave_effects": SHARE, "_hears": SHARE, "_hold_flips": SHARE, "_in_negation": SHARE, "_doomed": LIST,
    "damage_sub": SHARE, "_activations": SHARE, "summoning": CARD_LIST,
    "_summon_negated": SHARE, "turn_log": COPIES, "past_turn_logs": NESTED_COPIES, "turn_summons": LIST, "turn_drawn": LIST,
    "last_attacker": SHARE, "just_resolved": EMPTY, "resolving_link": EMPTY, "_link_serial": SHARE,
    "proper_summons": LIST, "_match_win": SHARE, "overlays": DICT, "_chain_summons": CARD_LIST,
    "_offer_cache": CACHE, "_uid_cards": CACHE, "_zone_pending": EMPTY, "_settling": SHARE,
    "_sides": LIST, "_plain_moves": SHARE, "_last_plain": EMPTY, "_phase_cards": CACHE,
    "_frames_kept": LIST, "_lasting_version": SHARE, "_delayed_known": CACHE,
    "_activation_bars": SHARE,
}


_uid_of = attrgetter("uid")      # (the opponent's view of a hand: in uid order)


class Duel(TurnMixin, BattleMixin, ChainMixin, ActionsMixin, ExtraDeckMixin, XyzMixin, LinkMixin,
           PendulumMixin, ZoneMixin):
    """One duel between players 0 and 1.

    Duel(deck0, deck1, rules="MR5", seed=0, first_player=None)

    decks: Deck objects, {"main": [...], "extra": [...]} or lists of passcodes.
    first_player: 0 or 1 to fix who goes first; None tosses a coin (with the duel's
    PRNG) and asks the winner whether to go first.
    keep_log: False for long simulations: once the duel is over its event list is dropped
    (a finished duel keeps its result, answers, `log_digest()` and `log_length()`; replay_data()
    still works); while it runs the log is complete, so card effects that read it still work.
    """

    def __init__(self, deck0, deck1, rules=None, seed=0, first_player=None, check_cards=True,
                 keep_log=True, cards=None):
        rules = get_rules(rules)
        if first_player is not None and (first_player is True or first_player is False
                                         or first_player not in (0, 1)):
            raise ValueError("first_player must be 0, 1 or None")
        lists = [_deck_lists(deck0, 0), _deck_lists(deck1, 1)]
        source = default_source() if cards is None else cards
        # the same decks, card source and rules as a duel set up before: copy its prepared
        # state (cards built and checked, in their Decks) instead of building it again
        key = _template_key(type(self), source, rules, check_cards, lists)
        template = _template_for(key, source, rules)
        if template is not None:
            _copy_state(template, self)
            self.rules = rules
            self.rng = _duel_rng(seed)
        else:
            self._init_empty(rules, seed, source)
            for p, (main, extra) in enumerate(lists):
                for codes, location, label in ((main, S.DECK, "main"), (extra, S.EXTRA, "extra")):
                    for code in codes:
                        data = load_card_data(code, "player %d %s deck" % (p + 1, label), self.source)
                        self._check_card(data, p, check_cards)
                        refused = self._refuse_kind(data, p)   # engine/extra.py: kinds by rule version
                        if refused:
                            raise DeckRefusedError(refused)
                        self._place(self._new_card(data, p), location, p, position=S.FACEDOWN)
            if key is not None:
                _remember_template(key, self, source, rules)
        self._finished_log = None if keep_log else False
        # read-only once set up (forks share it; replay_data hands out copies)
        self._setup = Event({"decks": EventList([Event({"main": EventList(m), "extra": EventList(e)})
                                                 for m, e in lists]),
                             "seed": seed, "first_player": first_player})    # as freeze() makes it
        self.first_player = first_player
        self._run()

    def _check_card(self, data, p, check_cards):
        check_card(data, p, check_cards, self.source)

    # ------------------------------------------------------------------ set-up
    @classmethod
    def from_position(cls, position, rules=None, seed=0, cards=None, hooks=None):
        """A duel set up at any position (the public set-up API; the scenario builder
        uses it). `position` is plain data:

            turn, turn_player, first_player, stage (a resting stage: "main", "battle_step",
            or a starting one: "turn_start", "standby_start", "battle_start", "end_start"),
            phase (for the main stage: "main1" or "main2"), lp [lp0, lp1],
            normal_summons [n0, n1],
            cards: a list, each {"player", "location" (hand, deck, extra, grave, banished,
              mzone, szone, fzone), "card" (CardData or passcode), "zone" (None: the first
              free one), "position", and optionally its history: "turn_placed", "set_turn",
              "summon_kind", "summoned_from" (where a monster was summoned or Set from: "hand",
              "extra", "grave"...; by default the place its summon kind says: "hand" for a
              Normal, Tribute or Flip Summon, a Set, a Ritual Summon or a summoning procedure,
              "extra" for a Fusion, Synchro, Xyz or Link Summon, else none), "attack_turn",
              "attacks", "position_turn", "activated",
              "equipped_to" (index of its monster in this list), "marks" {name: value},
              "properly_summoned" (a monster placed with summon_kind fusion, ritual, synchro,
              xyz or proc is), "materials" (an Xyz Monster's Xyz Materials: CardData or
              passcodes, oldest first, owned by its player)}; Deck cards are listed top card first.

        State checks then run as they do at any point of a duel before the first decision."""
        duel = cls.__new__(cls)
        duel._init_empty(get_rules(rules), seed, cards)
        duel._setup = None
        duel.turn = position.get("turn", 1)
        duel.turn_player = position.get("turn_player", 0)
        duel.first_player = position.get("first_player")
        for p in (0, 1):
            if position.get("lp") is not None:
                duel.set_lp(p, position["lp"][p])
            duel.players[p].normal_summons = (position.get("normal_summons") or (0, 0))[p]
        placed = []
        decks = ([], [])
        for spec in position.get("cards", ()):
            player, location = spec["player"], spec["location"]
            data = spec["card"]
            if not hasattr(data, "code"):
                data = load_card_data(data, "position", duel.source)
            card = duel._new_card(data, player)
            placed.append(card)
            if location == S.DECK:
                decks[player].append(card)
                continue
            zone = spec.get("zone")
            if location == S.MZONE and is_link(data):
                # engine/link.py: always face-up Attack Position; by default in the player's
                # Extra Monster Zone (where a Link Summon puts it), Link Summoned
                if spec.get("position") not in (None, S.FACEUP_ATTACK):
                    raise ValueError("%s is a Link Monster: always in face-up Attack Position" % data.name)
                if zone is None:
                    free = duel.summon_zones(card, player, S.EXTRA)
                    zone = free[0] if free else None
                if spec.get("summon_kind") in (None, "normal"):
                    spec = dict(spec, summon_kind="link")
            zone = duel._zone_for(player, location, zone)
            if location == S.SZONE and zone >= duel.rules.spell_trap_zones and not data.is_pendulum:
                # MR3's separate Pendulum Zones hold Pendulum cards only (engine/pendulum.py)
                raise ValueError("%s is no Pendulum card: it cannot sit in a Pendulum Zone" % data.name)
            duel._place(card, location, player, zone, spec.get("position") or (
                S.FACEDOWN if location in (S.HAND, S.EXTRA) else S.FACEUP))
            for name in ("turn_placed", "set_turn", "summon_kind", "attack_turn", "attacks",
                         "position_turn", "activated"):
                if name in spec:
                    setattr(card, name, spec[name])
            if location == S.MZONE:
                origin = spec.get("summoned_from", _SUMMONED_FROM.get(card.summon_kind))
                if origin not in _SUMMON_ORIGINS:
                    raise ValueError("%s: summoned_from must be one of hand, deck, extra, grave, banished, szone "
                                     "or None, not %r" % (data.name, origin))
                card.summoned_from = origin
            for name, value in (spec.get("marks") or {}).items():
                duel.mark(card, name, value)
            if spec.get("properly_summoned"):
                duel._note_proper(card)
        for p in (0, 1):
            for card in reversed(decks[p]):          # piles keep their top at the end
                duel._place(card, S.DECK, p, position=S.FACEDOWN)
        for card, spec in zip(placed, position.get("cards", ())):
            # Xyz Materials, stacked quietly (nothing happened); made after every listed card
            for mdata in spec.get("materials") or ():
                if card.location != S.MZONE:
                    raise ValueError("only a monster on the field can have Xyz Materials")
                if not hasattr(mdata, "code"):
                    mdata = load_card_data(mdata, "position", duel.source)
                material = duel._new_card(mdata, card.owner)
                material.uid = duel._next_uid
                duel._next_uid += 1
                material.location = S.OVERLAY
                material.position = S.FACEUP
                material.seq = card.cid
                duel.overlays[card.cid] = duel.overlays.get(card.cid, ()) + (material.cid,)
        for card in duel.cards:
            if card.location == S.MZONE and card.summon_kind in ("fusion", "ritual", "synchro", "xyz", "link", "proc"):
                duel._note_proper(card)      # placed as summoned by its own procedure
        for card, spec in zip(placed, position.get("cards", ())):
            if spec.get("equipped_to") is not None:
                duel.relate(R.EQUIP, card, placed[spec["equipped_to"]])
                duel.mark(card, M.EQUIPPED)
        stage = position.get("stage", STAGE_MAIN)
        duel.stage = stage
        duel.phase = position.get("phase")
        if stage == STAGE_BATTLE:
            duel.step = S.STEP_BATTLE
        duel.hooks = {k: list(v) for k, v in (hooks or {}).items()}
        duel.check_position()    # the position's state checks apply before the first decision
        duel._origin = duel._copy()
        duel._run()
        return duel

    def _zone_for(self, player, location, zone):
        """The zone a card set up on the field takes, checked: free, existing, one Extra
        Monster Zone per player."""
        ps = self.players[player]
        if location == S.MZONE:
            if zone is None:
                # (a free zone no effect blocks; a count limit on the monsters placed, Kaiser
                # Colosseum's, does not bind a position set up: round 58b)
                zone = next(iter(self.free_mzones(player)), None)
                if zone is None:
                    raise ValueError("player %d's Main Monster Zones are full" % player)
            if zone >= S.EMZ_FIRST_SEQ:
                index = zone - S.EMZ_FIRST_SEQ
                if index >= len(self.emz):
                    raise ValueError("zone %d does not exist under %s" % (zone, self.rules.name))
                if self.emz[index] is not None:
                    raise ValueError("Extra Monster Zone %d is taken" % zone)
                if any(c is not None and c.controller == player for c in self.emz):
                    # seed 000 §額外怪獸區域: a player uses only one of the two
                    raise ValueError("player %d already uses an Extra Monster Zone" % player)
            elif ps.mzone[zone] is not None:
                raise ValueError("player %d's Monster Zone %d is taken" % (player, zone))
        elif location == S.SZONE:
            if zone is None:
                zone = self._free_szone(player)
                if zone is None:
                    raise ValueError("player %d's Spell & Trap Zones are full" % player)
            if not 0 <= zone < len(ps.szone):
                raise ValueError("Spell & Trap Zone %r does not exist under %s" % (zone, self.rules.name))
            if ps.szone[zone] is not None:
                raise ValueError("player %d's Spell & Trap Zone %d is taken" % (player, zone))
        elif location == S.FZONE and ps.fzone is not None:
            raise ValueError("player %d's Field Zone is taken" % player)
        return zone or 0

    def _init_empty(self, rules, seed, cards=None):
        self.rules = rules
        self.source = default_source() if cards is None else cards   # card facts and scripts
        # (the PRNG carries rng.uid_key: uids dealt at a shuffle come in an order drawn from
        # this key, derived from the hidden seed, not from the duel's PRNG, so dealing them
        # never changes a duel's course)
        self.rng = _duel_rng(seed)
        # the log's fate (one attribute: a Duel keeps fewer than 80, PyPy's map limit): None
        # keep it; False (keep_log=False) drop its events once the duel is over; then
        # (event count, digest) once they are dropped
        self._finished_log = None
        self.cards = []
        # (MR3's two separate Pendulum Zones are two more szone slots: engine/pendulum.py)
        self.players = [S.new_player_state(rules.starting_lp, rules.main_monster_zones, szone_slots(rules))
                        for _ in (0, 1)]
        self.emz = [None, None] if rules.extra_monster_zones else []
        self.turn = 0
        self.turn_player = 0
        self.first_player = None
        self.phase = None
        self.step = None
        self.stage = STAGE_OPENING
        self.attack = None          # (attacker uid, target uid or "player") while an attack is on
        self.battle_phase_turn = 0  # the last turn that had a Battle Phase
        # the attack being declared was negated (True), or an effect ended the Battle Phase
        # (battle.py `_BATTLE_ENDED`, Battle Fader)
        self._attack_negated = False
        self.result = None          # {"winner": 0|1|None, "reason": str} once decided
        self.log = new_log()         # events.Log: shared with forks, handed out read-only
        self.answers = []
        self.request = None
        self._proc = None
        self._origin = None          # scenario tables: the duel as built, for mid-procedure forks
        self._setup = None           # Duel(...): the arguments, for replays
        self._next_uid = 1
        self._losers = _NOBODY       # reason a player has lost (set by state checks): a pair, _NOBODY itself while nobody has
        self.turn_limit = None       # last regular turn under a time limit (seed 001 判定1/2)
        self.inputs = []             # outside inputs for replays: [answers so far, "turn_limit", turn]
                                     # or [answers so far, "concede", player]
        self.hooks = {}              # test seam: window name -> [fn(duel)]; never used in play
        # effects and chains (engine/chain.py, engine/actions.py)
        self._any_scripts = False    # no card with a script: windows and modifiers take a fast path
        self.chain = []              # Link objects while a chain is built or resolves
        self.pending = []            # pending triggers (plain dicts)
        self._happened = []          # happenings of the open batch
        self._batch = 0              # the number of the last batch of happenings closed (_mark_batch)
        self._last_batch_events = []
        self._window_events = []     # the happenings that opened the current response window
        self._resolving = False      # a chain resolves (chain.py `_resolve_chain`): True, or a tuple of the
        #                              uids of its resolved cards waiting on the field for its end (actions.py
        #                              `to_hand` / `to_deck` leave them; no attribute of its own: a Duel keeps
        #                              fewer than 80, tests/engine/test_duel_attribute_limit.py)
        self.lingering = []          # lasting effects (engine/lasting.py Lasting), expired by the engine; started
        #                              and ended only by `_lasting_started` / `_lasting_ended` (tests/engine/
        #                              test_lasting_gate_r18b.py scans the engine for any other write)
        self._lasting_version = 0    # bumped by those two at every start and end of a lasting effect: the key of
        #                              answers kept about the lasting effects (`_delayed_known`)
        self._delayed_known = [None, None]  # [_lasting_version, the happening types the delayed effects now lasting
        #                                     listen to, or None when none lasts] (chain.py _delayed_types, _mark_batch)
        self.relations = []          # live card relations (engine/lasting.py Relation)
        self._cut = []               # relations cut since the state checks last looked
        self.used = {}               # once-per-turn uses -> turn used: (uid, effect index) for a card's effect (a card
        #                              that moved is a new object), strings for other counts ("same_turn_trap:uid", per card object)
        self._field_version = 0      # bumped when a card enters or leaves a zone (the field cache)
        self._field_cache = None
        self._pile_version = 0       # bumped when a card enters or leaves a GY or the banished cards (_remove,
        #                              _place; not the hand, Deck or Extra Deck): chain.py _phase_cards_off_field
        self._uid_cards = {}          # uid -> card for card_by_uid (kept where uids are dealt; checked on use)
        self._offer_cache = [None, None]    # per player: what it might activate in each kind of window (_offer_candidates)
        self._sides = [0, 0]         # per player: bumped when a card that may be activated there (CardScript.offers)
        #                              enters or leaves their hand, GY or zones (_remove, _place), or turns face-up or
        #                              face-down on their field (_stamp, change_position, flips), moves to another of
        #                              their zones (_relocate), and both players' at a change of control: the offer
        #                              cache's key (a player's entry holds while their number is the same)
        self._plain_moves = 0        # those made by a card that files nothing in the field roles (CardScript.field_roles
        #                              None, or no script): _field_roles keeps its filing across them
        self._last_plain = None      # the card of the last move in or out of a zone by _remove or _place, plain or
        #                              not (None after _relocate; a change of control names none): _field_roles'
        #                              one-move updates (chain.py _field_moved, _field_filed)
        self._phase_cards = [None] * 22     # [number of cards, those with a phase trigger off the field, _pile_version,
        #                                     those now in a GY or banished] (_mark_batch), [_field_version, the printed
        #                                     Attributes of each player's monsters] (chain.py _monster_attributes),
        #                                     [_pile_version, the archetypes of the Monster Cards in each GY] (_grave_series),
        #                                     [_field_version, the passcodes of the monsters on the field] (_monster_codes),
        #                                     [the field roles, the whole pass's mark] (the state checks),
        #                                     [12 + player] each player's kept empty window answer (chain.py
        #                                     `_window`, `_response_options`), [14] the Main Phase menu's
        #                                     Chain Energy cost for the turn player, (len(answers), len(log),
        #                                     player, LP cost) (turn.py `_main_menu` stores it, actions.py
        #                                     `hand_action_cost` reads it while no decision was made and
        #                                     nothing logged since), [_next_uid, four
        #                                     steps' flags] (with [10] and [11]: the state checks' key of
        #                                     quiet steps, actions.py _state_check_pass: [10] emptied where a field
        #                                     card's position or `activated` changes; [11] read by _state_checks),
        #                                     [the Fusion Monsters of each Level in each player's Extra Deck, or None]
        #                                     (chain.py _extra_fusions: None when a card enters or leaves an Extra Deck),
        #                                     [21] whether a card has an End Phase trigger a card object arriving
        #                                     off the field in the End Phase may raise, None: to be found (turn.py
        #                                     `_end_phase_arrivers`; a new card with such a trigger empties it)
        self._frames_kept = [None, None]    # per player: their Extra Deck's frames (turn.py _walk_extra_frames), None
        #                                     when to be walked again: a card entered or left it (_remove, _place),
        #                                     or a determinized copy dealt other cards to it (determinize.py)
        self._win_cards = []         # cards with a special victory condition (Exodia...)
        self._cont_tags_present = set()  # continuous-effect tags some card of this duel has
        self._activation_bars = False    # some card of this duel bars activations (by name, cost, kind or summon)
        #                                  or the effect's cost (Prohibition, Goblin of Greed: tags
        #                                  prohibited_name, no_discard_cost; chain.py `_activation_barred`)
        self._grave_effects = False  # some card of this duel can be activated from the GY
        self._hears = NO_HEARS       # the happening types this duel's scripts hear, answer... (effects.py
        #                              `NO_HEARS`): a tuple of frozensets, replaced, never changed,
        #                              when a card brings new ones (`_new_card`): forks share it
        self._hold_flips = False     # a window that keeps flip effects waiting (damage step)
        self._in_negation = False    # computing whether a negating effect is negated
        self._negation_cache = None  # (key, state) of _negation_state
        self._doomed = []            # uids destroyed by battle this damage step (effects stop)
        self.damage_sub = None       # damage-step sub-step: start, before_calc, calc, after_calc, end
        self._activations = 0        # activations so far (a phase change waits if one happened)
        self.summoning = []          # monsters being summoned (the summon-negation window)
        self._summon_negated = False
        self.turn_log = []           # cards sent to the GY this turn (Last Will), and cards destroyed
                                     # this turn that went elsewhere (key "to"): per-turn record
        self.past_turn_logs = []     # the records of the two turns before (engine/extra.py)
        self.turn_summons = [0, 0]   # Summons (Normal, Tribute, Flip, Special) each player made this turn
        self.turn_drawn = [0, 0]     # cards each player drew this turn
        self.last_attacker = None    # uid of the last monster that declared an attack this turn
        self.just_resolved = None    # the chain link whose resolution just ended (until the chain ends)
        self.resolving_link = None   # the chain link resolving (or whose state checks run) now
        self._link_serial = 0        # chain links resolved so far in the duel
        self.proper_summons = []     # cids properly Special Summoned by their own procedure
        self.overlays = {}           # Xyz Monster cid -> tuple of its Xyz Materials' cids (engine/xyz.py)
        self._chain_summons = []     # Fusion/Ritual Summons made by chain link 1, awaiting their
        #                              summon-negation window when the chain ends (engine/extra.py)
        self._match_win = False      # a card won the whole match (Victory Dragon)
        self._zone_pending = []      # placements by plain code whose zone is still to be chosen (engine/zones.py)
        self._settling = False       # those zones are being asked

    def _new_card(self, data, owner):
        """A new physical card, in no place yet (`_place` puts it somewhere)."""
        card = S.new_card(len(self.cards), data, owner)
        if data.scale is not None:
            self._cont_tags_present.add(PENDULUM_IN_DUEL)     # (turn.py: the menu reads the Pendulum Zones)
        script = self.source.script(data, self.rules.card_texts)
        if script is not None:
            card.script = script
            self._any_scripts = True
            if script.wins:
                self._win_cards.append(card)
            if script.cont_tags:
                self._cont_tags_present.update(script.cont_tags)
                if not ACTIVATION_BAR_TAGS.isdisjoint(script.cont_tags):
                    # (chain.py `_activation_barred`; Jowgen: round 58z; Spatial Collapse's cap on
                    # a card activated from the hand, round 59a: `field_card_room`)
                    self._activation_bars = True
            if script.from_grave:
                self._grave_effects = True
            if script.arrivals:
                self._phase_cards[21] = None     # (turn.py `_end_phase_arrivers`: found again)
            adds = script.hears
            if adds is not None:
                hears = self._hears
                if not (adds[0] <= hears[0] and adds[1] <= hears[1] and adds[2] <= hears[2] and adds[3] <= hears[3]):
                    self._hears = (hears[0] | adds[0], hears[1] | adds[1], hears[2] | adds[2], hears[3] | adds[3])
        self.cards.append(card)
        return card

    # ------------------------------------------------------------ the protocol
    def answer(self, choice, player=None):
        """Answer the current request with an Option, its id (int) or its key (str).
        player: who answers (a network server passes it): an answer from the player who is
        not deciding is refused without showing them the pending options."""
        # the answer's class first, before anything is read of the duel: on PyPy the class of
        # an Option is read off its layout (a map; the options store only the fields they
        # have, protocol.py), and a guard that fails here sends only this much into a bridge
        given = type(choice)
        if given is _Advance:
            # `_run`: no answer; the duel advances from where it stands (set-up, a fork)
            answer = None
        else:
            request = self.request
            if request is None:
                if self.result is not None:
                    raise DuelOverError("the duel is over (%s); no answer is expected" % self.result["reason"])
                raise IllegalAnswerError("no decision is pending")
            if player is not None:
                if not _exact_int(player) or player not in (0, 1):
                    raise IllegalAnswerError("player must be 0, 1 or None, not %r" % (player,))
                if player != request.player:
                    raise IllegalAnswerError("player %d answered, but the pending decision is player %d's"
                                             % (player + 1, request.player + 1))
            # the common answers, an Option of this request or its id, without a call (on PyPy
            # every call the JIT does not inline costs a frame); anything else goes to _match
            options = request.options
            if given is Option:
                # (its id read once; past the end of the list the lookup raises, not a length test)
                i = choice.id
                try:
                    option = choice if type(i) is int and i >= 0 and options[i] is choice else \
                        self._match(request, choice)
                except IndexError:
                    option = self._match(request, choice)
            elif given is int and 0 <= choice < len(options):
                option = options[choice]
            else:
                option = self._match(request, choice)
            self.answers.append(option.id)
            self.request = None
            if self._proc is None:
                # the pick's procedure at a quiet point (a menu): a generator, or () where it ran
                # through with nothing to ask (a step that usually asks nothing makes no generator:
                # `_then`); written out here, not a method: on PyPy a call with a frame
                try:
                    if option.kind != "activate":
                        self._window_events = []     # what the menu could answer is no longer the last thing
                    if self.stage == STAGE_MAIN:
                        self._proc = self._main_action(option) or None
                    else:
                        self._proc = self._battle_action(option) or None
                except _DuelEnded:
                    self._ended()
                    return
                answer = None
            else:
                answer = option
        # the driver: advance until a decision is needed or the duel ends. Written here, not
        # called (`_run` comes here for the callers outside an answer): on PyPy a call is a
        # frame, one at every decision
        while True:
            proc = self._proc
            if proc is not None:
                try:
                    request = proc.send(answer)
                except StopIteration:
                    self._proc = None
                    answer = None
                    if self._zone_pending:
                        self._proc = self._zones_first(None, None)
                    continue
                except _DuelEnded:
                    self._ended()
                    return
                if self._zone_pending and not self._settling:
                    # plain code placed cards whose zone is the player's choice: asked first
                    self._proc = self._zones_first(proc, request)
                    answer = None
                    continue
                self.request = request
                return
            if self.result is not None:
                self.stage = STAGE_OVER
                self.request = None
                if self._finished_log is False:
                    self._drop_log()
                return
            if self._zone_pending:
                self._proc = self._zones_first(None, None)
                answer = None
                continue
            stage = self.stage
            # (the lists first: both are empty at almost every menu, and the stage is compared
            # only when one is not; on PyPy a comparison of two strings is a call)
            if (self.pending or self._happened) and (stage == STAGE_MAIN or stage == STAGE_BATTLE):
                # something happened that opened no window (a Tribute Set, a negated summon):
                # its triggers start a chain before the menu comes back
                self._proc = self._settle_proc()
                answer = None
                continue
            if stage == STAGE_MAIN:
                self.request = self._main_menu()
                return
            if stage == STAGE_BATTLE:
                self.request = self._battle_menu()
                return
            # (the steps below may run through without a generator: `_then` runs them
            # inside one, as `_run` does every procedure)
            if stage == STAGE_OPENING:
                self._proc = self._opening_proc()
            elif stage == STAGE_TURN_START:
                self._proc = self._then((), self._turn_start_proc)
            elif stage == STAGE_STANDBY_START:
                self._proc = self._then((), self._turn_start_proc, False)
            elif stage == STAGE_BATTLE_START:
                self._proc = self._then((), self._battle_phase_proc)
            elif stage == STAGE_END_START:
                self._proc = self._then((), self._end_phase_proc)
            else:
                raise DuelError("duel in unknown stage %r" % (stage,))
            answer = None

    @staticmethod
    def _match(request, choice):
        options = request.options
        if type(choice) is int:         # (_exact_int, written out)
            if 0 <= choice < len(options):
                return options[choice]
        elif isinstance(choice, str):
            for option in options:
                if option.key == choice:
                    return option
        elif isinstance(choice, Option):
            if type(choice.id) is int and 0 <= choice.id < len(options):
                mine = options[choice.id]
                if mine is choice or (mine.kind == choice.kind and mine.card == choice.card and mine.effect == getattr(choice, "effect", None)
                                      and mine.target == choice.target and mine.position == choice.position
                                      and mine.zone == getattr(choice, "zone", None)):
                    return mine
        valid = "; ".join("%d=%s" % (o.id, o.label) for o in options)
        try:
            shown = repr(choice)[:80]
        except Exception:       # an object whose repr fails is still just a wrong answer
            shown = "<%s>" % type(choice).__name__
        raise IllegalAnswerError("%s is not an option of the pending request (player %d, %s: %s): "
                                 "answer with an option, its id (an int from 0 to %d) or its key. "
                                 "Valid options: %s" % (shown, request.player + 1, request.kind,
                                                        request.prompt, len(options) - 1, valid))


    # public: the Option an answer picks (IllegalAnswerError if none); match/ validates with it
    option_for = _match

    def _run(self):
        """Advance until a decision is needed or the duel ends: the driver, written in
        `answer` (the set-up, `from_position` and the forks come here with no answer)."""
        self.answer(_ADVANCE)

    def _ended(self):
        """The duel ended in the middle of a procedure (`_DuelEnded`)."""
        self._proc = None
        self.request = None
        if self._finished_log is False:
            self._drop_log()

    @staticmethod
    def _then(first, step, *args):
        """Generator: `first` (a procedure that asks), then `step(*args)`.

        A procedure step that usually has nothing to ask is a plain function that returns ()
        when it ran through, or a generator for what is left where something asks; the
        step after a window is handed on as `return self._then(window, next_step, ...)`,
        so the common case makes no generator (each one costs a frame, and on PyPy a
        generator object, a weakref and a finalizer). `step` returns (), None or a
        generator."""
        yield from first
        rest = step(*args)
        if rest:
            yield from rest

    def _zones_first(self, proc, request):
        """Ask the zones of placements plain code made (engine/zones.py), then go on with
        `proc`, paused at `request` (None: it had finished)."""
        yield from self._settle_zones()
        if proc is None:
            return
        answer = yield request
        while True:
            try:
                request = proc.send(answer)
            except StopIteration:
                if self._zone_pending:
                    yield from self._settle_zones()
                return
            if self._zone_pending:
                yield from self._settle_zones()
            answer = yield request

    def _settle_proc(self):
        """Collect what happened without a window; pending triggers start a chain."""
        stage = self.stage
        self._mark_batch()
        self._state_checks()
        if self._zone_pending and self._left_destructions():
            yield from self._settle_destructions()
        if self.pending:
            yield from self._window("settle")
        self._happened = []
        self.stage = stage

    # _ask(player, kind, prompt, options): build a request; procedures `yield` it and receive
    # the chosen Option. The class itself, not a method that calls it: one call instead of
    # two (on PyPy every call the JIT does not inline costs a frame)
    _ask = staticmethod(Request)

    # ------------------------------------------------------------ time limit
    def set_turn_limit(self, last_turn):
        """Tournament time limit (seed 001 判定1, 判定2): at the end of turn `last_turn`
        the player with more LP wins; equal LP goes to sudden death (the first later turn
        that ends with different LP decides). A match calls this when its clock runs out
        (current turn + 3 extra turns) or for a 4-turn extra duel. Recorded for replays."""
        if self.result is not None:
            raise DuelOverError("the duel is over; no time limit can be set")
        if isinstance(last_turn, bool) or not isinstance(last_turn, int) or last_turn < 0:
            raise ValueError("last_turn must be a turn number, not %r" % (last_turn,))
        self.turn_limit = last_turn
        self.inputs.append([len(self.answers), "turn_limit", last_turn])
        self._emit({"type": "turn_limit", "last_turn": last_turn})

    def concede(self, player):
        """`player` concedes: the duel ends now and the opponent wins it (result reason
        "concede"). A player may concede at any moment of the duel before its result is
        decided, also while the opponent is deciding (Konami's tournament policy on
        concessions; every client offers it). Recorded for replays as an outside input, as a
        time limit is, at the number of answers given so far."""
        if self.result is not None:
            raise DuelOverError("the duel is over (%s); it can no longer be conceded" % self.result["reason"])
        if not _exact_int(player) or player not in (0, 1):
            raise ValueError("player must be 0 or 1, not %r" % (player,))
        self.inputs.append([len(self.answers), "concede", player])
        proc, self._proc = self._proc, None
        if proc is not None:
            proc.close()        # (its cleanups run now, not whenever the collector finds it)
        winner = 1 - player
        self.result = {"winner": winner, "reason": "concede", "turn": self.turn}
        self._emit({"type": "duel_end", "winner": winner, "reason": "concede", "player": player})
        self.request = None
        self.stage = STAGE_OVER
        if self._finished_log is False:
            self._drop_log()

    def _turn_limit_check(self):
        """At a turn's end, under a time limit: decide the duel by LP if it is time."""
        limit = self.turn_limit
        if limit is None or self.turn < limit:
            return
        lp0, lp1 = self.players[0].lp, self.players[1].lp
        if lp0 == lp1:
            self._emit({"type": "sudden_death", "turn": self.turn})
            return
        winner = 0 if lp0 > lp1 else 1
        self.result = {"winner": winner, "reason": "time_limit" if self.turn == limit else "sudden_death",
                       "turn": self.turn}
        self._emit({"type": "duel_end", "winner": winner, "reason": self.result["reason"]})
        self.stage = STAGE_OVER
        raise _DuelEnded()

    # ------------------------------------------------------------------- state
    @property
    def over(self):
        return self.result is not None

    @property
    def winner(self):
        return None if self.result is None else self.result["winner"]

    # ---------------------------------------------------- lasting effects' gate
    # A lasting effect (engine/lasting.py Lasting) starts here and ends here, nowhere else
    # (tests/engine/test_lasting_gate_r18b.py scans the engine for any other write of
    # `lingering`): each bumps `_lasting_version`, so an answer kept about the lasting effects
    # (`_delayed_known`) holds exactly while its version is the duel's, and empties the state
    # checks' key of quiet steps (`_phase_cards[10]`, engine/actions.py `_state_check_pass`).
    def _lasting_started(self, lasting):
        """Start `lasting` (actions.py `add_lasting`: its duration already fixed)."""
        self.lingering.append(lasting)
        self._lasting_version += 1
        self._phase_cards[10] = None    # (the state checks' key of quiet steps holds no more)

    def _lasting_ended(self, keep):
        """End the lasting effects not in `keep`: `keep` (a new list, the lasting entries
        that go on, in their order) becomes the duel's list."""
        self.lingering = keep
        self._lasting_version += 1
        self._phase_cards[10] = None    # (the state checks' key of quiet steps holds no more)

    def _lasting_renewed(self, entry, until=None, **info):
        """Put a copy of the lasting effect `entry` in its place, with the duration `until`
        (a fixed `Until`) and/or these info items (round 57b: a pending L.NO_DRAW whose Draw
        Phase began, turn.py `_draw_lock_begins`; a watcher's count, `_normal_summon_watched`):
        through the gate (`_lasting_ended`), so every answer kept about the lasting effects is
        asked again. Returns the copy."""
        new = entry.copy()
        if until is not None:
            new.until = until
        if info:
            new.info.update(info)
        keep = []
        for other in self.lingering:
            keep.append(new if other is entry else other)
        self._lasting_ended(keep)
        return new

    def card_by_uid(self, uid):
        # uid -> card, filled where a card lands (_place, _shuffle_hand...) and by the answers
        # found; a uid is dealt once and never again, so an entry is right while its card still
        # has that uid (a fork empties the map, so every entry is this duel's card). A miss (a
        # Deck card's uid, the first look after a fork) walks every card.
        index = self._uid_cards
        card = index.get(uid)
        if card is not None and card.uid == uid:
            return card
        for card in self.cards:
            if card.uid == uid:
                index[uid] = card
                return card
        return None

    def monsters(self, player):
        """Monsters `player` controls: main zones left to right, then Extra Monster Zones."""
        out = []
        zones = self.players[player].mzone
        try:
            # (five Main Monster Zones, every rule set's: their unpacking is the test, no `len`)
            z0, z1, z2, z3, z4 = zones
        except ValueError:
            # a plain loop: on PyPy `list(filter(...))` or a comprehension is a call (a frame)
            for c in zones:
                if c is not None:
                    out.append(c)
        else:
            # (= the loop above, written out for five Main Monster Zones and the two Extra
            # Monster Zones: on PyPy a loop is compiled as a loop of its own, entered and left
            # through guards and bridges at every call; written out, a call is one straight path)
            if z0 is not None:
                out.append(z0)
            if z1 is not None:
                out.append(z1)
            if z2 is not None:
                out.append(z2)
            if z3 is not None:
                out.append(z3)
            if z4 is not None:
                out.append(z4)
        emz = self.emz
        if emz:
            e0, e1 = emz
            if e0 is not None and e0.controller == player:
                out.append(e0)
            if e1 is not None and e1.controller == player:
                out.append(e1)
        return out

    # ------------------------------------------------------------- events
    def _emit(self, event):
        log = self.log
        event["i"] = len(log)
        log.append(event)

    # ----------------------------------------------------------- movement
    def _remove(self, card, reason="moved"):
        """Take a card out of wherever it is (its uid is kept until it lands); the card
        relations it was part of are cut."""
        if self.relations:
            self._cut_relations(card, reason)
        loc = card.location
        if loc in _FIELD:
            self._field_version += 1
            self._last_plain = card
            script = card.script
            if script is None:
                self._plain_moves += 1
            else:
                rows = script.offers.get(loc)
                if rows is not None and rows[1 if card.position in _FACE_UP else 0]:
                    # (a card whose row for its face offers nothing there is in no column of the
                    # offer cache: its leaving changes none)
                    self._sides[card.controller] += 1
                if script.field_roles is None:
                    self._plain_moves += 1
            # the zone it leaves, one of the three field places (a card leaving the hand or a
            # pile is not compared with them)
            if loc == _MZONE:
                if card.seq >= _EMZ_FIRST_SEQ:
                    self.emz[card.seq - _EMZ_FIRST_SEQ] = None
                else:
                    self.players[card.controller].mzone[card.seq] = None
            elif loc == _SZONE:
                self.players[card.controller].szone[card.seq] = None
            else:
                self.players[card.controller].fzone = None
            return
        elif (loc == _HAND or loc == _GRAVE) and card.script is not None and loc in card.script.offers:
            # (the offers of the player whose hand it leaves, its holder: its controller; a GY
            # card's controller is its owner)
            self._sides[card.controller] += 1
        if loc == _OVERLAY:
            self._unstack(card)
        elif loc == _HAND:
            # a hand card is in its holder's hand list, its controller's: its owner's, or the
            # opponent an effect gave it to (Exchange: `_place`); wherever it goes from there
            # (its owner's piles: `_place`), it leaves that list here
            self.players[card.controller].hand.remove(card)
        else:   # the other piles belong to the owner
            # (each pile read by its own name where the tests below have told which it is: a
            # `getattr` by a name not known in advance is a look-up in the object's map, on PyPy
            # a call; the Deck, rarely left through here, and any other name by `getattr`)
            ps = self.players[card.owner]
            if loc == _GRAVE:
                self._pile_version += 1
                if card.data.is_monster:
                    ps.grave_monsters -= 1
                ps.grave.remove(card)
            elif loc == _BANISHED:
                self._pile_version += 1
                ps.banished.remove(card)
            elif loc == _EXTRA:
                self._frames_kept[card.owner] = None
                self._phase_cards[20] = None
                ps.extra.remove(card)
            else:
                getattr(ps, loc).remove(card)

    def _place(self, card, location, player, seq=0, position=S.FACEUP):
        """Put a removed card somewhere. It becomes a new object (DESIGN §3): a new uid
        and no history, wherever it lands."""
        uid = self._next_uid
        card.uid = uid
        self._next_uid = uid + 1
        self._uid_cards[uid] = card
        card.location = location
        card.position = position
        card.marks = None
        card.activated = False
        card.info = None
        if location in _FIELD:
            self._field_version += 1
            self._last_plain = card
            script = card.script
            if script is None:
                self._plain_moves += 1
            else:
                rows = script.offers.get(location)
                if rows is not None and rows[1 if position in _FACE_UP else 0]:
                    # (one whose row for its face offers nothing there adds nothing to them)
                    self._sides[player] += 1
                if script.field_roles is None:
                    self._plain_moves += 1
            card.controller = player
            card.seq = seq
            turn = self.turn
            card.history = (turn, None, 0, 0, 0, 0, None, ())      # (S.H_PLACED first: a new history)
            card.fixed_turn = turn
            if location == _MZONE:
                if seq >= _EMZ_FIRST_SEQ:
                    self.emz[seq - _EMZ_FIRST_SEQ] = card
                else:
                    self.players[player].mzone[seq] = card
            elif location == _SZONE:
                self.players[player].szone[seq] = card
            else:
                card.seq = 0
                self.players[player].fzone = card
            if position != _FACEDOWN and position != _FACEDOWN_DEFENSE and script is not None:
                self._stamp(card)
        elif location == _HAND:
            # the hand of `player`, its holder, who controls it there: its owner's, or the
            # owner's opponent an effect gives it to ("add it to your hand": Exchange takes a card
            # of the opponent's hand, actions.py `to_hand(player=)`); it stays its owner's, and
            # goes to its owner's piles when it leaves (`_remove` takes it out of this list)
            pile = self.players[player].hand
            if card.script is not None and _HAND in card.script.offers:
                self._sides[player] += 1
            if self.pending:
                self._pending_went_hidden(card)     # (chain.py: a hidden place drops its triggers)
            card.controller = player
            card.history = _NO_HISTORY
            card.fixed_turn = 0
            card.seq = len(pile)
            pile.append(card)
        else:
            # the other piles belong to the owner (each read by its own name where the tests
            # have told which it is, as in `_remove`: the Deck and any other by `getattr`)
            ps = self.players[card.owner]
            if location == _GRAVE:
                pile = ps.grave
                self._pile_version += 1
                if card.data.is_monster:
                    ps.grave_monsters += 1     # (PlayerState's count)
                if card.script is not None and _GRAVE in card.script.offers:
                    self._sides[card.owner] += 1
            elif location == _EXTRA:
                pile = ps.extra
                self._frames_kept[card.owner] = None
                self._phase_cards[20] = None
                if self.pending:
                    self._pending_went_hidden(card)
            elif location == _BANISHED:
                pile = ps.banished
                self._pile_version += 1
            else:
                pile = getattr(ps, location)     # (the Deck)
                if self.pending:
                    self._pending_went_hidden(card)
            card.controller = card.owner
            card.history = _NO_HISTORY
            card.fixed_turn = 0
            card.seq = len(pile)
            pile.append(card)

    def _draw_barred(self, player):
        """Does a lasting L.NO_DRAW that applies now (its Draw Phase begun: turn.py
        `_draw_lock_begins` fixed its duration to that phase) bar `player` from drawing? Asked
        only in a duel whose cards declare the tag (round 57b)."""
        for entry in self.lingering:
            if entry.tag == "no_draw" and entry.player == player and entry.until.kind == "phase" and \
                    entry.until.alive(self):
                return True
        return False

    def _draw(self, player, count=1):
        """Draw `count` cards; a player who must draw from an empty deck loses. (A lasting
        L.NO_DRAW is asked by the draws it can bar, not here: a card effect's draw, actions.py
        `effect_draw`, and the Draw Phase's normal draw, turn.py `_locked_draw_phase`; the
        opening hands come before any card can start one.)"""
        deck = self.players[player].deck
        if len(self._uid_cards) > 160:
            self._renew_uid_map()        # old uids pile up
        for _ in range(count):
            if not deck:
                self._set_loser(player, "deck_out")
                self._emit({"type": "deck_out", "player": player})
                return False
            card = deck.pop()
            # (= self._place(card, _HAND, player, position=_FACEDOWN), its hand case written out:
            # a call with a frame on PyPy at each draw; the card is `player`'s, as the Deck it
            # leaves, and its script's hand row is read once, here and for the offers below)
            uid = self._next_uid
            card.uid = uid
            self._next_uid = uid + 1
            self._uid_cards[uid] = card
            card.location = _HAND
            card.position = _FACEDOWN
            # a Deck card its owner's opponent saw (Ancient Telescope: `M.SEEN`) joins the hand
            # with a shuffle, as it does by any other move (actions.py `_move`); its marks are
            # read below only where it has some (almost never: one read and one test a draw)
            marks = card.marks
            card.marks = None
            card.activated = False
            card.info = None
            script = card.script
            rows = None if script is None else script.offers.get(_HAND)
            if rows is not None:
                self._sides[player] += 1
            if self.pending:
                self._pending_went_hidden(card)     # (chain.py: a hidden place drops its triggers)
            card.controller = player
            card.history = _NO_HISTORY
            card.fixed_turn = 0
            hand = self.players[player].hand
            card.seq = len(hand)
            hand.append(card)
            self.turn_drawn[player] += 1
            log = self.log      # (= self._emit, written out: a call with a frame on PyPy)
            log.append({"type": "draw", "player": player, "uid": uid,
                        "private": {"player": player, "code": card.data.code, "name": card.data.name},
                        "i": len(log)})
            if marks is not None and _SEEN in marks and self.rules.hand_uids_scrambled:
                self._shuffle_hand(player)      # (before the happening: it names the card's uid now)
                uid = card.uid
            if self._any_scripts:
                # (= self._happen("drawn", card, player=player), written out: its dict, keys in its order)
                self._happened.append({"player": player, "type": "drawn", "cid": card.cid, "uid": uid})
                if rows is not None:
                    cache = self._offer_cache[player]
                    if cache is not None and cache[0] + 1 == self._sides[player]:
                        # the player's offers were current before this draw, whose placing
                        # made the one bump since (`_sides` only grows; the card offers
                        # something in the hand): the kept columns with the card's pairs
                        # added (chain.py `_offers_drawn`), not a walk. (Behind
                        # `_any_scripts`: a duel of Normal Monsters never reaches it.)
                        self._offers_drawn(player, cache[1], card, rows)
        return True

    def _renew_uid_map(self):
        """card_by_uid's map emptied of the old uids piled up in it, and given back at once the
        cards on the field and in the hands: those a lookup asks for most after the map is
        emptied (each miss walks every card of the duel: on C/M 0.2 misses a turn, ~50 cards
        walked each, nearly all of them for a card on the field after an emptying). Every
        other card is found again by the walk, as before."""
        index = self._uid_cards
        index.clear()
        for ps in self.players:
            for card in ps.hand:
                index[card.uid] = card
            for card in ps.mzone:
                if card is not None:
                    index[card.uid] = card
            for card in ps.szone:
                if card is not None:
                    index[card.uid] = card
            if ps.fzone is not None:
                index[ps.fzone.uid] = ps.fzone
        for card in self.emz:
            if card is not None:
                index[card.uid] = card

    def deck_bottom(self, cards):
        """Put each of `cards` that is in its owner's Deck under that Deck, in the order given
        (the last one given ends at the very bottom): a placement within the Deck, no card
        leaving it, so no happening, and each card keeps its uid (a Deck card's uid is private:
        no public event tells where it went; the effect that moves it says so). The Deck is a
        list, bottom first (state.py), so forks copy the order and a replay makes it again;
        determinized copies re-deal every Deck as before. Round 53k: `Ctx.to_deck(cards,
        bottom=True)` (Dark Scorpion - Chick the Yellow's top card put back at the bottom)."""
        touched = []
        for card in cards:
            if card.location != S.DECK:
                continue        # (it did not reach the Deck: a card that stayed, or an Extra Deck one)
            deck = self.players[card.owner].deck
            deck.remove(card)
            deck.insert(0, card)
            if deck not in touched:
                touched.append(deck)
        for deck in touched:
            for i, card in enumerate(deck):
                card.seq = i

    def deck_top(self, cards):
        """Put each of `cards` that is in its owner's Deck on top of that Deck, the FIRST one given
        ending as the top card (top first, as `Ctx.deck` lists a Deck): a placement within the
        Deck, no card leaving it, so no happening and no uid changed, as `deck_bottom` (round 56z:
        `Ctx.arrange_deck_top`, Big Eye's "look at the top cards and put them back in any
        order")."""
        touched = []
        for card in reversed(cards):
            if card.location != S.DECK:
                continue
            deck = self.players[card.owner].deck
            deck.remove(card)
            deck.append(card)       # (the Deck is a list, bottom first: the last appended is the top)
            if deck not in touched:
                touched.append(deck)
        for deck in touched:
            for i, card in enumerate(deck):
                card.seq = i

    def _shuffle_deck(self, player):
        """Shuffle; the Deck's cards get new uids, so no uid tells where a card was (or
        which card of a known decklist it is). The new uids are dealt in an order drawn
        from a key of the hidden seed, so a uid does not tell a card's place in the Deck
        either (dealing them takes nothing from the duel's PRNG)."""
        deck = self.players[player].deck
        # (= self.rng.shuffle(deck), then the Deck's cards given the uids base .. base + n - 1
        # in the order PRNG((uid_key + base) mod 2**64).shuffle(list of them) leaves them: both
        # shuffles made in one loop, rng.py `PRNG.shuffle_dealt`; the cards are hidden, so
        # not put in card_by_uid's map)
        base = self._next_uid
        rng = self.rng
        rng.shuffle_dealt(deck, (rng.uid_key + base) & 0xFFFFFFFFFFFFFFFF, base)
        self._next_uid = base + len(deck)
        self._emit({"type": "shuffle", "player": player})

    def _hidden_choice_uids(self, cards):
        """Cards of a hidden pile (a Deck) about to be listed in a request: sorted by name
        and passcode and given fresh uids in that order, so neither the order of the list nor
        a uid tells where a card lies in the pile (or which copy it is)."""
        cards = sorted(cards, key=lambda c: (c.data.name, c.data.code))
        uid = self._next_uid
        index = self._uid_cards
        for card in cards:
            card.uid = uid
            index[uid] = card
            uid += 1
        self._next_uid = uid
        return cards

    def _shuffle_hand(self, player):
        """New uids for a hand whose cards the opponent saw (a "hand shuffle"): they can no
        longer follow one of them. The owner gets the old -> new mapping privately."""
        hand = self.players[player].hand
        if not hand:
            return
        mapping = []
        base = self._next_uid
        uids = list(range(base, base + len(hand)))
        if self.rules.hand_uids_scrambled:
            # the new uids dealt in an order drawn from a key of the hidden seed (as the Deck's,
            # `_shuffle_deck`; nothing drawn from the duel's PRNG), and the opponent sees the hand
            # in uid order (`view`): neither a card's new uid nor its place tells which it was
            PRNG((self.rng.uid_key + base) & 0xFFFFFFFFFFFFFFFF).shuffle(uids)
        index = self._uid_cards
        chain = self.chain
        for card, uid in zip(hand, uids):
            mapping.append([card.uid, uid])
            if chain:
                # a chain link of a card in this hand follows it (seed 000 §誘發效果: a shuffle is no
                # move; Watapon's effect activated from the hand still finds it; the card was shown
                # as it was activated, so the link naming its new uid tells the opponent nothing new)
                for link in chain:
                    if link.card_uid == card.uid and link.cid == card.cid:
                        link.card_uid = uid
            card.uid = uid
            index[uid] = card
        self._next_uid = base + len(hand)
        self._emit({"type": "shuffle_hand", "player": player,
                    "private": {"player": player, "uids": mapping}})

    def _damage(self, player, amount, reason):
        if amount <= 0:
            return
        ps = self.players[player]
        lp = ps.lp - amount
        if lp > 0:
            ps.lp = lp
        else:
            ps.lp = 0
            self._lp_reached_zero(player)
        log = self.log      # (= self._emit, written out: a call with a frame on PyPy)
        log.append({"type": "damage", "player": player, "amount": amount, "lp": ps.lp, "reason": reason,
                    "i": len(log)})

    def _lp_reached_zero(self, player):
        """The mark the state checks' win test reads: a player whose LP reached 0 is a loser
        from here on (`_losers`), so that the test reads `_losers` alone, not both players' LP
        at every check. Every write of LP that can leave it at 0 calls this (`_damage`,
        `pay_lp`, a position set up, `set_lp`); `recover` lifts the mark again (LP above 0
        before the next state check: nobody has lost, as the LP test found). A player who
        has already lost otherwise (deck-out) keeps that reason, as the LP test kept it."""
        if self._losers[player] is None:
            self._set_loser(player, "lp")

    def _set_loser(self, player, reason):
        """`_losers` with player's reason (None: no loss). A new pair at every change, never
        one changed in place, and `_NOBODY` itself whenever nobody has lost: the win tests
        read `self._losers is not _NOBODY`, one identity test (on PyPy a list comparison was
        a call that may force the frame, at every state check), and a fork shares the pair."""
        losers = self._losers
        losers = (reason, losers[1]) if player == 0 else (losers[0], reason)
        self._losers = _NOBODY if losers == _NOBODY else losers

    def set_lp(self, player, lp):
        """Set a player's LP by fiat (tests and tools only, like `debug_move`): LP 0 or less
        loses at the next state check, as LP brought there by damage or a cost."""
        self.players[player].lp = lp
        if lp <= 0:
            self._lp_reached_zero(player)
        elif self._losers[player] == "lp":
            self._set_loser(player, None)

    def _check_win(self):
        """State check: end the duel if someone has lost (both at once: a draw)."""
        losers = self._losers
        if losers[0] is None and losers[1] is None and self.players[0].lp > 0 and self.players[1].lp > 0:
            return              # the common case: nobody has lost
        for p in (0, 1):
            if self.players[p].lp <= 0 and losers[p] is None:
                self._set_loser(p, "lp")     # however LP reached 0 (seed 000 §勝負判定條件)
                losers = self._losers
        if losers[0] is None and losers[1] is None:
            return
        if losers[0] is not None and losers[1] is not None:
            winner, reason = None, "both players lost at once (%s, %s)" % (losers[0], losers[1])
        elif losers[0] is not None:
            winner, reason = 1, losers[0]
        else:
            winner, reason = 0, losers[1]
        self.result = {"winner": winner, "reason": reason, "turn": self.turn}
        if self._match_win and winner is not None:
            self.result["match_win"] = True
        self._emit({"type": "duel_end", "winner": winner, "reason": reason})
        self.stage = STAGE_OVER
        raise _DuelEnded()

    def check_position(self):
        """Apply the state checks to a position set up directly (a scenario table), before
        its first decision: LP 0, special wins, Equip Cards without a legal monster,
        continuous rules that hold positions. The duel may end here."""
        try:
            self._state_checks()
        except _DuelEnded:
            pass

    # -------------------------------------------------------------- debug
    def debug_move(self, uid, location, player=None, seq=None, position=None):
        """Move a card by fiat (tests and tools only, e.g. inside a hook)."""
        card = self.card_by_uid(uid)
        if card is None:
            raise DuelError("no card with uid %r" % (uid,))
        if player is None:
            # (a card going to a hand or a pile: its owner's, as by any move)
            player = card.controller if location in S.FIELD_LOCATIONS else card.owner
        if location == S.MZONE and seq is None:
            seq = next(iter(self.free_mzones(player)), None)     # (no count limit binds a fiat: round 58b)
            if seq is None:
                raise DuelError("player %d has no free Main Monster Zone" % (player + 1))
        old = card.uid
        origin = card.location
        self._remove(card)
        self._place(card, location, player, seq or 0,
                    position or (S.FACEUP_ATTACK if location == S.MZONE else S.FACEUP))
        if location == S.MZONE:
            card.summon_kind = "special"
            if origin not in S.FIELD_LOCATIONS:
                card.summoned_from = origin     # (from a pile: as a Special Summon from there)
        event = {"type": "moved", "prev": old, "uid": card.uid, "to": location, "player": player,
                 "reason": "debug"}
        facts = {"code": card.data.code, "name": card.data.name}
        if card.face_up and location not in (S.HAND, S.DECK, S.EXTRA):
            event.update(facts)
        else:
            event["private"] = dict(facts, player=card.controller)
        self._emit(event)
        return card

    def free_mzone_count(self, player):
        """How many of `player`'s Main Monster Zones a monster could be placed in now: empty,
        and no effect keeps it from being used (Ojama King)."""
        zones = self.players[player].mzone
        free = zones.count(None)
        if free and "blocked_zones" in self._cont_tags_present:
            roles = self._field_cache
            if roles is not None and roles[0] == self._field_version and "blocked_zones" not in roles[5] and \
                    "blocks_zone" not in self._cont_tags_present:
                # (`_blocked_zones`' first test written out, as `_free_mzone` has it: the field
                # roles current, no field card blocking zones or limiting their count, and no
                # card of the duel keeping a zone by a lasting effect, it gives none; round 58z)
                return free
            for i in set(self._blocked_zones(player)):      # (it asks the field roles itself)
                if zones[i] is None:
                    free -= 1
            if free > 1 and MONSTER_LIMIT_IN_DUEL in self._cont_tags_present:
                # no more than a count limit leaves room for (Kaiser Colosseum; round 58b)
                room = self._monster_room(player)
                if room is not None and room < free:
                    free = max(room, 0)
        return free

    def _free_mzone(self, player):
        zones = self.players[player].mzone
        blocked = ()
        if "blocked_zones" in self._cont_tags_present:
            roles = self._field_cache
            if roles is None or roles[0] != self._field_version or "blocked_zones" in roles[5] or (
                    "blocks_zone" in self._cont_tags_present and self.lingering):
                blocked = self._blocked_zones(player)
            # (else no field card has such an effect: `_blocked_zones` would give none; its
            # test written out, as its call is a frame on PyPy)
        for i, c in enumerate(zones):
            if c is None and i not in blocked:
                return i
        return None

    # -------------------------------------------------------------- views
    def link_uid(self, link):
        """The uid a chain link names its card by: its uid now, or, once a cost or an effect
        has put it in a hidden place (a tag out shuffles the Beast into the Deck), the uid
        it activated with, as a new uid there could tell where it went."""
        card = self.cards[link.cid]
        if card.uid != link.card_uid and (card.location in (S.HAND, S.DECK, S.EXTRA) or not card.face_up):
            return link.card_uid
        return card.uid

    def view(self, player=None):
        """What `player` may know (None: a spectator). Plain JSON-ready data."""
        _check_viewer(player)
        def card_view(card, visible):
            out = {"uid": card.uid}
            if visible:
                out["code"] = card.data.code
                out["name"] = card.data.name
            return out

        def field_card(card):
            visible = card.face_up or card.controller == player
            if not card.face_up and held_face_down(card):
                visible = card.owner == player      # (a monster held face-down: its owner's to know)
            out = card_view(card, visible)
            out["position"] = card.position
            out["zone"] = card.seq
            if visible and card.location == S.MZONE and card.data.is_monster:
                out["atk"] = self.atk(card)
                out["def"] = self.defense(card)
                if "name" in self._cont_tags_present:
                    # a name an effect gave it is public (Elemental HERO Prisma): the name now,
                    # and the printed one beside it
                    name = self.name_now(card)
                    if name != card.data.name:
                        out["printed_name"] = card.data.name
                        out["name"] = name
            if card.location == S.MZONE and self.overlays and card.cid in self.overlays:
                # Xyz Materials are public: both players see them (seed 004 §XYZ素材)
                out["materials"] = [card_view(m, True) for m in self.materials_of(card)]
            if visible and self.relations:
                monster = self.equipped_to(card)
                if monster is not None:
                    out["equipped_to"] = monster.uid
            return out

        sides = []
        n_st = self.rules.spell_trap_zones
        revealing = "hand_revealed" in self._cont_tags_present
        for p in (0, 1):
            ps = self.players[p]
            mine = p == player
            # (round 59p) a hand played revealed (Respect Play) is everyone's to see
            shown = mine or (revealing and self.hand_revealed(p))
            sides.append({
                "lp": ps.lp,
                # (the opponent's hand in uid order: its order would tell which card a hand
                # shuffle's new uid went to, `_shuffle_hand`)
                # (a card of the viewer's own in the opponent's hand, one an effect gave them,
                # Exchange, is the viewer's to know: both saw it move, and it is theirs)
                "hand": [card_view(c, shown or c.owner == player)
                         for c in (ps.hand if mine else sorted(ps.hand, key=_uid_of))],
                "deck": len(ps.deck),
                "extra": [card_view(c, mine) for c in ps.extra] if mine else len(ps.extra),
                # face-up Pendulum Monsters in the Extra Deck are public (seed 000 §額外卡組區域)
                "extra_face_up": [card_view(c, True) for c in ps.extra if c.face_up],
                "grave": [card_view(c, True) for c in ps.grave],
                "banished": [card_view(c, c.position != S.FACEDOWN or mine) for c in ps.banished],
                "monsters": [None if c is None else field_card(c) for c in ps.mzone],
                "spells": [None if c is None else field_card(c) for c in ps.szone[:n_st]],
                # [left, right] Pendulum Zones (engine/pendulum.py); [] without them
                "pendulum": [None if c is None else dict(field_card(c), scale=self.scale(c))
                             for c in self.pendulum_zones(p)],
                "field": None if ps.fzone is None else field_card(ps.fzone),
                "normal_summons": ps.normal_summons,
            })
        out = {
            "viewer": player,
            "turn": self.turn,
            "turn_player": self.turn_player,
            "phase": self.phase,
            "step": self.step,
            "players": sides,
            "extra_monster_zones": [None if c is None else dict(field_card(c), controller=c.controller)
                                    for c in self.emz],
            "result": None if self.result is None else dict(self.result),
            "attack": None if self.attack is None else {"attacker": self.attack[0], "target": self.attack[1]},
            "chain": [{"link": link.number, "player": link.player, "uid": self.link_uid(link),
                       "name": self.cards[link.cid].data.name, "targets": list(link.targets)}
                      for link in self.chain],
        }
        if self.request is not None:
            out["waiting_for"] = self.request.player
            if self.request.player == player:
                out["request"] = self.request.to_dict()
        return out

    def hand_revealed(self, player):
        """(round 59p) Does `player` play with their hand revealed now: a C.HAND_REVEALED effect
        that applies reaches them (Respect Play: each player in their own turn)? Then `view`
        shows their hand's cards to everyone."""
        if "hand_revealed" not in self._cont_tags_present:
            return False
        return self._has_tag(player, "hand_revealed")

    def log_for(self, player=None, start=0):
        """The log as `player` may see it (None: public form); copies, never the log's own events."""
        _check_viewer(player)
        return copy.deepcopy([event_for(e, player) for e in stored_events(self.log)[start:]])

    @property
    def log_patches(self):
        """The indices of the logged events the engine replaced after logging them, in the
        order replaced (a tuple; an index replaced twice appears twice). Under rules that let
        players choose zones, a card that plain code places (Scapegoat's tokens) is logged in
        the first free zone, and its event is replaced by one naming the zone its controller
        then chose: a client sent the event before holds the old one (duelist serve sends it
        again, docs/web.md). A fork keeps the replacements made before it, and sees none made
        after in its original; no log's bytes depend on this."""
        log = self.log
        return log.patched if type(log) is Log else ()

    @property
    def keep_log(self):
        """Does this duel keep its log's events once it is over? (Duel(..., keep_log=...))"""
        return self._finished_log is None

    def log_digest(self):
        """SHA-256 of the full log (private parts included): what replays compare."""
        if self._finished_log:      # (a tuple once the events are dropped)
            return self._finished_log[1]
        return log_digest(self.log)

    def log_length(self):
        """How many events the duel has logged (kept or not)."""
        if self._finished_log:
            return self._finished_log[0]
        return len(self.log)

    def _drop_log(self):
        """keep_log=False: the duel is over; keep the log's length and digest, not its events."""
        if self._finished_log is False:
            self._finished_log = (len(self.log), log_digest(self.log))
            self.log = new_log()
            self.turn_log = []
            self.past_turn_logs = []
            self._uid_cards = {}     # (card_by_uid refills it if a finished duel is asked)

    # -------------------------------------------------------------- forks
    def fork(self):
        """An independent copy; the original is untouched.

        At a quiet point (no procedure alive) this is a plain copy of the state.
        Mid-procedure it is rebuilt from the origin plus the answers given so far."""
        if self._proc is not None:
            return self._fork_by_replay()
        return self._copy()

    def _copy(self):
        """A fork at a quiet point: a copy of exactly the state `STATE` declares, each part
        by its rule (`_copy_state`, written out from STATE when this module loads). The two
        duels share the log's events: each duel's Log hands them out read-only when read
        (events.Log), so nothing is frozen here."""
        if type(self.log) is not Log:
            self.log = share_log(self.log)      # a plain list put there: its events frozen now
        return _copy_state(self, Duel.__new__(Duel))

    def _fork_by_replay(self):
        if self._origin is not None:
            new = self._origin._copy()
            new._origin = self._origin     # read-only: only ever copied (see ORIGIN)
            new._run()
        else:
            setup = self._setup
            new = Duel(setup["decks"][0], setup["decks"][1], rules=self.rules, seed=setup["seed"],
                       first_player=setup["first_player"], check_cards=False, keep_log=self.keep_log,
                       cards=self.source)
        new.hooks = dict(self.hooks)
        new.apply_inputs(self.answers, self.inputs)
        return new

    def apply_inputs(self, answers, inputs=()):
        """Replay answers, with outside inputs (time limits) at the points they came."""
        pending = sorted((list(i) for i in inputs), key=lambda i: i[0])
        for n, choice in enumerate(answers):
            while pending and pending[0][0] <= n:
                self.apply_input(pending.pop(0))
            self.answer(choice)
        for item in pending:
            self.apply_input(item)

    def apply_input(self, item):
        """One outside input of a replay (`inputs`: [answers so far, "turn_limit", turn] or
        [answers so far, "concede", player]), applied now; DuelError for an unknown one."""
        if len(item) == 3 and item[1] == "turn_limit":
            self.set_turn_limit(item[2])
        elif len(item) == 3 and item[1] == "concede":
            self.concede(item[2])
        else:
            raise DuelError("unknown duel input %r" % (item,))

    # ------------------------------------------------------------- replays
    def replay_data(self):
        """Everything needed to re-run this duel (see duelist.engine.replay)."""
        if self._setup is None:
            raise DuelError("a duel built from a scenario table has no replay file")
        return {
            "format": "duelist-replay",
            "version": 2,           # engine/replay.py: 2 since players choose zones
            "engine": __version__,
            "rules": self.rules.to_dict(),
            "seed": self._setup["seed"],
            "first_player": self._setup["first_player"],
            "decks": copy.deepcopy(self._setup["decks"]),
            "answers": list(self.answers),
            "inputs": [list(i) for i in self.inputs],
            "events": self.log_length(),
            "log_sha256": self.log_digest(),
            "result": None if self.result is None else dict(self.result),
        }


# ------------------------------------------------------------ set-up templates
# Duel(...) with the same deck lists, card source, rules and check_cards as a duel set up
# before copies that duel's prepared state (its cards built, checked and placed in the
# Decks, before the shuffles) instead of building it again: a search or a simulation sets
# up thousands of duels of one pair of decks. A card source is set up once and never
# changed (STATE: shared by every fork), so its card facts are trusted; a card's script can
# be swapped (tests stand a script in for a card), so a template is used only while the
# source still gives the same script object for each of its cards. A rules object is keyed
# by its values. At most _TEMPLATE_LIMIT templates are kept (the oldest dropped). A source
# may offer `scripts_version()`, a number that changes whenever a script it gives may have
# changed: while it is the one seen at the last check, no card needs looking at.
_TEMPLATES = {}
_TEMPLATE_LIMIT = 32
_rules_values = attrgetter(*Rules.__slots__)


def _template_key(cls, source, rules, check_cards, lists):
    if cls is not Duel:
        return None           # a subclass may build its cards its own way
    # (not hashed here: the look-up in `_template_for` hashes it, a tuple of some 80
    # passcodes, and an unhashable key, a passcode of a strange type, fails there)
    return (source, _rules_values(rules), bool(check_cards),
            tuple(lists[0][0]), tuple(lists[0][1]), tuple(lists[1][0]), tuple(lists[1][1]))


def _template_for(key, source, rules):
    if key is None:
        return None
    try:
        entry = _TEMPLATES.get(key)
    except TypeError:         # an unhashable key: no template (and none is remembered)
        return None
    if entry is None:
        return None
    template, facts, seen = entry
    versioned = getattr(source, "scripts_version", None)
    version = versioned() if versioned is not None else None
    if version is not None and version == seen:
        return template       # (no script given or swapped since every card was looked at)
    era = rules.card_texts
    script_of = source.script
    try:
        for data, script in facts:
            if script_of(data, era) is not script:
                del _TEMPLATES[key]
                return None
    except Exception:         # the source changed so much that it fails: build anew
        _TEMPLATES.pop(key, None)
        return None
    if version is not None:
        _TEMPLATES[key] = (template, facts, version)
    return template


def _remember_template(key, duel, source, rules):
    try:
        hash(key)
    except TypeError:
        return
    versioned = getattr(source, "scripts_version", None)
    version = versioned() if versioned is not None else None     # (read before the scripts)
    facts = {}
    for card in duel.cards:
        facts.setdefault(card.data.code, (card.data, card.script))
    if len(_TEMPLATES) >= _TEMPLATE_LIMIT:
        del _TEMPLATES[next(iter(_TEMPLATES))]
    _TEMPLATES[key] = (duel._copy(), tuple(facts.values()), version)


# ------------------------------------------------------------------ the copy
def _attribute_order():
    """The order in which a duel gets its attributes (`_init_empty` sets them all): a copy
    made attribute by attribute follows it, so that on PyPy a fork has the same object
    layout (map) as a duel built anew and the JIT's code for one fits the other."""
    probe = Duel.__new__(Duel)
    probe._init_empty(get_rules(None), 0, cards=CardSource())
    order = list(vars(probe))
    if set(order) != set(STATE):
        raise ImportError("duel.STATE and Duel._init_empty disagree: %s"
                          % sorted(set(order) ^ set(STATE)))
    return order


def _copy_rule_source(attribute_wise):
    """Python source of `_copy_state(old, new)`: one line per STATE entry, by its rule, in
    the order of `_attribute_order()`.

    attribute_wise: every attribute assigned one by one (PyPy, whose JIT makes those
    plain stores, while a `__dict__` copy is a slow generic path there); otherwise the
    shared values come in one `__dict__` update (CPython copies a dict as a block) and only
    the others are assigned."""
    lines = ["def _copy_state(old, new, Card=S.Card, PlayerState=S.PlayerState, Log=Log, raw=stored_events):"]
    lines += _card_copies_source(attribute_wise)
    lines += _players_copy_source()
    if not attribute_wise:
        lines.append("    new.__dict__.update(old.__dict__)")
    for name in _attribute_order():
        how = STATE[name]
        value = "old.%s" % name
        if not attribute_wise and how in _CPYTHON_RULES:
            # CPython: the same copy without a comprehension where that was measured cheaper
            lines.append("    v = %s" % value)
            lines.append("    new.%s = %s" % (name, _CPYTHON_RULES[how]))
            continue
        if how == SHARE:
            if not attribute_wise:
                continue
            expr = value
        elif how == CARDS:
            expr = "cards"
        elif how == PLAYERS:
            expr = "players"
        elif how == LIST:
            expr = "%s[:]" % value
        elif how == LOG:
            # a new Log with the same events (`events.share_log` written out; `_copy`
            # made sure it is a Log): `Log(list)` is a C copy, `old.log[:]` would freeze
            lines.append("    v = %s" % value)
            lines.append("    new.%s = log = Log(raw(v))" % name)
            lines.append("    log._upto = v._upto")
            lines.append("    log._patched = v._patched")     # (a tuple: shared)
            continue
        elif how in (DICT, SET):
            expr = "%s.copy()" % value
        elif how == OBJECT:
            expr = "None if %s is None else %s.copy()" % (value, value)
        elif how == COPIES:
            expr = "[item.copy() for item in %s] if %s else []" % (value, value)
        elif how == CARD_LIST:
            expr = "[None if c is None else cards[c.cid] for c in %s] if %s else []" % (value, value)
        elif how == EMPTY:
            expr = "[] if type(%s) is list else None" % value
        elif how == NESTED:
            expr = "[inner[:] for inner in %s] if %s else []" % (value, value)
        elif how == NESTED_COPIES:
            expr = "[[item.copy() for item in inner] for inner in %s] if %s else []" % (value, value)
        elif how == HOOKS:
            expr = "{k: v[:] for k, v in %s.items()} if %s else {}" % (value, value)
        elif how == CACHE:
            expr = "{} if type(%s) is dict else [None] * len(%s)" % (value, value)
        elif how == HAPPENINGS:
            expr = ("[{k: (v[:] if isinstance(v, list) else v) for k, v in h.items()} for h in %s] if %s else []"
                    % (value, value))
        elif how == ORIGIN:
            # shared: nothing plays the origin or changes it (`_fork_by_replay` plays a copy
            # of it; its copy makes its log read-only, as every fork does)
            if not attribute_wise:
                continue
            expr = value
        else:
            raise ImportError("duel.STATE: no fork rule %r for %s" % (how, name))
        lines.append("    new.%s = %s" % (name, expr))
    lines.append("    return new")
    return "\n".join(lines) + "\n"


def _copy_happening(h):
    """A happening dict copied as the HAPPENINGS rule says: its lists copied too (the same
    keys in the same order, each list value as `v[:]`)."""
    c = h.copy()
    for k, v in h.items():
        if isinstance(v, list):
            c[k] = v[:]
    return c


# CPython's form of two rules (`v` is the old value), the same new objects: a list of cards
# that holds no card (the two empty Extra Monster Zones of a Master Rule 5 duel) as a plain
# list copy, not a comprehension; the happenings each copied by `_copy_happening` in a C
# loop (`map`), not a comprehension of dict comprehensions. (Measured, callgrind, a W/Z
# fork: emz 2.6 -> 1.2 k instructions, the last batch's happenings 7.7 -> 6.2 k; the same
# `map` form for COPIES and NESTED_COPIES, with `methodcaller("copy")`, cost more than the
# comprehensions: +0.2 k and +2.8 k, and is not used.)
_CPYTHON_RULES = {
    CARD_LIST: "[] if not v else v[:] if v.count(None) == len(v) else [None if c is None else cards[c.cid] for c in v]",
    HAPPENINGS: "list(map(copy_happening, v)) if v else []",
}


def _card_copies_source(attribute_wise):
    """The lines of `_copy_state` that copy the cards: `Card.copy` written out in the loop,
    slot by slot from `Card.__slots__` (its dict slots, `S.CARD_DICT_SLOTS`, copied as
    dicts), so that a fork makes no call per card (a frame per card on PyPy, a frame push
    on CPython: 80-120 cards a fork)."""
    if attribute_wise:
        # PyPy: a plain loop, which the JIT compiles whole (`Card()` a plain allocation)
        lines = ["    cards = []",
                 "    append = cards.append",
                 "    for c in old.cards:",
                 "        o = Card()"]
    else:
        # CPython: the blank cards (Card has no __init__) made in one C loop, `starmap`
        # calling `Card()` for each, and walked with the old ones by `zip` (which reuses its
        # pair): no call, append or store of the new card per card in bytecode
        lines = ["    old_cards = old.cards",
                 "    cards = list(starmap(Card, repeat((), len(old_cards))))",
                 "    for c, o in zip(old_cards, cards):"]
    for name in S.Card.__slots__:
        if name in S.CARD_DICT_SLOTS:
            lines.append("        v = c.%s" % name)
            lines.append("        o.%s = None if v is None else dict(v)" % name)
        else:
            lines.append("        o.%s = c.%s" % (name, name))
    if attribute_wise:
        lines.append("        append(o)")     # (once its slots are set: the JIT's order)
    return lines


def _players_copy_source():
    """The lines of `_copy_state` that copy the two PlayerStates: `PlayerState.copy` written
    out (no call per player), slot by slot from `PlayerState.__slots__`; a pile is mapped
    onto the copied cards (an empty one is a new empty list, without a comprehension)."""
    lines = ["    players = []",
             "    for p in old.players:",
             "        q = PlayerState()"]     # (a blank one: PlayerState has no __init__)
    for name in S.PlayerState.__slots__:
        if name in S.PLAYER_PILE_SLOTS:
            lines.append("        v = p.%s" % name)
            lines.append("        q.%s = [cards[c.cid] for c in v] if v else []" % name)
        elif name in S.PLAYER_ZONE_SLOTS:
            lines.append("        q.%s = [None if c is None else cards[c.cid] for c in p.%s]" % (name, name))
        elif name in S.PLAYER_CARD_SLOTS:
            lines.append("        v = p.%s" % name)
            lines.append("        q.%s = None if v is None else cards[v.cid]" % name)
        else:
            lines.append("        q.%s = p.%s" % (name, name))
    lines.append("        players.append(q)")
    return lines


def _make_copy_state(attribute_wise):
    namespace = {"S": S, "Log": Log, "stored_events": stored_events, "starmap": starmap, "repeat": repeat,
                 "copy_happening": _copy_happening}
    exec(compile(_copy_rule_source(attribute_wise), "<duel._copy_state>", "exec"), namespace)
    return namespace["_copy_state"]


_copy_state = _make_copy_state(attribute_wise=platform.python_implementation() == "PyPy")
