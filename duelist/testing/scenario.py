"""The scenario builder: set a duel's table directly, then play scripted picks.

    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    guardian = table.hand(0, "Celtic Guardian")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    script = Script(duel)
    script.pick("summon", "Celtic Guardian")
    script.pick("battle")
    script.pick("attack", "Celtic Guardian", target=elf)

Strict: a pick that matches no option of the pending request, or a request of a
kind the script did not expect, raises ScriptError (a test failure) describing the
request and its options. Documented for test writers in docs/scenarios.md.
"""

from duelist.engine import state as S
from duelist.engine.duel import Duel, load_card_data
from duelist.engine.pendulum import pendulum_seqs
from duelist.engine.rules import get_rules

PHASE_STAGES = {
    "draw": S.STAGE_TURN_START,        # the turn begins: Draw Phase (the draw happens), Standby, Main 1
    "standby": S.STAGE_STANDBY_START,  # the turn begins at its Standby Phase (no draw)
    "main1": S.STAGE_MAIN,
    "battle": S.STAGE_BATTLE_START,    # the Battle Phase begins (start step), then the Battle Step menu
    "battle_step": S.STAGE_BATTLE,
    "main2": S.STAGE_MAIN,
    "end": S.STAGE_END_START,          # the End Phase begins (hand limit, then the next turn)
}
# the phase a duel is in at each starting stage (main stages: the table's own phase)
STAGE_PHASES = {S.STAGE_TURN_START: S.PHASE_DRAW, S.STAGE_STANDBY_START: S.PHASE_STANDBY,
                S.STAGE_BATTLE_START: S.PHASE_BATTLE, S.STAGE_BATTLE: S.PHASE_BATTLE,
                S.STAGE_END_START: S.PHASE_END}

POSITIONS = {"attack": S.FACEUP_ATTACK, "defense": S.FACEUP_DEFENSE, "set": S.FACEDOWN_DEFENSE,
             "facedown": S.FACEDOWN_DEFENSE, "face-down": S.FACEDOWN_DEFENSE}


class ScriptError(AssertionError):
    """A scripted pick did not fit the duel (a test failure)."""


class CardRef(object):
    """A card placed by a Table; after build() it finds that physical card in any duel
    built from (or forked off) the table, wherever it has moved."""

    def __init__(self, table, index, name):
        self.table = table
        self.index = index     # == the card's cid in the built duel
        self.name = name

    def card(self, duel):
        return duel.cards[self.index]

    def uid(self, duel):
        return duel.cards[self.index].uid

    def __repr__(self):
        return "<CardRef %s #%d>" % (self.name, self.index)


