"""Destruction and its replacement effects ("if X would be destroyed, destroy Y instead").

A replacement effect is a continuous effect (seed 000 §永續效果: it needs no activation and
applies at the moment the destruction would happen). A card declares one with the
continuous tag `destroy_replace` (`cards.common.destroy_instead` builds it):

    Effect(CONTINUOUS, tag="destroy_replace", optional=True,
           affects=lambda ctx, card: ...,          # the cards it protects
           value=Instead(cards, reasons))          # effects.Instead: cards(ctx) -> destroyed instead

and the engine applies it inside every destruction by the reasons it names ("battle",
"effect"), at the depth of the rule:

- one destruction event at a time: the cards one effect (or one battle) would destroy
  together are looked at together. A replacement applies once per event, and one card it
  destroys instead saves every card of that event it protects (Proxy Dragon: "a card(s)
  you control"); an optional replacement is for a card no other one saved, while every
  mandatory one that protects a saved card applies too (yugioh-wiki 《身代わり》: two Unions
  "destroyed instead" on one monster are both destroyed);
- the card destroyed instead is destroyed by the replacing card's effect (reason "effect",
  its controller's), at the same time as the cards still destroyed; it must be on the
  field, must not be destroyed by the same event already, must be destructible by effects,
  and it cannot itself be saved by another replacement (it is already a replacement);
- mandatory replacements (Thousand-Eyes Restrict, Relinquished: "the equipped monster is
  destroyed instead") apply first; an optional one ("you can") asks its controller
  (`yes_no`), then which card (`select`) when there is more than one.

Destroying is a generator procedure (`yield from duel.destroying(...)`, `yield from
ctx.destroy(...)` in a card's resolution), so the engine can ask in the middle of an
effect. `duel.destroy(...)` is the plain form for the rules, where nothing can be asked:
there, a mandatory replacement with one card to destroy still applies, an optional one
is not offered.

Destructions made by state checks ask too. The state checks are plain code (they run
after every action, and most of them cannot ask anything), so a STATE effect that
destroys is a procedure (`yield from ctx.destroy(...)`), and so is the built-in "negate
and destroy" of a continuous negation (Fiend Skull Dragon, Ryu Senshi;
`chain._link_negated_now`). When no replacement effect for that reason applies (the
common case) the procedure runs at once, as plain code would (it cannot ask). When one
does, it is left (`_leave`) in `_zone_pending` as a LATER entry, and the procedure that
ran the state checks runs it right after them, before anything else happens
(`_settle_destructions`: the questions, the destruction, then the state checks again,
which see its consequences); a state check made by plain code (a scenario's
`check_position`) has it run before the next decision, with the zone choices
(engine/zones.py). A state check's procedure is left once (a second pass of the same
check does not leave it again); a card whose STATE effect would destroy it again after
it was saved (a condition still true) marks that it has applied.

Counters that replace destruction (round 57i): a card may hold counters each of which is
removed instead of its destruction (Magic Reflector: "if that card would be destroyed, remove
the counter instead"). They are a mark on the card object (M.DESTROY_COUNTERS, a count, put by
`Ctx.place_destroy_counter`): forked with the duel as every mark, gone when the card leaves the
field or turns face-down, and outliving the card that put them -- no effect applies, so nothing
negates them (Imperial Order: yugipedia Card Rulings:Magic Reflector). `_counters_instead`
applies them in every destruction but a rule's (reason "rule": an Equip Card with no monster, a
Field Spell replaced) and a card's own destruction of itself (`source` the card: Swords of
Revealing Light's third End Phase, an unpaid maintenance cost -- yugioh-wiki.net
《マジック・ガードナー》 FAQ, yugipedia), before the replacement effects: one counter per
destruction event, each card of the event that holds one saved (Heavy Storm). Looked at only in
a duel holding a card that declares C.DESTROY_COUNTER (LASTING_TAGS).

A control that ends (round 57i): `return_control` gives a monster back to the player it was
taken from, or sends it to its owner's GY with no free Main Monster Zone there (the engine's own
returns, actions.py; `Ctx.return_control`: the Charmers).
"""

