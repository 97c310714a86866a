"""State invariants checked after every decision by the property tests."""

from duelist.engine import state as S
from duelist.engine.determinize import held_face_down
from duelist.engine.duel import ACTIVATION_BAR_TAGS
from duelist.engine.pendulum import pendulum_seqs, szone_slots
from duelist.engine.turn import PENDULUM_IN_DUEL

PILES = (S.DECK, S.HAND, S.GRAVE, S.BANISHED, S.EXTRA)
MONSTER_POSITIONS = (S.FACEUP_ATTACK, S.FACEUP_DEFENSE, S.FACEDOWN_DEFENSE)


class InvariantError(AssertionError):
    pass


def _fail(duel, message):
    raise InvariantError("turn %s, phase %s: %s" % (duel.turn, duel.phase, message))


def check_invariants(duel, card_totals=None):
    """Raise InvariantError if the duel's state breaks a rule of the table."""
    rules = duel.rules
    seen = [0] * len(duel.cards)
    for p, ps in enumerate(duel.players):
        for loc in PILES:
            for i, card in enumerate(getattr(ps, loc)):
                seen[card.cid] += 1
                if card.location != loc:
                    _fail(duel, "%r is in %s but says %s" % (card, loc, card.location))
                if loc == S.HAND:
                    # a hand card is filed in its holder's hand, who controls it there: its
                    # owner, or the opponent an effect gave it to (Exchange: duel.py `_place`)
                    if card.controller != p:
                        _fail(duel, "%r is in player %d's hand but its controller is %d" % (card, p, card.controller))
                elif card.owner != p:
                    _fail(duel, "%r is in player %d's %s but is owned by %d" % (card, p, loc, card.owner))
        counted = sum(1 for card in ps.grave if card.data.card_type == "Monster")
        if ps.grave_monsters != counted:
            # the count the engine keeps (duel.py `_place` / `_remove`; effects.py
            # `MonstersInGrave` reads it) against a recount of the GY
            _fail(duel, "player %d's GY holds %d Monster Cards, the kept count says %r"
                  % (p, counted, ps.grave_monsters))
        if len(ps.mzone) != rules.main_monster_zones or len(ps.szone) != szone_slots(rules):
            _fail(duel, "player %d has %d monster / %d spell zones" % (p, len(ps.mzone), len(ps.szone)))
        for zones, loc in ((ps.mzone, S.MZONE), (ps.szone, S.SZONE)):
            for i, card in enumerate(zones):
                if card is None:
                    continue
                seen[card.cid] += 1
                if card.location != loc or card.seq != i or card.controller != p:
                    _fail(duel, "%r sits in player %d's %s %d" % (card, p, loc, i))
                if loc == S.MZONE and card.position not in MONSTER_POSITIONS:
                    _fail(duel, "%r has position %s in a Monster Zone" % (card, card.position))
                if loc == S.MZONE and card.position == S.FACEDOWN_DEFENSE and card.data.is_token:
                    _fail(duel, "%r is a Token face-down (a Token exists only face-up)" % (card,))
                if loc == S.SZONE and card.data.card_type == "Monster" and card.data.is_pendulum \
                        and i in pendulum_seqs(rules) and card.position != S.FACEUP:
                    _fail(duel, "%r sits face-down in a Pendulum Zone" % (card,))
                if loc == S.SZONE and i >= rules.spell_trap_zones and not card.data.is_pendulum:
                    _fail(duel, "%r is no Pendulum card but sits in a Pendulum Zone" % (card,))
                if loc == S.SZONE and card.data.card_type == "Monster" and not card.face_up and not (
                        card.script is not None and card.script.set_as_spell) and not held_face_down(card):
                    # a monster face-down in a Spell & Trap Zone was Set as a Spell (Artifacts), or
                    # is held face-down by a 2005 Thousand-Eyes Restrict (determinize.py)
                    _fail(duel, "%r is a monster Set in a Spell & Trap Zone" % (card,))
        for card in ps.szone:
            # seed 000 §裝備魔法: an activated Equip Spell stays only while equipped to a
            # face-up monster on the field. Checked at menus and response windows: inside an
            # activation (a cost paid, a target still to choose: Exiled Force Tributing the
            # monster Snatch Steal holds) the state rules wait until the activation is done.
            if card is not None and card.face_up and card.activated and card.data.property == "Equip" \
                    and duel.request is not None and duel.request.kind in ("idle", "battle", "chain"):
                monster = duel.equipped_to(card)
                if monster is None or monster.location != S.MZONE or not monster.face_up:
                    _fail(duel, "%r stays on the field equipped to %r" % (card, monster))
        if ps.fzone is not None:
            seen[ps.fzone.cid] += 1
            if ps.fzone.location != S.FZONE:
                _fail(duel, "%r in the Field Zone says %s" % (ps.fzone, ps.fzone.location))
        if ps.lp < 0:
            _fail(duel, "player %d has negative LP %d" % (p, ps.lp))
        if not 0 <= ps.normal_summons <= 1:
            _fail(duel, "player %d made %d Normal Summons this turn" % (p, ps.normal_summons))
    expected_emz = 2 if rules.extra_monster_zones else 0
    if len(duel.emz) != expected_emz:
        _fail(duel, "%d Extra Monster Zones under %s" % (len(duel.emz), rules.name))
    for i, card in enumerate(duel.emz):
        if card is not None:
            seen[card.cid] += 1
            if card.location != S.MZONE or card.seq != 5 + i:
                _fail(duel, "%r sits in Extra Monster Zone %d" % (card, i))
    for holder, cids in duel.overlays.items():
        # Xyz Materials: each sits under one Xyz Monster on the field (engine/xyz.py)
        xyz = duel.cards[holder]
        if not cids or xyz.location != S.MZONE:
            _fail(duel, "%r holds materials %r but is not on the field" % (xyz, cids))
        for cid in cids:
            seen[cid] += 1
            card = duel.cards[cid]
            if card.location != S.OVERLAY or card.seq != holder:
                _fail(duel, "%r is listed under %r but says %s:%s" % (card, xyz, card.location, card.seq))
    for cid, count in enumerate(seen):
        if duel.cards[cid].location == "void":
            # a Token that left the field: it exists nowhere (seed 000: Tokens only exist on the field)
            if count != 0 or not duel.cards[cid].data.is_token:
                _fail(duel, "%r is void but not a vanished Token" % (duel.cards[cid],))
            continue
        if count != 1:
            _fail(duel, "%r is in %d places" % (duel.cards[cid], count))
    uids = set()
    for card in duel.cards:
        if card.uid in uids:
            _fail(duel, "uid %d is used twice" % card.uid)
        uids.add(card.uid)
        if card.on_field and card.history[S.H_ATTACKS] > 1 and not (
                card.script is not None and "attack_all" in card.script.cont_tags) and not (
                "extra_attacks" in duel._cont_tags_present and card.history[S.H_ATTACKS] <= 2):
            # Asura Priest; a second attack a continuous effect gives: Mataza the Zapper's own, or an
            # Equip Card's (Twin Swords of Flashing Light - Tryce), which may have left the field since
            _fail(duel, "%r attacked %d times" % (card, card.history[S.H_ATTACKS]))
    _check_histories(duel)
    _check_gates(duel)
    if card_totals is not None:
        for p in (0, 1):
            owned = sum(1 for c in duel.cards if c.owner == p and not c.data.is_token)
            if owned != card_totals[p]:
                _fail(duel, "player %d owns %d cards, expected %d" % (p, owned, card_totals[p]))
    if duel.result is None:
        request = duel.request
        if request is None or not request.options:
            _fail(duel, "the duel is not over but no decision is pending")
        for i, option in enumerate(request.options):
            if option.id != i:
                _fail(duel, "option %d has id %d" % (i, option.id))
        off_turn = 1 - duel.turn_player
        # (effects may add cards to a hand in the opponent's turn: only rules-only duels)
        if duel.turn >= 1 and not duel._any_scripts and len(duel.players[off_turn].hand) > rules.hand_limit:
            _fail(duel, "player %d holds %d cards outside their turn"
                  % (off_turn, len(duel.players[off_turn].hand)))
    elif duel.request is not None:
        _fail(duel, "the duel is over but a request is pending")