class Table(object):
    """Everything a judge would set on the table before a ruling."""

    def __init__(self, rules=None, turn=3, turn_player=0, phase="main1", lp=None, first_player=None):
        if phase not in PHASE_STAGES:
            raise ValueError("phase must be one of %s" % ", ".join(sorted(PHASE_STAGES)))
        if turn_player not in (0, 1):
            raise ValueError("turn_player must be 0 or 1")
        self.rules = get_rules(rules)
        self.turn = turn
        self.turn_player = turn_player
        self.phase = phase
        self.lp = tuple(lp) if lp is not None else (self.rules.starting_lp,) * 2
        self.first_player = first_player if first_player is not None else (
            turn_player if turn % 2 == 1 else 1 - turn_player)
        self.placements = []       # (player, location, data, options)
        self.normal_summons = [0, 0]
        self.hooks = {}
        self.proper = []           # indexes of cards that count as properly summoned

    # -------------------------------------------------------------- cards
    def _add(self, player, location, card, **options):
        if player not in (0, 1):
            raise ValueError("player must be 0 or 1")
        data = _card_data(card)
        ref = CardRef(self, len(self.placements), data.name)
        self.placements.append((player, location, data, options))
        return ref

    def hand(self, player, *cards):
        """Cards in `player`'s hand, left to right. Returns one CardRef per card."""
        refs = [self._add(player, S.HAND, c) for c in cards]
        return refs[0] if len(refs) == 1 else refs

    def deck(self, player, cards):
        """`player`'s deck, TOP CARD FIRST (the first card listed is drawn first)."""
        return [self._add(player, S.DECK, c, order=i) for i, c in enumerate(cards)]

    def extra(self, player, *cards, face_up=False):
        """Cards in `player`'s Extra Deck; face_up=True: face-up Pendulum Monsters (public,
        Pendulum Summonable: engine/pendulum.py)."""
        if face_up:
            return self._extra_face_up(player, cards)
        refs = [self._add(player, S.EXTRA, c) for c in cards]
        return refs[0] if len(refs) == 1 else refs

    def grave(self, player, *cards):
        refs = [self._add(player, S.GRAVE, c) for c in cards]
        return refs[0] if len(refs) == 1 else refs

    def banished(self, player, *cards, face_down=False):
        refs = [self._add(player, S.BANISHED, c, face_down=face_down) for c in cards]
        return refs[0] if len(refs) == 1 else refs

    def monster(self, player, card, zone=None, position="attack", summoned_this_turn=False,
                set_this_turn=False, attacked=False, position_changed=False, summon_kind=None,
                materials=(), summoned_from=None):
        """A monster in a Monster Zone (zone 0-4 main, 5-6 Extra Monster Zones).

        position: "attack", "defense" or "set" (face-down Defense).
        History: summoned_this_turn / set_this_turn (else it arrived on an earlier turn),
        attacked (declared an attack this turn), position_changed (this turn).
        summoned_from: the place its summon took it from ("hand", "extra", "grave"...; by
        default the place its summon kind says: Duel.from_position).
        materials: names (or passcodes) of cards stacked under it as Xyz Materials, owned by
        `player`, oldest first (an Xyz Monster placed with them counts as Xyz Summoned)."""
        if position not in POSITIONS:
            raise ValueError("position must be attack, defense or set")
        if isinstance(materials, (str, int)):
            raise ValueError("materials must be a list of card names")
        stack = [_card_data(m) for m in materials]
        if stack and "Xyz" not in (_card_data(card).kinds or ()):
            raise ValueError("only an Xyz Monster can have Xyz Materials")
        if stack and summon_kind is None:
            summon_kind = "xyz"
        return self._add(player, S.MZONE, card, zone=zone, position=POSITIONS[position],
                         summoned_this_turn=summoned_this_turn, set_this_turn=set_this_turn,
                         attacked=attacked, position_changed=position_changed,
                         summon_kind=summon_kind, materials=stack, summoned_from=summoned_from)

    def spell_trap(self, player, card, zone=None, face_down=True, set_this_turn=False, equipped_to=None):
        """A card in a Spell & Trap Zone. `equipped_to`: the CardRef of the monster it equips.
        A monster card face-down there is one Set as a Spell: only a monster whose script
        says it may be (`SET_AS_SPELL`: the "Artifact" monsters)."""
        data = _card_data(card)
        if data.card_type == "Monster" and face_down and not _may_set_as_spell(data):
            raise ValueError("%s is a monster that cannot be Set as a Spell" % data.name)
        return self._add(player, S.SZONE, data, zone=zone, face_down=face_down,
                         set_this_turn=set_this_turn, equipped_to=equipped_to)

    def field_spell(self, player, card, face_down=False):
        return self._add(player, S.FZONE, card, face_down=face_down)

    # ---- Pendulum (helper hpend, issue 10 item 6): scales and face-up Extra Deck Pendulums ----
    def pendulum(self, player, card, side="left"):
        """A Pendulum card activated as a scale in `player`'s "left" or "right" Pendulum Zone
        (MR3: the two separate zones; MR4/MR5: the end Spell & Trap Zones). Its activation
        has resolved: its Pendulum Effects apply."""
        seqs = pendulum_seqs(self.rules)
        if not seqs:
            raise ValueError("the %s rules have no Pendulum Zones" % self.rules.name)
        if side not in ("left", "right"):
            raise ValueError("side must be 'left' or 'right', not %r" % (side,))
        data = _card_data(card)
        if not data.is_pendulum:
            raise ValueError("%s is no Pendulum card" % data.name)
        return self._add(player, S.SZONE, data, zone=seqs[0 if side == "left" else 1], face_down=False,
                         set_this_turn=False, equipped_to=None)

    def _extra_face_up(self, player, cards):
        refs = []
        for c in cards:
            data = _card_data(c)
            if not data.is_pendulum:
                raise ValueError("only a Pendulum Monster can be face-up in the Extra Deck, not %s"
                                 % data.name)
            refs.append(self._add(player, S.EXTRA, data, face_up=True))
        return refs[0] if len(refs) == 1 else refs
    # ---- end of the Pendulum block ----

    def properly_summoned(self, *refs):
        """Mark cards (CardRefs, e.g. a Fusion Monster in the GY) as properly summoned before
        and not back in the hand, Deck or Extra Deck since (seed 000 §具有蘇生限制的怪獸的特殊召喚):
        effects may revive them. A monster placed with summon_kind "fusion", "ritual",
        "synchro" or "proc" counts as properly summoned without this."""
        for ref in refs:
            if not isinstance(ref, CardRef) or ref.table is not self:
                raise ValueError("properly_summoned takes cards placed on this table")
            self.proper.append(ref.index)
        return self

    def normal_summoned(self, player=None):
        """Mark that `player` (default: the turn player) already used the Normal Summon."""
        self.normal_summons[self.turn_player if player is None else player] = 1
        return self

    def at(self, window, fn):
        """Run fn(duel) when the duel reaches a response window (e.g. "attack_declared")."""
        self.hooks.setdefault(window, []).append(fn)
        return self

    # -------------------------------------------------------------- build
    def position(self):
        """The table as the engine's public set-up data (Duel.from_position)."""
        placed_turn = self.turn - 1
        cards = []
        for index, (player, location, data, opts) in enumerate(self.placements):
            spec = {"player": player, "location": location, "card": data, "zone": opts.get("zone")}
            if index in self.proper:
                spec["properly_summoned"] = True
            if location == S.MZONE:
                position = opts["position"]
            elif location in (S.HAND, S.DECK) or opts.get("face_down") or (
                    location == S.EXTRA and not opts.get("face_up")):
                position = S.FACEDOWN
            else:
                position = S.FACEUP
            spec["position"] = position
            # the card's history, as the table says
            if location in S.FIELD_LOCATIONS:
                spec["turn_placed"] = placed_turn
            if location == S.MZONE:
                if opts["materials"]:
                    spec["materials"] = list(opts["materials"])
                fresh = opts["summoned_this_turn"] or opts["set_this_turn"]
                spec["turn_placed"] = self.turn if fresh else placed_turn
                if opts["set_this_turn"]:
                    spec["set_turn"] = self.turn
                    spec["summon_kind"] = "set"
                else:
                    spec["summon_kind"] = opts["summon_kind"] or (
                        "set" if position == S.FACEDOWN_DEFENSE else "normal")
                if opts.get("summoned_from") is not None:
                    spec["summoned_from"] = opts["summoned_from"]
                if opts["attacked"]:
                    spec["attack_turn"] = self.turn
                    spec["attacks"] = 1
                if opts["position_changed"]:
                    spec["position_turn"] = self.turn
            elif location in (S.SZONE, S.FZONE):
                # a face-up Spell/Trap on the table is one whose activation already resolved
                spec["activated"] = position == S.FACEUP
            if location == S.SZONE:
                if opts["set_this_turn"]:
                    spec["turn_placed"] = spec["set_turn"] = self.turn
                if opts["equipped_to"] is not None:
                    spec["equipped_to"] = opts["equipped_to"].index
            cards.append(spec)           # Deck cards: top card first, as the table lists them
        stage = PHASE_STAGES[self.phase]
        return {"turn": self.turn, "turn_player": self.turn_player, "first_player": self.first_player,
                "stage": stage, "phase": STAGE_PHASES.get(stage, self.phase), "lp": list(self.lp),
                "normal_summons": list(self.normal_summons), "cards": cards}

    def build(self, seed=0):
        return Duel.from_position(self.position(), rules=self.rules, seed=seed, hooks=self.hooks)


