"""Xyz Summons and Xyz Materials (seed 004 §卡片种类 怪兽卡 (XYZ怪兽, XYZ召唤, XYZ素材) and its
§XYZ怪兽的XYZ召唤, §XYZ怪兽的XYZ素材, §XYZ怪兽没有等级; seed 000 §大師規則2).

- Xyz Summon (MR2 and later: `Rules.extra_deck_kinds`): 2 or more face-up monsters of the
  same Level that the player controls (no Tokens; Trap Monsters allowed) become the Xyz
  Monster's materials; the player chooses them. No free zone is needed: the materials'
  zone is used (the zone rule of engine/extra.py still applies: MR4's Extra Monster Zone).
- Materials are stacked under the Xyz Monster (location "overlay"): they are no cards on
  the field and have no field effects. `Duel.overlays` maps the Xyz Monster's cid to a tuple
  of its materials' cids (plain data, copied by a fork); they stay with it while it is on the
  field (face-down, or after a control change: it keeps its cid).
- Detaching one (a cost) sends it to the GY with origin "overlay": "sent to the GY"
  triggers fire, "sent from the field to the GY" ones do not. When the Xyz Monster leaves
  the field, its materials go to the GY the same way.
- An Xyz Monster has a Rank and no Level (`Duel.level` is 0).
"""

import re
from itertools import combinations

from duelist.engine import effects as E
from duelist.engine import state as S
from duelist.engine.state import AFTER_SUMMON
from duelist.engine.extra import material_test
from duelist.engine.protocol import Option

OVERLAY = S.OVERLAY

_XYZ_LINE = re.compile(r"^(\d+)(\+| or more)?(?: \(max\. (\d+)\))? (Level|Rank) (\d+) (.*?)\b"
                       r"(?:monsters?|Monsters?|monstes)(?: with (.+))?$")
_SAME_RANK = re.compile(r"^(\d+) (.*?)\bXyz Monsters with the same (Rank|name and Rank)(?:, except \"([^\"]+)\" monsters)?$")


class XyzSpec(object):
    """An Xyz Monster's material line, read: `fewest`..`most` face-up monsters whose current
    Level is `level` (or Xyz Monsters of Rank `rank`, or of one same Rank when `same` names
    it) and whose card passes `test(data)` (a Type, Attribute, archetype or frame the line
    names: "2 Level 4 Spellcaster-Type monsters", "3 Level 4 LIGHT monsters", '2+ Level 4
    "Springans" monsters', "3 or more (max. 5) Level 3 monsters", '2 Rank 4 "Exosister" Xyz
    Monsters'); `same`/`different`: what the materials share or must not share ("rank",
    "name", "attribute")."""

    __slots__ = ("fewest", "most", "level", "test", "text", "rank", "same", "different")

    def __init__(self, fewest, most, level, test, text, rank=None, same=(), different=()):
        self.fewest, self.most, self.level, self.test, self.text = fewest, most, level, test, text
        self.rank, self.same, self.different = rank, tuple(same), tuple(different)

    def fits(self, duel, card):
        """May this face-up non-Token monster be one of the materials?"""
        if self.level is not None and duel.level(card) != self.level:
            return False
        if self.level is None and "Xyz" not in (card.data.kinds or ()):
            return False                      # a Rank line asks for Xyz Monsters (their Rank)
        if self.rank is not None and (card.data.rank or 0) != self.rank:
            return False
        return self.test(duel.facts_now(card))     # (its Type, Attribute and name now: DNA Surgery, Prisma)

    def together(self, cards, duel=None):
        """Do these materials, together, meet the line's "the same ..." / "different ..."?
        (`duel`: their Attributes now, else the printed ones.)"""
        for what in self.same:
            if len(set(_key(c, what, duel) for c in cards)) > 1:
                return False
        for what in self.different:
            values = [_key(c, what, duel) for c in cards]
            if len(set(values)) != len(values):
                return False
        return True

    def __repr__(self):
        return "<XyzSpec %s>" % self.text


