"""Chains: response windows, priority, activation, resolution and triggers.

Rules: seed 000 §效果分類, §咒文速度, §魔法卡, §陷阱卡; seed 004 §连锁和咒文速度;
ENGINE.md §2-§5.

- Every change records a *happening* (card moved, summoned, flipped, destroyed, damage,
  phase...). Happenings are grouped into batches: one summon, one cost, one chain link's
  resolution, one damage calculation. `_mark_batch()` closes a batch and collects the
  trigger effects that listen to it as pending triggers.
- A response window (`_window`) first builds a chain from the pending triggers in SEGOC
  order (turn player's mandatory, opponent's mandatory, turn player's optional,
  opponent's optional; each player orders their own), dropping optional "when" triggers
  whose event was not the last thing to happen (missing the timing). Then priority
  passes: a player is asked only when they have a legal response; two passes in a row
  resolve the chain, last link first. After a chain, new triggers start a new chain.
- Nothing responds during a resolution; triggers raised there wait for the chain's end.
"""

from duelist.engine import effects as E
from duelist.engine import state as S
from duelist.engine.names import C, H, L, M
from duelist.engine.pendulum import card_type_now
from duelist.engine.protocol import Option


_new_object = object.__new__
_Ctx = E.Ctx
_ActCtx = E.ActivationCtx     # (an activation's `can_pay` and cost: Spell Economics, round 56y)
_EQUIPPED = M.EQUIPPED
_FreeMonsterZones = E.FreeMonsterZones
_During = E.During
_Responding = E.Responding
_MonstersOnField = E.MonstersOnField
_MonstersInGrave = E.MonstersInGrave
_AttributeOnField = E.AttributeOnField
_NamedOnField = E.NamedOnField
_ControlRoom = E.ControlRoom
_SeriesInGrave = E.SeriesInGrave
_function = type(lambda: None)
_UNTARGETABLE = "untargetable"      # the tag of the "cannot be targeted" protections (`_protections`)
# `_losers` while nobody has lost: this pair itself, so that the win tests are one identity
# test, `is not _NOBODY` (`_window`'s no-script path; actions.py, turn.py; duel.py `_set_loser`
# never changes a pair in place and stores this one whenever nobody has lost; a fork shares it)
_NOBODY = (None, None)
_CONTROL_BOUND = L.CONTROL_BOUND   # (`_window`: the state checks' idle test)


def new_ctx(duel, card, effect, player, event=None):
    """`E.Ctx(duel, card, effect, player, event=event)`, made without calling `Ctx.__init__`
    (a class call re-enters the interpreter on CPython and leaves a frame on PyPy: the
    windows, trigger collection and state checks make ~20 a turn on the Goat decks); every
    slot is set as `__init__` sets it (tests/engine/test_ctx_by_hand.py compares them slot
    by slot, and finds a slot added to Ctx and not here)."""
    ctx = _new_object(_Ctx)
    ctx.duel = duel
    ctx.card = card
    ctx.effect = effect
    ctx.player = player
    ctx.link = None
    ctx.event = event
    ctx.happenings = ()
    return ctx


class _RowsOfScripts(dict):
    """CardScript -> its trigger rows, made at the first look (`_trigger_rows`)."""

    def __missing__(self, script):
        return _trigger_rows(script)


_TRIGGER_ROWS = _RowsOfScripts()
_ANSWER_SETS = {}     # Effect -> frozenset(effect.answers), for `_response_options` (a tuple's
#                       `in` is a call with a frame on PyPy); an effect's answers do not change


def _trigger_options(duel, player, items):
    """The `chain_trigger` options of `player`'s `order` request, one per pending trigger
    `(t, card, effect)` of `items`. One effect of one card may wait twice (Mysterious Puppeteer
    hears two Normal Summons of one chain): those options name the card their trigger event is
    about, as their `target` (and its name as `player` may see it, as `target_name`: "Chain the
    trigger of Mysterious Puppeteer -> Rude Kaiser"), so each option's key stays unique in its
    request; where the event names no card, or one already named, the option's own id does
    (`"option:N"`)."""
    options = [Option(i, "chain_trigger", it[1].uid, it[1].data.name, effect=it[2].index)
               for i, it in enumerate(items)]
    seen = set()
    twice = set()
    for it in items:
        mark = (it[1].uid, it[2].index)
        if mark in seen:
            twice.add(mark)
        seen.add(mark)
    if twice:
        named = set()
        for option, it in zip(options, items):
            if (it[1].uid, it[2].index) not in twice:
                continue
            subject = it[0]["event"].get("uid")
            card = duel.card_by_uid(subject) if subject is not None else None
            if card is None or (option.card, option.effect, subject) in named:
                option.target = "option:%d" % option.id
            else:
                option.target = subject
                option.target_name = duel._name_for(card, player)
                named.add((option.card, option.effect, subject))
    return options

def _trigger_rows(script):
    """A script's trigger effects as trigger collection reads them: (effect, its range, the
    happening types it listens to, whether it is a flip effect -- for the row of a trigger
    that a card's arrival in a Standby or End Phase raises, the phases it is raised in
    (`effects.arrival_phases`, a non-empty frozenset: truthy, not True) --), the two as frozensets
    (a tuple's `in` is a call with a frame on PyPy; a frozenset's is a hash lookup), in the
    script's order. Made once per script and kept (`_TRIGGER_ROWS`: a script and its
    effects do not change once made)."""
    rows = tuple(
        (effect, frozenset(effect.range), frozenset(effect.events), effect.kind == E.FLIP)
        for effect in script.triggers)
    if script.arrivals:
        # and a row for each trigger a card may still activate in a Standby or End Phase it
        # reaches a GY or the banished cards in (`CardScript.arrivals`): it listens to the
        # card's own arrival there, the "moved" happening, and says in the flip's place the
        # phases it may be raised in (`_mark_batch`: the phase's happening is made for its
        # match and its pending entry)
        rows += tuple((effect, frozenset(effect.range) & _OFF_PILES, _MOVED, E.arrival_phases(effect))
                      for effect in script.arrivals)
    _TRIGGER_ROWS[script] = rows
    return rows


_MOVED = frozenset(("moved",))
_OFF_PILES = frozenset((S.GRAVE, S.BANISHED))


# (`effects.by_moved_controller`: a trigger its moved card's controller activates)
BY_MOVED_CONTROLLER = E.BY_MOVED_CONTROLLER


def _summoner(ev):
    """The player who made the Summon a "summoned" happening records (`Effect.by_summoner`):
    its `by` where that names a player (an effect's or a procedure's), else its `player`."""
    by = ev.get("by")
    return by if by == 0 or by == 1 else ev["player"]


class _KindsAtPlaces(dict):
    """CardScript -> {location: the happening types its triggers listen to that work there}
    (`_kinds_at`), made at the first look."""

    def __missing__(self, script):
        kinds = self[script] = _KindsOfScript(script)
        return kinds


class _KindsOfScript(dict):
    """One script's entry of `_KINDS_AT_PLACES`: location -> happening types (`_kinds_at`)."""

    def __init__(self, script):
        dict.__init__(self)
        self.script = script

    def __missing__(self, location):
        return _kinds_at(self.script, location, self)


_KINDS_AT_PLACES = _KindsAtPlaces()


class _FaceDownKinds(dict):
    """CardScript -> the happening types its triggers that work while their card is
    face-down on the field (`Effect.face_down`: Kiseitai's "when this face-down card is
    attacked") listen to, a frozenset (empty for nearly every script), made at the first look:
    `_mark_batch` asks it only of a face-down field card it would otherwise pass by."""

    def __missing__(self, script):
        kinds = self[script] = frozenset(
            kind for effect in script.triggers if effect.face_down and effect.kind != E.FLIP
            for kind in effect.events)
        return kinds


_FACE_DOWN_KINDS = _FaceDownKinds()


def _kinds_at(script, location, known):
    """The happening types some trigger effect of `script` both listens to and works for
    at `location` (its range), sorted, a tuple. The field roles file a field card under
    these types for its place (`_field_roles()[6]`), so trigger collection (`_mark_batch`)
    picks a field card for a happening only where one of its triggers for it works where
    the card stands: a trigger that works only elsewhere (Vampire Lord's and Sinister Serpent's in the GY, the
    "sent to the GY" triggers of Sangan and Pyramid Turtle once they are there) never
    matches while the card is on the field (the collection's loop tests the range, `location
    not in where`). Made once per script and place and kept (`known`: a script and its
    effects do not change once made)."""
    rows = _TRIGGER_ROWS[script]
    kinds = known[location] = tuple(
        kind for kind in sorted(script.trigger_events)
        if any(location in where and kind in events for _effect, where, events, _flip in rows))
    return kinds


def _pile_order(card):
    """Where a card in a GY or banished stands in a walk of the piles (player 0's GY, their
    banished cards, player 1's...): a pile only grows at its end, through `Duel._place`,
    which deals every card placed a higher uid than any before, so within a pile uid order
    is pile order."""
    return (card.owner, card.location != S.GRAVE, card.uid)


def _with_attack_forcers(forcers, attackers):
    """The state checks' forcers (plan slot 2): the force_defense cards, then the force_attack
    cards not among them (round 57l), in field order within each."""
    if forcers is None:
        return attackers
    return forcers + [card for card in attackers if card not in forcers]


class Link(object):
    """One chain link: plain data (the card by cid and uid, targets by uid). (`_activate` makes
    its links field by field: keep the two alike.)"""

    __slots__ = ("cid", "card_uid", "effect", "player", "targets", "groups", "negated",
                 "card_activation", "card_type", "info", "number", "event", "happenings")

    def __init__(self, card, effect, player, card_activation, event=None, happenings=()):
        self.cid = card.cid
        self.card_uid = card.uid
        self.effect = effect.index
        self.player = player
        self.targets = []          # uids, in the order chosen
        self.groups = []           # uids per Target spec
        self.negated = None        # None, "activation" or "effect"
        self.card_activation = card_activation   # a Spell/Trap card's activation
        # the card's type where it was activated: "Spell", "Trap" or "Monster" (a Pendulum
        # Monster in a Pendulum Zone is a Spell Card: its activation there is a Spell Card's,
        # its Pendulum Effects are Spell effects; seed 000 §當作魔法卡的靈擺怪獸), kept should
        # the card move while the link is on the chain
        self.card_type = card_type_now(card)
        self.info = {}
        self.number = 0
        self.event = event
        # a trigger's: every happening of the batch it was collected from (`ctx.happenings` of its
        # cost and resolution), kept in its pending entry; () for an activation no batch started
        self.happenings = happenings

    def __repr__(self):
        return "<Link %d cid=%d effect=%d p%d>" % (self.number, self.cid, self.effect, self.player)


_FACE_UP = S.FACE_UP_POSITIONS   # Card.face_up, without the call
_FIELD = frozenset(S.FIELD_LOCATIONS)      # Card.on_field, the same (a tuple's `in` is a call on PyPy)
_NO_CARDS = ()     # _field_with_tag: no field card has the tag
_NO_EVENTS = ()    # a window's happenings (`_window_events`) when nothing opened it: read-only
_NO_OPTIONS = []   # _response_options: nothing to offer (shared: never mutated; a list as when it
#                    offers something, so that its callers see one type: PyPy guards on it)
_new = object.__new__   # an Option built field by field (a class call re-enters the interpreter for __init__)
_HAND = S.HAND     # (module constants: no attribute lookup on hot paths)
_MZONE = S.MZONE
_SZONE = S.SZONE
_FZONE = S.FZONE
_EMZ_FIRST = S.EMZ_FIRST_SEQ
_ACTIVATE = E.ACTIVATE
_IGNITION = E.IGNITION
_MAIN_PHASES = (S.PHASE_MAIN1, S.PHASE_MAIN2)
_STEP_DAMAGE = S.STEP_DAMAGE
_PHASE_BATTLE = S.PHASE_BATTLE
_PHASE_END = S.PHASE_END
_EVERY_MOMENT = E._EVERY_MOMENT     # (`CardScript.field_moments` of a script with no phase trigger on the field)
_H_SET_TURN = S.H_SET_TURN     # Card.history: the turn it was Set
_ACTIVATION_LOCKS = frozenset(("no_activate_name", "no_activate_card"))    # `_name_locked`'s player rules
_NEGATE_GRAVE_MOVES = C.NEGATE_GRAVE_MOVES
_CANNOT_NEGATE = C.CANNOT_NEGATE     # a card of the duel declares `Effect.cannot_negate` (round 57a)
_EVERY_ATTRIBUTE = frozenset(E.ATTRIBUTES)     # `_monster_attributes` while an Attribute may be changed
# the offer cache's columns (`_offer_candidates`): 0-3 as the scripts' `offers` tables (the
# response window, the summon-negation window, the idle menu, the idle menu while summoning),
# and two made from column 0 for the response windows where a first check of
# `_response_options` drops some of it at once
_UNOPENED = 4           # a window no happening opened: no effect that answers a happening
_IN_DAMAGE_STEP = 5     # the damage step: no effect it never allows (seed 000 §效果分類 › 傷害步驟)
_BY_EITHER = C.BY_EITHER    # a card of the duel has an effect its controller's opponent may activate
_MANDATORY_QUICK = C.MANDATORY_QUICK    # a card of the duel has a mandatory QUICK effect (`Effect.mandatory`)
_MADE_FROM_WINDOW = (_UNOPENED, _IN_DAMAGE_STEP)     # the columns made from the window's (column 0)
# the happening types `_window_loop` reads after a chain without `_answerable_after_chain`: a
# Summon (its own test, before) and an attack declaration (never made by a resolution)
_ANSWERED_BY_THE_SUMMON_CASE = frozenset((H.SUMMONED, H.ATTACK))
_NO_ROWS = ((), ())     # (a card with no offers row for a place: none in any column)


def _row_columns(card, column, effects):
    """(column, pairs) for each offer-cache column that `card`'s row entry (`column`,
    `effects`) fills: its (card, effect) pairs; a response-window entry (column 0) also fills
    the two columns made from the window's, with the pairs the walk would put there
    (`_offer_candidates`: no effect that answers a happening in `_UNOPENED`, in
    `_IN_DAMAGE_STEP` only Counter Trap speed or a damage-step permission). Used where a kept
    cache is made in place (`_offers_drawn`, `_offers_set`)."""
    pairs = []
    for effect in effects:
        pairs.append((card, effect))
    if column != 0:
        return ((column, pairs),)
    unopened = []
    in_damage_step = []
    for pair in pairs:
        effect = pair[1]
        if not effect.answers:
            unopened.append(pair)
        if effect.speed == 3 or effect.damage_step is not E.DS_NEVER:
            in_damage_step.append(pair)
    return ((0, pairs), (_UNOPENED, unopened), (_IN_DAMAGE_STEP, in_damage_step))


def _columns_less(columns, card, row):
    """A list of the offer cache's `columns` less `card`'s pairs in the columns its offers
    `row` (column, effects) puts it in (a response-window entry also in the two made from the
    window's); the other pairs keep their order, the other columns are the same objects (no
    column is ever changed in place). For `_offers_less` and `_offers_set`."""
    kept = list(columns)
    where = [i for i, _effects in row]
    if 0 in where:
        where.extend(_MADE_FROM_WINDOW)
    for i in where:
        column = kept[i]
        if column:
            less = []
            for pair in column:
                if pair[0] is not card:
                    less.append(pair)
            kept[i] = less
    return kept


def _waits_for_damage_calculation(t, effect):
    """Does pending trigger `t` (of `effect`) wait, in the Damage Step's windows before damage
    calculation (`_hold_flips`), until after it? Seed 000 §效果分類 (誘發效果): a monster attacked
    face-down and flipped face-up activates the triggers that start on its being flipped
    ("反轉場合發動的誘發效果") after damage calculation: its FLIP effects, and its other triggers
    on its own flip by the attack (Stealth Bird's "when flipped face-up")."""
    if effect.kind == E.FLIP:
        return True
    ev = t["event"]
    return ev.get("type") == "flipped" and ev.get("reason") == "attacked" and ev.get("cid") == t["cid"]


def _first_card(zones):
    """The first card of `zones` (cards and None, in the order to look), or None."""
    for card in zones:
        if card is not None:
            return card
    return None


def _less(cards, card):
    """`cards` less `card` (in it), a new list in the same order."""
    out = cards[:]
    out.remove(card)
    return out


def _with(cards, card, field, at):
    """`cards` (field cards in field order, `card` not among them) with `card` put in at its
    place, a new list: before the first of them that comes after it in `field` (the field
    list with the card in it, at index `at`)."""
    i = 0
    for c in cards:
        if field.index(c) > at:
            break
        i += 1
    out = cards[:]
    out.insert(i, card)
    return out


def _filed_less(table, keys, card, some=False):
    """A filing dict (key -> field cards) less `card`, filed under each of `keys`: a new dict
    (the kept one is read-only), a key whose list it leaves empty taken out, as a walk would
    not make it. some: `card` is filed under some of `keys` only (the others are left)."""
    table = dict(table)
    for key in keys:
        cards = table.get(key)
        if some and (cards is None or card not in cards):
            continue
        if len(cards) == 1:
            del table[key]
        else:
            table[key] = _less(cards, card)
    return table


def _filed_with(table, keys, card, field, at):
    """A filing dict with `card` put in under each of `keys` at its place in field order
    (`_with`), a new dict."""
    table = dict(table)
    for key in keys:
        cards = table.get(key)
        table[key] = [card] if cards is None else _with(cards, card, field, at)
    return table