_HISTORY_TYPES = (int, (str, type(None)), int, int, int, int, (str, type(None)), tuple)     # Card.history's entries, by H_*
# H_FROM: the places a summon or a Set takes a monster from (the Spell & Trap Zone: a Union
# monster unequipped; "void": a Token), None for no summon
_SUMMON_ORIGINS = (S.HAND, S.DECK, S.EXTRA, S.GRAVE, S.BANISHED, S.SZONE, S.OVERLAY, "void", None)


def _check_gates(duel):
    """The duel's gates that a card of the duel opens as it joins (duel.py `_new_card`) are open
    wherever such a card is there: `_activation_bars` with a card declaring a tag of
    `ACTIVATION_BAR_TAGS` (Jowgen, Prohibition, Spatial Collapse...), or the bar it stands for
    would never be asked (round 59a). Once open a gate stays open: nothing to check then."""
    if duel._activation_bars:
        return
    for card in duel.cards:
        script = card.script
        if script is not None and not ACTIVATION_BAR_TAGS.isdisjoint(script.cont_tags):
            _fail(duel, "%r declares %s but the duel's activation-bar gate is closed"
                  % (card, sorted(ACTIVATION_BAR_TAGS & set(script.cont_tags))))


def _check_histories(duel):
    """Every card's history (state.py `Card.history`) is a tuple of eight entries of the right
    types, no turn in it after the duel's, none but NO_HISTORY off the field (`_place` gives a
    card that leaves the field no history; an Xyz Material has none; a Token that vanished
    keeps the one it had), and its `fixed_turn` (read by turn.py's Main Phase menu: in that
    turn its controller may not change its battle position) is the latest of the turns it
    arrived, was Set, last changed its position and last attacked; the place it was summoned
    from (H_FROM) is one a summon takes a monster from, and none without a summon; the targets
    of the attacks it declared in its attack turn (H_ATTACKED) are uids or None (a direct
    attack), none without an attack turn (not counted against H_ATTACKS: a card's effect may
    take an attack back, Black Luster Soldier - Envoy of the Beginning, and a position set up
    with attacks declared has no targets for them)."""
    for card in duel.cards:
        h = card.history
        if type(h) is not tuple or len(h) != 8:
            _fail(duel, "%r has the history %r" % (card, h))
        for entry, kind in zip(h, _HISTORY_TYPES):
            if not isinstance(entry, kind) or entry is True or entry is False:
                _fail(duel, "%r has the history %r" % (card, h))
        if h[S.H_FROM] not in _SUMMON_ORIGINS or (h[S.H_FROM] is not None and h[S.H_SUMMON_KIND] is None):
            _fail(duel, "%r was summoned from %r: its history %r" % (card, h[S.H_FROM], h))
        targets = h[S.H_ATTACKED]
        if (h[S.H_ATTACK_TURN] == 0 and targets) or \
                any(t is not None and (type(t) is not int or t is True or t is False) for t in targets):
            _fail(duel, "%r has the attack targets %r: its history %r" % (card, targets, h))
        fixed = max(h[S.H_PLACED], h[S.H_SET_TURN], h[S.H_POSITION_TURN], h[S.H_ATTACK_TURN])
        if fixed > duel.turn:
            _fail(duel, "%r has a history after turn %d: %r" % (card, duel.turn, h))
        if not card.on_field and h != S.NO_HISTORY and card.location != "void":     # (a vanished Token keeps its own)
            _fail(duel, "%r is off the field with the history %r" % (card, h))
        if card.fixed_turn != fixed:
            _fail(duel, "%r has fixed_turn %r, its history %r says %d" % (card, card.fixed_turn, h, fixed))


# --------------------------------------------------------------- the log, recomputed
# A referee rereads the duel's log (private parts included: the referee sees every card)
# and recomputes what the rules say must have happened. `rules_only`: no card scripts in
# the duel, so every ATK/DEF is the printed one and no effect changes battles or summons.

TRIBUTES_FOR_LEVEL = ((4, 0), (6, 1), (99, 2))     # seed 000 §上級召喚: Level 5-6 one, 7+ two
CHAIN_TRIGGER_KINDS = ("trigger", "flip")           # simultaneous triggers chain at speed 1 (SEGOC)


def _tributes_needed(level):
    for top, n in TRIBUTES_FOR_LEVEL:
        if level <= top:
            return n
    return 2


