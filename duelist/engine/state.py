"""Plain-data duel state: cards, players, zones.

Everything here is plain attributes (ints, strs, lists of cards), so a duel can be
copied cheaply (`Duel.fork`). A card's `uid` is its identity for rules purposes: it
changes every time the card changes location ("that card" stops tracking it); `cid`
is the physical card's fixed index, used only for bookkeeping.
"""

# Locations
DECK = "deck"
HAND = "hand"
MZONE = "mzone"       # main monster zones (seq 0-4) and Extra Monster Zones (seq 5, 6)
SZONE = "szone"       # spell & trap zones (seq 0-4)
FZONE = "fzone"       # field zone
GRAVE = "grave"
BANISHED = "banished"
EXTRA = "extra"
OVERLAY = "overlay"   # Xyz Materials under an Xyz Monster (engine/xyz.py); no card on the field

FIELD_LOCATIONS = (MZONE, SZONE, FZONE)

# Positions
FACEUP_ATTACK = "attack"
FACEUP_DEFENSE = "defense"
FACEDOWN_DEFENSE = "set"
FACEUP = "faceup"        # spells/traps and cards outside the monster zones
FACEDOWN = "facedown"    # set spells/traps, face-down banished cards, deck cards
# the face-up positions (= Card.face_up): hot paths test `position in FACE_UP_POSITIONS`
# instead of calling the property (a call with a frame on PyPy)
FACE_UP_POSITIONS = frozenset((FACEUP_ATTACK, FACEUP_DEFENSE, FACEUP))

EMZ_FIRST_SEQ = 5       # Extra Monster Zones are monster zones 5 and 6

# Stages: where a duel rests when no procedure is running (engine/duel.py `_run`).
STAGE_OPENING = "opening"              # not started: toss, shuffle, opening hands
STAGE_MAIN = "main"                    # Main Phase 1 or 2 menu (a quiet point)
STAGE_BATTLE = "battle_step"           # Battle Step menu (a quiet point)
STAGE_TURN = "turn"                    # a procedure is running
STAGE_TURN_START = "turn_start"        # a turn is about to begin (Draw Phase)
STAGE_STANDBY_START = "standby_start"  # scenario tables: the turn begins at its Standby Phase
STAGE_BATTLE_START = "battle_start"    # scenario tables: the Battle Phase is about to begin
STAGE_END_START = "end_start"          # scenario tables: the End Phase is about to begin
STAGE_OVER = "over"

# Phases and Battle Phase steps
PHASE_DRAW = "draw"
PHASE_STANDBY = "standby"
PHASE_MAIN1 = "main1"
PHASE_BATTLE = "battle"
PHASE_MAIN2 = "main2"
PHASE_END = "end"
STEP_START = "start"
STEP_BATTLE = "battle"
STEP_DAMAGE = "damage"
STEP_END = "end"

# `_window`'s `first` for the window right after a summon (engine/chain.py): the turn player is
# asked first, and under `Rules.ignition_priority` (GOAT) may also use an Ignition Effect there
AFTER_SUMMON = -1


# Card.history: the indexes of its tuple, and the history of a card off the field (or on it
# with nothing happened yet but its arrival: `_place` makes (turn, None, 0, 0, 0, 0, None, ()))
H_PLACED = 0
H_SUMMON_KIND = 1
H_SET_TURN = 2
H_POSITION_TURN = 3
H_ATTACK_TURN = 4
H_ATTACKS = 5
H_FROM = 6
H_ATTACKED = 7
NO_HISTORY = (0, None, 0, 0, 0, 0, None, ())


def _history_entry(index, doc):
    """The property for one entry of Card.history, by its old slot's name (card scripts,
    kit.py, the scenario builder and tests read and write these): a write makes a new tuple
    and keeps `fixed_turn` the latest of the four turns it follows."""
    def get(card):
        return card.history[index]

    def set_(card, value):
        h = card.history
        h = h[:index] + (value,) + h[index + 1:]
        card.history = h
        card.fixed_turn = max(h[H_PLACED], h[H_SET_TURN], h[H_POSITION_TURN], h[H_ATTACK_TURN])
    return property(get, set_, doc=doc)