class ChainMixin(object):
    # ----------------------------------------------------------- happenings
    def _happen(self, type_, card=None, **info):
        """Record a happening for trigger matching (the log keeps the public record)."""
        if not self._any_scripts:
            return
        info["type"] = type_
        if card is not None:
            info["cid"] = card.cid
            info["uid"] = card.uid
        self._happened.append(info)

    def _mark_batch(self, merge=False):
        """Close the current batch: collect the triggers that listen to it. merge=True:
        what the state checks did counts as part of the batch before (an Equip Card
        destroyed because its monster left happens "at the same time"). Returns the
        happenings it closed (a new batch's are `_last_batch_events`), `_NO_EVENTS` when
        there were none."""
        happened = self._happened
        if not happened:
            return _NO_EVENTS
        self._happened = []
        if merge:
            self._last_batch_events = self._last_batch_events + happened
            batch = self._batch
        else:
            batch = self._batch + 1     # (kept for the pending triggers below: nothing between starts a batch)
            self._batch = batch
            self._last_batch_events = happened
        if not self._any_scripts:
            return happened
        if len(happened) == 1:
            # the common batch, one happening: its card, then the face-up field cards with a
            # trigger for its type that works on the field (roles[6], in field order), then
            # for a phase the cards with a phase trigger away from the field; no sets
            ev = happened[0]
            kind = ev["type"]
            if kind not in self._hears[0]:
                # (no card script of the duel has a trigger for this type (`Duel._hears`), so no
                # card of the duel can be a candidate; and where no lasting effect waits for a
                # happening, nothing listens, without the field roles or the card)
                if not self.lingering:
                    return happened
                # (the same type while lasting effects last: still no card can be a candidate --
                # not its card, no field card (roles[6] holds the types their triggers hear), no
                # card in a hand or away from the field --, and only a delayed effect may wait
                # for it: without the field roles or the card, and with `_delayed_types`' kept
                # answer read once (the tests below, as they run where no card is a candidate))
                known = self._delayed_known
                delayed = known[1] if known[0] == self._lasting_version else self._delayed_types()
                if delayed is not None and kind in delayed:
                    self._delayed_triggers(happened, batch)
                return happened
            roles = self._field_cache
            if roles is None or roles[0] != self._field_version:
                roles = self._field_roles()
            cid = ev.get("cid")
            candidates = None
            if cid is not None:
                card = self.cards[cid]
                # (its triggers can match only a happening of a type they list; a face-down
                # field card's triggers do not work)
                if card.script is not None and kind in card.script.trigger_events and \
                        (card.location not in _FIELD or card.position in _FACE_UP):
                    candidates = [card]
            listening = roles[6].get(kind)
            if kind == "phase":
                if listening is not None:
                    phase = ev.get("phase")
                    tp = ev.get("player")
                    for card in listening:
                        # (as below; and a card none of whose phase triggers on the field can
                        # match this phase of this turn, as they declare it (`Effect.during`,
                        # `CardScript.field_moments`: Snatch Steal, the opponent's Standby
                        # Phase), is passed by without a Ctx or a call)
                        if card.position in _FACE_UP and card.cid != cid and \
                                phase in card.script.field_moments[card.controller != tp]:
                            if candidates is None:
                                candidates = [card]
                            else:
                                candidates.append(card)
                known = self._phase_cards
                # (`_phase_cards_off_field`'s tests, written out: no call while the duel has no
                # card with a phase trigger that works away from the field, most duels, or
                # while its kept answer holds; the duel's number of cards is its key for the
                # first: none such among the same cards, nothing to look for)
                # (and only at a phase some such trigger of a script of the duel declares,
                # `Duel._hears[3]`, the union of the scripts' `phase_moments`: no card in a
                # GY or banished can match another, and none is looked for: the End Phase of the
                # Goat decks, whose Sinister Serpent, Vampire Lord and Sacred Phoenix of Nephthys
                # declare the Standby Phase; the duel's list of them is made at its first phase
                # all the same, so that a duel with none skips this at once afterwards)
                if (known[1] or known[0] != len(self.cards)) and (ev.get("phase") in self._hears[3] or not known[1]):
                    if known[2] == self._pile_version and known[0] == len(self.cards):
                        away = known[3]
                    else:
                        away = self._phase_cards_off_field()
                    if away:        # (none, most phases: no loop)
                        # (a card none of whose triggers there can match this phase of this
                        # turn, as they declare it (`Effect.during`, `CardScript.phase_moments`),
                        # is passed by without a Ctx or a call)
                        phase = ev.get("phase")
                        tp = ev.get("player")
                        for card in away:
                            if card.cid != cid and phase in card.script.phase_moments[card.controller != tp]:
                                if candidates is None:
                                    candidates = [card]
                                else:
                                    candidates.append(card)
            elif listening is not None:
                for card in listening:
                    # (and with a trigger for it that works where it stands: `_kinds_at`)
                    if card.position in _FACE_UP:
                        if card.cid != cid:
                            if candidates is None:
                                candidates = [card]
                            else:
                                candidates.append(card)
                    elif kind in _FACE_DOWN_KINDS[card.script]:
                        # a face-down field card whose script declares a trigger that works
                        # while it is face-down (`Effect.face_down`: Kiseitai attacked): only
                        # those triggers, pended here (`_pend_face_down`); a face-down card with
                        # none, the common case, costs the one look-up
                        self._pend_face_down(card, happened, batch, None)
            hand = self._hears[2]
            if hand and kind in hand:
                # the cards in the hands with a trigger for it that works there (Battle Fader on
                # a direct attack): looked for only at a type some such trigger of a script of
                # the duel listens to (none on the bench decks: the set's truth, one test)
                candidates = self._hand_listeners((kind,), candidates)
            if candidates is None:
                if not self.lingering:
                    return happened          # (nothing listens: most batches)
                # nor a delayed effect, unless one waits for this type of happening
                # (`_delayed_types`' kept answer read in place: no call, and no walk of the
                # lasting effects, while none has started or ended)
                known = self._delayed_known
                delayed = known[1] if known[0] == self._lasting_version else self._delayed_types()
                if delayed is None or kind not in delayed:
                    return happened
            types = None        # (one happening: its `kind`; set here, past the returns of most batches)
        else:
            # candidates: only cards with a trigger effect that listens to a happening type
            # of the batch (the others could not match below)
            types = set()
            for ev in happened:
                types.add(ev["type"])
            hears = self._hears
            if types.isdisjoint(hears[0]):
                # (no type of the batch that a trigger of a script of the duel hears:
                # no card can be a candidate, as for one happening above, and only a delayed
                # effect may wait for one of them: without the field roles or the named cards)
                if self.lingering:
                    known = self._delayed_known
                    delayed = known[1] if known[0] == self._lasting_version else self._delayed_types()
                    if delayed is not None and not types.isdisjoint(delayed):
                        self._delayed_triggers(happened, batch)
                return happened
            cards = self.cards
            roles = self._field_cache
            if roles is None or roles[0] != self._field_version:
                roles = self._field_roles()
            candidates = []
            for ev in happened:
                cid = ev.get("cid")
                if cid is not None:
                    card = cards[cid]
                    script = card.script
                    # (a face-down field card's triggers do not work; a card is a candidate
                    # only with a trigger for a type of the batch that works where it stands,
                    # `_kinds_at`, as the field cards below: the loop at the end would pass
                    # every other by (most cards a batch names: a Snatch Steal or a Magician of
                    # Faith moved, W/Z 1.5 a turn); a card named by two happenings of the batch
                    # is a candidate once: the few candidates are looked through, by identity,
                    # where a set of every named card's id was kept; none most of the time)
                    if script is not None and script.triggers and \
                            (card.location not in _FIELD or card.position in _FACE_UP) and \
                            not types.isdisjoint(_KINDS_AT_PLACES[script][card.location]) and \
                            (not candidates or card not in candidates):
                        candidates.append(card)
            if not types.isdisjoint(roles[6]):
                # (else no field card listens to any type of the batch: roles[6] has the
                # field's trigger types)
                for card in roles[2]:      # field cards with trigger effects
                    # (one that works where the card stands for a type of the batch: `_kinds_at`;
                    # a face-up one named by a happening is a candidate already, a face-down one
                    # is none; the types asked before the candidates: a list's `in` is a call
                    # with a frame on PyPy, and few cards listen to a type of the batch)
                    if card.position in _FACE_UP:
                        if not types.isdisjoint(_KINDS_AT_PLACES[card.script][card.location]) and \
                                (not candidates or card not in candidates):
                            candidates.append(card)
                    elif not types.isdisjoint(_FACE_DOWN_KINDS[card.script]):
                        # (a face-down one with a trigger that works while it is face-down, for
                        # a type of the batch: those triggers pended, as above)
                        self._pend_face_down(card, happened, batch, types)
            if "phase" in types:
                # "during the End Phase" effects of cards in the GY or banished (Dark
                # Necrofear), in the order of the piles (the duel's list of such cards; one
                # named by a happening is a candidate already: it has triggers and is off the
                # field)
                for card in self._phase_cards_off_field():
                    if not candidates or card not in candidates:
                        candidates.append(card)
            if hears[2] and not types.isdisjoint(hears[2]):
                # the cards in the hands with a trigger that works there for a type of the
                # batch (as above)
                candidates = self._hand_listeners(types, candidates)
        if self.lingering:
            # the delayed effects, where one waits for a type of happening of the batch
            # (`_delayed_types`' kept answer read in place, as above)
            known = self._delayed_known
            delayed = known[1] if known[0] == self._lasting_version else self._delayed_types()
            if delayed is not None and (kind in delayed if types is None else not types.isdisjoint(delayed)):
                self._delayed_triggers(happened, batch)
        if not candidates:
            return happened
        pending = self.pending
        rows_of = _TRIGGER_ROWS
        for card in candidates:
            # (a card none of whose triggers listens to what happened matches nothing below;
            # every candidate is off the field or face-up, as it was picked: a face-down field
            # card's triggers do not work)
            location = card.location
            for effect, where, events, flip in rows_of[card.script]:
                if location not in where or (types is not None and events.isdisjoint(types)):
                    continue        # (several happenings: a trigger none of whose types is among them)
                match = effect.match
                for ev in happened:
                    if ev["type"] not in events:
                        continue
                    if flip:
                        if flip is not True:
                            # an arrival's row (its phases): this card object reached the place
                            # where the trigger works during a Standby or End Phase it names,
                            # after the phase began: the trigger is asked with the phase's
                            # happening
                            ev = self._arrival_in_phase(card, ev, types, flip)
                            if ev is None:
                                continue
                        elif ev.get("cid") != card.cid or ev.get("flip_effects") is False:
                            continue
                    if match is not None:
                        # (= new_ctx(self, card, effect, card.controller, ev), written out: a call
                        # with a frame on PyPy, 2.4 a turn on W/Z)
                        ctx = _new_object(_Ctx)
                        ctx.duel = self
                        ctx.card = card
                        ctx.effect = effect
                        ctx.player = card.controller
                        ctx.link = None
                        ctx.event = ev
                        ctx.happenings = happened
                        if not match(ctx, ev):
                            continue
                    if not effect.by_summoner:
                        pending.append({"cid": card.cid, "uid": card.uid, "effect": effect.index,
                                        "player": card.controller, "batch": batch, "event": ev,
                                        "happenings": happened})
                    elif effect.by_summoner is BY_MOVED_CONTROLLER:
                        self._pend_by_moved_controller(card, effect, ev, happened, batch)
                    else:
                        pending.append({"cid": card.cid, "uid": card.uid, "effect": effect.index,
                                        "player": _summoner(ev), "batch": batch, "event": ev,
                                        "happenings": happened})
                    break
        return happened

    def _pend_face_down(self, card, happened, batch, types):
        """`card`, face-down on the field, has a trigger that works while it is face-down
        (`Effect.face_down`) for a happening type of this batch (`_FACE_DOWN_KINDS`): each
        such trigger whose match one of the batch's happenings meets is made pending, as
        `_mark_batch` makes a face-up card's (its other triggers do not work while it is
        face-down: seed 000 §效果分類, a face-down monster's effects are not applied unless
        its text says they work face-down; Kiseitai "when this face-down card is attacked",
        yugioh-wiki.net 《精神寄生体》). types: the batch's types, None for one happening.
        Called only from `_mark_batch`'s walk of the field listeners, for such a card."""
        location = card.location
        for effect, where, events, flip in _TRIGGER_ROWS[card.script]:
            if flip or not effect.face_down or location not in where or \
                    (types is not None and events.isdisjoint(types)):
                continue
            match = effect.match
            for ev in happened:
                if ev["type"] not in events:
                    continue
                if match is not None:
                    ctx = new_ctx(self, card, effect, card.controller, ev)
                    ctx.happenings = happened
                    if not match(ctx, ev):
                        continue
                if not effect.by_summoner:
                    self.pending.append({"cid": card.cid, "uid": card.uid, "effect": effect.index,
                                         "player": card.controller, "batch": batch, "event": ev,
                                         "happenings": happened})
                elif effect.by_summoner is BY_MOVED_CONTROLLER:
                    self._pend_by_moved_controller(card, effect, ev, happened, batch)
                else:
                    self.pending.append({"cid": card.cid, "uid": card.uid, "effect": effect.index,
                                         "player": _summoner(ev), "batch": batch, "event": ev,
                                         "happenings": happened})
                break

    def _spell_lp_waived(self, ctx):
        """Are the LP of this cost not paid (`effects.ActivationCtx`, asked only where a card of
        the duel has C.NO_SPELL_ACTIVATION_LP)? `ctx`, an activation's context before it is on
        the chain (its `can_pay`, its cost), is a Spell Card's activation (an ACTIVATE effect
        of a card that is a Spell Card) by a player for whom a continuous effect tagged
        C.NO_SPELL_ACTIVATION_LP applies (Spell Economics: its controller's)."""
        if ctx.effect.kind != _ACTIVATE or card_type_now(ctx.card) != "Spell":
            return False
        for source, _effect in self._applying(C.NO_SPELL_ACTIVATION_LP):
            if source.controller == ctx.player:
                return True
        return False

    def _pend_by_moved_controller(self, card, effect, ev, happened, batch):
        """`card`'s trigger `effect`, declared `effects.by_moved_controller`, whose match `ev`
        met: pending for `ev`'s `controller` (the moved card's controller as it moved), and for
        the other player too where a later happening of the batch, of a card that player
        controlled, meets its match as well (one activation each: Pandemonium, when Dark Hole
        destroys an Archfiend of each player's). Its match is asked with `card`'s controller."""
        first = ev["controller"]
        self.pending.append({"cid": card.cid, "uid": card.uid, "effect": effect.index, "player": first,
                             "batch": batch, "event": ev, "happenings": happened})
        events = effect.events
        match = effect.match
        later = False
        for other in happened:
            if other is ev:
                later = True
            elif later and other["type"] in events and other.get("controller") == 1 - first and \
                    (match is None or match(new_ctx(self, card, effect, card.controller, other), other)):
                self.pending.append({"cid": card.cid, "uid": card.uid, "effect": effect.index,
                                     "player": 1 - first, "batch": batch, "event": other,
                                     "happenings": happened})
                return

    def _arrival_in_phase(self, card, ev, types, phases):
        """The phase's happening for a trigger of `card` that may still be activated in the
        current phase, one of `phases` (`CardScript.arrivals`, `effects.arrival_phases`),
        where `ev` (a "moved" happening) is this card object's arrival where it stands now,
        during that phase, in a batch without the phase's happening (that batch's cards off
        the field are found by the happening itself); else None. Seed 004 §准备阶段 and
        §结束阶段: the phase's effects are carried out during the phase; a card that reaches
        the GY in it may still use its "during the Standby Phase" effect there (yugioh-wiki.net
        《キラー・スネーク》; hikikomo.com 《黄泉ガエル》), and its "in the End Phase" one in an End
        Phase (yugioh-wiki.net 「エンドフェイズ」; round 54j). Once per card object: an object
        arrives once (a card that moves is a new object, a new uid)."""
        if self.phase not in phases or ev.get("uid") != card.uid or ev.get("to") != card.location:
            return None
        if types is not None and "phase" in types:
            return None
        return {"phase": self.phase, "player": self.turn_player, "type": "phase"}

    def _turned_face_up_in_end_phase(self, card):
        """`card`'s activation (a card that stays face-up on the field: a Continuous Trap) has
        just resolved in an End Phase, after the phase's happening: its triggers "during the End
        Phase" that work on the field and whose declared moments name this End Phase are asked
        now with the phase's happening, and one whose match is met is made pending (Bottomless
        Shifting Sand activated in the opponent's End Phase destroys in that End Phase:
        yugioh-wiki.net 《底なし流砂》; seed 004 §结束阶段: the End Phase's effects are carried out
        while the phase lasts, before the hand limit). Once per card object: the phase's own
        happening came before it was face-up, and a card is activated once while face-up (a
        card Set again is a new object). `_resolve_chain`, only in an End Phase, only for a
        card with such a trigger (`CardScript.field_moments`)."""
        tp = self.turn_player
        if _PHASE_END not in card.script.field_moments[card.controller != tp]:
            return
        ev = {"phase": _PHASE_END, "player": tp, "type": "phase"}
        location = card.location
        for effect, where, events, flip in _TRIGGER_ROWS[card.script]:
            if flip or location not in where or "phase" not in events:
                continue
            during = effect.during
            if during is not None and _PHASE_END not in (during.own if card.controller == tp else during.opponent):
                continue
            if effect.match is not None and not effect.match(new_ctx(self, card, effect, card.controller, ev), ev):
                continue
            self.pending.append({"cid": card.cid, "uid": card.uid, "effect": effect.index,
                                 "player": card.controller, "batch": self._batch, "event": ev})
            return

    def _hand_listeners(self, types, candidates):
        """`candidates` (a list, or None for none) with the cards in the hands (player 0's,
        then player 1's, in hand order) that have a trigger that works in the hand for one of
        the happening types `types` (`_kinds_at`) and are not among them yet; None if none at
        all. A card in the hand is never face-down on the field: its triggers there work."""
        players = self.players
        for p in (0, 1):
            for card in players[p].hand:
                script = card.script
                if script is None or script.trigger_events.isdisjoint(types):
                    continue
                for kind in _KINDS_AT_PLACES[script][_HAND]:
                    if kind in types:
                        if candidates is None:
                            candidates = [card]
                        elif card not in candidates:
                            candidates.append(card)
                        break
        return candidates

    def _phase_cards_off_field(self):
        """The cards with a phase trigger that works away from the field (as
        `_phase_cards_away`) now in a GY or banished, in the order of a walk of the piles:
        player 0's GY, their banished cards, player 1's GY, their banished cards. None: an
        empty tuple. Read-only: the answer is kept (`_phase_cards[2:4]`) until a card enters
        or leaves a GY or the banished cards (`_pile_version`, bumped then by `_remove` and
        `_place`, and only then: a card reaches or leaves those piles only through them, and
        nothing else reorders them) or the duel gains a card."""
        known = self._phase_cards
        cards = self.cards
        if known[0] != len(cards):
            known = self._phase_cards_listed(known, cards)
        if not known[1]:
            return _NO_CARDS        # (no such card in the duel: most duels)
        if known[2] == self._pile_version:
            return known[3]
        away = None
        for card in known[1]:
            if card.location == S.GRAVE or card.location == S.BANISHED:
                if away is None:
                    away = [card]
                else:
                    away.append(card)
        if away is None:
            away = _NO_CARDS
        elif len(away) > 1:
            away.sort(key=_pile_order)
        known[2] = self._pile_version
        known[3] = away
        return away

    def _phase_cards_listed(self, known, cards):
        """`_phase_cards` made again when the duel has gained cards (tokens): the new cards
        with a phase trigger that works away from the field added at the end (a duel's
        `cards` only ever grows at its end), or every card when none were listed (a new duel,
        a copy: the cache emptied). A full walk of the cards per token cost W/Z ~160 PyPy
        operations a turn."""
        if known[0] is None:
            listed = [c for c in cards if c.script is not None and c.script.phase_triggers]
        else:
            listed = known[1] + [c for c in cards[known[0]:] if c.script is not None and c.script.phase_triggers]
        # (in place: `[4:]`, the kept monster Attributes, GY archetypes and passcodes, go on;
        # the answer of `[2:4]` is made again)
        known[0] = len(cards)
        known[1] = listed
        known[2] = None
        return known

    def _monster_attributes(self):
        """The printed Attributes of the Monster Cards each player controls (in a Main or an
        Extra Monster Zone, any way up), as two sets (player 0's, player 1's): what
        `AttributeOnField` (effects.py) reads. Kept in `_phase_cards[4:6]` ([`_field_version`,
        the answer]) and good while the duel's `_field_version` is the same: a card enters or
        leaves a Monster Zone only through `_remove` / `_place`, and changes controller only
        through `take_control` / `swap_control`, which all bump it (a move to another zone of
        the same player's, `_relocate`, changes no answer), and a card's printed data on the
        field never changes in a duel (a determinized copy deals hidden cards after the
        fork that empties the kept answer). Checked by the kept-answers oracle
        (duelist/testing/invariants.py) against a plain walk."""
        if "attribute" in self._cont_tags_present:
            # (a card of the duel may change a monster's Attribute, C.ATTRIBUTE: the printed ones
            # say nothing of the ones now, so every Attribute is taken as there and no condition
            # is passed by; helper h37t)
            out = (_EVERY_ATTRIBUTE, _EVERY_ATTRIBUTE)
            known = self._phase_cards
            known[4] = self._field_version
            known[5] = out
            return out
        players = self.players
        out = (set(), set())
        for p in (0, 1):
            attributes = out[p]
            for c in players[p].mzone:
                if c is not None:
                    data = c.data
                    if data.card_type == "Monster":
                        attributes.add(data.attribute)
        for c in self.emz:
            if c is not None:
                data = c.data
                if data.card_type == "Monster":
                    out[c.controller].add(data.attribute)
        known = self._phase_cards
        known[4] = self._field_version
        known[5] = out
        return out

    def _monster_codes(self):
        """The passcodes of the monsters on the field (both players', in a Main or an Extra
        Monster Zone, any way up), each card's printed one and the one its name stands for
        (`alias`), as a set: what `NamedOnField` (effects.py) reads. Kept in
        `_phase_cards[8:10]` ([`_field_version`, the answer]) and good while the duel's
        `_field_version` is the same, as `_monster_attributes`' answer is (a card enters or
        leaves a Monster Zone only through `_remove` / `_place`, which bump it). Checked by
        the kept-answers oracle against a plain walk."""
        codes = set()
        players = self.players
        for zones in (players[0].mzone, players[1].mzone, self.emz):
            for c in zones:
                if c is not None:
                    data = c.data
                    codes.add(data.code)
                    if data.alias:
                        codes.add(data.alias)
        known = self._phase_cards
        known[8] = self._field_version
        known[9] = codes
        return codes

    def _grave_series(self):
        """The archetypes (`data.series`) of the Monster Cards in each player's GY, as two
        sets (player 0's, player 1's): what `SeriesInGrave` (effects.py) reads. Kept in
        `_phase_cards[6:8]` ([`_pile_version`, the answer]) and good while the duel's
        `_pile_version` is the same: a card enters or leaves a GY only through `_remove` /
        `_place`, which bump it, and a card's printed data in a GY never changes (GYs are
        public: a determinized copy deals no card there). Checked by the kept-answers oracle
        against a plain walk."""
        players = self.players
        out = (set(), set())
        for p in (0, 1):
            series = out[p]
            for c in players[p].grave:
                data = c.data
                if data.series and data.card_type == "Monster":
                    series.update(data.series)
        known = self._phase_cards
        known[6] = self._pile_version
        known[7] = out
        return out

    def _extra_fusions(self, player):
        """The Fusion Monsters in `player`'s Extra Deck by printed Level: a dict {Level: [the
        cards, in Extra Deck order]} (no key for Level 0): what `Ctx.extra_fusions_by_level`
        gives the card scripts (Metamorphosis). Kept per player in `_phase_cards[20]` and good
        until a card enters or leaves an Extra Deck: only `_remove` / `_place` move one, and
        both empty the slot then; a card's printed data in an Extra Deck never changes in a
        duel (a determinized copy deals other cards after the fork that empties it). Checked by
        the kept-answers oracle (duelist/testing/invariants.py) against a plain walk."""
        known = self._phase_cards
        kept = known[20]
        if kept is None:
            kept = known[20] = [None, None]
        out = kept[player]
        if out is None:
            out = {}
            for c in self.players[player].extra:
                data = c.data
                level = data.level
                if level and "Fusion" in data.kinds:
                    cards = out.get(level)
                    if cards is None:
                        out[level] = [c]
                    else:
                        cards.append(c)
            kept[player] = out
        return out

    def _phase_cards_away(self):
        """Whether a card with a phase trigger that works away from the field
        (`CardScript.phase_triggers`: Sinister Serpent) is in a GY or banished now: the
        duel's cards with such a trigger are listed once (again when the duel gains a
        card), so a phase happening walks the GYs and banished cards only when one of
        them is there."""
        known = self._phase_cards
        cards = self.cards
        if known[0] != len(cards):
            known = self._phase_cards_listed(known, cards)
        for card in known[1]:
            if card.location == S.GRAVE or card.location == S.BANISHED:
                return True
        return False

    def _delayed_triggers(self, happened, batch):
        """Delayed effects ("if ... later this turn"): a lingering entry {"tag": "delayed",
        "cid", "effect", "player"} makes that card's effect (range ("delayed",)) listen to
        events like a trigger, wherever the card is now (Last Will)."""
        for entry in self.lingering:
            if entry.tag != "delayed" or (entry.until.kind == "turn" and not entry.until.alive(self)):
                # (one bound to an object or a relation still hears the happening that ends
                # it: the state checks' first step ends it afterwards, `_state_check_pass`)
                continue
            card = self.cards[entry.cid]
            effect = card.script.effects[entry.effect]
            for ev in happened:
                if ev["type"] not in effect.events:
                    continue
                ctx = new_ctx(self, card, effect, entry.player, ev)
                if effect.match is not None and not effect.match(ctx, ev):
                    continue
                t = {"cid": card.cid, "uid": card.uid, "effect": effect.index,
                     "player": entry.player, "batch": batch, "event": ev,
                     "delayed": True, "happenings": happened}
                if effect.at_once:
                    self._apply_at_once(t, card, effect)
                else:
                    self.pending.append(t)
                break

    def _apply_at_once(self, t, card, effect):
        """A delayed APPLY effect declared `at_once` (`Effect.at_once`: Fatal Abacus), applied the
        instant the batch it hears closes (`_delayed_triggers`, from `_mark_batch`), inside the
        procedure that made the batch (a Tribute Summon's Tributes, before the monster is placed;
        a chain link's resolution, before the next link resolves), not at the next window (seed
        001 §其他效果 / §永續效果: an effect that is not activated applies the instant its
        condition is met). As `_apply_delayed` (no chain link, no response) but asking nothing:
        what it makes (damage) is the next batch's, and the state checks are the next window's."""
        ctx = self._applied_ctx(t, card, effect)
        if ctx is None:
            return
        log = self.log      # (= self._emit, written out)
        log.append({"type": "apply", "player": t["player"], "uid": card.uid, "name": card.data.name, "i": len(log)})
        if effect.resolve(ctx) is not None:
            raise TypeError("an at_once effect's resolve asks nothing (a plain function): %s" % card.data.name)

    def _delayed_types(self):
        """The happening types the delayed effects now lasting listen to (their effects'
        `events`, whether or not their duration is still alive: `_delayed_triggers` asks
        that), as a set, or None when no lasting effect is a delayed one (most batches).

        Kept in `_delayed_known` ([`_lasting_version`, the answer]) and good while the
        duel's `_lasting_version` is the same: every start and end of a lasting effect goes
        through `_lasting_started` / `_lasting_ended` (duel.py), which bump it, and no
        lasting entry's tag, card or effect changes once it lasts (a determinized copy
        moves a card to another cid, but never one a delayed effect names: determinize.py
        pins those; a fork empties the kept answer). So `_mark_batch` walks the lasting
        effects only after they have changed, and calls `_delayed_triggers` only for a batch
        with a happening of such a type."""
        types = None
        cards = self.cards
        for entry in self.lingering:
            if entry.tag == "delayed":
                events = cards[entry.cid].script.effects[entry.effect].events
                if types is None:
                    types = set(events)
                else:
                    types.update(events)
        known = self._delayed_known
        known[0] = self._lasting_version
        known[1] = types
        return types

    def _field_cards(self):
        """Cards on the field (cached until a card enters or leaves a zone)."""
        cache = self._field_cache
        if cache is not None and cache[0] == self._field_version:
            return cache[1]
        return self._field_roles()[1]

    def _field_roles(self):
        """(version, field cards, those with trigger effects, those with STATE effects,
        those in a Spell & Trap Zone, {tag: those with a continuous effect of that tag, for
        every tag some field card has}, {happening type: those with a trigger that listens
        to it and works where they stand (`_kinds_at`), for every such type}, the filing
        key: `_field_version` less `_plain_moves` when it was made, and the state checks'
        plan),
        each in field order, cached until a card enters or leaves a zone (or a card is
        marked EQUIPPED: `mark` drops the cache): the state checks, trigger collection and
        continuous-effect lookups walk only the cards that matter to them (whether a card
        is face-up is still checked where it is used).

        The state checks' plan (`_state_check_pass`, engine/actions.py): (the Spell & Trap
        Zone cards the equip rule can concern: Equip Cards by property or by the mark
        EQUIPPED, or None; the cards with a take-control effect, or None; those with a
        force_defense effect, or None; the cards with STATE effects, each with those of its
        STATE effects that declare no `needs`, the only ones that can act while no relation
        was cut and no link has just resolved, or None; the cards with STATE effects;
        whether all four of the first are None: then a pass has nothing on this field to
        look at unless something lasts, is related, was cut or has just resolved)."""
        cache = self._field_cache
        version = self._field_version
        if cache is not None:
            if cache[0] == version:
                return cache
            if cache[0] == version - 1:
                # one move since: `_remove` / `_place` name its card (`_last_plain`; None after
                # `_relocate`)
                card = self._last_plain
                if card is not None:
                    filed_key = version - self._plain_moves
                    if cache[7] == filed_key:
                        # by a card that files nothing
                        roles = self._field_moved(cache, card, version)
                        if roles is not None:
                            return roles
                    elif cache[7] == filed_key - 1:
                        # by a card that files something, or a change of control (which names
                        # no card: `_field_filed` finds that the card named did not move)
                        roles = self._field_filed(cache, card, version)
                        if roles is not None:
                            return roles
        # the walk of `_scan_field`, written out, making the Spell & Trap Zone list and the
        # plan's Equip Cards on the way
        out = []
        szone = []
        equips = None
        players = self.players
        for p in (0, 1):
            ps = players[p]
            zones = ps.mzone
            if len(zones) == 5:
                # (= the loop below for five Main Monster Zones, written out as `monsters`
                # does: on PyPy a loop is compiled as a loop of its own, entered and left
                # through guards and bridges)
                z0, z1, z2, z3, z4 = zones
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
            else:
                for c in zones:
                    if c is not None:
                        out.append(c)
            for c in ps.szone:
                if c is not None:
                    out.append(c)
                    szone.append(c)
                    if c.data.property == "Equip" or (c.marks is not None and _EQUIPPED in c.marks):
                        if equips is None:
                            equips = [c]
                        else:
                            equips.append(c)
            if ps.fzone is not None:
                out.append(ps.fzone)
        for c in self.emz:
            if c is not None:
                out.append(c)
        filed_key = version - self._plain_moves
        if cache is not None and cache[7] == filed_key:
            # every card that entered or left a zone since was one that files nothing
            # (`_plain_moves`, bumped with `_field_version` by `_remove` and `_place`): the
            # cards filed below, and their order, are those of the cache, and so are the
            # plan's but its Equip Cards (a Set Spell or Trap files nothing)
            plan = cache[8]
            if equips is not None or plan[0] is not None:
                # (the plan, made as below)
                plan = (equips, plan[1], plan[2], plan[3], plan[4],
                        equips is None and plan[1] is None and plan[2] is None and plan[3] is None)
            cache = self._field_cache = (version, out, cache[2], cache[3], szone, cache[5], cache[6], filed_key, plan)
            return cache
        triggers = []
        states = []
        quiet = None
        by_tag = {}
        by_event = {}
        for c in out:
            script = c.script
            if script is not None:
                filed = script.field_roles   # (triggers?, their types, STATE?, tags): built once
                if filed is not None:
                    has_triggers, kinds, has_states, tags = filed
                    if has_triggers:
                        triggers.append(c)
                        # (each type once: those a trigger of the card works for where it stands)
                        for kind in _KINDS_AT_PLACES[script][c.location]:
                            cards = by_event.get(kind)
                            if cards is None:
                                by_event[kind] = [c]
                            else:
                                cards.append(c)
                    if has_states:
                        states.append(c)
                        effects = [effect for effect in script.states if effect.needs is None]
                        if effects:
                            if quiet is None:
                                quiet = [(c, effects)]
                            else:
                                quiet.append((c, effects))
                    for tag in tags:            # each tag once
                        cards = by_tag.get(tag)
                        if cards is None:
                            by_tag[tag] = [c]
                        else:
                            cards.append(c)
        takers = by_tag.get(C.TAKE_CONTROL)
        forcers = by_tag.get("force_defense")
        if "force_attack" in by_tag:        # (round 57l: Final Attack Orders, `_force_attack`)
            forcers = _with_attack_forcers(forcers, by_tag["force_attack"])
        # the state checks' plan (slot 8): the four lists, the STATE cards, and whether the
        # four are all None (a pass then has nothing on this field to look at); a tuple made
        # here, not by a helper (a call with a frame on PyPy at each new field)
        plan = (equips, takers, forcers, quiet, states,
                equips is None and takers is None and forcers is None and quiet is None)
        cache = self._field_cache = (version, out, triggers, states, szone, by_tag, by_event, filed_key, plan)
        return cache

    def _field_moved(self, cache, card, version):
        """The field roles after one move since `cache` was made, by `card`, a card that files
        nothing (`_field_roles`' plain-moves case without the walk): it left the field (it is
        in the cache's field list) or it entered a Main Monster Zone or a Spell & Trap Zone;
        the field list and the Spell & Trap Zone list are the cache's with that card taken
        out or put in at its place in field order (new lists: the cache's are read-only and
        may be in use). None where the walk must do it: a card entering the Field Zone or an
        Extra Monster Zone, or an Equip Card (by property or the mark EQUIPPED) entering or
        leaving (the plan's Equip Cards)."""
        out = cache[1]
        szone = cache[4]
        plan = cache[8]
        if card in out:
            # it left: the lists less the card
            out = out[:]
            out.remove(card)
            if card in szone:
                equips = plan[0]
                if equips is not None and card in equips:
                    return None
                szone = szone[:]
                szone.remove(card)
        else:
            location = card.location
            seq = card.seq
            players = self.players
            if card.controller == 0:
                # put in after the card before it in field order, if any (player 0's zones
                # come first: the Monster Zones, then the Spell & Trap Zones)
                ps = players[0]
                if location == _MZONE:
                    if seq >= _EMZ_FIRST:
                        return None
                    before = _first_card(reversed(ps.mzone[:seq]))
                    out = out[:]
                    out.insert(0 if before is None else out.index(before) + 1, card)
                elif location == _SZONE:
                    data = card.data
                    if data.property == "Equip" or (card.marks is not None and _EQUIPPED in card.marks):
                        return None
                    before = _first_card(reversed(ps.szone[:seq]))
                    szone = szone[:]
                    if before is None:
                        szone.insert(0, card)
                        before = _first_card(reversed(ps.mzone))
                    else:
                        szone.insert(szone.index(before) + 1, card)
                    out = out[:]
                    out.insert(0 if before is None else out.index(before) + 1, card)
                else:
                    return None
            else:
                # put in before the card after it in field order, if any (player 1's zones
                # come last, before the Extra Monster Zones)
                ps = players[1]
                if location == _MZONE:
                    if seq >= _EMZ_FIRST:
                        return None
                    after = _first_card(ps.mzone[seq + 1:])
                    if after is None:
                        after = _first_card(ps.szone)
                        if after is None:
                            after = ps.fzone
                else:
                    if location != _SZONE:
                        return None
                    data = card.data
                    if data.property == "Equip" or (card.marks is not None and _EQUIPPED in card.marks):
                        return None
                    after = _first_card(ps.szone[seq + 1:])
                    szone = szone[:]
                    if after is None:
                        szone.append(card)
                        after = ps.fzone
                    else:
                        szone.insert(szone.index(after), card)
                if after is None:
                    after = _first_card(self.emz)
                out = out[:]
                if after is None:
                    out.append(card)
                else:
                    out.insert(out.index(after), card)
        cache = self._field_cache = (version, out, cache[2], cache[3], szone, cache[5], cache[6], cache[7], plan)
        return cache

    def _field_filed(self, cache, card, version):
        """The field roles after one move since `cache` was made, by `card`, a card that files
        something (`CardScript.field_roles`: a trigger, a STATE effect or a continuous tag):
        the field and Spell & Trap Zone lists as `_field_moved` makes them, and the card taken
        out of, or put in at its place in field order into, the lists it is filed in (those
        with triggers, with STATE effects, by happening type, by continuous tag, and the state
        checks' plan), new lists and dicts (the cache's are read-only and may be in use; a
        list left empty takes its key out, as a walk would not make it). The walk made these
        at ~0.8 of W/Z's and C/M's 1.3 rebuilds a turn (a monster summoned or leaving: the
        Goat decks' monsters mostly have effects).

        None where the walk must do it: where `_field_moved` leaves it to the walk (an Equip
        Card, the Field Zone or an Extra Monster Zone entered), or where the card named did
        not make the one move since: `_last_plain` names the card of the last `_remove` /
        `_place`, but a change of control (`take_control`, `swap_control`) bumps
        `_field_version` and names none. So the card must be what one move of it leaves: in
        the cache's field list and out of its zone now (it left; between `_remove` and
        `_place` its `location` and `seq` still name the zone it left, now empty), or not in
        it and in its zone now (it entered)."""
        location = card.location
        if location == _MZONE:
            seq = card.seq
            there = self.emz[seq - _EMZ_FIRST] if seq >= _EMZ_FIRST else self.players[card.controller].mzone[seq]
        elif location == _SZONE:
            there = self.players[card.controller].szone[card.seq]
        elif location == _FZONE:
            there = self.players[card.controller].fzone
        else:
            there = None
        left = card in cache[1]
        if left is (there is card):
            return None         # (it did not move: the one bump was a change of control)
        roles = self._field_moved(cache, card, version)
        if roles is None:
            return None
        has_triggers, kinds, has_states, tags = card.script.field_roles
        out = roles[1]
        triggers = cache[2]
        states = cache[3]
        by_tag = cache[5]
        by_event = cache[6]
        plan = cache[8]
        quiet = plan[3]
        if left:
            if has_triggers:
                triggers = _less(triggers, card)
                # (filed under those of `kinds` that worked where it stood)
                by_event = _filed_less(by_event, kinds, card, True)
            if has_states:
                states = _less(states, card)
                if quiet is not None:
                    kept = []
                    for pair in quiet:
                        if pair[0] is not card:
                            kept.append(pair)
                    quiet = kept or None
            if tags:
                by_tag = _filed_less(by_tag, tags, card)
        else:
            at = out.index(card)
            if has_triggers:
                triggers = _with(triggers, card, out, at)
                by_event = _filed_with(by_event, _KINDS_AT_PLACES[card.script][location], card, out, at)
            if has_states:
                states = _with(states, card, out, at)
                effects = [effect for effect in card.script.states if effect.needs is None]
                if effects:
                    if quiet is None:
                        quiet = [(card, effects)]
                    else:
                        i = 0
                        for pair in quiet:
                            if out.index(pair[0]) > at:
                                break
                            i += 1
                        quiet = quiet[:i] + [(card, effects)] + quiet[i:]
            if tags:
                by_tag = _filed_with(by_tag, tags, card, out, at)
        takers = by_tag.get(C.TAKE_CONTROL)
        forcers = by_tag.get("force_defense")
        if "force_attack" in by_tag:        # (round 57l: Final Attack Orders, `_force_attack`)
            forcers = _with_attack_forcers(forcers, by_tag["force_attack"])
        equips = roles[8][0]
        plan = (equips, takers, forcers, quiet, states,
                equips is None and takers is None and forcers is None and quiet is None)
        cache = self._field_cache = (version, out, triggers, states, roles[4], by_tag, by_event,
                                     version - self._plain_moves, plan)
        return cache

    def _field_with_tag(self, tag):
        """Field cards whose script has a continuous effect with `tag` (field order; the
        lists of every tag are made in `_field_roles`' one walk; read-only)."""
        roles = self._field_cache
        if roles is None or roles[0] != self._field_version:
            roles = self._field_roles()
        return roles[5].get(tag, _NO_CARDS)

    def _scan_field(self):
        """The field cards in field order (player 0's Monster Zones, Spell & Trap Zones and
        Field Zone, then player 1's, then the Extra Monster Zones): `_field_roles` walks
        them the same way itself."""
        out = []
        for p in (0, 1):
            ps = self.players[p]
            for c in ps.mzone:
                if c is not None:
                    out.append(c)
            for c in ps.szone:
                if c is not None:
                    out.append(c)
            if ps.fzone is not None:
                out.append(ps.fzone)
        for c in self.emz:
            if c is not None:
                out.append(c)
        return out

    # -------------------------------------------------------------- windows
    def _window(self, name, triggers=True, first=None, passed=0, hold_flips=False, opened=None):
        """A point where chains may start: pending triggers (SEGOC), then priority.

        Callers write `yield from self._window(...)`. Most windows have nothing to ask (no
        trigger, no legal response): they return an empty tuple, not a generator, which
        keeps the common path cheap (PyPy especially).

        triggers=False keeps pending triggers for a later window (the summon-negation
        window); hold_flips=True keeps only flip effects waiting (a monster flipped by an
        attack uses its flip effect after damage calculation). Triggers never join a chain
        that is already being built: they wait for it to resolve. opened: only
        `_window_after_destructions` passes it (the happenings that opened the window,
        its state checks made): the window then opens at once. first: the player asked first
        (None: the turn player); `S.AFTER_SUMMON` (-1): the turn player, in the window right
        after a summon, where under `Rules.ignition_priority` (GOAT) they may also activate a
        monster's Ignition Effect (`_ignition_priority_options`)."""
        if opened is None:
            if self.hooks:
                for fn in self.hooks.get(name, ()):
                    fn(self)
            if not self._any_scripts:
                # no card with a script (Normal Monsters only): nothing may be activated, no
                # trigger is ever pending, no chain resolves and no placement waits for its
                # zone; the window makes the state checks (the win check) and asks nothing.
                # Such a duel records nothing today (`_happen` and every written-out record
                # test `_any_scripts`; a Flip Summon records only through `_flip_summoned`,
                # called with scripts), so the batch close below does not run; it is kept so
                # that a record added later is never left open (round 24m)
                if self._happened:
                    self._mark_batch()
                # (= self._state_checks(), which in a duel without scripts is the win check
                # alone (actions.py, its first lines), written out: a call with a frame at every
                # window of such a duel)
                # (LP that reaches 0 marks its player in `_losers`: duel.py `_lp_reached_zero`)
                if self._losers is not _NOBODY:
                    self._check_win()
                return ()
            if self._resolving:
                # nothing responds in the middle of a resolution (ENGINE.md §5): a summon made
                # by an effect is part of the link's batch; its triggers wait for the chain's end
                return ()
            if self._happened:
                # (happenings to close: `_mark_batch` starts a new batch of exactly them, the
                # window's opening events, `_last_batch_events`, and returns them)
                opened = self._mark_batch()
            else:
                opened = _NO_EVENTS
            # (= self._state_checks(): its win check and its idle test written out, in its
            # order (actions.py: keep the two alike), and the call, handed the field roles,
            # only where the test finds something for a pass: no call with a frame at about
            # half the windows)
            if self._losers is not _NOBODY:
                self._check_win()
            roles = self._field_cache
            if roles is None or roles[0] != self._field_version:
                roles = self._field_roles()
            if not (roles[8][5] and not self.relations and not self._cut and
                    (self.just_resolved is None or not roles[8][4]) and not self._win_cards):
                self._state_checks(roles)
            elif self.lingering:
                lingering = self.lingering
                if len(lingering) != 1 or lingering[0].until.by_object or lingering[0].tag == _CONTROL_BOUND:
                    self._state_checks(roles)
            if self._zone_pending:      # (read once on this path: most windows have none)
                if self._left_destructions():
                    return self._window_after_destructions(opened, name, triggers, first, passed, hold_flips)
                if not self._settling:
                    # cards plain code placed in a provisional zone (a monster returning to the
                    # field, a control coming back): their zones are asked before the window
                    # looks at what may be activated (engine/zones.py: before the next
                    # decision), not after
                    return self._window_after_zones(opened, name, triggers, first, passed, hold_flips)
        elif self._zone_pending and not self._settling:
            # (the same, in a window reopened after its state checks' destructions)
            return self._window_after_zones(opened, name, triggers, first, passed, hold_flips)
        # the window opens (one frame for the common empty window; a duel without card
        # scripts has returned above)
        if self._happened:
            self._mark_batch(merge=True)
        self._window_events = opened
        self._hold_flips = hold_flips
        if first is None:
            start = self.turn_player
        elif first < 0:
            # a summon's window (`S.AFTER_SUMMON`): the turn player first. Under GOAT's priority
            # (`Rules.ignition_priority`) they may also start a chain with a monster's Ignition
            # Effect before the opponent may answer the summon, once no trigger of it waits
            # (a trigger starts its chain first, as ever)
            start = self.turn_player
            if self.rules.ignition_priority and self.phase in _MAIN_PHASES:
                if self.chain or (triggers and self.pending and self._chainable_pending()):
                    # (its triggers first; where none of them makes a chain the turn player's
                    # first ask is this one: `_window_loop`)
                    return self._window_loop(name, triggers, start, passed, None, True)
                options = self._ignition_priority_options(start)
                if options:
                    return self._window_loop(name, triggers, start, passed, [options, None])
        else:
            start = first
        if self.chain or (triggers and self.pending and self._chainable_pending()):
            return self._window_loop(name, triggers, start, passed)
        # a player whose offer cache is current and holds nothing for this kind of window
        # is not asked `_response_options`, which would answer nothing at once (the cache
        # test written out: a call with a frame on PyPy, 7 a turn on W/Z); the column as
        # `_response_options` picks it with no chain (a window in the damage step, one no
        # happening opened: the candidates those checks would not drop at once)
        if self.summoning:
            column = 1
            if _BY_EITHER in self._cont_tags_present:
                # (a card of the duel may be used by either player: Royal Oppression)
                return self._window_either(name, triggers, start, passed)
        elif self.step == _STEP_DAMAGE and self.phase == _PHASE_BATTLE:
            column = _IN_DAMAGE_STEP
        elif opened:
            # (a window one happening of a type no effect of the duel answers opened,
            # `Duel._hears[1]`: a phase, a draw: `_response_options` would refuse every effect
            # that answers a happening, Mirror Force, Trap Hole, so the window reads the
            # `_UNOPENED` column, and a player whose other candidates there are none is not
            # asked; a window several happenings opened reads column 0, without a loop over them)
            column = 0 if opened[0]["type"] in self._hears[1] or len(opened) > 1 else _UNOPENED
        else:
            column = _UNOPENED
        # (a player's cache not current is made again here, as `_response_options` would make
        # it; a current column that holds something is handed to `_response_options`, which
        # then picks no column of its own: no chain, and the column is this one)
        # A player whose column answered nothing before is not asked again where nothing that
        # answer read has changed (round 33w: the phase windows of a turn, Draw, Standby, End,
        # ask the same player the same column): `_phase_cards[12 + player]`, kept by
        # `_response_options` where every candidate was refused by a test that reads only the
        # field or the piles, by `Responding` with no chain, or by its declared phases (its end
        # says which), is (the column, the sum of `_field_version` and `_pile_version` -- each
        # only grows, so the same sum is the same two --, None or the phases those refusals
        # named, the turn): it holds for the same column object at the same sum and, where
        # phases were named, in the same turn at a phase none of them names
        cache = self._offer_cache[start]
        if cache is None or cache[0] != self._sides[start]:
            self._offer_candidates(start, column)
            cache = self._offer_cache[start]
        if cache[1][column]:
            kept = self._phase_cards[12 + start]
            if kept is None or kept[0] is not cache[1][column] or \
                    kept[1] != self._field_version + self._pile_version or \
                    kept[2] is not None and (kept[3] != self.turn or self.phase in kept[2]):
                options = self._response_options(start, False, None, cache[1][column])
                if options:
                    if not self.pending:
                        # nothing happens before the first priority: it asks with these options
                        return self._window_loop(name, triggers, start, passed, [options, None])
                    return self._window_loop(name, triggers, start, passed)
        if not passed:
            other = 1 - start
            cache = self._offer_cache[other]
            if cache is None or cache[0] != self._sides[other]:
                self._offer_candidates(other, column)
                cache = self._offer_cache[other]
            if cache[1][column]:
                kept = self._phase_cards[12 + other]
                if kept is None or kept[0] is not cache[1][column] or \
                        kept[1] != self._field_version + self._pile_version or \
                        kept[2] is not None and (kept[3] != self.turn or self.phase in kept[2]):
                    options = self._response_options(other, False, None, cache[1][column])
                    if options:
                        if not self.pending:
                            # the first player has nothing (looked at or asked): the second is
                            # asked with these
                            return self._window_loop(name, triggers, start, passed, [_NO_OPTIONS, options])
                        return self._window_loop(name, triggers, start, passed)
        # nobody is asked (most windows): the window's opening happenings are closed.
        # (`_hold_flips` stays as this window set it: its readers, `_chainable_pending` and
        # `_build_trigger_chain`, run only in a window, after the window sets it from its
        # `hold_flips`.)
        self._window_events = _NO_EVENTS
        return ()

    def _window_after_zones(self, opened, name, triggers, first, passed, hold_flips):
        """A window opened with placements whose zone is still to be chosen: they are asked
        first (and the destructions a state check left with them), then the window opens."""
        yield from self._settle_zones()
        yield from self._window(name, triggers, first, passed, hold_flips, opened)

    def _window_after_destructions(self, opened, name, triggers, first, passed, hold_flips):
        """A window whose state checks left destructions that ask (engine/destruction.py):
        they are made first, then the window opens."""
        yield from self._settle_destructions()
        yield from self._window(name, triggers, first, passed, hold_flips, opened)

    def _ignition_priority_options(self, player):
        """What the turn player may activate first in a window after a summon, or after a chain
        that summoned, under `Rules.ignition_priority` (goatformat.com's rule 4, the priority
        of 2005): the fast effects the window allows (`_response_options`) and, unlike seed
        000's priority, their monsters' Ignition Effects, as the Main Phase menu would offer
        them (the menu's column of the offer cache, the Ignition Effects of Monster Cards alone:
        no Spell Card, not a Spell's or Trap's Ignition Effect (Wave-Motion Cannon), not a
        Pendulum Effect (a Pendulum Monster in a Pendulum Zone is a Spell Card: seed 000
        §當作魔法卡的靈擺怪獸; custom rules only), no summon, no Set). Trigger Effects are not
        changed: a pending trigger starts its chain first (`_window`). Called only with no chain
        being built, in a Main Phase."""
        options = self._response_options(player)
        # (the player's offer cache is current: the call above made it if it was not; nothing is
        # being summoned here, so the menu's column is 2)
        ignitions = [pair for pair in self._offer_cache[player][1][2]
                     if pair[1].kind == _IGNITION and pair[0].data.is_monster and pair[0].location != _SZONE]
        if not ignitions:
            return options
        options = list(options)     # (never the shared `_NO_OPTIONS`)
        self._response_options(player, True, options, ignitions)
        return options

    def _window_loop(self, name, triggers, start, passed, offered=None, after_summon=False):
        """offered: the options `_window` found for the first two priority asks
        (None where it did not look), with nothing changed since. after_summon: a summon's
        window under GOAT's priority (`Rules.ignition_priority`) whose pending triggers go
        first: where they make no chain, the turn player's first ask is
        `_ignition_priority_options`' (a trigger chain that resolves leaves the summon
        behind: the menu follows). The loop sets it too after a chain that leaves triggers
        pending in a Main Phase window of the menu, under GOAT (with
        `Rules.seed_priority_after_chain`): a chain has finished resolving there.

        The chain's resolution and the priority after it (`_resolve_and_answer` until
        round 16f) are written in here: one generator and one `yield from` layer fewer for
        every decision inside a chain; `_priority` is a plain call where nobody is asked."""
        idle = _NO_EVENTS   # a summon the Main Phase menu may still answer (after a chain)
        quiet = False       # a chain of a menu window resolved, Summoning nothing, with triggers pending
        while True:
            if triggers and self.pending and not self.chain:
                yield from self._build_trigger_chain()
            if self.chain:
                start = 1 - self.chain[-1].player
                passed = 0
            elif quiet:
                # its triggers made no chain (`Rules.menu_after_unchained_triggers`): as after a
                # chain that raised none, the menu follows, the turn player keeping priority
                if triggers and not self._resolving and self._chainable_pending():
                    continue
                break
            elif after_summon:
                offered = [self._ignition_priority_options(start), None]
            after_summon = False
            yield from self._priority(start, name, passed, offered)
            offered = None
            passed = 0
            if not self.chain:
                if triggers and not self._resolving and self._chainable_pending():
                    continue        # e.g. the next phase trigger, after one could not activate
                break
            # Resolve the chain. Then the triggers it raised start a new chain here (round the
            # loop again). Otherwise priority returns to the turn player (ENGINE.md §3), and
            # the opponent: a new chain may start, e.g. a "when a monster is summoned" Trap
            # answering a summon the last link made. After a Main Phase action the turn
            # player's open game state is the menu itself, so there only a summon reopens
            # priority.
            while True:
                yield from self._resolve_chain()
                self._window_events = []
                if triggers and self.pending:
                    # the triggers it raised first; where they make no chain, priority is the
                    # turn player's again (seed 000 §回合玩家的優先權), not the player the last
                    # chain's links asked first
                    more = True
                    start = self.turn_player
                    if self.rules.seed_priority_after_chain:
                        # a Summon the last link made stays the last thing that happened while
                        # its triggers make no chain (a declined optional one): it may still be
                        # answered then (a trigger chain is answered as such)
                        for ev in self._last_batch_events:
                            if ev["type"] == "summoned":
                                self._window_events = self._last_batch_events
                                break
                        else:
                            if not self._hears[1] <= _ANSWERED_BY_THE_SUMMON_CASE:
                                # so is what else the last link did that an effect of the duel
                                # answers (Michizure: a monster destroyed), where somebody can
                                # answer it now (`_answerable_after_chain`): declining an optional
                                # trigger is no happening, so it may still be answered then; a
                                # chain of its triggers that resolves makes it no longer the last
                                # thing that happened (the window's happenings are cleared then)
                                self._answerable_after_chain(self._last_batch_events)
                        # where it Summoned nothing, nothing is left to answer if they make no
                        # chain: in a window of the menu, the menu follows (seed 000
                        # §回合玩家的優先權: the turn player keeps priority; the opponent may act
                        # once they use it or end the phase), as after a chain that raised no
                        # trigger (`Rules.menu_after_unchained_triggers`; read at the loop's top,
                        # set afresh here before each such read)
                        quiet = not self._window_events and name in self.MENU_WINDOWS and \
                            self.rules.menu_after_unchained_triggers
                        # and under GOAT's priority, in a Main Phase, the turn player's first ask
                        # there offers their monsters' Ignition Effects too: a chain has finished
                        # resolving (goatformat.com's rule 4; `after_summon` names that ask; the
                        # loop's top reads `quiet` first: no ask where the menu follows)
                        after_summon = self.rules.ignition_priority and self.phase in _MAIN_PHASES and \
                            name in self.MENU_WINDOWS
                    break
                if name in self.CLOSING_WINDOWS:
                    more = False
                    break
                last = self._last_batch_events
                summoned = False
                for ev in last:
                    if ev["type"] == "summoned":
                        summoned = True
                        break
                else:
                    if not self._hears[1] <= _ANSWERED_BY_THE_SUMMON_CASE:
                        # a duel with an effect that answers another happening a resolution can
                        # make (Michizure: a monster destroyed and sent to the GY): the last link's
                        # is the last thing that happened, answered as a Summon is where somebody
                        # can answer it now (no effect of the duel answers such a type: no test
                        # past the one above)
                        summoned = self._answerable_after_chain(last)
                if name in self.MENU_WINDOWS:
                    if not summoned:
                        more = False
                        break
                    if self.rules.ignition_priority and self.phase in _MAIN_PHASES:
                        # GOAT's priority (`Rules.ignition_priority`): the turn player is asked
                        # first, and may also activate a monster's Ignition Effect (Thousand-Eyes
                        # Restrict just Fusion Summoned) before the opponent may answer the
                        # summon; once both pass, the menu no longer answers it
                        self._window_events = last
                        tp = self.turn_player
                        yield from self._priority(tp, name, 0, [self._ignition_priority_options(tp), None])
                        if not self.chain:
                            more = False
                            break
                        continue
                    if not self.rules.seed_priority_after_chain:
                        # (rules recorded before the flag) the opponent may answer the summon
                        # first; the turn player answers it from the Main Phase menu, which still
                        # sees it (`idle`: the window's happenings)
                        self._window_events = last
                        yield from self._priority(1 - self.turn_player, name, 1)
                        if not self.chain:
                            idle = last
                            more = False
                            break
                        continue
                    # seed 000 §回合玩家的優先權: the turn player may answer the summon first (a
                    # fast effect), then the opponent; once both pass, the menu no longer answers
                    # it (as after a Normal Summon's window)
                if summoned:
                    self._window_events = last
                yield from self._priority(self.turn_player, name)
                if not self.chain:
                    more = False
                    break
            if not more:
                break
        self._hold_flips = False
        self._window_events = idle

    def _answerable_after_chain(self, last):
        """`_window_loop` after a chain that raised no trigger and Summoned nothing, in a duel
        where an effect answers a happening of another type (`Duel._hears[1]`: Michizure's
        "moved"): may somebody answer what the last link to resolve did (its batch, `last`), as
        the last thing that happened (seed 000 §回合玩家的優先權, §誘發效果: a "when" is open
        right after its happening)? True where one of `last`'s types is answered in the duel and
        either player may now activate an effect that answers it: the loop then reopens
        priority with `last` as the window's happenings, as for a Summon. Where nobody can, the
        window goes on as it would (no priority reopened, no ask added)."""
        answered = self._hears[1]
        for ev in last:
            if ev["type"] in answered:
                break
        else:
            return False
        self._window_events = last
        tp = self.turn_player
        for player in (tp, 1 - tp):
            for option in self._response_options(player):
                if self.card_by_uid(option.card).script.effects[option.effect].answers:
                    return True
        self._window_events = []
        return False

    def _chainable_pending(self):
        """Pending triggers that could start a chain now (not waiting flip effects)."""
        self._drop_missed()
        if not self._hold_flips:
            return bool(self.pending)
        # (= any(...) over the pending triggers, a plain loop: a generator reading self would
        # make self a cell, a cell object at each call)
        cards = self.cards
        for t in self.pending:
            if not _waits_for_damage_calculation(t, cards[t["cid"]].script.effects[t["effect"]]):
                return True
        return False

    # windows after which the turn player's open game state is a menu (Main Phase idle) (a set:
    # on PyPy a tuple's `in` is a string compare, a call, per name it passes, a set's one look-up)
    MENU_WINDOWS = frozenset(("summoned", "flip_summoned", "activated", "main_phase_end", "battle_activated",
                              "battle_step_end", "settle"))
    # windows that close once their chain resolves (the summon it was about is done)
    CLOSING_WINDOWS = ("summoning",)

    def _pending_went_hidden(self, card):
        """`card` goes to the hand, the Deck or the Extra Deck (duel.py `_place`, only while a
        trigger is pending): its pending triggers are dropped for good (seed 000 §效果分類
        誘發效果: a trigger whose card went back to a place that is not public since its moment
        is not activated, and the card is a new object there, so a later move to the GY or
        the field does not bring the old trigger back). A delayed effect (Last Will's) is the
        lasting effect's and not its card's: kept, as `_build_trigger_chain` keeps it."""
        cid = card.cid
        pending = self.pending
        kept = [t for t in pending if t["cid"] != cid or t.get("delayed")]
        if len(kept) != len(pending):
            self.pending = kept

    def _drop_missed(self):
        """Optional "when" triggers only survive while their event is the last thing
        that happened (seed 000 §誘發效果: missing the timing)."""
        last = self._batch       # (the last batch closed: merges keep its number)
        kept = []
        for t in self.pending:
            effect = self.cards[t["cid"]].script.effects[t["effect"]]
            if effect.optional and effect.when and t["batch"] != last:
                if self.step == S.STEP_DAMAGE and _waits_for_damage_calculation(t, effect) and \
                        self.phase == S.PHASE_BATTLE:
                    # (round 59r) a "when flipped" trigger of a monster flipped by an attack, held
                    # in the windows before damage calculation (`_hold_flips`): its moment is
                    # after damage calculation (seed 000 §效果分類 誘發效果; Konami FAQ 5379,
                    # Otohime), so the batches of the Damage Step do not make it miss it; kept
                    # through the Damage Step only (the window after damage calculation asks it)
                    kept.append(t)
                    continue
                self._emit({"type": "missed_timing", "player": t["player"], "uid": t["uid"],
                            "name": self.cards[t["cid"]].data.name})
                continue
            kept.append(t)
        self.pending = kept

    # ----------------------------------------------------------------- SEGOC
    def _build_trigger_chain(self):
        """Put pending triggers on the chain in SEGOC order. Effects that are applied
        rather than activated (`APPLY`: Last Will's delayed summon, The Wicked Worm Beast's
        return) happen first, without a link; but where the pending effects are all one
        Standby or End Phase's, the turn player orders them, applied ones and triggers alike
        (`_phase_first`)."""
        self._drop_missed()
        applied = [t for t in self.pending if self.cards[t["cid"]].script.effects[t["effect"]].kind == E.APPLY]
        rest = None     # (the phase's effects left for after a trigger picked first: `_phase_first`)
        while applied and len(self.pending) > 1 and self._all_one_phase(self.pending):
            # seed 004 §准备阶段: the Standby Phase's effects, maintenance costs among them, are
            # carried out one by one in the order the turn player decides (yugioh.fandom.com
            # "Standby Phase"); so are the End Phase's (Konami's FAQ fid=11533 on both phases,
            # yugioh-wiki.net 「エンドフェイズ」); an applied one too (Imperial Order's upkeep, The
            # Wicked Worm Beast's return), among the phase's triggers: the turn player picks the
            # first of those that can happen now. An applied one is applied, and the pick comes
            # again for the others (and for what its application raised); a trigger makes a
            # chain of its own, the others wait for it
            first = yield from self._phase_first(self.pending)
            if first is None:
                self.pending = []
                return
            if first in applied:
                self.pending = [t for t in self.pending if t is not first]
                yield from self._apply_delayed(first)
                applied = [t for t in self.pending if self.cards[t["cid"]].script.effects[t["effect"]].kind == E.APPLY]
                continue
            rest = [t for t in self.pending if t is not first]
            self.pending = [first]
            applied = None
        while applied:
            self.pending = [t for t in self.pending if t not in applied]
            for t in applied:
                yield from self._apply_delayed(t)
            # those their application raised are applied too, before any link: an applied
            # effect never becomes a chain link (Last Will's summon after Instant Fusion's End
            # Phase destruction sent a monster to the GY)
            applied = [t for t in self.pending if self.cards[t["cid"]].script.effects[t["effect"]].kind == E.APPLY]
        pending = self.pending
        self.pending = []
        tp = self.turn_player
        groups = ([], [], [], [])
        held = []
        for t in pending:
            card = self.cards[t["cid"]]
            effect = card.script.effects[t["effect"]]
            if self._hold_flips and _waits_for_damage_calculation(t, effect):
                held.append(t)  # it waits until after damage calculation
                continue
            if card.uid != t["uid"] and _HAND in effect.range and card.location != _HAND:
                # a trigger that works in the hand whose card left it (it is activated from
                # there, by that card). (A card that went to a hidden place since lost its
                # pending triggers as it was placed there: duel.py `_place`, `_pending_went_hidden`;
                # so one still in the hand with another uid has not moved: a hand shuffle, a public
                # card joining the hand, gave it a new uid, and its trigger follows it (a Watapon
                # searched at Chain Link 2 keeps its trigger when Chain Link 1 adds a card after).)
                continue
            if self.step == S.STEP_DAMAGE and self.phase == S.PHASE_BATTLE and effect.optional \
                    and effect.kind != E.FLIP and effect.damage_step is E.DS_NEVER \
                    and not self._self_trigger_in_damage_step(card, t["event"]) \
                    and not _waits_for_damage_calculation(t, effect):
                # (one of a monster on its own flip by the attack is: "反轉時發動的怪獸效果", round 59r)
                continue        # seed 000 §誘發效果: not an optional trigger allowed in the damage step
            mine = t["player"] == tp
            groups[(0 if mine else 1) + (2 if effect.optional else 0)].append((t, card, effect))
        self.pending = held if rest is None else held + rest
        items = [it for g in groups for it in g]
        if len(items) > 1 and all(it[0]["event"]["type"] in ("phase", "battle_end") for it in items):
            # seed 000 §誘發效果 / seed 004 §准备阶段: triggers "during the Standby/End Phase"
            # are not simultaneous; one is activated and resolved, then the next, in the
            # order the turn player decides (among those that can be activated now). So are
            # those "at the end of the Battle Phase" (Konami's Gladiator Beast FAQ: each tag
            # out activates and resolves on its own chain)
            able = [it for it in items if self._trigger_can_activate(
                new_ctx(self, it[1], it[2], it[0]["player"], it[0]["event"]))]
            if not able:
                return
            if len(able) > 1:
                # (each player orders their own, the turn player first: `_phase_pick`)
                chosen_item = yield from self._phase_pick(able)
            else:
                chosen_item = able[0]
            self.pending = held + [it[0] for it in able if it is not chosen_item]
            groups = tuple([chosen_item] if chosen_item in g else [] for g in groups)
        agreed = None
        if self._hears[2]:
            # (only where some script of the duel has a trigger that works in the hand: none on
            # the bench decks, no loop over the triggers there)
            agreed = yield from self._one_summoning_itself(groups, tp)
        for group in groups:
            if not group:
                continue
            player = group[0][0]["player"]
            chosen = []
            for item in group:
                t, card, effect = item
                ctx = new_ctx(self, card, effect, player, t["event"])      # (= E.Ctx(..., event=...), without the class call)
                # (its own batch, `Link.happenings`: a condition reads what started it, not the
                # window's last batch, when it came about in the middle of a chain)
                ctx.happenings = t.get("happenings", _NO_EVENTS)
                if not self._trigger_can_activate(ctx):
                    continue
                if effect.optional and (agreed is None or item not in agreed):
                    yes = yield from self.ask_yes_no(
                        player, "Activate the effect of %s?" % card.data.name, card.uid, card.data.name)
                    if not yes:
                        continue
                chosen.append(item)
            # (the group's first activation is not checked again: every item of `chosen` was
            # checked just above, and only questions came between (yes / no, the order), which
            # change nothing a check reads; each later one is, after the activations before it)
            checked = True
            while chosen:
                if len(chosen) == 1:
                    item = chosen.pop()
                else:
                    options = _trigger_options(self, player, chosen)
                    pick = yield self._ask(player, "order", "Choose the next trigger to put on the chain",
                                           options)
                    item = chosen.pop(pick.id)
                t, card, effect = item
                if checked:
                    checked = False
                else:
                    ctx = new_ctx(self, card, effect, player, t["event"])      # (= E.Ctx(..., event=...), without the class call)
                    ctx.happenings = t.get("happenings", _NO_EVENTS)
                    if not self._trigger_can_activate(ctx):
                        continue
                yield from self._activate(player, card, effect, event=t["event"],
                                          happenings=t.get("happenings", _NO_EVENTS))
                # the activation is done: the state rules apply before anything else (an Equip
                # Card whose monster its cost sent away: a tag out), as after one in `_priority`
                self._state_checks()
                if self._zone_pending and self._left_destructions():
                    yield from self._settle_destructions()

    @staticmethod
    def _all_one_phase(pending):
        """Are the pending entries all effects on one Standby Phase's happening, or all on one
        End Phase's? (Those two phases' effects are ordered by the turn player: seed 004
        §准备阶段, Konami's FAQ fid=11533. Effects on anything else -- a card sent to the GY
        by one of them -- are not: applied first, then a chain.)"""
        phase = pending[0]["event"].get("phase")
        if phase != S.PHASE_STANDBY and phase != S.PHASE_END:
            return False
        for t in pending:
            ev = t["event"]
            if ev["type"] != "phase" or ev.get("phase") != phase:
                return False
        return True

    def _phase_first(self, pending):
        """The pending effect of the phase (applied or triggers, `_build_trigger_chain`) the
        turn player picks to happen first, among those that can happen now: an applied one
        while its card is still there as it was (`_apply_delayed`'s tests, its condition), a
        trigger that can be activated (`_trigger_can_activate`); None where none can. One
        `order` request where several can. The same effect of the same card pending twice (a
        delayed effect its card made twice: two of Magical Scientist's summons) is one option,
        its first entry: the pick between the two would be no choice (the other comes next)."""
        able = []
        seen = set()
        for t in pending:
            key = (t["cid"], t["effect"])
            if key in seen:
                continue
            card = self.cards[t["cid"]]
            effect = card.script.effects[t["effect"]]
            if effect.kind == E.APPLY:
                if self._applied_ctx(t, card, effect) is None:
                    continue
            elif not self._trigger_can_activate(new_ctx(self, card, effect, t["player"], t["event"])):
                continue
            seen.add(key)
            able.append((t, card, effect))
        if not able:
            return None
        if len(able) == 1:
            return able[0][0]
        item = yield from self._phase_pick(able)
        return item[0]

    def _phase_pick(self, able):
        """Which of the phase's effects `able` (several `(t, card, effect)` that can happen now)
        happens first. Konami's FAQ fid=11533 (the Standby and End Phases' processes of both
        players; yugioh-wiki.net 「エンドフェイズ」): the turn player, who holds priority first,
        carries out their own in the order they like; the opponent's come once the turn player
        passes, in the order the OPPONENT likes; after both passed, the mandatory ones are the
        turn player's first. So each player orders their own: the turn player picks among theirs
        (an `order` request), with a `pass` option where the opponent has some too (the
        opponent then picks first among theirs); the opponent picks among theirs once the turn
        player has none left that can happen (or passed). (The opponent is not offered a pass
        of their own: after two passes the turn player's mandatory ones come first, which the
        turn player could have picked; an optional one the opponent does not want now is
        declined at its yes / no.) Asked only with several effects of one phase pending."""
        tp = self.turn_player
        mine = [it for it in able if it[0]["player"] == tp]
        if len(mine) == len(able):
            picker, among = tp, able
        elif not mine:
            picker, among = 1 - tp, able
        else:
            options = _trigger_options(self, tp, mine)
            options.append(Option(len(options), "pass"))
            pick = yield self._ask(tp, "order", "Choose which of your effects to resolve first this "
                                   "phase (pass: your opponent may resolve theirs first)", options)
            if pick.kind != "pass":
                return mine[pick.id]
            picker = 1 - tp
            among = [it for it in able if it[0]["player"] != tp]
        if len(among) == 1:
            return among[0]
        pick = yield self._ask(picker, "order", "Choose which effect to resolve first this phase",
                               _trigger_options(self, picker, among))
        return among[pick.id]

    def _one_summoning_itself(self, groups, tp):
        """seed 000 §效果分類 誘發效果: triggers that can be activated from the hand at one moment
        and Special Summon their own card (`Effect.summons_itself`) cannot be chained together:
        of a player's several, only one is activated. `groups`: the SEGOC groups of this
        chain's gathering, changed in place. Each player (the turn player first) with more than
        one that can be activated picks the one to activate, or none where all are optional (one
        `order` request: `chain_trigger` options, and `pass`); the others leave the groups, not
        activated (one that cannot be activated now is left there: it is refused when its turn
        comes, as any trigger). Returns the picked optional triggers, which need no yes / no
        question of their own (the pick was the answer), or None. Asked only where some script
        of the duel has a trigger that works in the hand (`Duel._hears[2]`)."""
        agreed = None
        items = [item for group in groups for item in group
                 if item[2].summons_itself and item[1].location == _HAND]
        if len(items) < 2:
            return None
        for player in (tp, 1 - tp):
            able = []
            for item in items:
                t, card, effect = item
                if t["player"] == player and self._trigger_can_activate(
                        new_ctx(self, card, effect, player, t["event"])):
                    able.append(item)
            if len(able) < 2:
                continue
            options = _trigger_options(self, player, able)
            optional = True
            for item in able:
                if not item[2].optional:
                    optional = False
            if optional:
                options.append(Option(len(options), "pass"))
            pick = yield self._ask(player, "order", "Only one of your effects that Special Summon their own "
                                   "card from the hand can be activated now: choose it", options)
            chosen = None if pick.kind == "pass" else able[pick.id]
            for group in groups:
                for item in able:
                    if item is not chosen and item in group:
                        group.remove(item)
            if chosen is not None and chosen[2].optional:
                if agreed is None:
                    agreed = [chosen]
                else:
                    agreed.append(chosen)
        return agreed

    def _applied_ctx(self, t, card, effect):
        """The Ctx of pending applied effect `t` where it applies now, else None: a delayed one
        (a lasting effect's) wherever its card is; one of a card on the field only while that
        card is still there face-up, as the same card, with its effects not negated (unless it
        says `while_negated`); and its condition holds. (`_apply_delayed`; `_phase_first` asks it
        before the turn player orders the phase's effects.)"""
        # (a delayed one's range is ("delayed",): `_delayed_triggers` raises exactly those)
        if effect.range != ("delayed",) and (card.uid != t["uid"] or card.location not in _FIELD or
                                            card.position not in _FACE_UP or
                                            (not effect.while_negated and self._effect_negated(card, effect))):
            return None
        ctx = E.Ctx(self, card, effect, t["player"], event=t["event"], happenings=t.get("happenings", ()))
        if effect.condition is not None and not effect.condition(ctx):
            return None
        return ctx

    def _apply_delayed(self, t):
        """An effect that is applied, not activated (`APPLY`): no chain link, nothing can
        respond to it; an optional one asks its player first. A delayed one (a lasting
        effect's) applies wherever its card is; one of a card on the field (The Wicked Worm
        Beast's return, Konami's answer: it makes no chain link) only while that card is
        still there face-up, as the same card, with its effects not negated (unless it says
        `while_negated`: Imperial Order's upkeep, a maintenance cost)."""
        card = self.cards[t["cid"]]
        effect = card.script.effects[t["effect"]]
        player = t["player"]
        ctx = self._applied_ctx(t, card, effect)
        if ctx is None:
            return
        if effect.optional:
            yes = yield from self.ask_yes_no(player, "Apply the effect of %s?" % card.data.name,
                                            card.uid, card.data.name)
            if not yes:
                return
        log = self.log      # (= self._emit, written out)
        log.append({"type": "apply", "player": player, "uid": card.uid, "name": card.data.name, "i": len(log)})
        if self.lingering:
            # a delayed effect used once ends when it is applied (Last Will)
            self._lasting_ended([e for e in self.lingering if not (
                e.once and e.tag == "delayed" and e.cid == card.cid and e.effect == effect.index)])
        result = effect.resolve(ctx)
        if result is not None and hasattr(result, "send"):
            yield from result
        if self._zone_pending:
            yield from self._settle_zones()
        self._mark_batch()
        # it is done: the state rules apply before anyone acts (ENGINE.md §2), e.g. the
        # monster Call of the Haunted destroys leaves its Snatch Steal equipped to nothing
        self._state_checks()
        if self._zone_pending and self._left_destructions():
            yield from self._settle_destructions()
        self._mark_batch(merge=True)

    @staticmethod
    def _self_trigger_in_damage_step(card, ev):
        """seed 000 §誘發效果: in the damage step, optional triggers that activate when the
        card itself is destroyed, banished, added to the hand or Special Summoned."""
        if ev.get("cid") != card.cid:
            return False
        kind = ev["type"]
        if kind == "destroyed":
            return True
        if kind == "moved":
            return ev.get("to") in (S.BANISHED, S.HAND) or (ev.get("reason") or "").startswith("destroyed") \
                or ev.get("reason") == "battle"
        return kind == "summoned" and ev.get("kind") in ("special", "proc")

    def _trigger_can_activate(self, ctx):
        """The checks every activation shares: name locks, condition, cost, targets (their one
        place is the end of `_activation_allowed`, asked here with `ctx` alone: the windows'
        activation checks then make them without a second call with a frame on PyPy)."""
        effect = ctx.effect
        if effect.once_per_turn and self.used.get((ctx.card.uid, effect.index)) == self.turn:
            return False    # a "once per turn" trigger used this turn (the check `_activation_allowed`
                            # makes for the other kinds before the shared ones; round 54h found it)
        if effect.grave_banish and self._grave_banish_barred_for(ctx.player, effect):
            return False    # it would banish from a GY: not activated under Necrovalley / Kycoo
        if "hand_effect_lp_cost" in self._cont_tags_present and ctx.card.location == _HAND and \
                not effect.summons_itself and not self._hand_action_payable(ctx.player, "hand_effect_lp_cost"):
            return False    # Chain Energy (2005 text): the LP for a monster's effect from the hand
        return self._activation_allowed(ctx.player, ctx.card, effect, None, ctx)

    # -------------------------------------------------------------- priority
    def _priority(self, player, name, passes=0, offered=None):
        """Priority passes until both players pass in a row (`passes`: already passed).
        offered: the options of the first asks, when the window found them just before
        (`_window`; None in a place: not looked at).

        Callers write `yield from self._priority(...)`: a plain call that returns () where
        nobody has anything to activate (both pass without being asked), or the generator
        `_priority_asks` from the first ask on (round 16f: most priorities that follow a
        chain or a trigger ask nobody).

        A player whose offer cache is current is asked as `_window` asks (round 30w): not at
        all where the column `_response_options` would pick holds nothing, else with that
        column handed to it; the column is picked once for both asks (nothing changes between
        them: neither is asked anything)."""
        column = -1
        while passes < 2:
            if offered:
                options = offered.pop(0)
                if options is None:
                    options = self._response_options(player)
            else:
                cache = self._offer_cache[player]
                if cache is None or cache[0] != self._sides[player]:
                    options = self._response_options(player)
                else:
                    if column < 0:
                        # (the column as `_response_options` picks it)
                        if self.summoning and not self.chain:
                            if _BY_EITHER in self._cont_tags_present:
                                # (a card of the duel may be used by either player: Royal Oppression)
                                return self._priority_either(player, name, passes, offered)
                            column = 1
                        elif self.step == _STEP_DAMAGE and self.phase == _PHASE_BATTLE:
                            column = _IN_DAMAGE_STEP
                        elif self._window_events:
                            column = 0
                        else:
                            column = _UNOPENED
                        if _BY_EITHER in self._cont_tags_present and self.chain:
                            # (a card of the duel may be used by either player in answer to a
                            # chain link: Royal Oppression)
                            return self._priority_either(player, name, passes, offered)
                    if cache[1][column]:
                        options = self._response_options(player, False, None, cache[1][column])
                    else:
                        options = _NO_OPTIONS
            if options:
                return self._priority_asks(player, name, passes, offered, options)
            passes += 1
            player = 1 - player
        return ()

    def _priority_asks(self, player, name, passes, offered, options):
        """`_priority` from its first ask on: `options` are `player`'s, found just before."""
        while True:
            if options:
                top = self.chain[-1] if self.chain else None
                if top is not None:
                    prompt = "Chain Link %d is %s: respond?" % (top.number, self.cards[top.cid].data.name)
                else:
                    prompt = "%s: activate a card or effect?" % name.replace("_", " ").capitalize()
                if _MANDATORY_QUICK in self._cont_tags_present:
                    must = self._mandatory_options(options)
                    if must:
                        # a mandatory QUICK effect that meets its moment is activated: no pass and
                        # nothing else offered (`Effect.mandatory`); one is activated unasked, among
                        # several its player picks which goes first
                        choice = must[0] if len(must) == 1 else (yield self._ask(player, "chain", prompt, must))
                    else:
                        options.append(Option(len(options), "pass"))
                        choice = yield self._ask(player, "chain", prompt, options)
                else:
                    options.append(Option(len(options), "pass"))
                    choice = yield self._ask(player, "chain", prompt, options)
                if choice.kind != "pass":
                    card = self.card_by_uid(choice.card)
                    yield from self._activate(player, card, card.script.effects[choice.effect])
                    # the activation is done: the state rules apply before anyone acts (an
                    # Equip Card whose monster was Tributed as its cost), as in `_window`
                    self._state_checks()
                    if self._zone_pending and self._left_destructions():
                        yield from self._settle_destructions()
                    if self._happened:
                        self._mark_batch(merge=True)
                    passes = 0
                    player = 1 - player
                    offered = None
                    options = self._response_options(player)
                    continue
            passes += 1
            player = 1 - player
            if passes >= 2:
                return
            if offered:
                options = offered.pop(0)
                if options is None:
                    options = self._response_options(player)
            else:
                options = self._response_options(player)

    def _mandatory_options(self, options):
        """The options among `options` (a priority ask's, no pass yet) whose effect is a
        mandatory QUICK effect (`Effect.mandatory`), numbered afresh (a new list; empty where
        none is). Read only in a duel holding such a card (C.MANDATORY_QUICK)."""
        must = []
        for o in options:
            if self.card_by_uid(o.card).script.effects[o.effect].mandatory:
                must.append(Option(len(must), "activate", o.card, o.name, effect=o.effect))
        return must

    def _response_options(self, player, idle=False, into=None, candidates=None, trap_lock=None, unkept=False,
                          during=None):
        """Every effect `player` may activate now, as options (no state change).

        Most windows have nothing to offer, so they are kept cheap: `_offer_candidates`
        keeps, per player, the effects that pass every check that depends only on where
        the player's cards are and which way up they are; here the checks that depend on
        the moment (chain, spell speed, phase) and `_can_activate` run on those alone.
        None to offer: the shared empty list `_NO_OPTIONS` (no list made for the common empty
        window; never mutated). `_window` tests the cache itself first and does not call this
        for a player whose cache holds nothing for the window. into: a list to append the
        options to (the Main Phase menu's, whose ids they continue); the menu reads that
        list, not the value returned. candidates: given by `_window`, `_priority` and the Main
        Phase menu (turn.py `_main_menu`, no chain being built there) (round 30w): the column
        of the player's current offer cache that this call would pick, not empty (the caller
        picked the column and tested the cache: this call does neither).
        trap_lock: passed by no caller; None ("not asked yet") until this call asks Jinzo's
        lock for its first Trap candidate (below): a default, so that no bytecode sets it in
        the calls that offer no Trap.
        unkept, during: passed by no caller either (round 33w): `unkept` turns True at a candidate
        refused by a test that reads more than the field and the piles (the moment, the
        window's happenings, the hand, Jinzo's lock, `_activation_allowed`), `during` gathers
        the phases named by the declared moments (`During`) that refused candidates; a call
        that offers nothing with `unkept` still False, outside the Main Phase menu, keeps its
        answer for `_window` in `_phase_cards[12 + player]` (`_window` says what it holds)."""
        if candidates is None:
            if not self._any_scripts:
                return _NO_OPTIONS
            chain = self.chain
            phase = self.phase
            if idle:
                # the Main Phase menu (turn.py `_main_menu`, its only caller with idle): no chain
                # to answer, and never the damage step (the Main Phase is not the Battle Phase)
                if chain:
                    return _NO_OPTIONS
                need = 0
                damage_step = False
                column = 3 if self.summoning else 2
            else:
                if chain:
                    if _BY_EITHER in self._cont_tags_present:
                        # (a card of the duel may be used by either player in answer to a chain
                        # link: Royal Oppression)
                        return self._either_options(player, None)
                    link = chain[-1]    # (its spell speed: `_speed_of`, without the call)
                    need = self.cards[link.cid].script.effects[link.effect].speed
                else:
                    need = 0
                damage_step = self.step == _STEP_DAMAGE and phase == _PHASE_BATTLE
                if self.summoning and not chain:
                    column = 1
                    if _BY_EITHER in self._cont_tags_present:
                        # (a card of the duel may be used by either player: Royal Oppression)
                        return self._either_options(player)
                elif damage_step:
                    column = _IN_DAMAGE_STEP        # (column 0 less what the damage step never allows)
                elif self._window_events:
                    column = 0
                else:
                    column = _UNOPENED      # (column 0 less the effects that answer a happening)
            # the offer cache (`_offer_candidates`), its common case without the call
            cache = self._offer_cache[player]
            if cache is not None and cache[0] == self._sides[player]:
                candidates = cache[1][column]
            else:
                candidates = self._offer_candidates(player, column)
            if not candidates:
                return _NO_OPTIONS
            if idle and (player != self.turn_player or phase not in _MAIN_PHASES):
                # asked for another moment than the menu's, the turn player's Main Phase (by tests
                # and tools: "what could this player start a chain with now"): the moment's
                # checks, which the loop below makes only outside the menu, made here as
                # `_can_activate` makes them (`_activation_allowed` does not make them); a plain
                # loop, not a comprehension: one would read `self` and `player`, making them
                # cells, two cell objects made at every call of this function (PyPy: and every
                # read of either a read through its cell)
                options = []
                for pair in candidates:
                    if self._moment_allows(player, pair[1]):
                        options.append(pair)
                if not options:
                    return _NO_OPTIONS
                candidates = options
        else:
            # (a column handed by `_window` or the Main Phase menu, where no chain is being
            # built and the menu is not in the Battle Phase, or by `_priority`, where one may
            # be: its last link's spell speed is read as above)
            chain = self.chain
            if chain:
                link = chain[-1]
                need = self.cards[link.cid].script.effects[link.effect].speed
            phase = self.phase
            damage_step = self.step == _STEP_DAMAGE and phase == _PHASE_BATTLE
        options = None
        traps_from_hand = None
        for card, effect in candidates:
            if not idle:
                speed = effect.speed
                if chain:
                    if speed < 2 or speed < need:
                        unkept = True
                        continue
                elif speed < 2 and player != self.turn_player:
                    # (spell speed 1 with no chain: only the turn player's, and only at its own
                    # phase (`timing`: Curse of Fiend's Standby Phase); an Ignition Effect is
                    # always spell speed 1, effects.py `Effect`)
                    unkept = True
                    continue
                elif speed < 2 and effect.timing != phase:
                    unkept = True
                    continue
            if effect.answers:
                # it answers a summon, an attack...: only in a window that one opened
                events = self._window_events
                if not events:
                    unkept = True
                    continue
                answers = _ANSWER_SETS.get(effect)
                if answers is None:
                    answers = _ANSWER_SETS[effect] = frozenset(effect.answers)
                for ev in events:
                    if ev["type"] in answers:
                        break
                else:
                    unkept = True
                    continue
            loc = card.location
            if effect.trap_activation and loc == _HAND and not effect.hand_trap:
                # a Trap in the hand, as _can_activate rules (most windows)
                if traps_from_hand is None:
                    traps_from_hand = bool(self.lingering) and self.player_has(player, "trap_from_hand")
                if not traps_from_hand:
                    unkept = True
                    continue
            if damage_step and not self._damage_step_allows(effect, effect.speed):
                unkept = True
                continue        # (as `_moment_allows` rules, asked here only: most candidates in the damage step)
            # a declared condition's first test, without the Ctx and the call (`type()`, not
            # `.__class__`: CPython specializes the call, not that attribute), asked of a
            # condition there is (none: no `type()` call for it)
            condition = effect.condition
            if condition is not None:
                kind = type(condition)
                if kind is _function:
                    pass        # (most conditions: a plain function)
                elif kind is _FreeMonsterZones:
                    if condition.count == 1:
                        # (one free zone asked, as 7 of the 8 such scripts do: the first empty
                        # zone ends the look, where `count` walks all five)
                        if None not in self.players[player].mzone:
                            continue
                    elif self.players[player].mzone.count(None) < condition.count:
                        continue
                elif kind is _During:
                    phases = condition.phases[player != self.turn_player]
                    if phase not in phases:
                        # (kept for `_window` with the phases it names: refused again at any other
                        # phase of this turn, the field and the piles as they are)
                        if during is None:
                            during = phases
                        elif during is not phases:
                            during = during | phases
                        continue
                    if condition.hand_monster:
                        # (and a Monster Card in the player's hand, as `During.__call__` asks it,
                        # the hand walked in place: what refuses Ultimate Offering most in its moment)
                        for c in self.players[player].hand:
                            if c.data.is_monster:
                                break
                        else:
                            unkept = True
                            continue
                elif kind is _Responding:
                    if not chain:
                        continue    # (no chain link to respond to: `ctx.responding_to` is None)
                elif kind is _MonstersOnField or kind is _MonstersInGrave:
                    if condition.lacking(self, player):
                        continue    # (too few monsters on the field, or in the GYs, for its cost or targets)
                elif kind is _AttributeOnField:
                    # (`lacking`, written out: the printed Attributes of each player's monsters,
                    # kept while the field is as it was)
                    known = self._phase_cards
                    attributes = known[5] if known[4] == self._field_version else self._monster_attributes()
                    if condition.attribute not in attributes[player]:
                        continue    # (no monster of that Attribute for its cost: Deck Devastation Virus)
                elif kind is _SeriesInGrave:
                    # (`lacking`, written out: the archetypes of the Monster Cards in each GY, kept
                    # while the piles are as they were)
                    known = self._phase_cards
                    series = known[7] if known[6] == self._pile_version else self._grave_series()
                    if condition.series not in series[player]:
                        continue    # (no such monster in the player's GY: Rite of Spirit's Gravekeeper's)
                elif kind is _NamedOnField and "name" not in self._cont_tags_present:
                    # (`lacking`, written out: the passcodes of the monsters on the field, kept
                    # while the field is as it was; while a card of the duel can change a name,
                    # CHANGES_NAMES, the printed passcodes say nothing and the card is asked)
                    known = self._phase_cards
                    codes = known[9] if known[8] == self._field_version else self._monster_codes()
                    if condition.code not in codes:
                        continue    # (no such monster on the field: The Flute of Summoning Dragon's Lord of D.)
                elif kind is _ControlRoom:
                    if None not in self.players[player].mzone:
                        continue    # (no empty Main Monster Zone: no control change, Change of Heart; round 58y)
            if effect.trap_activation and "no_trap_activation" in self._cont_tags_present:
                # Trap Cards cannot be activated (Jinzo, in the duel): the same answer for every
                # Trap this call offers (nothing changes while the options are made), so asked
                # at the first Trap candidate only (C/M: 1.2 Traps refused a turn, ~290
                # bytecodes each when `_activation_allowed` asked it of every one)
                if trap_lock is None:
                    # (= self._trap_lock(), written out: a call with a frame on PyPy, 1.5 a C/M
                    # turn; the field roles first, so no `_applying` while no field card has
                    # the tag)
                    roles = self._field_cache
                    if roles is None or roles[0] != self._field_version:
                        roles = self._field_roles()
                    # (the applying lock effects, a list, or False: its truth is the answer
                    # while the first one has no `affects`, a lock on both players, Jinzo's;
                    # a one-sided lock asks its `affects` of this player, `_lock_reaches`)
                    if "no_trap_activation" in roles[5]:
                        trap_lock = self._applying("no_trap_activation")
                        if trap_lock and trap_lock[0][1].affects is not None:
                            trap_lock = self._lock_reaches(trap_lock, player)
                    else:
                        trap_lock = False
                    if not trap_lock and "no_trap_activation_rule" in self._cont_tags_present and \
                            self._lasting_trap_lock(player):
                        trap_lock = True    # a lasting rule on the player (Forced Ceasefire)
                if trap_lock:
                    unkept = True
                    continue
            # the rest of _can_activate (the offers table and the cache made its first checks)
            if self._activation_allowed(player, card, effect, loc):
                if options is None:
                    options = [] if into is None else into
                o = _new(Option)    # (= Option(len(options), "activate", card.uid, card.data.name, effect=...))
                o.id = len(options)
                o.kind = "activate"
                o.card = card.uid
                o.name = card.data.name
                o.effect = effect.index
                options.append(o)
            else:
                unkept = True
        if options is None:
            if not unkept and not idle:
                # every candidate was refused by a test that reads only the field or the piles
                # (free Monster Zones, monsters on the field or in the GYs, an Attribute or a
                # passcode on the field, an archetype in a GY), by `Responding` (where no chain
                # is being built: the only place `_window` reads the answer) or by its declared
                # phases: kept for `_window` (what it holds: `_window`; a call in a chain or at
                # the Battle Step menu keeps it too: none of those tests reads the chain but
                # `Responding`, which refuses nothing there)
                self._phase_cards[12 + player] = (candidates, self._field_version + self._pile_version, during,
                                                  self.turn)
            return _NO_OPTIONS
        return options

    # ------------------------------------------------ "either player can ..." (by_either)
    # Round 53g. An effect declared `by_either=True` (Royal Oppression: "either player can pay
    # 800 LP to negate a Special Summon") is offered in the summon-negation window to both
    # players, the activating player its ctx.player. The offer caches stay each player's own
    # cards' (their keys, `_sides`, see only their own moves): in a duel holding such a card
    # (C.BY_EITHER present: effects.py `CardScript.cont_tags`) the summon-negation windows
    # (`_window`, `_priority`, `_response_options`, each in its branch for a summon being made
    # and no chain) add the opponent's face-up cards filed under the tag (`_field_roles`) to the
    # player's column, and ask `_response_options` without the kept empty answers. Every other
    # duel and every other window pays nothing (the tag is read only in those branches).
    # The Main Phase menu while a summon is made (turn.py, column 3) does not add them.
    # Round 53o: one that answers a chain link (condition `Responding`: Royal Oppression's
    # answer to an effect that would Special Summon, `Effect.special_summons`) is offered the
    # same way in the windows of a chain being built (`_priority`, `_response_options`, each
    # once it has picked the column of a window with a chain): the opponent's by_either effects
    # of their scripts' column 0 added to the player's column. A duel without the tag pays one
    # set lookup where `_priority` picks a column.

    def _with_either(self, player, own, want=1):
        """`own` (`player`'s column) followed by the by_either effects of the opponent's face-up
        cards on the field in their scripts' column `want` (1: the summon-negation window's, 0:
        a chain window's) (a new list), or `own` itself where there are none."""
        roles = self._field_cache
        if roles is None or roles[0] != self._field_version:
            roles = self._field_roles()
        cards = roles[5].get(_BY_EITHER)
        if not cards:
            return own
        out = None
        for card in cards:
            if card.controller == player or card.position not in _FACE_UP:
                continue
            rows = card.script.offers.get(card.location)
            if rows is None:
                continue
            for i, effects in rows[1]:
                if i == want:
                    for effect in effects:
                        if effect.by_either:
                            if out is None:
                                out = list(own)
                            out.append((card, effect))
        return own if out is None else out

    def _either_options(self, player, column=1):
        """`_response_options(player)` in a summon-negation window (column 1) or a chain window
        (None: the column `_response_options` would pick, 0, `_UNOPENED` or `_IN_DAMAGE_STEP`,
        made from the scripts' column 0) of a duel holding a by_either card: the player's own
        column and the opponent's by_either effects."""
        if column is None:
            if self.step == _STEP_DAMAGE and self.phase == _PHASE_BATTLE:
                column = _IN_DAMAGE_STEP
            elif self._window_events:
                column = 0
            else:
                column = _UNOPENED
        cache = self._offer_cache[player]
        if cache is None or cache[0] != self._sides[player]:
            self._offer_candidates(player, column)
            cache = self._offer_cache[player]
        candidates = self._with_either(player, cache[1][column], 1 if column == 1 else 0)
        if not candidates:
            return _NO_OPTIONS
        return self._response_options(player, False, None, candidates)

    def _window_either(self, name, triggers, start, passed):
        """`_window`'s asks in a summon-negation window of a duel holding a by_either card (no
        chain, no trigger to chain: `_window` has seen to those), each player asked in full."""
        options = self._response_options(start)
        if options:
            if not self.pending:
                return self._window_loop(name, triggers, start, passed, [options, None])
            return self._window_loop(name, triggers, start, passed)
        if not passed:
            options = self._response_options(1 - start)
            if options:
                if not self.pending:
                    return self._window_loop(name, triggers, start, passed, [_NO_OPTIONS, options])
                return self._window_loop(name, triggers, start, passed)
        self._window_events = _NO_EVENTS
        return ()

    def _priority_either(self, player, name, passes, offered):
        """`_priority` in a summon-negation window of a duel holding a by_either card: each
        player asked in full (`_response_options`), no offer cache read."""
        while passes < 2:
            options = offered.pop(0) if offered else None
            if options is None:
                options = self._response_options(player)
            if options:
                return self._priority_asks(player, name, passes, offered, options)
            passes += 1
            player = 1 - player
        return ()

    def _offer_candidates(self, player, column):
        """(card, effect) pairs `player` might activate, in menu order (hand, Spell & Trap
        Zones, Monster Zones, Extra Monster Zones, GY, Field Zone): each script's `offers`
        table for the card's location, which way up it is and the kind of window
        (`column`; `_UNOPENED` and `_IN_DAMAGE_STEP` made from column 0). One walk fills
        every column (the menu and the windows alternate), kept until a card that has something to offer in a place (its
        script's `offers` has the location) enters or leaves the player's hand, GY or
        zones (`_sides[player]`, bumped by `_remove` and `_place`; other cards are in no
        list and leave the others' order alone), moves to another of the player's zones
        (`_relocate`, the same), a monster with something to offer where it stands changes controller (`take_control`,
        `swap_control`: both players' `_sides`), or a field card of the player that has something to offer
        there turns face-up or face-down (`_sides[player]` again: bumped by `_stamp`,
        which every card turned face-up on the field passes through, by `change_position`
        and by `_activate`; a face-up card's change between Attack and Defense Position
        leaves its row alone), or the player is allowed to activate Traps from the hand
        (`add_lasting` bumps `_sides[player]`: the walk leaves them out without that permission); the
        opponent's moves leave it alone. `_response_options` checks the cache itself; this
        is the walk."""
        ps = self.players[player]
        outs = ([], [], [], [])
        hand = S.HAND
        # a Trap in the hand is offered only under a "trap_from_hand" permission (Makyura:
        # its arrival bumps `_sides[player]`, actions.py `add_lasting`; its end leaves
        # the Traps to `_response_options`' own test); the hand's rows with and without them
        traps = 0 if self.lingering and self.player_has(player, "trap_from_hand") else 1
        for card in ps.hand:        # (no empty slot in the hand, and every card there is in it)
            script = card.script
            if script is not None:
                rows = script.offers.get(hand)
                if rows is not None:
                    for i, effects in rows[traps]:
                        out = outs[i]
                        for effect in effects:
                            out.append((card, effect))
        groups = [ps.szone, ps.mzone]
        emz = self.emz
        if emz:
            # the player's monsters in the two Extra Monster Zones (a loop over them, written
            # out: both empty most of the time)
            e0, e1 = emz
            if e0 is not None and e0.controller == player:
                groups.append([e0, e1] if e1 is not None and e1.controller == player else (e0,))
            elif e1 is not None and e1.controller == player:
                groups.append((e1,))
        if self._grave_effects:
            groups.append(ps.grave)
        if ps.fzone is not None:
            groups.append((ps.fzone,))
        for group in groups:
            for card in group:
                if card is None:
                    continue
                script = card.script
                if script is None:
                    continue
                rows = script.offers.get(card.location)
                if rows is None:
                    continue
                row = rows[1 if card.position in _FACE_UP else 0]     # (a card in the GY stays face-up)
                for i, effects in row:
                    out = outs[i]
                    for effect in effects:
                        out.append((card, effect))
        # the response window's column less what two of `_response_options`' first checks
        # drop at once, for the windows where they apply: an effect that answers a
        # happening, in a window no happening opened (`_UNOPENED`); one the damage step never
        # allows, no Counter Trap's speed and no `damage_step` (`_IN_DAMAGE_STEP`)
        unopened = []
        in_damage_step = []
        if outs[0]:     # (a loop over an empty list still makes an iterator)
            for pair in outs[0]:
                effect = pair[1]
                if not effect.answers:
                    unopened.append(pair)
                if effect.speed == 3 or effect.damage_step is not E.DS_NEVER:
                    in_damage_step.append(pair)
        outs = (outs[0], outs[1], outs[2], outs[3], unopened, in_damage_step)
        # kept with the player's `_sides` number (it only ever grows)
        self._offer_cache[player] = (self._sides[player], outs)
        return outs[column]

    def _offers_drawn(self, player, columns, card, rows):
        """`player`'s offer cache made from kept `columns` and `card`, just drawn (duel.py
        `_draw`: the last card of their hand now), kept with their `_sides` number now: what
        the walk would make when that draw is the one change since `columns` were made. The
        walk lists the hand first, in hand order, so in each column the card's pairs go right
        after the hand's pairs, in its hand row's order (the row with or without the Traps,
        as the walk picks it); the two columns made from the window's take those of its
        window pairs that the walk would put there. rows: its script's offers rows in the
        hand. The other columns are kept as they are (no column is ever changed in place)."""
        row = rows[0 if self.lingering and self.player_has(player, "trap_from_hand") else 1]
        kept = list(columns)
        for i, effects in row:
            for j, pairs in _row_columns(card, i, effects):
                if pairs:
                    column = kept[j]
                    if column:
                        k = 0
                        for pair in column:
                            if pair[0].location != _HAND:
                                break
                            k += 1
                        kept[j] = column[:k] + pairs + column[k:]
                    else:
                        kept[j] = pairs
        self._offer_cache[player] = (self._sides[player], tuple(kept))

    def _offers_set(self, player, columns, card):
        """`player`'s offer cache made from kept `columns` and `card`, just Set from their hand
        in a Spell & Trap Zone (turn.py `_set_spell_proc`), kept with their `_sides` number now:
        what the walk would make when that Set is the one change since `columns` were made.
        Its pairs in the hand are taken out (as `_offers_less`: the hand row with the Traps, every
        column it can be in), and its face-down row in the Spell & Trap Zone put in where the
        walk lists it: after the hand's pairs and those of the player's Spell & Trap Zones
        before its own (the walk's order: the hand, the Spell & Trap Zones in zone order, the
        Monster Zones...); the two columns made from the window's take those of its window
        pairs that the walk would put there. The other pairs keep their order (no column is
        ever changed in place)."""
        offers = card.script.offers
        rows = offers.get(_HAND)
        kept = list(columns) if rows is None else _columns_less(columns, card, rows[0])
        rows = offers.get(_SZONE)
        if rows is not None:
            seq = card.seq
            for i, effects in rows[0]:      # (its face-down row: it was Set)
                for j, pairs in _row_columns(card, i, effects):
                    if pairs:
                        column = kept[j]
                        if column:
                            k = 0
                            for pair in column:
                                other = pair[0]
                                location = other.location
                                if location != _HAND and (location != _SZONE or other.seq > seq):
                                    break
                                k += 1
                            kept[j] = column[:k] + pairs + column[k:]
                        else:
                            kept[j] = pairs
        self._offer_cache[player] = (self._sides[player], tuple(kept))

    def _offers_less(self, player, columns, card, row):
        """`player`'s offer cache made from kept `columns` less `card`'s pairs, kept with
        their `_sides` number now: what the walk would make when the one change since those
        columns is `card` leaving its place for one where it offers nothing (its
        activation: a Set card turned face-up, or one from the hand placed face-up in a
        Spell & Trap Zone, whose face-up row there is empty). The other pairs keep their
        order. row: the card's offers row where it was, (column, effects) pairs: the
        columns it can be in (the window's also puts it in the two made from it); the
        others are kept as they are (no column is ever changed in place)."""
        self._offer_cache[player] = (self._sides[player], tuple(_columns_less(columns, card, row)))

    def _speed_of(self, link):
        return self.cards[link.cid].script.effects[link.effect].speed

    def _can_activate(self, player, card, effect):
        """Every legality check, without changing anything (ENGINE.md §3)."""
        loc = card.location
        if loc not in effect.range:
            return False
        if card.controller != player:
            if not (effect.by_either and card.position in _FACE_UP):
                return False    # (by_either: "either player can ...", Royal Oppression)
        if effect.kind == E.ACTIVATE:
            if loc == S.HAND:
                if card.data.card_type == "Trap" and not effect.hand_trap and not (
                        self.lingering and self.player_has(player, "trap_from_hand")):
                    return False
            elif card.position in _FACE_UP:
                return False      # already active: its effects are other kinds
        elif loc in S.FIELD_LOCATIONS and card.position not in _FACE_UP and not effect.face_down:
            # under Skill Drain / Imperial Order effects are still activated; they are
            # negated when they resolve (_link_negated_now)
            return False
        if effect.trap_activation and "no_trap_activation" in self._cont_tags_present and self._trap_lock(player):
            return False        # (Jinzo: asked here and in `_response_options`, not in `_activation_allowed`)
        # the moment (asked here and in `_response_options`, not in `_activation_allowed`)
        if not self._moment_allows(player, effect):
            return False
        return self._activation_allowed(player, card, effect, loc)

    def _moment_allows(self, player, effect):
        """The moment's checks of an activation by `player`: a spell speed 1 effect (an
        Ignition Effect is one) only by the turn player with no chain, in a Main Phase or the
        phase it names (`timing`: Curse of Fiend's Standby Phase); in the damage step only what
        the damage step allows. Asked by `_can_activate`; `_response_options` makes the same
        checks itself, once for all its candidates, where it offers for another moment than
        the Main Phase menu's (the menu's moment passes them all: no chain, the turn player,
        a Main Phase)."""
        if effect.speed == 1 or effect.kind == _IGNITION:
            if player != self.turn_player or self.chain:
                return False
            if self.phase not in _MAIN_PHASES and effect.timing != self.phase:
                return False
        if self.step == _STEP_DAMAGE and self.phase == _PHASE_BATTLE:
            if not self._damage_step_allows(effect, effect.speed):
                return False
        return True

    def _trap_lock(self, player=None):
        """Does a continuous "Trap Cards cannot be activated" apply now to `player` (None: to
        either player)? Asked by the two callers of `_activation_allowed` that check a card's
        activation (`_can_activate`, and `_response_options` once a call for all its Trap
        candidates), after the duel's tag: the field roles first, so no `_applying` while no
        field card has the tag. A lock on both players (Jinzo's) has no `affects`; a one-sided
        lock (Mirage Dragon's: its controller's opponent, in the Battle Phase) says whom it
        reaches by `affects(ctx, player)` (round 53k, `_lock_reaches`).
        (`_response_options` writes it out: keep the two alike.)"""
        roles = self._field_cache
        if roles is None or roles[0] != self._field_version:
            roles = self._field_roles()
        lock = "no_trap_activation" in roles[5] and self._applying("no_trap_activation")
        if "no_trap_activation_rule" in self._cont_tags_present and self._lasting_trap_lock(player):
            return True     # a lasting rule on a player (L.NO_TRAP_ACTIVATION: Forced Ceasefire)
        if lock and lock[0][1].affects is not None:
            return self._lock_reaches(lock, player)
        return bool(lock)

    def _spell_lock(self, player, card=None):
        """Does a continuous "Spell Cards cannot be activated" (C.NO_SPELL_ACTIVATION) apply now
        to `player`'s activation of `card`? The mirror of `_trap_lock`: a lock on both players
        (Spell Canceller's) has no `affects`; a one-sided lock (Ancient Gear Golem's: its
        opponent while it attacks) says whom it reaches by `affects(ctx, player)`
        (`_lock_reaches`); a lock that reaches some Spell Cards only says which by
        `value(ctx, card)` (round 57l, Anti-Spell Fragrance: not one Set before its
        controller's turn now). Asked by `_activation_allowed` for the activation of a Spell
        Card (`Effect.spell_activation`, a Pendulum scale's too) only in a duel whose cards have
        the tag. First a lasting player rule of the same name (L.NO_SPELL_ACTIVATION: Penalty
        Game!, that player this turn; round 57b's request)."""
        for entry in self.lingering:
            if entry.tag == "no_spell_activation" and entry.player == player:
                return True
        lock = self._applying("no_spell_activation")
        if not lock:
            return False
        for source, effect in lock:
            if effect.value is not None:
                break
        else:
            if lock[0][1].affects is not None:
                return self._lock_reaches(lock, player)
            return True
        for source, effect in lock:     # (a lock with a card question: each one asked)
            ctx = new_ctx(self, source, effect, source.controller)
            if effect.affects is not None and not effect.affects(ctx, player):
                continue
            if effect.value is not None and card is not None and not effect.value(ctx, card):
                continue
            return True
        return False

    def _lasting_trap_lock(self, player):
        """Does a lasting "cannot activate Trap Cards" (L.NO_TRAP_ACTIVATION: Forced Ceasefire,
        both players for the rest of the turn) bind `player` (None: either player)? Asked only
        in a duel whose cards declare it."""
        for entry in self.lingering:
            if entry.tag == "no_trap_activation_rule" and (player is None or entry.player == player):
                return True
        return False

    def _lock_reaches(self, lock, player):
        """Does one of the applying lock effects `lock` ((card, effect) pairs, `_applying`)
        reach `player` (None: either player)? An effect without `affects` reaches both."""
        for source, effect in lock:
            affects = effect.affects
            if affects is None:
                return True
            ctx = new_ctx(self, source, effect, source.controller)
            if player is None:
                if affects(ctx, 0) or affects(ctx, 1):
                    return True
            elif affects(ctx, player):
                return True
        return False

    def _activation_allowed(self, player, card, effect, loc, ctx=None):
        """The checks of `_can_activate` after those that depend only on where the card is,
        whose it is and which way up: `_response_options` calls this directly for the
        candidates of `_offer_candidates`, which passed those by construction (an effect
        is offered only at a location in its range, for the player's own cards, a card's
        activation only while face-down or in the hand, another effect of a face-down
        card only if it works face-down; a Trap in the hand is checked there).
        ctx: given by `_trigger_can_activate` (loc None), only the checks every activation
        shares are made, with that context; else the card's own first (a turn it was Set, once
        per chain, once per turn, the lasting bars), then those. The moment's checks (spell
        speed 1, the damage step) are its callers' (`_can_activate`, `_response_options`)."""
        if ctx is None:
            # (the card's data, the turn player and the chain read where a check asks them: an
            # effect that is no card's activation never reads the first two, an activation
            # never the chain)
            kind = effect.kind
            from_hand = loc == _HAND    # (read again below, no second compare)
            if kind == _ACTIVATE:
                data = card.data
                if self._activation_bars and "no_spell_activation" in self._cont_tags_present and \
                        effect.spell_activation and self._spell_lock(player, card):
                    # Spell Cards cannot be activated (Spell Canceller; Ancient Gear Golem's opponent
                    # while it attacks): the duel's flag of such cards first (duel.py `_new_card`),
                    # so one test where no card has it (asked here, for both callers:
                    # `_can_activate` and `_response_options`)
                    return False
                if from_hand:
                    if data.property == "Field":
                        pass
                    elif data.is_monster:
                        # a Pendulum Monster activated as a Spell Card (engine/pendulum.py)
                        if not data.is_pendulum or not self.free_pendulum_zones(player):
                            return False
                    else:
                        szone = self.players[player].szone
                        if self.rules.spell_trap_zones == 5:
                            # (= `self._free_szone(player) is None` for five zones, written out: a
                            # call with a frame on PyPy, 3.1 a turn on W/Z)
                            if szone[0] is not None and szone[1] is not None and szone[2] is not None \
                                    and szone[3] is not None and szone[4] is not None:
                                return False
                        elif self._free_szone(player) is None:
                            return False
                    if player != self.turn_player and data.property == "Quick-Play" and data.card_type == "Spell":
                        return False      # from the hand only in your own turn
                elif card.fixed_turn >= self.turn and card.history[_H_SET_TURN] >= self.turn:
                    # (Set this turn: `fixed_turn` first, a plain slot no H_SET_TURN is later than)
                    if data.card_type == "Trap" and ("trap_same_turn" not in self._cont_tags_present
                                                     or self._same_turn_trap_source(player) is None):
                        # (the duel's tag first, `_applying`'s own first test: no two calls where
                        # no card of the duel lets a Trap be activated the turn it was Set)
                        return False  # seed 000 §陷阱卡: not the turn it was Set (unless Temple of the Kings)
                    if data.property == "Quick-Play":
                        return False  # seed 000 §速攻魔法: a Set Quick-Play, not the turn it was Set
            elif self.chain:
                for link in self.chain:
                    if link.cid == card.cid and link.effect == effect.index and link.card_uid == card.uid \
                            and not effect.again_in_chain:
                        return False    # the same effect of a card only once per chain
            # (the moment's checks -- a spell speed 1 effect only by the turn player with no
            # chain, in a Main Phase or its own phase, and what the damage step allows -- are
            # made by both callers before the call: `_can_activate`, and `_response_options`,
            # which reads the moment once for all its candidates (round 44t): asked here again
            # they would be asked twice)
            if effect.once_per_turn and self.used.get((card.uid, effect.index)) == self.turn:
                return False
            present = self._cont_tags_present
            if present:
                # (Jinzo's "Trap Cards cannot be activated" is asked by this method's two callers
                # with ctx None, before the call: `_can_activate`, `_response_options`)
                # (each tag is looked up first: no call where no card of the duel has it)
                if effect.grave_banish and "no_grave_banish" in present and self._grave_banish_barred_for(player, effect):
                    return False            # its cost banishes from a GY (Kycoo, Necrovalley)
                if from_hand:
                    if kind == _ACTIVATE:
                        if "hand_action_lp_cost" in present:
                            roles = self._field_cache
                            if roles is None or roles[0] != self._field_version:
                                roles = self._field_roles()
                            # (`hand_action_cost`'s own second test first: no call while no field card has the tag)
                            if "hand_action_lp_cost" in roles[5] and \
                                    self.players[player].lp < self.hand_action_cost(player):
                                return False    # Chain Energy: the LP for a card from the hand cannot be paid
                    elif "hand_effect_lp_cost" in present and \
                            not self._hand_action_payable(player, "hand_effect_lp_cost"):
                        return False        # Chain Energy (2005 text): a monster's effect from the hand
            # new_ctx(self, card, effect, player) written out (a call with a frame on PyPy); an
            # activation's context (`effects.ActivationCtx`: Spell Economics, `_spell_lp_waived`)
            ctx = _new_object(_ActCtx)
            ctx.duel = self
            ctx.card = card
            ctx.effect = effect
            ctx.player = player
            ctx.link = None
            ctx.event = None
            ctx.happenings = ()
        # the checks every activation shares (their one place: triggers ask them through
        # `_trigger_can_activate`)
        lingering = self.lingering
        if lingering:
            for entry in lingering:
                if entry.tag in _ACTIVATION_LOCKS:     # (no call while no such lock lasts)
                    if self._name_locked(player, card, effect):
                        return False
                    break
        if self._activation_bars and self._activation_barred(player, card, effect):
            return False        # Prohibition's declared name, Goblin of Greed's discard costs
        if effect.condition is not None and not effect.condition(ctx):
            return False
        if effect.can_pay is not None and not effect.can_pay(ctx):
            return False
        if effect.target:       # (a loop over an empty tuple still makes an iterator)
            for spec in effect.target:
                # (at least `minimum`, and at least 1, legal targets: `enough` counts them
                # without making the list, effects.py)
                if not spec.enough(ctx):
                    return False
        return True

    def _activation_barred(self, player, card, effect):
        """Is this activation barred by a card's name or its cost, in a duel holding such a card
        (`_activation_bars`)? A name a face-up Prohibition declared (neither the card nor its
        effects are activated: C.PROHIBITED_NAME, actions.py `prohibited`), a cost that
        discards (`Effect.discard_cost`) while Goblin of Greed is face-up (C.NO_DISCARD_COST), or
        a card whose activation Special Summons while Jowgen bars them (C.NO_SPECIAL_SUMMON), or a
        card activated from the hand with no room left on its player's field (C.FIELD_CARD_LIMIT)."""
        present = self._cont_tags_present
        if "field_card_limit" in present and effect.kind == _ACTIVATE and card.location == _HAND and \
                self._field_card_barred(player, card):
            return True
        if effect.discard_cost and "no_discard_cost" in present and self._discard_cost_barred(player):
            return True
        if effect.special_summons and effect.kind == _ACTIVATE and "no_special_summon" in present and \
                self.special_summon_barred(player):
            # (round 58c) a Spell/Trap Card whose effect Special Summons (`Effect.special_summons`:
            # Polymerization, a Ritual Spell, Scapegoat, Monster Reborn) is not activated while
            # its player can Special Summon nothing (Jowgen the Spiritualist: C.NO_SPECIAL_SUMMON
            # opens `_activation_bars`, round 58z); a monster's effect asks `can_special_summon`
            # of its candidates
            return True
        return "prohibited_name" in present and self.prohibited(card)

    def _field_card_barred(self, player, card):
        """(round 59r) Is the activation of `card` from `player`'s hand barred by a cap on the cards
        a side holds (C.FIELD_CARD_LIMIT: Spatial Collapse, 5 a side)? A card activated from the
        hand (a Spell; a Trap where a rule lets it; a Pendulum scale) is put on the field: one
        card more, none once `field_card_room` is 0 or less. A Field Spell activated over the
        player's own Field Spell takes its place (the old one leaves as it is placed: no card
        more; turn.py's Set rule says the same). Asked only in a duel holding the tag."""
        room = self.field_card_room(player)
        if room is None or room > 0:
            return False
        return card.data.property != "Field" or self.players[player].fzone is None

    def _discard_cost_barred(self, player):
        """May `player` not activate a card or effect whose cost discards (C.NO_DISCARD_COST:
        Goblin of Greed, both players while it is face-up)? Asked only for an effect declared
        `discard_cost=True`, in a duel holding the tag."""
        for source, effect in self._applying("no_discard_cost"):
            if effect.affects is None or effect.affects(new_ctx(self, source, effect, source.controller), player):
                return True
        return False

    def _use_trap_from_hand(self, player):
        """Makyura's permission has a number of uses ("uses"); spend one."""
        for entry in self.lingering:
            if entry.tag == "trap_from_hand" and entry.player == player:
                if "uses" in entry.info:
                    if entry.info["uses"] <= 1:
                        self._lasting_ended([e for e in self.lingering if e is not entry])
                    else:
                        entry.info["uses"] -= 1
                return

    def _name_locked(self, player, card, effect=None):
        """"You cannot activate cards with that name this turn" (Sangan, Witch); with info
        cards_only, the activation of such a card as a card only (`effect` an ACTIVATE: the
        2005 print of Cursed Seal of the Forbidden Spell, "Spell Cards of that name"; round
        57l); "you cannot activate that card this turn" (L.NO_ACTIVATE_CARD, the card by its
        cid: Fairy of the Spring; round 57l), with info "uid" that object only (Goblin Fan's
        Flip-Summoned monster: the same card revived, or flipped again as a new object, is free;
        round 59b)."""
        code = card.data.alias or card.data.code
        for entry in self.lingering:
            if entry.player == player:
                tag = entry.tag
                if tag == "no_activate_name":
                    if entry.info["code"] == code and not (
                            effect is not None and effect.kind != _ACTIVATE and entry.info.get("cards_only")):
                        return True
                elif tag == "no_activate_card" and entry.info["cid"] == card.cid and \
                        entry.info.get("uid", card.uid) == card.uid:
                    return True
        return False

    def _same_turn_trap_source(self, player):
        """A face-up card letting `player` activate a Trap the turn it was Set, with its
        once-per-turn use left (Temple of the Kings), or None."""
        for source, effect in self._applying("trap_same_turn"):
            if source.controller == player and self.used.get("same_turn_trap:%d" % source.uid) != self.turn:
                return source
        return None

    def _damage_step_allows(self, effect, speed):
        """seed 000 §效果分類 › 傷害步驟: counter traps, ATK/DEF changers until damage
        calculation, "during damage calculation" effects, and effects marked allowed."""
        if speed == 3:
            return True
        ds = effect.damage_step
        sub = self.damage_sub
        if ds == E.DS_ALWAYS:
            return True
        if ds == E.DS_ATK:
            return sub in ("start", "before_calc")
        if ds == E.DS_CALC:
            return sub == "calc"
        return False

    # ------------------------------------------------------------ activation
    def _activate(self, player, card, effect, event=None, happenings=_NO_EVENTS):
        """Activate: place/flip the card, pay the cost, choose targets, make the link. A trigger's
        `event` and `happenings` (the batch it was collected from: seed 000 §誘發效果, a trigger
        answers the happening that started it, even one in the middle of a chain) are its link's,
        and its cost's and resolution's `ctx.event` / `ctx.happenings`."""
        card_activation = effect.kind == _ACTIVATE
        data = card.data
        if card_activation:
            # (the card's activation: its type and place read once for the three tests below)
            location = card.location
            if data.card_type == "Trap":
                if location == _SZONE and card.history[_H_SET_TURN] >= self.turn:
                    source = self._same_turn_trap_source(player)
                    if source is not None:
                        self.used["same_turn_trap:%d" % source.uid] = self.turn
                elif location == _HAND and not effect.hand_trap:
                    self._use_trap_from_hand(player)
            if location == _HAND and "hand_action_lp_cost" in self._cont_tags_present:
                self._pay_hand_action(player)   # Chain Energy: activating a card from the hand (no call where no card has it)
            if location == _HAND:
                if data.card_type == "Monster":
                    # a Pendulum Monster goes to a Pendulum Zone (engine/pendulum.py)
                    seq = yield from self._pendulum_activation_zone(card, player)
                old = card.uid
                cache = None
                if data.property != "Field" and data.card_type != "Monster":
                    # (the zone choice, engine/zones.py, written out: no generator without a question)
                    zones = self.free_szones(player)
                    if len(zones) > 1 and self.rules.choose_zones:
                        zone = yield from self.ask_zone(card, player, _SZONE, zones)
                    else:
                        zone = zones[0] if zones else None
                    cache = self._offer_cache[player]
                    if cache is not None and cache[0] != self._sides[player]:
                        cache = None
                self._remove(card)
                if data.property == "Field":
                    yield from self._replace_field_spell(player)
                    self._place(card, _FZONE, player, 0, S.FACEUP)
                elif data.card_type == "Monster":
                    self._place(card, _SZONE, player, seq, S.FACEUP)
                else:
                    self._place(card, _SZONE, player, zone, S.FACEUP)
                    if cache is not None:
                        # the player's offers were current before the card left the hand, and
                        # nothing but its own move came between (`_remove` and `_place` of this
                        # card bumped `_sides`): where its face-up row in the Spell & Trap Zone
                        # offers nothing (a Normal Spell), the kept columns less the card are
                        # the walk's (`_offers_less`)
                        rows = card.script.offers.get(_SZONE)
                        if rows is None or not rows[1]:
                            # (its hand row with the Traps: every column it can be in, with
                            # or without the permission that made them)
                            self._offers_less(player, cache[1], card, card.script.offers.get(_HAND, _NO_ROWS)[0])
                log = self.log      # (= self._emit, written out: a call with a frame on PyPy; "i" last)
                log.append({"type": "activate", "player": player, "prev": old, "uid": card.uid,
                            "code": data.code, "name": data.name, "from": _HAND, "i": len(log)})
            else:
                if data.property == "Field" and card.location == _FZONE:
                    yield from self._replace_field_spell(player, keep=card)
                card.position = S.FACEUP
                # (the state checks' key of quiet steps holds no more where a step reads this
                # card's face: a card that files something (a STATE effect, a continuous tag: a
                # negating card, a take-control or force_defense card), an Equip Card or a card
                # with a mark (the equips step), a card in a relation (the relations step asks
                # whether a source's effects are negated, which a face-down card's are not); a
                # card that files nothing, unmarked and in no relation -- a Set Normal Spell or
                # Trap, most activations of a Set card -- is read by none, round 45s: actions.py
                # `_carry_quiet_key` lists what each step reads)
                if card.script.field_roles is not None or data.property == "Equip" or card.marks is not None:
                    self._phase_cards[10] = None
                elif self.relations:
                    cid = card.cid
                    for r in self.relations:
                        if r.src_cid == cid or r.dst_cid == cid:
                            self._phase_cards[10] = None
                            break
                # its offers are now a face-up card's (`_offer_candidates`): where its face-up row
                # there offers nothing (a Normal Spell or Trap) and the controller's offer
                # cache is current, the card's pairs are dropped from the kept columns in place
                # (the walk would make the same columns less this card; their order kept), else
                # the cache is made again
                controller = card.controller
                cache = self._offer_cache[controller]
                rows = card.script.offers.get(card.location)
                if cache is not None and cache[0] == self._sides[controller] and rows is not None \
                        and not rows[1]:
                    self._offers_less(controller, cache[1], card, rows[0])   # (it was Set: the face-down row)
                else:
                    self._sides[controller] += 1
                log = self.log      # (= self._emit, written out)
                log.append({"type": "activate", "player": player, "uid": card.uid, "code": data.code,
                            "name": data.name, "from": card.location, "i": len(log)})
        else:
            if card.location == _HAND and "hand_effect_lp_cost" in self._cont_tags_present and \
                    not effect.summons_itself:
                # Chain Energy's 2005 text: activating a monster's effect from the hand "plays"
                # the card (Upper Deck's ruling: Kuriboh), paid before the effect's own cost; a
                # card that Special Summons itself from the hand is played once, paid as it is
                # summoned (`special_summon`: Battle Fader, Tragoedia)
                self._pay_hand_action(player, "hand_effect_lp_cost")
            log = self.log      # (= self._emit, written out)
            log.append({"type": "activate_effect", "player": player, "uid": card.uid,
                        "code": data.code, "name": data.name, "effect": effect.index, "i": len(log)})
        self._activations += 1
        if effect.once_per_turn:
            self.used[(card.uid, effect.index)] = self.turn     # (a tuple key: no string made per check)
        # (= Link(card, effect, player, card_activation, event), field by field as the Ctx below:
        # a class call is a call with a frame on PyPy; keep the two alike)
        link = _new_object(Link)
        link.cid = card.cid
        link.card_uid = card.uid
        link.effect = effect.index
        link.player = player
        link.targets = []
        link.groups = []
        link.negated = None
        link.card_activation = card_activation
        # (`card_type_now(card)`: its printed type but for a Monster Card in a Spell & Trap
        # Zone, the only card whose type there is not its printed one; a call with a frame on
        # PyPy, one an activation)
        card_type = data.card_type
        if card_type == "Monster" and card.location == _SZONE:
            card_type = card_type_now(card)
        link.card_type = card_type
        link.info = {}
        link.number = 0
        link.event = event
        link.happenings = happenings
        if self.chain:
            link.info["responds_to"] = self.chain[-1].number
        # (= E.Ctx(self, card, effect, player, link, event), field by field as in `new_ctx`: a
        # class call is a call with a frame on PyPy; an activation's context for its cost and
        # targets, `effects.ActivationCtx`)
        ctx = _new_object(_ActCtx)
        ctx.duel = self
        ctx.card = card
        ctx.effect = effect
        ctx.player = player
        ctx.link = link
        ctx.event = event
        ctx.happenings = happenings
        if effect.cost is not None:
            result = effect.cost(ctx)
            if result is not None and hasattr(result, "send"):
                yield from result
            if self._zone_pending:
                yield from self._settle_zones()      # placements the cost made (engine/zones.py)
            if self._happened:
                self._mark_batch()     # the cost is its own batch (ENGINE.md §4)
            self._check_win()      # LP paid down to 0 ends the duel at once
            if card.uid != link.card_uid:
                link.info["left_as_cost"] = True    # (its card left as the cost: `_resolve_chain`)
        for spec in effect.target:
            chosen = yield from self._choose_targets(ctx, spec)
            uids = []
            for c in chosen:
                uids.append(c.uid)
            link.groups.append(uids)
            link.targets.extend(uids)
        self.chain.append(link)
        link.number = len(self.chain)
        # (`link_uid`'s first test in place: the card keeps the uid it activated with, most links)
        uid = card.uid if card.uid == link.card_uid else self.link_uid(link)
        event = {"type": "chain", "link": link.number, "player": player, "uid": uid,
                 "code": data.code, "name": data.name, "effect": effect.index}
        if link.targets:
            event["targets"] = list(link.targets)
        log = self.log      # (= self._emit(event), written out)
        event["i"] = len(log)
        log.append(event)
        if self._any_scripts:
            # (`_happen` written out: one dict literal each, the keys in its order; "spell" and
            # "trap" are the link's card type, as it was activated)
            happened = self._happened
            happened.append({"player": player, "link": link.number,
                             "spell": card_type == "Spell",
                             "trap": card_type == "Trap", "card_activation": card_activation,
                             "type": "activated", "cid": card.cid, "uid": card.uid})
            for uid in link.targets:
                # "became the target": one happening per target, with the link that targets it
                target = self.card_by_uid(uid)
                if target is None:
                    happened.append({"link": link.number, "player": player, "source": card.cid,
                                     "source_uid": card.uid, "type": "targeted"})
                else:
                    happened.append({"link": link.number, "player": player, "source": card.cid,
                                     "source_uid": card.uid, "type": "targeted", "cid": target.cid,
                                     "uid": target.uid})
        self._mark_batch()

    def _replace_field_spell(self, player, keep=None):
        """A new Field Spell replaces your own: from MR3 on it is sent to the GY, not
        destroyed (seed 000 §場地區域, the MR3 change); under MR1/MR2/GOAT there is one
        face-up Field Spell on the whole field and the old one, yours included, is
        destroyed (seed 004 §地形魔法卡)."""
        own = self.players[player].fzone
        if own is not None and own is not keep:
            if self.rules.field_spell_per_field and own.face_up:
                self.destroy([own], "rule", player)
            else:
                self._to_grave(own, "replaced")
        rules = self.rules
        if rules.field_spell_per_field and rules.field_spell_replaced == "activation":
            # MR1/MR2 (seed 004 §地形卡区域): the opponent's face-up Field Spell is destroyed as
            # the new one is activated (GOAT: once its activation resolves, `_resolve_chain`)
            self._replace_opponents_field_spell(player)
        return
        yield

    def _replace_opponents_field_spell(self, player):
        """One face-up Field Spell on the whole field (`rules.field_spell_per_field`): the
        opponent's is destroyed by `player`'s new one."""
        other = self.players[1 - player].fzone
        if other is not None and other.face_up:
            self.destroy([other], "rule", player)

    def _choose_targets(self, ctx, spec):
        chooser = ctx.player if spec.chooser is None else spec.chooser(ctx)
        chosen = []
        while len(chosen) < spec.count:
            legal = spec.legal(ctx)     # (a new list: read only below)
            if chosen:
                legal = [c for c in legal if c not in chosen]
            if not legal:
                break
            options = self._card_options("target", legal, chooser)
            if len(chosen) >= spec.minimum:
                options.append(Option(len(options), "done"))
            prompt = spec.prompt or "%s: choose a target" % ctx.card.data.name
            if spec.count > 1:
                prompt += " (%d of %d)" % (len(chosen) + 1, spec.count)
            pick = yield self._ask(chooser, "target", prompt, options)
            if pick.kind == "done":
                break
            chosen.append(self.card_by_uid(pick.card))
        return chosen

    def _protections(self):
        """Where the "cannot be targeted" protections (e.g. Lord of D. for Dragons) are found:
        the continuous effects tagged "untargetable" that apply now, as `_applying` finds them
        ((card, effect) pairs; none is a shared empty tuple). A target question asks once, not
        once a candidate: nothing changes between its candidates (`_can_target` takes them).
        Asked only while some card of the duel has the tag (`_cont_tags_present`: each caller
        tests it first, `_applying`'s first test, without the call: no card of most duels has
        it); then no call into `_applying` while no field card has it (the field roles' tag
        index, `roles[5]`, made again if out of date: a fork's first question, or a card that
        entered the field since)."""
        roles = self._field_cache
        if roles is None or roles[0] != self._field_version:
            roles = self._field_roles()
        return self._applying(_UNTARGETABLE) if _UNTARGETABLE in roles[5] else ()

    def _can_target(self, ctx, card, protections=None):
        """"cannot be targeted" protections (e.g. Lord of D. for Dragons): may `ctx` target
        `card`? `protections` as `_protections` finds them (a question looks them up once and
        hands them in), looked up here when not given."""
        if protections is None:
            protections = self._protections() if _UNTARGETABLE in self._cont_tags_present else ()
        for source, effect in protections:
            sctx = E.Ctx(self, source, effect, source.controller)
            if effect.affects(sctx, card) and (effect.value is None or effect.value(sctx, ctx)):
                return False
        return True

    def _valid_targets(self, ctx):
        link = ctx.link
        if link is None or not link.targets:
            return []
        effect = ctx.effect
        specs = effect.target
        # a "cannot be targeted" protection (Lord of D.) stops only the choice of a target, at
        # activation: a target chosen before it applied is still the target when the effect
        # resolves (yugioh-wiki 《ロード・オブ・ドラゴン》: Lord of D. brought out by a chained Call of
        # the Haunted does not stop the effect already activated on a Dragon)
        # a target that changed control since it was chosen (`_targets_changed_control`) is
        # still one only if the spec's candidates still hold it: its side was a targeting
        # condition ("a monster your opponent controls")
        changed = link.info.get("control_changed")
        out = []
        for group, spec in zip(link.groups, specs):
            for uid in group:
                card = self.card_by_uid(uid)
                if card is None:
                    continue          # moved: a new object, no longer the target
                if spec.filter is not None and not spec.filter(ctx, card):
                    continue
                if changed and uid in changed and card not in spec.candidates(ctx):
                    continue
                out.append(card)
        return out

    # ------------------------------------------------------------ resolution
    def _resolve_chain(self):
        """Resolve the chain, last link first (seed 004 §连锁和咒文速度)."""
        chain = self.chain
        if self._happened:      # (`_mark_batch`'s own first test, without the call: most chains)
            self._mark_batch()
        self._resolving = True
        waiting = None      # the resolved cards that go to the GY once the whole chain has resolved
        while chain:
            link = chain[-1]
            card = self.cards[link.cid]
            effect = card.script.effects[link.effect]
            self._link_serial += 1
            link.info["serial"] = self._link_serial
            self.resolving_link = link
            log = self.log      # (= self._emit, written out: a call with a frame on PyPy; "i" last)
            uid = card.uid if card.uid == link.card_uid else self.link_uid(link)    # (as in `_activate`)
            log.append({"type": "resolve", "link": link.number, "uid": uid, "name": card.data.name, "i": len(log)})
            # (= E.Ctx(self, card, effect, link.player, link, link.event), field by field as in
            # `new_ctx`: a class call is a call with a frame on PyPy)
            ctx = _new_object(_Ctx)
            ctx.duel = self
            ctx.card = card
            ctx.effect = effect
            ctx.player = link.player
            ctx.link = link
            ctx.event = link.event
            ctx.happenings = link.happenings
            applied = link.negated is None
            if applied and self._link_negated_now(ctx, link) and not (
                    _CANNOT_NEGATE in self._cont_tags_present and self._effect_unnegatable(effect)):
                # (a negation found, then its declared exception, `Effect.cannot_negate`: asked
                # only in a duel holding such a card, C.CANNOT_NEGATE)
                applied = False
                if self._zone_pending and self._left_destructions():
                    yield from self._settle_destructions(checks=False)     # its "and destroy" asks
                self._emit({"type": "negated", "link": link.number, "what": "effect", "name": card.data.name})
                if link.card_activation and self._is_equip(card, effect):
                    self._equip_negated(ctx, card)
            if applied and link.card_activation and effect.applies_only_staying and (
                    card.uid != link.card_uid or not card.face_up):
                applied = False    # a card that must stay on the field left it: nothing happens
                                   # (not a Normal Spell that stays: effects.py)
            elif applied and effect.only_face_up and (
                    card.uid != link.card_uid or not card.face_up or card.location != S.MZONE):
                # "only while this card is face-up on the field" (seed 000 §起動效果 / §誘發效果):
                # its monster left the field or turned face-down since its activation: nothing
                applied = False
            if applied and not link.card_activation and card.uid != link.card_uid and \
                    effect.needs_card_here and "left_as_cost" not in link.info:
                # an effect a face-up Continuous, Field or Equip Spell, Continuous Trap or
                # Pendulum scale activated on the field, whose card left the field since (not as
                # its cost): not applied (seed 000 §永續魔法 / §場地魔法 / §裝備魔法 / §永續陷阱:
                # 連鎖…将該…破壞的場合，…效果不處理; §當作魔法卡的靈擺怪獸)
                applied = False
            if applied and effect.resolve is not None:
                result = effect.resolve(ctx)
                if result is not None and hasattr(result, "send"):
                    yield from result
                if self._zone_pending:
                    yield from self._settle_zones()      # placements it made (engine/zones.py)
            chain.pop()
            self.just_resolved = link
            if self._any_scripts:
                # (`_happen` written out: one dict literal, the keys in its order)
                self._happened.append({"link": link.number, "player": link.player, "targets": list(link.targets),
                                       "negated": link.negated, "type": "resolved", "cid": card.cid,
                                       "uid": card.uid})
            if link.card_activation and card.uid == link.card_uid and card.location in _FIELD:
                if link.negated == "activation" or not effect.stays:
                    # a resolved Normal/Quick-Play/Ritual Spell, Normal/Counter Trap, or a card
                    # whose activation was negated, stays on the field until the whole chain has
                    # resolved, then all go to the GY together (lastdraw "Normal Spell Card";
                    # yomifrog XGM ch. 6; 2004 OCG expert rule: 通常罠 ... チェーン終了時; Good
                    # Goblin Housekeeping + Emergency Provisions, 2005; PROTOTYPE round 55y:
                    # tests/rules/test_resolved_cards_go_to_the_gy_when_the_chain_ends_r55y.py)
                    if waiting is None:
                        waiting = []
                    waiting.append((card, card.uid))
                    # (an earlier link cannot return it to the hand or Deck: actions.py `to_hand`,
                    # `to_deck`; Metagame "The Binder: Giant Trunade")
                    resolving = self._resolving
                    self._resolving = (card.uid,) if resolving is True else resolving + (card.uid,)
                elif self._needs_equip_target(card, effect):
                    # an Equip Spell whose monster is gone is sent to the GY (seed 000 §裝備魔法)
                    self._to_grave(card, "resolved")
                else:
                    # (the turn of its activation, which is this turn: a chain never outlasts its
                    # turn; set also where the activation's effect was negated, as it resolves)
                    card.activated = self.turn
                    self._phase_cards[10] = None    # (the state checks' key of quiet steps holds no more)
                    if card.location == _FZONE and self.rules.field_spell_replaced == "resolution" \
                            and self.rules.field_spell_per_field:
                        # one face-up Field Spell on the whole field, under GOAT: the opponent's
                        # older one is destroyed when this activation resolves (goatformat.com
                        # Basic Mechanics, rule 3: a Field Spell destroyed in the chain of its own
                        # activation leaves the opponent's; MR1/MR2 destroy it at activation,
                        # seed 004 §地形卡区域, `_replace_field_spell`)
                        self._replace_opponents_field_spell(card.controller)
                    self._stamp(card)       # its continuous effects apply from now on
                    if self.phase == _PHASE_END and card.script.field_moments is not _EVERY_MOMENT:
                        # a card face-up from now on in an End Phase whose trigger "during the
                        # End Phase" works on the field: asked now, with the phase's happening
                        self._turned_face_up_in_end_phase(card)
            self._mark_batch()
            self._state_checks()
            if self._zone_pending:
                if self._left_destructions():
                    yield from self._settle_destructions()
                if self._zone_pending and chain:
                    # a choice the state checks left (Ojama King's zones, engine/zones.py
                    # `pick_zones`) is made before the next link resolves: a continuous effect
                    # applies from the moment its card is face-up, even in the middle of a
                    # chain's resolution (seed 000 §效果分類 › 永續效果)
                    yield from self._settle_zones()
            if self._happened:      # (the state checks did something: rarely)
                self._mark_batch(merge=True)
        if waiting is not None:
            self._resolving = True
            for card, uid in waiting:
                if card.uid == uid and card.location in _FIELD:
                    self._to_grave(card, "resolved")
            # (part of the last link's batch: their move is no new "last thing that happened",
            # so a "when ... is Summoned" effect answering link 1's Summon keeps its timing)
            self._mark_batch(merge=True)
            # (the chain is over for the state checks now: no link is "just resolved" for this
            # pass, whose STATE effects that need one acted after the last link, in the pass
            # above; the quiet key then holds where nothing else moved, round 56 lead)
            self.just_resolved = None
            self._state_checks()
            if self._zone_pending and self._left_destructions():
                yield from self._settle_destructions()
            if self._happened:
                self._mark_batch(merge=True)
        self._resolving = False
        self.just_resolved = self.resolving_link = None
        log = self.log      # (= self._emit, written out)
        log.append({"type": "chain_end", "i": len(log)})
        if self._chain_summons:
            yield from self._chain_summon_window()     # engine/extra.py: Fusion/Ritual at link 1

    @staticmethod
    def _is_equip(card, effect):
        return card.data.property == "Equip" or effect.equips

    def _equip_negated(self, ctx, card):
        """seed 000 §裝備魔法: an Equip Spell whose effect (not its activation) is negated is
        still equipped to its target, its effect negated (Imperial Order). Only an equip to a
        monster already on the field: what else the text does (a revival) does not happen."""
        if card.uid != ctx.link.card_uid or not card.on_field or not card.face_up:
            return
        for target in self._valid_targets(ctx):
            if target.location == S.MZONE and target.face_up:
                self.equip(card, target)
                return

    @staticmethod
    def _needs_equip_target(card, effect):
        """An Equip Spell, or a Trap that becomes an Equip Card (seed 000 §陷阱卡), that
        found no monster to equip."""
        return (card.data.property == "Equip" or effect.equips) and not (card.marks and M.EQUIPPED in card.marks)

    def _link_negated_now(self, ctx, link):
        """Continuous negation at resolution time (Imperial Order, Skill Drain; Necrovalley
        for an effect that would move a card out of a GY; tag negate_links, affects(ctx, link):
        Dark Balter negates the effects of the monsters it destroyed by battle, wherever they
        are; value(ctx, link) true: the card is destroyed too, as Fiend Skull Dragon does to
        Traps that target it)."""
        card = ctx.card
        if "negate_links" in self._cont_tags_present:
            for source, effect in self._applying("negate_links"):
                sctx = E.Ctx(self, source, effect, source.controller)
                if effect.affects(sctx, link) and not (_CANNOT_NEGATE in self._cont_tags_present and
                                                       self._effect_unnegatable(ctx.effect)):
                    if effect.value is not None and effect.value(sctx, link) and \
                            card.uid == link.card_uid and card.on_field:
                        # "negate and destroy": asked by the caller when a replacement applies
                        self._run_or_leave(self.destroying([card], "effect", source.controller, source),
                                           (source.uid, effect.index), "the negation of %s" % source.data.name)
                    return True
        if _NEGATE_GRAVE_MOVES in self._cont_tags_present:
            moved = self._moved_out_of_grave(ctx, link)
            if moved and self._grave_guarded(card, moved):
                return True
        # (Card.on_field and Card.face_up written out: a property is a call)
        if card.uid != link.card_uid or card.location not in _FIELD or card.position not in _FACE_UP:
            kind = link.card_type
            if kind == "Monster" or kind is None:
                # a monster's effect: negated by a continuous effect only while the monster is
                # face-up on the field (Skill Drain)
                return False
            return self._left_spell_trap_negated(ctx, link, kind)
        return self._effect_negated(card, ctx.effect)

    @staticmethod
    def _effect_unnegatable(effect):
        """(round 57a) Does the effect declare that it cannot be negated as it resolves
        (`Effect.cannot_negate` "effect" or "both": Spiritualism under Imperial Order)?"""
        unnegatable = effect.cannot_negate
        return unnegatable == "effect" or unnegatable == "both"

    def _left_spell_trap_negated(self, ctx, link, kind):
        """A Spell/Trap activated on the field whose card is no longer there face-up as the same
        object (destroyed in answer, sent as its own cost): a continuous negation of that card
        type on the field still negates its effect as it resolves (Royal Decree, Jinzo: Traps;
        Imperial Order: Spells). A Spell/Trap effect activated off the field (in the GY)
        escapes it. Seed 000 §永續陷阱 (the negation applies while its card is face-up);
        ruling notes of Royal Decree (ygo-sem.cn 2010-09-10: a Trap activated on the field is
        negated wherever it is at resolution; yugioh-wiki 《王宮のお触れ》)."""
        tag = "negate_traps" if kind == "Trap" else "negate_spells"
        if tag not in self._cont_tags_present:
            return False
        effect = ctx.effect
        if not link.card_activation:
            for where in effect.range:
                if where not in _FIELD:
                    return False        # an effect activated off the field (or from anywhere)
        card = ctx.card
        for source, negating in self._applying(tag):
            if source.uid == link.card_uid:
                continue                # a card never negates itself
            if negating.affects is None or negating.affects(E.Ctx(self, source, negating, source.controller), card):
                return True
        return False

    def _grave_guarded(self, card, cards):
        """Does a continuous effect that negates moves out of a GY (Necrovalley) keep one of
        `cards` (in a GY) out of the reach of `card`'s resolving effect? Asked while a card of
        the duel has the tag: by `_link_negated_now` (the effect is negated) and by
        `Ctx.grave_guarded` (a pick at resolution leaves the card out)."""
        for source, effect in self._applying(_NEGATE_GRAVE_MOVES):
            # affects(ctx, card in a GY): that card is protected by it; value(ctx, resolving
            # card): False when that card's own text escapes it
            sctx = E.Ctx(self, source, effect, source.controller)
            if effect.value is not None and not effect.value(sctx, card):
                continue
            for c in cards:     # (= any(...) over a generator: a plain loop)
                if effect.affects is None or effect.affects(sctx, c):
                    return True
        return False

    def _moved_out_of_grave(self, ctx, link):
        """The cards in a GY this link's effect would move out of it: its targets there
        (Monster Reborn, Magician of Faith), and its own card when the effect moves it out
        of the GY it was activated in and it is still there (`Effect.leaves_grave`: Sinister
        Serpent returning itself, Archfiend of Gilfer equipping itself; not Sangan, whose
        search activated in the GY moves nothing out of it)."""
        out = []
        for uid in link.targets:
            target = self.card_by_uid(uid)
            if target is not None and target.location == S.GRAVE:
                out.append(target)
        card = ctx.card
        if ctx.effect.leaves_grave and card.location == S.GRAVE and card.uid == link.card_uid:
            out.append(card)
        return out

    def negate_link(self, link, what, destroy, by_player):
        """Negate a chain link's activation or effect; optionally destroy its card. A link
        whose effect declares that this cannot be negated (`Effect.cannot_negate`: "activation",
        "effect" or "both"; Spiritualism) is left as it is: neither negated nor destroyed."""
        if link.negated is not None:
            return False
        card = self.cards[link.cid]
        if _CANNOT_NEGATE in self._cont_tags_present:
            unnegatable = card.script.effects[link.effect].cannot_negate
            if unnegatable is not None and (unnegatable == "both" or unnegatable == what):
                return False
        link.negated = what
        self._emit({"type": "negated", "link": link.number, "what": what, "name": card.data.name})
        if destroy and card.uid == link.card_uid and card.on_field:
            self.destroy([card], "effect", by_player)
        return True

    # ----------------------------------------------------------- questions
    def _card_options(self, kind, cards, viewer):
        """One option of `kind` per card, as `viewer` may name it: [Option(i, kind, c.uid,
        name)...] built field by field (no `Option.__init__` call per option)."""
        options = []
        for c in cards:
            o = _new(Option)
            o.id = len(options)
            o.kind = kind
            o.card = c.uid
            # (turn.py `_name_for`'s first test written out: the viewer's own card or a face-up
            # one, most cards, named without the call, a call with a frame on PyPy, 2 a C/M
            # turn; keep the two alike; one's own face-down card with marks asks the call, which
            # knows a monster held face-down, hidden from its controller too)
            if c.position in _FACE_UP or (c.controller == viewer and c.marks is None):
                o.name = c.data.name
            else:
                o.name = self._name_for(c, viewer)
            options.append(o)
        return options

    def ask_yes_no(self, player, prompt, uid=None, name=None):
        pick = yield self._ask(player, "yes_no", prompt,
                               [Option(0, "yes", uid, name), Option(1, "no", uid, name)])
        return pick.kind == "yes"

    def ask_option(self, player, labels, prompt):
        options = []
        for label in labels:    # (= Option(len(options), "option", name=label), field by field)
            o = _new(Option)
            o.id = len(options)
            o.kind = "option"
            o.card = None
            o.name = label
            options.append(o)
        pick = yield self._ask(player, "option", prompt, options)
        return pick.id

    def choose_cards(self, player, cards, count, minimum, prompt):
        chosen = []
        cards = list(cards)
        hidden = [c for c in cards if c.location == S.DECK]
        if hidden:      # listed in an order, and under uids, that reveal nothing of the Deck
            cards = [c for c in cards if c.location != S.DECK] + self._hidden_choice_uids(hidden)
        while len(chosen) < count:
            left = [c for c in cards if c not in chosen]
            if not left:
                break
            options = self._card_options("select", left, player)
            if len(chosen) >= minimum:
                options.append(Option(len(options), "done"))
            text = prompt if count == 1 else "%s (%d of %d)" % (prompt, len(chosen) + 1, count)
            pick = yield self._ask(player, "select", text, options)
            if pick.kind == "done":
                break
            chosen.append(self.card_by_uid(pick.card))
        return chosen

    # ------------------------------------------------- a chain link's target moved (round 59b)
    def _retarget_options(self, link):
        """The cards chain link `link`'s one target could be moved to (`Ctx.retarget_options`):
        where `link` is on the chain with exactly one target, the legal targets of its one
        target spec now (its candidates, its filter, the "cannot be targeted" protections, asked
        with the link's own context) but the current one; else []. (Fiend's Hand Mirror: "another
        card that would be a correct target"; the sister card Fairy's Hand Mirror's FAQ,
        yugioh-wiki.net 《天使の手鏡》 11/09/17: the new target is one the effect could take.)"""
        if len(link.targets) != 1 or len(link.groups) != 1 or not any(l is link for l in self.chain):
            return []
        card = self.cards[link.cid]
        effect = card.script.effects[link.effect]
        if len(effect.target) != 1:
            return []
        ctx = new_ctx(self, card, effect, link.player, link.event)
        ctx.link = link
        ctx.happenings = link.happenings
        old = link.targets[0]
        return [c for c in effect.target[0].legal(ctx) if c.uid != old]

    def _retarget(self, link, card, player):
        """`Ctx.retarget`: chain link `link`'s one target becomes `card`, where `card` is among
        `_retarget_options(link)` (the link's own targeting rules, asked now); the link then
        resolves on `card` as though it had been chosen at activation (`ctx.targets`), and
        `card` "becomes the target" (a "targeted" happening with the link). Logged as
        "link_retargeted" (player: who moved it, link, uid: the new target, prev: the old one).
        Returns whether it moved. Asked by a resolving effect only: no cost anywhere else."""
        if not any(c is card for c in self._retarget_options(link)):
            return False
        old = link.targets[0]
        link.targets = [card.uid]
        link.groups = [[card.uid]]
        self._emit({"type": "link_retargeted", "player": player, "link": link.number, "uid": card.uid,
                    "prev": old})
        source = self.cards[link.cid]
        self._happen("targeted", card, link=link.number, player=link.player, source=source.cid,
                     source_uid=self.link_uid(link))
        return True
