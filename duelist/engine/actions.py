"""The vocabulary effects act through: moving cards, summoning, LP, control, equips,
lingering effects, continuous modifiers and the state checks.

Every action goes through here so that events, happenings (for triggers), "cannot be
destroyed" rules and replacement effects (Macro Cosmos; destruction: engine/destruction.py)
apply the same way to every card.
Derived values (ATK, DEF, Level) are computed when read (DESIGN §5), never stored.
"""

from duelist.engine import effects as E
from duelist.engine import state as S
from duelist.engine.chain import _NOBODY, new_ctx
from duelist.engine.destruction import DestructionMixin
from duelist.engine.effects import PrintedCondition, stays_equipped  # (declared equip conditions)
from duelist.engine.lasting import END_OF_TURN, EVER, Lasting, Relation, Until
from duelist.engine.lasting import while_related     # (round 58f: Remove Brainwashing's claims)
from duelist.engine.link import is_link
from duelist.engine.names import C, H, L, M, R
from duelist.engine.pendulum import card_type_now
from duelist.engine import unaffected as U


NEGATE_TAGS = ("negate_spells", "negate_monsters", "negate_traps")
_FACE_UP = S.FACE_UP_POSITIONS     # Card.face_up, without the call
_POSITION_CHANGED = H.POSITION_CHANGED
_POSITION_HEARD = E.POSITION_HEARD
# lasting effects applied to a monster that end when it is turned face-down (`change_position`)
_APPLIED_TO_FACE_UP = frozenset((L.STATS, L.SET_STATS, L.LEVEL, L.EFFECTS_NEGATED, L.NAME, L.BANISH_ON_LEAVE,
                                  L.CANNOT_ATTACK))
# (and a monster's Type changed for a while: D. Tribe, `Ctx.change_race`)
_APPLIED_TO_FACE_UP = _APPLIED_TO_FACE_UP | frozenset((L.RACE,))
_FIELD = frozenset(S.FIELD_LOCATIONS)                                      # Card.on_field, the same
_PUBLIC_IF_FACE_UP = frozenset((S.GRAVE, S.MZONE, S.SZONE, S.FZONE, S.EXTRA))    # _move: a face-up card there is public
# per card script: (effect, target filter) of each activation with a filtered first target,
# for the state checks' equip rule (`_equip_still_legal`); scripts are read-only once built
_NO_PAIRS = ()               # _applying: no continuous effect with the tag applies
# the negating tag that could reach a card of this type (`_negation_tag`, written out for
# `_applying`'s loop, a little wider: a monster's is "negate_monsters" in a Monster Zone,
# "negate_spells" elsewhere, where `_negation_tag` says so only for a Pendulum scale): with
# neither that tag on the field nor a lasting "effects negated", `_effect_negated` says no,
# and `_applying` does not ask it
_NEGATING_TAG = {"Spell": "negate_spells", "Trap": "negate_traps"}
_NEEDS_CUT = E.NEEDS_CUT     # (a STATE effect's `needs`: _state_check_pass)
# (names the state checks' pass reads per entry or per card: a module global is one read on
# CPython, `L.CONTROL_BOUND` two; PyPy folds both)
_CONTROL_BOUND = L.CONTROL_BOUND
_CONTROL = L.CONTROL
_TO_OWNER = C.CONTROL_TO_OWNER     # (round 58f: Remove Brainwashing, `_owner_rule`)
_CLAIM = L.CONTROL_CLAIM
_EFFECTS_NEGATED = L.EFFECTS_NEGATED
_EQUIP = R.EQUIP
_MZONE = S.MZONE
_SZONE = S.SZONE
_EQUIP_FILTERS = {}
_new_object = object.__new__   # a Ctx made field by field (`new_ctx`, written out)
# `_state_checks` asks the pass's idle test itself (round 14s, CPython; round 20s, PyPy too): it
# saves the call of an idle pass, and hands a pass it calls the roles it found, so that the pass
# does not ask the test again (asked twice, it cost PyPy 0.1-0.4% operations: round 14s)
_IDLE_TEST_IN_CHECKS = True     # (always on now: `_state_checks` no longer tests it; tests read it)
_Ctx = E.Ctx
_During = E.During      # a STATE effect's declared moment (its condition: `_state_check_pass`'s mark)


def _returning_to(entry, player):
    """A copy of the lasting control change `entry` that gives its monster back to `player`
    when it ends (`_bound_controls`)."""
    other = entry.copy()
    other.player = player
    return other


def _offered_where_it_is(card):
    """Whether a field card is in its controller's offer cache (chain.py
    `_offer_candidates`): its script's `offers` row for its place and face offers something.
    A card that is not changes neither player's offers when it changes controller."""
    script = card.script
    if script is None:
        return False
    rows = script.offers.get(card.location)
    return rows is not None and bool(rows[1 if card.position in _FACE_UP else 0])


# (the names `_move` reads, as module globals: one read each on CPython, `S.GRAVE` two; PyPy
# folds both)
_BANISHED = S.BANISHED
_DECK = S.DECK
_EXTRA = S.EXTRA
_FACEDOWN = S.FACEDOWN
_FACEUP = S.FACEUP
_FACEUP_ATTACK = S.FACEUP_ATTACK
_FIELD_LOCATIONS = S.FIELD_LOCATIONS
_FZONE = S.FZONE
_GRAVE = S.GRAVE
_HAND = S.HAND
_SEEN = M.SEEN
_SUMMON_SOURCE = M.SUMMON_SOURCE
_WIN_AT_TURN_END = L.WIN_AT_TURN_END
# the lasting tags whose end does something (`_expire_lingering`): control comes back, a set-time
# win (round 56z)
_ENDING_ACTS = frozenset(("control", L.WIN_AT_TURN_END))
_TO_TYPE = {location: ("to_" + location if location != S.GRAVE else "to_grave")    # _move's event type
            for location in (S.HAND, S.DECK, S.EXTRA, S.GRAVE, S.BANISHED, S.MZONE, S.SZONE, S.FZONE, S.OVERLAY)}