def _may_set_as_spell(data):
    from duelist.cards.registry import get_script
    script = get_script(data)
    return script is not None and script.set_as_spell


def _card_data(card):
    if isinstance(card, int):
        return load_card_data(card, "scenario table")
    if hasattr(card, "code") and hasattr(card, "card_type"):
        return card
    from duelist.cards.db import find_card
    return find_card(str(card))


class Script(object):
    """Strict scripted picks against a duel.

    Zones (docs/protocol.md, request kind `zone`): by default (zones="first") a zone
    question that follows a pick is answered with its first option, the leftmost legal zone
    (what every placement took before players chose zones), so a test that does not care
    where a card goes need not say. `pick(..., zone=2)` answers it with that zone instead
    (a zone number, 0-4 left to right, 5-6 the Extra Monster Zones, or its name such as
    "Monster Zone 3"; a list for several placements in a row), and Script(duel, zones="ask")
    leaves every zone question to the test (`pick("zone", zone=...)`)."""

    def __init__(self, duel, zones="first"):
        if zones not in ("first", "ask"):
            raise ValueError("zones must be 'first' or 'ask'")
        self.duel = duel
        self.zone_mode = zones

    def _describe(self, request):
        if request is None:
            return "no pending request (duel result: %r)" % (self.duel.result,)
        lines = ["pending request: player %d, %s: %s" % (request.player, request.kind, request.prompt)]
        for option in request.options:
            lines.append("  %d: %s [%s]" % (option.id, option.label, option.key))
        return "\n".join(lines)

    def options(self, kind=None, card=None, target=None, position=None, player=None):
        """Options of the pending request matching the description (no pick)."""
        duel = self.duel
        request = duel.request
        if request is None:
            return []
        if player is not None and request.player != player:
            return []
        out = []
        for option in request.options:
            if kind is not None and option.kind != kind:
                continue
            if card is not None and not _matches(duel, option.card, option.name, card):
                continue
            if target is not None:
                if target == "player":
                    if option.target != "player":
                        continue
                elif not _matches(duel, option.target, option.target_name, target):
                    continue
            if position is not None and option.position != POSITIONS.get(position, position):
                continue
            out.append(option)
        return out

    def pick(self, kind, card=None, target=None, position=None, player=None, request=None, first=False,
             zone=None):
        """Answer the pending request with the one option matching the description.

        kind: option kind ("summon", "set", "attack", "tribute", "battle", "end_turn",
        "zone"...).
        card / target: a card name, a CardRef, a uid, or "player" (target of a direct attack).
        request: the request kind expected ("idle", "battle", "tribute", ...).
        first: if several options match (e.g. two copies of a card), take the first.
        zone: for kind "zone", the zone to pick; for any other kind, the zone(s) the card(s)
        this pick places go to (a zone question must follow)."""
        duel = self.duel
        if kind != "zone":
            self._answer_zones(None)
        elif zone is None:
            raise ScriptError("pick('zone') needs zone=: a zone number or name")
        pending = duel.request
        if pending is None:
            raise ScriptError("expected a request for %r but %s" % (kind, self._describe(None)))
        if player is not None and pending.player != player:
            raise ScriptError("expected player %d to decide, but %s" % (player, self._describe(pending)))
        if request is not None and pending.kind != request:
            raise ScriptError("expected a %r request, but %s" % (request, self._describe(pending)))
        if kind == "zone":
            found = [o for o in self.options("zone", card) if _zone_matches(o, zone)]
        else:
            found = self.options(kind, card, target, position)
        if not found:
            raise ScriptError("no option matches kind=%r card=%r target=%r position=%r\n%s"
                              % (kind, card, target, position, self._describe(pending)))
        if len(found) > 1 and not first:
            raise ScriptError("%d options match kind=%r card=%r target=%r (pass first=True to take "
                              "the first)\n%s" % (len(found), kind, card, target, self._describe(pending)))
        option = found[0]
        duel.answer(option)
        if kind != "zone":
            self._answer_zones(zone)
        return option

    def answer(self, option):
        """Answer the pending request with `option` (an Option, id or key) as duel.answer
        does, then the zone questions that follow as pick() does."""
        self.duel.answer(option)
        self._answer_zones(None)

    def zones(self, *zones):
        """Answer the zone questions pending now: with `zones` in order (each must be
        asked), else each with its first option (the leftmost legal zone)."""
        self._answer_zones(list(zones) if zones else None, leftmost=True)
        return self

    def _answer_zones(self, zones, leftmost=False):
        """Answer the zone questions pending now: with `zones` (a zone or a list, each
        question must come), else the first option unless the script leaves them to the test."""
        wanted = [] if zones is None else (list(zones) if isinstance(zones, (list, tuple)) else [zones])
        duel = self.duel
        while duel.request is not None and duel.request.kind == "zone":
            if wanted:
                zone = wanted.pop(0)
                found = [o for o in duel.request.options if _zone_matches(o, zone)]
                if not found:
                    raise ScriptError("zone %r is not offered\n%s" % (zone, self._describe(duel.request)))
                duel.answer(found[0])
            elif (leftmost or self.zone_mode == "first") and not zones:
                duel.answer(duel.request.options[0])
            else:
                break
        if wanted:
            raise ScriptError("no zone question came for zone(s) %r; %s" % (wanted, self._describe(duel.request)))

    def expect(self, request=None, player=None):
        """Assert the pending request's kind and player; returns it."""
        if request != "zone":
            self._answer_zones(None)
        pending = self.duel.request
        if pending is None:
            raise ScriptError("expected a request but %s" % self._describe(None))
        if request is not None and pending.kind != request:
            raise ScriptError("expected a %r request, but %s" % (request, self._describe(pending)))
        if player is not None and pending.player != player:
            raise ScriptError("expected player %d to decide, but %s" % (player, self._describe(pending)))
        return pending

    def has(self, kind, card=None, target=None, position=None):
        return bool(self.options(kind, card, target, position))

    def declare_name(self, name, player=None):
        """Declare the card name `name` on the pending card-name declaration (kit.declare_card_name):
        the run of names that holds it at each step ("A … B"), then the name itself."""
        from duelist.cards.kit import RUN_LABEL
        key = (name.casefold(), name)
        while True:
            pending = self.expect(request="option", player=player)
            names = [o.name for o in pending.options]
            if name in names:
                return self.pick("option", name, player=player)
            marker = RUN_LABEL % ("", "")
            runs = [n.split(marker) for n in names]
            if not all(len(run) == 2 for run in runs):
                raise ScriptError("%r is not offered to declare: %s" % (name, self._describe(pending)))
            inside = [i for i, (first, last) in enumerate(runs)
                      if (first.casefold(), first) <= key <= (last.casefold(), last)]
            if not inside:
                raise ScriptError("no run of names holds %r: %s" % (name, self._describe(pending)))
            self.answer(pending.options[inside[0]])

    def end_turn(self):
        """End the turn from Main Phase 1/2 or from the Battle Step (via Main Phase 2)."""
        if self.duel.request is not None and self.duel.request.kind == "battle":
            self.pick("end_battle")
        self.pick("end_turn")


def _zone_matches(option, zone):
    if option.kind != "zone":
        return False
    if isinstance(zone, int) and not isinstance(zone, bool):
        return option.zone == zone
    return option.name == zone


def _matches(duel, uid, name, wanted):
    if isinstance(wanted, CardRef):
        return uid == wanted.uid(duel)
    if isinstance(wanted, int):
        return uid == wanted
    return name == wanted