class Card(object):
    """One physical card in a duel. Plain data; see Duel for the rules."""

    __slots__ = (
        "cid", "uid", "data", "owner", "controller", "location",
        "seq",               # zone index on the field (0-4, EMZ 5-6); in a pile, its index when it arrived
        "position",
        "history",           # its history on the field, one immutable tuple (a fork copies one
                             # reference), read by the H_* indexes below, NO_HISTORY off the field:
                             #   H_PLACED: turn it arrived at its current field location (0 = not on field)
                             #   H_SUMMON_KIND: "normal", "tribute", "set", "flip", "special"... or None
                             #   H_SET_TURN: turn it was Set face-down (0 = never)
                             #   H_POSITION_TURN: turn its battle position last changed by its
                             #     controller (incl. Flip Summon)
                             #   H_ATTACK_TURN: turn it last declared an attack
                             #   H_ATTACKS: attacks declared in that turn
                             #   H_FROM: where it was summoned or Set from: the place it left
                             #     (HAND, DECK, EXTRA, GRAVE, BANISHED; "void" for a Token), or
                             #     None when it came with no summon or Set (placed by an effect
                             #     that is no summon, returned from the banishment)
                             #   H_ATTACKED: the targets of the attacks declared in H_ATTACK_TURN,
                             #     in order, a tuple of uids (None: a direct attack), a replay's
                             #     new target added too (it is attacked, though no new
                             #     declaration: battle.py `_attack_proc`)
                             # a write makes a new tuple (placements, summons, Sets, position
                             # changes, attacks); the old names are properties below
        "fixed_turn",        # the latest of its H_PLACED, H_SET_TURN, H_POSITION_TURN and
                             # H_ATTACK_TURN: a monster whose fixed_turn is this turn may not have its
                             # battle position changed by its controller (seed 004 §怪兽的召唤: not the
                             # turn it was summoned or Set, after a change or an attack; turn.py
                             # `_main_menu`); no H_SET_TURN or H_ATTACK_TURN is later than it, so a
                             # test of either against this turn may ask it first (a plain slot)
        "marks",             # marks on this object (None or a dict name -> plain value); the engine
                             # clears them when the card moves or turns face-down (Duel.mark)
        "activated",         # a face-up Spell/Trap whose activation resolved: its continuous effects
                             # apply; the turn of that activation (True: placed so by a table or a
                             # position, which counts from the turn it arrived), else False
        "info",              # per-object notes of card scripts (counters, turn counts); plain data
        "script",            # the card's behaviour (duelist.engine.effects.CardScript) or None; shared
    )

    # No __init__: `Card()` is a blank card (no slot set yet) made in one C call, which the
    # copies need (a fork copies every card; `object.__new__(Card)` is twice as slow, and an
    # __init__ would run Python code); `new_card` below makes a new card.

    def copy(self):
        # (`marks`/`info` read once; a fork copies its cards with this code written out in
        # its loop: duel.py `_card_copies_source`)
        other = Card()
        other.cid = self.cid
        other.uid = self.uid
        other.data = self.data
        other.owner = self.owner
        other.controller = self.controller
        other.location = self.location
        other.seq = self.seq
        other.position = self.position
        other.history = self.history
        other.fixed_turn = self.fixed_turn
        marks = self.marks
        other.marks = None if marks is None else dict(marks)
        other.activated = self.activated
        info = self.info
        other.info = None if info is None else dict(info)
        other.script = self.script
        return other

    turn_placed = _history_entry(H_PLACED, "turn it arrived at its current field location (0 = not on field)")
    summon_kind = _history_entry(H_SUMMON_KIND, '"normal", "tribute", "set", "flip", "special"... or None')
    set_turn = _history_entry(H_SET_TURN, "turn it was Set face-down (0 = never)")
    position_turn = _history_entry(H_POSITION_TURN, "turn its battle position last changed by its controller")
    attack_turn = _history_entry(H_ATTACK_TURN, "turn it last declared an attack")
    attacks = _history_entry(H_ATTACKS, "attacks declared in attack_turn")
    summoned_from = _history_entry(H_FROM, "where it was summoned or Set from (HAND, EXTRA, GRAVE...; "
                                           "None: no summon)")

    @property
    def attacked_targets(self):
        """The targets of the attacks it declared in `attack_turn`, in order: a tuple of uids
        (None for a direct attack); () when it has declared none since it became this object.
        Read-only: only an attack declaration (battle.py `_attack_proc`) adds to it."""
        return self.history[H_ATTACKED]

    @property
    def code(self):
        return self.data.code

    @property
    def name(self):
        return self.data.name

    @property
    def face_up(self):
        # three comparisons, commonest first (`in (A, B, C)` built a tuple of three
        # globals at every call: a tuple and, on PyPy, a call to its `contains` loop)
        p = self.position
        if p == FACEUP_ATTACK or p == FACEUP_DEFENSE or p == FACEUP:
            return True
        return False

    @property
    def on_field(self):
        return self.location in FIELD_LOCATIONS

    def __repr__(self):
        return "<Card %s uid=%d %s:%s %s p%d>" % (
            self.data.name, self.uid, self.location, self.seq, self.position, self.controller)


