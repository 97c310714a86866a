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
from duelist.engine.state import AFTER_SUMMON
from duelist.engine.chain import new_ctx
from duelist.engine.names import C, M, R
from duelist.engine.pendulum import card_type_now
from duelist.engine import unaffected as U
from duelist.engine.protocol import Option

_EMZ_FIRST_SEQ = S.EMZ_FIRST_SEQ           # the two Extra Monster Zones' seqs
_EMZ_SECOND_SEQ = S.EMZ_FIRST_SEQ + 1
_FACE_UP = S.FACE_UP_POSITIONS             # (Card.face_up, without the call)

# summon kinds that are the monster's proper summon ("properly summoned", 正規召喚)
PROPER_KINDS = ("proc", "fusion", "ritual", "synchro", "xyz", "link", "pendulum")

# monster kinds with a revive limit of their own (seed 000 §具有蘇生限制的怪獸的特殊召喚)
LIMITED_KINDS = ("Fusion", "Synchro", "Xyz", "Link", "Ritual")
_LIMITED = frozenset(LIMITED_KINDS)
_EXTRA = S.EXTRA        # (`summon_zones`' origin test as a module global: one CPython bytecode fewer a use)
# Not a continuous effect's tag: among the tags present while a card of the duel declares it in
# LASTING_TAGS beside a blocked_zones effect whose value is an `E.MonsterLimit` (Kaiser
# Colosseum): the room asks read `_monster_room` only then (round 58b)
MONSTER_LIMIT_IN_DUEL = C.MONSTER_LIMIT

_NAMED = re.compile(r'"([^"]+)"')

# script -> its module's CANNOT_BE_TRIBUTED (a script's module facts are read once, as
# CardScript reads the others; a missing attribute is slow to look up every time)
_NO_TRIBUTE = {}

RACES = ("Aqua", "Beast", "Beast-Warrior", "Creator God", "Cyberse", "Dinosaur", "Divine-Beast",
         "Dragon", "Fairy", "Fiend", "Fish", "Illusion", "Insect", "Machine", "Plant", "Psychic",
         "Pyro", "Reptile", "Rock", "Sea Serpent", "Spellcaster", "Thunder", "Warrior",
         "Winged Beast", "Wyrm", "Zombie")
ATTRIBUTES = ("DARK", "DIVINE", "EARTH", "FIRE", "LIGHT", "WATER", "WIND")
FRAMES = ("Normal", "Effect", "Fusion", "Ritual", "Synchro", "Xyz", "Link", "Pendulum", "Tuner", "Gemini", "Toon",
          "Spirit", "Union", "Flip")


class Slot(object):
    """One part of a Fusion Monster's material line: `fewest`..`most` monsters that pass
    `test(data)` (and `where(duel, card, player)` when the line says where they are or asks a
    value the monster has now: "on the field", "in your GY", "with 2500 or more ATK", a Level
    bound), and whose set passes `together(cards)` ("with different names", "with the same
    Attribute but different Types", "(1 Fusion + 1 Synchro)"). `names` is set for a material
    named by its card name (only those may be replaced by a Fusion substitute such as King of
    the Swamp). `alternatives`, when set, are the Slots of a part offering two ways
    ('"Blue-Eyes Ultimate Dragon" or 3 "Blue-Eyes" monsters'): the part is filled by one of
    them. `cards`: the part asks for "Monster Cards" (cards whose printed card type is Monster,
    wherever they are: an Equip Card in a Spell & Trap Zone that is a Monster Card too); any
    other part asks for monsters, and a Monster Card in a Spell & Trap Zone is none (seed 004
    §装备魔法卡: 由怪兽变成的装备卡视作魔法装备; seed 000 §靈擺區域: a Pendulum card there is
    treated as a Spell, 不被視為怪獸)."""

    __slots__ = ("test", "fewest", "most", "names", "text", "where", "together", "alternatives", "cards")

    def __init__(self, test, fewest, most, names, text, where=None, together=None, alternatives=None, cards=False):
        self.test, self.fewest, self.most, self.names, self.text = test, fewest, most, names, text
        self.where, self.together, self.alternatives, self.cards = where, together, alternatives, cards

    def __repr__(self):
        return "<Slot %s %d..%d>" % (self.text, self.fewest, self.most)


_COUNT = re.compile(r"^(\d+)(\+| or more)? (?:x )?(.+)$")
_LEVEL = re.compile(r"^Level (\d+)(?: or (higher|lower|\d+))? ")
_QUOTED_GROUP = re.compile(r'"[^"]+"(?: or "[^"]+")*')


def material_test(words):
    """The test a material must pass for the words of a material line after its count and
    Level ("Spellcaster", "LIGHT", an archetype...): any monster when there are none. Fusion
    and Xyz lines read their words with it. None when a word is not understood."""
    if not words:
        return lambda d: d.card_type == "Monster"
    parsed = _read_words(words)
    if parsed is None:
        return None
    test, level = parsed
    if level is None:
        return test
    return lambda d: test(d) and level(d.level or 0)


def _level_bound(match):
    level, way = int(match.group(1)), match.group(2)
    if way == "higher":
        return lambda n: n >= level
    if way == "lower":
        return lambda n: 0 < n <= level
    if way is not None:                   # "Level 5 or 6"
        other = int(way)
        return lambda n: n in (level, other)
    return lambda n: n == level


def _read_words(words):
    """"Level 5 or higher DARK Dragon-Type Effect", 'LIGHT "Fairy Tail"', "Fusion, Synchro,
    Xyz, or Link", "non-Token Normal" (the part before "monster(s)") -> (test(data), level
    bound or None), or None when a word is not understood. The Level bound is kept apart: a
    monster on the field is measured by its Level now."""
    tests = []
    level = None
    words = words.strip()
    match = _LEVEL.match(words + " ")
    if match:
        level = _level_bound(match)
        words = words[match.end():] if match.end() <= len(words) else ""
    words = words.replace('" and/or "', '" or "').replace('", or "', '" or "').replace('", "', '" or "')
    for group in _QUOTED_GROUP.findall(words):
        series = tuple(_NAMED.findall(group))
        tests.append(lambda d, c=series: any(x in (d.series or ()) or x in d.name for x in c))
    words = _QUOTED_GROUP.sub(" ", words)
    words = words.replace(", or ", " or ").replace(", ", " or ").replace(" and/or ", " or ")
    for race in RACES:
        if " " in race:
            words = words.replace(race, race.replace(" ", "_"))
    tokens = words.split()
    groups = []
    while tokens:
        group = [tokens.pop(0)]
        while len(tokens) >= 2 and tokens[0] == "or":
            group.append(tokens[1])
            tokens = tokens[2:]
        groups.append(tuple(w.replace("_", " ")[:-5] if w.endswith("-Type") else w.replace("_", " ")
                            for w in group))
    for group in groups:
        negated = len(group) == 1 and group[0].startswith("non-")
        if negated:
            group = (group[0][4:],)
        if group == ("Token",):
            test = (lambda d: bool(d.is_token))
        elif all(w in ATTRIBUTES for w in group):
            test = (lambda d, c=group: d.attribute in c)
        elif all(w in RACES for w in group):
            test = (lambda d, c=group: d.race in c)
        elif all(w in FRAMES for w in group):
            test = (lambda d, c=group: any(k in (d.kinds or ()) for k in c))
        else:
            return None
        tests.append((lambda d, t=test: not t(d)) if negated else test)
    return (lambda d: d.card_type == "Monster" and all(t(d) for t in tests)), level


# what follows "monster(s)": where the materials are, values they have, what they share
def _from_extra_deck(card):
    """A monster on the field that a summon took from the Extra Deck (Card.history's H_FROM)."""
    return card.location == S.MZONE and card.history[S.H_FROM] == S.EXTRA


_PLACES = (
    (" in your opponent's Graveyard", lambda duel, c, p: c.location == S.GRAVE and c.owner != p),
    (" in your Graveyard", lambda duel, c, p: c.location == S.GRAVE and c.owner == p),
    (" in your GY", lambda duel, c, p: c.location == S.GRAVE and c.owner == p),
    (" in the hand", lambda duel, c, p: c.location == S.HAND),
    (" in the Extra Monster Zone", lambda duel, c, p: c.location == S.MZONE and c.seq >= S.EMZ_FIRST_SEQ),
    (" on the field", lambda duel, c, p: c.location == S.MZONE),
    (" you control", lambda duel, c, p: c.location == S.MZONE and c.controller == p),
    (", except on the field or in the GY", lambda duel, c, p: c.location not in (S.MZONE, S.GRAVE)),
    # when and how it arrived: Card.history (the turn it was placed, its summon kind), the
    # engine's record of every monster on the field (Sprind the Irondash Dragon)
    (" Special Summoned this turn", lambda duel, c, p: c.location == S.MZONE and c.history[S.H_PLACED] == duel.turn
     and c.history[S.H_SUMMON_KIND] not in _NOT_SPECIAL_SUMMONS),
    # where it came from: Card.history's H_FROM, the place a summon took it from (only a Special
    # Summon takes a monster from the Extra Deck; a Fusion Monster revived from the GY is not
    # one, one Instant Fusion brought out is: Extox Hydra, Magnum the Reliever, Invoked Dee Anima)
    (", Special Summoned from the Extra Deck", lambda duel, c, p: _from_extra_deck(c)),
    (" Special Summoned from the Extra Deck", lambda duel, c, p: _from_extra_deck(c)),
    # a "Special Summon monster" (`cannot_normal_summon`): an Extra Deck or Ritual Monster, or one
    # whose script says so (CANNOT_NORMAL_SUMMON: no Normal Summon nor Set, turn.py `_main_menu`);
    # a Main Deck monster with no script has no summoning condition (The Chaotic Phantasmal
    # Sacred Beasts)
    (" that cannot be Normal Summoned/Set", lambda duel, c, p: cannot_normal_summon(c)),
    # an Equip Card whose printed card type is Monster equips it (Necroquip Princess)
    (" equipped with a Monster Card", lambda duel, c, p: c.location == S.MZONE and any(
        e.data.card_type == "Monster" for e in duel.related_from(c, R.EQUIP))),
)
_MENTIONS = re.compile(r' that mentions? "([^"]+)"$')
# the summon kinds of Card.history that are no Special Summon (a monster Set, Normal, Tribute or
# Flip Summoned; None: placed there without a summon)
_NOT_SPECIAL_SUMMONS = (None, "normal", "tribute", "set", "flip")
_STAT = re.compile(r" with (\d+) or (more|less) (ATK|DEF)$")
_BOTH = re.compile(r" with (\d+) (original )?ATK and DEF$")
_PAIR = re.compile(r" with (\d+) ATK/(\d+) DEF$")
_ORIGINAL_LEVEL = re.compile(r" whose original Level is (\d+) or (higher|lower)$")
_SHARED = re.compile(r" with (?:the same ([A-Za-z ]+?)(?:,? but|$))?(?: ?different ([A-Za-z]+)(?: \(([^)]*)\))?)?$")
_KINDS_SPLIT = re.compile(r" \((\d+ [A-Za-z]+(?:(?:,| \+|, and) \d+ [A-Za-z]+)*)\)$")
_SHARE_KEYS = {"name": "name", "names": "name", "Attribute": "attribute", "Attributes": "attribute",
               "Type": "race", "Types": "race", "Level": "level", "Levels": "level"}