class LogChecker(object):
    """Reads a duel's log event by event and fails at the first thing the rules forbid."""

    def __init__(self, duel, rules_only=False):
        self.duel = duel
        self.rules_only = rules_only
        self.hand_limit = duel.rules.hand_limit
        self.lp = None
        self.monsters = {}        # uid -> [code, position] of monsters on the field
        self.hands = ([], [])     # uids in each hand
        self.attacker_player = {}
        self.pending_battle = None
        self.chain = []           # link numbers built; resolving pops from the end
        self.chain_speeds = []
        self.tributes_seen = 0
        self.applied_at_once = False     # an `apply` event came since the last Tribute
        self.zero_lp_at = None
        self.turn_player = None
        self.last = None

    def fail(self, ev, message):
        raise InvariantError("log event %s %r: %s" % (ev.get("i"), ev.get("type"), message))

    # ---- helpers
    @staticmethod
    def _card(code):
        from duelist.cards.db import get_card
        return get_card(code)

    def _code(self, ev):
        code = ev.get("code")
        if code is None and "private" in ev:
            code = ev["private"].get("code")
        return code

    def _leave_hand(self, uid):
        for hand in self.hands:
            if uid in hand:
                hand.remove(uid)
                return True
        return False

    # ---- the events
    def check(self):
        for ev in self.duel.log:
            self.event(ev)
        self.finish()

    def event(self, ev):
        kind = ev["type"]
        if self.zero_lp_at is not None and kind in ("turn", "phase", "draw", "attack", "summon",
                                                    "set_monster", "activate", "flip_summon") and \
                not (self.applied_at_once and self.tributes_seen and kind in ("summon", "set_monster")):
            # (a Tribute Summon or Set whose Tribute set off an effect applied at once, Fatal
            # Abacus's damage that took its player to 0, is finished before the state checks)
            self.fail(ev, "the duel went on after a player reached 0 LP (event %s)" % self.zero_lp_at)
        if self.pending_battle is not None and kind not in ("damage", "destroyed"):
            self._end_battle(ev)
        # a Tributed Token vanishes instead of going to the GY (Dandylion's Fluff Tokens); a
        # Tributed Pendulum Monster goes to the Extra Deck (engine/pendulum.py)
        tribute = (kind in ("to_grave", "to_banished", "token_vanished", "to_extra")
                   and ev.get("reason") == "tribute")
        if tribute:
            self.tributes_seen += 1
            self.applied_at_once = False
        elif kind == "apply" or (self.applied_at_once and kind in ("damage", "recover")):
            # an effect applied the instant a Tribute reached the GY (Fatal Abacus: chain.py
            # `_apply_at_once`) logs between the Tributes and their summon or Set
            self.applied_at_once = kind == "apply" or self.applied_at_once
        elif kind not in ("summon", "set_monster") and ev.get("from") != "overlay":
            # (a Tributed Xyz Monster's materials go to the GY between its Tribute and the summon)
            self.tributes_seen = 0       # Tributes come right before their summon or Set
        handler = getattr(self, "_" + kind, None)
        if handler is not None:
            handler(ev)
        prev = ev.get("prev")
        if prev is None and "private" in ev:
            prev = ev["private"].get("prev")
        if prev is not None and kind not in ("draw", "to_hand", "summon", "set_monster", "special_summon"):
            self._leave_hand(prev)
            self.monsters.pop(prev, None)
        self.last = ev

    def _duel_start(self, ev):
        self.lp = list(ev["lp"])

    def _turn(self, ev):
        self.turn_player = ev["player"]

    def _turn_end(self, ev):
        p = ev["player"]
        if "hand_limit" in getattr(self.duel, "_cont_tags_present", ()):
            return      # an effect may change the limit (Infinite Cards): the log does not say
        if len(self.hands[p]) > self.hand_limit:
            self.fail(ev, "player %d ends the turn with %d cards in hand (limit %d)"
                      % (p, len(self.hands[p]), self.hand_limit))

    def _draw(self, ev):
        self.hands[ev["player"]].append(ev["uid"])

    def _to_hand(self, ev):
        prev = ev.get("prev")
        if prev is None and "private" in ev:
            prev = ev["private"].get("prev")
        if prev is not None:
            self._leave_hand(prev)
            self.monsters.pop(prev, None)
        self.hands[ev["player"]].append(ev["uid"])

    def _shuffle_hand(self, ev):
        hand = self.hands[ev["player"]]
        for old, new in ev["private"]["uids"]:
            if old in hand:
                hand[hand.index(old)] = new

    # LP: every change is an event, and they add up (seed 000 §勝負判定條件: 0 LP loses)
    def _lp_event(self, ev, sign):
        p = ev["player"]
        expected = max(0, self.lp[p] + sign * ev["amount"])
        if ev["amount"] < 0 or (ev["amount"] == 0 and ev["type"] == "damage"):
            self.fail(ev, "an LP change of %d" % ev["amount"])
        if ev["lp"] != expected:
            self.fail(ev, "player %d had %d LP, %s %d, but the log says %d"
                      % (p, self.lp[p], "+" if sign > 0 else "-", ev["amount"], ev["lp"]))
        self.lp[p] = expected
        if expected == 0 and self.zero_lp_at is None:
            self.zero_lp_at = ev.get("i")

    def _damage(self, ev):
        self._lp_event(ev, -1)
        if ev.get("reason") == "battle" and self.pending_battle is not None:
            self.pending_battle["damage"].append((ev["player"], ev["amount"]))

    def _recover(self, ev):
        self._lp_event(ev, +1)

    def _pay_lp(self, ev):
        self._lp_event(ev, -1)

    def _lose_lp(self, ev):
        # an LP loss that is neither damage nor a cost (Jirai Gumo's wrong call: Duel.lose_lp)
        self._lp_event(ev, -1)

    def _lp_become(self, ev):
        # "LP become N" (Ctx.set_lp: Self-Destruct Button, Reversal Quiz): neither damage nor a
        # cost nor a gain; it says the LP it found and the LP it left
        p = ev["player"]
        if ev["from"] != self.lp[p] or ev["lp"] < 0:
            self.fail(ev, "player %d had %d LP, the log says it went from %d to %d"
                      % (p, self.lp[p], ev["from"], ev["lp"]))
        self.lp[p] = ev["lp"]
        if ev["lp"] == 0 and self.zero_lp_at is None:
            self.zero_lp_at = ev.get("i")

    def _duel_end(self, ev):
        if self.zero_lp_at is not None:
            losers = [p for p in (0, 1) if self.lp[p] == 0]
            winner = ev.get("winner")
            expected = None if len(losers) == 2 else 1 - losers[0]
            if winner != expected and ev.get("reason") == "lp":
                self.fail(ev, "player(s) %s at 0 LP but the winner is %s" % (losers, winner))
            if winner is not None and winner in losers:
                self.fail(ev, "player %d at 0 LP won" % winner)
        elif ev.get("reason") == "lp":
            self.fail(ev, "a win by LP with both players above 0 (%s)" % self.lp)

    # monsters on the field (rules-only duels: printed ATK/DEF, Tributes by Level)
    def _summon(self, ev):
        self._leave_hand(ev.get("prev"))
        self.monsters.pop(ev.get("prev"), None)
        self.monsters[ev["uid"]] = [ev["code"], ev["position"]]
        self._check_tributes(ev, ev["code"])

    def _set_monster(self, ev):
        self._leave_hand(ev.get("prev"))
        code = self._code(ev)
        self.monsters[ev["uid"]] = [code, "set"]
        self._check_tributes(ev, code)

    def _check_tributes(self, ev, code):
        seen, self.tributes_seen = self.tributes_seen, 0
        if ev.get("tributes", 0) != seen:
            self.fail(ev, "%d Tributes announced, %d monsters Tributed" % (ev.get("tributes", 0), seen))
        if self.rules_only and code is not None:
            level = self._card(code).level or 0
            if seen != _tributes_needed(level):
                self.fail(ev, "a Level %d monster with %d Tributes" % (level, seen))

    def _special_summon(self, ev):
        self._leave_hand(ev.get("prev"))
        self.monsters.pop(ev.get("prev"), None)
        self.monsters[ev["uid"]] = [self._code(ev), ev.get("position")]

    def _flip_summon(self, ev):
        if ev["uid"] in self.monsters:
            self.monsters[ev["uid"]][1] = "attack"

    def _flip(self, ev):
        if ev["uid"] in self.monsters and ev.get("reason") == "attacked":
            self.monsters[ev["uid"]][1] = "defense"

    def _position(self, ev):
        if ev["uid"] in self.monsters:
            self.monsters[ev["uid"]][1] = ev["to"]

    # battle (seed 000 / 004 §伤害的判定)
    def _attack(self, ev):
        self.attacker_player[ev["attacker"]] = ev["player"]

    def _battle(self, ev):
        attacker = ev["attacker"]
        player = self.attacker_player.get(attacker)
        if player is None:
            self.fail(ev, "a battle with no attack declared")
        self.pending_battle = {"ev": ev, "player": player, "damage": [], "destroyed": []}
        if not self.rules_only:
            return
        atk_code = self.monsters.get(attacker, [None])[0]
        if atk_code is not None and ev["atk"] != (self._card(atk_code).atk or 0):
            self.fail(ev, "the attacker's ATK is %d, printed %d" % (ev["atk"], self._card(atk_code).atk or 0))
        target = ev["target"]
        if target != "player":
            code, position = self.monsters.get(target, [None, None])
            if position != ev.get("target_position"):
                self.fail(ev, "the target is in %s position, the log says %s" % (position, ev.get("target_position")))
            if code is not None:
                data = self._card(code)
                printed = (data.atk if position == "attack" else data.defense) or 0
                if ev.get("value") != printed:
                    self.fail(ev, "the target's %s is %s, printed %d"
                              % ("ATK" if position == "attack" else "DEF", ev.get("value"), printed))

    def _destroyed(self, ev):
        if self.pending_battle is not None and ev.get("reason") == "battle":
            self.pending_battle["destroyed"].append(ev["uid"])

    def _end_battle(self, ev):
        battle, self.pending_battle = self.pending_battle, None
        if not self.rules_only:
            return
        b = battle["ev"]
        atk, target, player = b["atk"], b["target"], battle["player"]
        if target == "player":
            damage, destroyed = [(1 - player, atk)] if atk > 0 else [], []
        else:
            value = b["value"]
            if b["target_position"] == "attack":
                if atk > value:
                    damage, destroyed = [(1 - player, atk - value)], [target]
                elif atk < value:
                    damage, destroyed = [(player, value - atk)], [b["attacker"]]
                else:
                    damage, destroyed = [], ([b["attacker"], target] if atk > 0 else [])
            else:
                if atk > value:
                    damage, destroyed = [], [target]
                elif atk < value:
                    damage, destroyed = [(player, value - atk)], []
                else:
                    damage, destroyed = [], []
        if battle["damage"] != damage:
            self.fail(b, "battle damage %s, the rules give %s" % (battle["damage"], damage))
        if sorted(battle["destroyed"]) != sorted(destroyed):
            self.fail(b, "destroyed by battle %s, the rules give %s" % (battle["destroyed"], destroyed))

    # chains (seed 004 §连锁和咒文速度): links 1, 2, 3 ...; resolved last in, first out;
    # no spell speed 1 in response (except simultaneous triggers, SEGOC); each link at least
    # the speed of the one it answers
    def _chain(self, ev):
        link = ev["link"]
        if link != len(self.chain) + 1:
            self.fail(ev, "Chain Link %d after %d links" % (link, len(self.chain)))
        effect = self._effect(ev)
        if effect is not None and link > 1:
            if effect.kind in CHAIN_TRIGGER_KINDS:
                pass
            elif effect.speed < 2:
                self.fail(ev, "a spell speed 1 effect (%s) chained as Chain Link %d" % (ev["name"], link))
            elif effect.speed < self.chain_speeds[-1]:
                self.fail(ev, "speed %d answering speed %d" % (effect.speed, self.chain_speeds[-1]))
        self.chain.append(link)
        self.chain_speeds.append(effect.speed if effect is not None else 1)

    def _effect(self, ev):
        from duelist.cards.registry import get_script
        # the script of the duel's card texts (GOAT: the 2005 texts; Sacred Phoenix of
        # Nephthys has two effects then, one today)
        script = get_script(self._card(ev["code"]), self.duel.rules.card_texts)
        if script is None or ev.get("effect") is None:
            return None
        return script.effects[ev["effect"]]

    def _resolve(self, ev):
        if not self.chain or ev["link"] != self.chain[-1]:
            self.fail(ev, "resolving Chain Link %d, but the last link is %s"
                      % (ev["link"], self.chain[-1] if self.chain else None))
        self.chain.pop()
        self.chain_speeds.pop()

    def _chain_end(self, ev):
        if self.chain:
            self.fail(ev, "the chain ended with links %s unresolved" % self.chain)

    def finish(self):
        duel = self.duel
        if self.pending_battle is not None:
            self._end_battle(self.last or {})
        for p in (0, 1):
            if self.lp is not None and self.lp[p] != duel.players[p].lp:
                self.fail({}, "player %d: the log's LP add up to %d, the duel says %d"
                          % (p, self.lp[p], duel.players[p].lp))
            actual = sorted(c.uid for c in duel.players[p].hand)
            if sorted(self.hands[p]) != actual:
                self.fail({}, "player %d: the log accounts for hand %s, the duel holds %s"
                          % (p, sorted(self.hands[p]), actual))
        if duel.result is not None and duel.result.get("reason") == "lp":
            if self.zero_lp_at is None:
                self.fail({}, "the duel was won by LP but no player reached 0")


