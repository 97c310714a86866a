"""Link Monsters: Link Rating and Link Arrows, the zones they point to, and Link Summons
(seed 000 §新大師規則 (連接怪獸, 連接召喚) and §怪獸區域; seed 001 §連接怪獸 (卡片種類), §特殊召喚
6. 連接召喚).

- A Link Monster has a Link Rating (`CardData.link`) and Link Arrows (`CardData.link_arrows`,
  names of duelist.cards.db.ARROWS); no Level, no Rank, no DEF. It is always in face-up
  Attack Position: it cannot change its position, by the rules or by an effect, and it is
  no legal target for effects that change positions (seed 001: 不會成為[月之書]等效果的對象).
- The field as one grid, seen from player 0's side: row 0 holds player 0's Main Monster
  Zones (column = zone 0-4, left to right), row 1 the two Extra Monster Zones (zone 5 at
  column 1, zone 6 at column 3), row 2 player 1's Main Monster Zones (zone s at column 4-s:
  the opponent sits across the table). An arrow points from its card's cell one step in
  its direction, as seen by the card's controller; an Extra Monster Zone Link's upper
  arrows point into the opponent's Main Monster Zones, a Main Monster Zone Link's upper
  diagonal or upper arrow may point to an Extra Monster Zone.
- A Main Monster Zone a Link Monster points to (whoever controls that Link) may take a
  monster summoned from the Extra Deck (engine/extra.py `summon_zones`); an Extra Monster
  Zone a player's own Link points to may take that player's second Extra Deck monster
  (額外連接: a player may then use both Extra Monster Zones).
- Link Summon (a proper summon, not a chain link, in the turn player's Main Phase): the
  materials the card lists, face-up monsters the player controls (Tokens allowed unless the
  card says otherwise), sent to the GY; each counts as 1 toward the Link Rating, a Link
  Monster as 1 or as its Link Rating; the number of materials is at most the Link Rating
  (seed 000 連接召喚 方法1 and 方法2: Decode Talker with three Effect Monsters, or with one
  Effect Monster and a Link-2 Effect Link Monster).
"""

import itertools
import re

from duelist.engine import state as S
from duelist.engine.state import AFTER_SUMMON
from duelist.engine.protocol import Option

# arrow name -> (columns right, rows up), as the card's controller sees it
ARROW_STEPS = {
    "Top-Left": (-1, 1), "Top": (0, 1), "Top-Right": (1, 1),
    "Left": (-1, 0), "Right": (1, 0),
    "Bottom-Left": (-1, -1), "Bottom": (0, -1), "Bottom-Right": (1, -1),
}

_LINE = re.compile(r"^(\d+)(\+)? (.+)$")
_ATTRIBUTES = ("DARK", "LIGHT", "EARTH", "WATER", "FIRE", "WIND", "DIVINE")


def is_link(card_or_data):
    data = getattr(card_or_data, "data", card_or_data)
    return data.card_type == "Monster" and "Link" in (data.kinds or ())


def link_rating(card):
    return card.data.link or 0 if is_link(card) else 0


_FROM_EXTRA = " Special Summoned from the Extra Deck"


def _material_filter(words):
    """A test fn(duel, card) for the words of a material line after the count ("Effect
    Monsters", "Level 1 monster", "Cyberse monsters", "monsters Special Summoned from the Extra
    Deck": where its summon took it from, Card.history's H_FROM: Taotie Dragon, Zefra
    Metaltron), or None for words it does not know."""
    if words.endswith(_FROM_EXTRA):
        test = _material_filter(words[:-len(_FROM_EXTRA)])
        if test is None:
            return None
        return lambda duel, card: card.history[S.H_FROM] == S.EXTRA and test(duel, card)
    match = re.match(r"^(.*?)\s*[Mm]onsters?$", words)
    if match is None:
        return None
    what = match.group(1)
    if what == "":
        return lambda duel, card: True
    if what == "Effect":
        return lambda duel, card: "Effect" in (card.data.kinds or ()) and not card.data.is_token
    if what == "Normal":
        # a Token is no Normal Monster
        return lambda duel, card: "Normal" in (card.data.kinds or ()) and not card.data.is_token
    level = re.match(r"^Level (\d+)$", what)
    if level is not None:
        wanted = int(level.group(1))
        return lambda duel, card: duel.level(card) == wanted
    if what in _ATTRIBUTES:
        return lambda duel, card: duel.attribute(card) == what      # (the Attribute now)
    if re.match(r"^[A-Z][a-z]+(-[A-Z][a-z]+)?$", what):
        # a Type ("Cyberse monsters"); the Link and Tuner frames are kinds, not Types
        if what in ("Link", "Tuner", "Fusion", "Synchro", "Xyz", "Ritual", "Pendulum", "Token", "Flip"):
            return lambda duel, card: what in (card.data.kinds or ())
        return lambda duel, card: duel.race(card) == what           # (the Type now: DNA Surgery)
    return None