def _stat_now(duel, card, which):
    if card.location == S.MZONE and card.face_up:
        return duel.atk(card) if which == "ATK" else duel.defense(card)
    value = card.data.atk if which == "ATK" else card.data.defense
    return value if isinstance(value, int) else 0


def _read_tail(rest):
    """The clauses after "monster(s)" -> (where(duel, card, player) or None, together(cards,
    duel) or None, data test or None), or None when a clause is not understood."""
    checks = []
    together = []
    data_tests = []
    while rest:
        for text, check in _PLACES:
            if rest.endswith(text):
                checks.append(check)
                rest = rest[:-len(text)]
                break
        else:
            match = _MENTIONS.search(rest)
            if match:                               # '2 monsters that mention "Temple of the Kings"'
                checks.append(lambda duel, c, p, name=match.group(1): mentions(c, name))
                rest = rest[:match.start()]
                continue
            match = _STAT.search(rest)
            if match:
                value, way, which = int(match.group(1)), match.group(2), match.group(3)
                checks.append(lambda duel, c, p, v=value, w=way, x=which:
                              _stat_now(duel, c, x) >= v if w == "more" else _stat_now(duel, c, x) <= v)
                rest = rest[:match.start()]
                continue
            match = _BOTH.search(rest)
            if match:
                value = int(match.group(1))
                if match.group(2):
                    data_tests.append(lambda d, v=value: d.atk == v and d.defense == v)
                else:
                    checks.append(lambda duel, c, p, v=value: _stat_now(duel, c, "ATK") == v
                                  and _stat_now(duel, c, "DEF") == v)
                rest = rest[:match.start()]
                continue
            match = _PAIR.search(rest)
            if match:
                atk, defense = int(match.group(1)), int(match.group(2))
                checks.append(lambda duel, c, p, a=atk, d=defense: _stat_now(duel, c, "ATK") == a
                              and _stat_now(duel, c, "DEF") == d)
                rest = rest[:match.start()]
                continue
            match = _ORIGINAL_LEVEL.search(rest)
            if match:
                value, way = int(match.group(1)), match.group(2)
                data_tests.append(lambda d, v=value, w=way: (d.level or 0) >= v if w == "higher"
                                  else 0 < (d.level or 0) <= v)
                rest = rest[:match.start()]
                continue
            match = _KINDS_SPLIT.search(rest)
            if match:
                wanted = []
                for piece in re.split(r", and |, | \+ ", match.group(1)):
                    count, kind = piece.split(" ", 1)
                    if kind not in FRAMES:
                        return None
                    wanted.extend([kind] * int(count))
                together.append(lambda cards, duel, w=tuple(wanted): _kinds_match(cards, w))
                rest = rest[:match.start()]
                continue
            match = _SHARED.search(rest)
            if match and (match.group(1) or match.group(2)):
                same = [] if not match.group(1) else [x.strip() for x in match.group(1).split(" and ")]
                different = match.group(2)
                if any(x not in _SHARE_KEYS for x in same) or (different and different not in _SHARE_KEYS):
                    return None
                same_keys = tuple(_SHARE_KEYS[x] for x in same)
                diff_key = _SHARE_KEYS[different] if different else None
                together.append(lambda cards, duel, sk=same_keys, dk=diff_key: _shared(cards, duel, sk, dk))
                if match.group(3):                    # "different Types (Beast, Fiend, or Illusion)"
                    listed = _read_words(match.group(3))
                    if listed is None:
                        return None
                    data_tests.append(listed[0])
                rest = rest[:match.start()]
                continue
            return None
    where = None
    if checks:
        where = lambda duel, c, p: all(check(duel, c, p) for check in checks)
    both = None
    if together:
        both = lambda cards, duel: all(t(cards, duel) for t in together)
    data = None
    if data_tests:
        data = lambda d: all(t(d) for t in data_tests)
    return where, both, data


def _share_value(card, duel, key):
    data = card.data
    if key == "name":
        return data.name if duel is None else duel.name_now(card)     # (the name now: Prisma)
    if key == "attribute":
        return data.attribute if duel is None else duel.attribute(card)     # (the Attribute now)
    if key == "race":
        return data.race if duel is None else duel.race(card)
    return duel.level(card) if duel is not None else (data.level or 0)


def _shared(cards, duel, same_keys, diff_key):
    for key in same_keys:
        if len(set(_share_value(c, duel, key) for c in cards)) > 1:
            return False
    if diff_key is not None:
        values = [_share_value(c, duel, diff_key) for c in cards]
        if len(set(values)) != len(values):
            return False
    return True


def _kinds_match(cards, wanted):
    """"(1 Fusion + 1 Synchro)": each card is one of the listed kinds, each listed once."""
    if len(cards) != len(wanted):
        return False

    def rec(i, left):
        if i == len(cards):
            return True
        kinds = cards[i].data.kinds or ()
        for j, kind in enumerate(left):
            if kind in kinds and rec(i + 1, left[:j] + left[j + 1:]):
                return True
        return False
    return rec(0, list(wanted))


_AT_LEAST = re.compile(r", including at least (.+)$")


def _at_least(text):
    """'1 "Neos" or "Neo Space" monster, 1 "Neo-Spacian" monster, and 1 "HERO" monster' ->
    together(cards, duel): the set holds that many monsters of each kind, each monster counted
    for one kind only; None when a part is not understood."""
    wants = []
    for piece in re.split(r", and |, ", text):
        match = _COUNT.match(piece.strip())
        if match is None or match.group(2):
            return None
        words = re.sub(r" monsters?$", "", match.group(3))
        if words == match.group(3):
            return None
        parsed = _read_words(words)
        if parsed is None or parsed[1] is not None:
            return None
        wants.extend([parsed[0]] * int(match.group(1)))

    def together(cards, duel, wants=tuple(wants)):
        def rec(i, used):
            if i == len(wants):
                return True
            return any(j not in used and wants[i](c.data if duel is None else duel.facts_now(c)) and
                       rec(i + 1, used | {j})
                       for j, c in enumerate(cards))
        return rec(0, frozenset())
    return together


def _slot(part):
    part = part.strip().rstrip(".")
    at_least = _AT_LEAST.search(part)
    if at_least:                            # "..., including at least 1 A, 1 B, and 1 C monster"
        need = _at_least(at_least.group(1))
        slot = _slot(part[:at_least.start()]) if need is not None else None
        if slot is None or slot.names is not None:
            return None
        both = slot.together
        slot.together = need if both is None else (lambda cards, duel, b=both, n=need: b(cards, duel)
                                                    and n(cards, duel))
        slot.text = part
        return slot
    named = [n.strip() for n in part.split(" or ")]
    if all(_NAMED.fullmatch(n) for n in named):
        names = tuple(_NAMED.fullmatch(n).group(1) for n in named)
        return Slot(lambda d: d.name in names, 1, 1, names, part)
    match = _COUNT.match(part)
    if match is None:
        return None
    count, more, rest = int(match.group(1)), match.group(2), match.group(3)
    most = 99 if more else count
    if _NAMED.fullmatch(rest):              # '1 "Buster Blader"', '3 x "Crimson Nova..."'
        name = _NAMED.fullmatch(rest).group(1)
        return Slot(lambda d: d.name == name, count, most, (name,) if count == 1 else None, part)
    if rest in ("Tuner", "Tuners"):         # "2 Tuners"
        rest = "Tuner monsters"
    spaced = " " + rest
    for word in (" monsters", " monster", " Monsters", " Monster Cards", " Monster Card", " Monster"):
        at = spaced.find(word)
        while at >= 0:          # the word itself, not "Monster Zone"
            after = spaced[at + len(word):]
            if after == "" or after[0] == "," or after[0] == " " and not after.startswith(" Zone"):
                break
            at = spaced.find(word, at + 1)
        if at >= 0:
            rest, tail = spaced[:at].strip(), spaced[at + len(word):]
            cards = word.startswith(" Monster Card")     # "1 Fiend-Type Monster Card": wherever it is
            break
    else:
        return None
    face_up = rest == "face-up" or rest.startswith("face-up ")
    if face_up:
        rest = rest[len("face-up"):].strip()
    face_down = rest == "face-down Defense Position" or rest.startswith("face-down Defense Position ")
    if face_down:
        rest = rest[len("face-down Defense Position"):].strip()
    parsed = _read_words(rest) if rest.strip() else ((lambda d: d.card_type == "Monster"), None)
    read = _read_tail(tail) if tail else (None, None, None)
    if parsed is None or read is None:
        return None
    test, level = parsed
    where, together, extra = read
    if extra is not None:
        test = (lambda d, t=test, e=extra: t(d) and e(d))
    checks = [w for w in (where,) if w is not None]
    if level is not None:
        checks.append(lambda duel, c, p, b=level: b(duel.level(c)))
    if face_up:
        checks.append(lambda duel, c, p: c.location == S.MZONE and c.face_up)
    if face_down:
        checks.append(lambda duel, c, p: c.location == S.MZONE and c.position == S.FACEDOWN_DEFENSE)
    where = None if not checks else (lambda duel, c, p, cs=tuple(checks): all(ch(duel, c, p) for ch in cs))
    return Slot(test, count, most, None, part, where=where, together=together, cards=cards)