from duelist.engine import effects as E
from duelist.engine.effects import Instead  # noqa: F401  (the value of a destroy_replace effect)
from duelist.engine.effects import LATER
from duelist.engine import state as S
from duelist.engine.names import C, EV, M
from duelist.engine import unaffected as U
from duelist.engine.pendulum import card_type_now

_GRAVE = S.GRAVE        # (`_destroy_now` compares where each destroyed card went: one global read)
_COUNTER_TAG = C.DESTROY_COUNTER    # (a duel holding a card that puts M.DESTROY_COUNTERS)
_COUNTERS = M.DESTROY_COUNTERS
_FACE_UP = S.FACE_UP_POSITIONS
_SPARES_TAG = C.LINK_SPARES     # (round 58f: a duel holding a card that spares cards from a link, Fake Trap)


# where a destroying effect may send what it destroys instead of the GY (`destroying_to`,
# `Ctx.destroy_to`): the top of its owner's Deck (Mystic Swordsman LV6; an Extra Deck monster
# to its owner's Extra Deck), or banished (as `destroying(..., banish=True)`)
DESTINATIONS = (S.DECK, S.BANISHED)


def _sent_to(card, to):
    """Where a card destroyed by an effect sending it `to` (`DESTINATIONS`) goes: banished, or
    the top of its owner's Deck; a Fusion (Extra Deck) monster to its owner's Extra Deck instead
    of the Deck (seed 000 §怪獸卡: those monsters are kept in the Extra Deck; `Duel.to_deck`
    does the same)."""
    return S.EXTRA if to == S.DECK and card.data.is_extra_deck else to


