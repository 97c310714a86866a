"""The decision protocol (DESIGN §2): one door in and out of the engine.

The engine stops when it needs a decision and publishes `duel.request`; the player
answers with one of its options. Every decision is one pick from a finite list.
Options hold plain values only (uids, names, strings), never engine objects and
nothing the deciding player may not know (no physical card index: the engine finds
the card again from its uid), so a request can be shown, sent over a network,
recorded, or shared with a fork.
"""

import sys as _sys


class DuelError(Exception):
    """Base class of the engine's errors."""


class IllegalAnswerError(DuelError, ValueError):
    """An answer that is not one of the current request's options. The duel is unchanged."""


class DuelOverError(DuelError):
    """A request or answer after the duel ended."""


_new = object.__new__
# `Request.copy` copies an option's fields beyond its slots through its `__dict__` on CPython
# and field by field elsewhere (PyPy): each the cheaper there (round 24o's layout; stop 28)
_COPY_BY_DICT = _sys.implementation.name == "cpython"


class Option(object):
    """One choice of a request.

    id      -- stable position in the request's option list (what replays record)
    kind    -- what the choice does: "summon", "set", "flip_summon", "change_position",
               "battle", "end_turn", "attack", "end_battle", "tribute", "discard",
               "go_first", "go_second", "stop_attack" ...
    card    -- uid of the card it acts on (or None)
    target  -- uid of the targeted card, "player" for a direct attack, or None (for two
               `chain_trigger` options of one effect of one card: the card its event is
               about, or "option:N"; see chain._trigger_options)
    name    -- the acted-on card's name as the deciding player may see it (or None)
    target_name -- the target's name as the deciding player may see it (or None)
    position -- resulting battle position where relevant (or None)
    effect  -- which effect of the card (its index), for activations and triggers
    zone    -- for a `zone` option: the zone's number (Main Monster Zones 0-4, Extra Monster
               Zones 5-6, Spell & Trap Zones 0-4); its readable name is `name`
    """

    # id, kind, card and name are slots, always stored (in that order); the five fields an
    # option mostly leaves at None (target 93% of the options of a W/Z turn, target_name 94%,
    # position 84%, effect 91%, zone 84%) read None from these class attributes until a value
    # is stored on the option itself, in its __dict__, made only for an option that has one
    # (in the order target, target_name, position, effect, zone: one layout a shape, as PyPy's
    # maps share them). So an option is built with no store of None for each field it does
    # not have (round 24o: 36.8 options a W/Z turn), and the common ones, with none of the five,
    # make no dict. Every reader reads the fields as before; `FIELDS` lists all nine.
    __slots__ = ("id", "kind", "card", "name", "__dict__")
    target = target_name = position = effect = zone = None

    def __init__(self, id, kind, card=None, name=None, target=None, target_name=None,
                 position=None, effect=None, zone=None):
        self.id = id
        self.kind = kind
        self.card = card
        self.name = name
        if target is not None:
            self.target = target
        if target_name is not None:
            self.target_name = target_name
        if position is not None:
            self.position = position
        if effect is not None:
            self.effect = effect
        if zone is not None:
            self.zone = zone

    @property
    def label(self):
        if self.kind == "zone":
            return self.name
        verb = _VERBS.get(self.kind, self.kind.replace("_", " ").capitalize())
        text = verb
        if self.name is not None:
            text += " " + self.name
        if self.kind == "change_position" and self.position:
            text += " to " + ("Attack" if self.position == "attack" else "Defense") + " Position"
        if self.target == "player":
            text += " directly"
        elif self.target_name is not None:
            text += " -> " + self.target_name
        return text

    @property
    def key(self):
        """A readable identifier, unique within its request: kind, card uid and target,
        e.g. 'attack:12:player'. Options that name no card (a position, a declared word, a
        Side Deck card) carry their id: 'option:1'."""
        parts = [self.kind]
        if self.zone is not None:
            return "zone:%s:%d" % (self.card, self.zone)      # e.g. zone:41:2 (card 41 to zone 2)
        if self.card is not None:
            parts.append(str(self.card))
        elif self.name is not None:
            parts.append(str(self.id))
        if self.target is not None:
            parts.append(str(self.target))
        if self.position is not None:
            parts.append(self.position)
        if self.effect is not None:
            parts.append("e%d" % self.effect)
        return ":".join(parts)

    def copy(self):
        other = _new(Option)
        other.id = self.id
        other.kind = self.kind
        other.card = self.card
        other.name = self.name
        # (the fields set on this option, as it was built: the same layout)
        if self.target is not None:
            other.target = self.target
        if self.target_name is not None:
            other.target_name = self.target_name
        if self.position is not None:
            other.position = self.position
        if self.effect is not None:
            other.effect = self.effect
        if self.zone is not None:
            other.zone = self.zone
        return other

    def to_dict(self):
        out = {"id": self.id, "kind": self.kind, "label": self.label}
        for field in _VALUE_FIELDS:
            value = getattr(self, field)
            if value is not None:
                out[field] = value
        return out

    def __repr__(self):
        return "<Option %r %s>" % (self.id, self.label)


