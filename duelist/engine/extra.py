"""The Extra Deck: which monster kinds the rules allow, where a monster summoned from the
Extra Deck may go, proper summons (revive limits), and Fusion and Ritual Summons.

Seed 000 §特殊召喚, §具有蘇生限制的怪獸的特殊召喚, §曆史規格變動 (§大師規則1-3, §新大師規則),
§怪獸區域; seed 001 §新大師規則.

- Kinds: a rule version knows only the kinds that existed then (`Rules.extra_deck_kinds`):
  a deck holding another kind is refused before the duel starts.
- Zones (`Rules.extra_zone_rule`): under MR4 every monster summoned from the Extra Deck goes
  to an Extra Monster Zone (one per player) or a Main Monster Zone a Link points to; under
  MR5 only Links and face-up Pendulums from the Extra Deck do; before MR4 there is no such
  rule.
- Proper summons: a Fusion, Synchro, Xyz, Link or Ritual Monster (and a main-deck monster
  that must be Special Summoned by its own procedure) may be Special Summoned from the GY or
  the banishment only if it was properly summoned before and has not been to the hand, Deck
  or Extra Deck since. A Ritual Monster leaves the hand only by a Ritual Summon.
"""

import re

from duelist.engine import effects as E
from duelist.engine import state as S
from duelist.engine.protocol import Option

# summon kinds that are the monster's proper summon ("properly summoned", 正規召喚)
PROPER_KINDS = ("proc", "fusion", "ritual", "synchro", "xyz", "link", "pendulum")

# monster kinds with a revive limit of their own (seed 000 §具有蘇生限制的怪獸的特殊召喚)
LIMITED_KINDS = ("Fusion", "Synchro", "Xyz", "Link", "Ritual")

_NAMED = re.compile(r'"([^"]+)"')


def fusion_material_names(data):
    """The named Fusion Materials of a Fusion Monster, in printed order (`"A" + "B"`), or
    None when its material line names something else (a Type, an Attribute...)."""
    line = data.materials
    if not line:
        return None
    parts = [p.strip() for p in line.split("+")]
    names = []
    for part in parts:
        match = _NAMED.fullmatch(part)
        if match is None:
            return None
        names.append(match.group(1))
    return names


def has_revive_limit(data):
    """A monster that must be properly summoned before an effect may revive it."""
    kinds = data.kinds or ()
    return data.card_type == "Monster" and any(k in kinds for k in LIMITED_KINDS)


def _names_of(card):
    data = card.data
    return data.name


def match_materials(names, pool):
    """Ways to pick one card of `pool` for each name in `names` (no card twice): yields
    tuples of cards in the order of `names`. Used to test for and offer Fusion Materials."""
    def rec(i, used):
        if i == len(names):
            yield tuple(used)
            return
        for card in pool:
            if card in used or _names_of(card) != names[i]:
                continue
            used.append(card)
            for out in rec(i + 1, used):
                yield out
            used.pop()
    return rec(0, [])