def _key(card, what, duel=None):
    data = card.data
    if what == "attribute" and duel is not None:
        return duel.attribute(card)
    if what == "name" and duel is not None:
        return duel.name_now(card)      # (the name now: Elemental HERO Prisma)
    return data.rank if what == "rank" else data.name if what == "name" else data.attribute


_DIFFERENT = {"different Attributes": "attribute", "different names": "name"}


def xyz_spec(data):
    """The XyzSpec of an Xyz Monster's material line, or None for a line the engine does not
    read (that monster then has no Xyz Summon here). The words between the Level or Rank and
    "monsters" are read by engine/extra.py's Fusion material reader."""
    line = data.materials or ""
    if line in _SPECS:
        return _SPECS[line]
    spec = None
    text = line.strip()
    match = _XYZ_LINE.match(text)
    if match is not None:
        count, more, most, kind, number, words, with_ = match.groups()
        words = words.strip()
        if kind == "Rank" and words.endswith("Xyz"):
            words = words[:-3].strip()        # '2 Rank 4 "Exosister" Xyz Monsters'
        test = material_test(words)
        different = () if with_ is None else (_DIFFERENT.get(with_),)
        if test is not None and None not in different:
            fewest = int(count)
            top = int(most) if most else (99 if more else fewest)
            level, rank = (int(number), None) if kind == "Level" else (None, int(number))
            spec = XyzSpec(fewest, top, level, test, line, rank=rank, different=different)
    else:
        match = _SAME_RANK.match(text)
        if match is not None:
            count, words, same, besides = match.groups()
            test = material_test(words.strip())
            if test is not None:
                if besides is not None:
                    test = _except(test, besides)
                same = ("rank",) if same == "Rank" else ("rank", "name")
                spec = XyzSpec(int(count), int(count), None, test, line, same=same)
    _SPECS[line] = spec              # a line always reads the same: parsed once per process
    return spec


def _except(test, series):
    return lambda d: test(d) and series not in (d.series or ()) and series not in d.name


_SPECS = {}