class DestructionMixin(object):
    # -------------------------------------------------------------- destroying
    def destroying(self, cards, reason="effect", by=None, source=None, banish=False):
        """Generator: destroy cards, applying replacement effects (asking their controllers).
        Returns the cards of `cards` that were destroyed (not those destroyed instead)."""
        doomed = self._destroyable(cards, reason, source)
        if doomed and _COUNTER_TAG in self._cont_tags_present and reason != "rule":
            doomed = self._counters_instead(doomed, source, reason)
        instead = ()
        if doomed and C.DESTROY_REPLACE in self._cont_tags_present:
            doomed, instead = yield from self._replacements(doomed, reason)
        return self._destroy_now(doomed, reason, by, banish, instead)

    def destroying_to(self, cards, to, reason="effect", by=None, source=None):
        """Generator, as `destroying`: destroy cards, the destroying effect sending those it
        destroys `to` another place than the GY (`DESTINATIONS`: S.DECK, the top of the owner's
        Deck: Mystic Swordsman LV6). They are destroyed (the happening's reason "destroyed_...",
        replacements apply); a card destroyed instead by a replacement goes to the GY (it is
        destroyed by its replacing card's effect). (round 56y; `Ctx.destroy_to`)"""
        if to not in DESTINATIONS:
            raise ValueError("a destroyed card may be sent to %s, not %r" % (", ".join(DESTINATIONS), to))
        doomed = self._destroyable(cards, reason, source)
        if doomed and _COUNTER_TAG in self._cont_tags_present and reason != "rule":
            doomed = self._counters_instead(doomed, source, reason)
        instead = ()
        if doomed and C.DESTROY_REPLACE in self._cont_tags_present:
            doomed, instead = yield from self._replacements(doomed, reason)
        return self._destroy_now(doomed, reason, by, False, instead, to)

    def destroy(self, cards, reason="effect", by=None, source=None, banish=False):
        """Destroy cards at once (seed 000: destroyed cards go to the GY; banish=True:
        "destroy and banish", they never reach the GY). The plain form of `destroying`, for
        rules and state checks: only replacements that need no question apply. Returns
        those destroyed."""
        doomed = self._destroyable(cards, reason, source)
        if doomed and _COUNTER_TAG in self._cont_tags_present and reason != "rule":
            doomed = self._counters_instead(doomed, source, reason)
        instead = ()
        if doomed and C.DESTROY_REPLACE in self._cont_tags_present:
            proc = self._replacements(doomed, reason, ask=False)
            try:
                next(proc)
            except StopIteration as done:
                doomed, instead = done.value
            else:
                raise RuntimeError("a replacement asked a question where none can be asked")
        return self._destroy_now(doomed, reason, by, banish, instead)

    def _counters_instead(self, doomed, source, reason="effect"):
        """The cards of this destruction event that hold a counter removed instead of their
        destruction (M.DESTROY_COUNTERS: Magic Reflector) lose one and are not destroyed; a card
        destroying itself (`source` is it: Swords of Revealing Light's end, an unpaid
        maintenance cost) is destroyed all the same. Returns the cards still destroyed.
        (round 58f) First, for a destruction by an effect, the cards the chain link resolving
        now spares (`spare_from_link`: Fake Trap), which are not destroyed and lose no counter:
        a card that spares declares C.DESTROY_COUNTER too, the gate of this step."""
        if reason == "effect" and _SPARES_TAG in self._cont_tags_present:
            doomed = self._spared_by_link(doomed)
            if not doomed:
                return doomed
        kept = None
        for i, card in enumerate(doomed):
            marks = card.marks
            count = marks.get(_COUNTERS, 0) if marks is not None else 0
            if count and card is not source:
                if kept is None:
                    kept = doomed[:i]
                if count > 1:
                    marks[_COUNTERS] = count - 1
                else:
                    self.unmark(card, _COUNTERS)
                self.announce(card.controller, card, EV.COUNTER, counter="counter", count=count - 1,
                              instead="destroyed")
            elif kept is not None:
                kept.append(card)
        return doomed if kept is None else kept

    # ------------------------------------------- destructions the state checks make
    def _may_replace(self, reason):
        """Does a replacement effect for destructions by `reason` apply now (so that a
        destruction could ask)?"""
        if C.DESTROY_REPLACE not in self._cont_tags_present:
            return False
        return bool(self._replacing(reason))

    def _replacing(self, reason):
        """(card, effect) of each replacement effect that applies now to destructions by
        `reason` ("battle", "effect"), in timestamp order: what `_may_replace` asks and
        `_replacements` applies."""
        out = []
        for pair in self._applying(C.DESTROY_REPLACE):
            if reason in pair[1].value.reasons:
                out.append(pair)
        return out

    def _run_or_leave(self, proc, key, what):
        """A procedure plain code (a state check) was handed: run at once when it cannot
        ask (no replacement applies); else left for the procedure that runs the state
        checks (`_settle_destructions`). key: what made it (a second one is dropped)."""
        if isinstance(proc, E.Procedure):
            proc._started()          # it is run, by one of the two ways below
        if not self._may_replace("effect"):
            for _ in proc:
                raise RuntimeError("%s asked a question where none can be asked" % what)
            return
        for entry in self._zone_pending:
            if entry[3] == LATER and entry[5] == key:
                proc.close()         # the same check again, before the first was run
                return
        self._zone_pending.append((None, None, None, LATER, proc, key, None, None))

    def _left_destructions(self):
        pending = self._zone_pending
        return bool(pending) and any(entry[3] == LATER for entry in pending)

    def _settle_destructions(self, checks=True):
        """Generator: run the destructions state checks left (asking), in order, then the
        state checks again (checks=False: not now, e.g. in the middle of a resolution)."""
        for _ in range(self.STATE_CHECK_PASSES):
            pending = self._zone_pending
            left = [entry for entry in pending if entry[3] == LATER]
            if not left:
                return
            pending[:] = [entry for entry in pending if entry[3] != LATER]
            for entry in left:
                yield from entry[4]
            if not checks:
                return
            self._state_checks()

    def _destroyable(self, cards, reason, source=None):
        out = []
        shield = "unaffected_by" in self._cont_tags_present and reason == "effect"     # (round 54e: Horus LV6)
        for card in cards:
            if card.location not in (S.MZONE, S.SZONE, S.FZONE, S.HAND, S.DECK):
                continue     # destroying reaches the field, and the hand and Deck when an effect says so
            if self._indestructible(card, reason, source):
                continue
            if shield and (U.by_resolving(self, card) if source is None else
                           U.unaffected(self, card, card_type_now(source), source.controller)):
                continue     # unaffected by the destroying card's type of effect (engine/unaffected.py)
            if card not in out:
                out.append(card)
        return out

    def _destroy_now(self, doomed, reason, by, banish, instead=(), to=None):
        """The destruction itself: every card destroyed at the same time (the cards destroyed
        instead, by their replacing card's effect, with them), then moved (to: where the
        destroying effect sends those it destroys, `destroying_to`)."""
        entries = []        # (a loop: a comprehension reading `reason` and `by` makes them cells)
        for card in doomed:
            entries.append((card, reason, by))
        for card, source, player, saved in instead:
            self._emit({"type": EV.DESTROY_REPLACED, "player": player, "uid": source.uid,
                        "name": source.data.name, "saved": [c.uid for c in saved], "instead": card.uid})
            entries.append((card, "effect", player))
        for card, why, who in entries:
            event = {"type": "destroyed", "uid": card.uid, "code": card.data.code,
                     "name": card.data.name, "reason": why}
            loc = card.location
            if loc == S.DECK or loc == S.EXTRA:
                # a Deck card's uid is not public (it could tell where the card lay)
                event["private"] = {"player": card.owner, "uid": event.pop("uid")}
            log = self.log      # (= self._emit(event), written out: a call with a frame on PyPy)
            event["i"] = len(log)
            log.append(event)
            if self._any_scripts:
                # (= self._happen("destroyed", card, reason=why, by=who, controller=card.controller,
                # face_up=card.face_up), written out: its dict, keys in its order)
                p = card.position
                self._happened.append({"reason": why, "by": who, "controller": card.controller,
                                       "face_up": p == S.FACEUP_ATTACK or p == S.FACEUP_DEFENSE or p == S.FACEUP,
                                       "type": "destroyed", "cid": card.cid, "uid": card.uid})
        if to:
            return self._destroyed_to(doomed, entries, to)
        for i, (card, why, who) in enumerate(entries):
            # (where it stood and how, before the move: a card that does not reach the GY is
            # recorded below as `_move` records one that does)
            origin, controller, face_up = card.location, card.controller, card.position in _FACE_UP
            # "destroy and banish" banishes what it destroys, not a card destroyed instead
            where = self._move(card, S.BANISHED if banish and i < len(doomed) else S.GRAVE, card.owner,
                               "destroyed_" + why, who)
            if where != _GRAVE and self._any_scripts:
                # destroyed, but not sent to the GY (banished instead under Macro Cosmos,
                # "destroy and banish", a Pendulum Monster to the Extra Deck, a Token that
                # vanishes, "void"): this turn's records hold it beside the GY's ("if Toon World
                # on the field is destroyed" holds wherever it went: `destroyed_this_turn`)
                self.turn_log.append({"cid": card.cid, "uid": card.uid, "controller": controller,
                                      "origin": origin, "reason": "destroyed_" + why, "owner": card.owner,
                                      "face_up": face_up, "to": where})
        return doomed

    def _destroyed_to(self, doomed, entries, to):
        """The moves of `_destroy_now` where the destroying effect sends the cards it destroys
        (`doomed`, the first entries) `to` another place than the GY (`_sent_to`); a card
        destroyed instead goes to the GY. A card that did not reach the GY is recorded in this
        turn's records as `_destroy_now` records one (`destroyed_this_turn`). Returns `doomed`."""
        count = len(doomed)
        for i, (card, why, who) in enumerate(entries):
            origin, controller, face_up = card.location, card.controller, card.position in _FACE_UP
            where = self._move(card, _sent_to(card, to) if i < count else S.GRAVE, card.owner,
                               "destroyed_" + why, who)
            if where != _GRAVE and self._any_scripts:
                self.turn_log.append({"cid": card.cid, "uid": card.uid, "controller": controller,
                                      "origin": origin, "reason": "destroyed_" + why, "owner": card.owner,
                                      "face_up": face_up, "to": where})
        return doomed

    # ------------------------------------------------------- a control that ends
    def return_control(self, card, player):
        """A control change ends: `card` (a monster on the field) goes back to `player`, the
        player it was taken from; with no free Main Monster Zone of theirs it is sent to its
        owner's GY instead (a Token vanishes): the rule of the End Phase's return of Change of
        Heart and of Snatch Steal leaving (actions.py `_expire_lingering`, `_bound_controls`).
        Nothing happens where it is no longer on the field or `player` controls it already; a
        monster whose control cannot switch (Mataza the Zapper) stays. True when it came back.
        (round 57i; `Ctx.return_control`: the Charmers)"""
        if card.location != S.MZONE or card.controller == player:
            return False
        if self.free_mzones(player):        # (a control returning places no monster: a count
            # limit, Kaiser Colosseum's, bars it not; round 58y)
            return self.take_control(card, player, until_end_of_turn=False)
        self._to_grave(card, "no_zone")
        return False

    # ------------------------------------------------ cards one link does not destroy (58f)
    def spare_from_link(self, link, player, kinds):
        """(round 58f) The cards of `kinds` (card types) that `player` controls are not
        destroyed by `link`'s resolution (Fake Trap: "the other Traps are not destroyed"; an
        answer to the link, applied before it resolves). Kept on the link (`link.info`
        "spared": {player: kinds}) and read by `_spared_by_link` while that link is the one
        resolving. A card whose script calls it declares LASTING_TAGS C.LINK_SPARES and
        C.DESTROY_COUNTER: the spares are read in the counters step of a destruction
        (`_counters_instead`), which a duel enters only while a card of it declares
        C.DESTROY_COUNTER, so a duel with no such card pays nothing."""
        spared = link.info.get("spared")
        spared = {} if spared is None else dict(spared)
        spared[player] = tuple(spared.get(player, ())) + tuple(k for k in kinds if k not in spared.get(player, ()))
        link.info["spared"] = spared

    def _spared_by_link(self, doomed):
        """The cards of this destruction event that the chain link resolving now spares
        (`spare_from_link`) are left out: not destroyed, none destroyed instead. Only the
        link's own resolution: not a state check or a later link's."""
        link = self.resolving_link
        if link is None or not self._resolving or not self.chain or self.chain[-1] is not link:
            return doomed
        spared = link.info.get("spared")
        if not spared:
            return doomed
        return [c for c in doomed if not (c.controller in spared and c.data.card_type in spared[c.controller])]

    # ------------------------------------------------------------ replacements
    def _replacements(self, doomed, reason, ask=True):
        """Generator: the replacement effects that apply to this destruction event.
        Returns (cards still destroyed, [(card destroyed instead, replacing card, its
        controller, cards it saved)]). ask=False: only what needs no question."""
        applying = self._replacing(reason)
        if not applying:
            return doomed, ()
        applying.sort(key=lambda pair: pair[1].optional)     # mandatory ones first (stable: timestamps)
        kept = list(doomed)
        instead = []
        # the cards a mandatory replacement saved: every other mandatory one that protects them
        # applies too, in the same event -- a monster with two Unions each "destroyed instead"
        # loses both (yugioh-wiki 《身代わり》: several mandatory substitutes of one monster all
        # become substitutes at one destruction); an optional one is for the cards still doomed
        mandatory_saved = []
        for source, effect in applying:
            if any(entry[0] is source for entry in instead):
                continue        # destroyed as a replacement itself: it applies no more
            player = source.controller
            ctx = E.Ctx(self, source, effect, player)
            pool = kept if effect.optional else kept + mandatory_saved
            saved = [c for c in pool if effect.affects is None or effect.affects(ctx, c)]
            if not saved:
                continue
            taken = list(doomed) + [entry[0] for entry in instead]
            others = [c for c in effect.value.cards(ctx)
                      if c.location in S.FIELD_LOCATIONS and c not in taken
                      and not self._indestructible(c, "effect", source)]
            if not others:
                continue
            if effect.optional:
                if not ask:
                    continue
                names = ", ".join(self._name_for(c, player) for c in saved)
                yes = yield from self.ask_yes_no(
                    player, "%s would be destroyed: apply %s (%s)?" % (
                        names, source.data.name, effect.label or "destroy another card instead"),
                    source.uid, source.data.name)
                if not yes:
                    continue
            if len(others) == 1 or not ask:
                chosen = others[0]
            else:
                chosen = yield from self._pick_card(player, others, "%s: destroy which card instead?"
                                                    % source.data.name)
            instead.append((chosen, source, player, saved))
            if not effect.optional:
                mandatory_saved.extend(c for c in saved if c not in mandatory_saved)
            kept = [c for c in kept if c not in saved]
            if not kept and effect.optional:
                break       # (the rest are optional too: nothing left for them)
        return kept, instead