def fusion_spec(data):
    """The Fusion Materials of a Fusion Monster as Slots, or None when its material line
    says something the engine does not read (then a script must give its materials).
    Understood: names ("A" + "B", "A" or "B", '3 x "A"'), counts ("2", "1 or more", "1+") of
    monsters with a Level bound ("Level 5 or 6", "Level 8 or higher"), archetypes ("Gem-Knight",
    '"A" or "B"'), Attributes, Types, frames ("Fusion, Synchro, Xyz, or Link"), "non-" words,
    where they are ("on the field", "in your GY", "in the hand"...), when and where from they
    came ("Special Summoned this turn", "Special Summoned from the Extra Deck": Card.history),
    what their scripts declare ("that cannot be Normal Summoned/Set", "that mentions "A"",
    '"A" (or 1 Fusion Monster that mentions it)'), what they hold ("equipped with a Monster
    Card"), "Monster Card" (an Equip Card too), ATK/DEF values, and what
    the materials share or must not ("with different names", "with the same Type but different
    Attributes", "(1 Fusion + 1 Synchro)") (seed 000 §融合召喚: the materials the Fusion
    Monster's card lists)."""
    line = data.materials
    if not line:
        return None
    if line in _SPECS:
        return _SPECS[line]
    slots = []
    for part in line.split(" + ") if not _KINDS_SPLIT.search(line) else [line]:
        named = _OR_MENTIONING.match(part.strip())
        if named:       # '"A" (or 1 Fusion Monster that mentions it)': the two ways, the second naming "A"
            part = '%s or %s that mentions %s' % (named.group(1), named.group(2), named.group(1))
        slot = _slot(part)
        if slot is None:
            slot = _either(part)
        if slot is None:
            slots = None
            break
        slots.append(slot)
    _SPECS[line] = slots          # a line always reads the same: parsed once per process
    return slots


_SPECS = {}
_EITHER = re.compile(r' or (?=\d+ )')
_OR_MENTIONING = re.compile(r'^("[^"]+") \(or (\d+ .+) that mentions it\)$')


def _either(part):
    """A part offering two ways, a named monster or a count of others ('"Blue-Eyes Ultimate
    Dragon" or 3 "Blue-Eyes" monsters') -> a Slot with `alternatives`, or None."""
    ways = _EITHER.split(part.strip())
    if len(ways) < 2:
        return None
    alternatives = tuple(_slot(way) for way in ways)
    if any(a is None for a in alternatives):
        return None
    return Slot(lambda d: any(a.test(d) for a in alternatives), min(a.fewest for a in alternatives),
                max(a.most for a in alternatives), None, part.strip(), alternatives=alternatives)


def fusion_material_names(data):
    """The named Fusion Materials of a Fusion Monster, in printed order (`"A" + "B"`), or
    None when its material line names something else (a Type, an Attribute...)."""
    slots = fusion_spec(data)
    if slots is None or any(s.names is None or len(s.names) != 1 for s in slots):
        return None
    return [s.names[0] for s in slots]


def listed_material_names(data):
    """Every monster name a Fusion Monster's material line lists as a material by its card
    name (`"A" + "B"`, `"A" or "B"`, `2 "A"`, the named way of `"A" or 3 "B" monsters`), in
    printed order, each once; archetypes (`1 "Gem-Knight" monster`) are no names. Empty
    when the line names none or is not understood (Elemental HERO Prisma: "a Fusion Material
    whose name is listed on that card")."""
    slots = fusion_spec(data)
    out = []
    for slot in slots or ():
        for way in slot.alternatives or (slot,):
            named = _NAMED.fullmatch(way.text.split(" ", 1)[1]) if _COUNT.match(way.text) else None
            names = way.names or ((named.group(1),) if named else ())
            for name in names:
                if name not in out:
                    out.append(name)
    return tuple(out)


class NameNow(object):
    """A face-up monster's card data as material tests read it while an effect gives it
    another name (`Duel.facts_now`: Elemental HERO Prisma): that name and the archetypes it
    carries (a card's archetype is read from its name), every other fact the data's it
    wraps (the printed data, or a `DataNow` with its Type and Attribute now)."""

    __slots__ = ("data", "name", "series")

    def __init__(self, data, name, series):
        self.data = data
        self.name = name
        self.series = series

    def __getattr__(self, name):
        return getattr(self.data, name)


def has_revive_limit(data):
    """A monster that must be properly summoned before an effect may revive it."""
    return data.card_type == "Monster" and not _LIMITED.isdisjoint(data.kinds or ())


def is_substitute(card, duel=None):
    """A Fusion substitute monster (King of the Swamp): its script says FUSION_SUBSTITUTE.
    The substitution is an effect of no kind (seed 000 §效果分類, 其他效果): it applies in the
    hand, the GY and on the field, face-down too (yugioh-wiki 《融合素材代用モンスター》); face-up
    on the field an effect there may negate it (Skill Drain, Effect Veiler)."""
    script = card.script
    if script is None or not getattr(script.module, "FUSION_SUBSTITUTE", False):
        return False
    if card.location != S.MZONE or not card.face_up:
        return True
    return duel is None or not duel.is_negated(card)


_DECLARED_MENTIONS = {}     # script -> its module's MENTIONS (read once, as _NO_TRIBUTE)


def mentions(card, name):
    """Does this card's text name the card `name` ('2 monsters that mention "Temple of the
    Kings"')? Card text is not in our data: a card's script declares the card names its text
    names, `MENTIONS = ("Temple of the Kings",)` (a fact, not text); a Fusion Monster's material
    line naming a card mentions it too (every Fusion of "Elemental HERO Neos" mentions Neos). A
    card does not mention itself."""
    data = card.data
    if data.name == name:
        return False
    script = card.script
    if script is not None:
        declared = _DECLARED_MENTIONS.get(script)
        if declared is None:
            declared = getattr(script.module, "MENTIONS", ())
            if isinstance(declared, str) or not all(isinstance(n, str) for n in declared):
                raise ValueError("%s: MENTIONS must be a tuple of card names, not %r" % (data.name, declared))
            _DECLARED_MENTIONS[script] = declared = tuple(declared)
        if name in declared:
            return True
    return "Fusion" in (data.kinds or ()) and name in listed_material_names(data)


def cannot_normal_summon(card):
    """Is this a monster that cannot be Normal Summoned/Set (a "Special Summon monster", seed 004
    §怪兽的召唤: 特殊召唤怪兽 / 条件召唤怪兽)? One whose summon is its own procedure: a Fusion,
    Synchro, Xyz, Link or Ritual Monster (seed 000 §卡片種類: their proper summon is that
    summon; a Ritual Monster leaves the hand only by a Ritual Summon), or a Main Deck monster
    whose script says so (CANNOT_NORMAL_SUMMON, or a SUMMON_CONDITION "proc_only" / "only_proc":
    Dark Necrofear, Chaos Sorcerer, Lava Golem). A monster with no script has no summoning
    condition: it may be Normal Summoned."""
    data = card.data
    if data.card_type != "Monster":
        return False
    if not _LIMITED.isdisjoint(data.kinds or ()):
        return True
    script = card.script
    return script is not None and script.cannot_normal_summon    # (CardScript: a proc condition too)


def _combinations(items, size):
    if size == 0:
        yield ()
        return
    for i in range(len(items) - size + 1):
        for rest in _combinations(items[i + 1:], size - 1):
            yield (items[i],) + rest


