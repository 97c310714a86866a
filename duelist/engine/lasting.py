"""Card memory as data: lasting effects with typed durations, card relations, marks.

- `Until`: how long a lasting effect lasts. A script gives a relative duration
  (`END_OF_TURN`, `opponents_turn(3)`, `while_here(card)`); the engine fixes it when the
  effect starts (`Until.fixed`) and expires the effect itself: no script computes turn
  arithmetic or sweeps `Duel.lingering`.
- `Lasting`: one lasting effect (a player rule, an ATK change on a monster, a delayed
  effect that listens for happenings). Plain data with a fixed set of fields.
- `Relation`: a link from one card object to another (an Equip Card -> its monster, Call
  of the Haunted -> the monster it revived, Snatch Steal -> the monster it took), kept by
  the engine and cut when either object leaves its place or turns face-down.

Everything here is copied by `Duel.fork` (`copy()`), never shared between duels.
"""

from duelist.engine.names import L


class Until(object):
    """A duration. Relative kinds (what scripts write) and the fixed kinds the engine keeps:

    end_of_turn         until the end of this turn (the End Phase, after the hand limit)
    end_of_damage_step  until the end of this damage step ("during this battle only")
    end_of_phase        while this phase of this turn lasts
    turn_of             until the end of a player's Nth turn from now (count; who: "me"/"opp")
    turns_counted       the same, counting that player's turns from this one (this turn is the 1st
                        if it is theirs: the OCG's "counted in the opponent's turns, N turns")
    turns_all           until the end of the Nth turn counting this one as the 1st, both players'
                        turns (count; Final Countdown's 20 turns, round 56z: `turns_counted_all`,
                        a subclass that fixes itself)
    here                while an object stays where it is (uid)
    face_up             while an object stays where it is, face-up (uid)
    uses                until the engine has used it `count` times (a countdown)
    related             while a relation from an object (uid) lasts
    ever                until the engine consumes it (a delayed effect used once) or forever

    Fixed forms: turn (end of turn number `turn`), damage_step, phase (turn, phase), here,
    face_up, uses, ever.

    `own` (fixed forms only: the engine sets it, `Duel.start_lasting(own=True)`): the
    ATK/DEF or Level change a monster's effect gave that monster itself (Number 17: Leviathan
    Dragon's +500, Gagaga Magician's Level). Besides its kind's end it ends, for good, once
    that monster (the entry's uid) has its effects negated (Skill Drain applied, Effect
    Veiler): the state checks' lingering step sees it (Konami's OCG FAQ for Number 17:
    Leviathan Dragon; seed 000 §效果分類 › 其他效果). Such a change is part of the monster's effects, so
    it goes with them, and it does not come back when the negation ends.

    `by_object` (kept with `kind` and `own`, which no code changes after `__init__`): the
    kind is "related", "here" or "face_up", the durations an object's move or a cut relation
    can end, or the duration is `own`, one its object's negation can end (what the state
    checks look for at every pass: a bool read, where each `==` on a string is a call on
    PyPy).
    """

    __slots__ = ("kind", "turn", "phase", "uid", "count", "who", "by_object", "own")

    def __init__(self, kind, turn=0, phase=None, uid=0, count=0, who=None, own=False):
        self.kind = kind
        self.by_object = kind == "related" or kind == "here" or kind == "face_up" or own
        self.own = own
        self.turn = turn
        self.phase = phase
        self.uid = uid
        self.count = count
        self.who = who

    def fixed(self, duel, player):
        """The absolute duration for an effect that starts now, controlled by `player`."""
        kind = self.kind
        if kind == "end_of_turn":
            return Until("turn", turn=duel.turn)
        if kind == "end_of_damage_step":
            return Until("damage_step", turn=duel.turn)
        if kind == "end_of_phase":
            return Until("phase", turn=duel.turn, phase=duel.phase)
        if kind == "turn_of" or kind == "turns_counted":
            whose = player if self.who == "me" else 1 - player
            if kind == "turn_of":
                # the Nth turn of `whose` after this one (this turn never counts)
                first = duel.turn + (1 if duel.turn_player != whose else 2)
            else:
                # the Nth turn of `whose` counting from this one: this turn is the 1st if it is theirs
                first = duel.turn if duel.turn_player == whose else duel.turn + 1
            return Until("turn", turn=first + 2 * (self.count - 1))
        return self

    def alive(self, duel):
        """Does an effect with this (fixed) duration still apply?"""
        kind = self.kind
        if kind == "turn":
            return duel.turn <= self.turn
        if kind == "here" or kind == "face_up":
            card = duel.card_by_uid(self.uid)
            return card is not None and (kind == "here" or card.face_up)
        if kind == "phase":
            return duel.turn == self.turn and duel.phase == self.phase
        if kind == "uses":
            return self.count > 0
        return True

    def __repr__(self):
        return "Until(%s)" % self.kind


END_OF_TURN = Until("end_of_turn")
END_OF_DAMAGE_STEP = Until("end_of_damage_step")
END_OF_PHASE = Until("end_of_phase")
EVER = Until("ever")