def new_card(cid, data, owner):
    """A new physical card `cid` of `owner`, in their Deck, face-down, with no script."""
    card = Card()
    card.cid = cid
    card.uid = 0
    card.data = data
    card.owner = owner
    card.controller = owner
    card.location = DECK
    card.seq = 0
    card.position = FACEDOWN
    card.history = NO_HISTORY
    card.fixed_turn = 0
    card.marks = None
    card.activated = False
    card.info = None
    card.script = None
    return card


class DataNow(object):
    """A face-up monster's card data as it is now on the field, for the readers that take card
    data (Fusion and Xyz material tests): its Type and Attribute as effects changed them
    (`Duel.data_now`: DNA Surgery), every other fact the printed one."""

    __slots__ = ("printed", "race", "attribute")

    def __init__(self, printed, race, attribute):
        self.printed = printed
        self.race = race
        self.attribute = attribute

    def __getattr__(self, name):
        return getattr(self.printed, name)


# the Card slots that hold a dict (or None), copied as a new dict by Card.copy and by a
# fork's card loop (duel.py, written out from Card.__slots__); the others hold immutable
# values or shared objects (data, script)
CARD_DICT_SLOTS = ("marks", "info")


class PlayerState(object):
    __slots__ = ("lp", "deck", "hand", "grave", "banished", "extra",
                 "mzone", "szone", "fzone", "normal_summons", "grave_monsters")

    # No __init__ (as Card): `PlayerState()` is a blank one in one C call, which a fork's
    # copy uses; `new_player_state` below makes a new one.
    #   lp: life points; deck: bottom first (the top card is deck[-1]); hand; grave: oldest
    #   first; banished; extra; mzone / szone: a card or None per zone; fzone: a card or None;
    #   normal_summons: Normal Summons/Sets made this turn; grave_monsters: how many Monster
    #   Cards `grave` holds (kept by duel.py `_place` / `_remove`, the only places a card
    #   enters or leaves a GY; read by effects.py `MonstersInGrave.lacking` instead of a walk)

    def copy(self, cards):
        """Copy, mapping each card to its copy through `cards` (indexed by cid). (A fork
        copies its players with this code written out: duel.py `_players_copy_source`.)"""
        other = PlayerState()
        other.lp = self.lp
        other.deck = [cards[c.cid] for c in self.deck]
        other.hand = [cards[c.cid] for c in self.hand]
        other.grave = [cards[c.cid] for c in self.grave]
        other.banished = [cards[c.cid] for c in self.banished]
        other.extra = [cards[c.cid] for c in self.extra]
        other.mzone = [None if c is None else cards[c.cid] for c in self.mzone]
        other.szone = [None if c is None else cards[c.cid] for c in self.szone]
        other.fzone = None if self.fzone is None else cards[self.fzone.cid]
        other.normal_summons = self.normal_summons
        other.grave_monsters = self.grave_monsters
        return other


def new_player_state(lp, main_zones=5, st_zones=5):
    """A player's state at the start of a duel: `lp` life points, empty piles and zones."""
    ps = PlayerState()
    ps.lp = lp
    ps.deck = []
    ps.hand = []
    ps.grave = []
    ps.banished = []
    ps.extra = []
    ps.mzone = [None] * main_zones
    ps.szone = [None] * st_zones
    ps.fzone = None
    ps.normal_summons = 0
    ps.grave_monsters = 0
    return ps


# how a fork copies each PlayerState slot (duel.py `_players_copy_source`): piles and zones
# are lists of cards (zones: None where empty), fzone one card or None; the others are ints
# (lp, normal_summons, grave_monsters)
PLAYER_PILE_SLOTS = ("deck", "hand", "grave", "banished", "extra")
PLAYER_ZONE_SLOTS = ("mzone", "szone")
PLAYER_CARD_SLOTS = ("fzone",)
