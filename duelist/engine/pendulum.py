"""Pendulum Monsters: Pendulum Zones, scales, the Pendulum Summon and the trip to the Extra
Deck (seed 000 §靈擺怪獸 (怪獸卡), §當作魔法卡的靈擺怪獸, §靈擺召喚, §場地 (額外卡組區域,
魔法與陷阱區域, 靈擺區域), §大師規則3, §新大師規則; seed 001 §大師規則3, §新大師規則).

- Zones (`Rules.pendulum_zones`): under MR3 ("separate") each player has two Pendulum Zones
  of their own, left and right of the Spell & Trap Zones; from MR4 ("ends") the leftmost
  and rightmost Spell & Trap Zones serve as Pendulum Zones, so a scale occupies one of the
  five Spell & Trap Zones. Both kinds live in `PlayerState.szone`: "separate" zones are
  the two slots after the Spell & Trap Zones (seq n and n+1, n = `Rules.spell_trap_zones`),
  which `_free_szone` never hands out; "ends" zones are seq 0 and n-1.
- Activation: a Pendulum Monster in the hand may be activated as a Spell Card into a free
  Pendulum Zone (speed 1, the Main Phase, a chain link like any Spell activation; it cannot
  be Set there). While it is there it is a Spell Card (`card_type_now`): Imperial Order
  negates its Pendulum Effects, Magic Jammer may negate its activation (then it goes to
  the GY, not the Extra Deck), Mystical Space Typhoon may destroy it. Its card script
  declares its Pendulum Effects with range (S.SZONE,) and its activation with
  `pendulum_scale()` (duelist/cards/common.py).
- Pendulum Summon: once per turn, with a Pendulum card in both of the player's Pendulum
  Zones, in the Main Phase menu: any number of monsters from the hand, and face-up
  Pendulum Monsters from the Extra Deck, whose Levels are strictly between the two
  scales, Special Summoned at the same time in face-up Attack or Defense Position. It is
  not a chain link; it can be negated (Solemn Judgment): then every monster goes to the
  GY (seed 000: not "from the hand, field or Extra Deck"). Those from the Extra Deck need
  an Extra Monster Zone or a zone a Link points to under MR4 and MR5 (`needs_extra_zone`,
  engine/extra.py).
- The Extra Deck: a face-up Pendulum Monster that would be sent from the field to the GY
  goes face-up to its owner's Extra Deck instead (a replacement; a banishing one such as
  Macro Cosmos is applied first). Face-up Extra Deck cards are public (`Duel.view`
  lists them for both players under "extra_face_up").
"""

from duelist.engine import state as S
from duelist.engine.state import AFTER_SUMMON
from duelist.engine.protocol import Option

# the key in Duel.used that remembers the turn a player last Pendulum Summoned
_USED_KEY = "pendulum_summon:%d"


def szone_slots(rules):
    """How many slots a player's `szone` list has: the Spell & Trap Zones, plus the two
    separate Pendulum Zones under MR3."""
    return rules.spell_trap_zones + (2 if rules.pendulum_zones == "separate" else 0)


def pendulum_seqs(rules):
    """(left, right) seqs of the Pendulum Zones in `szone`, or () when the rules have none."""
    kind = rules.pendulum_zones
    n = rules.spell_trap_zones
    if kind == "separate":
        return (n, n + 1)
    if kind == "ends":
        return (0, n - 1) if n > 1 else ()
    return ()


def card_type_now(card):
    """The card's type where it is: a Pendulum Monster card in a Spell & Trap or Pendulum
    Zone is a Spell Card (seed 000 §當作魔法卡的靈擺怪獸), and so is a monster Set face-down
    in a Spell & Trap Zone "as a Spell" (the "Artifact" monsters: `SET_AS_SPELL`, the only
    way a monster card is face-down there), and so is a monster card equipped there as an
    Equip Card (an equipped Union monster, a monster Dark Necrofear or Thousand-Eyes Restrict
    made an Equip Card: an Equip Spell Card); otherwise its printed type."""
    data = card.data
    if card.location == S.SZONE and data.card_type == "Monster":
        if data.is_pendulum or card.position == S.FACEDOWN:
            return "Spell"
        marks = card.marks
        if marks is not None and "equipped" in marks:     # (M.EQUIPPED, put by `Duel.equip`)
            return "Spell"
    return data.card_type