def link_spec(card):
    """(fewest, most, test) for a Link Monster's materials, or None when its material line
    is one the engine does not read (then the card's script must give `LINK_MATERIALS`, a
    line in the same words). test(duel, card) -> may that monster be a material."""
    data = card.data
    line = None
    script = card.script
    if script is not None:
        line = getattr(script.module, "LINK_MATERIALS", None)
    line = line or data.materials
    if not line or not is_link(data):
        return None
    match = _LINE.match(line.strip())
    if match is None:
        return None
    count = int(match.group(1))
    test = _material_filter(match.group(3))
    if test is None or count < 1:
        return None
    rating = data.link or 0
    most = rating if match.group(2) else count
    if count > most:
        return None
    return (count, most, test)


def rating_reached(materials, rating):
    """Can these materials make exactly `rating`, each counting as 1 or, a Link Monster, as
    1 or its Link Rating? (seed 000 連接召喚 方法1/方法2)"""
    sums = {0}
    for card in materials:
        values = {1, link_rating(card)} if is_link(card) else {1}
        sums = {s + v for s in sums for v in values if s + v <= rating}
    return rating in sums


class LinkMixin(object):
    # ------------------------------------------------------------ geometry
    def _cell(self, card):
        """(column, row) of a monster on the field in the grid above, or None."""
        if card.location != S.MZONE:
            return None
        if card.seq >= S.EMZ_FIRST_SEQ:
            return (1 + 2 * (card.seq - S.EMZ_FIRST_SEQ), 1)
        if card.controller == 0:
            return (card.seq, 0)
        return (4 - card.seq, 2)

    def _zone_at(self, column, row):
        """(player, zone) at a grid cell: a Main Monster Zone (player 0 or 1), an Extra Monster
        Zone (player None, zone 5 or 6), or None off the field."""
        if row == 1:
            if column in (1, 3) and self.emz:
                return (None, S.EMZ_FIRST_SEQ + (column - 1) // 2)
            return None
        if row == 0:
            player, seq = 0, column
        elif row == 2:
            player, seq = 1, 4 - column
        else:
            return None
        if 0 <= seq < len(self.players[player].mzone):
            return (player, seq)
        return None

    def pointed_zones(self, card):
        """The zones a Link Monster on the field points to: (player, zone) for Main Monster
        Zones, (None, 5 or 6) for Extra Monster Zones; [] for any other card."""
        if not is_link(card):
            return []
        cell = self._cell(card)
        if cell is None:
            return []
        flip = 1 if card.controller == 0 else -1
        out = []
        for arrow in card.data.link_arrows or ():
            dx, dy = ARROW_STEPS[arrow]
            zone = self._zone_at(cell[0] + flip * dx, cell[1] + flip * dy)
            if zone is not None:
                out.append(zone)
        return out

    def _occupant(self, zone):
        player, seq = zone
        if player is None:
            return self.emz[seq - S.EMZ_FIRST_SEQ]
        return self.players[player].mzone[seq]

    def _zone_of(self, card):
        return (None, card.seq) if card.seq >= S.EMZ_FIRST_SEQ else (card.controller, card.seq)

    def pointed_monsters(self, card):
        """The monsters a Link Monster points to ("the monsters this card points to"), on
        either side of the field, in the order of its arrows."""
        out = []
        for zone in self.pointed_zones(card):
            occupant = self._occupant(zone)
            if occupant is not None:
                out.append(occupant)
        return out

    def points_to(self, link, card):
        """Does the Link Monster `link` point to the zone `card` is in?"""
        if card.location != S.MZONE:
            return False
        return self._zone_of(card) in self.pointed_zones(link)

    def co_linked(self, a, b):
        """Two Link Monsters that point to each other."""
        return a is not b and self.points_to(a, b) and self.points_to(b, a)

    def is_linked(self, card):
        """A monster a Link Monster points to, or a Link Monster that points to a monster."""
        if card.location != S.MZONE:
            return False
        if is_link(card) and self.pointed_monsters(card):
            return True
        return any(self.points_to(link, card) for link in self._links_on_field())

    def _links_on_field(self, leaving=()):
        out = []
        for p in (0, 1):
            for c in self.monsters(p):
                if c not in leaving and is_link(c):
                    out.append(c)
        return out

    def linked_main_zones(self, player, leaving=()):
        """Main Monster Zones of `player` that a Link Monster (either player's) points to,
        not counting the Links in `leaving`; sorted."""
        zones = set()
        for link in self._links_on_field(leaving):
            for owner, seq in self.pointed_zones(link):
                if owner == player:
                    zones.add(seq)
        return sorted(zones)

    def linked_extra_zones(self, player, leaving=()):
        """Extra Monster Zones a Link Monster `player` controls points to (額外連接)."""
        zones = set()
        for link in self._links_on_field(leaving):
            if link.controller != player:
                continue
            for owner, seq in self.pointed_zones(link):
                if owner is None:
                    zones.add(seq)
        return sorted(zones)

    # -------------------------------------------------------- Link Summon
    def _link_options(self, player, options):
        """Main Phase menu: Link Summons of the Link Monsters in `player`'s Extra Deck whose
        materials are on the field (one option per card name)."""
        if "Link" not in self.rules.extra_deck_kinds or self._summon_lock(player):
            return
        seen = set()
        for card in self.players[player].extra:
            if card.data.code in seen or not is_link(card) or link_spec(card) is None:
                continue
            if card.script is not None and card.script.summon_condition == "never":
                continue
            if self._link_sets(card, player, limit=1):
                seen.add(card.data.code)
                options.append(Option(len(options), "link_summon", card.uid, card.data.name))

    def link_materials(self, card, player):
        """The monsters that could be materials for this Link Monster: face-up monsters
        `player` controls that fit its material line (Tokens included when they fit)."""
        spec = link_spec(card)
        if spec is None:
            return []
        test = spec[2]
        return [c for c in self.monsters(player) if c.face_up and test(self, c)]

    def _link_sets(self, card, player, limit=None):
        """Material sets (tuples) for a Link Summon of `card`: the count its line allows,
        the Link Rating reached exactly, and a zone for it once they are gone."""
        spec = link_spec(card)
        if spec is None:
            return []
        fewest, most, _ = spec
        rating = card.data.link or 0
        pool = self.link_materials(card, player)
        out = []
        for size in range(fewest, min(most, len(pool)) + 1):
            for combo in itertools.combinations(pool, size):
                if rating_reached(combo, rating) and self.summon_zones(card, player, S.EXTRA, combo):
                    out.append(combo)
                    if limit is not None and len(out) >= limit:
                        return out
        return out

    def _link_proc(self, card):
        """Link Summon (not a chain link): the player chooses the materials one by one (only
        those that can still complete a set; once a set is complete, adding more is a
        choice), they are sent to the GY, then the Link Monster is Special Summoned face-up
        in Attack Position to a zone the rules allow. A summon negation destroys it; the
        materials stay used and it was never Link Summoned."""
        tp = self.turn_player
        self.stage = S.STAGE_TURN
        sets = self._link_sets(card, tp)
        picked = []
        while True:
            done = any(len(combo) == len(picked) and set(combo) == set(picked) for combo in sets)
            left = []
            for combo in sets:
                if all(c in combo for c in picked):
                    for c in combo:
                        if c not in picked and c not in left:
                            left.append(c)
            if not left:
                break
            prompt = "Link Summon %s (Link-%d): choose a material (%d so far)" % (
                card.data.name, card.data.link or 0, len(picked))
            if done:
                options = [Option(0, "option", name="Stop: use %d materials" % len(picked))]
                options += [Option(i + 1, "select", c.uid, self._name_for(c, tp)) for i, c in enumerate(left)]
                pick = yield self._ask(tp, "select", prompt, options)
                if pick.id == 0:
                    break
                chosen = left[pick.id - 1]
            elif len(left) == 1:
                chosen = left[0]
            else:
                chosen = yield from self._pick_card(tp, left, prompt)
            picked.append(chosen)
        for material in picked:
            self._move(material, S.GRAVE, material.owner, "link_material", tp)
        self._mark_batch()
        # (the zone choice, engine/zones.py, written out: no generator without a question)
        zones = self.summon_zones(card, tp, S.EXTRA)
        if len(zones) > 1 and self.rules.choose_zones:
            zone = yield from self.ask_zone(card, tp, S.MZONE, zones)
        else:
            zone = zones[0] if zones else None
        self.special_summon(card, tp, S.FACEUP_ATTACK, by=tp, kind="link", announce=False, seq=zone)
        yield from self._summoning_window([card])
        negated = self._summon_negated_now()
        if not negated:
            self._note_proper(card)
            self._happen("summoned", card, kind="special", player=tp, origin=S.EXTRA, by=tp, how="link")
            yield from self._window("summoned", first=AFTER_SUMMON)
        self.stage = S.STAGE_MAIN

    # ------------------------------------------------------------ positions
    def can_change_position(self, card, to=None):
        """May an effect change this monster's battle position (to `to`, when given)? Never a
        Link Monster's (seed 001 §連接怪獸: 不能因規則或效果而把表示形式變更), and a Token is
        never turned face-down (it exists only face-up on the field: it cannot be Set, seed 001
        §衍生物); effects that change positions use this to pick their targets (Book of Moon)."""
        # (`data.link` = is_link(card): only a Link Monster has a Link Rating; a field read, as
        # turn.py's menu reads it, where `is_link` is a call and a tuple test)
        if to == S.FACEDOWN_DEFENSE and (card.data.is_token or self._no_monster_set()):
            # (nor any monster while Light of Intervention applies: a turn face-down is a Set,
            # which it forbids; an effect that would do it cannot even be activated)
            return False
        return card.location == S.MZONE and not card.data.link
