"""Zones: where a card may be placed on the field, and the player's choice among them.

Seed 000 §特殊召喚: "特殊召喚成功的怪獸所放置的怪獸區域，隻要是空的區域，玩家可以任意選擇" (the
player chooses any empty Monster Zone for a Special Summon; seed 001 repeats it), and
§額外怪獸區域: the player who brings a monster out of the Extra Deck decides which Extra
Monster Zone becomes theirs. The same choice is offered for every other placement: Normal
and Tribute Summons and Sets, Spell/Trap activations from the hand and Sets, Tokens,
monsters returning to the field, cards put in a Spell & Trap Zone by an effect.

Two primitives every placement goes through (Link, Pendulum and Extra Deck code too):

    duel.legal_zones(card, player, location, origin=None)   -> zone numbers, leftmost first
    seq = yield from duel.choose_zone(card, player, location, zones=None, chooser=None)

`choose_zone` asks a `zone` request only when more than one zone is legal (a Field Spell,
one free zone: no question) and `rules.choose_zones` is on; otherwise it takes the first
legal zone, which is what every placement did before zone choice (replay format version 1
files play that way). The engine's own placements write that test out where they place:

    zones = duel.summon_zones(card, player, origin)       # or free_szones(player), legal_zones(...)
    if len(zones) > 1 and duel.rules.choose_zones:
        seq = yield from duel.ask_zone(card, player, location, zones, chooser)
    else:
        seq = zones[0] if zones else None

so that a placement with nothing to ask makes no generator (`ask_zone`: the request alone).

A card that chooses zones without placing anything (Ojama King: "up to 3 of the opponent's
unused Main Monster Zones cannot be used") asks the same way: `ctx.pick_zones(player,
zones, count, done)` from plain code notes the question in `_zone_pending`; before the next
decision its controller answers `count` `zone` requests (one zone each, among those still
left), then `done(ctx, picked)` is called. With no choice (no more zones than `count`,
or `choose_zones` off) the zones are taken at once, leftmost first.

Placements made by plain (non-generator) code, such as a card script's
`ctx.special_summon`, a Token, a banished monster coming back or a change of control, take
the first legal zone at once and are noted in `_zone_pending`; the engine asks their zone
before the next decision (at the latest when the card's callback returns) and moves the
card there, its summon event's `zone` set to the chosen one. Nothing but that same
callback's plain code runs in between.
"""

from duelist.engine import effects as E
from duelist.engine import state as S
from duelist.engine.effects import LATER, UNRUN, unrun
from duelist.engine.events import freeze, replace_event, stored_event
from duelist.engine.protocol import Option, Request

_new = object.__new__   # zone options are built with every field set by hand (see turn.py)


PICK = "pick"       # a `_zone_pending` entry that chooses zones without placing a card


def zone_name(location, seq):
    """A zone's readable name: "Monster Zone 3", "Extra Monster Zone left", "Spell & Trap
    Zone 1", "Field Zone" (zones count from 1, left to right from their owner's side)."""
    name = _ZONE_NAMES.get((location, seq))
    if name is None:
        name = _zone_name(location, seq)
        if len(_ZONE_NAMES) < 64:
            _ZONE_NAMES[(location, seq)] = name
    return name


_ZONE_NAMES = {}    # (location, seq) -> zone_name: a zone request names every free zone


def _zone_name(location, seq):
    if location == S.MZONE:
        if seq >= S.EMZ_FIRST_SEQ:
            return "Extra Monster Zone %s" % ("left" if seq == S.EMZ_FIRST_SEQ else "right")
        return "Monster Zone %d" % (seq + 1)
    if location == S.SZONE:
        return "Spell & Trap Zone %d" % (seq + 1)
    return "Field Zone"


def _zone_label(location, seq, foreign):
    """`ZoneMixin.zone_label`; foreign: the viewer is not the field's controller."""
    text = zone_name(location, seq)
    if foreign and not (location == S.MZONE and seq >= S.EMZ_FIRST_SEQ):
        text += " (opponent's field)"
    return text