def check_log(duel, rules_only=False):
    """Raise InvariantError if the duel's log shows something the rules forbid."""
    LogChecker(duel, rules_only).check()


def normal_summons_this_turn(duel):
    """Normal Summons and Sets the turn player made this turn, counted from the log."""
    count = 0
    for ev in reversed(duel.log):
        kind = ev["type"]
        if kind == "turn":
            break
        if kind == "set_monster" or (kind == "summon" and ev.get("kind") in ("normal", "tribute")):
            count += 1
    return count


def check_offers(duel):
    """What the rules say a player may do must be offered (duels without card scripts):
    in their Main Phase, a turn player who has not Normal Summoned or Set this turn, holding a
    Level 4 or lower monster with a Main Monster Zone free, is offered a Normal Summon or Set
    (seed 000 §通常召喚)."""
    request = duel.request
    if request is None or request.kind != "idle" or request.player != duel.turn_player:
        return
    if duel.phase not in (S.PHASE_MAIN1, S.PHASE_MAIN2):
        return
    ps = duel.players[duel.turn_player]
    if normal_summons_this_turn(duel) or all(ps.mzone[i] is not None for i in range(len(ps.mzone))):
        return
    if not any(c.data.card_type == "Monster" and (c.data.level or 0) <= 4 for c in ps.hand):
        return
    if not any(o.kind in ("summon", "set") for o in request.options):
        _fail(duel, "player %d may Normal Summon (none this turn, a Level 4 in hand, a free zone) "
                    "but is not offered it" % duel.turn_player)