class PendulumMixin(object):
    # ---------------------------------------------------------------- zones
    def pendulum_zones(self, player):
        """[left, right]: the Pendulum cards in `player`'s Pendulum Zones (None where empty,
        or where an end Spell & Trap Zone holds a card that is no Pendulum card)."""
        seqs = pendulum_seqs(self.rules)
        if not seqs:
            return []
        zones = self.players[player].szone
        out = []
        for seq in seqs:
            card = zones[seq]
            out.append(card if card is not None and card.face_up and card.data.is_pendulum else None)
        return out

    def in_pendulum_zone(self, card):
        return card.location == S.SZONE and card.data.is_pendulum and \
            card.seq in pendulum_seqs(self.rules) and card.face_up

    def free_pendulum_zones(self, player):
        """Seqs of `player`'s empty Pendulum Zones, left first."""
        zones = self.players[player].szone
        return [seq for seq in pendulum_seqs(self.rules) if zones[seq] is None]

    def scale(self, card):
        """A Pendulum card's Pendulum Scale (no card changes scales yet: the printed one)."""
        return card.data.scale or 0

    def scales(self, player):
        """(low, high) of `player`'s two scales, or None without a card in both zones."""
        zones = self.pendulum_zones(player)
        if len(zones) != 2 or zones[0] is None or zones[1] is None:
            return None
        a, b = self.scale(zones[0]), self.scale(zones[1])
        return (a, b) if a <= b else (b, a)

    def _pendulum_activation_zone(self, card, player):
        """Generator: the Pendulum Zone (its seq in `szone`) a Pendulum Monster activated from
        the hand goes to; the player chooses with a `zone` request when both are free (and
        the rules let players choose zones: engine/zones.py)."""
        free = self.free_pendulum_zones(player)
        if len(free) < 2 or not self.rules.choose_zones:
            return free[0]
        seqs = pendulum_seqs(self.rules)
        options = [Option(i, "zone", card.uid, self.pendulum_zone_label(seq, seqs), zone=seq)
                   for i, seq in enumerate(free)]
        pick = yield self._ask(player, "zone", "Activate %s in which Pendulum Zone?" % card.data.name, options)
        return pick.zone

    def pendulum_zone_label(self, seq, seqs=None):
        """"Left Pendulum Zone" / "Right Pendulum Zone" (under MR4/MR5 with the Spell & Trap
        Zone it is: "Left Pendulum Zone (Spell & Trap Zone 1)")."""
        seqs = seqs or pendulum_seqs(self.rules)
        text = "%s Pendulum Zone" % ("Left" if seq == seqs[0] else "Right")
        if seq < self.rules.spell_trap_zones:
            text += " (Spell & Trap Zone %d)" % (seq + 1)
        return text

    # ------------------------------------------------------- to the Extra Deck
    def _pendulum_to_extra(self, card, origin, was_face_up, as_origin):
        """Does this card, about to be sent to the GY, go face-up to the Extra Deck instead?
        A Pendulum Monster sent from the field does, face-up or face-down there (seed 000
        §靈擺怪獸: 從場上送去墓地的場合 -- no word of its position; a Set one too); not one whose
        summon was negated (it never was on the field) nor one whose activation as a Spell
        was negated (seed 000 §當作魔法卡的靈擺怪獸: it goes to the GY). (`was_face_up`: kept
        for the callers; the position no longer matters.)"""
        if origin not in S.FIELD_LOCATIONS or as_origin is not None:
            return False
        # (a Pendulum card is one with a Pendulum Scale: `data.scale`, a field read, where
        # `is_pendulum` is a property and a tuple test, two calls on PyPy, at every card sent
        # to the GY from the field)
        data = card.data
        if data.scale is None or data.is_token:
            return False
        if origin == S.SZONE and not card.activated:
            for link in self.chain:
                if link.cid == card.cid and link.card_uid == card.uid and link.negated == "activation":
                    return False
        return True

    # ------------------------------------------------------- Pendulum Summon
    def _pendulum_candidates(self, player, bounds=None):
        """Monsters `player` could Pendulum Summon now: in the hand, and face-up Pendulum
        Monsters in the Extra Deck, with a Level strictly between the scales."""
        bounds = bounds or self.scales(player)
        if bounds is None:
            return []
        low, high = bounds
        ps = self.players[player]
        out = []
        for card in ps.hand + [c for c in ps.extra if c.face_up and c.data.is_pendulum]:
            data = card.data
            if data.card_type != "Monster" or any(k in (data.kinds or ()) for k in ("Xyz", "Link")):
                continue
            level = self.level(card)
            if not low < level < high:
                continue
            if not self.can_special_summon(card, player):
                continue        # its summoning conditions, a Ritual Monster, no zone for it
            out.append(card)
        return out

    def _pendulum_fits(self, player, chosen, taken=()):
        """Is there a zone for each of `chosen` at once, the zones in `taken` being used by
        the ones placed before? Those that need an Extra Monster Zone or a linked zone
        (engine/extra.py `summon_zones`) may use one Extra Monster Zone (one per player) and
        the Main Monster Zones Links point to; the others any free Main Monster Zone. Each
        group's members share the same zones, so counting suffices (Hall)."""
        extra = [c for c in chosen if self.needs_extra_zone(c, c.location)]
        others = [c for c in chosen if c not in extra]
        main = None
        if others:
            main = set(self.summon_zones(others[0], player, others[0].location)) - set(taken)
        emz, linked = [], set()
        if extra:
            allowed = [z for z in self.summon_zones(extra[0], player, S.EXTRA) if z not in taken]
            if not any(z >= S.EMZ_FIRST_SEQ for z in taken):
                emz = [z for z in allowed if z >= S.EMZ_FIRST_SEQ][:1]      # one Extra Monster Zone each
            linked = set(z for z in allowed if z < S.EMZ_FIRST_SEQ)
            if len(extra) > len(emz) + len(linked):
                return False
        if others:
            if len(others) > len(main):
                return False
            return len(extra) + len(others) <= len(emz) + len(main | linked)
        return True

    def _pendulum_zone_choices(self, card, player, rest, taken):
        """The zones `card` may take now so that `rest` still fit (`taken`: zones already
        chosen for the monsters before it)."""
        legal = [z for z in self.summon_zones(card, player, card.location) if z not in taken]
        if any(t >= S.EMZ_FIRST_SEQ for t in taken):
            legal = [z for z in legal if z < S.EMZ_FIRST_SEQ]
        return [z for z in legal if self._pendulum_fits(player, rest, list(taken) + [z])]

    def _pendulum_options(self, player, options):
        """Main Phase menu: the Pendulum Summon, once per turn (seed 000 §靈擺召喚)."""
        if "Pendulum" not in self.rules.extra_deck_kinds:
            return
        bounds = self.scales(player)       # (cheap, and None in most duels: checked first)
        if bounds is None or self.used.get(_USED_KEY % player) == self.turn or self._summon_lock(player):
            return
        for card in self._pendulum_candidates(player, bounds):
            if self._pendulum_fits(player, [card]):
                options.append(Option(len(options), "pendulum_summon"))
                return

    def pendulum_summoned_this_turn(self, player):
        return self.used.get(_USED_KEY % player) == self.turn

    def _pendulum_proc(self):
        """Pendulum Summon (not a chain link): choose the monsters one by one (only those
        that still fit a zone), then each one's position; they are Special Summoned at the
        same time. A summon negation destroys them all (they go to the GY); otherwise they
        count as properly summoned."""
        tp = self.turn_player
        self.stage = S.STAGE_TURN
        self.used[_USED_KEY % tp] = self.turn          # used even if it is negated
        bounds = self.scales(tp)
        pool = self._pendulum_candidates(tp, bounds)
        chosen = []
        while True:
            left = [c for c in pool if c not in chosen and self._pendulum_fits(tp, chosen + [c])]
            if "hand_action_lp_cost" in self._cont_tags_present:
                # Chain Energy: each card from the hand costs its LP as it is summoned; one the
                # LP cannot pay for besides those chosen is not offered
                cost = self.hand_action_cost(tp)
                if cost and self.players[tp].lp < (sum(1 for c in chosen if c.location == S.HAND) + 1) * cost:
                    left = [c for c in left if c.location != S.HAND]
            if not left:
                break
            options = [Option(i, "select", c.uid, c.data.name) for i, c in enumerate(left)]
            if chosen:
                options.append(Option(len(options), "done"))
            pick = yield self._ask(tp, "select", "Pendulum Summon (scales %d and %d): choose a monster "
                                   "(%d chosen)" % (bounds[0], bounds[1], len(chosen)), options)
            if pick.kind == "done":
                break
            chosen.append(left[pick.id])
        positions = []
        for card in chosen:
            position = yield from self._ask_summon_position(tp, card, "Pendulum")
            positions.append(position)
        self._emit({"type": "pendulum_summon", "player": tp, "count": len(chosen)})
        # those that need an Extra Monster Zone (or a linked zone) are placed first, so a
        # monster from the hand does not take the linked zone one of them needs
        order = sorted(range(len(chosen)), key=lambda i: 0 if self.needs_extra_zone(chosen[i], chosen[i].location) else 1)
        zones = {}
        taken = []
        for n, i in enumerate(order):
            card = chosen[i]
            rest = [chosen[j] for j in order[n + 1:]]
            legal = self._pendulum_zone_choices(card, tp, rest, taken)
            if len(legal) > 1 and self.rules.choose_zones:      # (engine/zones.py's test, written out)
                zone = yield from self.ask_zone(card, tp, S.MZONE, legal,
                                                prompt="Pendulum Summon %s: in which zone?" % card.data.name)
            else:
                zone = legal[0] if legal else None
            zones[i] = zone
            taken.append(zone)
        summoned = []
        origins = {}
        for i in order:
            card = chosen[i]
            origin = card.location
            if zones[i] is not None and self.special_summon(card, tp, positions[i], by=tp, kind="pendulum",
                                                            announce=False, seq=zones[i]):
                summoned.append(card)
                origins[card.cid] = origin
        summoned.sort(key=lambda c: chosen.index(c))
        yield from self._summoning_window(summoned)
        negated = self._summon_negated_now()
        if not negated:
            for card in summoned:
                self._note_proper(card)
                self._happen("summoned", card, kind="special", player=tp, origin=origins[card.cid],
                             by=tp, how="pendulum")
            yield from self._window("summoned", first=AFTER_SUMMON)
        self.stage = S.STAGE_MAIN
