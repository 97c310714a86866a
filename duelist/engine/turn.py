"""The turn: opening, phases, the Main Phase menu and its actions, the End Phase.

Rules: seed 000 §決鬥過程/遊戲流程 and §怪獸的召喚·特殊召喚, seed 004 §决斗的进行.
"""

from duelist.engine import effects as E
from duelist.engine import state as S
from duelist.engine.chain import _NOBODY, new_ctx
from duelist.engine.lasting import Until
from duelist.engine.names import H, M, R
from duelist.engine.protocol import Option, Request
from duelist.engine.state import AFTER_SUMMON, PHASE_DRAW, PHASE_END, PHASE_MAIN1, PHASE_MAIN2, PHASE_STANDBY
from duelist.engine.text import PHASE_WORDS

SUMMON_OR_SET = "summon_or_set"    # a script's SUMMON_WITHOUT_TRIBUTE: a Normal Summon or Set without Tributes
_END_PHASE_KEY = "end_phase"    # (`Duel.used`: the End Phase's watch of arriving card objects, `_end_phase_proc`)
_NO_UIDS = frozenset()

# The menus' most built options are made with every field set by hand: `Option(...)` is a
# class call (on CPython 3.11 a second interpreter frame, on PyPy a call the JIT does not
# inline), ~25% of an option's cost; each such block says the `Option(...)` it equals.
_new = object.__new__

_FACE_UP = S.FACE_UP_POSITIONS     # Card.face_up, without the call
# (the menu's constants read as module globals: `S.X` is a global and an attribute read)
_FACEUP_ATTACK = S.FACEUP_ATTACK
_FACEUP_DEFENSE = S.FACEUP_DEFENSE
_FACEDOWN_DEFENSE = S.FACEDOWN_DEFENSE
_POSITION_CHANGED = H.POSITION_CHANGED
_POSITION_HEARD = E.POSITION_HEARD
_SUMMON_PROC = E.SUMMON_PROC

# Not a continuous tag: kept with them in `Duel._cont_tags_present` (duel.py `_new_card`) when
# some card of the duel is a Pendulum card (it has a scale); without one the Main Phase menu
# never reads the Pendulum Zones. (A Duel attribute of its own would be its 80th: on PyPy an
# instance keeps its attributes in a map only while it has fewer than 80.)
PENDULUM_IN_DUEL = "(a Pendulum card)"

MENU_PROMPTS = {phase: "%s: choose an action" % words for phase, words in PHASE_WORDS.items()}
_MAIN1_PROMPT = MENU_PROMPTS[PHASE_MAIN1]
# lasting rules that keep a player out of the Battle Phase (`_battle_phase_barred`)
_BATTLE_BARS = frozenset(["no_battle_phase", "skip_battle_phase"])
# lasting rules the Tribute list reads (`_tribute_candidates`): Soul Exchange's monster, and a
# monster that cannot be Tributed for a while (Mind Control)
_TRIBUTE_RULES = frozenset(["tribute_opponent", "no_tribute"])
# script -> its module's CANNOT_BE_TRIBUTED or NO_TRIBUTE_SUMMON (`_summon_tribute_bar`; read once,
# as extra.py's _NO_TRIBUTE)
_SUMMON_TRIBUTE_BAR = {}


def tributes_needed(level):
    """seed 000 §上級召喚: Level 5-6 need 1 Tribute, 7 and above need 2."""
    if level >= 7:
        return 2
    if level >= 5:
        return 1
    return 0


_PROC = object()    # in `_walk_extra_frames`: some card has a summoning procedure of its own


_MENU_FRAMES = frozenset(["Synchro", "Xyz", "Link", _PROC])     # what the menu asks about


def _walk_extra_frames(extra):
    """The card kinds (frames) in an Extra Deck that the menu asks about (Synchro, Xyz,
    Link), with `_PROC` if some card's script has a summoning procedure: the menu asks for
    Synchro, Xyz and Link Summons only when a card of that frame is there (each of those
    walks passes over every other card), which skips three walks of the Extra Deck in a
    duel of Fusion Monsters; with none of the four (an Extra Deck of Fusion Monsters) the
    menu asks nothing. The menu keeps the answer per player (`Duel._frames_kept`) until that
    player's Extra Deck changes."""
    frames = set()
    for card in extra:
        kinds = card.data.kinds
        if kinds:
            frames.update(kinds)
        script = card.script
        if script is not None and E.SUMMON_PROC in script.by_kind:
            frames.add(_PROC)
    frames.intersection_update(_MENU_FRAMES)
    return frozenset(frames)