def check_once_per_turn(duel):
    """No "once per turn" effect of one card object used twice in a turn (from the log); a
    monster turned face-down is a new card for them (its uses start again)."""
    from duelist.cards.registry import get_script
    from duelist.cards.db import get_card
    used = set()
    for ev in duel.log:
        if ev["type"] == "turn":
            used = set()
        elif ev["type"] == "position" and ev.get("to") == S.FACEDOWN_DEFENSE:
            uid = ev["uid"]
            used = set(key for key in used if key[0] != uid)
        elif ev["type"] == "activate_effect":
            script = get_script(get_card(ev["code"]), duel.rules.card_texts)
            if script is None or not script.effects[ev["effect"]].once_per_turn:
                continue
            key = (ev["uid"], ev["effect"])
            if key in used:
                raise InvariantError("log event %s: %s used its once-per-turn effect twice in a turn"
                                     % (ev.get("i"), ev["name"]))
            used.add(key)


# --------------------------------------------------------------- the state rules, applied
def check_state_rules_applied(duel):
    """At a Main or Battle Phase menu (a quiet point), the state rules have been applied:
    a state check made now changes nothing (ENGINE.md §2, seed 000: LP 0, an Equip Card
    without a legal monster, control bound to a card that left, continuous rules that hold
    positions, STATE effects apply at once, before anyone acts). Whatever changed the game
    state last, in a chain link or outside one (a delayed effect, an End Phase return, a
    battle, a lingering effect ending), a state check must have followed it. Asked on a fork,
    so the duel itself is untouched; raises InvariantError naming what the check would do."""
    request = duel.request
    if duel.result is not None or request is None or request.kind not in ("idle", "battle") \
            or duel._proc is not None:
        return
    from duelist.engine.duel import _DuelEnded
    fork = duel.fork()
    before = len(fork.log)
    try:
        fork._state_checks()
    except _DuelEnded:
        pass
    if len(fork.log) != before or fork.result is not None or fork._zone_pending:
        done = [(ev.get("type"), ev.get("name") or ev.get("uid") or ev.get("reason")) for ev in fork.log[before:]]
        _fail(duel, "the state rules were not applied before this %s menu: a state check now does %r%s"
              % (request.kind, done, " and ends the duel (%r)" % (fork.result,) if fork.result else ""))


def check_state_rules_at_turn_start(duel):
    """A `draw_phase` window hook (Duel.hooks): when a turn's Draw Phase window opens, nothing
    has happened since the last turn ended but the turn's start and its draw, so the state
    rules must already hold for what the last turn left (ENGINE.md §2: they apply before
    anything else happens, in the turn that changed the state): no face-up activated Equip
    Card equipped to nothing, no player at 0 LP. Read-only: it looks, it applies nothing. It
    sees a change made at the end of a turn with no state check after it (control returning
    when a lasting effect ends), which the menu oracle cannot: the Draw Phase window's own
    state check comes before the next menu."""
    if duel.result is not None:
        return
    for p in (0, 1):
        if duel.players[p].lp <= 0:
            _fail(duel, "player %d begins turn %d at %d LP" % (p, duel.turn, duel.players[p].lp))
        for card in duel.players[p].szone:
            if card is not None and card.face_up and card.activated and card.data.property == "Equip":
                monster = duel.equipped_to(card)
                if monster is None or monster.location != S.MZONE or not monster.face_up:
                    _fail(duel, "%r begins turn %d equipped to %r: the state rules were not applied "
                          "when the last turn ended" % (card, duel.turn, monster))


# --------------------------------------------------------------- the kept answers
# What the engine keeps between decisions to skip work (docs/performance.md, issue 11): each
# is a private attribute of the duel, current while its key holds (duel.STATE's CACHE and
# EMPTY entries, which a fork empties, and `_frames_kept`, which it copies). The fresh
# computation sets them all aside first, so that it uses none of them, and puts them back.
_KEPT = ("_offer_cache", "_field_cache", "_negation_cache", "_phase_cards", "_frames_kept", "_uid_cards",
         "_delayed_known")
# what a fresh computation must leave as it found it (the duel itself, not its kept answers)
_UNTOUCHED = ("_sides", "_field_version", "_pile_version", "_plain_moves", "_next_uid", "_lasting_version")


def _ids(cards):
    return [None if c is None else c.cid for c in cards]


def _pairs(rows):
    return [(card.cid, effect.index) for card, effect in rows]


def _filed(index):
    return dict((key, _ids(cards)) for key, cards in index.items())


def _plan(plan):
    equips, takers, forcers, quiet, states, idle = plan
    return (None if equips is None else _ids(equips), None if takers is None else _ids(takers),
            None if forcers is None else _ids(forcers),
            None if quiet is None else [(c.cid, [e.index for e in effects]) for c, effects in quiet],
            _ids(states), idle)


def _roles(roles):
    """The field roles as plain data: version, the field cards, those with triggers, with
    STATE effects, in Spell & Trap Zones, by continuous tag, by happening type, the filing
    key, the state checks' plan."""
    return (roles[0], _ids(roles[1]), _ids(roles[2]), _ids(roles[3]), _ids(roles[4]),
            _filed(roles[5]), _filed(roles[6]), roles[7], _plan(roles[8]))