def opponents_turn(n):
    """Until the end of the opponent's Nth turn from now (Deck Devastation Virus: 3)."""
    return Until("turn_of", count=n, who="opp")


def opponents_turns_counted(n):
    """Until the end of the opponent's Nth turn counted from this one: activated in the
    opponent's turn, that turn is the 1st (the OCG's 相手ターンで数えてNターン: Deck Devastation
    Virus' current text); in your own turn, their next turn is the 1st (= `opponents_turn(n)`)."""
    return Until("turns_counted", count=n, who="opp")


def own_turn(n):
    """Until the end of your own Nth turn from now."""
    return Until("turn_of", count=n, who="me")


class _TurnsCountedAll(Until):
    """The relative kind turns_all (`turns_counted_all`): a subclass, so that `Until.fixed`
    asks nothing more of the other kinds (round 56z)."""

    __slots__ = ()

    def fixed(self, duel, player):
        return Until("turn", turn=duel.turn + self.count - 1)


def turns_counted_all(n):
    """Until the end of the Nth turn counting this one as the 1st, both players' turns together
    (Final Countdown: "the 20th turn, the activation's turn the 1st"; round 56z)."""
    return _TurnsCountedAll("turns_all", count=n)


def while_here(card):
    """While `card` (this object) stays where it is."""
    return Until("here", uid=card.uid)


def while_face_up(card):
    """While `card` (this object) stays where it is, face-up."""
    return Until("face_up", uid=card.uid)


def while_related(card):
    """While a relation from `card` (this object) lasts (a delayed "when this card leaves
    the field" effect of Call of the Haunted); the engine ends it once the cut is seen."""
    return Until("related", uid=card.uid)


def uses(n):
    """A countdown the engine spends (Reckless Greed's two skipped draws, Makyura's use)."""
    return Until("uses", count=n)


class Lasting(object):
    """One lasting effect. tag: a name of `names.L`; player: whom a player rule binds (or
    who applies a delayed effect); uid: the monster it applies to (or None); cid, effect: a
    delayed effect's card and effect index; source: passcode of the card that made it;
    until: its fixed `Until`; turn: the turn it started; info: a few plain facts the
    engine reads for that tag (ATK/DEF change, a passcode, a phase...). A player rule (no uid)
    with info "named" (a passcode) reaches only that player's monsters of that name, those
    there when it starts and those that come later while it lasts (`Ctx.player_flag_named`;
    the tags that read it: effects.py `NAMED_PLAYER_RULE_TAGS`, L.CANNOT_ATTACK: Paladin of
    White Dragon)."""

    __slots__ = ("tag", "player", "uid", "cid", "effect", "source", "until", "turn", "info", "once")

    def __init__(self, tag, until, player=None, uid=None, cid=None, effect=None, source=None,
                 turn=0, info=None, once=False):
        if tag not in L.ALL:
            raise ValueError("unknown lasting-effect tag %r (see duelist.engine.names.L)" % (tag,))
        if not isinstance(until, Until):
            raise TypeError("a lasting effect's duration is an Until, not %r" % (until,))
        self.tag = tag
        self.until = until
        self.player = player
        self.uid = uid
        self.cid = cid
        self.effect = effect
        self.source = source
        self.turn = turn
        self.info = {} if info is None else dict(info)
        self.once = once          # a delayed effect the engine drops once it was applied

    def copy(self):
        other = Lasting.__new__(Lasting)
        other.tag = self.tag
        other.until = Until(self.until.kind, self.until.turn, self.until.phase, self.until.uid,
                            self.until.count, self.until.who, self.until.own)
        other.player = self.player
        other.uid = self.uid
        other.cid = self.cid
        other.effect = self.effect
        other.source = self.source
        other.turn = self.turn
        other.info = dict(self.info)
        other.once = self.once
        return other

    def __repr__(self):
        return "<Lasting %s p%s uid=%s %r>" % (self.tag, self.player, self.uid, self.until)


class Relation(object):
    """A link from one card object to another (by cid and the uid each had when linked).
    kind: one of names.R ("equip": the engine's Equip Cards; "revived": Call of the Haunted).
    negated: was the source's effect negated at the last state check (what a "when this
    card leaves" effect needs once the card has left)."""

    __slots__ = ("kind", "src_cid", "src_uid", "dst_cid", "dst_uid", "negated", "cause", "reason")

    def __init__(self, kind, src, dst, negated=False):
        self.kind = kind
        self.src_cid = src.cid
        self.src_uid = src.uid
        self.dst_cid = dst.cid
        self.dst_uid = dst.uid
        self.negated = negated
        self.cause = None         # once cut: "source" or "target" (which object left)
        self.reason = None        # once cut: the move's reason, or "face_down"

    def copy(self):
        other = Relation.__new__(Relation)
        other.kind = self.kind
        other.src_cid = self.src_cid
        other.src_uid = self.src_uid
        other.dst_cid = self.dst_cid
        other.dst_uid = self.dst_uid
        other.negated = self.negated
        other.cause = self.cause
        other.reason = self.reason
        return other

    def __repr__(self):
        return "<Relation %s %d/%d -> %d/%d>" % (self.kind, self.src_cid, self.src_uid,
                                                 self.dst_cid, self.dst_uid)