class ActionsMixin(DestructionMixin):
    # ------------------------------------------------------------ moving cards
    def _move(self, card, location, player, reason, by=None, position=None, seq=None, cause=None,
              as_origin=None):
        """Move a card anywhere (one event, one happening); replacement effects apply.
        as_origin: where the happening says it came from, when the rules say otherwise (a
        monster whose summon was negated never was on the field). Returns where it ended."""
        origin = card.location
        old_uid = card.uid
        was_face_up = card.position in _FACE_UP
        prev_controller = card.controller
        # (a card its owner's opponent saw while it was hidden, asked only of one going to the
        # hand, before the move clears its marks)
        marks = card.marks      # (read once: the move clears them; the happening reads M.SUMMON_SOURCE)
        seen = location == _HAND and marks is not None and _SEEN in marks
        if self.lingering and origin in _FIELD_LOCATIONS and location not in _FIELD_LOCATIONS \
                and location != _BANISHED:
            # "banish it when it leaves the field" (= `_banished_on_leaving(card)`, engine/extra.py,
            # written out: a call with a frame on PyPy, 0.1-0.6 a turn on the effect pairs)
            uid = old_uid
            for entry in self.lingering:
                if entry.tag == "banish_on_leave" and entry.uid == uid:
                    location = _BANISHED
                    break
        if location == _GRAVE and "banish_instead" in self._cont_tags_present:
            location = self._grave_replacement(card, origin, reason)      # (else it finds nothing)
            if location == _DECK:
                # (round 59p) Grave Protector: destroyed by battle, to the Deck instead
                return self._battle_to_deck_move(card, by, cause)
        data = card.data
        # (`_pendulum_to_extra` says no at once for a card without a Pendulum Scale: asked
        # only of one with a scale; 0.6-1.2 calls a turn on every pair, none a Pendulum card)
        if location == _GRAVE and origin in _FIELD and as_origin is None and \
                data.scale is not None and \
                self._pendulum_to_extra(card, origin, was_face_up, as_origin):    # (else it says no)
            location, position = _EXTRA, _FACEUP      # engine/pendulum.py: face-up to the Extra Deck
        elif location == _EXTRA and position != _FACEUP:
            position = _FACEDOWN       # the Extra Deck is hidden but for face-up Pendulum Monsters
        if location not in _FIELD and data.is_monster and "Token" in data.kinds:
            # (= data.is_token, written out: a property is a call with a frame on PyPy)
            self._remove(card, reason)
            card.location = "void"
            card.uid = self._next_uid      # a new object nobody can find on the field
            self._next_uid += 1
            self._emit({"type": "token_vanished", "prev": old_uid, "name": card.data.name, "reason": reason})
            if reason == "battle" and self._any_scripts:
                # destroyed by battle (battle.py moves it itself): this turn's record of
                # destructions holds it, as `destruction.py` records a Token an effect destroys
                # (`destroyed_this_turn`: "to" "void")
                self.turn_log.append({"cid": card.cid, "uid": card.uid, "controller": prev_controller,
                                      "origin": origin, "reason": reason, "owner": card.owner,
                                      "face_up": was_face_up, "by": by, "to": "void"})
            return "void"
        self._remove(card, reason)
        if self.proper_summons and location in (_HAND, _DECK, _EXTRA) and card.cid in self.proper_summons:
            self.proper_summons.remove(card.cid)     # no longer properly summoned (seed 000)
        zones = None
        if location in _FIELD_LOCATIONS:
            if seq is None and location != _FZONE:
                # not a summon: any free zone (engine/zones.py), the player's choice
                zones = self.free_mzones(player) if location == _MZONE else self.free_szones(player)
                seq = zones[0] if zones else None
            self._place(card, location, player, seq, position or _FACEUP_ATTACK)
        elif location == _DECK:
            self._place(card, _DECK, card.owner, position=_FACEDOWN)
        else:
            face = _FACEDOWN if (location == _HAND or position == _FACEDOWN) else _FACEUP
            self._place(card, location, card.owner, position=face)
        public = (location in _PUBLIC_IF_FACE_UP and card.position in _FACE_UP) or \
            (location == _BANISHED and card.position != _FACEDOWN) or \
            (origin in _FIELD and was_face_up) or origin == _GRAVE or reason.startswith("discard") or \
            (origin == _HAND and prev_controller != card.owner)     # (a card in its owner's opponent's hand: both know it)
        owner = card.owner
        if origin == _DECK or origin == _EXTRA or (origin == _HAND and not public):
            # the uid a hidden card had could tell the opponent which card it is (or, for
            # a Deck card, where it lay): only its owner learns it
            event = {"type": _TO_TYPE[location], "player": owner, "from": origin, "uid": card.uid,
                     "reason": reason}
            if public:
                event["code"] = data.code
                event["name"] = data.name
                event["private"] = {"player": owner, "prev": old_uid}
            else:
                event["private"] = {"code": data.code, "name": data.name, "player": owner, "prev": old_uid}
        else:
            event = {"type": _TO_TYPE[location], "player": owner, "from": origin, "prev": old_uid,
                     "uid": card.uid, "reason": reason}
            if public:
                event["code"] = data.code
                event["name"] = data.name
            else:
                event["private"] = {"code": data.code, "name": data.name, "player": owner}
        log = self.log      # (= self._emit(event), written out: a call with a frame on PyPy)
        event["i"] = len(log)
        log.append(event)
        if zones is not None and len(zones) > 1:
            self._zone_later(card, player, location, None, zones)
        if location == _HAND and (public or seen and self.rules.hand_uids_scrambled) and origin != _HAND:
            # the opponent saw which card joined the hand (or saw it earlier where it was hidden:
            # a Deck card revealed to them, a monster turned face-down after they saw it)
            self._shuffle_hand(card.owner)
        if self._any_scripts:
            if marks is not None and _SUMMON_SOURCE in marks:
                # which effect had Special Summoned the object that left ("if this card
                # Special Summoned by Dark Mimic LV1 is sent to the GY": `Ctx.summoned_by_before`),
                # a detail before "type" as `_happen` would place it
                self._happened.append({"prev": old_uid, "origin": as_origin or origin, "to": location,
                                       "reason": reason, "by": by, "controller": prev_controller,
                                       "face_up": was_face_up, "cause": cause, "summoned_by": marks[_SUMMON_SOURCE],
                                       "type": "moved", "cid": card.cid, "uid": card.uid})
            else:
                # (`_happen` written out: one dict literal, the keys in its order)
                self._happened.append({"prev": old_uid, "origin": as_origin or origin, "to": location,
                                       "reason": reason, "by": by, "controller": prev_controller,
                                       "face_up": was_face_up, "cause": cause,
                                       "type": "moved", "cid": card.cid, "uid": card.uid})
            if location == _BANISHED:
                # "if this card was banished this turn" (D.D. Scout Plane: `banished_this_turn`,
                # a read of scripts only); the key "banished" keeps it out of the GY's and the
                # destructions' lists
                self.turn_log.append({"cid": card.cid, "uid": card.uid, "controller": prev_controller,
                                      "origin": origin, "reason": reason, "owner": card.owner,
                                      "face_up": was_face_up, "by": by, "to": location, "banished": True})
        if origin == _MZONE and location != _MZONE and self.overlays and card.cid in self.overlays:
            self._materials_leave(card, by)       # engine/xyz.py: its materials go to the GY
        if location == _GRAVE:
            self.turn_log.append({"cid": card.cid, "uid": card.uid, "controller": prev_controller, "origin": origin,
                                  "reason": reason, "owner": card.owner, "face_up": was_face_up, "by": by})
        return location

    def banished_this_turn(self, player=None):
        """Cards banished this turn (plain dicts: cid, uid of the banished object, controller
        before, origin, reason, owner, face_up before, by), `player`'s (its controller before)
        or everyone's."""
        return [dict(e) for e in self.turn_log if "banished" in e and (player is None or e["controller"] == player)]

    def sent_to_grave_this_turn(self, player=None):
        """Cards sent to the GY this turn (plain dicts: cid, controller, origin, reason, owner).
        (`turn_log` also holds the destructions' records, with "to": not these.)"""
        return [dict(e) for e in self.turn_log if "to" not in e and (player is None or e["controller"] == player)]

    def destroyed_this_turn(self):
        """Cards destroyed this turn, wherever they went (plain dicts: cid, uid of the object
        it became, controller, origin, face_up when destroyed, reason, owner, to): the GY's
        records of destructions, and those `_destroy_now` writes for the others (key "to");
        a monster destroyed by battle (reason "battle": battle.py moves it itself) to the GY or
        banished instead (Macro Cosmos) too."""
        out = []
        for e in self.turn_log:
            reason = e["reason"]
            if reason.startswith("destroyed"):
                if "banished" not in e:
                    out.append(dict(e) if "to" in e else dict(e, to=_GRAVE))
            elif reason == "battle":
                entry = dict(e) if "to" in e else dict(e, to=_GRAVE)
                entry.pop("banished", None)
                out.append(entry)
        return out

    def _to_grave(self, card, reason):
        """Send a card to its owner's GY (rules: tributes, battle, hand limit, resolved cards)."""
        self._move(card, S.GRAVE, card.owner, reason)

    def reaches_grave(self, card):
        """Would `card` reach the GY if it were sent there now, not banished instead (Macro
        Cosmos, Dimensional Fissure)? A cost that sends it there can be paid only if so."""
        if "banish_instead" not in self._cont_tags_present:
            return True
        return self._grave_replacement(card, card.location) == S.GRAVE

    def _battle_to_deck_move(self, card, by, cause):
        """(round 59p) `card`, destroyed by battle, goes to its owner's Deck instead of the GY (an
        Extra Deck monster to the Extra Deck), the Deck then shuffled (Grave Protector). It comes
        before a "banish instead" (Macro Cosmos, Banisher of the Light): yugioh-wiki.net
        《グレイヴ・キーパー》 FAQ. Still a destruction by battle for this turn's record
        (`destroyed_this_turn`, "to" the Deck)."""
        origin = card.location
        controller = card.controller
        face_up = card.position in _FACE_UP
        to = S.EXTRA if card.data.is_extra_deck else S.DECK
        where = self._move(card, to, card.owner, "battle", by, cause=cause)
        if where == S.DECK:
            self._shuffle_deck(card.owner)
        if self._any_scripts and where != "void":
            self.turn_log.append({"cid": card.cid, "uid": card.uid, "controller": controller, "origin": origin,
                                  "reason": "battle", "owner": card.owner, "face_up": face_up, "by": by,
                                  "to": where})
        return where

    def _grave_replacement(self, card, origin, reason=None):
        """Macro Cosmos / Dimensional Fissure: banished instead of going to the GY. (Round 59p)
        A "banish_instead" effect whose value is C.BATTLE_TO_DECK (Grave Protector) sends a
        monster destroyed by battle (`reason` "battle") to the Deck instead (S.DECK), and comes
        before the banishing ones (yugioh-wiki.net 《グレイヴ・キーパー》 FAQ); it leaves any other
        move alone. (One tag, so that a duel without such cards asks nothing more of a move to
        the GY.)"""
        out = S.GRAVE
        for source, effect in self._applying("banish_instead"):
            ctx = new_ctx(self, source, effect, source.controller)
            if effect.affects is None or effect.affects(ctx, card):
                if effect.value == "battle_to_deck":
                    if reason == "battle":
                        return S.DECK
                    continue
                if reason != "battle":
                    return S.BANISHED
                out = S.BANISHED        # (a Grave Protector's may still come)
        return out

    def _indestructible(self, card, reason, source=None):
        """"Cannot be destroyed by battle" (Waboku's player rule, or a continuous effect such
        as Spirit Reaper's: tag battle_indestructible); "by card effects": tag
        effect_indestructible, whose `value`, when given, names the card types whose effects
        cannot destroy it (Exodia Necross: ("Spell", "Trap")); `source` is the card whose
        effect destroys, its type judged where it is now (a Pendulum Effect is a Spell's)."""
        for entry in self.lingering:
            if entry.tag == "battle_indestructible" and reason == "battle" \
                    and entry.player == card.controller:
                return True
        if reason == "battle":
            return self._has_tag(card, "battle_indestructible")
        if reason == "effect":
            kind = None if source is None else card_type_now(source)
            for holder, effect in self._applying("effect_indestructible"):
                if effect.value is not None and kind not in effect.value:
                    continue
                if effect.affects is None or effect.affects(new_ctx(self, holder, effect, holder.controller), card):
                    return True
        return False

    def _has_tag(self, card, tag):
        """Does a continuous effect with `tag` apply to `card` right now?"""
        for source, effect in self._applying(tag):
            if effect.affects is None or effect.affects(new_ctx(self, source, effect, source.controller), card):
                return True
        return False

    def send_to_grave(self, cards, reason="effect", by=None):
        if "unaffected_by" in self._cont_tags_present and reason == "effect":     # (round 54e: Horus LV6)
            cards = U.affected(self, cards)
        out = []
        for card in list(cards):
            if card.location == S.GRAVE:
                continue
            self._move(card, S.GRAVE, card.owner, reason, by)
            out.append(card)
        return out

    def banish(self, cards, reason="effect", by=None, face_down=False):
        if "unaffected_by" in self._cont_tags_present and reason == "effect":     # (round 54e: Horus LV6)
            cards = U.affected(self, cards)
        out = []
        barred = by is not None and "no_grave_banish" in self._cont_tags_present
        for card in list(cards):
            if card.location == S.BANISHED:
                continue
            if barred and card.location == S.GRAVE and self.grave_banish_barred(by, card.owner):
                continue        # Kycoo / Necrovalley: not from that GY
            self._move(card, S.BANISHED, card.owner, reason, by,
                       position=S.FACEDOWN if face_down else S.FACEUP)
            out.append(card)
        return out

    def to_hand(self, cards, reason="effect", by=None, player=None):
        """Return `cards` to their owners' hands (an Extra Deck monster to the Extra Deck);
        the cards moved. A monster whose destruction by the battle in progress is decided
        (`_doomed`: after damage calculation, before the end of the Damage Step) stays where
        it is: it goes to the GY destroyed by battle (seed 004 §怪兽的战斗规则; the rulings of
        Wall of Illusion and "Begone, Knave!"), as it can no longer be targeted (seed 004
        §翻转效果的发动). Banishing it is another matter (D.D. Warrior Lady): `_move`.
        player: the hand they go to, where it is not their owner's ("add it to your hand":
        Exchange takes a card from the opponent's hand): `_take_into_hand`.
        A resolved card waiting on the field for the end of its chain (its uid in `_resolving`,
        chain.py `_resolve_chain`) stays: it goes to the GY with the chain's other cards
        (Metagame "The Binder: Giant Trunade": the chain's activated Normal/Quick-Play Spells and
        Normal/Counter Traps are out of its reach)."""
        if "unaffected_by" in self._cont_tags_present and reason == "effect":     # (round 54e: Horus LV6)
            cards = U.affected(self, cards)
        out = []
        doomed = self._doomed
        waiting = self._resolving       # (a tuple: the uids of the cards waiting for the chain's end)
        if waiting is True:
            waiting = None
        for card in list(cards):
            if waiting and card.uid in waiting:
                continue        # a resolved card waiting for its chain's end (`_resolve_chain`)
            if player is not None and not card.data.is_extra_deck and self.hand_holder(card) != player and \
                    (player != card.owner or card.location == _HAND):
                if not (doomed and card.uid in doomed):
                    self._take_into_hand(card, player, reason, by)
                    out.append(card)
                continue
            if card.location == S.HAND:
                continue
            if doomed and card.uid in doomed:
                continue
            if card.data.is_extra_deck:
                self._move(card, S.EXTRA, card.owner, reason, by)
            else:
                self._move(card, S.HAND, card.owner, reason, by)
            out.append(card)
        return out

    def hand_holder(self, card):
        """Whose hand `card` is in: its controller while there (its owner, or the player an
        effect gave it to: Exchange; duel.py `_place` files it in that player's hand list);
        None when it is not in a hand."""
        if card.location != _HAND:
            return None
        return card.controller

    def _take_into_hand(self, card, player, reason, by):
        """`card` joins `player`'s hand, wherever it was (Exchange: from the opponent's
        revealed hand): filed in `player`'s hand list, `player` controls it there (duel.py
        `_place`). It stays its owner's: it goes to its owner's GY, Deck... when it leaves
        the hand, by whatever way (`_remove` takes it out of its holder's list). Known to both
        players (the event is public; it is its owner's own card)."""
        origin = card.location
        old_uid = card.uid
        prev_controller = card.controller
        was_face_up = card.position in _FACE_UP
        self._remove(card, reason)
        self._place(card, _HAND, player, position=_FACEDOWN)
        log = self.log
        log.append({"type": "to_hand", "player": player, "from": origin, "prev": old_uid, "uid": card.uid,
                    "reason": reason, "code": card.data.code, "name": card.data.name, "owner": card.owner,
                    "i": len(log)})
        if self._any_scripts:
            self._happened.append({"prev": old_uid, "origin": origin, "to": _HAND, "reason": reason, "by": by,
                                   "controller": prev_controller, "face_up": was_face_up, "cause": None,
                                   "type": "moved", "cid": card.cid, "uid": card.uid})

    def to_deck(self, cards, reason="effect", by=None, shuffle=True):
        """Return `cards` to their owners' Decks (an Extra Deck monster to the Extra Deck),
        shuffling them unless `shuffle` is false; a monster destroyed by the battle in progress,
        or a resolved card waiting for its chain's end, stays where it is, as `to_hand` says."""
        if "unaffected_by" in self._cont_tags_present and reason == "effect":     # (round 54e: Horus LV6)
            cards = U.affected(self, cards)
        owners = []
        doomed = self._doomed
        waiting = self._resolving       # (a tuple: the uids of the cards waiting for the chain's end)
        if waiting is True:
            waiting = None
        for card in list(cards):
            if doomed and card.uid in doomed:
                continue
            if waiting and card.uid in waiting:
                continue        # a resolved card waiting for its chain's end (`_resolve_chain`)
            self._move(card, S.EXTRA if card.data.is_extra_deck else S.DECK, card.owner, reason, by)
            if card.owner not in owners:
                owners.append(card.owner)
        if shuffle:
            for p in sorted(owners):
                self._shuffle_deck(p)

    def special_summon(self, card, player, position=S.FACEUP_ATTACK, by=None, kind="special", announce=True,
                       zones=None, seq=None, chooser=None, hand_paid=False):
        """Special Summon a card to `player`'s field. Returns True if it was summoned.
        zones: only to one of these zone numbers, when the effect says where.
        seq: the zone, chosen beforehand (`choose_zone`, engine/zones.py); None: the first
        legal zone now, and the player (`chooser`, default `player`) chooses among the
        legal ones before the next decision. A face-down Special Summon while Light of
        Intervention applies is made in face-up Defense Position instead."""
        origin = card.location
        if self._activation_bars and "no_special_summon" in self._cont_tags_present and (
                self.special_summon_barred(player) or (type(by) is int and by != player and self.special_summon_barred(by))):
            # (round 58c) Jowgen the Spiritualist face-up: the summon is not made, whatever
            # makes it (an effect activated before the lock began, a Fusion, a procedure); the
            # player summoning it (`by`) and the player whose field it would take are both asked
            return False
        if position == S.FACEDOWN_DEFENSE and self._no_monster_set():
            position = S.FACEUP_DEFENSE
        if position != S.FACEUP_ATTACK and is_link(card):
            return False        # a Link Monster exists only in face-up Attack Position (engine/link.py)
        legal = None
        if seq is None:
            legal = self.summon_zones(card, player, origin)      # engine/extra.py (a new list)
            if zones is not None:
                # (a loop, not a comprehension: one reading `zones` would make it a cell, made
                # at every call of this function)
                wanted = []
                for z in legal:
                    if z in zones:
                        wanted.append(z)
                legal = wanted
            if not legal:
                return False
            seq = legal[0]
        if "hand_action_lp_cost" in self._cont_tags_present and origin == _HAND and not hand_paid:
            # Chain Energy: a card Special Summoned from the hand costs its summoning player the
            # LP (OCG: no Special Summon from the hand without paying); one who cannot pay does
            # not summon it. (A summoning procedure, turn.py `_summon_proc_proc`, paid as it was
            # declared: `hand_paid`.)
            if not self._pay_hand_action_for(player if by is None else by):
                return False
        if origin == _GRAVE and card.script is not None and card.script.summon_condition == "grave_tribute" and \
                by != "proc":
            # (round 59p) Tyrant Dragon: "Special Summoned from the GY by another card's effect,
            # its player Tributes 1 Dragon they control" (yugioh-wiki.net 《タイラント・ドラゴン》):
            # a Tribute the summon owes, made as it is made; none to make, no summon
            if not self._pay_grave_tribute(card, player if type(by) is not int else by):
                return False
        old_uid = card.uid
        if origin != "void":
            self._remove(card)
        self._place(card, S.MZONE, player, seq, position)
        card.history = (self.turn, kind, 0, 0, 0, 0, origin, ())     # `_place`'s new history: summoned by `kind` from `origin`
        self.turn_summons[player] += 1
        event = {"type": "special_summon", "player": player, "from": origin, "prev": old_uid,
                 "uid": card.uid, "zone": card.seq, "position": position}
        data = card.data
        if origin == S.DECK or origin == S.EXTRA:
            # the uid it had in a hidden pile is for its owner only (seed 000: a hidden
            # card's place is not public)
            del event["prev"]
        if card.position in _FACE_UP:       # (card.face_up, written out)
            # (its code and name stored one by one, in that order: no `dict.update`, a call
            # that may force the frame on PyPy, and no dict of facts made first)
            event["code"] = data.code
            event["name"] = data.name
            if "prev" not in event:
                event["private"] = {"player": card.owner, "prev": old_uid}
        else:
            event["private"] = {"code": data.code, "name": data.name, "player": player}
            if "prev" not in event:
                event["private"]["prev"] = old_uid
        log = self.log      # (= self._emit(event), written out: a call with a frame on PyPy)
        event["i"] = len(log)
        log.append(event)
        if legal is not None and len(legal) > 1:
            self._zone_later(card, player, S.MZONE, origin, legal, event["i"], chooser, zones)
        if announce:
            # how: the summon method when it is the monster's proper summon (Fusion, Ritual...)
            if self._any_scripts:
                self._happened.append({"kind": "special", "player": player, "origin": origin, "by": by, "how": kind,
                                       "type": "summoned", "cid": card.cid, "uid": card.uid})
        return True

    def _grave_tributes(self, card, player, leaving=()):
        """(round 59p) The monsters `player` controls that may be Tributed for `card`'s Special
        Summon from the GY (its script's SUMMON_CONDITION = "grave_tribute" and
        GRAVE_SUMMON_TRIBUTE = filter(ctx, monster), ctx: `card`'s, `player`'s: Tyrant Dragon, a
        Dragon), those that "cannot be Tributed" (Mind Control's, Summoner Monk) and `leaving`
        (a cost's, gone first) left out."""
        test = card.script.module.GRAVE_SUMMON_TRIBUTE
        ctx = new_ctx(self, card, None, player)
        out = []
        for monster in self.monsters(player):
            if monster not in leaving and test(ctx, monster) and not self.cannot_be_tributed(monster):
                out.append(monster)
        return out

    def _pay_grave_tribute(self, card, player):
        """(round 59p) Tribute 1 of `_grave_tributes(card, player)` for `card`'s Special Summon
        from the GY, as the summon is made (a rule of the summon, not a cost of the effect that
        summons it: yugioh-wiki.net 《タイラント・ドラゴン》, a text outside its effects). One
        candidate: Tributed now, before the monster is placed. Several: the monster is placed and
        `player` chooses the one to Tribute before the next decision (the way a zone is chosen,
        engine/zones.py: plain code asks nothing). False (no summon) with none."""
        tributes = self._grave_tributes(card, player)
        if not tributes:
            return False
        if len(tributes) == 1:
            self.send_to_grave(tributes, "tribute", by=player)
            return True
        self._zone_pending.append((None, None, None, E.LATER, self._ask_grave_tribute(card, player, tributes),
                                   ("grave_tribute", card.cid), None, None))
        return True

    def _ask_grave_tribute(self, card, player, tributes):
        """Generator: `player` chooses which of `tributes` to Tribute for `card` (`_pay_grave_tribute`)."""
        left = [monster for monster in tributes if monster.location == S.MZONE and monster.controller == player]
        if not left:
            return
        chosen = yield from self.choose_cards(player, left, 1, 1, "%s: Tribute which Dragon?" % card.data.name)
        self.send_to_grave(chosen[:1], "tribute", by=player)

    def create_token(self, data, player, position=S.FACEUP_DEFENSE, by=None, check_lock=True):
        """Special Summon a Token (a card made by an effect; it exists only on the field:
        when it leaves, it vanishes). Returns the token, or None with no free zone or while
        `player` may not Special Summon (The Last Warrior from Another Planet, or another
        card's "no other Summon this turn": `_locked_for_resolving` spares the resolving
        card's own rule, so Scapegoat's Tokens come). check_lock=False: no lock asked (tools)."""
        if self._free_mzone(player) is None or (check_lock and self.summon_locked(player, data)):
            return None
        token = self._new_card(data, player)
        token.location = "void"
        self.special_summon(token, player, position, by, kind="token")
        return token

    def grave_banish_barred(self, player, owner=None):
        """May `player` not banish cards from `owner`'s GY (None: from a GY, whichever)?
        (Kycoo: its controller's opponent may not; Necrovalley: nobody, but from the GY of a
        player who controls Gravekeeper's Chief.) Continuous tag no_grave_banish,
        affects(ctx, player, owner)."""
        if "no_grave_banish" not in self._cont_tags_present:
            return False
        for source, effect in self._applying("no_grave_banish"):
            if effect.affects is None or effect.affects(new_ctx(self, source, effect, source.controller), player, owner):
                return True
        return False

    def _grave_banish_barred_for(self, player, effect):
        """Is `effect` (`Effect.grave_banish`: "own", "opp" or True) barred for `player`:
        the GY it banishes from may not be banished from?"""
        side = effect.grave_banish
        owner = player if side == "own" else 1 - player if side == "opp" else None
        return self.grave_banish_barred(player, owner)

    def hand_action_cost(self, player, tag="hand_action_lp_cost"):
        """LP a player must pay to Normal Summon, Set, Special Summon or activate a card from
        the hand (Chain Energy: continuous tag hand_action_lp_cost, value -> LP); with
        tag hand_effect_lp_cost, to activate a monster's effect from the hand (Chain Energy's
        2005 text: "play" a card from the hand)."""
        # (no test of the tag of its own: every caller asks only while a field card has it,
        # `_pay_hand_action`'s and the menus' tests, and `_applying` makes the same tests
        # first, answering none without them)
        kept = self._phase_cards[14]
        if kept is not None and kept[0] == len(self.answers) and kept[1] == len(self.log) and \
                kept[2] == player and tag == "hand_action_lp_cost":
            # the Main Phase menu's answer, at the same quiet point (turn.py `_main_menu`: no
            # decision made and nothing logged since it was asked)
            return kept[3]
        total = 0
        for source, effect in self._applying(tag):
            # (= new_ctx(self, source, effect, source.controller), field by field: a call with
            # a frame on PyPy)
            ctx = _new_object(_Ctx)
            ctx.duel = self
            ctx.card = source
            ctx.effect = effect
            ctx.player = source.controller
            ctx.link = None
            ctx.event = None
            ctx.happenings = ()
            total += effect.value(ctx, player)
        return total

    def _hand_action_payable(self, player, tag="hand_action_lp_cost"):
        """Do `player`'s LP cover Chain Energy's cost for a card from the hand
        (`can_special_summon`; tag hand_effect_lp_cost: for a monster's effect activated from
        the hand, its 2005 text)? Asked only while a card of the duel has the tag."""
        roles = self._field_cache
        if roles is None or roles[0] != self._field_version:
            roles = self._field_roles()
        return tag not in roles[5] or self.players[player].lp >= self.hand_action_cost(player, tag)

    def _pay_hand_action_for(self, player):
        """Chain Energy on a Special Summon from the hand (`special_summon`): pay the LP and
        answer True, or answer False when `player`'s LP do not cover them (the summon does not
        happen). Asked only while a card of the duel has the tag."""
        if not self._hand_action_payable(player):
            return False
        self._pay_hand_action(player)
        return True

    def _pay_hand_action(self, player, tag="hand_action_lp_cost"):
        if tag not in self._cont_tags_present:
            return
        roles = self._field_cache
        if roles is None or roles[0] != self._field_version:
            roles = self._field_roles()
        if tag not in roles[5]:
            return      # (`hand_action_cost`'s own tests, written out: no call while no field card has the tag)
        cost = self.hand_action_cost(player, tag)
        if cost:
            self.pay_lp(player, cost)
            self._check_win()

    def controls_copy(self, player, card, face_up=False):
        """Does `player` control a card with this card's name ("you can only control 1")? Where a
        card of the duel has a name always treated as another's (NAME_AS: the tag name), the
        names as the rules read them (`name_code`): a card always named X is an X. face_up: a
        face-up one only ("you can only control 1 face-up X", ONLY_ONE = "face_up": Amazoness
        Tiger; a face-down monster has no name, seed 000 §怪獸的表示形式)."""
        if "name" in self._cont_tags_present:
            code = self.name_code(card)
            for c in self.monsters(player):
                if c is not card and self.name_code(c) == code and not (face_up and c.position == S.FACEDOWN_DEFENSE):
                    return True
            return False
        code = card.data.alias or card.data.code
        for c in self.monsters(player):     # (a loop: any(generator) is two traces and a frame on PyPy)
            if c is not card and (c.data.alias or c.data.code) == code and not (face_up and c.position == S.FACEDOWN_DEFENSE):
                return True
        return False

    def only_one_refused(self, player, card):
        """"You can only control 1 X" (ONLY_ONE: Gravekeeper's Chief): would summoning `card`
        give `player` two cards named X? The summoned card's own restriction, or, for a card
        whose name is always treated as X (NAME_AS), the restriction of an X that `player`
        controls: the rule reads the name, whichever card bears it. Asked only of a card whose
        script has ONLY_ONE or NAME_AS (the callers test them first)."""
        script = card.script
        if script.only_one and self.controls_copy(player, card):
            # (a copy any way up first: nothing more asked while there is none, the common case;
            # "only 1 face-up X", ONLY_ONE = "face_up", then asks for a face-up one: round 56z)
            if script.only_one != "face_up" or self.controls_copy(player, card, True):
                return True
        code = script.name_as
        if code:
            for c in self.monsters(player):
                other = c.script
                if c is not card and other is not None and other.only_one and self.name_code(c) == code \
                        and not (other.only_one == "face_up" and c.position == S.FACEDOWN_DEFENSE):
                    return True
        return False

    def _no_monster_set(self):
        """Does a continuous effect forbid Setting monsters now (Light of Intervention: tag
        no_monster_set)? Then no monster is Set, turned face-down or Special Summoned face-down:
        a Set is a Normal Summon in face-up Defense Position, a face-down Special Summon a
        face-up one in Defense Position, and a turn face-down does not happen."""
        return "no_monster_set" in self._cont_tags_present and bool(self._applying("no_monster_set"))

    def summon_locked(self, player, data=None):
        """May `player` not Summon now, for the effect resolving (if any): a continuous effect
        (The Last Warrior from Another Planet) or another card's lasting rule ("you cannot Summon
        other monsters the turn you activate this card": Scapegoat, Red-Eyes Fusion); the
        resolving link's own card's rule spares it (`_locked_for_resolving`). data: the CardData of
        the monster to be summoned, where known (a Token: `create_token`), which a continuous
        lock's exception may spare (`_summon_lock`)."""
        if self._activation_bars and "no_special_summon" in self._cont_tags_present and self.special_summon_barred(player):
            return True         # Jowgen the Spiritualist (every summon its callers make is Special)
        return self._summon_lock(player, data) and self._locked_for_resolving(player)

    def special_summon_barred(self, player):
        """May `player` make no Special Summon at all now: a face-up card's continuous effect
        (C.NO_SPECIAL_SUMMON, affects(ctx, player), none: both players: Jowgen the Spiritualist)?
        No card's own rule spares its own summon. Its callers ask the duel's tag first."""
        return self._has_tag(player, "no_special_summon")    # (affects(ctx, player))

    def field_card_room(self, player):
        """(round 59a) How many more cards `player` may put on their field now under a cap on
        the cards a side holds (C.FIELD_CARD_LIMIT, value(ctx, player): Spatial Collapse, 5 a
        side), the smallest of those that apply; None where none applies (0 or less: none).
        Its monsters' side is the card's E.MonsterLimit, read where a monster's room is asked;
        this is for a card activated from the hand or Set into a Spell & Trap Zone or the Field
        Zone (chain.py `_activation_allowed`, turn.py's menu: asked of their owners). Its
        callers ask the duel's tag first."""
        room = None
        for source, effect in self._applying("field_card_limit"):
            r = effect.value(new_ctx(self, source, effect, source.controller), player)
            if r is not None and (room is None or r < room):
                room = r
        return room

    def _summon_lock(self, player, data=None):
        """No Summons (Normal, Flip or Special; Sets allowed) for `player` now: a rule for the
        turn (Scapegoat) or a face-up card's continuous effect (tag no_summon, affects(ctx,
        player): The Last Warrior from Another Planet). (Round 59p) A no_summon effect's `value`,
        when given, is its exception, spares(ctx, data) -> True for the monsters (CardData) whose
        summon it leaves allowed (Jam Breeding Machine: its Slime Tokens): asked where the
        monster is known (`data`: a Token, `create_token`); with none known, the lock holds."""
        for entry in self.lingering:
            # a rule on `player`: no Summons this turn (Scapegoat); Sets stay allowed when the
            # rule says so (a loop here, not a call: on PyPy a call of a function with a loop
            # has a frame)
            if entry.tag == "no_summon" and entry.player == player:
                return True
        if "no_summon" not in self._cont_tags_present:
            return False
        roles = self._field_cache
        if roles is None or roles[0] != self._field_version:
            roles = self._field_roles()
        if "no_summon" not in roles[5]:
            return False        # (no field card has such an effect: _applying would find none)
        for source, effect in self._applying("no_summon"):
            ctx = new_ctx(self, source, effect, source.controller)
            if effect.affects is None or effect.affects(ctx, player):
                if data is not None and effect.value is not None and effect.value(ctx, data):
                    continue        # (round 59p) its exception spares this monster
                return True
        return False

    def prohibited(self, card):
        """Is `card` a card with a name declared by a face-up Prohibition that applies to it
        (C.PROHIBITED_NAME: its original name, and not on the field before the effect started
        to apply)? Then it cannot be Summoned (Normal, Flip, Special, Set), activated, its
        effects activated, nor Set as a Spell/Trap (OCG database, 《禁止令》). Its callers ask the
        duel's tag first: no call in a duel without the card."""
        for source, effect in self._applying("prohibited_name"):
            if effect.affects(new_ctx(self, source, effect, source.controller), card):
                return True
        return False

    # the menu options that play their card, which a Prohibition takes away (turn.py)
    _PLAYS = frozenset(("summon", "set", "summon_without_tribute", "set_without_tribute", "flip_summon", "change_position",
                        "special_summon", "set_spell", "synchro_summon", "xyz_summon", "link_summon"))

    def _without_prohibited(self, options, start=0):
        """`options` less those from `start` on whose card Prohibition bars (`prohibited`), the
        ids made again. Asked only where a card of the duel has the tag C.PROHIBITED_NAME."""
        if not self._applying("prohibited_name"):
            return options
        kept = options[:start]
        plays = self._PLAYS
        for option in options[start:]:
            if option.kind in plays and option.card is not None:
                card = self.card_by_uid(option.card)
                if card is not None and self.prohibited(card):
                    continue
            option.id = len(kept)
            kept.append(option)
        return kept

    def can_special_summon(self, card, player, by=None, zones=None, ignore_conditions=False, leaving=()):
        """May `card` be Special Summoned to `player`'s field now (`zones`: only to one of
        these)? by="proc": by its own procedure (or the one card its condition names).
        ignore_conditions: an effect that Special Summons "ignoring its summoning conditions"
        from the hand, Deck or Extra Deck (seed 000 §具有蘇生限制的怪獸的特殊召喚); the monster
        is not properly summoned by it. leaving: monsters that leave the field before the
        summon (a cost), whose zones count as free."""
        if not leaving and card.location != S.EXTRA and None not in self.players[player].mzone:
            # no empty Main Monster Zone, the only zones a monster not from the Extra Deck
            # may take (`summon_zones`): asked first, as cards walking a GY ask it per card
            return False
        if self._activation_bars:
            # (a gate a card of the duel opens: Prohibition's name, Jowgen's lock, duel.py `_new_card`)
            present = self._cont_tags_present
            if "prohibited_name" in present and self.prohibited(card):
                return False        # a name declared by Prohibition: not Summoned, by any effect either
            if "no_special_summon" in present and self.special_summon_barred(player):
                return False        # Jowgen the Spiritualist: no Special Summon at all
        script = card.script
        # (`_summon_lock` says no at once with no lasting rule and no card of the duel with
        # the tag no_summon: asked only then, as the Main Phase menu asks it)
        if self.lingering or "no_summon" in self._cont_tags_present:
            # (= self._summon_lock(player): its first loop, a lasting rule on the player, written
            # out; then its field part called only when a field card may have the tag (the field
            # roles stale or holding it), as the Main Phase menu asks it: the call, a frame on
            # PyPy, would say no. 1.3 asks a turn on C/M, whose Deck holds The Last Warrior from
            # Another Planet, nearly all from card conditions walking a GY)
            for entry in self.lingering:
                if entry.tag == "no_summon" and entry.player == player:
                    return False
            if "no_summon" in self._cont_tags_present:
                roles = self._field_cache
                if (roles is None or roles[0] != self._field_version or "no_summon" in roles[5]) and \
                        self._summon_lock(player):
                    return False
        if script is not None and script.summon_menu_rule and self.only_one_refused(player, card):
            return False
        if "hand_action_lp_cost" in self._cont_tags_present and card.location == _HAND and \
                not self._hand_action_payable(player):
            return False        # Chain Energy: its LP not covered, no Special Summon from the hand
        if ignore_conditions and card.location in (S.HAND, S.DECK, S.EXTRA):
            return self._room_after(card, player, zones, leaving)
        if script is not None and script.summon_condition is not None:
            if script.summon_condition == "never":
                return False
            if script.summon_condition == "only_proc" and by != "proc":
                # "must be Special Summoned by/with ...": never by another effect, even after
                return False
            if script.summon_condition == "fusion_only" and by != "fusion":
                # "cannot be Special Summoned except by Fusion Summon" (Elemental HERO Flame
                # Wingman): no effect's Special Summon, from the Extra Deck (Cyber-Stein,
                # Metamorphosis) or the GY, even after one (a Fusion Summon is asked by
                # extra.py `can_fusion`, not here)
                return False
            if script.summon_condition == "proc_only" and by != "proc" \
                    and card.cid not in self.proper_summons:
                # seed 000 §具有蘇生限制的怪獸的特殊召喚: only once it was properly Special Summoned
                # (and has not been to the hand or Deck since) may an effect Special Summon it
                return False
            if script.summon_condition == "grave_tribute" and card.location == S.GRAVE and by != "proc" and \
                    not self._grave_tributes(card, player, leaving):
                # (round 59p) Tyrant Dragon: from the GY by an effect only with a Tribute its
                # player can make (`_grave_tributes`)
                return False
            if script.special_summon_if is not None and \
                    not script.special_summon_if(new_ctx(self, card, None, player)):
                # "cannot be Special Summoned unless ..." (the Toons: unless its player controls
                # a face-up Toon World; "only_if": Dark Ruler Ha Des, not from the GY), whatever
                # summons it
                return False
        if self.revive_limited(card, by):      # Fusion, Ritual... (engine/extra.py)
            return False
        return self._room_after(card, player, zones, leaving)

    def _room_after(self, card, player, zones, leaving):
        if not leaving:
            if zones is None and (card.location != _EXTRA or self.rules.extra_zone_rule == "none"):
                # (summon_zones written out for its common case: a monster not from the Extra
                # Deck, or from it under rules without an Extra Monster Zone rule (Metamorphosis'
                # Fusion Monsters on the Goat decks), may take any empty Main Monster Zone, and no
                # effect blocks one: no card of the duel has the tag blocked_zones, or the field
                # roles are current, no field card has it and no lasting zone block may be there
                # (Dimensionhole's, L.BLOCKS_ZONE: round 58y), as summon_zones reads it)
                if "blocked_zones" not in self._cont_tags_present:
                    return None in self.players[player].mzone
                roles = self._field_cache
                if roles is not None and roles[0] == self._field_version and "blocked_zones" not in roles[5] \
                        and not ("blocks_zone" in self._cont_tags_present and self.lingering):
                    return None in self.players[player].mzone
            return self.summon_zone(card, player, zones=zones) is not None
        # (a loop, not any(generator): a generator reading `zones` would make it a cell,
        # made at every call of this function)
        for z in self.summon_zones(card, player, None, leaving):
            if zones is None or z in zones:
                return True
        return False

    # ---------------------------------------------------------------- LP, draws
    def effect_damage(self, player, amount, by=None, source=None, at_once=False):
        """Effect damage `amount` to `player`. by: the player whose effect inflicts it (None: not
        known); source: the card whose effect it is (`Ctx.damage`: the effect's card; None: not
        known, the chain link resolving now is asked). Its `damage` happening names the source
        card by `source_cid` / `source_uid` (None: none known) -- "damage from a card effect
        other than this card's" (Dark Room of Nightmare; round 57l).
        (round 58y) Returns the damage `player` actually took: 0 where it was stopped or
        turned over to the other player (Des Wombat, Trap of Board Eraser, Barrel Behind the
        Door), `amount` otherwise, even where their LP reach 0 -- "the damage you took"
        (today's Ring of Destruction).
        (round 59a) A player whose LP it brings to 0 loses there: the duel ends at once, the
        rest of the resolution not applied (seed 000 §勝負判定條件, 基本分變成0時判負; Konami
        OCG FAQ 2015-02-04 for today's Ring of Destruction), unless at_once: one of several
        damages dealt at the same time (`effect_damages`), whose caller decides after all.
        An amount of 0 or less is no damage taken: no happening, nothing to answer (yugioh-wiki.net
        「ダメージ」: Dark Room of Nightmare does not answer Ring of Destruction on a 0-ATK monster;
        round 59m's strict xfail, the lead)."""
        if amount <= 0:
            return 0
        if "no_effect_damage" in self._cont_tags_present and self._effect_damage_stopped(player, amount, by):
            if self._losers is not _NOBODY and not at_once:
                self._check_win()       # (the damage turned over brought the other to 0: Barrel)
            return 0
        self._damage(player, amount, "effect")
        if self._any_scripts:
            if source is None:
                link = self.resolving_link
                if link is not None and self._resolving and self.chain and self.chain[-1] is link:
                    source_cid, source_uid = link.cid, link.card_uid
                else:
                    source_cid = source_uid = None
            else:
                source_cid, source_uid = source.cid, source.uid
            self._happened.append({"player": player, "amount": amount, "reason": "effect", "by": by,
                                   "source_cid": source_cid, "source_uid": source_uid, "type": "damage"})
        if self._losers is not _NOBODY and not at_once:
            self._check_win()       # LP 0: the duel ends here (round 59a)
        return amount

    def effect_damages(self, amounts, by=None, source=None):
        """(round 59a) Effect damage to both players at the same time ("both players take 1000
        damage": Mecha-Dog Marron, Tremendous Fire, the 2005 Ring of Destruction): `amounts`,
        (player, amount) pairs, each dealt as `effect_damage`, then the win check once, so two
        players brought to 0 by it draw (seed 000 §勝負判定條件). Returns the damage each took,
        in order."""
        taken = [self.effect_damage(player, amount, by, source, True) for player, amount in amounts]
        if self._losers is not _NOBODY:
            self._check_win()
        return taken

    def _effect_damage_stopped(self, player, amount, by=None):
        """"Effect damage to its controller becomes 0" (Des Wombat) keeps `amount` of effect
        damage off `player`: then logged as no damage (no "damage" happening for a trigger; a
        cost or an LP payment, `pay_lp`, is no damage) and True. Asked only while a card of the
        duel has the tag no_effect_damage (`effect_damage`, Relinquished's shared damage).
        `by`: the player whose effect inflicts it (None: not known).
        (round 57a) First a damage replacement an answer applied to the chain link resolving
        now (`replace_link_damage`: Trap of Board Eraser, Barrel Behind the Door), whose
        scripts open the same gate (LASTING_TAGS L.NO_EFFECT_DAMAGE)."""
        if amount <= 0:
            return False
        link = self.resolving_link
        if link is not None and self._resolving and "damage_to" in link.info and self.chain and \
                self.chain[-1] is link and player in link.info["damage_to"]:
            self._emit({"type": "no_damage", "player": player, "amount": amount, "reason": "effect"})
            to = link.info["damage_to"][player]
            if to is not None:
                self._redirected_damage(to, amount, by)
            return True
        if self._no_effect_damage(player, by):
            self._emit({"type": "no_damage", "player": player, "amount": amount, "reason": "effect"})
            return True
        return False

    def replace_link_damage(self, link, player, to=None):
        """(round 57a) The effect damage `link`'s resolution inflicts to `player` is not taken
        (to=None: Trap of Board Eraser, "you take no damage from that effect") or is taken by
        `to` instead (Barrel Behind the Door: the answering player's opponent takes it), every
        instance of it while that link resolves (Ring of Destruction's share, Attack and
        Receive's two). Applied by an answer to the link, so before it resolves; read by
        `_effect_damage_stopped` only while a card of the duel declares LASTING_TAGS
        L.NO_EFFECT_DAMAGE (the scripts that call this do), and only for damage inflicted
        while that link is the one resolving (not by a state check after it). A replacement
        the same player already has on the link is replaced."""
        replaced = link.info.get("damage_to")
        replaced = {} if replaced is None else dict(replaced)
        replaced[player] = to
        link.info["damage_to"] = replaced

    def _redirected_damage(self, player, amount, by):
        """Damage a link's replacement turned over to `player` (Barrel Behind the Door): effect
        damage to them, which what keeps effect damage off them still stops (Des Wombat,
        Hallowed Life Barrier); never turned over again."""
        if self._no_effect_damage(player, by):
            self._emit({"type": "no_damage", "player": player, "amount": amount, "reason": "effect"})
            return
        self._damage(player, amount, "effect")
        if self._any_scripts:
            link = self.resolving_link      # (only a resolving link's damage is turned over)
            self._happened.append({"player": player, "amount": amount, "reason": "effect", "by": by,
                                   "source_cid": link.cid, "source_uid": link.card_uid, "type": "damage"})

    def _no_effect_damage(self, player, by=None):
        """Does a continuous effect with the tag no_effect_damage (affects(ctx, player)), or a
        lasting player rule L.NO_EFFECT_DAMAGE (Hallowed Life Barrier: this turn; the same tag,
        its script declaring it in LASTING_TAGS opens the same gate), keep effect damage off
        `player` now? A lasting rule with info from_opponent keeps off only the damage of the
        other player's effects (`by`, the inflicting effect's player: not `player`). Asked
        only while a card of the duel has the tag."""
        for entry in self.lingering:
            if entry.tag == "no_effect_damage" and entry.player == player and \
                    (by != player or not entry.info.get("from_opponent")):
                return True
        for source, effect in self._applying("no_effect_damage"):
            if effect.affects is None or effect.affects(new_ctx(self, source, effect, source.controller), player):
                return True
        return False

    def recover(self, player, amount):
        ps = self.players[player]
        ps.lp += amount
        if self._losers[player] == "lp" and ps.lp > 0:
            self._set_loser(player, None)     # LP back above 0 before a state check: no loss
        log = self.log      # (= self._emit, written out)
        log.append({"type": "recover", "player": player, "amount": amount, "lp": ps.lp, "i": len(log)})
        self._happen("recovered", None, player=player, amount=amount)

    def pay_lp(self, player, amount):
        ps = self.players[player]
        lp = ps.lp - amount
        if lp > 0:
            ps.lp = lp
        else:
            ps.lp = 0
            self._lp_reached_zero(player)
        log = self.log      # (= self._emit, written out)
        log.append({"type": "pay_lp", "player": player, "amount": amount, "lp": ps.lp, "i": len(log)})
        self._happen("paid_lp", None, player=player, amount=amount)

    def lose_lp(self, player, amount):
        """`player` loses `amount` LP by an effect: neither damage (nothing that stops, halves or
        reflects damage applies: Des Wombat, Spirit Barrier) nor a cost (no payment: nothing that
        hears a payment or changes its amount does; Jirai Gumo's coin called wrong). The log says
        "lose_lp"; at 0 LP the player loses, as for any LP change."""
        ps = self.players[player]
        lp = ps.lp - amount
        if lp > 0:
            ps.lp = lp
        else:
            ps.lp = 0
            self._lp_reached_zero(player)
        log = self.log      # (= self._emit, written out)
        log.append({"type": "lose_lp", "player": player, "amount": amount, "lp": ps.lp, "i": len(log)})

    def lp_become(self, player, value):
        """`player`'s LP become `value` by an effect ("LP become 0": Self-Destruct Button; LP
        exchanged: Reversal Quiz): neither damage nor a cost nor a gain of LP, so nothing that
        hears or changes those applies. The log says "lp_become" (`from`, `lp`). At 0 the player
        has lost at the next state check (both players at 0 there: a draw, `_check_win`); set
        above 0, a loss by LP not yet checked is lifted, as `recover` lifts it (round 56z)."""
        ps = self.players[player]
        old = ps.lp
        ps.lp = value if value > 0 else 0
        if ps.lp == 0:
            self._lp_reached_zero(player)
        elif self._losers[player] == "lp":
            self._set_loser(player, None)
        log = self.log      # (= self._emit, written out)
        log.append({"type": "lp_become", "player": player, "from": old, "lp": ps.lp, "i": len(log)})

    def effect_draw(self, player, count):
        if self.lingering and "no_draw" in self._cont_tags_present and self._draw_barred(player):
            return []       # a lasting L.NO_DRAW bars it now: nothing drawn (Penalty Game!, `_draw_barred`)
        drawn = []
        for _ in range(count):
            before = len(self.players[player].hand)
            if not self._draw(player, 1):
                break
            drawn.append(self.players[player].hand[before])
        return drawn

    # --------------------------------------------------------------- positions
    def change_position(self, card, position, flip_effects=True):
        """Change a monster's battle position by an effect. flip_effects=False: a face-down
        monster turned face-up does not start its Flip effect (Ceasefire)."""
        if card.location != S.MZONE or card.position == position or is_link(card):
            return False        # a Link Monster never changes position (engine/link.py)
        if "unaffected_by" in self._cont_tags_present and U.by_resolving(self, card):
            return False        # unaffected by the resolving link's card type (round 54e: Horus LV6)
        if position == S.FACEDOWN_DEFENSE and (card.data.is_token or self._no_monster_set()):
            # a Token is never face-down (link.py `can_change_position`), and no monster is
            # turned face-down while Light of Intervention applies (a Set, which it forbids: from
            # the moment it is face-up, the resolution of an effect activated before included)
            return False
        old = card.position
        was_face_down = old == S.FACEDOWN_DEFENSE
        card.position = position
        self._phase_cards[10] = None    # (the state checks' key of quiet steps holds no more)
        if (old in _FACE_UP) != (position in _FACE_UP) and card.script is not None and S.MZONE in card.script.offers:
            # (its offers are now a face-up/face-down card's: _offer_candidates; a face-up
            # monster's change between Attack and Defense Position leaves its row alone)
            self._sides[card.controller] += 1
        self._emit({"type": "position", "player": card.controller, "uid": card.uid,
                    "code": card.data.code, "name": card.data.name, "from": old, "to": position,
                    "reason": "effect"})
        if _POSITION_HEARD in self._cont_tags_present:
            # a trigger of the duel listens (Dream Clown): the change as a happening
            self._happened.append({"player": card.controller, "from": old, "to": position, "reason": "effect",
                                   "type": _POSITION_CHANGED, "cid": card.cid, "uid": card.uid})
        if was_face_down and position != S.FACEDOWN_DEFENSE:
            if card.script is not None:
                self.mark(card, M.SUMMONED_OR_FLIPPED, self.turn)
                self._stamp(card)
            self._happen("flipped", card, reason="effect", flip_effects=flip_effects)
        if position == S.FACEDOWN_DEFENSE:
            # a face-down monster is no longer what was marked; one both players saw face-up is
            # still known to its owner's opponent (`M.SEEN`: a hand shuffle if it goes there)
            card.marks = {M.SEEN: True} if old in _FACE_UP else None
            used = self.used
            if used:
                # nor what used its effects: a "once per turn" use of this card's effect is kept
                # while it stays face-up where it is; turned face-down it is a new card, which may
                # use it again once flipped face-up (the name-keyed "only once per turn" uses,
                # string keys, stay spent)
                uid = card.uid
                for key in [k for k in used if type(k) is tuple and k[0] == uid]:
                    del used[key]
            if self.relations:
                self._cut_relations(card, "face_down")
            if self.lingering:
                # a face-down monster loses the effects applied to it (seed 000 §怪獸的表示形式:
                # it is not subject to ATK/DEF changes; current rulings: what was applied to it
                # face-up ends, and flipped face-up again the same turn it is not back): its
                # ATK/DEF changes and "becomes" values, its Level changes, the negation of its
                # effects (Effect Veiler), a name it was given (Elemental HERO Prisma), "it
                # cannot attack" (Instant Fusion, Summoner Monk, Black Luster Soldier - Envoy of
                # the Beginning, Chaos Sorcerer), and whatever lasts "while face-up" (Star Changer).
                # Rules bound to the object that are not effects applied to it stay: a control
                # change, a delayed effect. "Banish it when it leaves the field" ends (Battle
                # Fader / Plaguespreader Zombie rulings: turned face-down, it is no longer applied)
                uid = card.uid
                self._lasting_ended([e for e in self.lingering
                                  if not (e.uid == uid and (e.tag in _APPLIED_TO_FACE_UP
                                                            or e.until.kind == "face_up"))])
        return True

    def _flip_by_attack(self, card):
        card.position = S.FACEUP_DEFENSE
        self._phase_cards[10] = None    # (the state checks' key of quiet steps holds no more)
        if card.script is not None:
            self.mark(card, M.SUMMONED_OR_FLIPPED, self.turn)
            self._stamp(card)
        self._emit({"type": "flip", "uid": card.uid, "code": card.data.code,
                    "name": card.data.name, "reason": "attacked"})
        self._happen("flipped", card, reason="attacked")
        if _POSITION_HEARD in self._cont_tags_present:
            # (a battle position change too: face-down to face-up Defense Position)
            self._happened.append({"player": card.controller, "from": S.FACEDOWN_DEFENSE, "to": S.FACEUP_DEFENSE,
                                   "reason": "attacked", "type": _POSITION_CHANGED, "cid": card.cid, "uid": card.uid})

    def control_fixed(self, card):
        """Is `card`'s control unable to switch now (C.CONTROL_FIXED: Mataza the Zapper, while
        face-up with its effects applying)? Its callers ask the duel's tag first."""
        return self._has_tag(card, "control_fixed")

    def take_control(self, card, player, until_end_of_turn=True, bound_to=None):
        """Change of control keeps the object (same uid): the card moves to a free zone.
        until_end_of_turn: control returns in the End Phase; bound_to: an Equip Card whose
        leaving the field (or the monster) ends the control at once (Dark Necrofear)."""
        if card.location != S.MZONE or card.controller == player:
            return False
        if "unaffected_by" in self._cont_tags_present and U.by_resolving(self, card):
            return False        # unaffected by the resolving link's card type (round 54e: Horus LV6)
        if "control_fixed" in self._cont_tags_present:
            if self.control_fixed(card):
                return False    # its control cannot switch (Mataza the Zapper), back included
            if _TO_OWNER in self._cont_tags_present and player != card.owner and self._owner_rule_applies(card):
                # controlled by its owner while Remove Brainwashing applies, whose card declares
                # this gate's tag (round 58f)
                return False
        zones = self.free_mzones(player)
        if not zones:
            return False
        old = card.controller
        if card.seq >= S.EMZ_FIRST_SEQ:
            self.emz[card.seq - S.EMZ_FIRST_SEQ] = None
        else:
            self.players[old].mzone[card.seq] = None
        seq = zones[0]        # the player taking control chooses before the next decision
        self.players[player].mzone[seq] = card
        self._field_version += 1
        if _offered_where_it_is(card):
            sides = self._sides      # both players' offers change (the offer cache)
            sides[0] += 1
            sides[1] += 1
        card.controller = player
        card.seq = seq
        if self.chain:
            self._targets_changed_control(card)
        event = {"type": "control", "uid": card.uid, "player": player}
        data = card.data
        if card.face_up:
            event["code"] = data.code       # (as `special_summon`'s: no `dict.update`)
            event["name"] = data.name
        else:
            event["private"] = {"code": data.code, "name": data.name, "player": player}
        self._emit(event)
        self._zone_later(card, player, S.MZONE, S.MZONE, zones)
        self._happen("control", card, player=player)
        if until_end_of_turn:
            self.add_lasting(Lasting(L.CONTROL, END_OF_TURN.fixed(self, old), player=old, uid=card.uid,
                                     source=card.data.code))
        if bound_to is not None:
            self.add_lasting(Lasting(L.CONTROL_BOUND, EVER, player=old, uid=card.uid,
                                     source=bound_to.data.code, info={"equip_uid": bound_to.uid}))
        return True

    # ------------------------------------------- "controlled by its owner" (round 58f)
    def _owner_rule_applies(self, card):
        """Does a C.CONTROL_TO_OWNER effect (Remove Brainwashing: face-up, its effects applying)
        reach this monster now? Its callers ask the duel's tag first."""
        return self._has_tag(card, _TO_OWNER)

    def _owner_rule(self):
        """The state checks' take-control step of C.CONTROL_TO_OWNER (Remove Brainwashing: "every
        monster on the field is controlled by its owner"), a continuous effect, no chain link; its
        card files itself among the take-control cards (LASTING_TAGS C.TAKE_CONTROL), so the step
        runs while it is on the field (`_bound_controls` ends with this). While one applies, each
        monster it reaches that another player controls goes back to its owner (none free: to its
        owner's GY, `return_control`), and a lasting L.CONTROL_CLAIM keeps who had it and whether
        that take was a lasting one (Change of Heart's L.CONTROL, Snatch Steal's L.CONTROL_BOUND)
        or for good (Creature Swap, a monster Special Summoned to the opponent's field), bound to
        a relation from the card to the monster (R.OWNER_RULE). Once none applies (its effects
        negated: here; the card gone or face-down: the relation cut, `_claims_over`), each claim
        ends and the monster goes back to that player while the take stands (a lasting one while
        its entry lasts: not after Change of Heart's End Phase, nor once Snatch Steal is gone).
        `take_control` refuses a change away from the owner meanwhile."""
        applying = self._applying(_TO_OWNER)
        if not applying:
            claims = [e for e in self.lingering if e.tag == _CLAIM]
            if claims:
                self._lasting_ended([e for e in self.lingering if e.tag != _CLAIM])
                self._claims_over(claims)
            return
        cards = []
        for player in self.players:
            for card in player.mzone:
                if card is not None and card.controller != card.owner:
                    cards.append(card)
        for card in self.emz:
            if card is not None and card.controller != card.owner:
                cards.append(card)
        for card in cards:
            if card.location != S.MZONE or card.controller == card.owner:
                continue
            source = None
            for holder, effect in applying:
                if effect.affects is None or effect.affects(new_ctx(self, holder, effect, holder.controller), card):
                    source = holder
                    break
            if source is None:
                continue
            if "control_fixed" in self._cont_tags_present and self.control_fixed(card):
                continue    # its control cannot switch (Mataza the Zapper)
            claimant = card.controller
            lasting = False
            for entry in self.lingering:
                if (entry.tag == _CONTROL or entry.tag == _CONTROL_BOUND) and entry.uid == card.uid:
                    lasting = True
                    break
            if self.return_control(card, card.owner):
                self.relate(R.OWNER_RULE, source, card)
                self.add_lasting(Lasting(_CLAIM, while_related(source), player=claimant, uid=card.uid,
                                         cid=source.cid, source=source.data.code, info={"lasting": lasting}))

    def _claims_over(self, ended):
        """Claims (L.CONTROL_CLAIM) that ended, the C.CONTROL_TO_OWNER effect no longer applying:
        each monster still on the field (the same object), its owner controlling it, goes back to
        the player who had it, while that take stands (`_owner_rule`)."""
        for entry in ended:
            if entry.tag != _CLAIM:
                continue
            card = self.card_by_uid(entry.uid)
            if card is None or card.uid != entry.uid or card.location != S.MZONE or \
                    card.controller != card.owner or card.controller == entry.player:
                continue
            if entry.info.get("lasting"):
                stands = False
                for other in self.lingering:
                    if (other.tag == _CONTROL or other.tag == _CONTROL_BOUND) and other.uid == card.uid:
                        stands = not other.info.get("suspended")
                        break
                if not stands:
                    continue    # that take ended while the owner had it
            self.take_control(card, entry.player, until_end_of_turn=False)

    def _bound_controls(self):
        """A control bound to an Equip Card is a continuous effect of that card: it holds
        while the card stays equipped to that monster, and applies only while the card's
        effect is not negated (no chain link). Negated (Imperial Order), the monster goes back
        to the player who had it; the negation over, it passes again. The card gone, the
        control ends for good. An Equip Card with a `C.TAKE_CONTROL` effect whose control never
        applied (it resolved negated) takes control once its effect applies."""
        lingering = self.lingering
        keep = None         # the entries that go on, made at the first that ends (most calls: none)
        due = None
        retarget = None     # {id of a lasting L.CONTROL entry: the player it now returns to}
        bound = None        # the Equip Cards whose control is bound and goes on (their uids)
        index = self._uid_cards
        i = 0
        for entry in lingering:
            i += 1
            if entry.tag != _CONTROL_BOUND:
                if keep is not None:
                    keep.append(entry)
                continue
            # (card_by_uid's map read in place, the call only on a miss: a call with a frame
            # on PyPy, two a bound control at every state check that has one)
            uid = entry.uid
            monster = index.get(uid)
            if monster is None or monster.uid != uid:
                monster = self.card_by_uid(uid)
            equip_uid = entry.info["equip_uid"]
            equip = index.get(equip_uid)
            if equip is None or equip.uid != equip_uid:
                equip = self.card_by_uid(equip_uid)
            holds = False       # still equipped to its monster
            if monster is not None and monster.location == S.MZONE and monster.position != S.FACEDOWN_DEFENSE:
                held = None
                if equip is not None and equip.location in _FIELD:
                    cid = equip.cid                 # (equipped_to(equip), written out: a loop, not a call)
                    uid = equip.uid
                    for r in self.relations:
                        if r.src_cid == cid and r.src_uid == uid and r.kind == R.EQUIP:
                            held = self.cards[r.dst_cid]
                            break
                if held is monster:
                    holds = True
                else:
                    # the equip left: the monster goes back
                    if due is None:
                        due = [(monster, entry.player)]
                    else:
                        due.append((monster, entry.player))
                    # a later control -- "until the End Phase" (Change of Heart) or bound to
                    # another Equip Card (a second Snatch Steal) -- that would give it back to
                    # this card's player gives it to the player this card took it from: that
                    # player's claim ended with the card (rounds 52p, 53m)
                    for later in lingering[i:]:
                        if (later.tag == _CONTROL or later.tag == _CONTROL_BOUND) and later.uid == entry.uid and \
                                later.player != entry.player:
                            if retarget is None:
                                retarget = {}
                            retarget[id(later)] = entry.player
            # (else the monster left, nothing to give back, or was turned face-down: its Equip
            # Card goes, it stays: ruling)
            if not holds:
                if keep is None:
                    keep = lingering[:i - 1]    # (this entry ends: the ones before it go on)
                continue
            # still equipped: the effect holds, negated or not
            if keep is not None:
                keep.append(entry)
            if bound is None:
                bound = [equip_uid]
            else:
                bound.append(equip_uid)
            if self._phase_cards[18]:
                # (the state checks' take-control step is quiet at its key only where no answer
                # below reads what no key covers: where a card with the negating tag of the
                # equip's type (`_negation_tag`) is face-up, `_effect_negated` reads which
                # negating effects apply now; else it says no reading only the key)
                roles = self._field_cache
                if roles is None or roles[0] != self._field_version:
                    roles = self._field_roles()
                for card in roles[5].get(self._negation_tag(equip), ()):
                    if card.position in _FACE_UP:
                        self._phase_cards[18] = False
                        break
            negated = self._effect_negated(equip)
            if negated != bool(entry.info.get("suspended")):
                # the negation began (give the monster back) or ended (take it again);
                # between those, a later control change (Change of Heart) stands
                entry.info["suspended"] = negated
                if due is None:
                    due = [(monster, entry.player if negated else equip.controller)]
                else:
                    due.append((monster, entry.player if negated else equip.controller))
        if keep is not None:
            if retarget is not None:
                keep = [_returning_to(e, retarget[id(e)]) if id(e) in retarget else e for e in keep]
            self._lasting_ended(keep)   # (some ended: else the same entries, no new list)
        if due is not None:
            for monster, player in due:
                self.return_control(monster, player)    # (no free zone: to the GY, destruction.py)
        if C.TAKE_CONTROL in self._cont_tags_present:
            if keep is not None or due is not None:
                # (the lasting effects may have changed: the bound controls read again)
                bound = None        # the Equip Cards whose control is bound already (a plain loop)
                for entry in self.lingering:
                    if entry.tag == L.CONTROL_BOUND:
                        if bound is None:
                            bound = [entry.info["equip_uid"]]
                        else:
                            bound.append(entry.info["equip_uid"])
            if bound is not None:
                roles = self._field_cache
                if roles is None or roles[0] != self._field_version:
                    roles = self._field_roles()
                for card in roles[5].get(C.TAKE_CONTROL, ()):
                    if card.uid not in bound and card.position in _FACE_UP:
                        break
                else:
                    # every field card with the tag is bound already (a face-up Snatch Steal
                    # with its monster, the common case) or face-down (a Set Snatch Steal beside
                    # it, C/M's: `_applying` skips a face-down card, and one turned face-up by
                    # its activation empties the state checks' key, round 45s): `_applying`
                    # names none of the others
                    return
            self._phase_cards[18] = False       # (`_applying` reads conditions: the step runs again)
            for source, effect in self._applying(C.TAKE_CONTROL):
                if bound is not None and source.uid in bound:
                    continue
                monster = self.equipped_to(source)
                if monster is not None and monster.location == S.MZONE and monster.face_up and \
                        monster.controller != source.controller:
                    if "unaffected_by" in self._cont_tags_present and \
                            U.unaffected(self, monster, card_type_now(source), source.controller):
                        continue    # (round 54e: Snatch Steal equipped to Horus LV6 takes nothing)
                    self.take_control(monster, source.controller, until_end_of_turn=False, bound_to=source)
            if _TO_OWNER in self._cont_tags_present:
                self._owner_rule()      # (round 58f: Remove Brainwashing, filed as a take-control card)

    def return_to_field(self, card, position, reason="returned"):
        """A banished monster comes back to its owner's field (not a summon); with no free
        Main Monster Zone it goes to the GY instead."""
        owner = card.owner
        if self._free_mzone(owner) is None:
            self._move(card, S.GRAVE, owner, "no_zone")
            return False
        self._move(card, S.MZONE, owner, reason, position=position)
        return True

    def _end_phase_returns(self):
        """{"tag": "return_to_field", "uid", "position", "turn"}: a banished monster comes
        back in the End Phase of that turn, wherever the card that banished it went
        (Interdimensional Matter Transporter); no chain link."""
        keep = []
        due = []
        for entry in self.lingering:
            if entry.tag == "return_to_field" and entry.turn <= self.turn:
                due.append(entry)
            else:
                keep.append(entry)
        if not due:
            return          # (none ends: the same lasting effects, `_lasting_version` not bumped)
        self._lasting_ended(keep)
        for entry in due:
            card = self.card_by_uid(entry.uid)
            if card is not None and card.location == S.BANISHED:
                self.return_to_field(card, entry.info["position"])

    def _targets_changed_control(self, card):
        """A monster that a chain link waiting to resolve targets changed control: the link
        notes it (`link.info["control_changed"]`), and as it resolves the monster is still its
        target only if the target's candidates then still hold it (chain.py `_valid_targets`):
        a card whose text targets "a monster your opponent controls" (Effect Veiler), "you
        control" (Kunai with Chain's equip) or "your opponent's Defense Position monster" (Black
        Rose Dragon) no longer finds it once the other player took it (a target must still meet
        its targeting conditions when the effect resolves). The link resolving now is not
        marked: its own control change (Change of Heart) does not undo its target."""
        uid = card.uid
        resolving = self.resolving_link
        for link in self.chain:
            if link is not resolving and uid in link.targets:
                link.info["control_changed"] = link.info.get("control_changed", ()) + (uid,)

    def swap_control(self, a, b):
        """Two monsters on opposite sides switch control at the same time (Creature Swap):
        each takes the other's zone, so two full fields can still trade. Same objects. A
        monster in an Extra Monster Zone goes to a Main Monster Zone of its new controller (a
        traded monster never takes an Extra Monster Zone: yugioh-wiki 「コントロール交換」): the
        one the other monster leaves, or else the first usable free one; with none, no swap."""
        if a.location != S.MZONE or b.location != S.MZONE or a.controller == b.controller:
            return False
        if "unaffected_by" in self._cont_tags_present and (U.by_resolving(self, a) or U.by_resolving(self, b)):
            return False        # one is unaffected: neither moves (round 54e: Horus LV6, Creature Swap)
        if "control_fixed" in self._cont_tags_present:
            if self.control_fixed(a) or self.control_fixed(b):
                return False    # one's control cannot switch (Mataza the Zapper): neither moves
            if _TO_OWNER in self._cont_tags_present and (
                    (b.controller != a.owner and self._owner_rule_applies(a)) or
                    (a.controller != b.owner and self._owner_rule_applies(b))):
                return False    # one would leave its owner under Remove Brainwashing (round 58f)
        pa, pb = a.controller, b.controller
        sa, sb = a.seq, b.seq
        emz = S.EMZ_FIRST_SEQ
        if sa >= emz or sb >= emz:
            # each goes to the Main Monster Zone the other leaves, else to a free usable one
            # of its new side (the zone the other leaves counts as free)
            to_b = sb if sb < emz else next(iter(self.free_mzones(pb)), None)
            to_a = sa if sa < emz else next(iter(self.free_mzones(pa)), None)
            if to_a is None or to_b is None:
                return False
            for card, seq, player in ((a, sa, pa), (b, sb, pb)):
                if seq >= emz:
                    self.emz[seq - emz] = None
                else:
                    self.players[player].mzone[seq] = None
            self.players[pb].mzone[to_b] = a
            self.players[pa].mzone[to_a] = b
            sa, sb = to_a, to_b
        else:
            self.players[pa].mzone[sa] = b
            self.players[pb].mzone[sb] = a
        a.controller, a.seq = pb, sb
        b.controller, b.seq = pa, sa
        if self.chain:
            self._targets_changed_control(a)
            self._targets_changed_control(b)
        self._field_version += 1
        if _offered_where_it_is(a) or _offered_where_it_is(b):
            sides = self._sides      # both players' offers change (the offer cache)
            sides[0] += 1
            sides[1] += 1
        for card, player in ((a, pb), (b, pa)):
            event = {"type": "control", "uid": card.uid, "player": player}
            data = card.data
            if card.face_up:
                event["code"] = data.code   # (as `special_summon`'s: no `dict.update`)
                event["name"] = data.name
            else:
                event["private"] = {"code": data.code, "name": data.name, "player": player}
            self._emit(event)
            self._happen("control", card, player=player)
        return True

    def equip(self, equip_card, monster):
        """Equip a face-up monster (seed 000 §裝備魔法): an "equip" relation from the Equip
        Card to the monster, and the mark EQUIPPED on the Equip Card (it was equipped, so
        losing its monster sends it away)."""
        if monster.location != S.MZONE or not monster.face_up or not equip_card.on_field:
            return False
        self.relations = [r for r in self.relations if not (r.kind == R.EQUIP and r.src_cid == equip_card.cid)]
        self.relate(R.EQUIP, equip_card, monster)      # (it empties the state checks' key, [10])
        self.mark(equip_card, M.EQUIPPED)
        if equip_card.position in _FACE_UP:
            self._emit({"type": "equip", "uid": equip_card.uid, "name": equip_card.data.name,
                        "target": monster.uid, "target_name": monster.data.name})
        else:
            # a face-down card held as an Equip Card (a 2005 Thousand-Eyes Restrict's): what it
            # is stays its owner's to know
            self._emit({"type": "equip", "uid": equip_card.uid, "name": None,
                        "target": monster.uid, "target_name": monster.data.name,
                        "private": {"player": equip_card.owner, "code": equip_card.data.code,
                                    "name": equip_card.data.name}})
        if self._any_scripts:
            hears = self._hears
            if "equipped" in hears[1] or "equipped" in hears[0]:
                # (H.EQUIPPED, only in a duel whose scripts hear or answer it: Armored Glass)
                self._happened.append({"type": "equipped", "cid": equip_card.cid, "uid": equip_card.uid,
                                       "target": monster.uid, "target_cid": monster.cid,
                                       "player": equip_card.controller})
        return True

    def equipped_to(self, card):
        """The monster `card` is equipped to, or None."""
        cid = card.cid
        uid = card.uid
        for r in self.relations:        # (related(card, R.EQUIP), written out)
            if r.src_cid == cid and r.src_uid == uid and r.kind == R.EQUIP:
                return self.cards[r.dst_cid]
        return None

    # ------------------------------------------------------------- relations
    def relate(self, kind, src, dst):
        """Link card object `src` to card object `dst` (this card -> its monster). The link
        lasts while both stay where they are: it is cut when either leaves its place or
        turns face-down (`_cut_relations`). `kind`: one of names.R."""
        if kind not in R.ALL:
            raise ValueError("unknown card relation %r (see duelist.engine.names.R)" % (kind,))
        relation = Relation(kind, src, dst, negated=self._effect_negated(src))
        self.relations.append(relation)
        self._phase_cards[10] = None    # (the state checks' key of quiet steps holds no more)
        return relation

    def related(self, src, kind=None):
        """The card object `src` is linked to (by a relation of `kind`), or None."""
        cid = src.cid
        uid = src.uid
        for r in self.relations:
            if r.src_cid == cid and r.src_uid == uid and (kind is None or r.kind == kind):
                return self.cards[r.dst_cid]
        return None

    def related_from(self, dst, kind=None):
        """The card objects linked to `dst` (by relations of `kind`)."""
        return [self.cards[r.src_cid] for r in self.relations
                if r.dst_cid == dst.cid and r.dst_uid == dst.uid and (kind is None or r.kind == kind)]

    def _cut_relations(self, card, reason):
        """`card` leaves its place (reason: the move's reason) or turns face-down
        ("face_down"): its relations end. Each cut is a happening (UNRELATED: kind, cid and
        uid of the source, target_cid and target_uid, cause "source" or "target", reason,
        negated: the source's negation at the last state check) and stays visible to the
        next state checks (`lost_relations`)."""
        cid = card.cid
        for r in self.relations:
            if r.src_cid == cid or r.dst_cid == cid:
                break
        else:
            return          # (in none of them: the list stays as it is)
        keep = []
        for r in self.relations:
            if r.src_cid == card.cid and r.src_uid == card.uid:
                cause = "source"
            elif r.dst_cid == card.cid and r.dst_uid == card.uid:
                cause = "target"
            else:
                keep.append(r)
                continue
            r.cause = cause
            r.reason = reason
            self._cut.append(r)
            if self._any_scripts:
                self._happened.append({"type": H.UNRELATED, "kind": r.kind, "cid": r.src_cid, "uid": r.src_uid,
                                       "target_cid": r.dst_cid, "target_uid": r.dst_uid, "cause": cause,
                                       "reason": reason, "negated": r.negated})
        self.relations = keep
        self._phase_cards[10] = None    # (the state checks' key of quiet steps holds no more)

    def _bound_and_over(self, entry):
        until = entry.until
        if not until.by_object:     # (kind not "related", "here" or "face_up", not own: lasting.py)
            return False
        if until.own:
            # a change a monster gave itself ends for good once its effects are negated (Skill
            # Drain applied, Effect Veiler): the monster this object still is, on the field
            # (a monster that moved is a new object, which the change no longer reaches: the map
            # still holds its card under the old uid, found without a walk of every card; a miss,
            # after a fork emptied the map, asks `card_by_uid`)
            uid = entry.uid
            card = self._uid_cards.get(uid)
            if card is None:
                card = self.card_by_uid(uid)
            if card is not None and card.uid == uid and self._effect_negated(card):
                return True
        kind = until.kind
        if kind == "related":
            cid = entry.cid
            uid = until.uid
            for r in self.relations:
                if r.src_cid == cid and r.src_uid == uid:
                    return False
            return True
        if entry.tag == "delayed" and (kind == "here" or kind == "face_up"):
            # (= not until.alive(self), with card_by_uid's map read in place: the call only on
            # a miss; two calls with a frame less on PyPy)
            uid = until.uid
            card = self._uid_cards.get(uid)
            if card is None or card.uid != uid:
                card = self.card_by_uid(uid)
            return card is None or (kind == "face_up" and card.position not in _FACE_UP)
        return False

    def lost_relations(self, card, kind=None):
        """Relations from `card` (this object) cut since the state checks last looked: what a
        STATE effect needs ("if that monster is destroyed, destroy this card")."""
        return [r for r in self._cut if r.src_cid == card.cid and r.src_uid == card.uid
                and (kind is None or r.kind == kind)]

    # ------------------------------------------------------------------ marks
    def mark(self, card, name, value=True):
        """Put a mark on this card object; the engine clears every mark when the card
        moves or turns face-down (a counter, "used this turn", "returns in the End Phase").
        `name`: one of names.M."""
        if name not in M.ALL:
            raise ValueError("unknown card mark %r (see duelist.engine.names.M)" % (name,))
        if card.marks is None:
            card.marks = {}
        card.marks[name] = value
        if name == M.EQUIPPED:
            # (a card that became an Equip Card without entering a zone, Kunai with Chain:
            # the state checks' plan, made with the field roles, lists the Equip Cards)
            self._field_cache = None

    def unmark(self, card, name):
        if card.marks is not None and name in card.marks:
            del card.marks[name]
            if not card.marks:
                card.marks = None
            if name == M.EQUIPPED:
                self._phase_cards[10] = None    # (the equips step reads the mark: its key holds no more)

    def marked(self, card, name, default=None):
        """The value of a mark on this card object, or `default`."""
        marks = card.marks
        if marks is None:
            return default
        return marks.get(name, default)

    def reveal(self, cards, to_player):
        """Show cards to one player (to_player) or to both (None). A Deck card's uid stays
        private; a hand whose card the opponent saw is shuffled (new uids)."""
        hands = []
        for card in cards:
            facts = {"code": card.data.code, "name": card.data.name}
            if to_player is None:
                event = dict(facts, type="reveal", uid=card.uid)
                if card.location == S.DECK:
                    del event["uid"]
            else:
                event = {"type": "reveal", "private": dict(facts, player=to_player)}
                if card.location == S.DECK:
                    event["private"]["uid"] = card.uid
                else:
                    event["uid"] = card.uid
            self._emit(event)
            if card.location == S.HAND:
                # the hand it is in is shuffled: its holder's, its controller there (a card
                # Exchange put in its owner's opponent's hand, duel.py `_place`, is known to that
                # opponent, its owner, already: no shuffle for it)
                holder = card.controller
                if to_player != holder and card.owner == holder and holder not in hands:
                    hands.append(holder)
            elif to_player != card.owner and (
                    card.location in (S.DECK, S.EXTRA) or card.position not in _FACE_UP):
                # a hidden card its owner's opponent now knows: it joins the hand with a shuffle
                if card.marks is None:
                    card.marks = {}
                card.marks[M.SEEN] = True
        for player in hands:
            self._shuffle_hand(player)

    # ------------------------------------------------------------- lasting effects
    def add_lasting(self, lasting):
        """Start a lasting effect (a `Lasting` whose duration is already fixed)."""
        lasting.turn = self.turn
        self._lasting_started(lasting)
        if lasting.tag == "trap_from_hand" and lasting.player is not None:
            # the player's offer cache left out the Traps in their hand (chain.py
            # `_offer_candidates`, without this permission): their walk is made again
            self._sides[lasting.player] += 1
        log = self.log      # (= self._emit, written out)
        log.append({"type": "lingering", "tag": lasting.tag, "source": lasting.source, "i": len(log)})
        return lasting

    def start_lasting(self, tag, until, player=None, card=None, source=None, delayed=None, once=False,
                      counted_from=None, own=False, **info):
        """A lasting effect from a card script (through `Ctx`): `until` is a relative
        `Until` (END_OF_TURN, opponents_turn(3), while_here(card)...) fixed now, its turns
        counted from `player`, or from `counted_from` (the effect's player) for an effect on
        a card, not on a player; `card` the monster it applies to; `delayed` (cid, effect
        index, player) for a delayed effect; `own`: a change the monster `card` gave itself
        (`Ctx.modify` / `set_stats` / `set_level` / `change_level`), which also ends, for
        good, once that monster's effects are negated (lasting.py `Until`, its `own`)."""
        if not isinstance(until, Until):
            raise TypeError("until must be an Until (duelist.engine.lasting), not %r" % (until,))
        cid = effect = None
        if delayed is not None:
            cid, effect, player = delayed
        if card is not None and player is None and "unaffected_by" in self._cont_tags_present and \
                U.by_resolving(self, card):
            return None         # unaffected by the resolving link's card type (round 54e: Horus LV6)
        whose = counted_from if player is None else player
        fixed = until.fixed(self, whose)
        if "original" in info and card is not None and self.marked(card, M.ORIGINAL_CHANGED) is None:
            # its original ATK/DEF changed by an effect: the object remembers it (Ctx.original_stats_changed:
            # Maju Garzett's ATK 0 for good once Shrink's 2005 text reached it)
            self.mark(card, M.ORIGINAL_CHANGED, self.turn)
        if own:
            # (a new object: `fixed` may be the script's own, or a shared one, EVER)
            fixed = Until(fixed.kind, fixed.turn, fixed.phase, fixed.uid, fixed.count, fixed.who, True)
        return self.add_lasting(Lasting(tag, fixed, player=player,
                                        uid=None if card is None else card.uid, cid=cid, effect=effect,
                                        source=source, info=info, once=once))

    def _spend_lasting(self, entry):
        """One use of a countdown (Until.uses): the effect ends at 0."""
        entry.until.count -= 1
        if entry.until.count <= 0:
            self._lasting_ended([e for e in self.lingering if e is not entry])

    def _countdowns(self, phase, player):
        """Delayed returns without a chain link: a RETURN_TO_HAND lasting effect (player P,
        uid U, info phase, duration uses(n)) counts P's phases of that kind; at 0 the card
        (if still the same object) returns to its owner's hand (Lightforce Sword)."""
        due = []
        for entry in list(self.lingering):
            if entry.tag == "return_to_hand" and entry.info.get("phase") == phase and entry.player == player:
                self._spend_lasting(entry)
                if entry.until.count <= 0:
                    due.append(entry)
        for entry in due:
            card = self.card_by_uid(entry.uid)
            if card is not None and card.location in (S.BANISHED, S.GRAVE):
                self.to_hand([card], "delayed")

    def move(self, card, location, player, reason="effect", by=None, position=None):
        """Move a card by an effect without a summon or an activation (e.g. a Spirit
        Message placed face-up by Destiny Board, a monster card put in a Spell & Trap Zone
        as an Equip Card, a banished monster returning). Returns where it ended."""
        return self._move(card, location, player, reason, by, position)

    def _vacate_field_zone(self, player):
        """A Field Spell Set in `player`'s Field Zone (from the hand, or by an effect: Dust
        Tornado) sends the card there to the GY; an activation replaces it by the rules of
        `_replace_field_spell` (chain.py)."""
        own = self.players[player].fzone
        if own is not None:
            self._to_grave(own, "replaced")

    def free_mzone(self, player):
        """The first free Main Monster Zone of `player`, or None."""
        return self._free_mzone(player)

    def free_szone(self, player):
        """The first free Spell & Trap Zone of `player`, or None."""
        return self._free_szone(player)

    def destroyed_by_battle_now(self, card):
        """Is `card`'s destruction by the battle in progress decided (damage calculation
        done, not yet sent to the GY)?"""
        return bool(self._doomed) and card.uid in self._doomed

    def is_negated(self, card):
        """Is this face-up card's effect negated right now (Imperial Order, Skill Drain,
        Jinzo, Royal Decree...)? For cards whose own rules depend on it."""
        return self._effect_negated(card)

    def applies(self, tag):
        """Does any continuous effect with `tag` apply right now?"""
        return bool(self._applying(tag))

    def announce(self, player, card, what, **facts):
        """A public log line for a card's own bookkeeping (a counter placed or removed...)."""
        event = {"type": what, "player": player, "uid": card.uid, "name": card.data.name}
        event.update(facts)
        self._emit(event)

    def declare(self, player, card, what, value):
        """A public declaration made by an effect (a Type, a card name...)."""
        self._emit({"type": "declare", "player": player, "uid": card.uid, "name": card.data.name,
                    "what": what, "value": value})

    def shuffle_deck(self, player):
        """Shuffle a player's Deck (after an effect searched it)."""
        self._shuffle_deck(player)


    def player_has(self, player, tag):
        """Does a lasting player rule with `tag` bind `player` now?"""
        for entry in self.lingering:
            if entry.tag == tag and entry.player == player:
                return True
        return False

    def _expire_lingering(self, at):
        """Lasting effects whose duration is over stop; control returns. at: "turn" (the
        end of the turn, after the hand limit), "damage_step" (the end of a damage step) or
        "phase" (a new phase began: those "until the end of the phase" of the one that ended,
        `_phase_began`).
        True when some lasting effect ended (the state rules then apply: the caller checks)."""
        keep = []
        ended = []
        for entry in self.lingering:
            until = entry.until
            kind = until.kind
            if at == "damage_step":
                over = kind == "damage_step"
            elif at == "phase":
                over = kind == "phase" and not until.alive(self)
            elif kind == "turn":
                over = until.turn <= self.turn
            elif kind == "phase" or kind == "here" or kind == "face_up":
                over = not until.alive(self) or kind == "phase"
            else:
                over = False
            if over:
                ended.append(entry)
            else:
                keep.append(entry)
        if not ended:
            return False
        self._lasting_ended(keep)
        for entry in ended:
            if entry.tag in _ENDING_ACTS:     # (one test for the tags that act as they end)
                # control comes back (a set-time win is a player rule: no uid, no card found;
                # no free zone: to the GY, `return_control`, destruction.py)
                card = self.card_by_uid(entry.uid)
                if card is not None:
                    self.return_control(card, entry.player)
                elif entry.tag == _WIN_AT_TURN_END:
                    # its player wins as the turn ends (Final Countdown): the caller's state
                    # checks end the duel (two such players at once: a draw, `_check_win`;
                    # round 56z). Such an entry lasts to the end of a turn: `at` is "turn"
                    self._set_loser(1 - entry.player, entry.info.get("reason") or "special_win")
        self._lasting_ended(keep)
        return True

    def _phase_began(self):
        """A new phase began (turn.py, battle.py, as they set `phase`): a lasting effect "until
        the end of the phase" (`END_OF_PHASE`) of the phase that ended stops now, not at the
        end of the turn (Fairy Box's ATK 0 for the Battle Phase). Only with such an entry."""
        for entry in self.lingering:
            if entry.until.kind == "phase":
                self._expire_lingering("phase")
                return

    # ----------------------------------------------------- continuous effects
    def _applying(self, tag):
        """(card, effect) of each continuous effect with `tag` that applies now (read-only:
        none is a shared empty tuple). (A caller that keeps only the effects that reach one
        card asks each one's reach first and `_applies_now` after: `_modified`.)"""
        if tag not in self._cont_tags_present:
            return _NO_PAIRS
        roles = self._field_cache
        if roles is None or roles[0] != self._field_version:
            roles = self._field_roles()
        cards = roles[5].get(tag)
        if cards is None:
            return _NO_PAIRS        # (no field card has it: most lookups)
        out = []
        doomed = self._doomed
        summoning = self.summoning
        negating = tag in NEGATE_TAGS
        index = roles[5]
        # (_effect_negated is asked of a card only while a lasting "effects negated" lingers
        # or its type's negating tag (_NEGATING_TAG) is on the field: else it says no)
        veiled = False
        for entry in self.lingering:
            if entry.tag == L.EFFECTS_NEGATED:
                veiled = True
                break
        for card in cards:
            if card.position not in _FACE_UP:
                continue
            data = card.data
            location = card.location
            if (not data.is_monster or location == _SZONE) and not card.activated:
                continue        # (a Pendulum scale applies once its activation resolved)
            if doomed and card.uid in doomed:
                continue
            if summoning and card in summoning:
                continue        # a monster still being summoned applies nothing yet
            for effect in card.script.cont_by_tag[tag]:     # (filed under `tag`: it has some)
                # (the zones as module globals here: one read each on CPython, `S.SZONE` two)
                if location == _SZONE and data.is_monster and _SZONE not in effect.range:
                    continue        # a monster card used as an Equip Card (Thousand-Eyes Restrict)
                if location == _MZONE:
                    where = effect.range
                    # (its first range alone first: a monster's effect's range starts with MZONE
                    # but for a Pendulum Effect's; `in` on a tuple is a call on PyPy)
                    if (not where or where[0] != _MZONE) and _MZONE not in where and data.is_pendulum:
                        continue        # a Pendulum Effect (range SZONE) of a monster on the field
                if effect.condition is not None:
                    # (= new_ctx(self, card, effect, card.controller), field by field: a call
                    # with a frame on PyPy)
                    ctx = _new_object(_Ctx)
                    ctx.duel = self
                    ctx.card = card
                    ctx.effect = effect
                    ctx.player = card.controller
                    ctx.link = None
                    ctx.event = None
                    ctx.happenings = ()
                    if not effect.condition(ctx):
                        continue
                if negating:
                    if veiled:
                        # a lasting "its effects are negated" on this card (Effect Veiler on
                        # Jinzo): its negating effect does not apply, and so weighs nothing
                        # against the others either (a loop here, not a call: a frame on PyPy)
                        uid = card.uid
                        for entry in self.lingering:
                            if entry.uid == uid and entry.tag == L.EFFECTS_NEGATED:
                                break
                        else:
                            uid = None
                        if uid is not None:
                            continue
                    # whether a negating effect is itself negated is decided for all of them
                    # together, by timestamps (_negation_state)
                    if not self._in_negation and card.cid not in self._negation_state()[0]:
                        continue
                elif veiled or (_NEGATING_TAG.get(data.card_type) or (
                        "negate_monsters" if location == S.MZONE else "negate_spells")) in index:
                    if self._effect_negated(card, effect):
                        continue
                out.append((card, effect))
        if len(out) > 1:
            out.sort(key=self._timestamp_key)     # continuous effects apply in timestamp order
        return out

    def _applies_now(self, card, effect, index):
        """Does the continuous effect `effect` of the face-up field card `card` apply now?
        `_applying`'s tests for one effect of a tag that negates nothing (`index`: the field
        roles' tag index), for a caller that first asked whether it reaches its card
        (`_modified`)."""
        data = card.data
        location = card.location
        if (not data.is_monster or location == _SZONE) and not card.activated:
            return False        # (a Pendulum scale applies once its activation resolved)
        doomed = self._doomed
        if doomed and card.uid in doomed:
            return False
        summoning = self.summoning
        if summoning and card in summoning:
            return False        # a monster still being summoned applies nothing yet
        if location == _SZONE and data.is_monster and _SZONE not in effect.range:
            return False        # a monster card used as an Equip Card (Thousand-Eyes Restrict)
        if location == _MZONE:
            where = effect.range
            if (not where or where[0] != _MZONE) and _MZONE not in where and data.is_pendulum:
                return False    # a Pendulum Effect (range SZONE) of a monster on the field
        if effect.condition is not None:
            # (= new_ctx(self, card, effect, card.controller), field by field)
            ctx = _new_object(_Ctx)
            ctx.duel = self
            ctx.card = card
            ctx.effect = effect
            ctx.player = card.controller
            ctx.link = None
            ctx.event = None
            ctx.happenings = ()
            if not effect.condition(ctx):
                return False
        veiled = False
        for entry in self.lingering:
            if entry.tag == L.EFFECTS_NEGATED:
                veiled = True
                break
        if veiled or (_NEGATING_TAG.get(data.card_type) or (
                "negate_monsters" if location == S.MZONE else "negate_spells")) in index:
            return not self._effect_negated(card, effect)
        return True

    # ------------------------------------------------------------ timestamps
    def _stamp(self, card):
        """A card's continuous effects start applying now: face-up on the field, flipped
        face-up, or its activation resolved. The mark goes when the card moves or turns
        face-down. Every card turned face-up on the field passes here (placed face-up,
        Flip Summoned, flipped by an attack or an effect)."""
        script = card.script
        if script is not None:
            if card.location in script.offers:
                self._sides[card.controller] += 1   # (its offers are now a face-up card's: _offer_candidates)
            if script.continuous:
                self.mark(card, M.APPLIES_SINCE, len(self.log))
                self._negation_cache = None     # what applies may have changed without a log event

    def _timestamp_key(self, pair):
        card = pair[0]
        marks = card.marks      # (= self.marked(card, M.APPLIES_SINCE, 0), written out: a call with a frame on PyPy)
        return (0 if marks is None else marks.get(M.APPLIES_SINCE, 0), card.uid)

    @staticmethod
    def _negation_tag(card):
        # (`_state_check_pass`' relations step writes this out: keep the two alike)
        kind = card.data.card_type
        if kind == "Spell" or (kind == "Monster" and card.location == S.SZONE):
            # a monster card in a Spell & Trap Zone is a Spell Card there (`card_type_now`): a
            # Pendulum scale, an equipped Union monster or a monster card made an Equip Card
            return "negate_spells"
        if kind == "Trap":
            return "negate_traps"
        if kind == "Monster" and card.location == S.MZONE:
            return "negate_monsters"
        return None

    def _negates(self, source, effect, card):
        """Does this negating effect of `source` reach `card` (by card type and affects)?
        (`_effect_negated` writes it out: keep the two alike.)"""
        if card is source or effect.tag != self._negation_tag(card):
            return False
        return effect.affects is None or effect.affects(new_ctx(self, source, effect, source.controller), card)

    def _negation_state(self):
        """(cids of the cards whose negating effects apply, their (card, effect) pairs, cids
        of every card with a negating effect).

        Every negating continuous effect (Imperial Order, Skill Drain, Jinzo, Royal Decree)
        is weighed together, without card-specific cases: a negating card is negated when an
        applying one reaches it; two that reach each other: the older (earlier timestamp)
        applies and negates the newer (Skill Drain face-up before Jinzo is summoned negates
        Jinzo; the first of two Royal Decrees applies). A ring with no consistent answer is
        settled oldest first. Cached until the next event or field change."""
        key = (self._field_version, len(self.log))
        cache = self._negation_cache
        if cache is not None and cache[0] == key:
            return cache[1]
        self._in_negation = True
        try:
            sources = []
            roles = self._field_cache
            if roles is None or roles[0] != self._field_version:
                roles = self._field_roles()
            for tag in NEGATE_TAGS:
                if tag in roles[5]:     # (else _applying finds nothing)
                    sources.extend(self._applying(tag))      # unfiltered while _in_negation
            if len(sources) > 1:
                # (one pair needs no order: a sort with a key calls it even for one element)
                sources.sort(key=self._timestamp_key)
            cards = []
            for card, _ in sources:
                if card not in cards:
                    cards.append(card)
            if len(cards) <= 1:
                # none, or one card: nothing else negates it (a card never negates itself,
                # `_negates`), so it applies; the same as `_weigh_negations` finds
                cids = frozenset((cards[0].cid,)) if cards else frozenset()     # (no generator)
                state = (cids, sources, cids)
            else:
                state = self._weigh_negations(sources, cards)
        finally:
            self._in_negation = False
        self._negation_cache = (key, state)
        return state

    def _weigh_negations(self, sources, cards):
        """`_negation_state` for these applying negating effects (timestamp order) of these
        cards (each once, in that order), weighed against each other."""
        order = {card.cid: i for i, card in enumerate(cards)}
        negated_by = {card.cid: set() for card in cards}
        for source, effect in sources:
            for card in cards:
                if self._negates(source, effect, card):
                    negated_by[card.cid].add(source.cid)
        for cid, by in negated_by.items():
            # mutual negation: the older one applies
            for other in list(by):
                if cid in negated_by[other] and order[cid] < order[other]:
                    by.discard(other)
        active, inactive = set(), set()
        while len(active) + len(inactive) < len(cards):
            changed = False
            for card in cards:
                cid = card.cid
                if cid in active or cid in inactive:
                    continue
                by = negated_by[cid]
                if by & active:
                    inactive.add(cid)
                    changed = True
                elif by <= inactive:
                    active.add(cid)
                    changed = True
            if not changed:
                # a ring: the oldest undecided card applies (as between two that reach
                # each other, the older wins)
                for card in cards:
                    if card.cid not in active and card.cid not in inactive:
                        active.add(card.cid)
                        break
        return (frozenset(active), [(c, e) for c, e in sources if c.cid in active], frozenset(order))

    def _effect_negated(self, card, effect=None):
        """Is this card's effect negated right now (Imperial Order, Skill Drain, Jinzo,
        Royal Decree), by timestamps (_negation_state)? (With no lasting "its effects are
        negated" it says no for every card whose type's negating tag, `_NEGATING_TAG`, no
        field card has: `_applying` and the state checks' relations step take that for
        granted without asking it.)"""
        location = card.location
        if location not in _FIELD or card.position not in _FACE_UP:
            return False        # (off the field or face-down)
        lingering = self.lingering
        if lingering:
            # a lasting "its effects are negated" on this object (Effect Veiler until the end
            # of the turn, Junk Synchron's summon while it stays face-up); a loop here, not a
            # call (on PyPy each call of a function with a loop has a frame)
            uid = card.uid
            for entry in lingering:
                # (the uid first: most entries name another card or none, and on PyPy a
                # string comparison is a call)
                if entry.uid == uid and entry.tag == L.EFFECTS_NEGATED:
                    return True
        # the negating tag for this card's type (_negation_tag, written out)
        kind = card.data.card_type
        if kind == "Spell":
            tag = "negate_spells"
        elif kind == "Trap":
            tag = "negate_traps"
        elif kind == "Monster":
            if location == S.MZONE:
                tag = "negate_monsters"
            elif location == S.SZONE:
                # a Spell Card there (pendulum.py `card_type_now`): a Pendulum scale, an equipped
                # Union monster or a monster card made an Equip Card (Dark Necrofear, Archfiend
                # of Gilfer): Imperial Order negates its effects, Skill Drain does not
                tag = "negate_spells"
            else:
                return False
        else:
            return False
        if tag not in self._cont_tags_present or self._in_negation:
            return False
        roles = self._field_cache
        if roles is None or roles[0] != self._field_version:
            roles = self._field_roles()
        sources = roles[5].get(tag)
        if sources is None:
            return False        # nothing on the field negates this card type (nor a negating card of it)
        # Does a negating effect of its type on another face-up field card take it in (its
        # `affects`: a question, asked whether or not the effect applies now, as `_forcers_reach`
        # asks)? With none, none that applies can: the negation state's weighing and `_negates`
        # ask the same `affects` of a subset of these effects (Blade Knight's reaches only a Flip
        # monster it destroys by battle: most cards, without weighing the negating effects)
        reached = False
        for source in sources:
            if source is card or source.position not in _FACE_UP:
                continue
            for effect in source.script.cont_by_tag[tag]:   # (filed under `tag`: it has some)
                affects = effect.affects
                if affects is None:
                    reached = True
                    break
                # (= new_ctx(self, source, effect, source.controller), field by field: a call
                # with a frame on PyPy)
                ctx = _new_object(_Ctx)
                ctx.duel = self
                ctx.card = source
                ctx.effect = effect
                ctx.player = source.controller
                ctx.link = None
                ctx.event = None
                ctx.happenings = ()
                if affects(ctx, card):
                    reached = True
                    break
            if reached:
                break
        else:
            return False
        state = self._negation_state()
        if card.cid in state[2]:
            return card.cid not in state[0]      # a negating card: as the timestamps decided
        for source, effect in state[1]:
            # (= self._negates(source, effect, card), written out: `tag` is its
            # `_negation_tag(card)`; two calls with frames on PyPy)
            if source is not card and effect.tag == tag:
                affects = effect.affects
                if affects is None or affects(new_ctx(self, source, effect, source.controller), card):
                    return True
        return False

    def atk(self, card):
        # (effects.py `Ctx.atk` writes this out: keep the two alike; so `defense`)
        value = card.data.atk
        base = value if value is not None else 0
        if self._any_scripts and card.location == S.MZONE and card.position in _FACE_UP:
            return self._modified(card, base, 0)
        return base

    def defense(self, card):
        value = card.data.defense
        base = value if value is not None else 0
        if self._any_scripts and card.location == S.MZONE and card.position in _FACE_UP:
            return self._modified(card, base, 1)
        return base

    def level(self, card):
        """The Level now: Xyz and Link Monsters have none (0); on the field, face-up, Level
        changes apply (engine/extra.py `_level_now`)."""
        base = card.data.level or 0
        if base and (self.lingering or "level" in self._cont_tags_present):
            location = card.location
            if location == S.MZONE:
                if card.face_up:
                    return self._level_now(card, base)
            elif location == S.HAND and "hand_level" in self._cont_tags_present:
                # (a change of a hand's Levels: `_hand_level`; a lasting one, Cost Down, only
                # while `lingering` holds one; a continuous one, C.HAND_LEVEL, from a card that
                # changes the field's Levels too, C.LEVEL: A Legendary Ocean, round 56z)
                return self._hand_level(card, base)
        return base

    def _hand_level(self, card, base):
        """The Level of a monster in a hand: its printed Level plus the lasting L.HAND_LEVEL
        changes on its player's hand (Cost Down: -2 this turn; two add up), never below 1 (as
        on the field, extra.py `_level_now`). yugioh-wiki.net 《コストダウン》: a monster added to
        the hand after the activation has its Level lowered too; the lowered Level decides its
        Tributes (turn.py `_tributes_needed`)."""
        if not self.has_level(card):
            return 0
        level = base
        player = card.controller
        for entry in self.lingering:
            if entry.tag == "hand_level" and entry.player == player:
                level += entry.info["delta"]
        # a face-up card's continuous change of the Levels in the hands (C.HAND_LEVEL, the same
        # name: affects(ctx, card) -> does it reach this hand card, value(ctx, card) -> the
        # change: A Legendary Ocean's WATER monsters in both hands, -1; round 56z). `_applying`
        # finds none at once while no field card has the tag (Cost Down's duels)
        for source, effect in self._applying("hand_level"):
            ctx = new_ctx(self, source, effect, source.controller)
            if effect.affects is None or effect.affects(ctx, card):
                level += effect.value(ctx, card)
        return level if level > 1 else 1

    def race(self, card):
        """The Type now: the printed one, or, face-up in a Monster Zone, the one the continuous
        C.RACE effects that reach it give (value(ctx, card) -> a Type; in timestamp order, the
        last wins: DNA Surgery). A face-down monster keeps its printed Type (seed 000
        §怪獸的表示形式). Asked only while a card of the duel has the tag: else the printed one."""
        race = card.data.race
        if "race" in self._cont_tags_present and card.location == _MZONE and card.position in _FACE_UP:
            if self.lingering:
                return self._race_with_lasting(card, race)     # (a lasting L.RACE: D. Tribe)
            return self._kind_now(card, "race", race)
        return race

    def attribute(self, card):
        """The Attribute now (as `race`, with C.ATTRIBUTE effects)."""
        attribute = card.data.attribute
        if "attribute" in self._cont_tags_present and card.location == _MZONE and card.position in _FACE_UP:
            return self._kind_now(card, "attribute", attribute)
        return attribute

    def _kind_now(self, card, tag, printed):
        """A face-up monster's Type or Attribute (`tag`: "race" / "attribute") with the
        continuous effects that change it applied in timestamp order (`_applying`)."""
        now = printed
        for source, effect in self._applying(tag):
            ctx = new_ctx(self, source, effect, source.controller)
            if effect.affects is None or effect.affects(ctx, card):
                value = effect.value(ctx, card)
                if value is not None:
                    now = value
        return now

    def _race_with_lasting(self, card, printed):
        """A face-up monster's Type while some lasting effect lasts: the continuous C.RACE
        effects' answer (`_kind_now`), unless a lasting L.RACE on this object (D. Tribe) started
        after the continuous effect that gave it (timestamps: its info since against the
        winner's M.APPLIES_SINCE); of several, the latest started wins."""
        now = printed
        stamp = -1
        entries = None
        for entry in self.lingering:
            if entry.tag == "race" and entry.uid == card.uid:
                if entries is None:
                    entries = []
                entries.append(entry)
        if entries is None:
            return self._kind_now(card, "race", printed)
        for source, effect in self._applying("race"):
            ctx = new_ctx(self, source, effect, source.controller)
            if effect.affects is None or effect.affects(ctx, card):
                value = effect.value(ctx, card)
                if value is not None:
                    now = value
                    stamp = self._timestamp_key((source, effect))[0]
        for entry in entries:
            if entry.info["since"] > stamp:
                now = entry.info["race"]
        return now

    def data_now(self, card):
        """The card's data as material tests read it: the printed data, or, for a face-up
        monster in a Monster Zone whose Type or Attribute an effect changed, a view with the
        changed ones (state.py `DataNow`)."""
        data = card.data
        present = self._cont_tags_present
        if ("race" in present or "attribute" in present) and card.location == _MZONE and \
                card.position in _FACE_UP:
            race, attribute = self.race(card), self.attribute(card)
            if race != data.race or attribute != data.attribute:
                return S.DataNow(data, race, attribute)
        return data

    def kinds_changed(self):
        """Can a monster's Type or Attribute differ from its printed one in this duel (a card
        with a C.RACE or C.ATTRIBUTE effect is in it)? While it can, the kept answers that
        assume printed facts (`printed` tests, `PrintedCondition`, `AttributeOnField`) are not
        used."""
        present = self._cont_tags_present
        return "race" in present or "attribute" in present

    def original_stat(self, card, which):
        """A monster's original ATK (`which` 0) or DEF (1) now, 元々の攻撃力: the printed value
        ("?" counts as 0), or, face-up in a Monster Zone, the value a continuous "its original
        ATK/DEF becomes" effect gives it (C.SET_STATS declared `original=True`: Chimeratech
        Fortress Dragon, Gladiator Beast Laquari; in timestamp order, the last wins). A
        "becomes" value, a gain or a loss never changes it (Ring of Destruction, Number 61:
        Volcasaurus, Brilliant Fusion read it: `Ctx.original_atk`). A face-down monster, or a
        card anywhere else, has its printed values. Asked only while a card of the duel has a
        set_stats effect."""
        value = card.data.defense if which else card.data.atk
        base = value if value is not None else 0
        if "set_stats" in self._cont_tags_present and card.location == _MZONE and card.position in _FACE_UP:
            for source, effect in self._applying("set_stats"):
                if effect.original:
                    ctx = new_ctx(self, source, effect, source.controller)
                    if effect.affects(ctx, card):
                        value = effect.value(ctx, card)[which]
                        if value is not None:
                            base = value
            # a lasting "its original ATK/DEF becomes" (`Ctx.set_stats(original=True)`: Shrink's
            # 2005 text, whose script declares the tag in LASTING_TAGS), the latest applied
            for entry in self.lingering:
                if entry.tag == "set_stats" and entry.uid == card.uid and "original" in entry.info:
                    value = entry.info["def" if which else "atk"]
                    if value is not None:
                        base = value
        return base

    def _becomes_applies(self, card, original, which, on_field):
        """Does a "becomes" ATK/DEF value (`which`) that is not an original one reach `card`:
        a lasting one started before the lasting original change `original`, or a continuous
        one? (Then the original change only moves what `original_stat` reads.) Asked only
        while a monster has a lasting original change (Shrink's 2005 text)."""
        key = "def" if which else "atk"
        for entry in self.lingering:
            if entry is original:
                break
            if entry.tag == "set_stats" and entry.uid == card.uid and "original" not in entry.info \
                    and entry.info[key] is not None:
                return True
        if "set_stats" in on_field:
            for source, effect in self._applying("set_stats"):
                if not effect.original:
                    ctx = new_ctx(self, source, effect, source.controller)
                    if effect.affects(ctx, card) and effect.value(ctx, card)[which] is not None:
                        return True
        return False

    def _modified(self, card, base, which):
        """original (printed, or what a continuous "original ATK/DEF becomes" effect makes it:
        `original_stat`) -> "becomes" values (set_stats) -> gains and losses in timestamp
        order -> never below 0 (DESIGN §5). Reverse Trap turns gains into losses and back; it
        does not touch a "becomes" value."""
        roles = self._field_cache
        if roles is None or roles[0] != self._field_version:
            roles = self._field_roles()
        on_field = roles[5]     # (the tags field cards have: _applying finds nothing for another)
        if "set_stats" in on_field:
            # one walk: an "original ATK becomes" effect (`original`) sets the base whatever
            # its timestamp; the last plain "becomes" value then replaces it
            becomes = None
            for source, effect in self._applying("set_stats"):
                ctx = new_ctx(self, source, effect, source.controller)
                if "unaffected_by" in on_field and U.unaffected(self, card, card_type_now(source), source.controller):
                    continue    # (round 54e: Horus LV6 keeps its ATK under a Spell's "becomes")
                if effect.affects(ctx, card):
                    value = effect.value(ctx, card)[which]
                    if value is not None:
                        if effect.original:
                            base = value
                        else:
                            becomes = value
            if becomes is not None:
                base = becomes
        reverse = False
        deltas = None           # (made at the first change: most cards have none)
        lingering = self.lingering
        if lingering:           # (a loop over an empty list still makes an iterator)
            # in timestamp order (the order they started): a lasting "becomes" overrides the
            # lasting gains and losses applied before it, not the later ones nor the continuous
            # ones below (the OCG rules of ATK changes)
            for entry in lingering:
                tag = entry.tag
                if tag == "stats" and entry.uid == card.uid:
                    # (a lasting gain or loss: `Ctx.modify`; a lasting "becomes" is a set_stats
                    # entry, below)
                    if deltas is None:
                        deltas = [entry.info["def" if which else "atk"]]
                    else:
                        deltas.append(entry.info["def" if which else "atk"])
                elif tag == "set_stats" and entry.uid == card.uid:
                    value = entry.info["def" if which else "atk"]   # (Black Rose Dragon: ATK 0 this turn)
                    if value is not None:
                        if "original" in entry.info:
                            # the original value changed (Shrink, 2005): the new base, unless
                            # a "becomes" value replaces it; the gains before it stay
                            if not self._becomes_applies(card, entry, which, on_field):
                                base = value
                        else:
                            base = value
                            deltas = None
                elif tag == "reverse_stats":
                    reverse = True
        holders = on_field.get("stats")
        if holders is not None:
            # the continuous gains and losses, in one walk: each face-up holder's gain asked
            # once whether it reaches the card, and only one that does asked whether it applies
            # now (`_applies_now`: `_applying`'s tests for one effect; one that does not reach
            # the card is not weighed); a sum needs no timestamp order
            for source in holders:
                if source.position not in _FACE_UP:
                    continue
                for effect in source.script.cont_by_tag["stats"]:
                    # (= new_ctx(self, source, effect, source.controller), field by field)
                    ctx = _new_object(_Ctx)
                    ctx.duel = self
                    ctx.card = source
                    ctx.effect = effect
                    ctx.player = source.controller
                    ctx.link = None
                    ctx.event = None
                    ctx.happenings = ()
                    if effect.affects(ctx, card) and self._applies_now(source, effect, on_field):
                        if "unaffected_by" in on_field and \
                                U.unaffected(self, card, card_type_now(source), source.controller):
                            continue    # (round 54e: Horus LV6 gains nothing from Axe of Despair)
                        if deltas is None:
                            deltas = [effect.value(ctx, card)[which]]
                        else:
                            deltas.append(effect.value(ctx, card)[which])
        if not deltas:
            return base
        total = base
        for d in deltas:
            total += -d if reverse else d
        return total if total > 0 else 0

    def can_attack(self, card):
        """Rules that stop a monster from declaring an attack (Swords, Gravity Bind...)."""
        if not self._any_scripts:
            return True
        if self._barred_from_attacking(card) or self._barred_from_attacking(card, "cannot_declare_attack"):
            return False
        return not (self.lingering and self._attack_ruled_out(card))

    def _attack_ruled_out(self, card):
        """A lasting rule against declaring attacks names `card`: the monster itself, or every
        monster of its controller (Threatening Roar), or every monster of its controller of one
        name (info "named": Paladin of White Dragon's Blue-Eyes, those summoned later too:
        `Ctx.player_flag_named`)."""
        for entry in self.lingering:
            if entry.tag == "cannot_attack" and (entry.uid == card.uid or (
                    entry.uid is None and entry.player == card.controller and
                    (not entry.info or self._named_rule_reaches(entry, card)))):
                return True
        return False

    def _named_rule_reaches(self, entry, card):
        """Does a lasting player rule (its info) reach `card`: with no "named" filter, every
        monster; with one (a passcode), a monster with that name now (as `Ctx.is_named` reads
        it: a name an effect gave it, or NAME_AS, while a card of the duel has the tag name)."""
        code = entry.info.get("named")
        if code is None:
            return True
        if "name" not in self._cont_tags_present:
            data = card.data
            return data.code == code or data.alias == code
        return self.name_now(card) == self.source.data(code).name

    def _barred_from_attacking(self, card, tag="cannot_attack"):
        """A continuous "cannot attack" effect applies to `card` (Gravity Bind). Unlike a
        rule against declaring attacks (Threatening Roar; the continuous effects with the tag
        "cannot_declare_attack", Swords of Revealing Light: asked with that `tag`), it also
        stops an attack already declared, before damage calculation."""
        if tag not in self._cont_tags_present:
            return False
        roles = self._field_cache
        if roles is None or roles[0] != self._field_version:
            roles = self._field_roles()
        cards = roles[5].get(tag)
        if cards is None:
            return False    # (no field card has it: _applying would find none)
        if not self._reaches(cards, tag, card):
            return False    # (no such effect reaches the card: none that applies can)
        for source, effect in self._applying(tag):
            if effect.affects(new_ctx(self, source, effect, source.controller), card):
                if "unaffected_by" in self._cont_tags_present and \
                        U.unaffected(self, card, card_type_now(source), source.controller):
                    continue    # (round 54e: Horus LV6 attacks under Swords of Revealing Light)
                return True
        return False

    def _reaches(self, cards, tag, target):
        """Does a continuous effect with `tag` of a face-up card among `cards` (the field cards
        with the tag) reach `target` (its `affects`, a question; no `affects`: it reaches
        every card), whether or not it applies now? `_applying(tag)` names a subset of these
        effects, so a caller that only asks which applying effects reach `target` may stop
        when none does."""
        for card in cards:
            if card.position not in _FACE_UP:
                continue
            for effect in card.script.cont_by_tag[tag]:     # (filed under `tag`: it has some)
                affects = effect.affects
                if affects is None:
                    return True
                # (= new_ctx(self, card, effect, card.controller), field by field)
                ctx = _new_object(_Ctx)
                ctx.duel = self
                ctx.card = card
                ctx.effect = effect
                ctx.player = card.controller
                ctx.link = None
                ctx.event = None
                ctx.happenings = ()
                if affects(ctx, target):
                    return True
        return False

    def _free_szone(self, player):
        # the first empty one of the Spell & Trap Zones (MR3's Pendulum Zones come after them;
        # a plain loop: `list.index` is a call on PyPy)
        szone = self.players[player].szone
        for seq in range(self.rules.spell_trap_zones):
            if szone[seq] is None:
                return seq
        return None

    # ------------------------------------------------------------ state checks
    def _state_checks(self, roles=None):
        """After each action (ENGINE.md §2): LP 0 and deck-out, special wins, equips
        without a legal monster, rules that hold positions. They repeat until nothing
        changes: an Equip Card whose monster another state rule just destroyed (Spirit
        Reaper destroying itself under Snatch Steal) leaves in the same check, before
        anyone could act on it. (The passes after a first that logged anything, rare, are
        `_state_checks_again`'s: a function without a loop, a little shorter on PyPy.)
        roles: given only by chain.py `_window`, which has made the win check and the idle
        test below itself (the field roles, current, and the test found something for the
        pass): the check goes on from there. Without them (every other caller) it makes both."""
        if roles is None:
            # (chain.py `_window` writes these tests out, in this order, and passes its roles
            # only where they found something for the pass: keep the two alike)
            # (the win test reads `_losers` alone: LP that reaches 0 marks its player there where
            # it is written, duel.py `_lp_reached_zero`)
            if self._losers is not _NOBODY:
                self._check_win()       # (its common case, nobody has lost, without the call)
            if not self._any_scripts:
                return
            # (`_IDLE_TEST_IN_CHECKS` is always on: the test below, not a test of the flag at
            # every check)
            roles = self._field_cache
            if roles is None or roles[0] != self._field_version:
                roles = self._field_roles()     # (the pass would make them: it then finds them current)
            # (a link just resolved matters to the pass only through a STATE effect, `needs` or not:
            # with no card with STATE effects on the field, `plan[4]` empty, none asks it)
            if roles[8][5] and not self.relations and not self._cut and \
                    (self.just_resolved is None or not roles[8][4]) and not self._win_cards:
                if not self.lingering:
                    # the pass's idle test (`_state_check_pass`, its first lines), without the
                    # call: nothing the pass could act on (the most common check)
                    return
                lingering = self.lingering
                if len(lingering) == 1:
                    # one lasting effect on a field where nothing else is for the pass: the pass
                    # would only walk the lasting effects, for one bound to an object (its
                    # lingering step: `until.by_object`) or a control bound to an Equip Card (its
                    # take-control step); this one is neither, so it would find nothing (written
                    # for one entry: no loop here, a frame on PyPy)
                    entry = lingering[0]
                    if not entry.until.by_object and entry.tag != _CONTROL_BOUND:
                        return
        known = self._phase_cards
        if known[11] is True or (known[11] and self.phase not in known[11][self.turn_player]):
            # the last pass that read the state checks' key of quiet steps found the whole pass
            # quiet at it (`_state_check_pass`, its end; `is True`: on PyPy no class to look
            # at, the slot holds None, False, True or a tuple), or quiet at any moment but those the
            # face-up STATE effects' declared moments name (the slot holds them, per turn
            # player, and the phase is not one of them now: Swords of Revealing Light outside
            # its opponent's End Phase): while the key holds (the field roles and every
            # position and `activated` on the field, the relations, the lasting effects, and
            # with lasting effects the uids dealt) and no link was just resolved, the pass
            # would find nothing to do (the most common pass with Equip Cards, relations or
            # lasting effects on the field)
            if known[10] is not roles:
                # the field or a position changed since: no pass says so again before the next
                # that reads the key (G/B's passes, with only force_defense cards, read it only
                # at the end of their force step, where it found nothing to do); but where
                # only cards that file no STATE effect and no continuous tag moved since (no
                # keyed step reads them), the key is carried to these roles with the mark where
                # those moves cannot change it (`_carry_quiet_key`, round 45s; not with a
                # force_defense card on the field, G/B's: the force step reads every monster in
                # Attack Position, such a card too)
                if roles[8][2] is None and self._carry_quiet_key(roles):
                    return
                known[11] = False
            elif self.just_resolved is None and (not self.lingering or known[15] is None or known[15] == self._next_uid):
                # (the relations and the lasting effects are the key's through [10]: every
                # change of them empties it, `relate`, `equip`, `_cut_relations`, duel.py
                # `_lasting_started` / `_lasting_ended`)
                return
        before = len(self.log)
        self._state_check_pass(roles)
        if len(self.log) != before:
            # something happened (else, the common case, LP and the losers are as the check
            # before found them: every LP change and a deck-out are logged; a special win
            # ends the duel at once): LP, the losers and the passes again
            self._state_checks_again()

    def _state_checks_again(self):
        """`_state_checks` after a first pass that logged anything: the win check, then
        passes until one logs nothing (at most STATE_CHECK_PASSES in all), then the win
        check once more if none was quiet."""
        for _ in range(self.STATE_CHECK_PASSES - 1):
            if self._losers is not _NOBODY:     # (a new pair at every change: read again)
                self._check_win()
            if self.result is not None:
                return
            before = len(self.log)
            self._state_check_pass()
            if len(self.log) == before:
                return
        if self._losers is not _NOBODY:
            self._check_win()

    STATE_CHECK_PASSES = 16      # a bound, in case two rules kept undoing each other

    def _state_check_pass(self, roles=None):
        """One pass of the state checks' rules. roles: the field roles, current, when the
        caller (`_state_checks`) has just asked the idle test below and found something
        for the pass: the pass does not ask it again."""
        # (no comprehension here reads `self`: that would make `self` a cell, a slower read
        # at each use, and one more object at each call)
        if roles is None:
            roles = self._field_cache
            if roles is None or roles[0] != self._field_version:
                roles = self._field_roles()
            plan = roles[8]     # the state checks' plan, made with the field roles (engine/chain.py)
            if plan[5] and not self.lingering and not self.relations and not self._cut and \
                    self.just_resolved is None and not self._win_cards:
                # no Equip Card, take-control, force_defense or STATE effect that could act on
                # this field, no lasting effect, relation, cut or link just resolved: every
                # step below would find nothing (the most common pass)
                return
        else:
            plan = roles[8]
        # The steps that read only what a key covers (the lingering, equips with declared
        # conditions, take-control with no negating card on the field and no `_applying`,
        # relations with no negating card or lasting negation) are skipped where their inputs
        # are those of the last pass that ran them and found nothing to do: the key, in
        # `_phase_cards[10:20]` (a fork empties it), is the field roles (the object, [10]: a
        # new one at every field version, cards entering or leaving zones, a change of
        # control, an EQUIPPED mark; [11] is the whole pass's mark, at the end of the pass),
        # the relations (through [10]: every change of the list empties it, `relate` and
        # `_cut_relations`; [12], [13] and [14] are unused: round 32s dropped the stores of
        # the list, its length and `_lasting_version`, which no step read), the lasting
        # effects (through [10] too: duel.py's gate, `_lasting_started` and
        # `_lasting_ended`, empties it), and for the
        # lingering step `_next_uid` (any card that moved, wherever: the uids it looks up);
        # a card's position or `activated` changing on the field empties `_phase_cards[10]`
        # (change_position, _flip_by_attack here; the Flip Summon, a Set card turned face-up
        # by its activation and an activation that stays on the field: turn.py, chain.py;
        # not the manual change, face-up Attack <-> Defense, which no skipped step tells
        # apart): no key holds.
        # Each step's flag ([16] lingering, [17] equips, [18] take-control, [19] relations)
        # says it ran at this key and read nothing else; a step that acts changes the key.
        # The key is read at the first of these steps that has something to look at (none
        # on a field with only force_defense cards, G/B's common pass: the force step reads
        # it at its end, where it found nothing to do); at the first two, `_quiet_key`'s lines
        # written out (a call on CPython).
        same = None
        # `roles` and `plan` stay current through the pass: a step that calls what can move a
        # card (a destroy, `_bound_controls`, a STATE effect's resolution, a special win)
        # looks at the field version after the call, and the steps after it read the roles
        # without looking again. What the steps ask (an equip condition, `_bound_and_over`,
        # `_effect_negated`, `affects`) are questions: they move no card. Ending a lasting
        # effect moves none either.
        lingering = self.lingering
        if lingering:
            # (= same = self._quiet_key(roles))
            known = self._phase_cards
            if known[10] is roles:
                same = True
            else:
                same = False
                known[10] = roles
                known[11] = False
                known[15] = self._next_uid
                known[16] = known[17] = known[18] = known[19] = False
            if not (same and known[16] and (known[15] is None or known[15] == self._next_uid)):
                # delayed effects bound to a relation (Until while_related) or to an object
                # (while_here, while_face_up) end once it is cut or has moved; the happening that
                # ended one was collected before these state checks, so they still heard it; a
                # change a monster gave itself (`until.own`) ends once its effects are negated
                # (a loop here, not a call: on PyPy each call of a function with a loop has a frame;
                # it keeps no count: the index of the entry that ended is looked up once it ended)
                uids = None     # (True: an object it found is off the field)
                for entry in lingering:
                    until = entry.until
                    # (only these can be over: see _bound_and_over; `by_object` first: the kind is
                    # "related", "here" or "face_up", or the change is a monster's own, a bool
                    # where each `==` is a call on PyPy)
                    if until.by_object:
                        kind = until.kind
                        if (kind == "related" or until.own or (entry.tag == "delayed" and (kind == "here" or kind == "face_up"))) \
                                and self._bound_and_over(entry):
                            # (its first place in the list: the walk's place; `index` compares by
                            # identity first, and a Lasting has no `__eq__` of its own)
                            i = lingering.index(entry)
                            keep = lingering[:i]
                            for e in lingering[i + 1:]:
                                if not self._bound_and_over(e):
                                    keep.append(e)
                            self._lasting_ended(keep)
                            if _TO_OWNER in self._cont_tags_present:
                                # (round 58f: Remove Brainwashing gone, its claims given back)
                                self._claims_over([e for e in lingering if e not in keep])
                            same = False
                            break
                        if kind != "related" and entry.tag == "delayed" and \
                                self._uid_cards[until.uid].location not in _FIELD:
                            # (found by its uid, `_bound_and_over`: in the map now) an object off
                            # the field, whose move no key covers: a uid dealt anywhere may be its
                            uids = True
                else:
                    # nothing ended: quiet at this key, and with every object it found on the
                    # field (a move of one gives new field roles, a turn face-down empties [10])
                    # at any uid dealt: [15] None
                    known[15] = self._next_uid if uids else None
                    known[16] = True
        if plan[0] is not None:
            if same is None:    # (= same = self._quiet_key(roles))
                known = self._phase_cards
                if known[10] is roles:
                    same = True
                else:
                    same = False
                    known[10] = roles
                    known[11] = False
                    known[15] = self._next_uid
                    known[16] = known[17] = known[18] = known[19] = False
            if not (same and known[17]):
                # (`_equip_still_legal` clears the flag where it asks an undeclared condition)
                known[17] = True
                for card in plan[0]:      # Equip Cards in Spell & Trap Zones (the plan's when the loop began)
                    # (activated first: a Set card, the most common, fails it at once; a
                    # face-down one is in force only as a monster a 2005 Thousand-Eyes Restrict
                    # equipped face-down, `M.HELD`)
                    if card.activated and card.location == S.SZONE and (
                            card.position in _FACE_UP or card.marks is not None and M.HELD in card.marks) and (
                            card.data.property == "Equip" or (card.marks is not None and M.EQUIPPED in card.marks)):
                        monster = None      # (equipped_to(card), written out: a loop, not a call with a frame on PyPy)
                        cid = card.cid
                        uid = card.uid
                        for r in self.relations:
                            if r.src_cid == cid and r.src_uid == uid and r.kind == _EQUIP:
                                monster = self.cards[r.dst_cid]
                                break
                        # (a Monster Card its holder's own effect equipped is lost once that
                        # holder's effects are negated: the Edison-format Relinquished rulings,
                        # the OCG's Dragunity Dux ruling; a negation starts only with a change
                        # the key sees, a card face-up or a lasting effect)
                        if monster is None or monster.position not in _FACE_UP or monster.location != _MZONE or \
                                not self._equip_still_legal(card, monster) or \
                                (card.marks is not None and M.HELD in card.marks and self._effect_negated(monster)):
                            self._emit({"type": "equip_lost", "uid": card.uid, "name": card.data.name})
                            self.destroy([card], "rule")
                            same = False
                            if roles[0] != self._field_version:     # (it moved cards)
                                roles = self._field_roles()
                                plan = roles[8]
        if self._win_cards:     # (a loop over an empty list still makes an iterator)
            # every card's victory condition is asked before the duel ends: two players who meet
            # one at the same moment (both hands completing Exodia) draw (seed 000 §勝負判定條件;
            # yugioh-wiki 「引き分け」), as two players who lose at once do (`_check_win`)
            winners = None
            for card in self._win_cards:
                for effect in card.script.wins:
                    if card.location not in effect.range:
                        continue
                    ctx = new_ctx(self, card, effect, card.controller)
                    if effect.condition(ctx):
                        if winners is None:
                            winners = {}
                        winners.setdefault(card.controller, effect.value or "special_win")
            if winners is not None:
                for player in sorted(winners):
                    self._set_loser(1 - player, winners[player])
                self._check_win()
            if roles[0] != self._field_version:
                roles = self._field_roles()
                plan = roles[8]
            if same:
                same = self._quiet_key(roles)
        takers = plan[1]
        if takers is not None or self.lingering:
            # (else, the most common, nothing for the step: no take-control card on the field
            # and nothing lasting)
            if takers is None:
                for entry in self.lingering:
                    if entry.tag == _CONTROL_BOUND:
                        takers = True       # a control is bound to an Equip Card
                        break
            else:
                for card in takers:
                    if card.position in _FACE_UP:
                        break
                else:
                    takers = None   # (all face-down, a Set Snatch Steal: `_applying` would find none)
                    for entry in self.lingering:
                        if entry.tag == _CONTROL_BOUND:
                            takers = True       # a control is bound to an Equip Card
                            break
            if takers is not None:
                # (only while a control is bound to an Equip Card or such a card is face-up on
                # the field: else `_bound_controls` has nothing to end, give back or take).
                # Skipped at the key where it ran with no negating card for a bound Equip Card's
                # type on the field (its negation test then reads only the lasting effects) and
                # did not ask `_applying` (`_bound_controls` clears the flag where it does either)
                if same is None:
                    same = self._quiet_key(roles)
                    known = self._phase_cards
                if not (same and known[18]):
                    known[18] = True
                    self._bound_controls()
                    if roles[0] != self._field_version:
                        roles = self._field_roles()
                        plan = roles[8]
                    if same:
                        same = self._quiet_key(roles)
        if self._cut or self.just_resolved is not None:
            # (read into locals only here: most passes have no cut and no link)
            cut = self._cut
            resolved = self.just_resolved
            seen = len(cut)
            states = plan[4]
            if states:
                for card in states:      # cards with STATE effects
                    if card.position in _FACE_UP:
                        for effect in card.script.states:
                            needs = effect.needs
                            if needs is not None and not (seen if needs == _NEEDS_CUT else resolved is not None):
                                continue    # its condition could not hold now (what it declared it needs)
                            if card.location in effect.range and card.position in _FACE_UP:
                                self._apply_state_effect(card, effect)
                                if roles[0] != self._field_version:     # (it moved cards)
                                    roles = self._field_roles()
                                    plan = roles[8]
            if seen:
                del self._cut[:seen]        # the STATE effects have seen these cuts
            if same:
                same = self._quiet_key(roles)
        elif plan[3] is not None:
            # nothing cut, no link just resolved: only the STATE effects that need neither
            # (the same cards and effects in the same order as the loop above would ask)
            for card, effects in plan[3]:
                if card.position in _FACE_UP:
                    for effect in effects:
                        # (its range's first place alone first: `in` on a tuple is a call on PyPy)
                        where = effect.range
                        if where and (where[0] == card.location or card.location in where) and card.position in _FACE_UP:
                            self._apply_state_effect(card, effect)
                            if roles[0] != self._field_version:     # (it moved cards)
                                roles = self._field_roles()
                                plan = roles[8]
            if same is not False:
                # (after a step that may have moved cards; or, where no keyed step was entered
                # before -- Swords of Revealing Light alone on W/Z's and C/M's fields --, the
                # key read here, so that the mark below can say whether the pass is quiet: a
                # STATE effect that declares its moment cannot act outside it)
                same = self._quiet_key(roles)
                known = self._phase_cards
        if self.relations:
            if same is None:
                same = self._quiet_key(roles)
                known = self._phase_cards
            if not (same and known[19]):
                # what a "when this card leaves" effect needs once the card has left: whether its
                # source is negated now
                index = roles[5]
                veiled = False      # a lasting "its effects are negated" (Effect Veiler)
                for entry in self.lingering:
                    if entry.tag == _EFFECTS_NEGATED:
                        veiled = True
                        break
                if not veiled and "negate_spells" not in index and \
                        "negate_traps" not in index and "negate_monsters" not in index:
                    # no such lasting effect and no negating card (NEGATE_TAGS, written out) on
                    # the field: _effect_negated would say no for every card (the common case)
                    for r in self.relations:
                        r.negated = False
                    known[19] = True    # (the same answers while the key holds)
                elif not veiled:
                    # no such lasting effect: a source whose type's negating tag (`_negation_tag`)
                    # is not on the field is not negated (_effect_negated would say no, reading
                    # only the key); with every card of a source's tag face-down none applies to
                    # it. Where one is face-up, `_effect_negated` reads which negating effects
                    # apply now: the step is quiet at this key only where that answer reads
                    # nothing beside the key (`_negations_keyed`, asked once at a key: its
                    # answer reads only the key; [19] None: asked, no)
                    keyed = known[19]       # (False: not asked at this key, or None)
                    quiet = keyed is False
                    for r in self.relations:
                        source = self.cards[r.src_cid]
                        # (= self._negation_tag(source), written out: a call, 0.8 a C/M turn)
                        kind = source.data.card_type
                        tag = _NEGATING_TAG.get(kind)
                        if tag is None and kind == "Monster":
                            location = source.location
                            if location == _MZONE:
                                tag = "negate_monsters"
                            elif location == _SZONE:
                                tag = "negate_spells"   # a monster card there is a Spell Card (`_negation_tag`)
                        if tag in index:
                            r.negated = self._effect_negated(source)
                            if keyed is False:
                                for card in index[tag]:
                                    if card.position in _FACE_UP:
                                        # (a monster first, without the call: `_negations_keyed`
                                        # says no for a face-up negating monster, Jinzo)
                                        keyed = quiet = None if card.location == _MZONE else \
                                            self._negations_keyed(index)
                                        break
                        else:
                            r.negated = False
                    known[19] = quiet or None
                else:
                    for r in self.relations:
                        r.negated = self._effect_negated(self.cards[r.src_cid])
        if same is not None:
            # This pass read the key: is the whole pass quiet at it (`_phase_cards[11]`, read
            # by `_state_checks`, which then makes no pass while the key holds)? Every keyed
            # step it entered has its flag, and nothing unkeyed could act at this key: no STATE
            # effect that needs neither a cut nor a link just resolved (those that need one:
            # `_state_checks` asks that no link was just resolved, and a cut replaces the
            # relations list, the key), no card with a special victory condition, no
            # force_defense card face-up that the force step below finds reaching a monster or
            # cannot tell by the key (it clears the mark there). (A pass that stores the key
            # clears the mark; this one says it again. The relations step first: with a face-up
            # negating card whose answers read more than the key (`_negations_keyed`) on the
            # field it is the one not keyed.) A
            # STATE effect that needs neither is asked only of a face-up card: with every such
            # card face-down (a Set Imperial Order) none can act while the key holds (a card
            # turned face-up empties [10]). A face-up one whose condition is a `During` (its
            # declared moment: the phases of its controller's own turn and of the opponent's
            # where it can hold, asked before anything else) cannot act at another phase: the
            # pass is quiet at this key outside those moments, and the mark holds them, per
            # turn player (`_state_checks` reads the phase: a phase change moves no key).
            quiet = (known[19] or not self.relations) and (known[18] or takers is None) and \
                (known[16] or not self.lingering) and (known[17] or plan[0] is None) and not self._win_cards
            states = plan[3]
            if quiet and states is not None:
                moments = None
                for card, effects in states:
                    if card.position in _FACE_UP:
                        for effect in effects:
                            during = effect.condition
                            if during.__class__ is not _During:
                                break       # (no declared moment: it may act at any phase)
                            # (indexed by the turn player: `During.phases` is indexed by
                            # whether the turn is the opponent's)
                            pair = during.phases if card.controller == 0 else (during.opponent, during.own)
                            moments = pair if moments is None else (moments[0] | pair[0], moments[1] | pair[1])
                        else:
                            continue
                        quiet = False
                        break
                else:
                    # (every one face-down, none can act while the key holds, or declared: in
                    # its moment now or not, `_state_checks` makes the pass at each check in
                    # one, and outside them it could not act)
                    if moments is not None:
                        quiet = moments
            known[11] = quiet       # (a bool: each operand above is one; or the moments)
        forcers = plan[2]
        if forcers is None:
            # (no field card has it: _applying would find none. Not first a test of the tag in
            # `_cont_tags_present`: a field card with the effect has the tag there, `_new_card`)
            return
        # (round 57l) a face-up force_attack card (Final Attack Orders): its step first, and
        # the pass is never quiet while one is face-up (no key covers what it reads)
        forced = "force_attack" in self._cont_tags_present and self._force_attack(forcers)
        attackers = None     # the monsters in Attack Position, in the order of monsters(0) + monsters(1)
        for card in forcers:
            if card.position in _FACE_UP:
                for card in roles[1]:
                    # (the module globals: one read each on CPython at every field card, `S.MZONE` two)
                    if card.position == _FACEUP_ATTACK and card.location == _MZONE:
                        if attackers is None:
                            attackers = [card]
                        else:
                            attackers.append(card)
                break
        # (else every one face-down, a Set Level Limit - Area B or Dragon Capture Jar: _applying
        # would find none, nothing to force, as with no monster in Attack Position; a card turned
        # face-up empties [10]: a pass that read no key reads it below, G/B's)
        if attackers is not None:
            emz = self.emz
            if emz and (emz[0] is not None or emz[1] is not None):
                # (the field's order puts the Extra Monster Zones last: monsters(p) puts each
                # player's after that player's main zones)
                monsters = self.monsters(0) + self.monsters(1)
                attackers = [monster for monster in monsters if monster.position == S.FACEUP_ATTACK]
            if self._forcers_reach(forcers, attackers):
                self._phase_cards[11] = False       # (one reaches a monster: the pass is not quiet)
                for source, effect in self._applying("force_defense"):
                    # (= new_ctx(self, source, effect, source.controller), field by field: a call
                    # with a frame on PyPy)
                    ctx = _new_object(_Ctx)
                    ctx.duel = self
                    ctx.card = source
                    ctx.effect = effect
                    ctx.player = source.controller
                    ctx.link = None
                    ctx.event = None
                    ctx.happenings = ()
                    for monster in attackers:
                        # (a position change moves no card: the same monsters, each looked at again)
                        if monster.position == S.FACEUP_ATTACK and effect.affects(ctx, monster):
                            if "unaffected_by" in self._cont_tags_present and \
                                    U.unaffected(self, monster, card_type_now(source), source.controller):
                                continue    # (round 54e: Horus LV6 under Level Limit - Area B)
                            if forced and self._forced_later(monster, "force_attack", (source, effect)):
                                continue    # (round 59p: Final Attack Orders applied later wins)
                            self.change_position(monster, S.FACEUP_DEFENSE)
                return
            # No forcer's effect reaches one of them: none that applies can. The pass is quiet
            # at this key only where every face-up forcer's `affects` answers by what the key
            # covers (the monsters in Attack Position are the key's: the field and every
            # position): declared to read only the monster's printed data and that it is
            # face-up (`printed`: `race_is`, Dragon Capture Jar), or only its place, position
            # and Level now (`level_now`: `level_at_least`, Level Limit - Area B) while the
            # Level now is the printed one (no lasting effect, no "level" continuous effect
            # in the duel: `level`)
            if same is not None and self._phase_cards[11] is False:
                return          # (the mark already says not quiet)
            for card in forcers:
                if card.position in _FACE_UP:
                    for effect in card.script.continuous:
                        if effect.tag == "force_defense":
                            affects = effect.affects
                            if not (getattr(affects, "printed", False) and not self.kinds_changed()) and not (
                                    getattr(affects, "level_now", False) and not self.lingering and
                                    "level" not in self._cont_tags_present):
                                self._phase_cards[11] = False
                                return
        # (else no monster in Attack Position: nothing to force; the field cards include the
        # Extra Monster Zones' monsters, none there either)
        if same is None and not forced:
            # A pass with only force_defense cards to look at (G/B's with Level Limit - Area B):
            # no keyed step was entered (no lasting effect, Equip Card, take-control card or
            # relation), and the force step read only the key: the whole pass is quiet at the
            # key but for a face-up STATE effect that needs neither a cut nor a link or a
            # special victory condition (as the mark above). The key is read here.
            if self._win_cards:
                return
            states = plan[3]
            if states is not None:
                for card, _ in states:
                    if card.position in _FACE_UP:
                        return
            self._quiet_key(roles)
            self._phase_cards[11] = True
        # (the win check after a pass: _state_checks, when the pass logged anything)

    def _negations_keyed(self, index):
        """Does which negating effects apply, and whom they reach, read nothing beside the state
        checks' key of quiet steps (`_state_check_pass`) while it holds? `index`: the field
        roles' cards by continuous tag. `_negation_state` weighs every face-up card with a
        negating tag (NEGATE_TAGS); beside what the key covers (the cards and their places,
        positions and `activated`, the lasting effects, and with them the timestamps: a card's
        continuous effects start applying when it turns face-up or its activation resolves)
        `_applying` reads whether a monster is being summoned (its summon succeeding moves no
        card) or doomed (battle.py: a monster whose destruction by battle is decided stops
        applying from damage calculation, with no card moving), each negating effect's
        condition (a script's: anything) and `_negates` its `affects`. So: yes where no such
        face-up card is in a Monster Zone (Jinzo, Blade Knight, Fiend Skull Dragon: no) and
        each of their negating effects has no condition and an `affects` that is None or
        declared to read only the card's printed data and whether it is face-up (`printed`):
        Imperial Order, Skill Drain, Royal Decree (no condition, no `affects`: "every other
        Trap" is the engine's own rule, `_negates`); an `affects` that is a plain function (it
        may read anything): no.
        The answer: True or None (no: the relations step keeps it in `_phase_cards[19]`)."""
        for tag in NEGATE_TAGS:
            cards = index.get(tag)
            if cards is None:
                continue
            for card in cards:
                if card.position not in _FACE_UP:
                    continue
                if card.location == _MZONE:
                    return None         # (a monster: being summoned or doomed moves no card)
                for effect in card.script.continuous:
                    if effect.tag in NEGATE_TAGS:
                        if effect.condition is not None:
                            return None
                        affects = effect.affects
                        if affects is not None and (not getattr(affects, "printed", False) or self.kinds_changed()):
                            return None
        return True

    def _quiet_key(self, roles):
        """The state checks' key of quiet steps (`_state_check_pass`): True when
        `_phase_cards[10]` holds this pass's inputs (the field roles -- a tuple made anew at
        every field version, so the object says the version too; and the relations: every
        change of the list empties [10], `relate` and `_cut_relations`, and so does every start
        and end of a lasting effect, duel.py's gate); else they are stored there, with `_next_uid`,
        every step's flag False and the whole pass's mark ([11]) False, and the answer is
        False."""
        known = self._phase_cards
        if known[10] is roles:
            return True
        known[10] = roles
        known[11] = False
        known[15] = self._next_uid
        known[16] = known[17] = known[18] = known[19] = False
        return False

    def _carry_quiet_key(self, roles):
        """`_state_checks` where the whole pass's mark says quiet at the key of other field
        roles (and no card with a force_defense effect is on the field: the caller asks):
        True where the checks make no pass after all. The state checks' key of quiet steps
        (`_state_check_pass`) is carried from the field roles it holds, `_phase_cards[10]`,
        to `roles` where only cards that file neither a STATE effect nor a continuous tag
        (no script, no field roles, or trigger effects alone) entered or left the field
        since, and no control changed: the same cards by continuous tag and the same cards
        with STATE effects (`_field_roles`' slots 5 and 3, the same objects: kept only by
        `_field_moved`, `_field_filed` for a card that files neither, and the walk after
        moves of cards that file nothing; a change of control, or any other move, makes them
        anew) and the same Equip Cards (the plan's slot 0, the same object: no Equip Card
        entered or left, no card was marked EQUIPPED; with the tags, the same take-control
        and force_defense cards, and with the STATE cards, the same STATE effects). Nothing
        else emptied the key since (a change of a position or `activated` on the field, of
        the relations or of the lasting effects does: [10] is then None). What each step
        reads; its flag is kept where none of it can have changed, else cleared with the mark:
        - the lingering step ([16]): the lasting effects; for one bound to a relation
          ("related") the relations (the key's); for a change a monster gave itself
          (`until.own`) whether that monster's effects are negated, which reads the negating
          effects' conditions (anything: cleared); for a delayed effect "here" or "face_up"
          its object's uid and face (cleared where the object no longer holds its uid: it
          moved, such a card too; a turn face-down empties the key);
        - the equips step ([17]): the plan's Equip Cards (the same cards), their places,
          faces, `activated` and marks, the relations (each one's monster: one that leaves
          cuts its relation, which empties the key), that monster's place, face and printed
          data (a declared condition; an undeclared one clears the flag as it is asked), and
          for an Equip Card held face-down (`M.HELD`) whether the monster's effects are
          negated, which reads the negating effects' conditions (cleared where such a card
          is on a field with a face-up card of the "negate_monsters" tag);
        - the take-control step ([18]): the controls bound to an Equip Card (that card files
          the tag: its move makes the tags anew), their relations and monsters, and the
          Equip Card's negation where no negating card of its type is face-up (the step
          clears its flag where one is, or where it asks `_applying`);
        - the relations step ([19]): the relations, the lasting negations and the field cards
          by negating tag (filed: the same); its flag is set only where the negations'
          answers read nothing beside the key (`_negations_keyed`);
        - the force step (no flag, the mark): every monster in Attack Position, such a card
          too: the caller asks for no carry beside a force_defense card;
        - the STATE effects and special victory conditions: the mark holds only where none
          could act (the plan's STATE cards are the same, face-up or not as they were).
        The uids dealt ([15]) are read as before (a card placed deals one). Where the mark
        holds after the carry, the answer is `_state_checks`' own test at a mark whose key
        holds (no link just resolved, the lingering step's uids); else False: a pass is
        made, with the flags kept."""
        known = self._phase_cards
        old = known[10]
        plan = roles[8]
        if old is None or old[5] is not roles[5] or old[3] is not roles[3] or old[8][0] is not plan[0]:
            return False
        quiet = True
        if known[16]:
            for entry in self.lingering:
                until = entry.until
                if until.by_object:
                    if until.own:
                        # (whether its monster's effects are negated: the negating effects'
                        # conditions read anything)
                        quiet = False
                    elif entry.tag == "delayed" and (until.kind == "here" or until.kind == "face_up"):
                        # over once its object moved (a new uid) or turned face-down (that
                        # empties the key): still that object, it is not over (a miss in the
                        # map, after a fork: looked at again)
                        uid = until.uid
                        card = self._uid_cards.get(uid)
                        if card is None or card.uid != uid:
                            quiet = False
                    # (else bound to a relation, "related": the relations are the key's; or
                    # an entry the step does not look at)
                    if not quiet:
                        known[16] = False
                        break
        if known[17] and plan[0] is not None:
            negators = roles[5].get("negate_monsters")
            if negators is not None:
                for card in negators:
                    if card.position in _FACE_UP:
                        for equip in plan[0]:
                            if equip.marks is not None and M.HELD in equip.marks:
                                known[17] = False
                                quiet = False
                                break
                        break
        known[10] = roles
        if not quiet:
            known[11] = False
            return False
        return self.just_resolved is None and (not self.lingering or known[15] is None or known[15] == self._next_uid)

    def _force_attack(self, forcers):
        """(round 57l) The force_attack step of the state checks (Final Attack Orders: "every
        face-up monster is changed to Attack Position"): each applying force_attack effect
        changes each face-up Defense Position monster it reaches to Attack Position, but one
        that an applying force_defense effect reaches (Level Limit - Area B beside it: no
        ping-pong) or one unaffected by the card. True when a card among `forcers` with such an
        effect is face-up: the pass then is not quiet (its mark cleared, and the caller keeps
        the key unread). Asked only in a duel holding the tag."""
        for card in forcers:
            if card.position in _FACE_UP:
                for effect in card.script.continuous:
                    if effect.tag == "force_attack":
                        break
                else:
                    continue
                break
        else:
            return False
        self._phase_cards[11] = False
        monsters = None
        for source, effect in self._applying("force_attack"):
            ctx = new_ctx(self, source, effect, source.controller)
            if monsters is None:
                monsters = self.monsters(0) + self.monsters(1)
            for monster in monsters:
                if monster.position != S.FACEUP_DEFENSE or monster.location != S.MZONE or \
                        (effect.affects is not None and not effect.affects(ctx, monster)):
                    continue
                if "unaffected_by" in self._cont_tags_present and \
                        U.unaffected(self, monster, card_type_now(source), source.controller):
                    continue
                if "force_defense" in self._cont_tags_present and \
                        self._forced_later(monster, "force_defense", (source, effect)):
                    continue
                self.change_position(monster, S.FACEUP_ATTACK)
        return True

    def _forced_later(self, monster, tag, pair):
        """(round 59p) Does an applying `tag` effect (force_attack / force_defense) that began
        to apply after `pair` (a (card, effect) of the other tag: timestamps, `_timestamp_key`)
        reach `monster`, one not unaffected by its card? Of Level Limit - Area B and Final
        Attack Orders the one applied most recently takes precedence for the monsters both
        reach (formatlibrary.com Goat rulings, "Level Limit - Area B"); the older one then
        leaves them as they are. Two that began to apply at the same moment (a position built
        with both face-up): the force_defense one, as before (no ping-pong). Asked only in a
        duel holding both tags."""
        after = self._timestamp_key(pair)[0]
        tie = tag == "force_defense"
        for source, effect in self._applying(tag):
            since = self._timestamp_key((source, effect))[0]
            if since < after or (since == after and not tie):
                continue
            if effect.affects is not None and \
                    not effect.affects(new_ctx(self, source, effect, source.controller), monster):
                continue
            if "unaffected_by" in self._cont_tags_present and \
                    U.unaffected(self, monster, card_type_now(source), source.controller):
                continue
            return True
        return False

    def _forcers_reach(self, forcers, attackers):
        """Does a force_defense effect of a face-up card among `forcers` (the field cards with
        the tag) reach one of `attackers` (the monsters in Attack Position), whether or not it
        applies now? Its `affects` is a question; `_applying("force_defense")` names a subset of
        these effects (those whose card is active, not being summoned or destroyed, whose
        condition holds and which are not negated), so when none reaches a monster the state
        checks' pass changes no position and need not ask `_applying` (most passes with a
        Level Limit - Area B or a Dragon Capture Jar face-up: no monster it reaches in Attack
        Position). When one does, the pass goes on as before, asking each applying effect."""
        for card in forcers:
            if card.position not in _FACE_UP:
                continue
            for effect in card.script.continuous:
                if effect.tag != "force_defense":
                    continue
                affects = effect.affects
                if affects is None:
                    return True
                # (= new_ctx(self, card, effect, card.controller), field by field: a call with
                # a frame on PyPy)
                ctx = _new_object(_Ctx)
                ctx.duel = self
                ctx.card = card
                ctx.effect = effect
                ctx.player = card.controller
                ctx.link = None
                ctx.event = None
                ctx.happenings = ()
                for monster in attackers:
                    if affects(ctx, monster):
                        return True
        return False

    def _apply_state_effect(self, card, effect):
        """A STATE effect of a face-up card in its range: applied when its condition holds,
        and its card's effects are not negated (unless it declares `while_negated`: a rule of
        the card, such as a maintenance cost)."""
        # (= new_ctx(self, card, effect, card.controller), field by field: a call with a frame on PyPy)
        ctx = _new_object(_Ctx)
        ctx.duel = self
        ctx.card = card
        ctx.effect = effect
        ctx.player = card.controller
        ctx.link = None
        ctx.event = None
        ctx.happenings = ()
        if effect.condition(ctx) and (effect.while_negated or not self._effect_negated(card)):
            result = effect.resolve(ctx)
            if result is not None and hasattr(result, "send"):
                # it destroys (ctx.destroy): at once, or asked after the checks
                self._run_or_leave(result, (card.uid, effect.index),
                                   "the STATE effect of %s" % card.data.name)

    def _equip_still_legal(self, card, monster):
        """Does the monster still meet the equip condition of each of the Equip Card's
        activations that equip (seed 000 §裝備魔法)? The condition is an activation's
        `equip_filter`, or else its target filter (an Equip Spell targets the monster it
        equips). A Trap that becomes an Equip Card in one of its modes (Kunai with Chain,
        `equips=True`) asks only that mode: its other mode's target ("an opponent's Attack
        Position monster") is no condition of the equip."""
        checks = _EQUIP_FILTERS.get(card.script)      # (None for a card without a script: no key)
        if checks is None:
            script = card.script
            if script is None:
                return True
            equipping = [effect for effect in script.effects if effect.kind == E.ACTIVATE and effect.equips]
            found = []
            for effect in equipping or [e for e in script.effects if e.kind == E.ACTIVATE]:
                check = effect.equip_filter
                if check is None and effect.target:
                    check = effect.target[0].filter
                if check is not None and check is not stays_equipped:
                    # (`stays_equipped` declares no condition beyond the rule's: not kept)
                    found.append((effect, check))
            checks = _EQUIP_FILTERS[script] = tuple(found)
        for effect, check in checks:
            if check.__class__ is PrintedCondition and "race" not in self._cont_tags_present and \
                    "attribute" not in self._cont_tags_present:
                # declared to read only the monster's printed data while no card of the duel
                # changes a Type or an Attribute (`kinds_changed`; the pass asks only of a
                # face-up monster in a Monster Zone): its answer for that data, asked once
                # (then with the Ctx `new_ctx` makes: a first ask is rare)
                answers = check.answers
                answer = answers.get(monster.data)
                if answer is None:
                    answer = answers[monster.data] = bool(
                        check.condition(new_ctx(self, card, effect, card.controller), monster))
                if answer:
                    continue
                return False
            # (an undeclared condition reads anything: the state checks' equips step runs
            # again at the next pass, `_phase_cards[17]`)
            self._phase_cards[17] = False
            # (= new_ctx(self, card, effect, card.controller), field by field: its call is a
            # frame on PyPy, 2-3 a turn on the Goat decks)
            ctx = _new_object(_Ctx)
            ctx.duel = self
            ctx.card = card
            ctx.effect = effect
            ctx.player = card.controller
            ctx.link = None
            ctx.event = None
            ctx.happenings = ()
            if not check(ctx, monster):
                return False
        return True

    def _win(self, player, reason, match=False):
        self._set_loser(1 - player, reason)
        if match:
            self._match_win = True
        self._check_win()