def _fresh_answers(duel, kept):
    """Every kept answer made again from nothing (the duel's own set aside): a dict of what
    each current kept answer in `kept` should be."""
    from duelist.engine.turn import _walk_extra_frames
    from duelist.testing.plain import plain_activations
    saved = [getattr(duel, name) for name in _KEPT]
    untouched = [list(v) if type(v) is list else v for v in (getattr(duel, n) for n in _UNTOUCHED)]
    log_length = len(duel.log)
    duel._offer_cache = [None, None]
    duel._field_cache = None
    duel._negation_cache = None
    duel._phase_cards = [None] * len(duel._phase_cards)
    duel._frames_kept = [None, None]
    duel._uid_cards = {}
    duel._delayed_known = [None, None]
    fresh = {}
    try:
        for p in (0, 1):
            if ("offers", p) in kept:
                duel._offer_candidates(p, 0)
                fresh["offers", p] = [_pairs(column) for column in duel._offer_cache[p][1]]
            if ("frames", p) in kept:
                fresh["frames", p] = _walk_extra_frames(duel.players[p].extra)
            if ("fusions", p) in kept:
                # (a plain walk of the Extra Deck, not `_extra_fusions`)
                fusions = {}
                for c in duel.players[p].extra:
                    if c.data.level and "Fusion" in c.data.kinds:
                        fusions.setdefault(c.data.level, []).append(c.cid)
                fresh["fusions", p] = fusions
        if ("roles",) in kept:
            fresh[("roles",)] = _roles(duel._field_roles())
        if ("phase",) in kept:
            fresh[("phase",)] = _ids(duel._phase_cards_off_field())
        if ("attributes",) in kept:
            # (a plain walk of each player's monsters, not `_monster_attributes`)
            fresh[("attributes",)] = [sorted(set(c.data.attribute for c in duel.monsters(p)
                                                 if c.data.card_type == "Monster"), key=repr) for p in (0, 1)]
            if "attribute" in duel._cont_tags_present:
                # (an Attribute may be changed, C.ATTRIBUTE: every one is taken as there)
                from duelist.engine.effects import ATTRIBUTES
                fresh[("attributes",)] = [sorted(ATTRIBUTES, key=repr)] * 2
        if ("grave series",) in kept:
            fresh[("grave series",)] = [sorted(set(name for c in duel.players[p].grave if c.data.card_type == "Monster"
                                                   for name in (c.data.series or ()))) for p in (0, 1)]
        if ("codes",) in kept:
            codes = set()
            for p in (0, 1):
                for c in duel.monsters(p):
                    codes.update(code for code in (c.data.code, c.data.alias) if code)
            fresh[("codes",)] = sorted(codes)
        if ("delayed",) in kept:
            # (a plain walk of the lasting effects, not `_delayed_types`)
            types = None
            for entry in duel.lingering:
                if entry.tag == "delayed":
                    types = (types or set()) | set(duel.cards[entry.cid].script.effects[entry.effect].events)
            fresh[("delayed",)] = None if types is None else sorted(types)
        if ("negation",) in kept:
            state = duel._negation_state()
            fresh[("negation",)] = (sorted(state[0]), _pairs(state[1]), sorted(state[2]))
        for key in kept:
            if key[0] == "activations":
                fresh[key] = plain_activations(duel, key[1], key[2])
            elif key[0] == "window":
                # (round 33w: the same ask made fresh for the kept column, handed as `_window`
                # hands it; it may keep an answer of its own, in the list set aside here)
                column = saved[_KEPT.index("_phase_cards")][12 + key[1]][0]
                fresh[key] = [(o.card, o.effect) for o in duel._response_options(key[1], False, None, column)]
            elif key[0] == "window, the plain rule":
                # (the window's column of responses: GOAT's Ignition Effects after a Summon are
                # asked by `_window` before it reads the kept answer)
                fresh[key] = plain_activations(duel, key[1], False, priority=False)
    finally:
        for name, value in zip(_KEPT, saved):
            setattr(duel, name, value)
    after = [getattr(duel, n) for n in _UNTOUCHED]
    if after != untouched or len(duel.log) != log_length:
        _fail(duel, "a fresh computation of the kept answers changed the duel (%r -> %r, log %d -> %d)"
              % (untouched, after, log_length, len(duel.log)))
    return fresh


def _kept_now(duel):
    """{key: the kept answer as plain data} for every kept answer that is current now (its
    key holds: the engine would use it as it stands)."""
    kept = {}
    for p in (0, 1):
        entry = duel._offer_cache[p]
        if entry is not None and entry[0] == duel._sides[p]:
            kept["offers", p] = [_pairs(column) for column in entry[1]]
            if not duel.player_has(p, "trap_from_hand"):
                # a cache made under a "trap_from_hand" permission (Makyura) keeps the Traps in
                # the hand once it ends (its end bumps nothing: `_response_options` tests the
                # permission of each such candidate itself, chain.py): sound when those are
                # all it holds beyond the walk without the permission
                kept["offers less Traps in the hand", p] = [
                    [(card.cid, effect.index) for card, effect in column
                     if not (card.location == S.HAND and effect.trap_activation and not effect.hand_trap)]
                    for column in entry[1]]
        frames = duel._frames_kept[p]
        if frames is not None:
            kept["frames", p] = frames
    roles = duel._field_cache
    if roles is not None and roles[0] == duel._field_version:
        kept[("roles",)] = _roles(roles)
    known = duel._phase_cards
    if known[0] == len(duel.cards) and len(known) > 2 and known[2] == duel._pile_version:
        kept[("phase",)] = _ids(known[3])
    if len(known) > 4 and known[4] == duel._field_version:
        kept[("attributes",)] = [sorted(attributes, key=repr) for attributes in known[5]]
    if len(known) > 6 and known[6] == duel._pile_version:
        kept[("grave series",)] = [sorted(series) for series in known[7]]
    if len(known) > 8 and known[8] == duel._field_version:
        kept[("codes",)] = sorted(known[9])
    if len(known) > 20 and known[20] is not None:
        for p in (0, 1):
            fusions = known[20][p]
            if fusions is not None:
                kept["fusions", p] = dict((level, _ids(cards)) for level, cards in fusions.items())
    if len(known) > 13 and not duel.chain:
        for p in (0, 1):
            window = _window_kept(duel, p)
            if window is not None:
                kept["window", p] = []
    known = duel._delayed_known
    if known[0] == duel._lasting_version:
        kept[("delayed",)] = None if known[1] is None else sorted(known[1])
    cache = duel._negation_cache
    if cache is not None and cache[0] == (duel._field_version, len(duel.log)):
        state = cache[1]
        kept[("negation",)] = (sorted(state[0]), _pairs(state[1]), sorted(state[2]))
    return kept


def _window_kept(duel, player):
    """The column of `player`'s current offer cache for which an empty window answer is kept
    and current (round 33w, chain.py `_window` / `_response_options`, `_phase_cards[12 +
    player]`: the column object, the sum `_field_version + _pile_version` when it was made,
    None or the phases its `During` refusals named, the turn), or None: current where the
    player's offer cache is current, the column is one of its columns (the same object), the
    sum is the same now and, where phases were kept, the turn is the same and the phase is none
    of them (with no chain being built, where `_window` reads it: `Responding` refuses nothing
    in a chain). A window would pass the player by on it without asking."""
    kept = duel._phase_cards[12 + player]
    if kept is None:
        return None
    entry = duel._offer_cache[player]
    if entry is None or entry[0] != duel._sides[player]:
        return None
    column = kept[0]
    for each in entry[1]:
        if each is column:
            break
    else:
        return None
    if kept[1] != duel._field_version + duel._pile_version:
        return None
    if kept[2] is not None and (kept[3] != duel.turn or duel.phase in kept[2]):
        return None
    return column