class TurnMixin(object):
    # ---------------------------------------------------------------- opening
    def _opening_proc(self):
        rules = self.rules
        # the seed stays out of the log: it fixes every shuffle (replay files keep it)
        self._emit({"type": "duel_start", "rules": rules.name, "lp": [rules.starting_lp] * 2})
        self._shuffle_deck(0)
        self._shuffle_deck(1)
        first = self.first_player
        if first is None:
            winner = self.rng.below(2)
            self._emit({"type": "coin_toss", "winner": winner})
            choice = yield self._ask(winner, "first_player", "You won the toss: go first or second?",
                                     [Option(0, "go_first"), Option(1, "go_second")])
            first = winner if choice.kind == "go_first" else 1 - winner
        self.first_player = first
        self._emit({"type": "first_player", "player": first})
        for p in (first, 1 - first):
            self._draw(p, rules.opening_hand)
        self._check_win()
        self.turn = 0
        self.turn_player = 1 - first
        yield from self._next_turn_proc()

    def _next_turn_proc(self):
        self.turn += 1
        self.turn_player = 1 - self.turn_player
        for ps in self.players:
            ps.normal_summons = 0
        if self.turn_log or self.past_turn_logs:
            # the last two turns' GY records stay readable ("your next Standby Phase after ...")
            self.past_turn_logs = [self.turn_log] + self.past_turn_logs[:1]
            self.turn_log = []
        self.turn_summons = [0, 0]
        self.turn_drawn = [0, 0]
        self.last_attacker = None
        return self._turn_start_proc()

    # The phase steps below are plain functions that return () where they ran through
    # with nothing asked, or a generator for what is left (`Duel._then`): callers write
    # `yield from self._step()` as for any procedure.
    def _turn_start_proc(self, draw=True):
        """Draw Phase, Standby Phase, then rest in Main Phase 1."""
        tp = self.turn_player
        self.stage = S.STAGE_TURN
        self.step = None
        if draw:
            # (`_emit` written out here and below: the event's index "i" its last key, as `_emit`
            # adds it; a call with a frame on PyPy)
            log = self.log
            log.append({"type": "turn", "turn": self.turn, "player": tp, "i": len(log)})
            # seed 004 §决斗的进行: a Draw Phase skipped by an effect (Time Seal, Reckless Greed)
            # is not entered at all: no draw, no window, a `phase_skipped` record (`_skipped`)
            if self.lingering:
                if self._skipped(tp, "skip_draw_phase", PHASE_DRAW):
                    return self._standby_proc()
                if "no_draw" in self._cont_tags_present and self._draw_lock_begins(tp):
                    # a lasting "cannot draw during your next Draw Phase" on tp applies from now
                    # (Penalty Game!; L.NO_DRAW, round 57b)
                    return self._locked_draw_phase(tp)
            self.phase = PHASE_DRAW
            log.append({"type": "phase", "phase": PHASE_DRAW, "player": tp, "i": len(log)})
            # seed 000 §大師規則3: the first player skips the turn-1 draw unless the rules say otherwise
            if self.turn > 1 or self.rules.first_turn_draw:
                if "instead_of_draw" in self._cont_tags_present and self._draw_replacements(tp):
                    # an effect its player may use instead of the normal draw (Freed the
                    # Matchless General): asked first
                    return self._replaced_draw_proc(tp)
                self._draw(tp, 1)
                # (= self._check_win(), its common case, nobody has lost, without the call, as
                # `_state_checks` tests it: LP that reaches 0 marks its player in `_losers`,
                # duel.py `_lp_reached_zero`)
                if self._losers is not _NOBODY:
                    self._check_win()
            window = self._window("draw_phase")
            if window:
                return self._then(window, self._standby_proc)
        return self._standby_proc()

    def _locked_draw_phase(self, tp):
        """`_turn_start_proc`'s Draw Phase where a lasting L.NO_DRAW bars `tp` from drawing
        (Penalty Game!, round 57b): no normal draw (a `draw_skipped` record, reason "no_draw",
        where the rules give that turn a draw) and nothing used instead of it (Freed the
        Matchless General); its window, then the Standby Phase. () or a generator, as the
        phase steps."""
        self.phase = PHASE_DRAW
        log = self.log
        log.append({"type": "phase", "phase": PHASE_DRAW, "player": tp, "i": len(log)})
        if self.turn > 1 or self.rules.first_turn_draw:
            log.append({"type": "draw_skipped", "player": tp, "reason": "no_draw", "i": len(log)})
        window = self._window("draw_phase")
        if window:
            return self._then(window, self._standby_proc)
        return self._standby_proc()

    def _draw_lock_begins(self, tp):
        """`tp`'s Draw Phase has begun: each lasting L.NO_DRAW on `tp` that waits for their next
        Draw Phase (started before this turn: one started during a Draw Phase of theirs waits
        for the following one) applies now, to the end of this phase (its duration fixed as
        "this phase of this turn": the phase's end ends it, actions.py `_phase_began`). Is `tp`
        barred from drawing now? Asked only in a duel whose cards declare the tag (round 57b)."""
        barred = False
        turn = self.turn
        waiting = None
        for entry in self.lingering:
            if entry.tag == "no_draw" and entry.player == tp:
                if entry.until.kind == "ever" and entry.turn < turn:
                    if waiting is None:
                        waiting = []
                    waiting.append(entry)
                elif entry.until.kind == "phase":
                    barred = True
        if waiting is not None:
            for entry in waiting:
                self._lasting_renewed(entry, Until("phase", turn=turn, phase=PHASE_DRAW))
            barred = True
        return barred

    def _draw_replacements(self, tp):
        """The face-up field cards of `tp` whose effect may be used instead of the normal draw
        now (a script's INSTEAD_OF_DRAW(ctx), effects.py CardScript; its effects not negated).
        Asked only in a duel holding such a card (the tag instead_of_draw)."""
        roles = self._field_cache
        if roles is None or roles[0] != self._field_version:
            roles = self._field_roles()
        cards = roles[5].get("instead_of_draw")
        if not cards:
            return ()
        out = []
        for card in cards:
            if card.controller == tp and card.face_up and not self.is_negated(card) and \
                    card.script.instead_of_draw(new_ctx(self, card, None, tp)):
                out.append(card)
        return out

    def _replaced_draw_proc(self, tp):
        """The Draw Phase's draw where an effect may be used instead (`_draw_replacements`):
        the player is asked, card by card; a yes gives up the draw (a `draw_skipped` log line
        naming the card) and raises H.DRAW_REPLACED, whose trigger, the card's own, is
        activated in the Draw Phase's window (its chain link: negated, the draw is still lost,
        our reading of "instead"); no to all: the normal draw. Then the window and the Standby
        Phase, as `_turn_start_proc`."""
        for card in self._draw_replacements(tp):
            name = card.data.name
            use = yield from self.ask_yes_no(tp, "Use %s's effect instead of your normal draw?" % name,
                                             card.uid, name)
            if use:
                self._emit({"type": "draw_skipped", "player": tp, "uid": card.uid, "name": name})
                self._happen(H.DRAW_REPLACED, card, player=tp)
                break
        else:
            self._draw(tp, 1)
            if self._losers is not _NOBODY:
                self._check_win()
        window = self._window("draw_phase")
        if window:
            yield from window
        rest = self._standby_proc()
        if rest:
            yield from rest

    def _standby_proc(self):
        """Standby Phase, then rest in Main Phase 1."""
        tp = self.turn_player
        self.phase = PHASE_STANDBY
        if self.lingering:
            self._phase_began()
        # (`_emit` written out here and below: the event's index "i" its last key, as `_emit`
        # adds it; a call with a frame on PyPy)
        log = self.log
        log.append({"type": "phase", "phase": PHASE_STANDBY, "player": tp, "i": len(log)})
        if self.lingering:
            self._countdowns(PHASE_STANDBY, tp)     # the lasting rules' Standby Phase countdowns
            if "return_at_standby" in self._cont_tags_present:
                self._standby_returns(tp)           # (Dimensionhole; round 57m)
        if self._any_scripts:
            # (`_happen` written out: one dict literal, the keys in its order)
            self._happened.append({"phase": PHASE_STANDBY, "player": tp, "type": "phase"})
        window = self._window("standby_phase")
        if window:
            return self._then(window, self._main_phase_1)
        if self.lingering:
            # (= self._main_phase_1(), its test written out: a call only where a lasting rule
            # skips Main Phase 1)
            for entry in self.lingering:
                if entry.tag == "skip_main_phase_1":
                    return self._main_phase_1()
        self._enter_main(PHASE_MAIN1)
        return ()

    def _standby_returns(self, tp):
        """The monsters banished "until your next Standby Phase" (L.RETURN_AT_STANDBY, info
        "standby_of" `tp`, started on an earlier turn) come back to their owners' fields in the
        position they left, as `tp`'s Standby Phase begins, before its window: no chain link,
        not a summon (actions.py `return_to_field`: with no free Main Monster Zone, the GY).
        The entry ends either way; a card that left the banished cards meanwhile stays where it
        is (another object). Round 57m."""
        turn = self.turn
        keep = []
        due = []
        for entry in self.lingering:
            if entry.tag == "return_at_standby" and entry.info.get("standby_of") == tp and entry.turn < turn:
                due.append(entry)
            else:
                keep.append(entry)
        if not due:
            return
        self._lasting_ended(keep)
        for entry in due:
            card = self.card_by_uid(entry.uid)
            if card is not None and card.location == S.BANISHED:
                zone = entry.info.get("blocks_zone")
                if zone is not None and zone[0] == card.owner and \
                        self.players[zone[0]].mzone[zone[1]] is None and \
                        zone[1] not in self._blocked_zones(zone[0]):
                    # back into the zone it left, which was kept for it (Dimensionhole's text:
                    # "元のフィールド上", yugioh-wiki.net 《ワーム・ホール》; round 58b)
                    self._move(card, S.MZONE, zone[0], "returned", position=entry.info["position"], seq=zone[1])
                else:
                    self.return_to_field(card, entry.info["position"])

    # ------------------------------------------------------------ skipped phases
    # seed 004 §决斗的进行: an effect may make a player skip their next Draw Phase (Time Seal,
    # Reckless Greed: lasting rule `skip_draw_phase`), Main Phase 1 (`skip_main_phase_1`) or
    # Battle Phase (Great Long Nose: `skip_battle_phase`). A skipped phase is not entered: no
    # "phase" record, no window, none of its triggers ("at the end of the Battle Phase"), no
    # draw; the log says `phase_skipped` (player, phase) where the phase would have begun.
    # Every turn has its place for each of the three (turn 1's Draw Phase without a draw and
    # its Battle Phase that cannot be conducted included): a skip is spent there, whether or
    # not the phase would have done anything. Several skips of the same phase for one player
    # all name the same next phase (two Time Seals skip one Draw Phase; Reckless Greed's
    # "next 2" beside a Time Seal skips two): each is spent by that phase.
    #
    # A skipped Battle Phase differs from "cannot conduct the Battle Phase" (Soul Exchange:
    # `no_battle_phase`, a rule for a turn) in what it names: a skip is the player's *next*
    # Battle Phase, wherever it falls, and is spent (and recorded) once that turn's Main
    # Phase 1 is over; a bar holds for its duration and is never "used". Neither Battle Phase
    # takes place, so neither turn has a Main Phase 2 (seed 004 §主要阶段2: it only follows a
    # Battle Phase); with Main Phase 1 skipped too, the turn goes from the Standby Phase
    # straight to the End Phase (seed 004 §主要阶段2 PS).
    def _skipped(self, player, tag, phase):
        """Is `player`'s coming `phase` skipped by a lasting rule `tag` on them? If so every
        such rule is spent once (a countdown, `uses(n)`: ends at 0; one with a duration of
        turns lasts its turns) and the skip is recorded. Called only with lasting rules."""
        for entry in self.lingering:
            if entry.tag == tag and entry.player == player:
                break
        else:
            return False        # (most calls: no such rule, nothing copied)
        for entry in list(self.lingering):
            if entry.tag == tag and entry.player == player and entry.until.kind == "uses":
                self._spend_lasting(entry)
        self._emit({"type": "phase_skipped", "phase": phase, "player": player})
        return True

    def _battle_phase_barred(self, player):
        """Does a lasting rule keep `player` out of the Battle Phase now: "cannot conduct the
        Battle Phase" (`no_battle_phase`) or a skip of their next one (`skip_battle_phase`)?
        Called only with lasting rules (the Main Phase 1 menu tests `lingering` first)."""
        for entry in self.lingering:
            # (one set test a lasting rule: two string comparisons cost twice `player_has`'s one)
            if entry.tag in _BATTLE_BARS and entry.player == player:
                return True
        return False

    def _main_phase_1(self):
        """After the Standby Phase: Main Phase 1, or, where it is skipped, the Battle Phase or
        the End Phase (seed 004 §主要阶段2 PS). () or a generator, as the phase steps."""
        if self.lingering and self._skipped(self.turn_player, "skip_main_phase_1", PHASE_MAIN1):
            return self._main_phase_1_skipped(self.turn_player)
        self._enter_main(PHASE_MAIN1)
        return ()

    def _main_phase_1_skipped(self, tp):
        """Main Phase 1 was skipped: the turn player may go on to the Battle Phase (asked:
        it is never compulsory, seed 004 §战斗阶段) where they may conduct it, else -- a
        skipped or barred Battle Phase, or the first turn -- the turn goes on to the End
        Phase (which spends a skip of the Battle Phase: `_end_phase_proc`), with no Main
        Phase 2."""
        if (self.turn > 1 or self.rules.first_turn_battle) and not self._battle_phase_barred(tp):
            return self._battle_or_end(tp)
        return self._end_phase_proc()

    def _battle_or_end(self, tp):
        go = yield from self.ask_yes_no(tp, "Main Phase 1 was skipped: enter the Battle Phase? "
                                            "(no: the End Phase)")
        if go:
            rest = self._battle_phase_proc()
        else:
            rest = self._end_phase_proc()
        if rest:
            yield from rest

    def _enter_main(self, phase):
        self.phase = phase
        if self.lingering:
            self._phase_began()
        self.step = None
        # (`_emit` written out here and below: the event's index "i" its last key, as `_emit`
        # adds it; a call with a frame on PyPy)
        log = self.log
        log.append({"type": "phase", "phase": phase, "player": self.turn_player, "i": len(log)})
        self.stage = S.STAGE_MAIN

    # ------------------------------------------------------------- main menu
    def _main_menu(self):
        """The Main Phase idle menu (a quiet point): every legal action, in a stable order.

        Built once per menu from facts that hold for the whole menu: the player's monsters,
        the summon lock (`_summon_lock`) and the position locks are looked up once, not per
        card; the Pendulum Summon is looked at only with a card in both Pendulum Zones."""
        tp = self.turn_player
        turn = self.turn
        ps = self.players[tp]
        scripted = self._any_scripts
        options = []
        add = options.append
        # the player's monsters as `monsters(tp)` lists them (Main Monster Zones left to right,
        # then the Extra Monster Zones), read off the zones here: a call with a frame on PyPy.
        # A player's Main Monster Zones hold only monsters that player controls (a change of
        # control moves the monster, actions.py `take_control`), so only an Extra Monster
        # Zone's monster has its controller asked, here, where it joins the list
        zones = ps.mzone
        emz = self.emz
        if emz and (emz[0] is not None or emz[1] is not None):
            zones = list(zones)
            for card in emz:        # (a plain loop: a comprehension would make tp a cell)
                if card is not None and card.controller == tp:
                    zones.append(card)
        # (the tags first: without a lasting rule or a card of the duel with the tag, the
        # calls would answer "no lock" / "no cost")
        present = self._cont_tags_present
        lock = False
        if scripted and (self.lingering or "no_summon" in present):
            # (= self._summon_lock(tp): its first loop, a lasting rule on tp, written out; then
            # its field part called only when a field card may have the tag (the field roles
            # stale or holding it): else the call, a frame on PyPy, would say no. 3.4 menus a
            # turn on C/M, whose Deck holds The Last Warrior from Another Planet, made it)
            for entry in self.lingering:
                if entry.tag == "no_summon" and entry.player == tp:
                    lock = True
                    break
            if not lock and "no_summon" in present:
                roles = self._field_cache
                if roles is None or roles[0] != self._field_version or "no_summon" in roles[5]:
                    lock = self._summon_lock(tp)
        can_pay = True      # Chain Energy: the LP cover `hand_action_cost(tp)`
        if scripted and "hand_action_lp_cost" in present:
            # (`hand_action_cost`'s own second test written out, as `_activation_allowed` reads
            # it: with the field roles current and no field card with the tag, no call; 3.6
            # menus a turn on G/B, whose Burn deck holds Chain Energy)
            roles = self._field_cache
            if roles is None or roles[0] != self._field_version or "hand_action_lp_cost" in roles[5]:
                cost = self.hand_action_cost(tp)
                can_pay = ps.lp >= cost
                # kept for the rest of this menu (`_phase_cards[14]`, read by `hand_action_cost`):
                # a quiet point, where nothing changes until the menu is answered (a new
                # decision, `len(answers)`) or a tool moves a card (a log event); the hand walk's
                # activation checks ask it again (chain.py `_activation_allowed`: 0.7 asks a turn
                # on G/B)
                self._phase_cards[14] = (len(self.answers), len(self.log), tp, cost)
        if ps.normal_summons == 0:
            self._summon_options(tp, options, None, lock, can_pay)
        locks = None        # `_position_locks()`, looked up at the first monster
        for card in zones:
            if card is None:
                continue
            if card.fixed_turn == turn:
                # seed 004 §怪兽的召唤: not the turn it arrived (summoned or Set), nor after its
                # position changed (a Flip Summon included) or it attacked this turn (`fixed_turn`:
                # the latest of those turns, state.py)
                continue
            if locks is None:
                # (`_position_locks` reads only the continuous effects with that tag and the
                # lasting rules: asked only when the field roles are stale or hold the tag, or a
                # lasting rule has it; else it returns () at once. 1-2.7 calls a turn on the
                # effect pairs, whose Decks hold Swords of Revealing Light)
                locks = ()
                if scripted:
                    ask = False
                    if "cannot_change_position" in present:
                        roles = self._field_cache
                        ask = roles is None or roles[0] != self._field_version or \
                            "cannot_change_position" in roles[5]
                    if not ask:
                        for entry in self.lingering:
                            if entry.tag == "cannot_change_position":
                                ask = True
                                break
                    if ask:
                        locks = self._position_locks()
            if card.position == _FACEDOWN_DEFENSE:
                if lock or locks and self._position_locked(card, locks):
                    continue
                if "normal_summon_if" in present:
                    # "cannot be Flip Summoned unless ..." (Terrorking Archfiend; the marker of
                    # effects.py NORMAL_SUMMON_IF_TAG: asked only in a duel holding such a card)
                    script = card.script
                    if script is not None and script.normal_summon_if is not None and \
                            not script.normal_summon_if(new_ctx(self, card, None, tp)):
                        continue
                    if script is not None and script.only_one == "face_up" and self.controls_copy(tp, card, True):
                        continue    # "you can only control 1 face-up X" (Amazoness Tiger; same marker)
                o = _new(Option)        # (= Option(len(options), "flip_summon", uid, name, position=...))
                o.id = len(options)
                o.kind = "flip_summon"
                o.card = card.uid
                o.name = card.data.name
                o.position = _FACEUP_ATTACK
                add(o)
            else:
                if locks and self._position_locked(card, locks):
                    continue
                data = card.data
                # a Link Monster never changes position (engine/link.py); `data.link` (= is_link(card):
                # only a Link Monster has a Link Rating) is a field read, the kinds tuple test a call on PyPy
                if data.link:
                    continue
                new = _FACEUP_DEFENSE if card.position == _FACEUP_ATTACK else _FACEUP_ATTACK
                o = _new(Option)        # (= Option(len(options), "change_position", uid, name, position=new))
                o.id = len(options)
                o.kind = "change_position"
                o.card = card.uid
                o.name = data.name
                o.position = new
                add(o)
        if ps.extra:
            frames = self._frames_kept[tp]       # (= self._extra_deck_frames(tp), the call when not kept)
            if frames is None:
                frames = self._extra_deck_frames(tp)
            # (an Extra Deck of Fusion Monsters alone, as on C/M: no frame the menu asks
            # about, one test where four were made, 3.5 menus a turn)
            if frames:
                if "Synchro" in frames or _PROC in frames:
                    self._extra_deck_options(tp, options)  # engine/extra.py: procedures, Synchro Summons
                if "Xyz" in frames and not ("no_special_summon" in present and self.special_summon_barred(tp)):
                    self._xyz_options(tp, options)         # engine/xyz.py: Xyz Summons
                if "Link" in frames and not ("no_special_summon" in present and self.special_summon_barred(tp)):
                    self._link_options(tp, options)        # engine/link.py: Link Summons
                # (round 58z: no Xyz or Link Summon while Jowgen the Spiritualist bars Special
                # Summons; the procedures and Synchros: extra.py `_extra_deck_options`)
        rules = self.rules
        if PENDULUM_IN_DUEL in present:
            # (only while some card of this duel is a Pendulum card: with none, no Pendulum Zone
            # can hold one and the zones are not read; 3.2-3.9 menus a turn on every pair)
            kind = rules.pendulum_zones
            if kind != "none":
                # engine/pendulum.py: the Pendulum Summon needs a Pendulum card in both Pendulum
                # Zones (their seqs written out, = pendulum_seqs(rules): a call with a frame on PyPy,
                # 3.8 a turn; a Pendulum card told by its scale, `data.scale is not None`, as
                # `_pendulum_to_extra` tells it: two Spells or Traps at the ends of the Spell & Trap
                # Zones, 0.4 menus a turn on W/Z, make no call of `scales` and its three callees)
                n = rules.spell_trap_zones
                szone = ps.szone
                if kind == "ends":
                    left = szone[0] if n > 1 else None
                    right = szone[n - 1]
                else:
                    left = szone[n]
                    right = szone[n + 1]
                if left is not None and right is not None and left.data.scale is not None and \
                        right.data.scale is not None and \
                        not ("no_special_summon" in present and self.special_summon_barred(tp)):
                    self._pendulum_options(tp, options)     # (no Pendulum Summon under Jowgen: round 58z)
        if scripted:
            # Spell/Trap Sets, activations and summoning procedures (seed 000 §魔法卡, §陷阱卡):
            # written out here, not a method of their own (a call with a frame on PyPy, 3.8 a
            # turn on W/Z). Is a Spell & Trap Zone free (`_free_szone`; five zones written out:
            # a slice and a call on PyPy)?
            szone = ps.szone
            n = rules.spell_trap_zones
            if n == 5:
                free_sz = szone[0] is None or szone[1] is None or szone[2] is None or szone[3] is None or \
                    szone[4] is None
            else:
                free_sz = None in szone[:n]
            field_set = True        # (a Field Spell's Set: its own zone)
            if "field_card_limit" in present:
                # (round 59a's cap on the cards a side holds, Spatial Collapse: a Set card is one
                # more card on the field, none once there is no room; a Field Spell Set over the
                # player's own Field Spell takes its place, no card more)
                room = self.field_card_room(tp)
                if room is not None and room <= 0:
                    free_sz = False
                    field_set = ps.fzone is not None
            for card in ps.hand:
                script = card.script
                if script is None:
                    data = card.data
                    if data.is_monster:
                        continue
                    # (a Spell or Trap without a script: its Set, below)
                elif not script.hand_menu:
                    # a monster with no summoning procedure and no Set as a Spell: nothing of
                    # the walk's own (`CardScript.hand_menu`), one test where four were made
                    # (~330-400 bytecodes a turn on the effect pairs)
                    continue
                else:
                    data = card.data
                    if data.is_monster:
                        if _SUMMON_PROC in script.by_kind and not lock:
                            for effect in script.by_kind[_SUMMON_PROC]:
                                # (a procedure whose Tributes may free the zone says so in
                                # its condition: `frees_zone`, read only with every zone full)
                                if not effect.to_opponent and not self._has_free_mzone(tp) and \
                                        not effect.frees_zone:
                                    continue
                                if effect.grave_banish and self._grave_banish_barred_for(tp, effect):
                                    continue
                                ctx = new_ctx(self, card, effect, tp)
                                if effect.condition is None or effect.condition(ctx):
                                    if "no_special_summon" in present and self.special_summon_barred(tp):
                                        # (round 58z) a summoning procedure is a Special Summon:
                                        # none while Jowgen the Spiritualist bars them (asked
                                        # only once a procedure would be offered)
                                        break
                                    add(Option(len(options), "special_summon", card.uid, data.name, effect=effect.index))
                        if free_sz and script.set_as_spell and can_pay:
                            # Set from the hand as a Spell ("Artifact" monsters): not a Normal Set, no
                            # activation; a face-down Spell Card while there (seed 000 §魔法卡: 蓋伏)
                            add(Option(len(options), "set_spell", card.uid, data.name))
                        continue
                    if script.cannot_set:
                        continue
                # a Spell or Trap's Set (seed 000 §魔法卡, §陷阱卡)
                if (free_sz or (data.property == "Field" and field_set)) and can_pay:
                    o = _new(Option)        # (= Option(len(options), "set_spell", uid, name))
                    o.id = len(options)
                    o.kind = "set_spell"
                    o.card = card.uid
                    o.name = data.name
                    add(o)
            # the offer cache tested here, as `_window` does: a current cache with nothing in
            # the menu's column means `_response_options(tp, idle=True)` would offer nothing (a
            # call with a frame on PyPy, 3.8 a turn on W/Z); a column that holds something is
            # handed to it (no chain is being built at the menu: the call picks no column and
            # tests no cache of its own; chain.py `_response_options`, round 30w)
            cache = self._offer_cache[tp]
            if cache is None or cache[0] != self._sides[tp]:
                self._offer_candidates(tp, 2)       # (made again here, as the call would)
                cache = self._offer_cache[tp]
            column = cache[1][3 if self.summoning else 2]
            if column:
                # (appended to this menu's list as they are made, with this menu's ids)
                self._response_options(tp, True, options, column)
            if self._activation_bars and "prohibited_name" in present:
                # cards whose name a Prohibition declared are not summoned, Set, flipped or
                # turned (actions.py `_without_prohibited`; their activations: chain.py)
                options = self._without_prohibited(options)
                add = options.append
        request = _new(Request)         # (= self._ask(tp, "idle", MENU_PROMPTS[self.phase], options))
        # (Main Phase 1's prompt a constant where the phase is compared anyway: the prompt by
        # `MENU_PROMPTS[self.phase]` is a dict lookup, a call on PyPy; 42-53 operations a turn)
        if self.phase == PHASE_MAIN1:
            request.prompt = _MAIN1_PROMPT
            if (turn > 1 or rules.first_turn_battle) and not (
                    self.lingering and self._battle_phase_barred(tp)):
                o = _new(Option)            # (= Option(len(options), "battle"))
                o.id = len(options)
                o.kind = "battle"
                o.card = o.name = None
                add(o)
        else:
            request.prompt = MENU_PROMPTS[self.phase]
        o = _new(Option)                # (= Option(len(options), "end_turn"))
        o.id = len(options)
        o.kind = "end_turn"
        o.card = o.name = None
        add(o)
        request.player = tp
        request.kind = "idle"
        request.options = options
        return request

    def _extra_deck_frames(self, tp):
        """`_walk_extra_frames` of player tp's Extra Deck, kept until a card enters or leaves
        it (duel.py `_remove`, `_place`) or a determinized copy deals it other cards in place
        (determinize.py): the menu asks 3-4 times a turn, and an Extra Deck changes rarely."""
        frames = self._frames_kept[tp]
        if frames is None:
            frames = self._frames_kept[tp] = _walk_extra_frames(self.players[tp].extra)
        return frames

    def _option_card(self, uid):
        """The card an answered menu option names: it is in a hand or on the field almost
        always, a few lists to look at, where `card_by_uid` may walk every card."""
        # card_by_uid's map first (filled where a card lands; an entry counts only while its
        # card still has that uid): one lookup, where the walk below reads up to 30 places
        card = self._uid_cards.get(uid)
        if card is not None and card.uid == uid:
            return card
        for ps in self.players:
            for group in (ps.hand, ps.mzone, ps.szone):
                for card in group:
                    if card is not None and card.uid == uid:
                        return card
        return self.card_by_uid(uid)

    def _main_action(self, option):
        # (the kinds most often chosen first: one string comparison each, a call on PyPy)
        kind = option.kind
        if kind == "end_turn" or kind == "battle":
            return self._leave_main_proc(kind)
        # the card the option names (= self._option_card(uid), its first answer in line:
        # card_by_uid's map, an entry that counts while its card still has that uid; a call
        # with a frame on PyPy)
        uid = option.card
        card = self._uid_cards.get(uid)
        if card is None or card.uid != uid:
            if kind == "pendulum_summon":
                # (the one option left that names no card, its uid None, which the map never
                # holds: its kind compared here, not at every answer that names a card)
                return self._pendulum_proc()
            card = self._option_card(uid)
        if kind == "change_position":
            return self._change_position_proc(card, option.position)
        if kind == "set_spell":
            return self._set_spell_proc(card)
        if kind == "activate":
            return self._activate_proc(card, option.effect)
        if kind == "summon" or kind == "set":
            return self._normal_summon_proc(card, kind == "set")
        if kind == "flip_summon":
            return self._flip_summon_proc(card)
        if kind == "special_summon":
            return self._summon_proc_proc(card, option.effect)
        if kind == "summon_without_tribute":
            return self._normal_summon_proc(card, False, no_tribute=True)
        if kind == "set_without_tribute":
            return self._set_without_tribute_proc(card)
        if kind == "synchro_summon":
            return self._synchro_proc(card)
        if kind == "xyz_summon":
            return self._xyz_proc(card)
        if kind == "link_summon":
            return self._link_proc(card)
        raise AssertionError("unhandled main-phase option %r" % (kind,))

    def _leave_main_proc(self, kind):
        """The opponent may respond before the phase ends (ENGINE.md §3); if anything
        was activated the turn player gets the Main Phase menu back."""
        before = self._activations
        if self._any_scripts:
            window = self._window("main_phase_end", first=1 - self.turn_player, passed=1)
            if window:
                return self._then(window, self._main_phase_left, kind, before)
        # (= self._main_phase_left(kind, before), written out: a call with a frame on PyPy)
        if self._activations != before:
            self.stage = S.STAGE_MAIN
            return ()
        if kind == "battle":
            return self._battle_phase_proc()
        return self._end_phase_proc()

    def _main_phase_left(self, kind, before):
        if self._activations != before:
            self.stage = S.STAGE_MAIN
            return ()
        if kind == "battle":
            return self._battle_phase_proc()
        return self._end_phase_proc()

    def _activate_proc(self, card, index):
        """The turn player activates from the Main Phase menu; the opponent may respond."""
        self.stage = S.STAGE_TURN
        yield from self._activate(self.turn_player, card, card.script.effects[index])
        self._window_events = []
        yield from self._window("activated")
        self.stage = S.STAGE_MAIN

    def _set_spell_proc(self, card):
        """Set a Spell/Trap face-down (seed 000 §魔法卡·陷阱卡的蓋伏), or a monster that may be
        Set as a Spell (`SET_AS_SPELL`): the same Set, and the same event."""
        tp = self.turn_player
        if "hand_action_lp_cost" in self._cont_tags_present:     # (`_pay_hand_action`'s own first test)
            self._pay_hand_action(tp)          # Chain Energy
        old = card.uid
        if card.data.property != "Field":
            # (the zone choice, engine/zones.py, written out: no generator without a question)
            zones = self.free_szones(tp)
            if len(zones) > 1 and self.rules.choose_zones:
                zone = yield from self.ask_zone(card, tp, S.SZONE, zones)
            else:
                zone = zones[0] if zones else None
        # the player's offer cache, where it is current before the card leaves the hand: after
        # the Set (nothing but its own move between: `_remove` and `_place` of this card) it is
        # made from the kept columns (chain.py `_offers_set`), not by the walk
        cache = self._offer_cache[tp]
        if cache is not None and cache[0] != self._sides[tp]:
            cache = None
        self._remove(card)
        if card.data.property == "Field":
            self._vacate_field_zone(tp)
            self._place(card, S.FZONE, tp, 0, S.FACEDOWN)
        else:
            self._place(card, S.SZONE, tp, zone, S.FACEDOWN)
            if cache is not None and card.script is not None:
                self._offers_set(tp, cache[1], card)
        turn = self.turn
        card.history = (turn, None, turn, 0, 0, 0, None, ())     # `_place`'s new history, Set this turn
        # (`_emit` written out here and below: the event's index "i" its last key, as `_emit`
        # adds it; a call with a frame on PyPy)
        log = self.log
        log.append({"type": "set_spell", "player": tp, "prev": old, "uid": card.uid, "zone": card.seq,
                    "location": card.location,
                    "private": {"player": tp, "code": card.data.code, "name": card.data.name}, "i": len(log)})

    def _summon_proc_proc(self, card, index):
        """A Special Summon by the card's own procedure (e.g. banishing from the GY):
        not a chain link; it can be responded to like a summon."""
        tp = self.turn_player
        self.stage = S.STAGE_TURN
        effect = card.script.effects[index]
        ctx = new_ctx(self, card, effect, tp)
        origin = card.location
        if origin == S.HAND and "hand_action_lp_cost" in self._cont_tags_present:
            self._pay_hand_action(tp)          # Chain Energy: from the hand (`_pay_hand_action`'s own first test before)
        used = None
        if effect.cost is not None:
            result = effect.cost(ctx)
            if result is not None and hasattr(result, "send"):
                used = yield from result
            if self._zone_pending:
                yield from self._settle_zones()
            self._mark_batch()
        # seed 000 §特殊召喚: face-up Attack or face-up Defense, the summoning player's choice
        position = yield from self._ask_summon_position(tp, card, "Special")
        # the summoning player places it, on the opponent's field too (seed 000 §特殊召喚:
        # any empty zone, the player's choice)
        field = 1 - tp if effect.to_opponent else tp
        # (the zone choice, engine/zones.py, written out: no generator without a question)
        zones = self.summon_zones(card, field, card.location)
        if len(zones) > 1 and self.rules.choose_zones:
            zone = yield from self.ask_zone(card, field, S.MZONE, zones, tp)
        else:
            zone = zones[0] if zones else None
        self.special_summon(card, field, position, by=tp, kind="proc", announce=False, seq=zone,
                            hand_paid=True)      # Chain Energy: paid as the procedure was declared
        if isinstance(used, list):
            # a procedure whose cost returns the materials it used (a contact fusion): the
            # monster remembers how many while it stays (Chimeratech Fortress Dragon's ATK)
            self.mark(card, M.MATERIALS, len(used))
        yield from self._summoning_window([card])
        negated = self._summon_negated_now()
        if not negated:
            if card.cid not in self.proper_summons:
                self.proper_summons.append(card.cid)
            if self._any_scripts:
                # (`_happen` written out: one dict literal, the keys in its order)
                self._happened.append({"kind": "proc", "player": tp, "origin": origin, "by": tp,
                                       "type": "summoned", "cid": card.cid, "uid": card.uid})
            yield from self._window("summoned", first=AFTER_SUMMON)
        self.stage = S.STAGE_MAIN

    # ---------------------------------------------------------------- summons
    def _summon_options(self, player, options, mine=None, lock=None, can_pay=None, first=False):
        """Normal Summon / Set options for `player`'s hand (seed 000 §通常召喚, §上級召喚).
        mine, lock, can_pay: `monsters(player)`, `_summon_lock(player)` and whether the LP
        cover `hand_action_cost(player)`, when the caller has them. first: stop at the first
        monster that has an option (`can_normal_summon_now` asks only whether there is one)."""
        ps = self.players[player]
        scripted = self._any_scripts
        present = self._cont_tags_present
        # (can_pay and lock as the menu tests them, the tags first: without a lasting rule or a
        # card of the duel with the tag, the calls would answer "no cost" / "no lock")
        if can_pay is None:
            can_pay = not scripted or "hand_action_lp_cost" not in present or \
                ps.lp >= self.hand_action_cost(player)
        if not can_pay:
            return          # Chain Energy: the LP cannot be paid
        # Ojama King may block zones (= `_has_free_mzone(player)`, the five zones written out:
        # `None in mzone` is a call on PyPy): `_free_mzone` only while a field card may have a
        # blocked_zones effect (the field roles stale or holding the tag); with none, a free
        # zone is an empty one (3.3 calls a turn on C/M, whose Extra Decks hold Ojama King)
        # (or a lasting zone block, Dimensionhole's: L.BLOCKS_ZONE, round 58b)
        if "blocked_zones" in present and (self._field_cache is None or
                                           self._field_cache[0] != self._field_version or
                                           "blocked_zones" in self._field_cache[5] or
                                           ("blocks_zone" in present and self.lingering)):
            free = self._free_mzone(player) is not None
        else:
            zones = ps.mzone
            try:
                # (five Main Monster Zones, every rule set's: their unpacking is the test, no
                # `len`, as Duel.monsters has it)
                z0, z1, z2, z3, z4 = zones
            except ValueError:
                free = None in zones
            else:
                free = z0 is None or z1 is None or z2 is None or z3 is None or z4 is None
        if lock is None:
            lock = scripted and (self.lingering or "no_summon" in present) and self._summon_lock(player)
        if lock and self._no_monster_set():
            # a Set under Light of Intervention is a Summon (face-up Defense Position instead):
            # a player no Summon is allowed has no Set either, so nothing at all to offer
            return
        if scripted and "normal_summons_left" in present and not lock and self._normal_summons_spent(player):
            # no Normal Summon left to `player` under a continuous limit (Narrow Pass, round 57b):
            # the summon options go as under a Summon lock, the Sets stay (and a Flip Summon,
            # which the Main Phase menu offers apart); under Light of Intervention a Set is a
            # Summon
            if self._no_monster_set():
                return
            lock = True
        add = options.append
        pool = None         # the Tribute candidates, looked up once (`_tribute_candidates`)
        # a Normal Summon without Tributes needs a continuous effect or a lasting rule that
        # grants it (`_summon_without_tribute` reads only those)
        untributed = scripted and free and not lock and (
            self.lingering or "summon_without_tribute" in present)
        for card in ps.hand:
            data = card.data
            if not data.normal_summonable:
                continue        # a Spell or Trap, or a Ritual Monster (seed 000 §卡片種類: its summon is the Ritual Summon)
            script = card.script
            if script is not None:
                if script.cannot_normal_summon:
                    continue
                if script.summon_menu_rule:
                    # (one test for the rare rules: "you can only control 1", a Set only, a name
                    # always treated as another's, which that name's "only 1" reads too)
                    if scripted and (script.only_one or script.name_as) and self.only_one_refused(player, card):
                        if script.only_one == "face_up" and not script.cannot_normal_set and \
                                not self._no_monster_set() and self._normal_set_ok(card, player, free) and \
                                not (script.normal_set_if is not None and self._normal_set_refused(card, player)):
                            # "you can only control 1 face-up X": its Set only, as a Set-only
                            # monster's below (Amazoness Tiger)
                            add(Option(len(options), "set", card.uid, data.name))
                            if first:
                                return
                        continue        # "you can only control 1"
                    if script.normal_set_if is not None and self._normal_set_refused(card, player):
                        # "cannot be Normal Summoned or Set unless ..." (NORMAL_SET_IF: the 2005
                        # Guardians): no Set now, its Normal Summon's options alone (round 57m)
                        self._summon_options_unset(card, player, options, lock, free, untributed)
                        if first and options:
                            return
                        continue
                    if script.normal_summon_if is not None:
                        if not script.normal_summon_if(new_ctx(self, card, None, player)):
                            # "cannot be Normal Summoned unless ..." (NORMAL_SUMMON_IF, Terrorking
                            # Archfiend): its Set only, as a Set-only monster's below
                            if not script.cannot_normal_set and not self._no_monster_set() and \
                                    self._normal_set_ok(card, player, free):
                                add(Option(len(options), "set", card.uid, data.name))
                                if first:
                                    return
                            continue
                        if not script.normal_summon_set_only and \
                                self._summon_options_kept(card, player, options, lock, free, untributed):
                            # its Tribute Summon (and Set) whose condition must still hold once
                            # the Tributes left (Guardian Grarl; round 58b)
                            if first and options:
                                return
                            continue
                    if script.normal_summon_set_only:
                        # a Set only (Mystic Swordsman LV4); none where a Set would be a face-up
                        # Summon (Light of Intervention)
                        if not self._no_monster_set() and self._normal_set_ok(card, player, free):
                            add(Option(len(options), "set", card.uid, data.name))
                            if first:
                                return
                        continue
            level = data.level or 0
            need = 2 if level >= 7 else 1 if level >= 5 else 0      # (= tributes_needed(level))
            if scripted:
                if script is not None and script.tributes_required is not None:
                    need = script.tributes_required
                if need == 0:
                    ok = free
                elif "hand_level" in present:
                    # a lasting lowering of the Levels in a hand (Cost Down) may spare Tributes:
                    # `_tributes_needed` reads the Level in the hand (actions.py `_hand_level`;
                    # only lowering cards exist, a Level 1-4 monster is left alone)
                    need = self._tributes_needed(card, player)
                    if need == 0:
                        ok = free
                    else:
                        if pool is None:
                            pool = self._tribute_candidates(player)
                        ok = self._can_tribute(card, player, need, free, pool)
                else:
                    if pool is None:
                        pool = self._tribute_candidates(player)
                    ok = self._can_tribute(card, player, need, free, pool)
            else:
                # a Tribute Summon works with every zone full: with no free Main Monster
                # Zone all five hold monsters, and the Tributes can free one of them
                if need == 0:
                    ok = free
                else:
                    if mine is None:
                        mine = self.monsters(player)
                    ok = len(mine) >= need
            if ok:
                if not lock:
                    o = _new(Option)    # (= Option(len(options), "summon", uid, name))
                    o.id = len(options)
                    o.kind = "summon"
                    o.card = card.uid
                    o.name = data.name
                    add(o)
                if not (script is not None and script.cannot_normal_set):
                    o = _new(Option)    # (= Option(len(options), "set", uid, name))
                    o.id = len(options)
                    o.kind = "set"
                    o.card = card.uid
                    o.name = data.name
                    add(o)
            if need > 0 and untributed and self._summon_without_tribute(card, player):
                # Big Evolution Pill: a Normal Summon (not a Set) without Tributes, if wanted
                add(Option(len(options), "summon_without_tribute", card.uid, data.name))
                if script is not None and getattr(script.module, "SUMMON_WITHOUT_TRIBUTE", False) == SUMMON_OR_SET and \
                        not script.cannot_normal_set and not self._no_monster_set():
                    # its own rule names a Normal Summon or Set (Fusilier Dragon's text today:
                    # yugioh-wiki.net 《可変機獣 ガンナードラゴン》): a Set without Tributes too
                    add(Option(len(options), "set_without_tribute", card.uid, data.name))
            if first and options:
                return

    def _normal_set_refused(self, card, player):
        """Does the monster's own NORMAL_SET_IF(ctx) say no to its Set from the hand now (ctx:
        the card, `player`)? Asked by the summon menu only of a card that declares it (round
        57m)."""
        return not card.script.normal_set_if(new_ctx(self, card, None, player))

    def _summon_options_unset(self, card, player, options, lock, free, untributed):
        """The summon menu's options for a hand monster that may not be Set now (its
        NORMAL_SET_IF said no): its Normal Summon (with Tributes when it needs them), unless a
        Summon lock, its NORMAL_SUMMON_IF or a Set-only rule bars it, and its Normal Summon
        without Tributes where a rule grants one (never the Set without Tributes). Round 57m."""
        script = card.script
        name = card.data.name
        if lock or script.normal_summon_set_only:
            return
        if script.normal_summon_if is not None and \
                not script.normal_summon_if(new_ctx(self, card, None, player)):
            return
        need = self._tributes_needed(card, player)
        if free if need == 0 else self._can_tribute_kept(card, player, need, free, False):
            options.append(Option(len(options), "summon", card.uid, name))
        if need > 0 and untributed and self._summon_without_tribute(card, player):
            options.append(Option(len(options), "summon_without_tribute", card.uid, name))

    def _summon_options_kept(self, card, player, options, lock, free, untributed):
        """The summon menu's options for a hand monster with its own NORMAL_SUMMON_IF (which
        holds now) that needs Tributes: its Tribute Summon only where some Tributes leave the
        condition holding once they, and their Equip Cards, left (`_tributes_keep`), its Set
        where its NORMAL_SET_IF (if any) holds so, and its Summon without Tributes where a rule
        grants one. False (nothing added) for a monster that needs no Tributes: the menu's
        common path. Round 58b."""
        need = self._tributes_needed(card, player)
        if need == 0:
            return False
        name = card.data.name
        if not lock and self._can_tribute_kept(card, player, need, free, False):
            options.append(Option(len(options), "summon", card.uid, name))
        if not card.script.cannot_normal_set and self._can_tribute_kept(card, player, need, free, True):
            options.append(Option(len(options), "set", card.uid, name))
        if untributed and self._summon_without_tribute(card, player):
            options.append(Option(len(options), "summon_without_tribute", card.uid, name))
        return True

    def _leaving_with(self, tributes):
        """The cards that leave the field with the monsters `tributes`: each of them, and the
        Equip Cards equipped to it (seed 000 §裝備魔法: an Equip Card whose monster left goes
        to the GY). Round 58b."""
        leaving = set(tributes)
        for t in tributes:
            leaving.update(self.related_from(t, R.EQUIP))
        return leaving

    def _tribute_condition(self, card, face_down):
        """The summoning condition of `card`'s own that its Tribute Summon (face_down False:
        NORMAL_SUMMON_IF) or Tribute Set (NORMAL_SET_IF) must meet, or None. Round 58b."""
        script = card.script
        if script is None:
            return None
        return script.normal_set_if if face_down else script.normal_summon_if

    def _tributes_keep(self, condition, card, player, chosen, pool, left):
        """Can the Tributes `chosen` be made up, with monsters of `pool` (not in `chosen`), to
        `left` more Tributes' weight, so that `card`'s summoning `condition` still holds on the
        field as it will be once they and their Equip Cards left (a `E.LeavingCtx`)? Tributing
        the monster that wears Gravity Axe - Grarl takes the Axe with it: Guardian Grarl's
        condition would no longer hold (Metagame.com's 2005 Guardian article). A search over
        the few monsters of one field, made only for a card with such a condition. Round 58b."""
        if chosen and not condition(E.LeavingCtx(self, card, None, player, self._leaving_with(chosen))):
            return False
        if left <= 0:
            return True
        for i, c in enumerate(pool):
            if c in chosen:
                continue
            if self._tributes_keep(condition, card, player, chosen + [c], pool[i + 1:],
                                   left - self._tribute_weight(c, card)):
                return True
        return False

    def _normal_summons_spent(self, player):
        """Does a continuous C.NORMAL_SUMMONS_LEFT that applies now leave `player` no Normal
        Summon (its value(ctx, player) 0 or less; Narrow Pass: 2 less those its watcher
        counted)? Asked by the summon menu only where a card of the duel has the tag (round
        57b)."""
        for source, effect in self._applying("normal_summons_left"):
            ctx = new_ctx(self, source, effect, source.controller)
            if effect.affects is None or effect.affects(ctx, player):
                left = effect.value(ctx, player)
                if left is not None and left <= 0:
                    return True
        return False

    def _normal_summon_watched(self, player):
        """A Normal Summon by `player` was made: each Normal Summon watcher that lasts
        (L.NORMAL_SUMMON_WATCH, `Ctx.watch_normal_summons`) counts it, its info "counts" a
        new tuple (the entry renewed through the gate, duel.py `_lasting_renewed`). Asked only
        in a duel whose cards declare the tag, with something lingering (round 57b)."""
        watching = None
        for entry in self.lingering:
            if entry.tag == "normal_summon_watch" and entry.until.alive(self):
                if watching is None:
                    watching = []
                watching.append(entry)
        if watching is not None:
            for entry in watching:
                counts = list(entry.info["counts"])
                counts[player] += 1
                self._lasting_renewed(entry, counts=tuple(counts))

    def _normal_set_ok(self, card, player, free):
        """May `player` Set `card` from the hand now, its Tributes (if any) paid: the summon
        menu's test for a monster it walks apart (NORMAL_SUMMON_SET_ONLY)."""
        need = self._tributes_needed(card, player)
        return free if need == 0 else self._can_tribute_kept(card, player, need, free, True)

    def _has_free_mzone(self, player):
        """`_free_mzone(player) is not None`, without the walk when no card blocks zones: no
        card of the duel with a blocked_zones effect, or the field roles current and no field
        card with one (`_blocked_zones` would give none)."""
        if "blocked_zones" in self._cont_tags_present:
            roles = self._field_cache
            if roles is None or roles[0] != self._field_version or "blocked_zones" in roles[5]:
                return self._free_mzone(player) is not None
            if "blocks_zone" in self._cont_tags_present and self.lingering:
                return self._free_mzone(player) is not None     # (a lasting zone block: round 58b)
        return None in self.players[player].mzone

    def _tributes_needed(self, card, player):
        script = card.script
        if script is not None and script.tributes_required is not None:
            return script.tributes_required
        level = card.data.level or 0
        if "hand_level" in self._cont_tags_present and card.location == S.HAND:
            level = self._hand_level(card, level)       # (Cost Down, a lasting effect: `_summon_options`)
        return 2 if level >= 7 else 1 if level >= 5 else 0      # (= tributes_needed(level), no second call)

    def _summon_without_tribute(self, card, player):
        """A rule lets `player` Normal Summon this monster without Tributes (optional; a
        Summon only, but for a card whose own rule says `SUMMON_WITHOUT_TRIBUTE = "summon_or_set"`:
        a Set too, `_summon_options`)."""
        script = card.script
        if script is not None:
            rule = script.untributed_rule      # (effects.py: SUMMON_WITHOUT_TRIBUTE or its _IF)
            if rule is not None:
                if rule is True or rule == SUMMON_OR_SET:
                    return True     # its own rule (Fusilier Dragon): a Normal Summon of kind "normal"
                if rule(new_ctx(self, card, None, player)):
                    # its own rule with a condition, asked now (SUMMON_WITHOUT_TRIBUTE_IF: Swift
                    # Gaia the Fierce Knight, the only card in its player's hand; round 57m): a
                    # Summon only
                    return True
        for source, effect in self._applying("summon_without_tribute"):
            if effect.affects(new_ctx(self, source, effect, source.controller), card):
                return True
        for entry in self.lingering:
            if entry.tag == "summon_without_tribute" and entry.player == player and (
                    entry.info.get("race") in (None, card.data.race)):
                return True
        return False

    def _tribute_candidates(self, player, summoned=None, base=None):
        """The monsters `player` may Tribute for `summoned` (base: the candidates for any
        monster, `_tribute_candidates(player)`, when the caller has them)."""
        # (plain loops and filter, no comprehension: one reading self or script would make
        # them cells, a cell object each per call and a cell read at each use)
        script = None if summoned is None else summoned.script
        if base is not None:
            if script is not None and script.tribute_ok is not None:
                return list(filter(script.tribute_ok, base))
            return base
        monsters = self.monsters(player)
        named = None        # the opponent's monsters Soul Exchange named for this player
        for entry in self.lingering:
            # (one test for both tags, as the one tag was tested alone: no step for another entry)
            if entry.tag in _TRIBUTE_RULES:
                if entry.tag == "no_tribute":
                    # a monster that cannot be Tributed for a while (Mind Control)
                    monsters = [c for c in monsters if c.uid != entry.uid]
                elif entry.player == player:
                    target = self.card_by_uid(entry.uid)
                    if target is not None and target.location == S.MZONE and target.controller != player:
                        if named is None:
                            named = [target]
                        elif target not in named:
                            named.append(target)    # (two Soul Exchanges may name one monster: one Tribute)
        if named is not None:
            monsters = monsters + named
        # each only as a monster may be Tributed (a named one too: not a Summoner Monk, not a
        # Sheep Token for a Tribute Summon); card.info "no_tribute_summon": True (Scapegoat's
        # Tokens) or a turn number (only that turn: Dandylion's Fluff Tokens)
        out = []
        for c in monsters:
            # (`_summon_tribute_bar`'s own first test, a script, in line: a Normal Monster makes
            # no call; a lasting "cannot be Tributed" was read in the walk above)
            if not (c.info and c.info.get("no_tribute_summon") in (True, self.turn)) and \
                    not (c.script is not None and self._summon_tribute_bar(c)):
                out.append(c)
        if script is not None and script.tribute_ok is not None:
            out = list(filter(script.tribute_ok, out))
        return out

    def _summon_tribute_bar(self, card):
        """(round 59c) Its own text forbids Tributing this monster for a Tribute Summon: a
        face-up monster in a Monster Zone, its effects not negated, whose script says
        CANNOT_BE_TRIBUTED (Summoner Monk: no Tribute at all, as extra.py `cannot_be_tributed`
        reads it) or NO_TRIBUTE_SUMMON (Fox Fire: "cannot be Tributed for a Tribute Summon",
        while a cost or another effect may Tribute it: `cannot_be_tributed` does not read it;
        yugioh-wiki.net 《きつね火》). The two module facts read once per script, one flag: the
        same work as the extra.py reading `_tribute_candidates` asked before (gone with it)."""
        script = card.script
        if script is None or card.location != S.MZONE:
            return False
        flag = _SUMMON_TRIBUTE_BAR.get(script)
        if flag is None:
            if len(_SUMMON_TRIBUTE_BAR) >= 4096:
                _SUMMON_TRIBUTE_BAR.clear()
            module = script.module
            flag = _SUMMON_TRIBUTE_BAR[script] = bool(getattr(module, "CANNOT_BE_TRIBUTED", False) or
                                                      getattr(module, "NO_TRIBUTE_SUMMON", False))
        return flag and card.face_up and not self.is_negated(card)

    def _required_tribute(self, player, candidates):
        for entry in self.lingering:
            if entry.tag == "tribute_opponent" and entry.player == player and entry.info.get("must"):
                for c in candidates:
                    if c.uid == entry.uid:
                        return c
        return None

    def _tribute_weight(self, tribute, summoned):
        """Kaiser Sea Horse and friends count as two Tributes for some monsters."""
        for source, effect in self._applying("double_tribute"):
            if source is tribute and effect.affects(new_ctx(self, source, effect, source.controller), summoned):
                return 2
        return 1

    def _can_tribute_kept(self, card, player, need, free, face_down):
        """`_can_tribute`, and its own condition for its Tribute Summon (face_down False) or
        Tribute Set (True), `_tribute_condition`, still holding once some such Tributes left
        (`_tributes_keep`): asked of a monster with such a condition (round 58b)."""
        condition = self._tribute_condition(card, face_down)
        if condition is not None and not self._tributes_keep(
                condition, card, player, [], self._tribute_candidates(player, card), need):
            return False
        return self._can_tribute(card, player, need, free)

    def _can_tribute(self, card, player, need, free, base=None):
        """Can `player` pay `need` Tributes for `card`: enough weight, Soul Exchange's
        monster among them when it must be, and (with no free Main Monster Zone) one of
        the player's own Main Monster Zone monsters among them to make room. base: as for
        `_tribute_candidates`."""
        pool = self._tribute_candidates(player, card, base)
        required = self._required_tribute(player, pool) if self.lingering else None
        while required is not None:
            # Soul Exchange: each monster that must be one of the Tributes is taken first, in
            # the order the procedure asks for them (`_normal_summon_proc`: two Soul
            # Exchanges make both monsters required)
            need -= self._tribute_weight(required, card)
            pool = [c for c in pool if c is not required]
            if need <= 0:
                return free          # the required monsters alone: no room is made
            required = self._required_tribute(player, pool)
        if "double_tribute" in self._cont_tags_present:
            weight = 0
            for c in pool:
                weight += self._tribute_weight(c, card)
        else:
            weight = len(pool)      # no card of this duel counts as two Tributes
        if weight < need:
            return False
        if free:
            return True
        # with no usable zone free, one Tribute must free a Main Monster Zone the summoned
        # monster can use: not one an effect keeps from being used (Ojama King)
        blocked = self._blocked_zones(player) if "blocked_zones" in self._cont_tags_present else ()
        if blocked or "blocked_zones" in self._cont_tags_present:
            room = self._monster_room(player)
            if room is not None and room < 1:
                # a count limit the player is at or past (Kaiser Colosseum, the monsters there
                # before it applied): the Tributes must bring them back within it, one of their
                # own monsters each beyond the summoned one (round 58b); asked with the five
                # zones full too, where the limit blocks no empty zone (a property duel's
                # crash: Big Koala Tribute Summoned past it, no zone left for it)
                own = 0
                for c in pool:
                    if c.seq < 5 and c.controller == player:
                        own += 1
                return min(own, need) >= 1 - room
        for c in pool:
            if c.seq < 5 and c.controller == player and c.seq not in blocked:
                return True
        return False

    def _position_locks(self):
        """What may keep monsters from changing their battle positions now: (the continuous
        effects with tag cannot_change_position that apply, as (affects, its Ctx) pairs, the
        lasting rules with that tag), or () when there is none. The same for every monster of
        one menu: one Ctx per effect, asked of every monster (`affects` only reads it, as
        battle.py's `_targets` asks "cannot be attacked"), not one per monster."""
        applying = ()
        if "cannot_change_position" in self._cont_tags_present:
            roles = self._field_cache
            if roles is None or roles[0] != self._field_version:
                roles = self._field_roles()
            if "cannot_change_position" in roles[5]:    # (no field card has it: _applying would find none)
                applying = []
                for source, effect in self._applying("cannot_change_position"):
                    applying.append((effect.affects, new_ctx(self, source, effect, source.controller)))
        entries = ()
        for entry in self.lingering:        # (a plain loop: a comprehension is a call)
            if entry.tag == "cannot_change_position":
                if not entries:
                    entries = []
                entries.append(entry)
        if not applying and not entries:
            return ()
        return (applying, entries)

    def _position_locked(self, card, locks=None):
        """Is `card` kept from changing its battle position (Swords of Revealing Light, a
        lasting rule on it or its controller)? locks: `_position_locks()` if known."""
        if locks is None:
            locks = self._position_locks()
        if not locks:
            return False
        applying, entries = locks
        for affects, ctx in applying:
            if affects(ctx, card):
                return True
        for entry in entries:
            if entry.uid == card.uid or entry.player == card.controller:
                return True
        return False

    def can_normal_summon_now(self, player):
        """Could `player` Normal Summon or Set a monster right now (ignoring the once-per-turn
        count)? For effects that grant an extra Normal Summon. A Normal Summon or Set is of a
        monster in the hand: with none there the answer is no without the summon menu's walk
        (Ultimate Offering's asks on the starter decks: none there at half of them)."""
        for card in self.players[player].hand:
            if card.data.is_monster:
                break
        else:
            return False
        options = []
        self._summon_options(player, options, first=True)
        return bool(options)

    def normal_summonable_count(self, player):
        """How many Monster Cards in `player`'s hand could be Normal Summoned or Set right now
        (the once-per-turn count aside): the distinct cards of the summon menu's options."""
        options = []
        self._summon_options(player, options)
        return len(set(o.card for o in options))

    def normal_summon_now(self, player):
        """An additional Normal Summon/Set made by an effect (Ultimate Offering); the player
        may decline. A generator for card scripts. Made by a chain link, it happens as that
        link resolves (nothing responds in the middle of a resolution, so it cannot be
        negated); its "when" triggers wait for the chain's end and miss the timing if more
        links resolved after it (seed 000 §誘發效果)."""
        done = yield from self._summon_now_proc(player)
        return bool(done)

    def _summon_now_proc(self, player):
        options = []
        self._summon_options(player, options)
        if options and "prohibited_name" in self._cont_tags_present:
            options = self._without_prohibited(options)     # (Prohibition)
        if not options:
            return False
        options.append(Option(len(options), "done"))
        choice = yield self._ask(player, "summon_now", "Normal Summon or Set a monster now?", options)
        kind = choice.kind
        if kind == "done":
            return False
        card = self.card_by_uid(choice.card)
        if kind == "set_without_tribute":
            # (a monster's own rule to be Set without Tributes, Fusilier Dragon: its mark too)
            yield from self._set_without_tribute_proc(card, player, counts=False)
        else:
            # the extra Normal Summon is a Normal Summon: a monster's own rule to be summoned
            # without Tributes applies to it (Fusilier Dragon), as at the Main Phase menu
            yield from self._normal_summon_proc(card, kind == "set", player, counts=False,
                                                no_tribute=kind == "summon_without_tribute")
        return True

    def _normal_summon_proc(self, card, face_down, player=None, counts=True, no_tribute=False):
        """Normal Summon or Set, with Tributes for Level 5 and above (seed 000 §通常召喚, §上級召喚, §怪獸的蓋伏)."""
        tp = self.turn_player if player is None else player
        ps = self.players[tp]
        if counts:
            ps.normal_summons += 1
        if self._any_scripts and "hand_action_lp_cost" in self._cont_tags_present:
            self._pay_hand_action(tp)      # Chain Energy (`_pay_hand_action`'s own first test before: no call without the tag)
        if no_tribute:
            need = 0
        elif self._any_scripts:
            need = self._tributes_needed(card, tp)
        else:
            need = tributes_needed(card.data.level or 0)
        if need > 0:
            tributes, seen = yield from self._summon_tributes(card, tp, need, face_down)
        else:
            tributes = ()
        if tributes:
            self._mark_batch()     # Tributes are their own batch: their "when" effects miss the timing
        hand_uid = card.uid
        # seed 000 §特殊召喚 (and §通常召喚): the player puts it in any free zone
        # (the zone choice, engine/zones.py, written out: no generator without a question)
        zones = self.summon_zones(card, tp, S.HAND)
        if len(zones) > 1 and self.rules.choose_zones:
            zone = yield from self.ask_zone(card, tp, S.MZONE, zones)
        else:
            zone = zones[0] if zones else None
        self._remove(card)
        if face_down and self._any_scripts and self._no_monster_set():
            # Light of Intervention: a monster that would be Set is placed face-up in Defense
            face_down = False
            position = S.FACEUP_DEFENSE
        else:
            position = S.FACEDOWN_DEFENSE if face_down else S.FACEUP_ATTACK
        self._place(card, S.MZONE, tp, zone, position)
        if face_down:
            turn = self.turn
            card.history = (turn, "set", turn, 0, 0, 0, "hand", ())      # `_place`'s new history: Set this turn from the hand
            # (`_emit` written out here and below: the event's index "i" its last key, as `_emit`
            # adds it; a call with a frame on PyPy)
            log = self.log
            log.append({"type": "set_monster", "player": tp, "prev": hand_uid, "uid": card.uid,
                        "zone": zone, "tributes": len(tributes),
                        "private": {"player": tp, "code": card.data.code, "name": card.data.name}, "i": len(log)})
            if tributes:
                if seen:
                    # (`seen`: its script's RECORDS_TRIBUTES) each Tribute, where it went,
                    # remembers the object it was Tributed for, a Set's too (Guardian Tryce;
                    # round 57m)
                    self._tributes_remember(card, tributes)
                # seed 000 §上級召喚: after the Tributes the monster is still to be placed; the
                # Set is the last thing to happen, so the Tributes' "when" effects miss the timing
                if self._any_scripts:
                    # (`_happen` written out: one dict literal, the keys in its order)
                    self._happened.append({"player": tp, "type": "set_monster", "cid": card.cid, "uid": card.uid})
                self._mark_batch()
                self._state_checks()       # e.g. an Equip Card whose monster was Tributed goes
                if self._zone_pending and self._left_destructions():
                    yield from self._settle_destructions()
                self._mark_batch(merge=True)
        else:
            kind = "tribute" if tributes else "normal"
            card.history = (self.turn, kind, 0, 0, 0, 0, "hand", ())     # `_place`'s new history: summoned from the hand
            self.turn_summons[tp] += 1
            if card.script is not None:
                self.mark(card, M.SUMMONED_OR_FLIPPED, self.turn)
                if no_tribute:
                    # the object a rule let be Summoned without Tributes (Fusilier Dragon's halving
                    # reads it, before the summon's windows): it goes if it turns face-down (Book
                    # of Moon), as every mark; a Set: `_set_without_tribute_proc`
                    self.mark(card, M.UNTRIBUTED, self.turn)
                if tributes and seen:       # (`seen`: set with the Tributes; its script's RECORDS_TRIBUTES)
                    self.mark(card, M.TRIBUTED_ATK, seen)
                    self._tributes_remember(card, tributes)     # (its Tributes remember it: round 57m)
            log = self.log
            log.append({"type": "summon", "player": tp, "prev": hand_uid, "uid": card.uid,
                        "code": card.data.code, "name": card.data.name, "zone": zone,
                        "kind": kind, "tributes": len(tributes), "position": position, "i": len(log)})
            if self._any_scripts:
                if "normal_summon_watch" in self._cont_tags_present and self.lingering:
                    self._normal_summon_watched(tp)     # a watcher counts it (Narrow Pass; round 57b)
                yield from self._summoning_window([card])
                negated = self._summon_negated_now()
                if negated:
                    return
                # (`_happen` written out: one dict literal, the keys in its order)
                self._happened.append({"kind": kind, "player": tp,
                                       "type": "summoned", "cid": card.cid, "uid": card.uid})
            yield from self._window("summoned", first=AFTER_SUMMON)

    def _tributes_remember(self, card, tributes):
        """Mark each of `tributes` (the monsters just Tributed for the Tribute Summon or Set of
        `card`, now on the field) M.TRIBUTE_OF = (cid, uid) of `card`'s object, where it went
        (a Token vanished: none). The mark goes once the Tribute moves again, as every mark:
        `Ctx.summon_tributes_before` finds those objects from the summoned monster's `moved`
        happening (Guardian Tryce). Round 57m."""
        of = (card.cid, card.uid)
        for t in tributes:
            if t.location == S.GRAVE or t.location == S.BANISHED:
                self.mark(t, M.TRIBUTE_OF, of)

    def _set_without_tribute_proc(self, card, player=None, counts=True):
        """A Set without Tributes by the monster's own rule (`SUMMON_WITHOUT_TRIBUTE =
        "summon_or_set"`: Fusilier Dragon today), its object marked M.UNTRIBUTED once Set (a Set
        opens no window of its own: nothing reads it before). player, counts: as
        `_normal_summon_proc`'s (an extra Normal Set, Ultimate Offering: `_summon_now_proc`)."""
        yield from self._normal_summon_proc(card, True, player, counts=counts, no_tribute=True)
        if card.location == S.MZONE and not card.face_up:
            self.mark(card, M.UNTRIBUTED, self.turn)

    def _summon_tributes(self, card, tp, need, face_down):
        """Generator: the Tributes of `_normal_summon_proc` (need > 0), chosen one by one and
        sent to the GY; returns them, and, for a summoned card whose script declares
        `RECORDS_TRIBUTES = True` (Maju Garzett), what they were as they left the field: a
        tuple of (passcode, original ATK) each (None otherwise). A method of its own: its comprehensions would make the
        proc's locals cells (a cell object each per call, a cell read at each use) on its
        common path, a summon without Tributes."""
        tributes = []
        total = 0
        script = card.script
        while total < need:
            pool = self._tribute_candidates(tp, card) if self._any_scripts else self.monsters(tp)
            candidates = [c for c in pool if c not in tributes]
            required = self._required_tribute(tp, candidates) if self.lingering else None
            if required is not None:
                candidates = [required]      # Soul Exchange: that monster must be one of them
            if script is not None and (script.normal_summon_if is not None or script.normal_set_if is not None):
                condition = self._tribute_condition(card, face_down)
                if condition is not None:
                    # its own summoning condition must still hold once the Tributes, and their
                    # Equip Cards, left: only Tributes that leave it holding (round 58b)
                    kept = []
                    for c in candidates:
                        if self._tributes_keep(condition, card, tp, tributes + [c], pool,
                                               need - total - self._tribute_weight(c, card)):
                            kept.append(c)
                    candidates = kept
            if self._free_mzone(tp) is None:
                # the summoned monster needs a Main Monster Zone it can use: one Tribute must
                # free it (not a zone an effect keeps from being used: Ojama King)
                blocked = self._blocked_zones(tp) if "blocked_zones" in self._cont_tags_present else ()
                frees = False
                for t in tributes:
                    if t.seq < 5 and t.controller == tp and t.seq not in blocked:
                        frees = True
                        break
                if frees and blocked and tributes and self._monster_room_none(tp, tributes):
                    # still no room under a count limit once these left (Kaiser Colosseum, the
                    # player past it): one more of their own monsters (round 58b)
                    frees = False
                if not frees:
                    candidates = [c for c in candidates if (c.seq < 5 and c.controller == tp and c.seq not in blocked)
                                  or total + self._tribute_weight(c, card) < need]
            options = []
            for c in candidates:
                options.append(Option(len(options), "tribute", c.uid, self._name_for(c, tp)))
            verb = "Set" if face_down else "Tribute Summon"
            choice = yield self._ask(tp, "tribute", "%s %s: choose Tribute %d (%d of %d needed)"
                                     % (verb, card.data.name, len(tributes) + 1, total, need), options)
            chosen = self.card_by_uid(choice.card)
            tributes.append(chosen)
            total += self._tribute_weight(chosen, card) if self._any_scripts else 1
        seen = None
        if script is not None and getattr(script.module, "RECORDS_TRIBUTES", False):
            seen = tuple([(t.data.code, self.original_stat(t, 0)) for t in tributes])
        for t in tributes:
            if t.controller != tp:
                self._lasting_ended([e for e in self.lingering
                                  if not (e.tag == "tribute_opponent" and e.uid == t.uid)])
            # the `moved` happening's "cause" tells a Tribute Summon's Tributes ("summon") from a
            # Tribute Set's ("set": no Tribute Summon; Zolga gains nothing)
            self._move(t, S.GRAVE, t.owner, "tribute", cause="set" if face_down else "summon")
        return tributes, seen

    def _summoning_window(self, cards):
        """While a monster is being summoned only effects that negate a summon may be
        activated (seed 000 §反擊陷阱). Callers write `yield from self._summoning_window(cards)`
        (a generator only where something may be activated), then `_summon_negated_now()`."""
        self.summoning = list(cards)
        self._summon_negated = False
        return self._window("summoning", triggers=False)

    def _summon_negated_now(self):
        """After `_summoning_window`: True if the summon was negated."""
        negated = self._summon_negated
        self.summoning = []
        self._negation_cache = None     # a monster being summoned applied nothing until now
        self._summon_negated = False
        return negated

    def negate_summon(self, cards):
        """Negate a summon in progress: the monsters are destroyed (Solemn Judgment)."""
        for card in cards:
            self._emit({"type": "summon_negated", "uid": card.uid, "name": card.data.name})
        self._summon_negated = True
        # seed 000 §通常召喚: a monster whose summon is negated was never on the field; it is
        # destroyed, but does not count as sent from the field (or the hand) to the GY
        for card in cards:
            if card.location != S.MZONE:
                continue
            if card.summon_kind == "flip" and card.cid in self.proper_summons:
                # seed 000 §具有蘇生限制的怪獸的特殊召喚: a properly summoned monster turned
                # face-down (Book of Moon) whose Flip Summon is negated no longer counts as
                # properly summoned
                self.proper_summons.remove(card.cid)
            self._emit({"type": "destroyed", "uid": card.uid, "code": card.data.code,
                        "name": card.data.name, "reason": "negated_summon"})
            self._move(card, S.GRAVE, card.owner, "destroyed_negated_summon", as_origin="summoning")

    def _flip_summon_proc(self, card):
        """Flip Summon: face-down Defense -> face-up Attack (seed 000 §怪獸的表示形式的變更)."""
        tp = self.turn_player
        card.position = S.FACEUP_ATTACK
        self._phase_cards[10] = None    # (the state checks' key of quiet steps holds no more)
        if card.script is not None:
            self._stamp(card)
        turn = self.turn
        h = card.history        # (H_POSITION_TURN this turn, H_SUMMON_KIND "flip")
        card.history = (h[0], "flip", h[2], turn, h[4], h[5], h[6], h[7])
        card.fixed_turn = turn
        self.turn_summons[tp] += 1
        if card.script is not None:
            self.mark(card, M.SUMMONED_OR_FLIPPED, self.turn)
        # (`_emit` written out here and below: the event's index "i" its last key, as `_emit`
        # adds it; a call with a frame on PyPy)
        log = self.log
        log.append({"type": "flip_summon", "player": tp, "uid": card.uid, "code": card.data.code,
                    "name": card.data.name, "zone": card.seq, "i": len(log)})
        # (a plain call that returns () where nothing asks, or the generator for the rest
        # (`_then`): a Flip Summon nobody can answer makes no generator, round 16f)
        if self._any_scripts:
            window = self._summoning_window([card])
            if window:
                return self._then(window, self._flip_summoned, card, tp)
            return self._flip_summoned(card, tp)
        return self._window("flip_summoned")

    def _flip_summoned(self, card, tp):
        """A Flip Summon after its summoning window: negated, or it happened (its triggers)
        and the window after it opens. () or a generator, as `_window`."""
        negated = self._summon_negated_now()
        if negated:
            return ()
        # (`_happen` written out: one dict literal each, the keys in its order)
        self._happened.append({"kind": "flip", "player": tp, "type": "summoned", "cid": card.cid,
                               "uid": card.uid})
        self._happened.append({"reason": "flip_summon", "type": "flipped", "cid": card.cid,
                               "uid": card.uid})
        if _POSITION_HEARD in self._cont_tags_present:
            self._happened.append({"player": tp, "from": _FACEDOWN_DEFENSE, "to": _FACEUP_ATTACK,
                                   "reason": "flip_summon", "type": _POSITION_CHANGED, "cid": card.cid,
                                   "uid": card.uid})
        return self._window("flip_summoned", first=AFTER_SUMMON)

    def _change_position_proc(self, card, position):
        old = card.position
        card.position = position
        turn = self.turn
        h = card.history        # (H_POSITION_TURN this turn)
        card.history = (h[0], h[1], h[2], turn, h[4], h[5], h[6], h[7])
        card.fixed_turn = turn
        # (`_emit` written out here and below: the event's index "i" its last key, as `_emit`
        # adds it; a call with a frame on PyPy)
        log = self.log
        log.append({"type": "position", "player": card.controller, "uid": card.uid,
                    "code": card.data.code, "name": card.data.name, "from": old, "to": position, "i": len(log)})
        # a monster with a STATE effect of its own may read its position (Berserk Gorilla,
        # destroyed in Defense Position): the state checks' key of quiet steps holds no more (as
        # actions.py `change_position` says for a change by an effect), and the state rules
        # apply before the menu comes back (no window follows a change by hand). No other
        # state step reads a position but the force step (round 27s, the mark above): for any
        # other monster nothing more is asked (random agents change positions often)
        script = card.script
        if script is not None and script.states:
            self._phase_cards[10] = None
            self._state_checks()
        if _POSITION_HEARD in self._cont_tags_present:
            # a trigger of the duel listens to a change of position (Dream Clown): the change
            # as a happening, whose triggers start a chain before the menu comes back (duel.py
            # `_settle_proc`, as after a Tribute Set)
            self._happened.append({"player": card.controller, "from": old, "to": position, "reason": "manual",
                                   "type": _POSITION_CHANGED, "cid": card.cid, "uid": card.uid})
        if position == S.FACEUP_ATTACK and "force_defense" in self._cont_tags_present:
            # (the state checks' whole-pass mark: their force step tells a monster in Attack
            # Position apart, no keyed step does -- the key holds, the next check makes its
            # pass: round 27s; to Defense Position it only takes a monster from those the step
            # found unreached)
            self._phase_cards[11] = False
            if self._has_tag(card, "force_defense"):
                # (round 59c) a monster changed to Attack Position by hand that a force_defense
                # effect reaches (Level Limit - Area B: "it may be changed, and is changed back
                # to Defense Position at once", formatlibrary.com Goat rulings; yugioh-wiki.net
                # 《レベル制限Ｂ地区》 FAQ): the state checks' force step before the menu comes
                # back (a change by hand opens no window)
                self._state_checks()
        return ()

    def _name_for(self, card, viewer):
        """A card's name as `viewer` may see it. (chain.py `_card_options` writes out the first
        test: keep the two alike.)"""
        # (a face-up card first, `card.face_up` as a set test: the property is a call with a
        # frame, 0.8 a turn on W/Z, from the target questions; then one's own cards)
        if card.position in _FACE_UP:
            return card.data.name
        if card.controller == viewer:
            marks = card.marks
            if marks is None or M.HELD not in marks or card.owner == viewer:
                return card.data.name
            # (else a monster a 2005 Thousand-Eyes Restrict holds face-down: hidden from its
            # controller too, known to its owner only: determinize.py `held_face_down`)
        if card.location == S.MZONE:
            return "face-down monster (zone %d)" % (card.seq + 1)
        if card.location in (S.SZONE, S.FZONE):
            return "Set card (%s)" % ("Field Zone" if card.location == S.FZONE else
                                      "Spell & Trap Zone %d" % (card.seq + 1))
        return "a hidden card"

    # ------------------------------------------------------------- End Phase
    def _end_phase_proc(self):
        """End Phase; the turn player discards down to the hand limit; the next turn begins."""
        tp = self.turn_player
        self.step = None
        self.stage = S.STAGE_TURN
        lasting = self.lingering
        if lasting and self.phase != PHASE_MAIN2:
            # the turn had no Battle Phase (the End Phase comes from Main Phase 1, or the
            # Standby Phase with Main Phase 1 skipped; or a table begins at it): a skip of the
            # player's next Battle Phase is spent here, in its place, and recorded before the
            # End Phase (`_skipped`; its test written out: a call only where a lasting rule
            # skips a Battle Phase)
            for entry in lasting:
                if entry.tag == "skip_battle_phase":
                    self._skipped(tp, "skip_battle_phase", S.PHASE_BATTLE)
                    break
        self.phase = PHASE_END
        if self.lingering:
            self._phase_began()
        # (`_emit` written out here and below: the event's index "i" its last key, as `_emit`
        # adds it; a call with a frame on PyPy)
        log = self.log
        log.append({"type": "phase", "phase": PHASE_END, "player": tp, "i": len(log)})
        if lasting:
            self._end_phase_returns()
        if self._any_scripts:
            # (`_happen` written out: one dict literal, the keys in its order)
            self._happened.append({"phase": PHASE_END, "player": tp, "type": "phase"})
            watch = self._phase_cards[21] is not False and self._end_phase_arrivers()
            if watch:
                # (a duel with a card whose End Phase trigger works in a GY or banished after its
                # arrival there: the End Phase's new card objects are watched, `_end_phase_watch`;
                # the record is the duel's once-memory `used`, under "end_phase": (turn, the first
                # uid dealt in this End Phase, the uids found met, those found not met), immutable,
                # so a fork carries it; one of an earlier turn is stale: `_end_phase_watched`)
                self.used[_END_PHASE_KEY] = (self.turn, self._next_uid, _NO_UIDS, _NO_UIDS)
        window = self._window("end_phase")
        if window:
            if watch:
                # (a window is a scripted duel's: `watch` was set above)
                window = self._end_phase_watch(window)
            return self._then(window, self._end_phase_asked)
        return self._end_phase_hand()

    def _end_phase_arrivers(self):
        """Does the duel hold a card with a trigger "in the End Phase" that a card object may
        still activate after reaching a GY or the banished cards during that End Phase
        (effects.py `arrival_phases`)? The cards with a phase trigger off the field are listed
        by chain.py `_phase_cards_off_field` (kept in `_phase_cards[1]`). The answer, kept in
        `_phase_cards[21]` (True or False; None: to be found, as a new card with such a trigger
        makes it, duel.py `_new_card`)."""
        known = self._phase_cards
        if known[21] is not None:
            return known[21]
        if known[0] != len(self.cards):
            self._phase_cards_off_field()       # (lists them again)
        found = False
        for card in known[1] or ():
            for effect in card.script.arrivals:
                if PHASE_END in E.arrival_phases(effect):
                    found = True
        known[21] = found
        return found

    def _end_phase_watched(self):
        """Are this End Phase's new card objects watched (`_end_phase_proc`)?"""
        entry = self.used.get(_END_PHASE_KEY)
        return entry is not None and entry[0] == self.turn and self.phase == PHASE_END

    def _end_phase_due(self, card):
        """The trigger "in the End Phase" of `card` (in a GY or banished) whose match is met
        now, as the End Phase's happening would ask it; None if none."""
        ev = {"phase": PHASE_END, "player": self.turn_player, "type": "phase"}
        location = card.location
        for effect in card.script.arrivals:
            if location in effect.range and PHASE_END in E.arrival_phases(effect):
                if effect.match is None or effect.match(new_ctx(self, card, effect, card.controller, ev), ev):
                    return effect
        return None

    def _end_phase_note(self):
        """Note, for each card object that reached a GY or the banished cards in this End Phase
        and was not looked at yet, whether its End Phase trigger is met now: one met at its
        arrival was raised then (chain.py `_arrival_in_phase`) and is not raised again."""
        turn, first, met, unmet = self.used[_END_PHASE_KEY]
        for card in self._phase_cards_off_field():
            uid = card.uid
            if uid >= first and uid not in met and uid not in unmet:
                if self._end_phase_due(card) is None:
                    unmet = unmet | {uid}
                else:
                    met = met | {uid}
                self.used[_END_PHASE_KEY] = (turn, first, met, unmet)

    def _end_phase_watch(self, window):
        """`window` (an End Phase window that asks), with `_end_phase_note` before each of its
        questions: what a card object that arrived in it met when it arrived."""
        answer = None
        while True:
            try:
                request = window.send(answer)
            except StopIteration:
                return
            self._end_phase_note()
            answer = yield request

    def _end_phase_raise(self):
        """The End Phase triggers of the card objects that reached a GY or the banished cards in
        this End Phase whose match came true after their arrival (Stardust Dragon, marked when
        its negation resolved after its Tribute as the cost), made pending with the phase's
        happening, once per card object (seed 004 §结束阶段: the phase's effects are carried
        out while it lasts, before the hand limit; yugioh-wiki.net 「エンドフェイズ」). True if
        one was raised."""
        turn, first, met, unmet = self.used[_END_PHASE_KEY]
        raised = False
        for card in self._phase_cards_off_field():
            uid = card.uid
            if uid < first or uid in met:
                continue
            effect = self._end_phase_due(card)
            if effect is None:
                continue
            met = met | {uid}       # (raised: never again in this phase)
            self.used[_END_PHASE_KEY] = (turn, first, met, unmet)
            self.pending.append({"cid": card.cid, "uid": uid, "effect": effect.index, "player": card.controller,
                                 "batch": self._batch,
                                 "event": {"phase": PHASE_END, "player": self.turn_player, "type": "phase"}})
            raised = True
        return raised

    def _end_phase_late_returns(self):
        """The End Phase's returns of banished monsters that were made after the phase began
        (the monster was banished in this End Phase), applied now: the End Phase's effects are
        carried out while the phase lasts, before the hand limit (seed 004 §结束阶段; the MR3
        rulebook v1.1 p.75 quoted by yugioh-wiki.net 「エンドフェイズ」: "in the End Phase" is
        any moment of that phase before the hand is adjusted), not in a later End Phase. The
        window after them opens as after the phase's start (their arrivals may be answered)."""
        self._end_phase_returns()
        window = self._window("end_phase")
        if window and self._end_phase_watched():
            window = self._end_phase_watch(window)
        yield from window

    def _over_hand_limit(self, tp):
        """Does `tp` hold more cards than the hand limit (seed 004 §结束阶段)? The one place
        the rule is written: the End Phase asks it before making the discard procedure,
        and the discard loop asks it again."""
        hand = self.players[tp].hand
        if "hand_limit" in self._cont_tags_present:
            # (an effect may change the limit: only while a card of the duel has the tag)
            limit = self.hand_limit(tp)
            return limit is not None and len(hand) > limit
        return len(hand) > self.rules.hand_limit

    def hand_limit(self, player):
        """The most cards `player` may hold at the end of their End Phase (seed 000 §手卡:
        the limit may be changed by effects; seed 004 §结束阶段): the rules' limit (6), or
        what the face-up continuous effects with tag `hand_limit` make it (value(ctx, player)
        -> a number, or None: no limit; affects(ctx, player), optional, says whom it binds):
        Infinite Cards. None: no limit. Several effects: no limit where one says none, else
        the highest. Read as the End Phase discards: a card destroyed or negated (Imperial
        Order) before then no longer changes it."""
        limit = self.rules.hand_limit
        if "hand_limit" not in self._cont_tags_present:
            return limit
        changed = None
        for source, effect in self._applying("hand_limit"):
            ctx = new_ctx(self, source, effect, source.controller)
            if effect.affects is not None and not effect.affects(ctx, player):
                continue
            value = effect.value(ctx, player)
            if value is None:
                return None
            if changed is None or value > changed:
                changed = value
        return limit if changed is None else changed

    def _end_phase_asked(self):
        """`_end_phase_hand` after an End Phase window that asked something (a generator): only
        there can an effect have been used in the End Phase. A return "in the End Phase" made
        during it (Interdimensional Matter Transporter activated in it) is still this End
        Phase's, before the hand limit (`_end_phase_late_returns`). (A window that asked nothing
        made no lasting effect: `_end_phase_proc` goes to `_end_phase_hand` at once, untested.)
        So is an End Phase trigger of a card object that reached a GY or the banished cards in
        this End Phase and was met only after its arrival (`_end_phase_raise`: round 55r)."""
        if self.lingering:
            turn = self.turn
            for entry in self.lingering:
                if entry.tag == "return_to_field" and entry.turn <= turn:
                    return self._then(self._end_phase_late_returns(), self._end_phase_asked)
        if self._phase_cards[21] is not False and self._end_phase_watched() and self._end_phase_raise():
            # an End Phase trigger of a card that arrived in this End Phase, met only after its
            # arrival: its window, then the phase goes on (`_end_phase_raise`)
            window = self._window("end_phase")
            if window:
                return self._then(self._end_phase_watch(window), self._end_phase_asked)
            return self._end_phase_asked()
        return self._end_phase_hand()

    def _end_phase_hand(self):
        """The hand limit, then the turn ends."""
        if self._over_hand_limit(self.turn_player) or self._happened:
            return self._then(self._hand_limit_proc(), self._end_turn)
        return self._end_turn()

    def _hand_limit_proc(self):
        tp = self.turn_player
        hand = self.players[tp].hand
        # the hand limit holds when the End Phase ends (seed 004 §结束阶段): a trigger of
        # the discard that brings a card back to the hand means discarding again
        while self._over_hand_limit(tp):
            while self._over_hand_limit(tp):
                limit = self.hand_limit(tp)
                excess = len(hand) - limit
                options = [Option(i, "discard", c.uid, c.data.name) for i, c in enumerate(hand)]
                choice = yield self._ask(tp, "discard", "Hand limit %d: discard %d more card%s"
                                         % (limit, excess, "s" if excess > 1 else ""), options)
                self._to_grave(self.card_by_uid(choice.card), "hand_limit")
            if self._happened:
                yield from self._window("end_phase_discard")     # the discards' triggers, this End Phase
        if self._happened:
            yield from self._window("end_phase_discard")

    def _end_turn(self):
        if self.lingering and self._expire_lingering("turn"):
            # lasting effects ended (control came back, or its monster found no zone and went
            # to the GY; ATK back): a change made outside a chain, so the state rules apply
            # now, in this turn, before anything else happens (ENGINE.md §2)
            self._state_checks()
            if self._zone_pending:
                # the destructions the checks left, and the zone of a monster whose control
                # came back (plain code put it in its owner's first legal zone: the owner
                # chooses, engine/zones.py), asked now: before the turn ends and the next
                # turn's windows look at the field
                return self._then(self._settle_turn_end(), self._turn_over)
        return self._turn_over()

    def _settle_turn_end(self):
        yield from self._settle_destructions()      # (none left: nothing)
        if self._zone_pending:
            yield from self._settle_zones()

    def _turn_over(self):
        # (`_emit` written out here and below: the event's index "i" its last key, as `_emit`
        # adds it; a call with a frame on PyPy)
        log = self.log
        log.append({"type": "turn_end", "turn": self.turn, "player": self.turn_player, "i": len(log)})
        if self.turn_limit is not None:     # (`_turn_limit_check`'s own first test: no call without a limit)
            self._turn_limit_check()
        return self._next_turn_proc()