class XyzMixin(object):
    # ------------------------------------------------------------ materials
    def materials_of(self, card):
        """The Xyz Materials under `card` (oldest first); [] for any other card."""
        cids = self.overlays.get(card.cid)
        if not cids or card.location != S.MZONE:
            return []
        return [self.cards[cid] for cid in cids]

    def attach(self, material, xyz, reason="xyz_material"):
        """Stack `material` under `xyz` as an Xyz Material (it leaves wherever it was without
        being sent anywhere: no "moved" happening)."""
        origin = material.location
        old_uid = material.uid
        was_face_up = material.face_up
        self._remove(material, reason)
        material.uid = self._next_uid
        self._next_uid += 1
        material.location = OVERLAY
        material.position = S.FACEUP          # public information (seed 004 §XYZ素材)
        material.marks = None
        material.activated = False
        material.info = None
        material.history = S.NO_HISTORY       # (no history: off the field)
        material.fixed_turn = 0
        material.controller = material.owner
        material.seq = xyz.cid
        self.overlays[xyz.cid] = self.overlays.get(xyz.cid, ()) + (material.cid,)
        event = {"type": "to_overlay", "player": material.owner, "from": origin, "uid": material.uid,
                 "holder": xyz.cid, "reason": reason, "code": material.data.code,
                 "name": material.data.name}
        if origin in S.FIELD_LOCATIONS and was_face_up or origin == S.GRAVE:
            event["prev"] = old_uid
        else:
            event["private"] = {"player": material.owner, "prev": old_uid}
        self._emit(event)

    def _unstack(self, card):
        """Take a material out of its Xyz Monster's stack (engine/duel.py `_remove`)."""
        cids = self.overlays.get(card.seq)
        if cids is not None and card.cid in cids:
            left = tuple(cid for cid in cids if cid != card.cid)
            if left:
                self.overlays[card.seq] = left
            else:
                del self.overlays[card.seq]

    def detach(self, xyz, materials, by=None, reason="detach"):
        """Detach these materials from `xyz`: each is sent to the GY (seed 004 §XYZ素材被取除
        时是送去墓地). Returns how many were detached."""
        done = 0
        for material in list(materials):
            if material.location != OVERLAY or material.seq != xyz.cid:
                continue
            self._move(material, S.GRAVE, material.owner, reason, by)
            done += 1
        return done

    def _materials_leave(self, xyz, by=None):
        """The Xyz Monster left the field: its materials go to the GY (seed 004 §XYZ召唤的怪兽不
        在场上存在的场合)."""
        for cid in list(self.overlays.get(xyz.cid, ())):
            material = self.cards[cid]
            self._move(material, S.GRAVE, material.owner, "xyz_left", by)

    # ------------------------------------------------------------- summons
    def _xyz_options(self, player, options):
        """Main Phase menu: Xyz Summons of the Xyz Monsters in `player`'s Extra Deck whose
        materials are on the field (or, for a card whose script allows it, an Xyz Monster it
        may be summoned onto)."""
        if "Xyz" not in self.rules.extra_deck_kinds or self._summon_lock(player):
            return
        seen = set()
        for card in self.players[player].extra:
            if card.data.code in seen or "Xyz" not in (card.data.kinds or ()):
                continue
            if xyz_spec(card.data) is None and _onto_rule(card) is None:
                continue
            if self._xyz_pool(card, player) is not None or self._xyz_holders(card, player):
                seen.add(card.data.code)
                options.append(Option(len(options), "xyz_summon", card.uid, card.data.name))

    def _xyz_candidates(self, card, player):
        """Face-up non-Token monsters `player` controls that the material line asks for: their
        current Level is its Level and their card passes its words (an Xyz Monster has no
        Level: seed 004 §XYZ怪兽没有等级)."""
        spec = xyz_spec(card.data)
        return [c for c in self.monsters(player) if c.face_up and not c.data.is_token and spec.fits(self, c)]

    def _xyz_pool(self, card, player, picked=()):
        """The candidates if an Xyz Summon of `card` is possible now, else None: those that,
        with the materials already `picked`, still complete a set that leaves a zone for it
        once they leave (MR4: a material in the Extra Monster Zone frees it, extra.py
        `summon_zones`)."""
        spec = xyz_spec(card.data)
        if spec is None:
            return None
        pool = [c for c in self._xyz_candidates(card, player) if c not in picked]
        constrained = bool(spec.same or spec.different)      # "with the same Rank", "different Attributes"
        if constrained:
            pool = [c for c in pool if spec.together(list(picked) + [c], self)]
        need = spec.fewest - len(picked) - 1
        if need < 0:          # "or more": every further material only frees more zones
            return pool
        if len(pool) <= need:
            return None
        if not constrained and self.summon_zones(card, player, S.EXTRA, picked):
            return pool       # a zone already (materials leaving only free more)

        def completes(c, rest):
            chosen = list(picked) + [c] + list(rest)
            return (not constrained or spec.together(chosen, self)) and self.summon_zones(card, player, S.EXTRA, chosen)
        out = [c for c in pool if any(completes(c, rest)
                                      for rest in combinations([o for o in pool if o is not c], need))]
        return out or None

    def _xyz_holders(self, card, player):
        """"Overlay onto" summons: the face-up Xyz Monsters `player` controls that `card`'s
        script (XYZ_ONTO) lets it be Xyz Summoned onto, with a zone for it once they leave."""
        onto = _onto_rule(card)
        if onto is None:
            return []
        ctx = E.Ctx(self, card, None, player)
        out = []
        for holder in self.monsters(player):
            if not holder.face_up or "Xyz" not in (holder.data.kinds or ()) or not onto(ctx, holder):
                continue
            if not self._may_summon_here(card, player, [holder]):
                continue
            if self.legal_zones(card, player, S.MZONE, S.EXTRA, leaving=[holder]):
                out.append(holder)
        return out

    def _xyz_proc(self, card):
        """Xyz Summon (not a chain link): the player chooses the materials one by one, they are
        stacked, and the Xyz Monster is Special Summoned on them face-up in Attack or Defense
        Position (seed 004 §详细调整介绍 1-3). A summon negation destroys it; its materials
        then go to the GY. A card whose script has XYZ_ONTO may instead be placed on an Xyz
        Monster its controller has: that monster and every material under it become its
        materials, and it is still an Xyz Summon."""
        tp = self.turn_player
        self.stage = S.STAGE_TURN
        pool = list(self._xyz_pool(card, tp) or ())
        holders = self._xyz_holders(card, tp)
        if pool and holders:
            pick = yield self._ask(tp, "option", "Xyz Summon %s how?" % card.data.name,
                                   [Option(0, "option", name="Use monsters of its material line"),
                                    Option(1, "option", name="Use an Xyz Monster you control")])
            if pick.id == 0:
                holders = []
        if holders:
            holder = holders[0] if len(holders) == 1 else (yield from self._pick_card(
                tp, holders, "Xyz Summon %s: onto which Xyz Monster?" % card.data.name))
            picked = [self.cards[cid] for cid in self.overlays.get(holder.cid, ())] + [holder]
            leaving = [holder]
        else:
            picked = yield from self._pick_xyz_materials(card, tp, pool)
            leaving = picked
        position = yield from self._ask_summon_position(tp, card, "Xyz")
        # seed 000 §XYZ召喚: the zone is chosen anew, among those free once the materials are
        # stacked (engine/zones.py); then they are stacked and it is placed on them
        zones = self.legal_zones(card, tp, S.MZONE, S.EXTRA, leaving=leaving)
        if len(zones) > 1 and self.rules.choose_zones:      # (engine/zones.py's test, written out)
            zone = yield from self.ask_zone(card, tp, S.MZONE, zones)
        else:
            zone = zones[0] if zones else None
        for material in picked:       # stacked, then it is placed on them (no decision between)
            if self.overlays.get(material.cid):
                # an Xyz Monster used as material leaves the field: its own materials go to
                # the GY (seed 004 §XYZ召唤的怪兽不在场上存在的场合); "overlay onto" moved them already
                self._materials_leave(material, tp)
            self.attach(material, card)
        self._mark_batch()
        self.special_summon(card, tp, position, by=tp, kind="xyz", announce=False, seq=zone)
        yield from self._summoning_window([card])
        negated = self._summon_negated_now()
        if not negated:
            self._note_proper(card)
            self._happen("summoned", card, kind="special", player=tp, origin=S.EXTRA, by=tp, how="xyz")
            yield from self._window("summoned", first=AFTER_SUMMON)
        self.stage = S.STAGE_MAIN

    def _pick_xyz_materials(self, card, tp, pool):
        """The player chooses the materials of the material line, one by one."""
        spec = xyz_spec(card.data)
        picked = []
        while pool and len(picked) < spec.most:
            if len(picked) >= spec.fewest:
                options = [Option(0, "option", name="Stop: use %d materials" % len(picked))]
                options += [Option(i + 1, "select", c.uid, self._name_for(c, tp)) for i, c in enumerate(pool)]
                pick = yield self._ask(tp, "select", "Xyz Summon %s: another material?" % card.data.name, options)
                if pick.id == 0:
                    break
                chosen = pool[pick.id - 1]
            elif len(pool) == spec.fewest - len(picked):
                chosen = pool[0]
            else:
                chosen = yield from self._pick_card(
                    tp, pool, "Xyz Summon %s: choose a material (%d of %d)"
                    % (card.data.name, len(picked) + 1, spec.fewest))
            picked.append(chosen)
            pool = list(self._xyz_pool(card, tp, picked) or ())
        return picked


def _onto_rule(card):
    """The XYZ_ONTO function of the card's script (`XYZ_ONTO(ctx, holder)`, ctx.player the
    summoning player: may it be Xyz Summoned onto that face-up Xyz Monster now?), or None."""
    script = card.script
    return None if script is None else getattr(script.module, "XYZ_ONTO", None)