def _window_column(duel, player):
    """The column of `player`'s current offer cache that a response window opened now with
    no chain would read (chain.py `_window`'s own choice: a summon being made, the damage
    step, the happenings that opened the window), or None where the cache is not current."""
    from duelist.engine.chain import _IN_DAMAGE_STEP, _UNOPENED
    entry = duel._offer_cache[player]
    if entry is None or entry[0] != duel._sides[player]:
        return None
    if duel.summoning:
        column = 1
    elif duel.step == S.STEP_DAMAGE and duel.phase == S.PHASE_BATTLE:
        column = _IN_DAMAGE_STEP
    elif duel._window_events:
        events = duel._window_events
        column = 0 if events[0]["type"] in duel._hears[1] or len(events) > 1 else _UNOPENED
    else:
        column = _UNOPENED
    return entry[1][column]


def _offered_activations(duel):
    """(player, idle, the activations the pending request offers as (uid, effect) pairs),
    or None where the request offers no activation by the window's or menu's rule: the Main
    Phase menu (idle), the Battle Step menu and a chain window's priority (responses)."""
    request = duel.request
    if request is None or not duel._any_scripts or duel.result is not None:
        return None
    kind = request.kind
    if kind == "idle":
        idle = True
    elif kind == "battle" or kind == "chain":
        idle = False
    else:
        return None
    return request.player, idle, [(o.card, o.effect) for o in request.options if o.kind == "activate"]


def check_kept_answers(duel, activations=True):
    """Every answer the engine keeps between decisions (docs/performance.md, issue 11), where
    it is current (its key holds, so the engine would use it as it stands), equals its plain
    computation made now from nothing; and what a menu or window offers to activate is what
    the plain rule allows. A kept answer that is stale but not current is fine: the engine
    makes it again before using it. Raises InvariantError naming the first that differs.

    - the offer cache (chain.py `_offer_candidates`, per player, current while the player's
      `_sides` number holds): its four columns (window, summon window, menu, menu while
      summoning) against a fresh walk of the player's cards (a cache made under a
      "trap_from_hand" permission that has ended may still hold the Traps in the hand: their
      window tests the permission itself, so those alone may be over);
    - the field roles (`_field_roles`, current while `_field_version` holds): the field cards,
      those with triggers, with STATE effects, in Spell & Trap Zones, by continuous tag, by
      happening type, the filing key and the state checks' plan, against a fresh walk;
    - the Extra Deck frames kept per player (`_frames_kept`) against a walk of the Extra Deck;
      and the Fusion Monsters of each Level in each player's Extra Deck (`_phase_cards[20]`,
      chain.py `_extra_fusions`, current while not emptied) against a walk of the Extra Deck;
    - the happening types the lasting delayed effects listen to (`_delayed_known`, current
      while `_lasting_version`, which every start and end of a lasting effect bumps, holds)
      against a walk of the lasting effects;
    - the printed Attributes of the Monster Cards each player controls (`_phase_cards[4:6]`,
      chain.py `_monster_attributes`, current while `_field_version` holds) against a walk of
      each player's monsters; and the archetypes of the Monster Cards in each GY
      (`_phase_cards[6:8]`, `_grave_series`, current
      while `_pile_version` holds) against a walk of each GY; and the passcodes of the monsters
      on the field (`_phase_cards[8:10]`, `_monster_codes`, current while `_field_version`
      holds) against a walk of both players' monsters;
    - the cards with a phase trigger away from the field (`_phase_cards`: the duel's list of
      such cards, and those now in a GY or banished, current while `_pile_version` holds);
    - the negation state (`_negation_cache`, current while the field and the log are as they
      were) against a fresh weighing;
    - the equip conditions declared to read only printed data (`PrintedCondition`, answers
      kept per data object): for each Equip Card on the field and its face-up monster, a kept
      answer for that monster's data against the condition asked now;
    - the phase triggers that declare their moments (`Effect.during`): for each card in a GY
      or banished, at every phase the declaration leaves out, its `match` says no
      (`check_declared_phases`);
    - the duel's facts about its cards, kept as cards are made: the continuous tags present
      (`_cont_tags_present`), whether some card can be activated from the GY
      (`_grave_effects`), the cards with a special victory condition (`_win_cards`),
      whether any card has a script (`_any_scripts`), whether any card is a Pendulum card
      (`turn.PENDULUM_IN_DUEL` among the tags), the happening types its scripts hear, answer,
      hear in the hand and the phases they declare away from the field (`_hears`, each the
      union of its cards' `CardScript.hears`, whatever other scripts the process has made);
      and each entry of the uid map
      (`_uid_cards`) whose card still has that uid is that card of the duel;
    - the empty window answer kept per player (round 33w, chain.py `_window` passes the player
      by on it without asking; `_phase_cards[12 + player]`: the column, the sum of
      `_field_version` and `_pile_version`, None or the phases its `During` refusals named,
      the turn), current where the player's offer cache is, the column is one of its columns
      (the same object), the sum is the same, where phases were kept the turn is the same and
      the phase none of them, and no chain is being built: the same ask made fresh for that
      column (`_response_options` handed it, as `_window` does) offers nothing; and at a
      decision of the menus or a window (below), where that column is the one a window opened
      now would read (`_window`'s choice: a summon being made, the damage step, the window's
      happenings), `plain.plain_activations` allows the player no response either;
    - activations (a decision pending): at the Main Phase menu, the Battle Step menu and a
      chain window's priority, the activations offered are exactly those of
      `plain.plain_activations` (every card of the player in every place, every effect,
      `_can_activate` with the window's spell speed and phase tests), in order.

    The fresh computations are made on the duel itself with every kept answer set aside and
    put back after, checked to have changed nothing (a fork mid-procedure would replay the
    duel from its start at every decision)."""
    if duel.result is not None:
        return
    cards = duel.cards
    tags = set()
    grave = scripts = pendulum = False
    wins = []
    hears = [set(), set(), set(), set()]
    for card in cards:
        pendulum = pendulum or card.data.scale is not None
        script = card.script
        if script is not None:
            scripts = True
            if script.hears is not None:
                for union, types in zip(hears, script.hears):
                    union.update(types)
            tags.update(script.cont_tags)
            grave = grave or bool(script.from_grave)
            if script.wins:
                wins.append(card)
    if pendulum:
        tags.add(PENDULUM_IN_DUEL)      # (not a tag: some card of the duel is a Pendulum card)
    if duel._cont_tags_present != tags:
        _fail(duel, "the continuous tags present are %s, the duel's cards have %s"
              % (sorted(duel._cont_tags_present), sorted(tags)))
    if duel._grave_effects != grave or duel._any_scripts != scripts:
        _fail(duel, "_grave_effects %r / _any_scripts %r, the duel's cards say %r / %r"
              % (duel._grave_effects, duel._any_scripts, grave, scripts))
    if list(duel._hears) != hears:
        _fail(duel, "the happening types kept (heard, answered, heard in the hand, phases away from "
              "the field) are %r, the duel's scripts have %r" % (duel._hears, hears))
    if _ids(duel._win_cards) != _ids(wins):
        _fail(duel, "the cards with a victory condition kept are %r, the duel has %r" % (duel._win_cards, wins))
    for uid, card in duel._uid_cards.items():
        if card.uid == uid and cards[card.cid] is not card:
            _fail(duel, "uid %d maps to %r, not a card of this duel" % (uid, card))
    _check_printed_conditions(duel)
    check_declared_phases(duel)
    known = duel._phase_cards
    kept = _kept_now(duel)
    if known[0] == len(cards):
        listed = [c for c in cards if c.script is not None and c.script.phase_triggers]
        if _ids(known[1]) != _ids(listed):
            _fail(duel, "the cards with a phase trigger away from the field listed are %s, the duel has %s"
                  % (_ids(known[1]), _ids(listed)))
    offered = _offered_activations(duel) if activations else None
    if offered is not None:
        kept["activations", offered[0], offered[1]] = offered[2]
        for p in (0, 1):
            # (a decision of a menu or a window: a kept empty window answer current for the
            # column a window opened now would read says the plain rule allows nothing)
            if ("window", p) in kept and _window_column(duel, p) is _window_kept(duel, p):
                kept["window, the plain rule", p] = []
    if not kept:
        return
    fresh = _fresh_answers(duel, kept)
    for key in sorted(kept, key=repr):
        if key[0] == "offers less Traps in the hand":
            continue
        if key[0] == "offers" and kept[key] != fresh[key] and \
                kept.get(("offers less Traps in the hand", key[1])) == fresh[key]:
            continue
        if kept[key] != fresh[key]:
            what = {"offers": "player %d's offer cache", "frames": "player %d's Extra Deck frames kept",
                    "fusions": "player %d's Fusion Monsters kept by Level",
                    "roles": "the field roles", "phase": "the phase-trigger cards away from the field",
                    "negation": "the negation state kept",
                    "attributes": "the printed Attributes of each player's monsters kept",
                    "grave series": "the archetypes of the Monster Cards in each GY kept",
                    "codes": "the passcodes of the monsters on the field kept",
                    "delayed": "the delayed-effect types kept",
                    "window": "player %d's empty window answer kept",
                    "window, the plain rule": "the activations the plain rule allows player %d where an "
                                              "empty window answer is kept",
                    "activations": "the activations offered to player %d"}[key[0]]
            if "%d" in what:
                what = what % key[1]
            _fail(duel, "%s (%s) differ from the plain computation: kept %r, fresh %r"
                  % (what, duel.request.kind if duel.request is not None else "no request", kept[key], fresh[key]))


