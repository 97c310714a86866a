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

from duelist.engine import state as S
from duelist.engine.protocol import Option

OVERLAY = S.OVERLAY

_XYZ_LINE = re.compile(r"^(\d+)( or more)? Level (\d+) monsters$")


def xyz_spec(data):
    """(count, or_more, level) for an Xyz Monster whose material line is the plain "N (or
    more) Level L monsters"; None for any other line (it needs a script)."""
    match = _XYZ_LINE.match(data.materials or "")
    if match is None:
        return None
    return (int(match.group(1)), bool(match.group(2)), int(match.group(3)))


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
        material.summon_kind = None
        material.set_turn = material.position_turn = material.attack_turn = material.attacks = 0
        material.turn_placed = 0
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
        materials are on the field."""
        if "Xyz" not in self.rules.extra_deck_kinds or self._summon_lock(player):
            return
        seen = set()
        for card in self.players[player].extra:
            if card.data.code in seen or "Xyz" not in (card.data.kinds or ()):
                continue
            if xyz_spec(card.data) is None:
                continue
            if self._xyz_pool(card, player) is not None:
                seen.add(card.data.code)
                options.append(Option(len(options), "xyz_summon", card.uid, card.data.name))

    def _xyz_candidates(self, card, player):
        """Face-up non-Token monsters `player` controls with the Level the material line asks."""
        count, _, level = xyz_spec(card.data)
        return [c for c in self.monsters(player) if c.face_up and not c.data.is_token
                and self.level(c) == level]

    def _xyz_pool(self, card, player, picked=()):
        """The candidates if an Xyz Summon of `card` is possible now, else None: those that,
        with the materials already `picked`, still complete a set that leaves a zone for it
        once they leave (MR4: a material in the Extra Monster Zone frees it, extra.py
        `summon_zones`)."""
        count = xyz_spec(card.data)[0]
        pool = [c for c in self._xyz_candidates(card, player) if c not in picked]
        need = count - len(picked) - 1
        if need < 0:          # "or more": every further material only frees more zones
            return pool
        if len(pool) <= need:
            return None
        if self.summon_zones(card, player, S.EXTRA, picked):
            return pool       # a zone already (materials leaving only free more)
        out = [c for c in pool if any(self.summon_zones(card, player, S.EXTRA, list(picked) + [c] + list(rest))
                                      for rest in combinations([o for o in pool if o is not c], need))]
        return out or None

    def _xyz_proc(self, card):
        """Xyz Summon (not a chain link): the player chooses the materials one by one, they are
        stacked, and the Xyz Monster is Special Summoned on them face-up in Attack or Defense
        Position (seed 004 §详细调整介绍 1-3). A summon negation destroys it; its materials
        then go to the GY."""
        tp = self.turn_player
        self.stage = S.STAGE_TURN
        count, or_more, _ = xyz_spec(card.data)
        picked = []
        pool = list(self._xyz_pool(card, tp) or ())
        while pool:
            if len(picked) >= count and not or_more:
                break
            if len(picked) >= count:
                options = [Option(0, "option", name="Stop: use %d materials" % len(picked))]
                options += [Option(i + 1, "select", c.uid, self._name_for(c, tp)) for i, c in enumerate(pool)]
                pick = yield self._ask(tp, "select", "Xyz Summon %s: another material?" % card.data.name, options)
                if pick.id == 0:
                    break
                chosen = pool[pick.id - 1]
            elif len(pool) == count - len(picked):
                chosen = pool[0]
            else:
                chosen = yield from self._pick_card(
                    tp, pool, "Xyz Summon %s: choose a material (%d of %d)"
                    % (card.data.name, len(picked) + 1, count))
            picked.append(chosen)
            pool = list(self._xyz_pool(card, tp, picked) or ())
        pick = yield self._ask(tp, "option", "Xyz Summon %s in which position?" % card.data.name,
                               [Option(0, "option", name="Attack Position"),
                                Option(1, "option", name="Defense Position")])
        position = S.FACEUP_ATTACK if pick.id == 0 else S.FACEUP_DEFENSE
        # seed 000 §XYZ召喚: the zone is chosen anew, among those free once the materials are
        # stacked (engine/zones.py); then they are stacked and it is placed on them
        zones = self.legal_zones(card, tp, S.MZONE, S.EXTRA, leaving=picked)
        zone = yield from self.choose_zone(card, tp, S.MZONE, zones)
        for material in picked:       # stacked, then it is placed on them (no decision between)
            self.attach(material, card)
        self._mark_batch()
        self.special_summon(card, tp, position, by=tp, kind="xyz", announce=False, seq=zone)
        negated = yield from self._summoning_window([card])
        if not negated:
            self._note_proper(card)
            self._happen("summoned", card, kind="special", player=tp, origin=S.EXTRA, by=tp, how="xyz")
            yield from self._window("summoned")
        self.stage = S.STAGE_MAIN