class ExtraDeckMixin(object):
    # ---------------------------------------------------------------- kinds
    def _refuse_kind(self, data, player):
        """A card of a kind these rules do not know (a Synchro Monster under GOAT): the
        reason it is refused, or None."""
        if data.card_type == "Monster" and not self.rules.allows(data):
            kinds = [k for k in data.kinds if k not in self.rules.extra_deck_kinds]
            return ("player %d's deck holds %s (%d), a %s Monster, which the %s rules do not have"
                    % (player + 1, data.name, data.code, "/".join(kinds), self.rules.name))
        return None

    # ---------------------------------------------------------------- zones
    def needs_extra_zone(self, card, origin):
        """Must this monster, summoned from `origin`, go to an Extra Monster Zone (or a zone
        a Link points to)? seed 000 §新大師規則 §主要怪獸區域; MR5 narrows it."""
        rule = self.rules.extra_zone_rule
        if rule == "none" or origin != S.EXTRA:
            return False
        if rule == "all":
            return True
        kinds = card.data.kinds or ()
        return "Link" in kinds or ("Pendulum" in kinds and card.face_up)

    def _blocked_zones(self, player):
        """Main Monster Zones of `player` that cannot be used (Ojama King): continuous tag
        blocked_zones, value(ctx, player) -> zone numbers."""
        out = []
        for source, effect in self._applying("blocked_zones"):
            out.extend(effect.value(E.Ctx(self, source, effect, source.controller), player))
        return out

    def _linked_free_zones(self, player):
        """Main Monster Zones of `player` a Link Monster points to (no Link Monsters are
        played yet: none)."""
        return []

    def summon_zones(self, card, player, origin=None):
        """The zones (seqs) a monster Special Summoned from `origin` may take, the first
        being the one taken without a choice; [] if none may be used. Extra Monster Zones:
        one per player (seed 000 §怪獸區域). The player picks one (engine/zones.py)."""
        origin = card.location if origin is None else origin
        if not self.needs_extra_zone(card, origin):
            return self.free_mzones(player)
        out = []
        if not any(c is not None and c.controller == player for c in self.emz):
            out = [S.EMZ_FIRST_SEQ + i for i, c in enumerate(self.emz) if c is None]
        for seq in self._linked_free_zones(player):
            if seq not in out:
                out.append(seq)
        return out

    def summon_zone(self, card, player, origin=None):
        """The first zone summon_zones offers, or None if none may be used."""
        zones = self.summon_zones(card, player, origin)
        return zones[0] if zones else None

    def recent_grave_records(self):
        """Cards sent to the GY this turn and in the two turns before (plain dicts as
        sent_to_grave_this_turn gives, with "turn"): "during your next Standby Phase after
        this card was destroyed" (Sacred Phoenix of Nephthys)."""
        out = []
        for back, log in enumerate([self.turn_log] + self.past_turn_logs):
            out.extend(dict(e, turn=self.turn - back) for e in log)
        return out

    # ------------------------------------------------------ proper summons
    def properly_summoned(self, card):
        """Was this card properly summoned, and has it not been to the hand, Deck or Extra
        Deck since? (seed 000 §具有蘇生限制的怪獸的特殊召喚)"""
        return card.cid in self.proper_summons

    def _note_proper(self, card):
        if card.cid not in self.proper_summons:
            self.proper_summons.append(card.cid)

    def revive_limited(self, card, by=None):
        """Does the revive limit stop this Special Summon? `by` is the summon kind when it is
        the monster's proper summon."""
        if by in PROPER_KINDS or not has_revive_limit(card.data):
            return False
        if card.location == S.EXTRA:
            return False        # an effect may summon it from the Extra Deck (Metamorphosis)
        if card.location == S.HAND:
            return True         # a Ritual Monster leaves the hand only by a Ritual Summon
        return not self.properly_summoned(card)

    # -------------------------------------------------------------- Fusion
    def fusion_monsters(self, player):
        return [c for c in self.players[player].extra if "Fusion" in (c.data.kinds or ())]

    def fusion_choices(self, player, pool, fusion):
        """The material sets in `pool` for `fusion` (named materials only)."""
        names = fusion_material_names(fusion.data)
        if names is None:
            return []
        return [combo for combo in match_materials(names, pool) if self._may_summon_here(fusion, player, combo)]

    def can_fusion(self, player, pool, fusion):
        names = fusion_material_names(fusion.data)
        if names is None or "Fusion" not in self.rules.extra_deck_kinds or self._summon_lock(player):
            return False
        if self.revive_limited(fusion, "fusion"):
            return False
        for combo in match_materials(names, pool):
            if self._may_summon_here(fusion, player, combo):
                return True
        return False

    def can_ritual(self, card, player, pool):
        """May `card` be Ritual Summoned now, once some of `pool` are Tributed (zones, locks)?"""
        if self._summon_lock(player) or "Ritual" not in self.rules.extra_deck_kinds:
            return False
        return self._may_summon_here(card, player, pool)

    def _may_summon_here(self, card, player, leaving=()):
        """Is there a zone for `card` once the cards in `leaving` are gone? (materials free
        their zones when they are sent away)"""
        if self.summon_zone(card, player, card.location) is not None:
            return True
        if self.needs_extra_zone(card, card.location):
            return any(c in leaving and c.location == S.MZONE and c.seq >= S.EMZ_FIRST_SEQ
                       and c.controller == player for c in self.emz)
        return any(c.location == S.MZONE and c.controller == player and c.seq < S.EMZ_FIRST_SEQ
                   for c in leaving)

    def send_materials(self, cards, kind, by=None):
        """Send Fusion/Ritual materials to the GY (reason "fusion_material" or
        "ritual_tribute"); face-down materials are revealed by going there."""
        reason = "fusion_material" if kind == "fusion" else "ritual_tribute"
        for card in list(cards):
            self._move(card, S.GRAVE, card.owner, reason, by)

    def extra_summon(self, card, player, kind, position=S.FACEUP_ATTACK, by=None):
        """Special Summon as the monster's proper summon (kind "fusion", "ritual"...); it
        counts as properly summoned. Returns True if it was summoned."""
        if not self.special_summon(card, player, position, by=by, kind=kind):
            return False
        self._note_proper(card)
        return True

    # ------------------------------------------------------------ Synchro
    def _extra_deck_options(self, player, options):
        """Main Phase menu: Synchro Summons (seed 000 §大師規則1 【シンクロ召喚】) of the
        Synchro Monsters in `player`'s Extra Deck whose materials are on the field."""
        if "Synchro" not in self.rules.extra_deck_kinds or self._summon_lock(player):
            return
        seen = set()
        for card in self.players[player].extra:
            if card.data.code in seen or "Synchro" not in (card.data.kinds or ()):
                continue
            if synchro_spec(card.data) is None:
                continue
            if self._synchro_sets_exist(card, player):
                seen.add(card.data.code)
                options.append(Option(len(options), "synchro_summon", card.uid, card.data.name))

    def _synchro_materials(self, player):
        """Face-up monsters with a Level that `player` controls (Tokens allowed; Xyz and
        Link Monsters have no Level)."""
        return [c for c in self.monsters(player) if c.face_up and self.level(c) > 0
                and not any(k in (c.data.kinds or ()) for k in ("Xyz", "Link"))]

    def _synchro_sets(self, card, player, limit=None):
        """Material sets (tuner, non-tuners) for `card`: 1 face-up Tuner and face-up
        non-Tuners whose Levels total the Synchro Monster's Level exactly, in the numbers its
        material line asks, that leave it a zone."""
        spec = synchro_spec(card.data)
        need = card.data.level or 0
        pool = self._synchro_materials(player)
        tuners = [c for c in pool if "Tuner" in (c.data.kinds or ())]
        out = []
        for tuner in tuners:
            others = [c for c in pool if "Tuner" not in (c.data.kinds or ())]   # non-Tuners only
            for combo in _subsets_with_total(others, [self.level(c) for c in others],
                                             need - self.level(tuner), spec[0], spec[1]):
                if self._may_summon_here(card, player, [tuner] + combo):
                    out.append((tuner, combo))
                    if limit is not None and len(out) >= limit:
                        return out
        return out

    def _synchro_sets_exist(self, card, player):
        return bool(self._synchro_sets(card, player, limit=1))

    def _synchro_proc(self, card):
        """Synchro Summon (not a chain link): choose the Tuner, then the non-Tuners one by one
        (only those that can still complete a set), send them to the GY, then Special Summon
        the Synchro Monster face-up in Attack or Defense Position. A summon negation destroys
        it; the materials stay used and it was never Synchro Summoned (seed 000 §大師規則1 2)."""
        tp = self.turn_player
        self.stage = S.STAGE_TURN
        sets = self._synchro_sets(card, tp)
        tuners = []
        for tuner, _ in sets:
            if tuner not in tuners:
                tuners.append(tuner)
        tuner = tuners[0]
        if len(tuners) > 1:
            tuner = yield from self._pick_card(tp, tuners, "Synchro Summon %s: choose the Tuner" % card.data.name)
        combos = [combo for t, combo in sets if t is tuner]
        picked = []
        while True:
            done = any(len(combo) == len(picked) and set(combo) == set(picked) for combo in combos)
            left = []
            for combo in combos:
                if all(c in combo for c in picked):
                    for c in combo:
                        if c not in picked and c not in left:
                            left.append(c)
            if done or not left:
                break
            chosen = left[0] if len(left) == 1 else (yield from self._pick_card(
                tp, left, "Synchro Summon %s: choose a non-Tuner (Levels so far %d of %d)"
                % (card.data.name, sum(self.level(c) for c in [tuner] + picked), card.data.level)))
            picked.append(chosen)
        materials = [tuner] + picked
        for material in materials:
            self._move(material, S.GRAVE, material.owner, "synchro_material", tp)
        self._mark_batch()
        pick = yield self._ask(tp, "option", "Synchro Summon %s in which position?" % card.data.name,
                               [Option(0, "option", name="Attack Position"),
                                Option(1, "option", name="Defense Position")])
        position = S.FACEUP_ATTACK if pick.id == 0 else S.FACEUP_DEFENSE
        zone = yield from self.choose_zone(card, tp, S.MZONE, origin=S.EXTRA)     # engine/zones.py
        self.special_summon(card, tp, position, by=tp, kind="synchro", announce=False, seq=zone)
        negated = yield from self._summoning_window([card])
        if not negated:
            self._note_proper(card)
            self._happen("summoned", card, kind="special", player=tp, origin=S.EXTRA, by=tp, how="synchro")
            yield from self._window("summoned")
        self.stage = S.STAGE_MAIN

    def _pick_card(self, player, cards, prompt):
        options = [Option(i, "select", c.uid, self._name_for(c, player)) for i, c in enumerate(cards)]
        pick = yield self._ask(player, "select", prompt, options)
        return cards[pick.id]


_SYNCHRO_LINE = re.compile(r"^1 Tuner \+ (1 or more|\d+) non-Tuner monsters?$")


def synchro_spec(data):
    """(fewest, most) non-Tuners of a Synchro Monster whose material line is the plain "1
    Tuner + N (or more) non-Tuner monsters"; None for any other line (it needs a script)."""
    match = _SYNCHRO_LINE.match(data.materials or "")
    if match is None:
        return None
    count = match.group(1)
    if count == "1 or more":
        return (1, 99)
    return (int(count), int(count))


def _subsets_with_total(cards, levels, total, fewest, most):
    """Lists of cards (in their order) whose levels sum to `total`, with fewest..most cards."""
    out = []

    def rec(i, chosen, left):
        if left == 0 and fewest <= len(chosen) <= most:
            out.append(list(chosen))
        if left <= 0 or i >= len(cards) or len(chosen) >= most:
            return
        for j in range(i, len(cards)):
            if levels[j] <= left:
                chosen.append(cards[j])
                rec(j + 1, chosen, left - levels[j])
                chosen.pop()
    rec(0, [], total)
    return out