# [foreign][location] -> the labels of zones 0-6 (no rules have more: 5 Main and 2 Extra
# Monster Zones; 5 Spell & Trap Zones and MR3's 2 Pendulum Zones): a zone request names
# every free zone, the same few labels every time
_LABEL_ROWS = ({}, {})
# the places `choose_zone` compares with, as module globals (one CPython bytecode fewer a use
# than the module's attribute; PyPy reads either as a constant: round 21d)
_MZONE = S.MZONE
_SZONE = S.SZONE


def _label_row(location, foreign):
    row = tuple(_zone_label(location, seq, foreign) for seq in range(S.EMZ_FIRST_SEQ + 2))
    _LABEL_ROWS[foreign][location] = row
    return row


class ZoneMixin(object):
    # ------------------------------------------------------------ legal zones
    def free_mzones(self, player):
        """`player`'s free Main Monster Zones that may be used (Ojama King blocks some)."""
        # (a count limit on the monsters placed, Kaiser Colosseum's, left out: a control change
        # reads this list, and is no placement; a placement asks `_free_mzone` or `summon_zones`
        # first, round 58b)
        blocked = self._blocked_zones(player, False) if "blocked_zones" in self._cont_tags_present else ()
        return [i for i, c in enumerate(self.players[player].mzone) if c is None and i not in blocked]

    def free_szones(self, player):
        """`player`'s free Spell & Trap Zones (MR3's separate Pendulum Zones come after them
        in `szone` and are no Spell & Trap Zones: engine/pendulum.py)."""
        zones = self.players[player].szone
        out = []            # (a plain loop: a comprehension is a frame of its own, a call on PyPy)
        n = self.rules.spell_trap_zones
        if n == 5:
            # (five zones written out: no loop to enter and leave on PyPy)
            if zones[0] is None:
                out.append(0)
            if zones[1] is None:
                out.append(1)
            if zones[2] is None:
                out.append(2)
            if zones[3] is None:
                out.append(3)
            if zones[4] is None:
                out.append(4)
            return out
        for i in range(n):
            if zones[i] is None:
                out.append(i)
        return out

    def legal_zones(self, card, player, location, origin=None, leaving=()):
        """The zones of `player`'s field `card` may be placed in, leftmost first (Extra
        Monster Zones before the Main Monster Zones a Link points to, as summon_zones
        lists them). location: mzone (a summon or a monster put on the field; origin: where
        it comes from, default where it is), szone, fzone. leaving: cards on the field that
        leave it first (Xyz or Link Materials): their zones count as free."""
        if location == S.MZONE:
            return self.summon_zones(card, player, card.location if origin is None else origin, leaving)
        if leaving:
            # (asked only with cards leaving: a comprehension is a call with a frame, 0.7 a turn
            # on W/Z with none)
            leaving = [c for c in leaving if c.location == location]
            if leaving:
                return self._lifted_zones(card, leaving, player, location, origin, lift_card=False)
        if location == S.SZONE:
            return self.free_szones(player)
        if location == S.FZONE:
            return [0] if self.players[player].fzone is None else []
        raise ValueError("%r is not a zone of the field" % (location,))

    def zone_label(self, player, location, seq, viewer=None):
        """A zone's name as `viewer` reads it: "Monster Zone 3", "Monster Zone 3 (opponent's
        field)" when the field is not the viewer's."""
        return _zone_label(location, seq, viewer is not None and viewer != player)

    # ------------------------------------------------------------- the choice
    def choose_zone(self, card, player, location, zones=None, chooser=None, prompt=None, origin=None):
        """Generator: the zone `card` goes to on `player`'s field, chosen by `chooser`
        (default: that player) among `zones` (default: legal_zones). Asks a `zone` request
        only when there is a choice; returns None when no zone is legal."""
        if zones is None:
            # (= self.legal_zones(card, player, location, origin), nothing leaving: its two
            # common answers asked directly, one frame less, 1.25 a turn on W/Z)
            if location == _MZONE:
                zones = self.summon_zones(card, player, card.location if origin is None else origin)
            elif location == _SZONE:
                zones = self.free_szones(player)
            else:
                zones = self.legal_zones(card, player, location, origin)
        if not zones:
            return None
        if len(zones) == 1 or not self.rules.choose_zones:
            return zones[0]
        return (yield from self.ask_zone(card, player, location, zones, chooser, prompt))

    def ask_zone(self, card, player, location, zones, chooser=None, prompt=None):
        """Generator: the `zone` request of a placement with a choice (more than one zone in
        `zones`, `rules.choose_zones` on), asked of `chooser` (default: `player`); returns
        the zone picked. The engine's placements test the plain case in place (no zone:
        None; one zone, or no zone choice in the rules: `zones[0]`) and ask only when there
        is a choice: a placement that asks nothing makes no generator (`choose_zone` tests
        it first, for code that wants the whole choice in one call)."""
        chooser = player if chooser is None else chooser
        uid = card.uid
        # each zone's `zone_label`, from a table made once per (location, field seen from)
        labels = _LABEL_ROWS[chooser != player].get(location)
        if labels is None:
            labels = _label_row(location, chooser != player)
        options = []
        for z in zones:
            o = _new(Option)    # (= Option(len(options), "zone", uid, labels[z], zone=z)), as turn.py's menu builds
            o.id = len(options)
            o.kind = "zone"
            o.card = uid
            o.name = labels[z]
            o.zone = z
            options.append(o)
        if prompt is None:
            # (`_name_for`'s first answer in line, one's own card: a call with a frame on PyPy)
            # (a card with marks asks the call: a monster held face-down is hidden from its
            # controller too, turn.py `_name_for`)
            name = card.data.name if card.controller == chooser and (
                card.marks is None or card.position in S.FACE_UP_POSITIONS) else self._name_for(card, chooser)
            prompt = name + ": in which zone?"     # (= "%s: in which zone?" % name, a name being a str)
        # (= self._ask(chooser, "zone", prompt, options): every slot set by hand, as the menu's
        # request is; the class call is a frame on PyPy)
        request = _new(Request)
        request.player = chooser
        request.kind = "zone"
        request.prompt = prompt
        request.options = options
        pick = yield request
        return pick.zone

    # ------------------------------------------------ placements by plain code
    def _zone_later(self, card, player, location, origin, zones, event_index=None, chooser=None, allowed=None):
        """A placement plain code made in the first of `zones`: if there was a choice, the
        player makes it before the next decision (`_settle_zones`). allowed: the zones the
        effect names, when it says where."""
        if len(zones) > 1 and self.rules.choose_zones:
            self._zone_pending.append((card.cid, card.uid, player, location, origin, chooser, event_index,
                                       None if allowed is None else tuple(allowed)))

    def pick_zones(self, card, effect, player, zones, count, done, prompt=None):
        """Plain code: `card`'s controller chooses `count` of `zones` (zone numbers of
        `player`'s Main Monster Zones), asked before the next decision; then
        done(ctx, picked) runs (ctx: `card`'s `effect`). At once when there is no choice."""
        zones = list(zones)
        if len(zones) <= count or not self.rules.choose_zones:
            done(E.Ctx(self, card, effect, card.controller), zones[:count])
            return
        self._zone_pending.append((card.cid, card.uid, player, PICK, (effect, done, prompt), card.controller,
                                   None, (tuple(zones), count)))

    def _ask_picks(self, entry):
        """Generator: the zones a `pick_zones` entry asks for, one `zone` request each."""
        cid, uid, player, _, (effect, done, prompt), chooser, _, (zones, count) = entry
        card = self.cards[cid]
        if card.uid != uid or card.controller != chooser or not card.face_up:
            return          # the card moved on, turned face-down or changed hands before the question came
        left = list(zones)
        picked = []
        while len(picked) < count and left:
            text = "%s (%d of %d)" % (prompt or "%s: choose a zone" % card.data.name, len(picked) + 1, count)
            if len(left) == 1:
                seq = left[0]
            else:
                options = [Option(i, "zone", card.uid, self.zone_label(player, S.MZONE, z, chooser), zone=z)
                           for i, z in enumerate(left)]
                seq = (yield self._ask(chooser, "zone", text, options)).zone
            picked.append(seq)
            left.remove(seq)
        done(E.Ctx(self, card, effect, chooser), picked)

    def _settle_zones(self):
        """Generator: ask the zones of the placements plain code made, in order, and move
        each card to the chosen zone. Cards that moved on since are skipped. A card may
        take a zone a later pending card holds (that card takes its place, and is asked in
        turn): the choices are those of placing them one after the other. Zones chosen
        without a placement (`pick_zones`) are asked in the same order."""
        self._settling = True
        try:
            while self._zone_pending:
                entry = self._zone_pending.pop(0)
                if entry[3] == PICK:
                    yield from self._ask_picks(entry)
                    continue
                if entry[3] == LATER:
                    yield from entry[4]     # a destruction a state check left (engine/destruction.py)
                    continue
                if entry[3] == UNRUN:
                    unrun(entry)        # a card script forgot `yield from` (engine/destruction.py)
                cid, uid, player, location, origin, chooser, event_index, allowed = entry
                card = self.cards[cid]
                if not self._pending_here(entry):
                    continue
                later = [self.cards[e[0]] for e in self._zone_pending
                         if self._pending_here(e) and e[2] == player and e[3] == location]
                zones = self._lifted_zones(card, later, player, location, origin)
                if allowed is not None:
                    zones = [z for z in zones if z in allowed]
                if not zones:
                    continue
                if len(zones) == 1 or not self.rules.choose_zones:
                    seq = zones[0]       # (one zone: a card moved here by a swap that is not legal for it)
                else:
                    seq = yield from self.ask_zone(card, player, location, zones, chooser)
                if seq != card.seq:
                    self._relocate(card, seq, later, origin, event_index)
        finally:
            self._settling = False

    def _pending_here(self, entry):
        if entry[0] is None:
            return False        # not a placement (engine/destruction.py UNRUN, LATER)
        card = self.cards[entry[0]]
        return card.uid == entry[1] and card.location == entry[3] and card.controller == entry[2]

    def _slots(self, player, location, seq):
        if location == S.MZONE and seq >= S.EMZ_FIRST_SEQ:
            return self.emz, seq - S.EMZ_FIRST_SEQ
        return (self.players[player].mzone if location == S.MZONE else self.players[player].szone), seq

    def _lifted_zones(self, card, lifted, player, location, origin, lift_card=True):
        """The legal zones of `card` as if it (lift_card) and the `lifted` cards were not on
        the field (their zones count as free)."""
        cards = ([card] if lift_card else []) + [c for c in lifted if c is not card]
        if location == S.MZONE:
            return list(self.summon_zones(card, player, card.location if origin is None else origin, cards))
        free = set(self.free_szones(player))
        free.update(c.seq for c in cards if c.location == location and c.controller == player)
        return sorted(free)

    def _relocate(self, card, seq, later, origin, event_index):
        """Move a placed card to zone `seq` (its chosen zone); a later pending card there
        takes the zone it left, or its first legal zone."""
        player, location = card.controller, card.location
        old = card.seq
        row, i = self._slots(player, location, seq)
        holder = row[i]
        old_row, j = self._slots(player, location, old)
        old_row[j] = None
        row[i] = card
        card.seq = seq
        if holder is not None and holder is not card:
            old_row[j] = holder        # it is asked in its turn (it is pending too)
            holder.seq = old
            for entry in self._zone_pending:
                if entry[0] == holder.cid:
                    self._patch_zone(entry[6], old)
        # a zone move is a move (`_remove`/`_place` count theirs the same way): it changes
        # only the order inside one player's zones, so the offer cache (`_sides`) and the
        # field roles' filing (`_plain_moves`) are dropped only when a moved card offers or
        # files something there
        self._field_version += 1
        self._last_plain = None     # (`_field_roles`' one-move update is for `_remove` / `_place`)
        plain = True
        for c in (card, holder):
            if c is not None:
                script = c.script
                if script is not None:
                    if location in script.offers:
                        self._sides[player] += 1
                    if script.field_roles is not None:
                        plain = False
        if plain:
            self._plain_moves += 1
        self._patch_zone(event_index, seq)

    def _patch_zone(self, event_index, seq):
        """The summon event of a card placed by plain code names the zone it ends in. The
        event was logged (and may have been sent: duelist serve) before the zone was chosen:
        the replacement is recorded (`Duel.log_patches`) for whoever must send it again."""
        if event_index is None or event_index >= len(self.log):
            return
        # (the item as stored, events.stored_event: `self.log[i]` would make it read-only
        # first; it is replaced by a new event, never changed, so a fork's stays as it was)
        event = stored_event(self.log, event_index)
        if "zone" in event and event["zone"] != seq:
            patched = dict(event)
            patched["zone"] = seq
            replace_event(self.log, event_index, patched if type(event) is dict else freeze(patched))