# an option's nine fields (what `to_dict` shows where not None; what a tool lists of an option:
# `Option.__slots__` names only the four always stored, and `__dict__`)
FIELDS = ("id", "kind", "card", "target", "name", "target_name", "position", "effect", "zone")
_VALUE_FIELDS = ("card", "name", "target", "target_name", "position", "effect", "zone")

_VERBS = {
    "summon": "Normal Summon",
    "summon_without_tribute": "Normal Summon without Tributing",
    "set_without_tribute": "Set without Tributing",
    "set": "Set",
    "flip_summon": "Flip Summon",
    "change_position": "Change",
    "battle": "Enter the Battle Phase",
    "end_turn": "End the turn",
    "attack": "Attack with",
    "end_battle": "End the Battle Phase",
    "tribute": "Tribute",
    "discard": "Discard",
    "go_first": "Go first",
    "go_second": "Go second",
    "stop_attack": "Stop the attack of",
    "retarget": "Attack with",
    "activate": "Activate",
    "set_spell": "Set",
    "special_summon": "Special Summon",
    "synchro_summon": "Synchro Summon",
    "xyz_summon": "Xyz Summon",
    "pendulum_summon": "Pendulum Summon",
    "link_summon": "Link Summon",
    "pass": "Pass",
    "target": "Target",
    "select": "Choose",
    "done": "Done choosing",
    "yes": "Yes:",
    "no": "No:",
    "chain_trigger": "Chain the trigger of",
}


class Request(object):
    """A decision the engine waits for: `player` picks one of `options`."""

    __slots__ = ("player", "kind", "prompt", "options")

    def __init__(self, player, kind, prompt, options):
        self.player = player
        self.kind = kind          # "idle", "battle", "tribute", "discard", "replay", "first_player", "zone"...
        self.prompt = prompt
        self.options = options

    def copy(self):
        """An independent copy (a fork's pending request is its own)."""
        # Option.copy written out in the loop: no call per option (a frame each on PyPy); the
        # fields at None left to the class, as the option was built
        options = []
        for o in self.options:
            other = _new(Option)
            other.id = o.id
            other.kind = o.kind
            other.card = o.card
            other.name = o.name
            if _COPY_BY_DICT:
                # CPython: the option's own dict (the fields it stores beyond the four slots),
                # copied whole; reading the five fields instead reads each one left to the class
                # through CPython 3.11's unspecialised attribute path (fork +2.5-5% instructions)
                more = o.__dict__
                if more:
                    other.__dict__.update(more)
            else:
                # PyPy: the five fields read, a field left to the class folded by the JIT (there
                # `__dict__` makes a dict view at each option: the fork ~9% slower)
                if o.target is not None:
                    other.target = o.target
                if o.target_name is not None:
                    other.target_name = o.target_name
                if o.position is not None:
                    other.position = o.position
                if o.effect is not None:
                    other.effect = o.effect
                if o.zone is not None:
                    other.zone = o.zone
            options.append(other)
        return Request(self.player, self.kind, self.prompt, options)

    def find(self, kind=None, name=None, target_name=None, card=None, target=None):
        """Options matching every given field (a convenience for tests and tools)."""
        out = []
        for option in self.options:
            if kind is not None and option.kind != kind:
                continue
            if name is not None and option.name != name:
                continue
            if target_name is not None and option.target_name != target_name:
                continue
            if card is not None and option.card != card:
                continue
            if target is not None and option.target != target:
                continue
            out.append(option)
        return out

    def to_dict(self):
        return {"player": self.player, "kind": self.kind, "prompt": self.prompt,
                "options": [o.to_dict() for o in self.options]}

    def __repr__(self):
        return "<Request p%d %s: %s (%d options)>" % (
            self.player, self.kind, self.prompt, len(self.options))