def _check_printed_conditions(duel):
    """The equip conditions declared to read only the monster's printed data (engine/effects.py
    `PrintedCondition`, kept by actions.py `_equip_still_legal`) keep their answers per data object, shared by every duel: for each
    face-up Equip Card equipped to a face-up monster in a Monster Zone, an answer its kept
    checks hold for that monster's data equals the condition asked now (a question: it changes
    nothing of the duel)."""
    from duelist.engine.actions import _EQUIP_FILTERS
    from duelist.engine.effects import PrintedCondition
    from duelist.engine.chain import new_ctx
    if duel.kinds_changed():
        return      # (a Type or an Attribute may be changed: the kept answers are not used)
    for card in duel.cards:
        if card.location != S.SZONE or card.position not in S.FACE_UP_POSITIONS:
            continue
        checks = _EQUIP_FILTERS.get(card.script)
        if not checks:
            continue
        monster = duel.equipped_to(card)
        if monster is None or monster.location != S.MZONE or monster.position not in S.FACE_UP_POSITIONS:
            continue
        for effect, check in checks:
            if type(check) is not PrintedCondition:
                continue
            kept = check.answers.get(monster.data)
            if kept is not None and kept != bool(check.condition(new_ctx(duel, card, effect, card.controller), monster)):
                _fail(duel, "the equip condition %r keeps %r for %s's printed data, asked now it says %r"
                      % (check, kept, monster.data.name, not kept))


def check_declared_phases(duel):
    """The phase triggers that declare their moments (engine/effects.py `Effect.during`, read
    by trigger collection, chain.py `_mark_batch`, as `CardScript.phase_moments` and
    `CardScript.field_moments`): for each card in a GY or banished, or on the field, each of
    its triggers on the phase happening that works there and declares its moments, at each
    phase of each turn (its controller's, the opponent's) the declaration leaves out, its
    `match` asked now of that phase's happening says no (a question: it changes nothing of
    the duel). The declaration may only pass by what `match` would refuse."""
    from duelist.engine.chain import new_ctx
    from duelist.engine.effects import ALL_PHASES
    for card in duel.cards:
        if card.script is None:
            continue
        if card.location in S.FIELD_LOCATIONS:
            if card.script.field_moments[0] == card.script.field_moments[1] == frozenset(ALL_PHASES):
                continue        # (nothing declared on the field: nothing passed by there)
        elif not card.script.phase_triggers or (card.location != S.GRAVE and card.location != S.BANISHED):
            continue
        for effect in card.script.triggers:
            during = effect.during
            if during is None or card.location not in effect.range:
                continue
            match = effect.match        # (no match: the trigger takes every phase happening)
            for whose, declared in enumerate(during.phases):
                turn_player = card.controller if whose == 0 else 1 - card.controller
                for phase in ALL_PHASES:
                    if phase in declared:
                        continue
                    ev = {"phase": phase, "player": turn_player, "type": "phase"}
                    if match is None or match(new_ctx(duel, card, effect, card.controller, ev), ev):
                        _fail(duel, "%s's trigger %r declares %r, yet its match accepts the %s Phase of %s turn"
                              % (card.data.name, effect, during, phase, "its controller's" if whose == 0 else "the opponent's"))


def check_kept_answers_in_window(duel):
    """A window hook (Duel.hooks, every window): the kept answers, as check_kept_answers,
    when a window opens (between decisions: a kept answer gone stale and current here may be
    replaced before the next decision, after a window already used it); not the request's
    activations (the request pending is not this window's)."""
    check_kept_answers(duel, activations=False)


class EveryWindow(dict):
    """Duel.hooks for a checked duel: every window's name gets the functions listed under
    "*" as well as its own (duel.py reads `hooks.get(name, ())` when a window opens)."""

    def get(self, name, default=None):
        every = dict.get(self, "*", ())
        own = dict.get(self, name, ())
        if not every:
            return own if own else default
        return list(every) + list(own) if own else every