def material_sets(slots, pool, substitutes=True, limit=None, duel=None, player=None):
    """Every set of cards in `pool` that fills `slots` (each card once; a named slot may take
    a Fusion substitute, but not every material may be one). Yields lists in pool order,
    each set once. Used to test for and to offer Fusion Materials. A slot that says where its
    materials are or what they have now needs `duel` and `player` (the summoning player)."""
    seen = set()
    out = []
    order = {id(c): i for i, c in enumerate(pool)}
    ways = [[]]
    for slot in slots:                  # a part offering two ways: each way is tried in turn
        ways = [w + [alt] for w in ways for alt in (slot.alternatives or (slot,))]

    def fits(slot, card):
        script = card.script
        if script is not None and getattr(script.module, "NOT_FUSION_MATERIAL", False):
            return False            # "cannot be used as Fusion Material" (Chimeratech Fortress Dragon)
        if card.location == S.SZONE and not slot.cards:
            return False            # a Monster Card there (an Equip Card) is no monster (`Slot`)
        if slot.where is not None and (duel is None or not slot.where(duel, card, player)):
            return False
        if slot.test(card.data if duel is None else duel.facts_now(card)):    # (its Type, its name now...)
            return True
        return substitutes and slot.names is not None and is_substitute(card, duel)

    def rec(i, left, chosen, real):
        if limit is not None and len(out) >= limit:
            return
        if i == len(way):
            if not real:
                return                  # only substitutes: not a Fusion of the listed monsters
            key = frozenset(id(c) for c in chosen)
            if key not in seen:
                seen.add(key)
                out.append(sorted(chosen, key=lambda c: order[id(c)]))
            return
        slot = way[i]
        candidates = [c for c in left if fits(slot, c)]
        for size in range(slot.fewest, min(slot.most, len(candidates)) + 1):
            for combo in _combinations(candidates, size):
                if slot.together is not None and not slot.together(combo, duel):
                    continue
                rest = [c for c in left if c not in combo]
                rec(i + 1, rest, chosen + list(combo),
                    real or any(slot.test(c.data if duel is None else duel.facts_now(c)) for c in combo))
    for way in ways:
        rec(0, list(pool), [], False)
    return out


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

    def _blocked_zones(self, player, counted=True, leaving=()):
        """Main Monster Zones of `player` that cannot be used (Ojama King): continuous tag
        blocked_zones, value(ctx, player) -> zone numbers (read only: none is an empty tuple).
        A value that is an `E.MonsterLimit` (Kaiser Colosseum: a count limit on the monsters
        placed, round 58b) blocks the zones a new monster could take while the limit leaves no
        room, once the cards of `leaving` (materials, Tributes) left; counted=False leaves such
        limits out (a control change is no placement: zones.py `free_mzones`)."""
        roles = self._field_cache
        if roles is None or roles[0] != self._field_version:
            roles = self._field_roles()
        if "blocked_zones" not in roles[5]:
            # (no field card has it: _applying would find none; no list made), but a lasting
            # zone block (Dimensionhole: round 58b), asked only in a duel holding such a card
            if "blocks_zone" in self._cont_tags_present and self.lingering:
                return self._lasting_zone_blocks(player)
            return ()
        out = []
        present = self._cont_tags_present
        if MONSTER_LIMIT_IN_DUEL in present:
            for source, effect in self._applying("blocked_zones"):
                value = effect.value
                if type(value) is E.MonsterLimit:
                    if counted:
                        out.extend(value.blocked(E.Ctx(self, source, effect, source.controller), player, leaving))
                    continue
                out.extend(value(E.Ctx(self, source, effect, source.controller), player))
        else:
            for source, effect in self._applying("blocked_zones"):
                out.extend(effect.value(E.Ctx(self, source, effect, source.controller), player))
        if "blocks_zone" in present and self.lingering:
            out.extend(self._lasting_zone_blocks(player))
        return out

    def _lasting_zone_blocks(self, player):
        """The Main Monster Zones of `player` kept unusable by lasting entries (info
        L.BLOCKS_ZONE = (player, zone)): each while its entry lasts and its card object (the
        entry's uid) is still where the effect put it -- Dimensionhole's banished monster, until
        it comes back (a card that moved meanwhile is another object: the zone is free again).
        A list, () with none. Round 58b."""
        out = ()
        for entry in self.lingering:
            zone = entry.info.get("blocks_zone")
            if zone is not None and zone[0] == player and self.card_by_uid(entry.uid) is not None:
                if not out:
                    out = []
                out.append(zone[1])
        return out

    def _monster_room(self, player, leaving=()):
        """How many more monsters `player` may put on the field now, once `leaving` left, under
        the count limits that apply (`E.MonsterLimit`: Kaiser Colosseum), or None where none
        applies. Asked only where a card of the duel has the tag blocked_zones. Round 58b."""
        if MONSTER_LIMIT_IN_DUEL not in self._cont_tags_present:
            return None     # (no card of the duel declares such a limit: duel.py `_new_card`)
        roles = self._field_cache
        if roles is None or roles[0] != self._field_version:
            roles = self._field_roles()
        if "blocked_zones" not in roles[5]:
            return None
        room = None
        for source, effect in self._applying("blocked_zones"):
            value = effect.value
            if type(value) is E.MonsterLimit:
                r = value.room(E.Ctx(self, source, effect, source.controller), player, leaving)
                if r is not None and (room is None or r < room):
                    room = r
        return room

    def _linked_free_zones(self, player, leaving=()):
        """Main Monster Zones of `player` a Link Monster points to (either player's Link; not
        the Links in `leaving`), free once the cards in `leaving` are gone, and not blocked
        (engine/link.py `linked_main_zones`; seed 000 §主要怪獸區域)."""
        blocked = self._blocked_zones(player, True, leaving) if "blocked_zones" in self._cont_tags_present else ()
        mzone = self.players[player].mzone
        return [seq for seq in self.linked_main_zones(player, leaving)
                if (mzone[seq] is None or mzone[seq] in leaving) and seq not in blocked]

    def summon_zones(self, card, player, origin=None, leaving=()):
        """Every zone (seq) a monster Special Summoned from `origin` may take, once the cards
        in `leaving` (its materials) are gone: Extra Monster Zones first, then Main Monster
        Zones, left to right. The player may choose among them.

        Needing an Extra Monster Zone (MR4: any Extra Deck monster; MR5: Links and face-up
        Pendulums): a free Extra Monster Zone while the player uses none (one per player,
        seed 000 §額外怪獸區域), or one a Link Monster of the player points to (額外連接,
        seed 000 §新大師規則 §怪獸區域); or a Main Monster Zone a Link Monster points to."""
        origin = card.location if origin is None else origin
        mine = self.players[player].mzone
        rule = self.rules.extra_zone_rule
        # (`needs_extra_zone`'s first answer in line: not from the Extra Deck, or no such rule;
        # a call with a frame on PyPy)
        if rule == "none" or origin != _EXTRA or not self.needs_extra_zone(card, origin):
            blocked = ()
            if "blocked_zones" in self._cont_tags_present:
                # (`_blocked_zones`' first test written out, as duel.py `_free_mzone` has it: with
                # the field roles current and no field card blocking zones it gives none; its
                # call is a frame on PyPy, 2.2 a turn on C/M, whose Deck holds such a card)
                roles = self._field_cache
                if roles is None or roles[0] != self._field_version or "blocked_zones" in roles[5] or (
                        "blocks_zone" in self._cont_tags_present and self.lingering):
                    blocked = self._blocked_zones(player, True, leaving)
                    if blocked and MONSTER_LIMIT_IN_DUEL in self._cont_tags_present and \
                            self._monster_room_none(player, leaving):
                        return []       # no room for one more monster (Kaiser Colosseum; round 58b)
            main = []       # (a plain loop: a comprehension is a frame of its own, a call on PyPy)
            i = 0
            if not blocked and not leaving:
                # (the loop below with nothing blocked and nothing leaving: the empty zones,
                # without an `in` test, a call on PyPy, for each monster there; five zones
                # written out: no loop to enter and leave on PyPy)
                try:
                    # (five Main Monster Zones, every rule set's: their unpacking is the test, no `len`)
                    z0, z1, z2, z3, z4 = mine
                except ValueError:
                    for c in mine:
                        if c is None:
                            main.append(i)
                        i += 1
                else:
                    if z0 is None:
                        main.append(0)
                    if z1 is None:
                        main.append(1)
                    if z2 is None:
                        main.append(2)
                    if z3 is None:
                        main.append(3)
                    if z4 is None:
                        main.append(4)
            else:
                for c in mine:
                    if (c is None and i not in blocked) or (c is not None and c in leaving):
                        main.append(i)
                    i += 1
            if origin != _EXTRA or rule == "none":
                return main
            if MONSTER_LIMIT_IN_DUEL in self._cont_tags_present and self._monster_room_none(player, leaving):
                # (a count limit binds the Extra Monster Zone too: with every Main Monster Zone
                # full the test above blocks none, so it is asked here; Kaiser Colosseum under
                # MR5, round 59m's strict xfail; the lead, stop 59)
                return []
            # MR5: a Fusion, Synchro or Xyz Monster from the Extra
            # Deck may take a Main Monster Zone, or still the Extra Monster Zone, where Extra
            # Deck monsters normally go (seed 000 §額外怪獸區域: 通常在這2個怪獸區域出場)
            return main + self._free_extra_monster_zones(player, leaving)
        if MONSTER_LIMIT_IN_DUEL in self._cont_tags_present and self._monster_room_none(player, leaving):
            return []       # no room for one more monster (Kaiser Colosseum; round 58b)
        out = self._free_extra_monster_zones(player, leaving)
        out.extend(self._linked_free_zones(player, leaving))
        return out

    def _monster_room_none(self, player, leaving=()):
        """Does a count limit (`_monster_room`) leave `player` no room for one more monster,
        once `leaving` left? Round 58b."""
        room = self._monster_room(player, leaving)
        return room is not None and room <= 0

    def _free_extra_monster_zones(self, player, leaving=()):
        """The Extra Monster Zones `player` may use now: a free one while the player uses none
        (one per player, seed 000 §額外怪獸區域), or one the player's Link points to (額外連接)."""
        emz = self.emz
        if len(emz) == 2 and emz[0] is None and emz[1] is None:
            # (both free: the player uses none, so both are theirs to take, as the loops
            # below find; a Fusion Summon's question under Master Rule 5 nearly always)
            return [_EMZ_FIRST_SEQ, _EMZ_SECOND_SEQ]
        out = []
        uses_one = False    # (= any(...) over the Extra Monster Zones, a plain loop: a generator is a frame)
        for c in self.emz:
            if c is not None and c.controller == player and c not in leaving:
                uses_one = True
                break
        extra_linked = self.linked_extra_zones(player, leaving) if uses_one else ()
        for i, c in enumerate(self.emz):
            seq = S.EMZ_FIRST_SEQ + i
            if (c is None or c in leaving) and (not uses_one or seq in extra_linked):
                out.append(seq)
        return out

    def summon_zone(self, card, player, origin=None, zones=None):
        """The zone (seq) a monster Special Summoned from `origin` takes (the first of
        `summon_zones`, or of those also in `zones` when an effect names the zones), or None
        if none may be used."""
        for seq in self.summon_zones(card, player, origin):
            if zones is None or seq in zones:
                return seq
        return None

    def recent_grave_records(self):
        """Cards sent to the GY this turn and in the two turns before (plain dicts as
        sent_to_grave_this_turn gives, with "turn"): "during your next Standby Phase after
        this card was destroyed" (Sacred Phoenix of Nephthys)."""
        out = []
        for back, log in enumerate([self.turn_log] + self.past_turn_logs):
            turn = self.turn - back
            for e in log:
                if "to" not in e:       # (not a destruction's record: `destroyed_this_turn`)
                    out.append(dict(e, turn=turn))
        return out

    # ------------------------------------------------------------ columns
    def column_of(self, card):
        """The column (0-4, counted from player 0's left) of a card in a Monster Zone or a
        Spell & Trap Zone; an Extra Monster Zone lies in column 1 or 3. None elsewhere (the
        Field Zone, the hand...). Seed 000 §怪獸區域 / §魔法與陷阱區域: the zones face each other."""
        if card.location == S.MZONE and card.seq >= S.EMZ_FIRST_SEQ:
            return 1 + 2 * (card.seq - S.EMZ_FIRST_SEQ)
        if card.location in (S.MZONE, S.SZONE) and card.seq < 5:
            return card.seq if card.controller == 0 else 4 - card.seq
        return None

    def column_slots(self, column):
        """The zones in a column, as the cards in them (None where empty): player 0's Spell &
        Trap Zone and Monster Zone, the Extra Monster Zone (columns 1 and 3, where the rules
        have them), player 1's Monster Zone and Spell & Trap Zone."""
        p0, p1 = self.players
        out = [p0.szone[column] if column < len(p0.szone) else None, p0.mzone[column]]
        if self.emz and column in (1, 3):
            out.append(self.emz[(column - 1) // 2])
        out.append(p1.mzone[4 - column])
        out.append(p1.szone[4 - column] if 4 - column < len(p1.szone) else None)
        return out

    def cannot_be_tributed(self, card):
        """A face-up monster whose script says CANNOT_BE_TRIBUTED (Summoner Monk), or a monster
        object a lasting L.NO_TRIBUTE names (Mind Control: "that monster cannot be Tributed"):
        no Tribute Summon, Ritual Summon or cost may Tribute it. (The Tribute Summon's list,
        turn.py `_tribute_candidates`, reads the lasting rule in its own walk of the lasting
        effects and asks `_summon_tribute_bar` of each scripted monster.)"""
        script = card.script
        if card.location != S.MZONE:
            return False
        if self.lingering and "no_tribute" in self._cont_tags_present:
            # (a card of the duel declares it in LASTING_TAGS)
            for entry in self.lingering:
                if entry.tag == "no_tribute" and entry.uid == card.uid:
                    return True
        if script is None:
            return False
        # (the script's own fact, read once per script: Deck Devastation Virus's cost asks it in
        # every window)
        flag = _NO_TRIBUTE.get(script)
        if flag is None:
            if len(_NO_TRIBUTE) >= 4096:
                _NO_TRIBUTE.clear()
            flag = _NO_TRIBUTE[script] = bool(getattr(script.module, "CANNOT_BE_TRIBUTED", False))
        return flag and card.face_up and not self.is_negated(card)

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
        data = card.data
        # (= `not has_revive_limit(data)`, its test written out: a call with a frame, 0.7 a turn
        # on W/Z from the revival cards' filters)
        if by in PROPER_KINDS or data.card_type != "Monster" or _LIMITED.isdisjoint(data.kinds or ()):
            return False
        if card.location == S.EXTRA:
            return False        # an effect may summon it from the Extra Deck (Metamorphosis)
        if card.location == S.HAND:
            return True         # a Ritual Monster leaves the hand only by a Ritual Summon
        return not self.properly_summoned(card)

    # -------------------------------------------------------------- Fusion
    def fusion_monsters(self, player):
        return [c for c in self.players[player].extra if "Fusion" in (c.data.kinds or ())]

    def fusion_choices(self, player, pool, fusion, substitutes=True, limit=None):
        """The material sets in `pool` for `fusion` that leave it a zone (lists of cards)."""
        slots = fusion_spec(fusion.data)
        if slots is None:
            return []
        script = fusion.script
        if substitutes and script is not None and getattr(script.module, "LISTED_MATERIALS_ONLY", False):
            substitutes = False     # "its Fusion Summon only with the materials above" (Ryu Senshi)
        return [combo for combo in material_sets(slots, pool, substitutes, limit=None if limit is None else limit * 4,
                                                 duel=self, player=player)
                if self._may_summon_here(fusion, player, combo)][:limit]

    def can_fusion(self, player, pool, fusion, proc=False):
        """May `fusion` be Fusion Summoned now by a Fusion Spell with materials from `pool`?
        Not a Fusion that needs no Polymerization (it has its own procedure: seed 000
        §融合召喚, last point) unless proc is True."""
        if "Fusion" not in self.rules.extra_deck_kinds or (self._summon_lock(player) and self._locked_for_resolving(player)):
            return False
        if "no_special_summon" in self._cont_tags_present and self.special_summon_barred(player):
            return False        # (round 58z) Jowgen the Spiritualist: a Fusion Summon is a Special Summon
        script = fusion.script
        if not proc and script is not None and getattr(script.module, "CONTACT_FUSION", False):
            return False
        if script is not None and script.summon_condition == "never":
            return False
        if self.revive_limited(fusion, "fusion"):
            return False
        return bool(self.fusion_choices(player, pool, fusion, substitutes=not proc, limit=1))

    def _locked_for_resolving(self, player):
        """Once `_summon_lock(player)` said yes: does the lock also stop the summon that the
        chain link resolving now makes? A lasting rule that says "you cannot Summon the turn
        you activate this card, except by this card's effect" (player_flag no_summon with
        except_cid: Red-Eyes Fusion) never stops that card's own summon; any other rule on
        `player`, or a face-up card's continuous no_summon effect (The Last Warrior from
        Another Planet), does. (Asked only under a lock: costs nothing otherwise.)"""
        link = self.resolving_link if self._resolving else None
        if link is None:
            return True
        cid = link.cid
        for entry in self.lingering:
            if entry.tag == "no_summon" and entry.player == player and entry.info.get("except_cid") != cid:
                return True
        for source, effect in self._applying("no_summon"):
            if effect.affects is None or effect.affects(new_ctx(self, source, effect, source.controller), player):
                return True
        return False

    def can_ritual(self, card, player, pool):
        """May `card` be Ritual Summoned now, once some of `pool` are Tributed (zones, locks)?"""
        if self._summon_lock(player) or "Ritual" not in self.rules.extra_deck_kinds:
            return False
        if "no_special_summon" in self._cont_tags_present and self.special_summon_barred(player):
            return False        # (round 58z) Jowgen the Spiritualist: a Ritual Summon is a Special Summon
        return self._may_summon_here(card, player, pool)

    def _may_summon_here(self, card, player, leaving=()):
        """Is there a zone for `card` once the cards in `leaving` are gone? (materials free
        their zones when they are sent away; a Link among them no longer points anywhere)"""
        return bool(self.summon_zones(card, player, card.location, leaving))

    def fusion_material_pool(self, player, places, banish=False, leave=None):
        """The monsters of `player` that a Fusion card's effect may use as Fusion Materials
        from `places`, in this order: "hand", "field" (face-down monsters too), "grave",
        "deck" (seed 000 §融合召喚: the card that makes the Fusion Summon says where its
        materials may be, beside the hand and the field). `leave` (the card whose effect it
        is) is never one. banish=True: the materials will be banished (Dragon's Mirror), so
        none comes from the GY while banishing from it is barred (Necrovalley, Kycoo)."""
        me = self.players[player]
        out = []
        for place in places:
            if place == "hand":
                cards = me.hand
            elif place == "field":
                cards = self.monsters(player)
            elif place == "grave":
                if banish and self.grave_banish_barred(player, player):
                    continue
                cards = me.grave
            elif place == "deck":
                cards = me.deck
            else:
                raise ValueError("Fusion Materials come from 'hand', 'field', 'grave' or 'deck', not %r" % (place,))
            out.extend(c for c in cards if c is not leave and c.data.card_type == "Monster")
        return out

    def send_materials(self, cards, kind, by=None, banish=False):
        """Send Fusion/Ritual materials to the GY (reason "fusion_material" or
        "ritual_tribute"); face-down materials are revealed by going there. banish=True: they
        are banished face-up instead, by the same reason, and never go to the GY (Dragon's
        Mirror: no "sent to the GY" happens; seed 000 §融合召喚, materials used as the card
        that makes the Fusion Summon says)."""
        reason = "fusion_material" if kind == "fusion" else "ritual_tribute"
        cards = list(cards)
        if banish:
            for card in cards:
                self._move(card, S.BANISHED, card.owner, reason, by, position=S.FACEUP)
        else:
            for card in cards:
                self._move(card, S.GRAVE, card.owner, reason, by)
        if kind == "fusion" and C.FUSION_MATERIALS_KEPT in self._cont_tags_present and self._resolving:
            self._fusion_materials_sent(cards)

    def _fusion_materials_sent(self, cards):
        """Mark the Fusion Materials `cards` just sent (those where they went: the GY, or
        banished) M.FUSION_MATERIAL_OF = ("sent", n, the resolving link's serial): the Fusion
        Summon this same chain link makes next binds them to the monster (`extra_summon`,
        `_fusion_materials_bound`). A material that moves again is another object, its mark
        gone (seed 000 §融合召喚: the materials are those sent for that summon). Only in a duel
        holding a card that declares C.FUSION_MATERIALS_KEPT (De-Fusion; round 59i)."""
        sent = ("sent", len(cards), self._link_serial)
        for card in cards:
            if card.location == S.GRAVE or card.location == S.BANISHED:
                self.mark(card, M.FUSION_MATERIAL_OF, sent)

    def _fusion_materials_bound(self, card):
        """The Fusion Summon of `card` (now on the field) by the resolving chain link: the
        materials that link sent and that are still where they went are marked
        M.FUSION_MATERIAL_OF = (cid, uid, n) of the Fusion Monster object, n the number of
        materials used; the record lasts while each material stays there, and is the Fusion
        Monster object's: once it leaves the field it is a new object, the record no longer
        its (a Fusion Monster turned face-down keeps it: it still was Fusion Summoned, the
        Edison-format rulings of Book of Moon). A Fusion Monster Special Summoned otherwise
        (Monster Reborn, a contact fusion, which is no Fusion Summon) has no record. Round 59i."""
        serial = self._link_serial
        kind = M.FUSION_MATERIAL_OF
        for ps in self.players:
            for pile in (ps.grave, ps.banished):
                for c in pile:
                    marks = c.marks
                    if marks is not None:
                        got = marks.get(kind)
                        if got is not None and got[0] == "sent" and got[2] == serial:
                            marks[kind] = (card.cid, card.uid, got[1])

    def extra_summon(self, card, player, kind, position=S.FACEUP_ATTACK, by=None):
        """Special Summon as the monster's proper summon (kind "fusion", "ritual"...); it
        counts as properly summoned. Returns True if it was summoned.

        A Fusion, Ritual or Synchro Summon made by chain link 1 is the last thing its chain does, so
        it can be negated like a summon (Solemn Judgment): its summon-negation window opens
        when the chain ends, and only then does it count as properly summoned and as
        "summoned" for triggers. Made by a later link, the chain still resolves and nothing
        can answer the summon (seed 000 §卡片效果特殊召喚)."""
        negatable = self._resolving and kind in ("fusion", "ritual", "synchro") and len(self.chain) == 1
        if not self.special_summon(card, player, position, by=by, kind=kind, announce=not negatable):
            return False
        if kind == "fusion" and C.FUSION_MATERIALS_KEPT in self._cont_tags_present and self._resolving:
            self._fusion_materials_bound(card)      # (round 59i: De-Fusion's "the materials used")
        if negatable:
            self._chain_summons.append(card)
        else:
            self._note_proper(card)
        return True

    def _chain_summon_window(self):
        """After the chain: the summon-negation window of the Fusion/Ritual Summons chain link
        1 made. Negated: the monsters are destroyed and the materials and Tributes stay used
        (seed 000 §大師規則1 2, the same for every summon method); otherwise they were
        properly summoned and their "summoned" triggers start."""
        cards = [c for c in self._chain_summons if c.location == S.MZONE]
        self._chain_summons = []
        if not cards:
            return
        yield from self._summoning_window(cards)
        negated = self._summon_negated_now()
        if negated:
            return
        for card in cards:
            if card.location != S.MZONE:
                continue
            self._note_proper(card)
            origin = S.HAND if "Ritual" in (card.data.kinds or ()) else S.EXTRA
            self._happen("summoned", card, kind="special", player=card.controller, origin=origin,
                         by=card.controller, how=card.history[S.H_SUMMON_KIND])
        self._mark_batch()

    # ------------------------------------------------------------ Names
    def name_now(self, card):
        """The card's name now: its printed name, or, face-up in a Monster Zone, the last name
        a lasting L.NAME effect on this object gave it (Elemental HERO Prisma, until the End
        Phase). A face-down monster keeps its printed name (seed 000 §怪獸的表示形式), as does
        a card anywhere else; but a card whose script declares `NAME_AS` has that card's name
        everywhere, any way up (its name is always treated as it: Harpie Lady 1 as "Harpie
        Lady", a rule of the card, not an effect: no negation touches it). Read only while a
        card of the duel declares CHANGES_NAMES or NAME_AS (the "name" tag in
        `_cont_tags_present`): else the printed name at once."""
        if "name" in self._cont_tags_present:
            if card.location == S.MZONE and card.position in _FACE_UP:
                entry = self._name_entry(card)
                if entry is not None:
                    return entry.info["name"]
            script = card.script
            if script is not None and script.name_as:
                return self.source.data(script.name_as).name
        return card.data.name

    def name_code(self, card):
        """The passcode that names `card` now for a rule that reads a name as a passcode (a
        lock "cannot activate cards with that name", "you can only control 1"): the `NAME_AS`
        of its script (Harpie Lady 1: "Harpie Lady"), else the main passcode of its printed
        name (`alias`: alternate artworks), else its own. (A name an effect gives a face-up
        monster, Prisma's, has no passcode of its own here: read `name_now` for it.)"""
        script = card.script
        if script is not None and script.name_as:
            return script.name_as
        data = card.data
        return data.alias or data.code

    def _name_entry(self, card):
        """The last lasting L.NAME entry on this object (timestamp order: the last wins), or
        None. Once the monster has left the field it is another object (a new uid), and the
        entry ends with its duration, or when the monster is turned face-down (actions.py
        `change_position` ends the entries of `_APPLIED_TO_FACE_UP`)."""
        uid = card.uid
        found = None
        for entry in self.lingering:
            if entry.tag == "name" and entry.uid == uid:
                found = entry
        return found

    def facts_now(self, card):
        """The card's data as material tests read it now (`data_now`: its Type and Attribute
        now), with the name an effect gave it and that name's archetypes (`NameNow`) while it
        has one."""
        data = self.data_now(card)
        if "name" in self._cont_tags_present:
            if card.location == S.MZONE and card.position in _FACE_UP:
                entry = self._name_entry(card)
                if entry is not None:
                    return NameNow(data, entry.info["name"], entry.info["series"])
            script = card.script
            if script is not None and script.name_as:
                # (its name is always that card's, in every place: Harpie Lady 1 as a "Harpie
                # Lady" material in the hand too; it keeps its own archetypes and gains the name's)
                model = self.source.data(script.name_as)
                own = data.series       # (a tuple, () for none)
                return NameNow(data, model.name, own + tuple(s for s in model.series if s not in own))
        return data

    def listed_materials(self, fusion):
        """The monster names `fusion`'s material line lists by card name (`listed_material_names`)."""
        return listed_material_names(fusion.data)

    def take_name(self, card, model, until, player, source):
        """`card`, face-up in a Monster Zone, is treated as a card named as `model` (a card,
        or a card's data: its printed name and the archetypes that name carries) for `until` (a lasting L.NAME
        entry on the object: `_name_entry`); logged as
        the public event `name_change`. Returns whether it took the name (not face-up on the
        field: nothing)."""
        if "name" not in self._cont_tags_present:
            raise ValueError("card %s changes a monster's name, but its script does not declare "
                             "CHANGES_NAMES = True (the engine reads names now only then)" % (source,))
        if card.location != S.MZONE or card.position not in _FACE_UP:
            return False
        data = model.data if hasattr(model, "data") else model     # a card, or a card's data
        self.start_lasting("name", until, card=card, source=source, counted_from=player,
                           name=data.name, series=tuple(data.series or ()))
        self._emit({"type": "name_change", "player": player, "uid": card.uid, "name": card.data.name,
                    "to": data.name, "until": until.kind})
        return True

    # ------------------------------------------------------------ Levels
    def _level_now(self, card, base):
        """A face-up monster's Level on the field: its printed Level (or the last "becomes
        Level N" on it: Gagaga Magician) plus the Level changes that apply to it (lasting
        L.LEVEL entries on this object: Star Changer; continuous
        C.LEVEL effects, value(ctx, card) -> change: Synchro Boost, Demotion, except those of a
        card type the monster is unaffected by: engine/unaffected.py), never below 1.
        Xyz and Link Monsters have no Level to change (seed 004 §XYZ怪兽没有等级)."""
        if not has_level(card.data):
            return 0
        delta = 0
        for entry in self.lingering:
            if entry.tag == "level" and entry.uid == card.uid:
                if entry.info.get("becomes") is not None:
                    base, delta = entry.info["becomes"], 0    # "becomes Level N": later changes add to it
                else:
                    delta += entry.info["delta"]
        if "level" in self._cont_tags_present:
            for source, effect in self._applying("level"):
                ctx = E.Ctx(self, source, effect, source.controller)
                if effect.affects is None or effect.affects(ctx, card):
                    if "unaffected_by" in self._cont_tags_present and \
                            U.unaffected(self, card, card_type_now(source), source.controller):
                        continue    # (round 57k: Torpedo Fish keeps its Level under A Legendary Ocean)
                    delta += effect.value(ctx, card)
        level = base + delta
        return level if level > 1 else 1     # (= max(1, level): no builtin call)

    def has_level(self, card):
        """Does this monster have a Level? (Xyz and Link Monsters do not.)"""
        return has_level(card.data)

    def link_would_destroy(self, link):
        """Would this chain link's activation destroy a card on the field? Its effect says
        so (`Effect.destroys`: True, or a function of the link's Ctx)."""
        card = self.cards[link.cid]
        if card.script is None:
            return False
        effect = card.script.effects[link.effect]
        flag = effect.destroys
        if callable(flag):
            return bool(flag(E.Ctx(self, card, effect, link.player, link=link)))
        return bool(flag)

    def _banished_on_leaving(self, card):
        """A lasting "banish it when it leaves the field" on this object (Plaguespreader
        Zombie, Quillbolt Hedgehog): wherever it would go, it is banished instead."""
        for entry in self.lingering:
            if entry.tag == "banish_on_leave" and entry.uid == card.uid:
                return True
        return False

    # ------------------------------------------------------------ Synchro
    def _extra_deck_options(self, player, options):
        """Main Phase menu: Extra Deck monsters summoned by their own procedure (contact
        fusions: seed 000 §融合召喚, a Fusion Monster that needs no Polymerization), and
        Synchro Summons (seed 000 §同調召喚, §大師規則1 【シンクロ召喚】) of the Synchro Monsters in
        `player`'s Extra Deck whose materials are on the field."""
        if "no_special_summon" in self._cont_tags_present and self.special_summon_barred(player):
            return      # (round 58z) Jowgen the Spiritualist: own procedures, contact Fusions, Synchros
        if self._any_scripts and not self._summon_lock(player):
            self._extra_proc_options(player, options)
        if "Synchro" not in self.rules.extra_deck_kinds or self._summon_lock(player):
            return
        seen = set()
        for card in self.players[player].extra:
            if card.data.code in seen or "Synchro" not in (card.data.kinds or ()):
                continue
            if synchro_spec(card.data) is None or not self._synchro_summonable(card):
                continue
            if self._synchro_sets_exist(card, player):
                seen.add(card.data.code)
                options.append(Option(len(options), "synchro_summon", card.uid, card.data.name))

    def _extra_proc_options(self, player, options):
        seen = set()
        for card in self.players[player].extra:
            script = card.script
            if script is None or E.SUMMON_PROC not in script.by_kind or card.data.code in seen:
                continue
            if not any(k in self.rules.extra_deck_kinds for k in card.data.kinds if k in LIMITED_KINDS):
                continue
            for effect in script.by_kind[E.SUMMON_PROC]:
                if S.EXTRA not in effect.range:
                    continue
                ctx = E.Ctx(self, card, effect, player)
                if effect.condition is None or effect.condition(ctx):
                    seen.add(card.data.code)
                    options.append(Option(len(options), "special_summon", card.uid, card.data.name,
                                          effect=effect.index))
                    break

    def _synchro_summonable(self, card):
        """A Synchro Monster that its own text forbids to Special Summon (SUMMON_CONDITION
        "never") or to Synchro Summon (CANNOT_BE_SYNCHRO_SUMMONED: seed 000 §大師規則1 "有一些
        同調怪獸不能被同調召喚"; it may still come out another way its text gives) has no
        Synchro Summon, neither by the rules' procedure nor by an effect's."""
        script = card.script
        return script is None or (script.summon_condition != "never" and
                                  not getattr(script.module, "CANNOT_BE_SYNCHRO_SUMMONED", False))

    def can_be_synchro_material(self, card):
        """A face-up monster with a Level (Tokens allowed): Xyz and Link Monsters have no
        Level (seed 004 §XYZ怪兽没有等级: not Synchro Material); a monster whose own text
        (CANNOT_BE_SYNCHRO_MATERIAL) or an applying effect (C.NOT_SYNCHRO_MATERIAL) says it
        cannot be Synchro Material is not. The text's restriction is no effect (効果外テキスト,
        as a summon condition): negating the monster's effects (Skill Drain) does not lift it
        (yugioh-wiki 《ガガガマジシャン》, 「シンクロ素材」)."""
        if card.location != S.MZONE or not card.face_up or not has_level(card.data) or self.level(card) <= 0:
            return False
        script = card.script
        if script is not None and getattr(script.module, "CANNOT_BE_SYNCHRO_MATERIAL", False):
            return False
        if "not_synchro_material" in self._cont_tags_present:
            for source, effect in self._applying("not_synchro_material"):
                if effect.affects is None or effect.affects(E.Ctx(self, source, effect, source.controller), card):
                    return False
        return True

    def tuner_now(self, card):
        """Is `card` a Tuner now: a Tuner by its card, or a face-up monster in a Monster Zone
        that a continuous `tuner` effect treats as one (seed 000 §同調召喚: "the monsters used
        must be 1 Tuner ..."; an effect may treat a non-Tuner as a Tuner). Asked of the tag's
        effects only while a card of the duel has one."""
        if "Tuner" in (card.data.kinds or ()):
            return True
        if "tuner" not in self._cont_tags_present or card.location != S.MZONE or not card.face_up:
            return False
        for source, effect in self._applying("tuner"):
            if effect.affects is None or effect.affects(new_ctx(self, source, effect, source.controller), card):
                return True
        return False

    def _synchro_materials(self, player):
        """The monsters `player` controls that may be Synchro Material."""
        return [c for c in self.monsters(player) if self.can_be_synchro_material(c)]

    def _synchro_sets(self, card, player, limit=None, using=None):
        """Material sets for `card` (lists of monsters): face-up monsters whose Levels total
        the Synchro Monster's Level exactly, filling every part of its material line (1
        Tuner + non-Tuners, every non-Tuner meeting the non-Tuner condition: seed 000
        §同調召喚; or the Tuners, named monsters... other lines ask), that leave it a zone.
        `using`: only sets that include that monster (an effect's "using this card")."""
        spec = synchro_spec(card.data)
        pool = self._synchro_materials(player)
        if using is not None and using not in pool:
            return []

        def accept(combo):
            return (using is None or using in combo) and self._may_summon_here(card, player, combo)
        return synchro_material_sets(self, spec, pool, card.data.level or 0, limit=limit, accept=accept)

    def _synchro_sets_exist(self, card, player):
        return bool(self._synchro_sets(card, player, limit=1))

    def synchro_targets(self, player, using=None):
        """The Synchro Monsters in `player`'s Extra Deck that could be Synchro Summoned now
        with monsters `player` controls (including `using`, if given): the rules know Synchro
        Monsters, no lock, a line the engine reads, a set of materials and a zone."""
        if "Synchro" not in self.rules.extra_deck_kinds or self._summon_lock(player):
            return []
        if "no_special_summon" in self._cont_tags_present and self.special_summon_barred(player):
            return []       # (round 58z) Jowgen the Spiritualist
        out = []
        for card in self.players[player].extra:
            if "Synchro" not in (card.data.kinds or ()) or synchro_spec(card.data) is None:
                continue
            if self._synchro_summonable(card) and self._synchro_sets(card, player, limit=1, using=using):
                out.append(card)
        return out

    def _choose_synchro_materials(self, card, player, sets):
        """Generator: the player chooses the materials of one of `sets`: the Tuner first
        when the line asks 1 Tuner + non-Tuners, then one monster at a time among those
        that still complete a set (Levels total exactly, so no set holds another)."""
        spec = synchro_spec(card.data)
        picked = []
        if spec.classic:
            tuners = []
            for combo in sets:
                for c in combo:
                    if self.tuner_now(c) and c not in tuners:
                        tuners.append(c)
            tuner = tuners[0]
            if len(tuners) > 1:
                tuner = yield from self._pick_card(player, tuners, "Synchro Summon %s: choose the Tuner"
                                                   % card.data.name)
            sets = [combo for combo in sets if tuner in combo]
            picked = [tuner]
        while True:
            fitting = [combo for combo in sets if all(c in combo for c in picked)]
            if any(len(combo) == len(picked) for combo in fitting):
                break                           # picked is a whole set
            if len(fitting) == 1:
                picked = [c for c in fitting[0] if c in picked] + [c for c in fitting[0] if c not in picked]
                break                           # one set left: nothing to choose
            left = []
            for combo in fitting:
                for c in combo:
                    if c not in picked and c not in left:
                        left.append(c)
            what = "a non-Tuner" if spec.classic else "a material"
            chosen = left[0] if len(left) == 1 else (yield from self._pick_card(
                player, left, "Synchro Summon %s: choose %s (Levels so far %d of %d)"
                % (card.data.name, what, sum(self.level(c) for c in picked), card.data.level)))
            picked.append(chosen)
        return picked

    def _ask_summon_position(self, player, card, how):
        """Generator: face-up Attack or face-up Defense Position, the summoning player's
        choice (seed 000 §特殊召喚); `how` names the summon in the question ("Synchro")."""
        pick = yield self._ask(player, "option", "%s Summon %s in which position?" % (how, card.data.name),
                               [Option(0, "option", name="Attack Position"),
                                Option(1, "option", name="Defense Position")])
        return S.FACEUP_ATTACK if pick.id == 0 else S.FACEUP_DEFENSE

    def _send_synchro_materials(self, card, player, sets):
        """Generator: `player` chooses the materials among `sets` and sends them to the GY as
        Synchro Material (one batch); returns the position chosen for `card`."""
        materials = yield from self._choose_synchro_materials(card, player, sets)
        for material in materials:
            self._move(material, S.GRAVE, material.owner, "synchro_material", player)
        self._mark_batch()
        position = yield from self._ask_summon_position(player, card, "Synchro")
        return position

    def _synchro_proc(self, card):
        """Synchro Summon (not a chain link): choose the materials (the Tuner first, then the
        non-Tuners one by one, only those that can still complete a set), send them to the
        GY, then Special Summon the Synchro Monster face-up in Attack or Defense Position. A
        summon negation destroys it; the materials stay used and it was never Synchro
        Summoned (seed 000 §大師規則1 2)."""
        tp = self.turn_player
        self.stage = S.STAGE_TURN
        position = yield from self._send_synchro_materials(card, tp, self._synchro_sets(card, tp))
        # (the zone choice, engine/zones.py, written out: no generator without a question)
        zones = self.summon_zones(card, tp, S.EXTRA)
        if len(zones) > 1 and self.rules.choose_zones:
            zone = yield from self.ask_zone(card, tp, S.MZONE, zones)
        else:
            zone = zones[0] if zones else None
        self.special_summon(card, tp, position, by=tp, kind="synchro", announce=False, seq=zone)
        yield from self._summoning_window([card])
        negated = self._summon_negated_now()
        if not negated:
            self._note_proper(card)
            self._happen("summoned", card, kind="special", player=tp, origin=S.EXTRA, by=tp, how="synchro")
            yield from self._window("summoned", first=AFTER_SUMMON)
        self.stage = S.STAGE_MAIN

    def synchro_summon_by_effect(self, player, using=None, flt=None):
        """Generator: a Synchro Summon an effect makes ("Synchro Summon using monsters you
        control", possibly in the opponent's turn: Formula Synchron). `player` chooses a
        Synchro Monster of `synchro_targets(player, using)` that passes flt(card), its
        materials (including `using`), which go to the GY as Synchro Material, and its
        position; it is Synchro Summoned (a proper summon: its revive limit is met). Made
        for chain link 1, its summon can be negated when the chain ends (`extra_summon`).
        Returns the monster, or None when there was none to summon."""
        targets = [c for c in self.synchro_targets(player, using) if flt is None or flt(c)]
        if not targets:
            return None
        card = targets[0] if len(targets) == 1 else (yield from self._pick_card(
            player, targets, "Synchro Summon which Synchro Monster?"))
        position = yield from self._send_synchro_materials(
            card, player, self._synchro_sets(card, player, using=using))
        if self.extra_summon(card, player, "synchro", position, by=player):
            return card
        return None

    def _pick_card(self, player, cards, prompt):
        options = [Option(i, "select", c.uid, self._name_for(c, player)) for i, c in enumerate(cards)]
        pick = yield self._ask(player, "select", prompt, options)
        return cards[pick.id]


# ------------------------------------------------------------------ Synchro material lines
def has_level(data):
    """Does this monster have a Level at all? Xyz Monsters have a Rank and Link Monsters a
    Link Rating instead (seed 004 §XYZ怪兽没有等级)."""
    kinds = data.kinds or ()
    return data.card_type == "Monster" and "Xyz" not in kinds and "Link" not in kinds and bool(data.level)


def is_tuner(data):
    return "Tuner" in (data.kinds or ())


TUNER, NON_TUNER, ANY = "tuner", "non-tuner", "any"


class SynchroSlot(object):
    """One part of a Synchro Monster's material line: `fewest`..`most` monsters of a `role`
    (TUNER: Tuners; NON_TUNER: monsters that are no Tuner; ANY: the line does not say, so
    a Tuner fits too: "1 Tuner + 1 or more EARTH monsters") that pass `quals`; `name`: the
    material is that card ('"Junk Synchron"'; a name taken by an effect does not count, seed
    000 【チューナーモンスター】); `synchro`: "Synchro Monster(s)"; `including`: quals that at
    least one of them must pass ("including a Dragon-Type Synchro Monster")."""

    __slots__ = ("role", "quals", "fewest", "most", "name", "synchro", "including", "text")

    def __init__(self, role, quals, fewest, most, name=None, synchro=False, including=None, text=""):
        self.role, self.quals, self.fewest, self.most = role, quals, fewest, most
        self.name, self.synchro, self.including, self.text = name, synchro, including, text

    def fits(self, duel, card):
        data = card.data
        tuner = is_tuner(data) if duel is None else duel.tuner_now(card)
        if self.role == TUNER and not tuner or self.role == NON_TUNER and tuner:
            return False
        if self.name is not None and data.name != self.name:
            return False
        if self.synchro and "Synchro" not in (data.kinds or ()):
            return False
        return _quals_ok(duel, card, self.quals)

    def describe(self):
        """(role, name, quals, synchro, fewest, most): what the slot asks, as plain data."""
        return (self.role, self.name, self.quals, self.synchro, self.fewest, self.most)

    def __repr__(self):
        return "<SynchroSlot %s %d..%d>" % (self.text, self.fewest, self.most)


class SynchroSpec(object):
    """A Synchro Monster's material line, read: its SynchroSlots, each filled by different
    monsters (seed 000 §同調召喚: every non-Tuner must meet the non-Tuner condition). A line
    that offers two ways ("2 or more Tuners or 1 Tuner Synchro Monster + ...") has one list
    of slots per way (`alternatives`); `slots` is the first."""

    __slots__ = ("alternatives",)

    def __init__(self, alternatives):
        self.alternatives = alternatives

    @property
    def slots(self):
        return self.alternatives[0]

    def describe(self):
        """The slots as plain data (a list of them per way when there are several)."""
        out = [[slot.describe() for slot in slots] for slots in self.alternatives]
        return out[0] if len(out) == 1 else out

    @property
    def classic(self):
        """1 Tuner + non-Tuners: the Tuner is chosen first."""
        return len(self.alternatives) == 1 and sum(1 for s in self.slots if s.role == TUNER) == 1 and \
            [s.fewest for s in self.slots if s.role == TUNER] == [1] and \
            all(s.role == NON_TUNER or s.role == TUNER and s.most == 1 for s in self.slots)


def _quals_ok(duel, card, quals):
    data = card.data
    for kind, value in quals:
        if kind == "attribute" and duel.attribute(card) not in value:     # (the Attribute now)
            return False
        if kind == "frame" and value not in (data.kinds or ()):
            return False
        if kind == "race" and duel.race(card) != value:
            return False
        if kind == "series" and value not in (data.series or ()):
            return False
        if kind == "level" and duel.level(card) != value:
            return False
        if kind == "original" and (data.atk, data.defense) != value:
            return False
    return True


# the Synchro reader's words (Beast-Warrior before Beast: the regex takes the first that fits);
# named apart from the Fusion reader's RACES/FRAMES above, which they must not shadow
_SYNCHRO_RACES = ("Aqua", "Beast-Warrior", "Beast", "Creator God", "Cyberse", "Dinosaur", "Divine-Beast",
                  "Dragon", "Fairy", "Fiend", "Fish", "Illusion", "Insect", "Machine", "Plant", "Psychic",
                  "Pyro", "Reptile", "Rock", "Sea Serpent", "Spellcaster", "Thunder", "Warrior",
                  "Winged Beast", "Wyrm", "Zombie")
_SYNCHRO_FRAMES = ("Normal", "Effect", "Pendulum", "Gemini")

_ATTR = "(?:%s)" % "|".join(ATTRIBUTES)
_QUAL = re.compile(r'\s*(?:(%s(?: or %s)?)\b|"([^"]+)"|Level (\d+)\b|(%s)(?:-Type)?\b|(%s)\b)'
                   % (_ATTR, _ATTR, "|".join(re.escape(r) for r in _SYNCHRO_RACES), "|".join(_SYNCHRO_FRAMES)))


def _read_quals(text):
    """Qualifiers before "Tuner" / "monster(s)": Attributes ("DARK", "LIGHT or DARK"), Types
    ("Dragon-Type" or "Dragon"), archetypes ('"Gusto"'), "Level N", frames ("Normal",
    "Pendulum"). Returns (quals, rest): rest is what was not understood."""
    quals = []
    pos = 0
    while True:
        match = _QUAL.match(text, pos)
        if match is None or match.end() == pos:
            break
        attribute, series, level, race, frame = match.groups()
        if attribute:
            quals.append(("attribute", tuple(attribute.split(" or "))))
        elif series:
            quals.append(("series", series))
        elif level:
            quals.append(("level", int(level)))
        elif race:
            quals.append(("race", race))
        else:
            quals.append(("frame", frame))
        pos = match.end()
    return quals, text[pos:].strip()


_COUNTED = re.compile(r"^(\d+)( or more|\+)? (.*)$")
_TUNER_PART = re.compile(r"^(.*?)\bTuners?( Synchro Monsters?)?$")
_NON_TUNER_PART = re.compile(r"^(.*?)\bnon-Tuner (.*?)\b(monsters?|Synchro Monsters?|Monsters?)$")
_ANY_PART = re.compile(r"^(.*?)\b(monsters?|Synchro Monsters?)$")
_ORIGINAL = re.compile(r" with (\d+) original ATK & DEF$")
_INCLUDING = re.compile(r", including an? (.*?)\b(monster|Synchro Monster)$")


def _read_synchro_part(part, first):
    """One " + " part of a Synchro material line -> SynchroSlot, or None if not understood.
    A bare name is the Tuner when it comes first ('"Junk Synchron" + ...'), else a material
    of that name ('1 Tuner + "Power Tool Dragon"')."""
    part = part.strip()
    named = _NAMED.fullmatch(part)
    if named:
        return SynchroSlot(TUNER if first else ANY, [], 1, 1, name=named.group(1), text=part)
    counted = _COUNTED.match(part)
    if counted is None:
        return None
    fewest = int(counted.group(1))
    most = 99 if counted.group(2) else fewest
    rest = counted.group(3)
    extra_quals = []
    including = None
    inc = _INCLUDING.search(rest)
    if inc:
        inc_quals, left = _read_quals(inc.group(1))
        if left:
            return None
        including = (inc_quals, inc.group(2).startswith("Synchro"))
        rest = rest[:inc.start()]
    orig = _ORIGINAL.search(rest)
    if orig:
        value = int(orig.group(1))
        extra_quals.append(("original", (value, value)))
        rest = rest[:orig.start()]
    match = _NON_TUNER_PART.match(rest)
    if match:
        before, left1 = _read_quals(match.group(1))
        after, left2 = _read_quals(match.group(2))
        if left1 or left2:
            return None
        return SynchroSlot(NON_TUNER, before + after + extra_quals, fewest, most,
                           synchro=match.group(3).startswith("Synchro"), including=including, text=part)
    match = _TUNER_PART.match(rest)
    if match:
        quals, left = _read_quals(match.group(1))
        if left or including is not None:
            return None
        return SynchroSlot(TUNER, quals + extra_quals, fewest, most, synchro=bool(match.group(2)), text=part)
    match = _ANY_PART.match(rest)
    if match and not first:
        quals, left = _read_quals(match.group(1))
        if left:
            return None
        return SynchroSlot(ANY, quals + extra_quals, fewest, most, synchro=match.group(2).startswith("Synchro"),
                           including=including, text=part)
    return None


def synchro_spec(data):
    """The SynchroSpec of a Synchro Monster's material line ("1 Tuner + 1 or more non-Tuner
    monsters", '"Junk Synchron" + 1 or more non-Tuner monsters', "1 DARK Tuner + 1 non-Tuner
    monster", "2 Tuners + 1 non-Tuner monster", '1 Tuner + "Power Tool Dragon"', "2 or more
    Tuners", "1 Tuner + 1 or more EARTH monsters", "..., including a Dragon-Type Synchro
    Monster"...); None for a line it cannot read (that monster has no Synchro Summon here):
    alternatives ("2 or more Tuners or 1 Tuner Synchro Monster + ...")."""
    line = data.materials or ""
    if line not in _SYNCHRO_SPECS:
        _SYNCHRO_SPECS[line] = _read_line(line.strip().rstrip("."))
    return _SYNCHRO_SPECS[line]


_SYNCHRO_SPECS = {}     # material line -> SynchroSpec or None (a pure function of the text)


def _read_line(line):
    if not line:
        return None
    ways = [[]]
    for i, part in enumerate(line.split(" + ")):
        options = []
        for choice in re.split(r" or (?=\d)", part):      # "2 or more Tuners or 1 Tuner Synchro Monster"
            slot = _read_synchro_part(choice, i == 0)
            if slot is None:
                return None
            options.append(slot)
        ways = [way + [slot] for way in ways for slot in options]
    if not all(any(s.role == TUNER for s in way) for way in ways):
        return None          # seed 000 §同調召喚: a Synchro Summon always has a Tuner
    return SynchroSpec(ways)


def synchro_material_sets(duel, spec, pool, need, limit=None, accept=None):
    """Every set of monsters in `pool` that fills the slots of `spec` (each monster once)
    with Levels totalling `need` exactly and passes accept(set) (when given): lists in pool
    order, each set once; at most `limit` of them."""
    order = {id(c): i for i, c in enumerate(pool)}
    levels = {id(c): duel.level(c) for c in pool}
    seen = set()
    out = []
    for slots in spec.alternatives:
        _synchro_sets_of(duel, slots, pool, need, limit, accept, order, levels, seen, out)
    return out


def _synchro_sets_of(duel, slots, pool, need, limit, accept, order, levels, seen, out):
    fitting = [[c for c in pool if slot.fits(duel, c)] for slot in slots]

    def rec(i, used, total, chosen):
        if limit is not None and len(out) >= limit:
            return
        if i == len(slots):
            if total == need:
                key = frozenset(id(c) for c in chosen)
                if key not in seen:
                    seen.add(key)
                    combo = sorted(chosen, key=lambda c: order[id(c)])
                    if accept is None or accept(combo):
                        out.append(combo)
            return
        slot = slots[i]
        candidates = [c for c in fitting[i] if id(c) not in used]
        for size in range(slot.fewest, min(slot.most, len(candidates)) + 1):
            for combo in _combinations(candidates, size):
                add = sum(levels[id(c)] for c in combo)
                if total + add > need:
                    continue
                if slot.including is not None:
                    quals, synchro = slot.including
                    if not any(_quals_ok(duel, c, quals) and (not synchro or "Synchro" in (c.data.kinds or ()))
                               for c in combo):
                        continue
                rec(i + 1, used | set(id(c) for c in combo), total + add, chosen + list(combo))
    rec(0, set(), 0, [])
