"""Effects as data (DESIGN §5; seed 000 §效果分類, §咒文速度; seed 004 §连锁和咒文速度).

A card script declares its effects with `Effect(...)`: the kind, when and where it
works, and up to four small callbacks. The engine (engine/chain.py) owns everything
else: legality, spell speed, chains, priority, costs before targets, LIFO resolution,
negation, trigger collection with SEGOC, missing the timing and the damage-step filter.

Callbacks receive a `Ctx` (see below):

    condition(ctx) -> bool          may it be activated now? (never changes state)
    can_pay(ctx) -> bool            can the cost be paid? (never changes state)
    cost(ctx)                       pays the cost; a generator when it asks questions
    target                          a Target spec (or a list of them), chosen by the engine
    resolve(ctx)                    does the effect; a generator when it asks questions

Spell speed follows from the kind (seed 000 §咒文速度): 1 for Normal, Equip, Field,
Continuous and Ritual Spells and for ignition, trigger and flip effects; 2 for
Quick-Play Spells, Normal and Continuous Traps and quick effects; 3 for Counter Traps.
"""

from duelist.engine import state as S
from duelist.engine.lasting import END_OF_TURN, while_here
from duelist.engine.lasting import EVER, while_face_up     # (round 57b)
from duelist.engine.names import C, EV, H, L, M, R

_FACE_UP = S.FACE_UP_POSITIONS     # Card.face_up, without the call
_MZONE = S.MZONE

# Effect kinds
ACTIVATE = "activate"        # the activation of a Spell/Trap Card
IGNITION = "ignition"        # monster effect started from the Main Phase menu
TRIGGER = "trigger"          # starts itself when its event happens
QUICK = "quick"              # a monster's quick effect (speed 2)
FLIP = "flip"                # a trigger on its own flip face-up
CONTINUOUS = "continuous"    # applies while its card is face-up on the field; never chains
WIN = "win"                  # a special victory condition, checked with the state checks
SUMMON_PROC = "summon_proc"  # a Special Summon by the card's own procedure (not a chain link)
STATE = "state"              # applied by the state checks when its condition holds; never chains
APPLY = "apply"              # applied when its event happens (a delayed effect, or a field card's own); never chains

# What a STATE effect's condition needs to hold (`Effect(STATE, needs=...)`): while it does
# not, the state checks skip the effect without a Ctx or a call
# (tests/engine/test_state_needs.py checks every declaration against a fresh call)
_NO_CARDS = ()      # (`Ctx.extra_deck_fusions` with none of the Level: shared, read-only)
NEEDS_CUT = "relations_cut"         # a relation from a card cut since the state checks last looked (ctx.lost_relations)
NEEDS_RESOLVED = "link_resolved"    # a chain link has just resolved (ctx.just_resolved is not None)
_NEEDS = (None, NEEDS_CUT, NEEDS_RESOLVED)


class FreeMonsterZones(object):
    """An activation condition that needs `count` free Main Monster Zones of the activating
    player, then `rest(ctx)` when given: a card script states it in a line,
    `activate(..., condition=FreeMonsterZones(4, rest))` (Scapegoat). Called, it is a
    condition like any other (the zones first, then `rest`); the response windows and the
    menus (chain.py `_response_options`) read `count` before anything else is asked of the
    activation, so while too few zones are free the candidate is passed by without a Ctx
    or a call (what refuses Scapegoat most: 3.5 a turn on Goat Control/Monarch). Those read
    only empty zones (a necessary test); called, it counts the zones a monster could be
    placed in, as `Ctx.free_monster_zone_count` does: a zone an effect blocks (Ojama King) is
    not one.
    tests/engine/test_free_zones_condition_r11c.py checks every ask against the plain one."""

    __slots__ = ("count", "rest")

    def __init__(self, count, rest=None):
        if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 5:
            raise ValueError("FreeMonsterZones(%r): the count is a number of Main Monster Zones, 1 to 5" % (count,))
        if rest is not None and not callable(rest):
            raise TypeError("FreeMonsterZones(%d, %r): the rest of the condition is a function of ctx" % (count, rest))
        self.count = count
        self.rest = rest

    def __call__(self, ctx):
        duel = ctx.duel
        if "blocked_zones" in duel._cont_tags_present:
            free = duel.free_mzone_count(ctx.player)    # (less the zones an effect blocks)
        else:
            free = duel.players[ctx.player].mzone.count(None)
        if free < self.count:
            return False
        return self.rest is None or self.rest(ctx)

    def __repr__(self):
        return "FreeMonsterZones(%d, %s)" % (self.count, getattr(self.rest, "__name__", self.rest))


# every phase of a turn, in order: `During(opponent=ALL_PHASES)` is "only during your opponent's turn"
ALL_PHASES = (S.PHASE_DRAW, S.PHASE_STANDBY, S.PHASE_MAIN1, S.PHASE_BATTLE, S.PHASE_MAIN2, S.PHASE_END)


class During(object):
    """An activation condition that holds only in the phases it names of its player's own
    turn (`own`) and of the opponent's turn (`opponent`), then `rest(ctx)` when given: a card
    script states its moment in a line, `condition=During(own=(S.PHASE_MAIN1, S.PHASE_MAIN2),
    opponent=(S.PHASE_BATTLE,), rest=...)` (Ultimate Offering), `During(opponent=ALL_PHASES,
    rest=...)` ("only during your opponent's turn": Ring of Destruction). Called, it is a
    condition like any other (the moment first, then `rest`); the response windows and the
    menus (chain.py `_response_options`) read the declared phases before anything else is
    asked of the activation, so at another moment the candidate is passed by without a Ctx or
    a call (what refuses Ultimate Offering most: 1.9 a turn on the starter decks).
    tests/engine/test_declared_moment_r12c.py checks every ask against the plain one,
    tests/cards/test_declared_moments_by_phase.py each declaring card phase by phase.

    `hand_monster=True`: and only while the player has a Monster Card in the hand, asked after
    the moment and before `rest` (an effect that Normal Summons or Sets "1 monster", always
    from the hand: Ultimate Offering); the windows walk the hand in place, without a Ctx or a
    call (what refuses Ultimate Offering most in its moment: 0.53 of its 1.0 asks a starter
    turn). tests/cards/test_ultimate_offering_needs_a_monster_in_hand_r27d.py.

    As the condition of a STATE effect (Swords of Revealing Light, Imperial Order's upkeep) it
    is the effect's declared moment: the state checks' whole-pass mark (actions.py
    `_state_check_pass`) holds the moments of the face-up ones, per turn player, and a check
    at another phase makes no pass while the key holds (round 28s)."""

    __slots__ = ("own", "opponent", "phases", "rest", "hand_monster")

    def __init__(self, own=(), opponent=(), rest=None, hand_monster=False):
        sets = []
        for whose, phases in (("own", own), ("opponent", opponent)):
            if isinstance(phases, str) or not isinstance(phases, (tuple, list, frozenset, set)) \
                    or any(p not in ALL_PHASES for p in phases):
                raise ValueError("During(%s=%r): the phases are a tuple of phase names, some of %s"
                                 % (whose, phases, ", ".join(ALL_PHASES)))
            sets.append(frozenset(phases))
        if not sets[0] and not sets[1]:
            raise ValueError("During(): no phase of either turn named: the condition could never hold")
        if rest is not None and not callable(rest):
            raise TypeError("During(rest=%r): the rest of the condition is a function of ctx" % (rest,))
        self.own, self.opponent = sets
        self.phases = (self.own, self.opponent)     # indexed by `player != turn player`
        self.rest = rest
        self.hand_monster = bool(hand_monster)

    def __call__(self, ctx):
        duel = ctx.duel
        if duel.phase not in self.phases[ctx.player != duel.turn_player]:
            return False
        if self.hand_monster:
            for card in duel.players[ctx.player].hand:
                if card.data.is_monster:
                    break
            else:
                return False
        return self.rest is None or self.rest(ctx)

    def __repr__(self):
        return "During(own=%s, opponent=%s, rest=%s%s)" % (
            tuple(p for p in ALL_PHASES if p in self.own), tuple(p for p in ALL_PHASES if p in self.opponent),
            getattr(self.rest, "__name__", self.rest), ", hand_monster=True" if self.hand_monster else "")


class Responding(object):
    """An activation condition that holds only in response to a chain link (`ctx.responding_to`
    is a link: "when a Spell Card is activated...", a Counter Trap's or a negating quick
    effect's moment), then `rest(ctx)`: a card script states it in a line,
    `condition=Responding(rest)` (Judgment of Anubis, Big Shield Gardna). Called, it is a
    condition like any other (a link to respond to first, then `rest`); the response windows
    and the menus (chain.py `_response_options`) pass the candidate by without a Ctx or a call
    while no chain is being built (what refuses Big Shield Gardna and Judgment of Anubis most:
    4 a turn on Gravekeeper/Burn). tests/engine/test_declared_moment_r12c.py checks every ask
    against the plain one."""

    __slots__ = ("rest",)

    def __init__(self, rest):
        if not callable(rest):
            raise TypeError("Responding(%r): the rest of the condition is a function of ctx" % (rest,))
        self.rest = rest

    def __call__(self, ctx):
        return ctx.responding_to is not None and self.rest(ctx)

    def __repr__(self):
        return "Responding(%s)" % getattr(self.rest, "__name__", self.rest)


class MonstersOnField(object):
    """An activation condition that needs at least `mine` monsters of the activating player on
    the field, `theirs` of the opponent and `either` of both together (any way up, as
    `Ctx.monsters` counts them), then `rest(ctx)` when given: what its targets or its cost
    cannot do without, stated in a line, `condition=MonstersOnField(mine=2, theirs=1)`
    (Two-Pronged Attack's three targets). Called, it is a condition like any other (the count
    first, then `rest`); the response windows and the menus (chain.py `_response_options`) ask
    `lacking` before anything else is asked of the activation, so while too few monsters are
    there the candidate is passed by without a Ctx or a call to the card. The count must follow
    from the card's own checks (never refuse what they would allow), and pays only where it
    refuses often: a card asked in every window while its count holds pays it twice (the
    pass-by and the call; round 12t of docs/performance.md).
    tests/engine/test_declared_moment_r12c.py checks every ask against the plain one."""

    __slots__ = ("mine", "theirs", "either", "rest")

    def __init__(self, mine=0, theirs=0, either=0, rest=None):
        for name, count in (("mine", mine), ("theirs", theirs), ("either", either)):
            if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= 7:
                raise ValueError("%s(%s=%r): a count of monsters, 0 to 7" % (type(self).__name__, name, count))
        if not mine and not theirs and not either:
            raise ValueError("%s(): no count given: the condition would always hold" % type(self).__name__)
        if rest is not None and not callable(rest):
            raise TypeError("%s(rest=%r): the rest of the condition is a function of ctx" % (type(self).__name__, rest))
        self.mine = mine
        self.theirs = theirs
        self.either = either
        self.rest = rest

    def lacking(self, duel, player):
        """Fewer monsters on the field than the counts need, for `player` (no Ctx needed).
        (= the lengths of `duel.monsters` of each side, counted without making the lists)"""
        players = duel.players
        mine = players[player].mzone
        theirs = players[1 - player].mzone
        n_mine = len(mine) - mine.count(None)
        n_theirs = len(theirs) - theirs.count(None)
        emz = duel.emz
        if emz:
            for c in emz:       # (the Extra Monster Zones: whoever controls each monster there)
                if c is not None:
                    if c.controller == player:
                        n_mine += 1
                    else:
                        n_theirs += 1
        return n_mine < self.mine or n_theirs < self.theirs or n_mine + n_theirs < self.either

    def __call__(self, ctx):
        if self.lacking(ctx.duel, ctx.player):
            return False
        return self.rest is None or self.rest(ctx)

    def __repr__(self):
        return "%s(mine=%d, theirs=%d, either=%d, rest=%s)" % (
            type(self).__name__, self.mine, self.theirs, self.either, getattr(self.rest, "__name__", self.rest))


class MonstersInGrave(MonstersOnField):
    """An activation condition that needs at least `mine` Monster Cards in the activating
    player's GY, `theirs` in the opponent's and `either` in both together, then `rest(ctx)`:
    `condition=MonstersInGrave(mine=1)` (Rite of Spirit, whose target is a monster in your
    GY). Read as `MonstersOnField` is (chain.py `_response_options` asks `lacking` first and
    passes the candidate by without a Ctx or a call to the card); the counts are the ones each
    PlayerState keeps (`grave_monsters`, round 13k), so the pass-by walks no GY."""

    __slots__ = ()

    def lacking(self, duel, player):
        """Fewer Monster Cards in the GYs than the counts need, for `player` (no Ctx needed):
        read from the counts each PlayerState keeps (`grave_monsters`, kept by duel.py
        `_place` / `_remove`; duelist/testing/invariants.py recounts them)."""
        players = duel.players
        n_mine = players[player].grave_monsters
        if n_mine < self.mine:
            return True
        n_theirs = players[1 - player].grave_monsters
        return n_theirs < self.theirs or n_mine + n_theirs < self.either


class _KeptFact(object):
    """What `AttributeOnField`, `SeriesInGrave` and `NamedOnField` share: a fact of the duel
    the engine keeps (asked by `lacking(duel, player)`), then `rest(ctx)` when given. Called,
    it is a condition like any other (the fact first, then `rest`)."""

    __slots__ = ("rest",)

    def _set_rest(self, rest):
        if rest is not None and not callable(rest):
            raise TypeError("%s(rest=%r): the rest of the condition is a function of ctx" % (type(self).__name__, rest))
        self.rest = rest

    def __call__(self, ctx):
        if self.lacking(ctx.duel, ctx.player):
            return False
        return self.rest is None or self.rest(ctx)


class AttributeOnField(_KeptFact):
    """An activation condition that needs a monster of the activating player's (any way up,
    in a Main or an Extra Monster Zone) whose printed card is a Monster Card of the Attribute
    `attribute`, then `rest(ctx)` when given: what a cost or a target needs before anything
    else about the monster, stated in a line: `condition=AttributeOnField("DARK")` (Deck
    Devastation Virus, whose cost Tributes a DARK monster with 2000 or more ATK: the script
    reads the printed Attribute, then the ATK the monster has now). Called, it is a condition
    like any other (the Attribute first, then `rest`); the response windows and the menus
    (chain.py `_response_options`) read the answer the engine keeps, the printed Attributes of
    the Monster Cards each player controls (chain.py `_monster_attributes`, kept in
    `Duel._phase_cards[4:6]` while `_field_version` holds: a monster enters or leaves a Monster
    Zone, or changes controller, only through code that bumps it), so while the player controls
    no such monster the candidate is passed by without a Ctx, a call or a walk. The
    Attribute must follow from the card's own checks (never refuse what they would allow):
    the kept Attributes are the printed ones, so while a card of the duel can change an
    Attribute (C.ATTRIBUTE, `Duel.attribute`) the fact refuses nothing.
    tests/engine/test_declared_attribute_r19b.py checks every ask against the plain one."""

    __slots__ = ("attribute",)

    def __init__(self, attribute, rest=None):
        if attribute not in _ATTRIBUTES:
            raise ValueError("AttributeOnField(%r): an Attribute, one of %s" % (attribute, ", ".join(_ATTRIBUTES)))
        self.attribute = attribute
        self._set_rest(rest)

    def lacking(self, duel, player):
        """No Monster Card of the Attribute among `player`'s monsters (no Ctx needed): the
        engine's kept answer when current, else made (and kept) now."""
        known = duel._phase_cards
        attributes = known[5] if known[4] == duel._field_version else duel._monster_attributes()
        return self.attribute not in attributes[player]

    def __repr__(self):
        return "AttributeOnField(%r, %s)" % (self.attribute, getattr(self.rest, "__name__", self.rest))


ATTRIBUTES = _ATTRIBUTES = ("DARK", "LIGHT", "EARTH", "WATER", "FIRE", "WIND", "DIVINE")


class SeriesInGrave(_KeptFact):
    """An activation condition that needs a Monster Card of the archetype `series` (as the
    card data lists it: `data.series`) in the activating player's GY, then `rest(ctx)` when
    given: what a target in your GY needs before anything else about it, stated in a line:
    `condition=SeriesInGrave("Gravekeeper's")` (Rite of Spirit, whose target is a
    Gravekeeper's monster in your GY). Called, it is a condition like any other (the GY
    first, then `rest`); the response windows and the menus (chain.py `_response_options`)
    read the archetypes of the Monster Cards of each GY that the engine keeps while the piles
    are as they were (chain.py `_grave_series`, `Duel._phase_cards[6:8]`, keyed by
    `_pile_version`), so while the player's GY holds no such monster the candidate is passed
    by without a Ctx, a call or a walk.
    tests/engine/test_declared_attribute_r19b.py checks every ask against the plain one."""

    __slots__ = ("series",)

    def __init__(self, series, rest=None):
        if not isinstance(series, str) or not series:
            raise ValueError("SeriesInGrave(%r): an archetype's name" % (series,))
        self.series = series
        self._set_rest(rest)

    def lacking(self, duel, player):
        """No Monster Card of the archetype in `player`'s GY (no Ctx needed): the engine's
        kept answer when current, else made (and kept) now."""
        known = duel._phase_cards
        series = known[7] if known[6] == duel._pile_version else duel._grave_series()
        return self.series not in series[player]

    def __repr__(self):
        return "SeriesInGrave(%r, %s)" % (self.series, getattr(self.rest, "__name__", self.rest))


class NamedOnField(_KeptFact):
    """An activation condition that needs a monster on the field (either player's, any way
    up, in a Main or an Extra Monster Zone) whose printed passcode, or the passcode its name
    stands for (`alias`), is `code`, then `rest(ctx)` when given: "only while "Lord of D." is
    face-up on the field", stated in a line, `condition=NamedOnField(LORD_OF_D, rest)` (The
    Flute of Summoning Dragon: the rest asks that it is face-up). Called, it is a condition
    like any other (the name first, then `rest`); the response windows and the menus (chain.py
    `_response_options`) read the passcodes the engine keeps while the field is as it was
    (chain.py `_monster_codes`, `Duel._phase_cards[8:10]`), so while no such monster is on the
    field the candidate is passed by without a Ctx, a call or a walk.
    tests/engine/test_declared_attribute_r19b.py checks every ask against the plain one."""

    __slots__ = ("code",)

    def __init__(self, code, rest=None):
        if not isinstance(code, int) or isinstance(code, bool) or code <= 0:
            raise ValueError("NamedOnField(%r): a passcode" % (code,))
        self.code = code
        self._set_rest(rest)

    def lacking(self, duel, player=None):
        """No monster with the passcode on the field (no Ctx needed): the engine's kept
        answer when current, else made (and kept) now."""
        if "name" in duel._cont_tags_present:
            return False    # (a name may be changed: the kept printed passcodes say nothing)
        known = duel._phase_cards
        codes = known[9] if known[8] == duel._field_version else duel._monster_codes()
        return self.code not in codes

    def __repr__(self):
        return "NamedOnField(%d, %s)" % (self.code, getattr(self.rest, "__name__", self.rest))


# Declared equip conditions (round 21s): what an Equip Card's condition reads, for the state
# checks' equip rule (actions.py `_equip_still_legal`)
def stays_equipped(ctx, monster):
    """An equip condition that holds for every monster the Equip Card is still equipped to
    (Premature Burial, Snatch Steal: "once equipped, it stays equipped"): declared, so the
    state checks' equip rule does not ask it (actions.py `_equip_still_legal` leaves it out of a card's
    kept checks: its only condition is then the rule's own, a face-up monster in a Monster
    Zone that the card is equipped to). A plain callable too, for any other reader."""
    return True


class PrintedCondition(object):
    """An equip condition declared to read only the monster's printed card data (`data`:
    Type, Attribute, Level as printed...) and that it is face-up (an Equip Spell of
    `equip_spell(race_is("Spellcaster"))`). The state checks' equip rule asks it only of a
    face-up monster in a Monster Zone (seed 000 §裝備魔法), so its answer there is a function
    of the monster's `data` alone: actions.py `_equip_still_legal` keeps it per data object in
    `answers` (shared by every duel: nothing of a duel is in the key; a card whose data is
    replaced, as determinize.py does, is looked up by its new data). Called, it is the
    condition itself (a target filter, any other reader)."""

    __slots__ = ("condition", "answers")

    def __init__(self, condition):
        self.condition = condition
        self.answers = {}       # data -> the condition's answer for a face-up monster with it

    def __call__(self, ctx, card):
        return self.condition(ctx, card)

    def __repr__(self):
        return "PrintedCondition(%s)" % getattr(self.condition, "__name__", self.condition)


# Damage-step permissions (seed 000 §效果分類 › 傷害步驟; ENGINE.md §7)
DS_NEVER = None
DS_ATK = "atk"          # directly changes ATK/DEF: start of the damage step until damage calculation
DS_CALC = "calc"        # works "during damage calculation" only
DS_ALWAYS = "always"    # any time in the damage step (negating an activation, allowed triggers)



class Effect(object):
    """One effect of a card, declared as data."""

    __slots__ = ("kind", "events", "match", "range", "optional", "when", "condition", "can_pay",
                 "cost", "target", "resolve", "speed", "damage_step", "once_per_turn", "tag",
                 "value", "affects", "label", "index", "stays", "hand_trap", "timing", "equips",
                 "grave_banish", "to_opponent", "face_down", "destroys", "answers", "needs",
                 "trap_activation", "equip_filter", "during", "summons_itself", "only_face_up",
                 "frees_zone", "original", "off_field", "needs_card_here", "leaves_grave",
                 "while_negated", "applies_only_staying", "again_in_chain", "by_either",
                 "discard_cost",
                 "spell_activation",
                 "special_summons",
                 "mandatory",
                 "by_summoner",
                 "at_once",
                 "inflicts_damage",
                 "cannot_negate",
                 "discards")

    def __init__(self, kind, resolve=None, condition=None, cost=None, can_pay=None, target=None,
                 events=(), match=None, range=None, optional=False, when=False, speed=None,
                 damage_step=DS_NEVER, once_per_turn=False, tag=None, value=None, affects=None,
                 label=None, stays=None, hand_trap=False, timing=None, equips=False,
                 grave_banish=False, to_opponent=False, face_down=False, destroys=False,
                 answers=(), needs=None, equip_filter=None, during=None, summons_itself=False,
                 only_face_up=False, frees_zone=False, original=False, off_field=False, again_in_chain=False,
                 discard_cost=False,
                 leaves_grave=False, while_negated=False, by_either=False, special_summons=False,
                 mandatory=False,
                 by_summoner=False,
                 at_once=False,
                 inflicts_damage=None,
                 cannot_negate=None,
                 discards=None):
        self.kind = kind
        self.resolve = resolve
        self.condition = condition
        self.cost = cost
        self.can_pay = can_pay
        if target is not None and not isinstance(target, (list, tuple)):
            target = (target,)
        self.target = tuple(target) if target else ()
        self.events = (events,) if isinstance(events, str) else tuple(events)
        self.match = match
        self.range = range
        self.optional = optional
        self.when = when
        if kind == IGNITION and speed not in (None, 1):
            # an Ignition Effect is spell speed 1 (seed 000 §咒文速度): chain.py
            # `_response_options` reads a speed 1 for it
            raise ValueError("an IGNITION effect is spell speed 1")
        self.speed = speed
        self.damage_step = damage_step
        self.once_per_turn = once_per_turn
        self.tag = tag
        self.value = value
        self.affects = affects
        self.label = label
        self.index = 0
        self.stays = stays          # activate: does the card stay on the field after resolving?
        self.hand_trap = hand_trap  # a Trap that may be activated from the hand (its own text allows it)
        self.timing = timing        # a phase where this speed-1 effect may also be activated (Curse of Fiend)
        self.equips = equips        # the card becomes an Equip Card (a Trap like Kunai with Chain)
        for name in self.events:
            if name not in H.ALL:
                raise ValueError("unknown happening %r (see duelist.engine.names.H)" % (name,))
        if tag is not None and tag not in C.ALL:
            raise ValueError("unknown continuous-effect tag %r (see duelist.engine.names.C)" % (tag,))
        # its cost or its effect banishes cards from a GY: "own" its player's (Chaos Sorcerer's
        # cost), "opp" the opponent's (Book of Life's second target, Kycoo's battle damage
        # effect), True either: it cannot be activated while its player may not banish from
        # that GY (Necrovalley, Kycoo: a prevention, ygorganization's Necrovalley article §2),
        # actions.py `grave_banish_barred`
        if grave_banish not in (False, True, "own", "opp"):
            raise ValueError("grave_banish: False, True, 'own' or 'opp', not %r" % (grave_banish,))
        self.grave_banish = grave_banish
        self.to_opponent = to_opponent    # SUMMON_PROC: the monster lands on the opponent's field
        # SUMMON_PROC: its cost sends monsters of its player from the field (Tributes), which
        # may free the zone it needs: the menu offers it with every Main Monster Zone full, its
        # condition saying whether one of those monsters frees a zone (`ctx.can_special_summon`
        # with `leaving`; the Toons of the first series, as a Tribute Summon: turn.py
        # `_can_tribute`)
        self.frees_zone = frees_zone
        # an effect a face-up Spell or Trap (or a Pendulum scale) activates on the field is
        # not applied once its card left the field after the activation (seed 000 §永續魔法,
        # §場地魔法, §裝備魔法, §永續陷阱, §當作魔法卡的靈擺怪獸: 連鎖…将該…破壞的場合，…效果不處理;
        # chain.py `_resolve_chain`); `off_field=True` says this card's ruling is otherwise:
        # the effect does not need its card (Ultimate Offering's extra Normal Summon)
        self.off_field = off_field
        # `again_in_chain=True`: the card's own ruling lets this effect be activated again in a
        # chain that holds it already (Ultimate Offering: OCG rulings, kiros.seesaa.net,
        # mciii.jp: as often as there are monsters to Normal Summon; its condition counts them);
        # else the same effect of a card is activated once per chain (chain.py
        # `_activation_allowed`)
        self.again_in_chain = again_in_chain
        # an effect activated in the GY whose resolution moves its own card out of that GY
        # (Sinister Serpent to the hand, Vampire Lord summoned, Archfiend of Gilfer equipped):
        # Necrovalley negates it (chain.py `_moved_out_of_grave`); one activated there that
        # moves nothing out of a GY (Sangan's search, Mystic Tomato's summon from the Deck) it
        # leaves alone
        if leaves_grave and (range is None or (S.GRAVE not in range and "delayed" not in range)):
            # (a delayed trigger is activated where its card lies: Stardust Dragon's return, in
            # the GY)
            raise ValueError("leaves_grave: only for an effect whose range has the GY (S.GRAVE) "
                             "or a delayed trigger")
        self.leaves_grave = leaves_grave
        # `by_either=True`: "either player can ..." -- the effect of a face-up card that its
        # controller's opponent may activate too, ctx.player the activating player (who pays its
        # cost): Royal Oppression. Both players' summon-negation windows offer one that negates
        # a summon (tag negate_summon), both players' chain windows one that answers a chain
        # link (condition `Responding`: Royal Oppression's answer to an effect that would
        # Special Summon) (chain.py `_with_either`); never a card's activation
        if by_either and (kind == ACTIVATE or (tag != "negate_summon" and type(condition) is not Responding)):
            raise ValueError("by_either: only for a face-up card's effect that negates a summon "
                             "(tag='negate_summon') or answers a chain link (condition=Responding(...)), "
                             "not a card's activation")
        self.by_either = by_either
        # `special_summons=True`: its resolution Special Summons a monster (or several, Tokens
        # included): "a card or effect that would Special Summon", which Royal Oppression
        # answers as it is activated (`Ctx.link_special_summons`). Declared, never guessed from
        # the script's code: tests/rules/test_effects_that_special_summon_declare_it_r53o.py
        # keeps every bundled script's declarations true
        if special_summons and kind not in (ACTIVATE, IGNITION, TRIGGER, QUICK, FLIP):
            raise ValueError("special_summons: only for an effect that is activated (a chain link)")
        self.special_summons = special_summons
        # `discard_cost=True`: its cost discards a card (Lightning Vortex, Tribute to the Doomed,
        # Magic Jammer...): no player can activate it while Goblin of Greed's effect applies
        # (C.NO_DISCARD_COST, chain.py `_activation_allowed`). Declared, never guessed:
        # tests/rules/test_discard_costs_declare_it_r54m.py keeps every bundled script's true
        self.discard_cost = discard_cost
        # `discards="self"` / `"opponent"` / `"both"`: its resolution discards (or may discard) from
        # the hand of the player who activated it, of that player's opponent, or of both (Graceful
        # Charity; Confiscation; Card Destruction). No engine rule reads it; Gravekeeper's Watcher
        # does. Declared, never guessed: tests/rules/test_effects_that_discard_declare_it_r55w.py
        self.discards = discards
        # `mandatory=True`: a QUICK effect its card's text makes mandatory (誘発即時効果 with no
        # "can": Mid Shield Gardna's and Big Shield Gardna's negation of a Spell that targets the
        # face-down card): where its condition is met as its controller gets priority it is
        # activated, chained at once, with no choice (seed 000 §效果分類 誘發即時效果: activated
        # at its moment; a mandatory effect that meets its timing must be activated, as a
        # mandatory trigger). The ask offers no pass and nothing else: it is not asked at all
        # where one such effect is there, else its player picks which of them goes first
        # (chain.py `_priority_asks`). The card carries C.MANDATORY_QUICK (`CardScript.cont_tags`):
        # a duel without one pays one set lookup per priority ask
        if mandatory and kind != QUICK:
            raise ValueError("mandatory: only for a QUICK effect (a TRIGGER's is optional=False)")
        self.mandatory = mandatory
        # `by_summoner=True`: a trigger on a Summon ("summoned") that the player who made the
        # Summon activates, not its card's controller (Harpies' Hunting Ground today: the player
        # who Summoned the Harpie activates it and picks its target, OCG そのプレイヤーは…発動する,
        # yugioh-wiki.net 《ハーピィの狩場》): its pending entry's player, the ctx.player of its
        # activation and resolution, is the happening's `by` (the player whose effect or
        # procedure Summoned it), or its `player` where none is named (a Normal or Tribute
        # Summon's); its match is still asked with the card's controller (chain.py `_mark_batch`)
        if by_summoner and (kind != TRIGGER or "summoned" not in self.events):
            raise ValueError("by_summoner: only for a TRIGGER on 'summoned'")
        self.by_summoner = by_summoner
        # `at_once=True`: a delayed APPLY effect (range ("delayed",), no chain link) applied the
        # instant the batch it hears closes, inside the procedure that made it, not at the next
        # window (seed 001 §其他效果 / §永續效果: an effect that is not activated applies the
        # instant its condition is met, even in the middle of a procedure): Fatal Abacus's 500
        # for a monster Tributed for Jinzo, before Jinzo is on the field. Its resolve must be a
        # plain function that asks nothing (chain.py `_delayed_triggers`, `_apply_at_once`)
        if at_once and (kind != APPLY or range != ("delayed",) or optional):
            raise ValueError("at_once: only for a mandatory delayed APPLY effect (range ('delayed',))")
        self.at_once = at_once
        self.needs_card_here = False    # (CardScript: its range is the field's Spell & Trap / Field Zones)
        self.applies_only_staying = False   # (CardScript: a staying card's activation, not a Normal Spell's)
        self.face_down = face_down  # may be activated while its card is face-down (Big Shield Gardna)
        if equips and stays is None:
            self.stays = True
        # what its activation would do, known when it is activated (Stardust Dragon answers
        # "an activation that would destroy a card on the field"): True, or destroys(ctx) ->
        # bool with ctx.link the chain link (its targets chosen)
        self.destroys = destroys
        # the happenings it answers: it can only be activated in a window that one of these
        # opened (its callbacks read them through `ctx.last_events`: `summoned_now`,
        # `attack_now`), so other windows skip it without asking its callbacks (Trap Hole:
        # H.SUMMONED; Mirror Force: H.ATTACK). tests/engine/test_response_fast_path.py
        # checks every declaration against the full legality check in random duels.
        self.answers = (answers,) if isinstance(answers, str) else tuple(answers)
        for name in self.answers:
            if name not in H.ALL:
                raise ValueError("unknown happening %r (see duelist.engine.names.H)" % (name,))
        # STATE: what its condition needs to hold (NEEDS_CUT, NEEDS_RESOLVED): the state
        # checks skip it, without asking its condition, while that does not hold
        if needs not in _NEEDS or (needs is not None and kind != STATE):
            raise ValueError("needs=%r: one of NEEDS_CUT, NEEDS_RESOLVED, and only for a STATE effect" % (needs,))
        self.needs = needs
        # STATE: a card whose effects are negated (Skill Drain, Imperial Order, Jinzo, Effect
        # Veiler...) applies none of its STATE effects (seed 000 §效果分類 › 永續效果: a negated
        # card's effects do not apply; actions.py `_apply_state_effect` asks before resolving
        # one), so a script's condition never asks it. `while_negated=True` says this one is a
        # rule of the card rather than one of its effects, and goes on while it is negated: a
        # maintenance cost (Imperial Order's 700 LP: a cost, which negating its effects does not
        # stop), a count of turns that ends the card (Swords of Revealing Light), bookkeeping of
        # a fact (which monsters a card destroyed by battle), or a script that handles the
        # negation itself (Ojama King forgets its zones while negated). An APPLY effect of a
        # card on the field may say the same (chain.py `_apply_delayed`): Imperial Order's
        # upkeep, applied in the Standby Phase among the phase's effects (round 52g)
        if while_negated and kind != STATE and kind != APPLY:
            raise ValueError("while_negated: only for a STATE or APPLY effect")
        self.while_negated = while_negated
        self.trap_activation = False    # the activation of a Trap Card (set by CardScript)
        self.spell_activation = False   # the activation of a Spell Card, a Pendulum scale's too (CardScript)
        # an activation that equips: the condition its monster must keep meeting while
        # equipped, filter(ctx, monster) (seed 000 §裝備魔法: otherwise the Equip Card is
        # destroyed by the state rules, actions.py `_equip_still_legal`); None: the
        # activation's target filter (an Equip Spell targets the monster it equips). An
        # activation whose target is no monster on the field says its own (Premature Burial
        # targets a monster in the GY and equips it once revived)
        self.equip_filter = equip_filter
        # a trigger on a phase: the phases of its controller's own turn and of the opponent's
        # whose phase happening its `match` can accept, declared with a `During` (no rest):
        # `during=During(own=(S.PHASE_STANDBY,))` ("in your next Standby Phase": Sacred Phoenix
        # of Nephthys; Snatch Steal on the field, `During(opponent=(S.PHASE_STANDBY,))`).
        # Trigger collection (chain.py `_mark_batch`) passes a card in a GY or banished
        # (`CardScript.phase_moments`), or face-up on the field (`CardScript.field_moments`),
        # by at another phase without a Ctx or a call; `match` still says the whole of it. It
        # must follow from `match` (never refuse what it would accept):
        # tests/cards/test_declared_phase_triggers_r26v.py and _r27d.py check every declaring
        # card against its `match`, duelist/testing/invariants.py in random duels.
        if during is not None and (not isinstance(during, During) or during.rest is not None
                                   or during.hand_monster or "phase" not in self.events):
            raise ValueError("during=%r: a During with no rest, for a trigger on the phase happening" % (during,))
        self.during = during
        # a trigger that works in the hand and Special Summons its own card (Battle Fader,
        # Tragoedia): seed 000 §效果分類 誘發效果, several such triggers of one player at one moment
        # give one activation, which the player picks (chain.py `_build_trigger_chain`). Declared,
        # so that the engine never guesses it from the script's code
        if summons_itself and (kind != TRIGGER or range is None or S.HAND not in range):
            raise ValueError("summons_itself: only for a TRIGGER whose range has the hand (S.HAND)")
        self.summons_itself = summons_itself
        # a monster effect whose text says "only while this card is face-up on the field": its
        # card must be face-up on the field when it is activated and still be, the same card,
        # when it resolves, else it does nothing (seed 000 §效果分類 起動效果 / 誘發效果: an
        # activated effect otherwise resolves though its monster has left; chain.py
        # `_resolve_chain`)
        if only_face_up and (kind not in (IGNITION, TRIGGER, QUICK) or
                             (range is not None and S.MZONE not in range)):
            raise ValueError("only_face_up: only for a monster's IGNITION, TRIGGER or QUICK effect "
                             "activated on the field (S.MZONE)")
        self.only_face_up = only_face_up
        # a C.SET_STATS effect that sets the monster's *original* ATK/DEF (元々の攻撃力:
        # Chimeratech Fortress Dragon, Gladiator Beast Laquari tagged in), not its ATK/DEF: the
        # value is the base every other change works from ("becomes" values, then gains and
        # losses, actions.py `_modified`) and what "its original ATK" reads (`Duel.original_stat`,
        # `Ctx.original_atk`). A set_stats effect, so that the stats path asks nothing new
        # while no card of the duel has a set_stats effect on the field
        if original and (kind != CONTINUOUS or tag != C.SET_STATS):
            raise ValueError("original: only for a CONTINUOUS effect with tag C.SET_STATS")
        self.original = original
        # (round 57a) `inflicts_damage="opponent"` / `"self"` / `"both"`: its resolution inflicts
        # (or may inflict) effect damage to the opponent of the player who activated it, to
        # that player, or to either or both (ygopro's damage category): "a card or effect that
        # would inflict damage to you", which Trap of Board Eraser and Barrel Behind the Door
        # answer as it is activated (`Ctx.link_inflicts_damage`). An LP cost or payment, a loss
        # of LP that is not damage and battle damage are none. Declared, never guessed from the
        # script's code: tests/rules/test_effects_that_inflict_damage_declare_it_r57a.py keeps
        # every bundled script's declarations true
        if inflicts_damage not in (None, "opponent", "self", "both"):
            raise ValueError("inflicts_damage: None, 'opponent', 'self' or 'both', not %r" % (inflicts_damage,))
        if inflicts_damage is not None and kind not in (ACTIVATE, IGNITION, TRIGGER, QUICK, FLIP):
            raise ValueError("inflicts_damage: only for an effect that is activated (a chain link)")
        self.inflicts_damage = inflicts_damage
        # (round 57a) `cannot_negate="activation"` / `"effect"` / `"both"`: the card's text says
        # its activation, its effect, or both "cannot be negated" (Spiritualism: both). The
        # negation paths honour it: an answer's negation of the link (`Ctx.negate_activation`,
        # `negate_effect`, `negate_and_destroy`: chain.py `negate_link`, which then negates and
        # destroys nothing) for the kind declared ("effect" also keeps off a negation of the
        # effect that an answer asks for, "activation" one of the activation), and, for
        # "effect" / "both", the negations that apply as the link resolves (Imperial Order,
        # Skill Drain, Dark Balter, Necrovalley: chain.py `_link_negated_now`). What keeps a
        # card from being activated at all (Spell Canceller, Prohibition) is no negation
        if cannot_negate not in (None, "activation", "effect", "both"):
            raise ValueError("cannot_negate: None, 'activation', 'effect' or 'both', not %r" % (cannot_negate,))
        if cannot_negate is not None and kind not in (ACTIVATE, IGNITION, TRIGGER, QUICK, FLIP):
            raise ValueError("cannot_negate: only for an effect that is activated (a chain link)")
        self.cannot_negate = cannot_negate

    def __repr__(self):
        return "<Effect %s #%d %s>" % (self.kind, self.index, self.label or "")


class Instead(object):
    """What a `destroy_replace` effect destroys instead: cards(ctx) -> the cards it may
    destroy (one is chosen); reasons: the destructions it replaces ("battle", "effect")."""

    __slots__ = ("cards", "reasons")

    def __init__(self, cards, reasons=("battle", "effect")):
        self.cards = cards
        self.reasons = tuple(reasons)

    def __repr__(self):
        return "<Instead %s>" % "/".join(self.reasons)


UNRUN = "unrun"     # a `_zone_pending` entry: a procedure handed to a card script, not run yet
LATER = "later"     # a `_zone_pending` entry: a procedure a state check left to run (engine/destruction.py)


class Procedure(object):
    """A procedure a card script is handed (`ctx.destroy`, `ctx.negate_and_destroy`): it runs
    when the script writes `yield from` it (or returns it from a resolution). Until it is
    run it waits in `_zone_pending`, which the engine settles before the next decision: one
    never run there is a script error, said loudly (a plain `ctx.destroy(cards)` statement
    would otherwise do nothing). Its truth value is refused for the same reason."""

    __slots__ = ("_gen", "_duel", "_entry")

    def __init__(self, duel, gen, what):
        self._gen = gen
        self._duel = duel
        self._entry = (None, None, None, UNRUN, what, None, None, None)
        duel._zone_pending.append(self._entry)

    def _started(self):
        entry = self._entry
        if entry is not None:
            self._entry = None
            pending = self._duel._zone_pending
            for i, other in enumerate(pending):
                if other is entry:
                    del pending[i]
                    break

    def __iter__(self):
        return self

    def __next__(self):
        self._started()
        return next(self._gen)

    next = __next__

    def send(self, value):
        self._started()
        return self._gen.send(value)

    def throw(self, *args):
        self._started()
        return self._gen.throw(*args)

    def close(self):
        self._started()
        self._gen.close()

    def __bool__(self):
        raise TypeError("%s: a procedure has no truth value; write `(yield from ...)`" % self._what())

    __nonzero__ = __bool__

    def _what(self):
        return "%s, in the script of %s" % self._entry[4] if self._entry is not None else "a procedure"


def unrun(entry):
    """The error for a procedure a card script never ran (settled in engine/zones.py)."""
    raise TypeError("%s, in the script of %s, was never run: write `yield from` before it "
                    "(docs/cards.md)" % entry[4])


class Target(object):
    """A targeting spec: the engine offers `candidates(ctx)` that pass `filter(ctx, card)`
    and are targetable, and asks for `count` of them (at least `minimum`)."""

    __slots__ = ("candidates", "filter", "count", "minimum", "prompt", "chooser", "need")

    def __init__(self, candidates, filter=None, count=1, minimum=None, prompt=None, chooser=None):
        self.candidates = candidates
        self.filter = filter
        self.count = count
        self.minimum = count if minimum is None else minimum
        # what `enough` counts to: `minimum`, and at least 1 (worked out once: `enough` is asked
        # in every window that offers the card)
        self.need = self.minimum if self.minimum > 1 else 1
        self.prompt = prompt
        self.chooser = chooser

    def _legal(self, ctx, need=0):
        """The legal targets, in candidate order (the first `need` of them when `need` is
        given); the protections are looked up only once a candidate passes the filter. (A
        list, not a generator: a generator costs a frame per question on PyPy; `enough` is
        this loop written out.)"""
        flt = self.filter
        duel = ctx.duel
        doomed = duel._doomed
        protections = None
        out = []
        for card in self.candidates(ctx):
            if doomed and card.uid in doomed:
                continue    # seed 004 §翻转效果的发动: destruction by battle decided: no target
            if flt is not None and not flt(ctx, card):
                continue
            if protections is None:
                # (looked up once, at the first candidate that passes the filter: chain.py
                # `_protections`, its first test, the duel's tags, without the call)
                protections = duel._protections() if "untargetable" in duel._cont_tags_present else ()
            if protections and not duel._can_target(ctx, card, protections):
                continue
            out.append(card)
            if len(out) == need:
                break
        return out

    def enough(self, ctx):
        """Are there at least `minimum` (and at least 1) legal targets? Stops early."""
        need = self.need
        # (= `len(self._legal(ctx, need)) == need`, its loop written out, counting: the trigger
        # checks ask this in every window, and `_legal` would be a call with a frame on PyPy)
        flt = self.filter
        duel = ctx.duel
        doomed = duel._doomed
        protections = None
        found = 0
        for card in self.candidates(ctx):
            if doomed and card.uid in doomed:
                continue
            if flt is not None and not flt(ctx, card):
                continue
            if protections is None:
                # (as `_legal` finds them: `_protections`, the duel's tags first)
                protections = duel._protections() if "untargetable" in duel._cont_tags_present else ()
            if protections and not duel._can_target(ctx, card, protections):
                continue
            found += 1
            if found == need:
                return True
        return False

    # the legal targets, all of them (`_legal` itself: `need` 0 takes every one)
    legal = _legal


def spell_speed(data, kind):
    """Spell speed from the card and the effect kind (seed 000 §咒文速度)."""
    if kind == ACTIVATE:
        if data.card_type == "Trap":
            return 3 if data.property == "Counter" else 2
        return 2 if data.property == "Quick-Play" else 1
    if kind == QUICK:
        return 2
    return 1


_EVERY_MOMENT = (frozenset(ALL_PHASES), frozenset(ALL_PHASES))     # (`CardScript.field_moments` of a script with no phase trigger on the field)


# A duel's happening types (`Duel._hears`, made by duel.py `_new_card` from the scripts of the
# duel's cards, `CardScript.hears`): (0) every type some trigger effect listens to -- a type
# outside it has no listener in the duel, and chain.py `_mark_batch` closes a batch of one such
# happening without looking for candidates (W/Z: 2.0 batches a turn, C/M 2.9) --; (1) every
# type some effect answers (`Effect.answers`: Trap Hole's "summoned", Mirror Force's "attack") --
# a window opened only by happenings of other types (a phase, a draw) offers none of the effects
# that answer one, and chain.py `_window` asks nobody whose candidates there are only those --;
# (2) every type some trigger that works in the hand listens to (trigger collection looks at
# the hands only for those); (3) every phase whose phase happening some trigger that works away
# from the field can match (the union of the scripts' `phase_moments`: at another phase
# `_mark_batch` looks for no such card in the GYs or banished, the End Phase of the Goat decks).
# The duel's own, not the process's: what a duel asks does not depend on which other scripts
# the process has made (a test suite, a server, a training run over many decks).
NO_HEARS = (frozenset(), frozenset(), frozenset(), frozenset())


_NAME_TAGS = frozenset((L.NAME,))
_EITHER_TAGS = frozenset((C.BY_EITHER,))
_NO_TAGS = frozenset()


class CardScript(object):
    """A card's behaviour: its effects, with indexes and spell speeds filled in."""

    __slots__ = ("code", "effects", "by_kind", "description", "module", "summon_condition", "special_summon_if",
                 "cannot_normal_summon", "continuous", "triggers", "wins", "states",
                 "tributes_required", "tribute_ok", "cannot_set", "activatable", "from_grave",
                 "cannot_normal_set", "normal_summon_set_only", "summon_menu_rule", "phase_triggers",
                 "responses", "only_one",
                 "cont_tags", "offers", "trigger_events", "set_as_spell", "field_roles",
                 "phase_moments", "field_moments", "hand_menu", "cont_by_tag", "hears", "arrivals",
                 "normal_summon_if",
                 "instead_of_draw",
                 "normal_set_if",
                 "untributed_rule",
                 "name_as")

    def __init__(self, data, module):
        self.code = data.code
        self.module = module
        self.description = getattr(module, "DESCRIPTION", None)
        effects = list(getattr(module, "EFFECTS", ()))
        for i, effect in enumerate(effects):
            effect.index = i
            if effect.speed is None:
                effect.speed = spell_speed(data, effect.kind)
            if effect.range is None:
                effect.range = _default_range(data, effect.kind)
            # an effect activated by a face-up Spell or Trap (or a Pendulum scale) on the field,
            # not the card's activation: not applied once its card left the field after the
            # activation (chain.py `_resolve_chain`), unless its ruling says otherwise
            effect.needs_card_here = effect.kind != ACTIVATE and not effect.off_field and \
                bool(effect.range) and all(r == S.SZONE or r == S.FZONE for r in effect.range)
            if effect.kind == ACTIVATE and effect.stays is None:
                effect.stays = data.property in ("Continuous", "Equip", "Field")
            # the activation of a card that stays on the field is not applied once the card left
            # it in the chain (chain.py `_resolve_chain`): the rule of Continuous, Field and Equip
            # Spells, Pendulum scales, Continuous Traps and the Traps that become Equip Cards
            # (seed 000 §永續魔法 / §場地魔法 / §裝備魔法 / §永續陷阱: 連鎖…将該…破壞的場合，…效果不處理),
            # never of a Normal Spell that stays (Swords of Revealing Light: its resolution needs
            # no card on the field; its script asks `card_still_here` for what does)
            effect.applies_only_staying = bool(effect.stays) and not (
                data.card_type == "Spell" and data.property == "Normal")
            # (a boolean for the hot checks: no string comparisons per window)
            effect.trap_activation = effect.kind == ACTIVATE and data.card_type == "Trap"
            # (the activation of a Spell Card: a Spell's, or a Pendulum Monster's activated as a
            # Spell Card into a Pendulum Zone (common.pendulum_scale); not an effect a face-up
            # Spell activates on the field: C.NO_SPELL_ACTIVATION, chain.py `_spell_lock`)
            effect.spell_activation = effect.kind == ACTIVATE and data.card_type != "Trap"
            if effect.kind == FLIP:
                effect.events = ("flipped",)
        self.effects = tuple(effects)
        self.by_kind = {}
        for effect in effects:
            self.by_kind.setdefault(effect.kind, []).append(effect)
        self.continuous = tuple(e for e in effects if e.kind == CONTINUOUS)
        self.triggers = tuple(e for e in effects if e.kind in (TRIGGER, FLIP, APPLY))
        # its triggers on the phase happening that work in a GY or banished and may match a
        # Standby Phase (optional ones) or an End Phase (`_arrivals`): a card that reaches
        # their place during that phase, after its phase happening, may still activate them
        # there (chain.py `_mark_batch`: its arrival, a "moved" happening, raises them with
        # the phase's happening); so the card also listens to "moved", where they work
        self.arrivals = _arrivals(self.triggers)
        # every happening type some trigger effect listens to (trigger collection skips a
        # card none of whose triggers listens to what happened)
        self.trigger_events = frozenset(t for e in self.triggers for t in e.events) | (
            _ARRIVAL_EVENTS if self.arrivals else _NO_TAGS)
        self.wins = tuple(e for e in effects if e.kind == WIN)
        self.activatable = tuple(e for e in effects if e.kind in (ACTIVATE, QUICK, IGNITION))
        self.from_grave = any(S.GRAVE in e.range for e in self.activatable)
        # what may be activated outside the idle menu: speed 2 and 3, or a phase of its own
        self.responses = tuple(e for e in self.activatable if e.speed >= 2 or e.timing is not None)
        # its continuous effects' tags (a duel holding the card has them present,
        # `Duel._cont_tags_present`), and "name" when its effects change a monster's name
        # (CHANGES_NAMES: Elemental HERO Prisma; the engine reads names now only while a card
        # of the duel has it; no continuous effect is filed under it)
        # LASTING_TAGS: tags of lasting effects its effects start that the engine reads only
        # while a card of the duel declares them (L.NO_TRIBUTE: Mind Control)
        # NAME_AS: the passcode of the card whose name this card's name is always treated as,
        # in every place and any way up (a rule of the card, not an effect: Harpie Lady 1-3,
        # Cyber Harpie Lady as "Harpie Lady"); a duel holding such a card reads names now
        # (the "name" tag, as CHANGES_NAMES: `Duel.name_now`, round h55n)
        self.name_as = getattr(module, "NAME_AS", None)
        self.cont_tags = frozenset(e.tag for e in self.continuous) | (
            _NAME_TAGS if getattr(module, "CHANGES_NAMES", False) or self.name_as else _NO_TAGS) | \
            frozenset(getattr(module, "LASTING_TAGS", ()))
        # and C.BY_EITHER when its opponent may activate one of its effects (`Effect.by_either`):
        # the duel has it present, and `_field_roles` files the card under it on the field
        # (chain.py `_with_either` reads both; no continuous effect is filed under it)
        if any(e.by_either for e in self.activatable):
            self.cont_tags = self.cont_tags | _EITHER_TAGS
        # and C.MANDATORY_QUICK when one of its QUICK effects is mandatory (`Effect.mandatory`):
        # chain.py `_priority_asks` reads the duel's tags present (no continuous effect is
        # filed under it)
        if any(e.mandatory for e in self.activatable):
            self.cont_tags = self.cont_tags | _MANDATORY_TAGS
        # and "summon_without_tribute" when its own rule lets it be Normal Summoned without
        # Tributes (SUMMON_WITHOUT_TRIBUTE: Fusilier Dragon): the summon menu then asks
        # turn.py `_summon_without_tribute`, which reads the constant (round h54g)
        if getattr(module, "SUMMON_WITHOUT_TRIBUTE", False):
            self.cont_tags = self.cont_tags | frozenset((C.SUMMON_WITHOUT_TRIBUTE,))
        # (round 57m, added lines) and the same tag for its conditional form,
        # SUMMON_WITHOUT_TRIBUTE_IF(ctx) -> may it be Normal Summoned without Tributes now (ctx:
        # the card in the hand, its player; a Summon only, never a Set: Swift Gaia the Fierce
        # Knight, "while it is the only card in your hand"), asked by the same place
        if getattr(module, "SUMMON_WITHOUT_TRIBUTE_IF", None) is not None:
            self.cont_tags = self.cont_tags | frozenset((C.SUMMON_WITHOUT_TRIBUTE,))
        # its own rule to be Normal Summoned without Tributes, one read for turn.py
        # `_summon_without_tribute`: SUMMON_WITHOUT_TRIBUTE's value (True, "summon_or_set"),
        # else the SUMMON_WITHOUT_TRIBUTE_IF callable, else None
        self.untributed_rule = getattr(module, "SUMMON_WITHOUT_TRIBUTE", False) or \
            getattr(module, "SUMMON_WITHOUT_TRIBUTE_IF", None) or None
        # (and POSITION_HEARD when a trigger of its hears H.POSITION_CHANGED, Dream Clown: the
        # places that change a battle position record the happening only in a duel that has it;
        # round h56b, added lines)
        if H.POSITION_CHANGED in self.trigger_events:
            self.cont_tags = self.cont_tags | frozenset((POSITION_HEARD,))
        # "instead of conducting your normal draw, you can ...": INSTEAD_OF_DRAW(ctx) -> may
        # this card's effect replace its controller's normal draw now (ctx: the card, face-up on
        # the field, not negated; its controller). turn.py `_draw_replacements` asks it before
        # the Draw Phase's draw, in a duel holding such a card (its tag C.INSTEAD_OF_DRAW); the
        # player who says yes draws nothing and H.DRAW_REPLACED is raised, which the card's own
        # TRIGGER hears: that chain link is the effect (Freed the Matchless General; round 56x,
        # added lines)
        self.instead_of_draw = getattr(module, "INSTEAD_OF_DRAW", None)
        if self.instead_of_draw is not None:
            self.cont_tags = self.cont_tags | frozenset((C.INSTEAD_OF_DRAW,))
        # (round 57a, added lines) and C.CANNOT_NEGATE when one of its effects declares
        # `cannot_negate` (Spiritualism): chain.py `negate_link` and `_resolve_chain` ask the
        # declaration only in a duel holding such a card
        if any(e.cannot_negate for e in effects):
            self.cont_tags = self.cont_tags | frozenset((C.CANNOT_NEGATE,))
        # "cannot be Normal Summoned or Flip Summoned unless ...": NORMAL_SUMMON_IF(ctx) -> may
        # it be Normal Summoned (a Tribute Summon too, and an effect's extra Normal Summon) or
        # Flip Summoned now (ctx: the card where it is, its player); a Set stays allowed, and a
        # flip by an effect is no Flip Summon (Terrorking Archfiend: unless you control a
        # face-up "Archfiend" monster). Read by the summon menu (turn.py `_summon_options`,
        # one of its rare rules: `summon_menu_rule` below) and the Flip Summon options (turn.py
        # `_main_menu`), which ask a face-down monster only in a duel holding such a card (its
        # marker NORMAL_SUMMON_IF_TAG among the tags; no continuous effect is filed under it);
        # round 56x, added lines
        self.normal_summon_if = getattr(module, "NORMAL_SUMMON_IF", None)
        if self.normal_summon_if is not None or getattr(module, "ONLY_ONE", False) == "face_up":
            # (the same marker for "you can only control 1 face-up X", which a Flip Summon asks
            # too: Amazoness Tiger, ONLY_ONE below; the lead, stop 56)
            self.cont_tags = self.cont_tags | _NORMAL_SUMMON_IF_TAGS
        # its continuous effects by tag, in script order, with an empty tuple for every other
        # tag of `cont_tags` ("name"): a card filed under a tag on the field (`_field_roles`'
        # index) reads its effects with that tag here, not by a walk of all of them (Thousand-Eyes
        # Restrict's position lock: one of its four)
        by_tag = {}
        for e in self.continuous:
            by_tag[e.tag] = by_tag.get(e.tag, ()) + (e,)
        for tag in self.cont_tags:
            if tag not in by_tag:
                by_tag[tag] = ()
        self.cont_by_tag = by_tag
        self.offers = _offers(self.responses, self.activatable)
        self.states = tuple(e for e in effects if e.kind == STATE)
        # what `_field_roles` (engine/chain.py) files this card under while it is on the field:
        # (has trigger effects, the happening types they listen to, has STATE effects, its
        # continuous-effect tags), the sets as tuples (sorted: the same on every run); None:
        # nothing (the walk skips the card at once)
        if self.triggers or self.states or self.cont_tags:
            self.field_roles = (bool(self.triggers), tuple(sorted(self.trigger_events)), bool(self.states),
                                tuple(sorted(self.cont_tags)))
        else:
            self.field_roles = None
        # Tribute Summon rules of the card itself (Victory Dragon: 3 Tributes, Dragons only)
        self.tributes_required = getattr(module, "TRIBUTES_REQUIRED", None)
        self.tribute_ok = getattr(module, "tribute_ok", None)
        self.cannot_set = getattr(module, "CANNOT_SET", False)
        self.cannot_normal_set = getattr(module, "CANNOT_NORMAL_SET", False)
        # "if Normal Summoned, it can only be in face-down Defense Position": Set, never Normal
        # Summoned face-up (Mystic Swordsman LV4); a Flip Summon and Special Summons stay allowed
        self.normal_summon_set_only = getattr(module, "NORMAL_SUMMON_SET_ONLY", False)
        self.only_one = getattr(module, "ONLY_ONE", False)    # "you can only control 1"
        # the summon menu's one test for its rare rules of a monster in the hand (turn.py
        # `_summon_options`): "you can only control 1", or a Set only
        self.summon_menu_rule = bool(self.only_one or self.normal_summon_set_only)
        # (and a name always treated as another's (NAME_AS), which that name's "you can only
        # control 1" reads too: actions.py `only_one_refused`, round h56b; an added line)
        if self.name_as:
            self.summon_menu_rule = True
        # (NORMAL_SUMMON_IF, read above with its marker among the tags: one of the summon
        # menu's rare rules)
        if self.normal_summon_if is not None:
            self.summon_menu_rule = True
        # "cannot be Normal Summoned or Set unless ...": NORMAL_SET_IF(ctx) -> may it be Set from
        # the hand now (a Tribute Set too, and an effect's extra Normal Set: Ultimate Offering);
        # ctx: the card in the hand, its player. Its Normal Summon is NORMAL_SUMMON_IF's, asked
        # apart (the 2005 Guardians declare both, the same test: kit.guardian_summon_rule); a
        # Flip Summon and a Special Summon are left alone. One of the summon menu's rare rules
        # (turn.py `_summon_options`: no Set option, the Summon's options alone, while it says
        # no); round 57m, added lines
        self.normal_set_if = getattr(module, "NORMAL_SET_IF", None)
        if self.normal_set_if is not None:
            self.summon_menu_rule = True
        # a monster that may be Set from the hand to the Spell & Trap Zone as a Spell (the
        # "Artifact" monsters): while Set there it is a Spell Card (pendulum.card_type_now)
        self.set_as_spell = getattr(module, "SET_AS_SPELL", False)
        # triggers on a phase that work away from the field (e.g. from the GY)
        away = [e for e in self.triggers
                if "phase" in e.events and any(r not in S.FIELD_LOCATIONS for r in e.range)]
        # (not a delayed effect, range ("delayed",): the lasting effect that started it finds it
        # wherever the card is, chain.py `_delayed_triggers`; Sinister Serpent's banishment)
        away = [e for e in away if e.range != ("delayed",)]
        self.phase_triggers = bool(away)
        # the phases of its controller's own turn ([0]) and of the opponent's ([1]) whose phase
        # happening one of those triggers can match: each one's `during`, every phase where one
        # declares none (trigger collection passes the card by at another phase)
        own, opponent = set(), set()
        for e in away:
            own |= e.during.own if e.during is not None else set(ALL_PHASES)
            opponent |= e.during.opponent if e.during is not None else set(ALL_PHASES)
        self.phase_moments = (frozenset(own), frozenset(opponent))
        # what it adds to a duel's happening types (`NO_HEARS` above; None: nothing)
        answered = frozenset(a for e in effects for a in e.answers)
        hand_heard = frozenset(t for e in self.triggers if e.kind == TRIGGER and S.HAND in e.range
                               for t in e.events)
        away_phases = frozenset(own | opponent)
        self.hears = (self.trigger_events, answered, hand_heard, away_phases) \
            if self.trigger_events or answered else None
        # the same for its triggers on a phase that work on the field (`_mark_batch` reads it
        # for the face-up field cards `_field_roles` files under the phase happening: Snatch
        # Steal is passed by at every phase but the opponent's Standby Phase); every phase of
        # both turns for a script with none (never read: the card is filed under no phase)
        own, opponent = set(), set()
        for e in self.triggers:
            if "phase" in e.events and any(r in S.FIELD_LOCATIONS for r in e.range):
                own |= e.during.own if e.during is not None else set(ALL_PHASES)
                opponent |= e.during.opponent if e.during is not None else set(ALL_PHASES)
        self.field_moments = (frozenset(own), frozenset(opponent)) if own or opponent else _EVERY_MOMENT
        # "cannot be Special Summoned" and other summoning conditions (seed 000 §召喚條件)
        self.summon_condition = getattr(module, "SUMMON_CONDITION", None)
        # "cannot be Special Summoned unless ...": SPECIAL_SUMMON_IF(ctx) -> may it be now (ctx:
        # the card where it is, before it moves; the summoning player), asked of every Special
        # Summon, its own procedure's too (the Toons: "proc_only" and a face-up Toon World).
        # Alone, without a SUMMON_CONDITION, it is the whole restriction: the condition reads
        # "only_if" (Dark Ruler Ha Des: "cannot be Special Summoned from the GY"), so that
        # `Duel.can_special_summon` still asks one attribute of a card with no restriction
        self.special_summon_if = getattr(module, "SPECIAL_SUMMON_IF", None)
        if self.special_summon_if is not None and self.summon_condition is None:
            self.summon_condition = "only_if"
        # "cannot be Normal Summoned/Set": said outright, or by a summoning condition that makes
        # the monster's first summon its own procedure ("proc_only" / "only_proc"), one reading
        # for the Main Phase menu (turn.py) and the material lines (extra.py `cannot_normal_summon`)
        self.cannot_normal_summon = getattr(module, "CANNOT_NORMAL_SUMMON", False) or \
            self.summon_condition in ("proc_only", "only_proc")
        # does the Main Phase menu's hand walk (turn.py `_main_menu`) offer anything of its
        # own for this card in the hand: for a monster, a summoning procedure or a Set as a
        # Spell; a Spell or Trap always (its Set). A monster with neither is passed by there
        # in one test (its activations from the hand are `_response_options`', not the walk's)
        self.hand_menu = not data.is_monster or SUMMON_PROC in self.by_kind or bool(self.set_as_spell)


_ARRIVAL_EVENTS = frozenset(("moved",))     # (`CardScript.arrivals`: what such a card listens to besides)
_OFF_FIELD = frozenset((S.GRAVE, S.BANISHED))


def _arrivals(triggers):
    """The triggers of a script that a card may still activate in a Standby Phase or an End
    Phase it reaches their place in after the phase began (`CardScript.arrivals`), a tuple;
    the phases each may be raised in: `arrival_phases`. Seed 004 §准备阶段: the effects
    "during the Standby Phase" are carried out in that phase, not only at its start;
    yugioh-wiki.net 《キラー・スネーク》 (sent to the GY in its owner's Standby Phase, it can be
    returned at once) and hikikomo.com's 《黄泉ガエル》 notes (used as a cost in its own Standby
    Phase and revived at once, its effect activated again in that phase). Seed 004 §结束阶段
    and yugioh-wiki.net 「エンドフェイズ」 (the MR3 rulebook v1.1 p.75; the End Phase's effects,
    those that must be carried out and the triggers that may be activated alike, are carried
    out one at a time while the players hold priority in the phase, before the hand is
    adjusted; Konami FAQ fid=11533): a card that reaches the GY or the banished cards during
    an End Phase still carries out its "in the End Phase" effect in that phase (round 54j:
    Stardust Dragon Tributed, Twin-Headed Behemoth destroyed, D.D. Scout Plane banished
    there) -- a MANDATORY one too: its turn has no other End Phase. In a Standby Phase an
    OPTIONAL trigger only, as before: a mandatory one happens as that phase begins (no
    ruling found that raises one later). Only those that work in a GY or banished: what may
    arrive there during the phase is found by its own "moved" happening (a field card's
    arrival is not looked for: left open). One whose declared moments (`Effect.during`)
    match neither phase for it: none."""
    return tuple(e for e in triggers if arrival_phases(e))


def arrival_phases(effect):
    """The phases in which a card's arrival in a GY or banished, after the phase began, may
    still raise the trigger `effect` (`_arrivals`): a frozenset of the Standby Phase (an
    optional trigger whose declared moments, if any, name it) and the End Phase (any
    trigger whose declared moments, if any, name it); empty for every other effect."""
    if effect.kind != TRIGGER or "phase" not in effect.events or _OFF_FIELD.isdisjoint(effect.range):
        return _NO_PHASES
    during = effect.during
    standby = effect.optional and (during is None or S.PHASE_STANDBY in during.own or
                                   S.PHASE_STANDBY in during.opponent)
    end = during is None or S.PHASE_END in during.own or S.PHASE_END in during.opponent
    if standby:
        return _STANDBY_AND_END if end else _STANDBY_ONLY
    return _END_ONLY if end else _NO_PHASES


_NO_PHASES = frozenset()
_STANDBY_ONLY = frozenset((S.PHASE_STANDBY,))
_END_ONLY = frozenset((S.PHASE_END,))
_STANDBY_AND_END = frozenset((S.PHASE_STANDBY, S.PHASE_END))


def _offers(responses, activatable):
    """Per location, the effects `_response_options` (engine/chain.py) looks at there, as
    (while face-down, while face-up), each the columns that offer something, as (column,
    effects) with the columns (0) response window, (1) summon-negation window, (2) idle
    menu, (3) idle menu while summoning. A face-up card offers
    no activation of itself (it is already active: its effects are other kinds); a
    face-down card on the field offers only its activation and the effects that work
    while Set (`face_down`). In the hand the two rows are (with, without) the activations
    of Trap Cards that are no hand traps: those only under a "trap_from_hand" permission
    (Makyura; `_can_activate`), which `_offer_candidates` looks for. A location missing
    from the table has nothing to offer, which keeps empty windows cheap.
    Columns 1-3 are read only while no chain is being built (the summon-negation window
    opens before any link; the idle menu offers nothing during a chain), so they leave out
    the effects whose condition is `Responding` (only in response to a chain link: Big
    Shield Gardna, Judgment of Anubis), which `_response_options` would refuse there at once."""
    out = {}
    locations = set()
    for effect in activatable:
        locations.update(effect.range)
    for loc in locations:
        window = tuple(e for e in responses if loc in e.range and e.kind != IGNITION)
        idle = tuple(e for e in activatable if loc in e.range and type(e.condition) is not Responding)
        row = (tuple(e for e in window if e.tag != "negate_summon"),
               tuple(e for e in window if e.tag == "negate_summon" and type(e.condition) is not Responding),
               tuple(e for e in idle if e.tag != "negate_summon"),
               tuple(e for e in idle if e.tag == "negate_summon"))
        if not any(row):
            continue
        if loc == S.HAND:
            plain = tuple(tuple(e for e in col if not e.trap_activation or e.hand_trap) for col in row)
            out[loc] = (_columns(row), _columns(plain))
            continue
        on_field = loc in S.FIELD_LOCATIONS
        face_down = tuple(tuple(e for e in col if e.kind == ACTIVATE or not on_field or e.face_down)
                          for col in row)
        face_up = tuple(tuple(e for e in col if e.kind != ACTIVATE) for col in row)
        out[loc] = (_columns(face_down), _columns(face_up))
    return out


def _columns(row):
    """((column, effects), ...) for the columns of `row` that offer something."""
    return tuple((i, effects) for i, effects in enumerate(row) if effects)


def _default_range(data, kind):
    if kind == ACTIVATE:
        return (S.HAND, S.SZONE, S.FZONE)
    if data.card_type == "Monster":
        return (S.MZONE,)
    return (S.SZONE, S.FZONE)


class Ctx(object):
    """What an effect's callbacks see: the duel, the card, its controller and the chain link.

    Selectors return lists in a stable order; actions go through the engine so that
    events, "cannot be destroyed" checks and replacement effects apply everywhere."""

    __slots__ = ("duel", "card", "effect", "player", "link", "event", "happenings")

    def __init__(self, duel, card, effect, player, link=None, event=None, happenings=()):
        self.duel = duel
        self.card = card
        self.effect = effect
        self.player = player
        self.link = link
        self.event = event
        self.happenings = happenings    # a delayed effect: every happening of the batch that started it

    @property
    def opponent(self):
        return 1 - self.player

    def _players(self, who):
        """who: "me", "opp", "both", or a player number (0 or 1). (The words first, most
        asked first: card scripts name a side far more often than a player number.)"""
        if who == "me":
            return (self.player,)
        if who == "both":
            return (self.player, 1 - self.player)
        if who == "opp":
            return (1 - self.player,)
        if who == 0 or who == 1:
            return (who,)
        return (self.player, 1 - self.player)

    # ------------------------------------------------------------ selectors
    def monsters(self, who="both", face_up=None):
        # (Duel.monsters and Card.face_up written out: card scripts ask this in every window;
        # the position test only when asked for, the Extra Monster Zones only while one holds
        # a monster, as Duel.monsters does)
        duel = self.duel
        if face_up is None:
            # (= the loop below without the position test: Duel.monsters of each side, which
            # has no loop on PyPy's common path; the sides as `_players` gives them)
            if who == "me":
                return duel.monsters(self.player)
            if who == "opp":
                return duel.monsters(1 - self.player)
            if who == "both":
                return duel.monsters(self.player) + duel.monsters(1 - self.player)
        players = duel.players
        emz = duel.emz
        if emz and emz[0] is None and emz[1] is None:
            emz = None
        out = []
        # (the sides as `_players` gives them, the words without the call; the position test
        # written for each answer: the targets' candidates ask face-up monsters in every window)
        if who == "opp":
            sides = (1 - self.player,)
        elif who == "both":
            sides = (self.player, 1 - self.player)
        elif who == "me":
            sides = (self.player,)
        else:
            sides = self._players(who)
        for p in sides:
            if face_up is None:
                for c in players[p].mzone:
                    if c is not None:
                        out.append(c)
            elif face_up:
                zones = players[p].mzone
                try:
                    # (five Main Monster Zones, every rule set's: the loop below written out, as
                    # Duel.monsters does; their unpacking is the test)
                    z0, z1, z2, z3, z4 = zones
                except ValueError:
                    for c in zones:
                        if c is not None and c.position in _FACE_UP:
                            out.append(c)
                else:
                    if z0 is not None and z0.position in _FACE_UP:
                        out.append(z0)
                    if z1 is not None and z1.position in _FACE_UP:
                        out.append(z1)
                    if z2 is not None and z2.position in _FACE_UP:
                        out.append(z2)
                    if z3 is not None and z3.position in _FACE_UP:
                        out.append(z3)
                    if z4 is not None and z4.position in _FACE_UP:
                        out.append(z4)
            else:
                zones = players[p].mzone
                try:
                    # (the face-down ones: the five Main Monster Zones written out as for the
                    # face-up ones; Nobleman of Crossout's targets, asked in every window)
                    z0, z1, z2, z3, z4 = zones
                except ValueError:
                    for c in zones:
                        if c is not None and c.position not in _FACE_UP:
                            out.append(c)
                else:
                    if z0 is not None and z0.position not in _FACE_UP:
                        out.append(z0)
                    if z1 is not None and z1.position not in _FACE_UP:
                        out.append(z1)
                    if z2 is not None and z2.position not in _FACE_UP:
                        out.append(z2)
                    if z3 is not None and z3.position not in _FACE_UP:
                        out.append(z3)
                    if z4 is not None and z4.position not in _FACE_UP:
                        out.append(z4)
            if emz:
                for c in emz:
                    if c is not None and c.controller == p and (face_up is None or (c.position in _FACE_UP) == face_up):
                        out.append(c)
        return out

    def spells_traps(self, who="both", face_up=None, include_field=True):
        """Cards in Spell & Trap Zones (and Field Zones)."""
        out = []
        players = self.duel.players
        # (the sides as `_players` gives them, the words without the call; the position test
        # only where asked for)
        if who == "both":
            sides = (self.player, 1 - self.player)
        elif who == "me":
            sides = (self.player,)
        elif who == "opp":
            sides = (1 - self.player,)
        else:
            sides = self._players(who)
        for p in sides:
            ps = players[p]
            if face_up is None:
                for c in ps.szone:
                    if c is not None:
                        out.append(c)
            else:
                for c in ps.szone:
                    if c is not None and (c.position in _FACE_UP) == face_up:
                        out.append(c)
            c = ps.fzone
            if include_field and c is not None and (face_up is None or (c.position in _FACE_UP) == face_up):
                out.append(c)
        return out

    def field(self, who="both"):
        return self.monsters(who) + self.spells_traps(who)

    def hand(self, who="me"):
        if who == "me":
            return self.duel.players[self.player].hand[:]      # (a copy: the most asked side, no loop)
        out = []
        for p in self._players(who):
            out.extend(self.duel.players[p].hand)
        return out

    def grave(self, who="me"):
        if who == "me":
            return self.duel.players[self.player].grave[:]      # (a copy: the most asked side, no loop)
        out = []
        for p in self._players(who):
            out.extend(self.duel.players[p].grave)
        return out

    def grave_guarded(self, card):
        """Is this card in a GY out of this effect's reach as it resolves (Necrovalley: no effect
        may move it out of the GY)? An effect that picks "from your Deck or GY" as it resolves,
        without targeting, then picks only among the others (Konami's FAQ on Illusion Magic under
        Necrovalley: it adds from the Deck only; with its card only in the GY it does nothing);
        one that targets a GY card is negated instead (chain.py `_link_negated_now`)."""
        duel = self.duel
        if card.location != S.GRAVE or C.NEGATE_GRAVE_MOVES not in duel._cont_tags_present:
            return False
        return duel._grave_guarded(self.card, (card,))     # (chain.py: as a link's negation asks it)

    def deck(self, who="me"):
        if who == "me":
            # (a reversed copy, top first: one C-level copy, where a loop extending a new list
            # from a `reversed` iterator was a trace of its own on PyPy; the most asked side)
            return self.duel.players[self.player].deck[::-1]
        out = []
        for p in self._players(who):
            out.extend(reversed(self.duel.players[p].deck))   # top first
        return out

    def deck_count(self, who="me"):
        """How many cards the Deck (or both Decks) of `who` holds, with no list made (a draw
        card's condition: "the Deck can supply every card it draws")."""
        players = self.duel.players
        if who == "me":
            return len(players[self.player].deck)
        count = 0
        for p in self._players(who):
            count += len(players[p].deck)
        return count

    # ------------------------------------ is there / how many / which cards fit (a place's cards)
    # `place`: "hand", "deck", "grave", "banished", "extra_deck", "monsters", "spells_traps" or
    # "field"; `who` as for the selectors ("me", "opp", "both", 0, 1); `fits(ctx, card)` the
    # filter (the shape of `Target`'s filter and an Effect's `affects`), which must only read
    # the duel. `any_card` and `count_cards` are each one plain loop here, over one side's
    # pile or Main Monster Zones in place (no list made, no selector called; no generator and
    # no builtin `any`/`sum`, which on PyPy are Python-level functions and a frame at every
    # ask); both sides, the Spell & Trap Zones and the field are walked in the selector's list.
    def _listed(self, place, who):
        if place == "monsters":
            return self.monsters(who)
        if place == "spells_traps":
            return self.spells_traps(who)
        if place == "field":
            return self.field(who)
        if place == "deck":
            return self.deck(who)
        if place == "hand":
            return self.hand(who)
        if place == "grave":
            return self.grave(who)
        if place == "extra_deck":
            return self.extra_deck(who)
        if place == "banished":
            out = []
            for p in self._players(who):
                out.extend(self.duel.players[p].banished)
            return out
        raise ValueError("no such place: %r" % (place,))

    def any_card(self, place, fits, who="me"):
        """Is there a card in `place` of `who` for which `fits(ctx, card)` is true? Stops at
        the first one. (An activation condition: "if there is a Level 4 or lower Warrior in
        your Deck": `ctx.any_card("deck", warrior_4_or_lower)`.)"""
        # (the side and the pile found here, not by a helper: a call each on CPython)
        if who == "me":
            p = self.player
        elif who == "opp":
            p = 1 - self.player
        elif who == 0 or who == 1:
            p = who
        else:
            p = -1
        cards = None
        if p >= 0:
            ps = self.duel.players[p]
            if place == "monsters":
                cards = ps.mzone        # (None for an empty zone; the Extra Monster Zones below)
                if len(cards) == 5:
                    # (the five Main Monster Zones written out, as Duel.monsters does: on PyPy a
                    # loop here was one loop trace entered from every caller, each filter a bridge)
                    z0, z1, z2, z3, z4 = cards
                    if z0 is not None and fits(self, z0):
                        return True
                    if z1 is not None and fits(self, z1):
                        return True
                    if z2 is not None and fits(self, z2):
                        return True
                    if z3 is not None and fits(self, z3):
                        return True
                    if z4 is not None and fits(self, z4):
                        return True
                    cards = ()
            elif place == "deck":
                cards = ps.deck
            elif place == "hand":
                cards = ps.hand
            elif place == "grave":
                cards = ps.grave
            elif place == "extra_deck":
                cards = ps.extra
            elif place == "banished":
                cards = ps.banished
        if cards is None:
            cards = self._listed(place, who)
        for card in cards:
            if card is not None and fits(self, card):
                return True
        if p >= 0 and place == "monsters":
            emz = self.duel.emz         # (a monster of `p`'s in an Extra Monster Zone)
            if emz:
                for card in emz:
                    if card is not None and card.controller == p and fits(self, card):
                        return True
        return False

    def count_cards(self, place, fits, who="me"):
        """How many cards in `place` of `who` `fits(ctx, card)` accepts. (Asked as a card
        resolves, not in every window: the selector's list is walked, as `cards_where` does;
        `any_card`, which the windows ask, walks the piles in place.)"""
        count = 0
        for card in self._listed(place, who):
            if fits(self, card):
                count += 1
        return count

    def cards_where(self, place, fits, who="me"):
        """The cards in `place` of `who` that `fits(ctx, card)` accepts, a new list in the
        selector's order (the Deck top first, as `deck` lists it)."""
        out = []
        for card in self._listed(place, who):
            if fits(self, card):
                out.append(card)
        return out

    def first_free_zone(self, location=S.MZONE, player=None):
        """The first zone number of `player`'s (default: this effect's controller) that a
        card could take now in `location` (S.MZONE: a Main Monster Zone no effect blocks;
        S.SZONE: a Spell & Trap Zone), or None."""
        player = self.player if player is None else player
        if location == S.MZONE:
            return self.duel.free_mzone(player)
        return self.duel.free_szone(player)

    def extra_deck_fusions(self, level):
        """The Fusion Monsters of printed Level `level` in your Extra Deck, in Extra Deck order
        (a sequence to read, not to change; empty when there are none): the engine keeps them by
        Level while your Extra Deck is unchanged (chain.py `_extra_fusions`), so a card asked
        in every window (Metamorphosis) walks no Extra Deck. Whether one may be Special
        Summoned now is `can_special_summon`'s question, asked of each."""
        kept = self.duel._extra_fusions(self.player).get(level)
        return _NO_CARDS if kept is None else kept

    def extra_deck_fusion_levels(self):
        """The printed Levels of the Fusion Monsters in your Extra Deck (a set-like view to
        read: `level in ctx.extra_deck_fusion_levels()`), kept as `extra_deck_fusions` is."""
        return self.duel._extra_fusions(self.player).keys()

    def extra_deck(self, who="me"):
        if who == "me":
            return self.duel.players[self.player].extra[:]      # (a copy: the most asked side, no loop)
        out = []
        for p in self._players(who):
            out.extend(self.duel.players[p].extra)
        return out

    def free_monster_zones(self, player=None):
        """The numbers of `player`'s (default: this effect's controller) empty Main Monster
        Zones, leftmost first (a zone an effect blocks counts as empty here)."""
        zones = self.duel.players[self.player if player is None else player].mzone
        out = []            # (a plain loop: a comprehension is a frame of its own)
        i = 0
        for c in zones:
            if c is None:
                out.append(i)
            i += 1
        return out

    def summon_locked(self, player=None):
        """May `player` (default: this effect's controller) not Summon now: a face-up card's
        continuous effect (The Last Warrior from Another Planet) or a lasting rule of a card
        activated this turn ("you cannot Summon other monsters the turn you activate this
        card": Scapegoat, Red-Eyes Fusion); while a chain link resolves, its own card's rule
        spares it (Scapegoat's own Tokens). An effect that Special Summons asks it before it
        summons anything it must summon all of."""
        return self.duel.summon_locked(self.player if player is None else player)

    def free_monster_zone_count(self, player=None):
        """How many of `player`'s (default: this effect's controller) Main Monster Zones a
        monster could be placed in now: empty, and no effect keeps it from being used (Ojama
        King's zones are not counted: "Special Summon two Tokens" needs two usable zones)."""
        return self.duel.free_mzone_count(self.player if player is None else player)

    def pick_zones(self, player, zones, count, done, prompt=None):
        """This effect's controller chooses `count` of `zones` (numbers of `player`'s Main
        Monster Zones; Ojama King), one `zone` request each, before the next decision
        (engine/zones.py); then done(ctx, picked) runs. With no choice, at once."""
        self.duel.pick_zones(self.card, self.effect, player, zones, count, done, prompt)

    def lp(self, player):
        return self.duel.players[player].lp

    def can_pay_lp(self, amount):
        """May this effect's player pay `amount` LP as its cost (a `can_pay`)? Asked before this
        card is played from the hand under Chain Energy, with the LP its charge leaves: that is
        paid first, as the card is played (yugioh-wiki 《魔力の枷》), and LP cannot be paid below 0
        (Premature Burial at 1299 LP is not offered; at 1300 it is, and its player loses)."""
        duel = self.duel
        lp = duel.players[self.player].lp
        card = self.card
        if card.location == S.HAND and self.link is None:
            tag = "hand_effect_lp_cost" if card.data.card_type == "Monster" else "hand_action_lp_cost"
            if tag in duel._cont_tags_present:
                lp -= duel.hand_action_cost(self.player, tag)
        return lp >= amount

    def card_by_uid(self, uid):
        """The card object with this uid now, or None (it moved: a new object)."""
        return self.duel.card_by_uid(uid)

    def card_by_cid(self, cid):
        """The card whose `cid` a happening or a record names (its object now)."""
        return self.duel.cards[cid]

    def normal_summonable_kind(self, card):
        """Is `card` a monster of a kind that can be Normal Summoned/Set: not a Token, not a
        Fusion, Synchro, Xyz, Link or Ritual Monster, nor one whose script gives it a summoning
        condition (Chaos Sorcerer, Dark Necrofear: extra.py `cannot_normal_summon`)? What it is,
        not whether it could be summoned now (Brain Control's, Monster Gate's and Reasoning's
        "a monster that can be Normal Summoned/Set")."""
        from duelist.engine.extra import cannot_normal_summon
        data = card.data
        return data.card_type == "Monster" and "Token" not in (data.kinds or ()) and \
            not cannot_normal_summon(card)

    def can_special_summon(self, card, player=None, zones=None, ignore_conditions=False, proper=False,
                           leaving=(), position=None):
        """Could `card` be Special Summoned to `player`'s field (default: this effect's
        controller) by an effect now: its summoning conditions, rules, a free zone (one of
        `zones` when the effect names them). ignore_conditions: "ignoring its summoning
        conditions" (from the hand, Deck or Extra Deck); proper: this effect is the one its
        condition names (Contract with Exodia); leaving: monsters that leave the field
        first (a cost: the Gladiator Beasts shuffle themselves into the Deck), whose zones
        count as free; position: the position the effect summons it in, when it names one
        -- a Link Monster is never in Defense Position or face-down (seed 001 §連接怪獸: The
        Shallow Grave cannot choose one)."""
        if position is not None and position != S.FACEUP_ATTACK and "Link" in (card.data.kinds or ()) \
                and card.data.card_type == "Monster":
            return False
        return self.duel.can_special_summon(card, self.player if player is None else player, zones=zones,
                                            by="proc" if proper else None,
                                            ignore_conditions=ignore_conditions, leaving=leaving)

    # Link Monsters (engine/link.py)
    def pointed_zones(self, card=None):
        """The zones a Link Monster (default: this card) points to: (player, zone) for Main
        Monster Zones, (None, 5 or 6) for Extra Monster Zones."""
        return self.duel.pointed_zones(self.card if card is None else card)

    def pointed_monsters(self, card=None):
        """The monsters a Link Monster (default: this card) points to, on either side."""
        return self.duel.pointed_monsters(self.card if card is None else card)

    def co_linked(self, a, b):
        return self.duel.co_linked(a, b)

    def is_linked(self, card):
        return self.duel.is_linked(card)

    def column_cards(self, card=None):
        """The cards in the column of `card` (default: this card), itself included, and
        whether every zone of that column holds a card (Blasting Fuse): (cards, full)."""
        column = self.duel.column_of(self.card if card is None else card)
        if column is None:
            return [], False
        slots = self.duel.column_slots(column)
        return [c for c in slots if c is not None], all(c is not None for c in slots)

    def can_change_position(self, card, to=None):
        """May an effect change this monster's battle position (to `to`, when given: a Token is
        never turned face-down; never a Link Monster's)?"""
        return self.duel.can_change_position(card, to)

    def may_set_monsters(self):
        """May a monster be Set, Special Summoned face-down or turned face-down now? Not while
        Light of Intervention applies: a face-down Special Summon is then made in face-up
        Defense Position (`special_summon` does it), so an effect that lets its player choose a
        position offers face-up Defense instead of face-down Defense."""
        return not self.duel._no_monster_set()

    def is_negated(self, card):
        """Is this face-up card's effect negated right now (Imperial Order, Skill Drain...)?"""
        return self.duel.is_negated(card)

    def applies(self, tag):
        """Does any continuous effect with `tag` (names.C) apply right now?"""
        return self.duel.applies(tag)

    def atk(self, card):
        # (= self.duel.atk(card), written out: card conditions ask it of each monster they
        # walk, Deck Devastation Virus's cost in every window; the modifiers only face-up in a
        # Monster Zone, as Duel.atk asks them)
        value = card.data.atk
        base = value if value is not None else 0
        duel = self.duel
        if duel._any_scripts and card.location == _MZONE and card.position in _FACE_UP:
            return duel._modified(card, base, 0)
        return base

    def defense(self, card):
        # (= self.duel.defense(card), written out as `atk`)
        value = card.data.defense
        base = value if value is not None else 0
        duel = self.duel
        if duel._any_scripts and card.location == _MZONE and card.position in _FACE_UP:
            return duel._modified(card, base, 1)
        return base

    def original_atk(self, card):
        """The monster's original ATK now (元々の攻撃力): the printed value ("?" counts as 0),
        or, face-up in a Monster Zone, what a continuous "its original ATK becomes" effect
        makes it (C.SET_STATS with `original=True`: Chimeratech Fortress Dragon). Gains,
        losses and "becomes" values never change it. Read it before the monster leaves the
        field (Ring of Destruction, Number 61: Volcasaurus burn the value it had there)."""
        return self.duel.original_stat(card, 0)

    def original_def(self, card):
        """The monster's original DEF now (as `original_atk`)."""
        return self.duel.original_stat(card, 1)

    def race(self, card):
        """The monster's Type now: face-up in a Monster Zone, continuous effects that change
        it apply (DNA Surgery); anywhere else, or face-down, the printed one (seed 000
        §怪獸的表示形式). Read a field monster's Type with this, never `card.data.race`."""
        duel = self.duel
        if "race" in duel._cont_tags_present:
            return duel.race(card)
        return card.data.race

    def name(self, card):
        """The card's name now: face-up in a Monster Zone, the name an effect gave it
        (Elemental HERO Prisma, `take_name`); anywhere else, or face-down, the printed one
        (seed 000 §怪獸的表示形式). Read a field monster's name with this, never `card.data.name`."""
        return self.duel.name_now(card)

    def is_named(self, card, code):
        """Does `card` have now the name of the card with passcode `code` ("a monster named
        X": its passcode or the one its name stands for, `alias`; or, while a card of the duel
        changes names or is always treated as another name (`NAME_AS`), its name now, `name`)?"""
        duel = self.duel
        if "name" not in duel._cont_tags_present:
            data = card.data
            return data.code == code or data.alias == code
        return duel.name_now(card) == duel.source.data(code).name

    def take_name(self, card, model, until=END_OF_TURN):
        """`card` (face-up in a Monster Zone) is treated as a card with the name of `model` (a
        card, or a card's data), and so of the archetypes that name carries, for `until`
        (END_OF_TURN: "until the End Phase"); it ends when the monster leaves the field or is
        turned face-down (seed 000 §怪獸的表示形式). Public (log event `name_change`). Returns whether it took the name. The
        script must declare CHANGES_NAMES = True (Elemental HERO Prisma)."""
        return self.duel.take_name(card, model, until, self.player, self.card.code)

    def listed_materials(self, fusion):
        """The monster names `fusion`'s material line lists by card name, in printed order
        (`"A" + "B"` -> ("A", "B"); archetypes are no names; engine/extra.py
        `listed_material_names`)."""
        return self.duel.listed_materials(fusion)

    def attribute(self, card):
        """The monster's Attribute now (as `race`: changed only face-up in a Monster Zone)."""
        duel = self.duel
        if "attribute" in duel._cont_tags_present:
            return duel.attribute(card)
        return card.data.attribute

    def level(self, card):
        """The Level now (`Duel.level`, written out: asked of every monster in Attack Position
        at each state check while Gravity Bind or Level Limit - Area B is face-up)."""
        base = card.data.level or 0
        if base:
            duel = self.duel
            if duel.lingering or "level" in duel._cont_tags_present:
                if card.location == _MZONE:
                    if card.position in _FACE_UP:
                        return duel._level_now(card, base)
                elif "hand_level" in duel._cont_tags_present and card.location == S.HAND:
                    # a lasting change of the hand's Levels (Cost Down, L.HAND_LEVEL: `Duel._hand_level`),
                    # read only where a card declares it and while something lingers (round 55x:
                    # Marauding Captain, Lighten the Load)
                    return duel._hand_level(card, base)
        return base

    # ------------------------------------------------------------ the chain
    @property
    def chain(self):
        return self.duel.chain

    @property
    def responding_to(self):
        """The chain link this one was activated in response to (None for Chain Link 1)."""
        if self.link is not None:
            number = self.link.info.get("responds_to")
        elif self.duel.chain:
            number = self.duel.chain[-1].number
        else:
            return None
        if number is None or number > len(self.duel.chain):
            return None
        return self.duel.chain[number - 1]

    @property
    def just_resolved(self):
        """The chain link whose resolution just ended (for the state checks that follow
        it; None once the chain is over): its `targets` (uids), `negated`, `card_uid`,
        `player`, `info["serial"]` (a number no other resolution of this duel has)."""
        return self.duel.just_resolved

    def link_card(self, link):
        return self.duel.cards[link.cid]

    def link_special_summons(self, link):
        """Is `link` the activation of a card or effect that would Special Summon a monster
        (its effect declares `special_summons`)? Royal Oppression answers such a link."""
        return self.duel.cards[link.cid].script.effects[link.effect].special_summons

    def link_inflicts_damage(self, link, player=None):
        """(round 57a) Is `link` the activation of a card or effect that would inflict damage
        to `player` (default: this effect's player), as its effect declares
        (`inflicts_damage`, relative to the link's player)? Trap of Board Eraser and Barrel
        Behind the Door answer such a link."""
        whom = self.duel.cards[link.cid].script.effects[link.effect].inflicts_damage
        if whom is None:
            return False
        player = self.player if player is None else player
        return whom == "both" or (whom == "self") == (player == link.player)

    def replace_link_damage(self, link, player=None, to=None):
        """(round 57a) A damage replacement for one chain link, applied by an answer to it:
        the effect damage that `link`'s resolution inflicts to `player` (default: this
        effect's player) is not taken (to=None: Trap of Board Eraser) or is taken by `to`
        instead (Barrel Behind the Door: the opponent). The script declares
        `LASTING_TAGS = (L.NO_EFFECT_DAMAGE,)`, which opens the gate actions.py `effect_damage`
        reads (`Duel.replace_link_damage`)."""
        self.duel.replace_link_damage(link, self.player if player is None else player, to)

    @property
    def targets(self):
        """The chosen targets that are still valid (same object, still passes the filter)."""
        return self.duel._valid_targets(self)

    def target_group(self, index):
        return [c for c in self.targets if c.uid in self.link.groups[index]]

    @property
    def last_events(self):
        """The events of the action that opened this response window (e.g. the summon)."""
        return self.duel._window_events

    @property
    def summoning(self):
        """The monsters being summoned (the summon-negation window), else []."""
        return self.duel.summoning

    def negate_summon(self, cards):
        self.duel.negate_summon(cards)

    # ------------------------------------------------------------ battle
    @property
    def attacking_monster(self):
        """The monster attacking now, or None once its attack was negated or stopped, or it
        was turned face-down or (before damage calculation) can no longer attack."""
        return self.duel.attacking_monster()

    def destroyed_by_battle_now(self, card):
        """Is `card`'s destruction by the battle in progress decided (after damage
        calculation, before it is sent to the GY)?"""
        return self.duel.destroyed_by_battle_now(card)

    @property
    def in_damage_calculation(self):
        """Is it the damage calculation of the damage step ("during damage calculation")?"""
        return self.duel.damage_sub == "calc"

    @property
    def in_damage_step(self):
        """Is it the Damage Step of a battle (from its start to its end, damage calculation
        included: "during the Damage Step")?"""
        return self.duel.damage_sub is not None

    @property
    def damage_step_part(self):
        """Which part of the Damage Step it is, or None outside one: "start" (the start of the
        Damage Step), "before_calc" (before damage calculation), "calc" (damage calculation),
        "after_calc" (after damage calculation), "end" (the end of the Damage Step)."""
        return self.duel.damage_sub

    @property
    def battle_phase_this_turn(self):
        """Has this turn had a Battle Phase (begun, even if it is over)?"""
        return self.duel.battle_phase_turn == self.duel.turn

    @property
    def card_still_here(self):
        """The activated card is still the same object, face-up, where it was activated."""
        link = self.link
        return link is not None and self.card.uid == link.card_uid and self.card.face_up

    # --------------------------------------------------------------- actions
    def then(self):
        """The word "then" in a card's text: what happened so far is no longer the last
        thing once the rest happens ("when ..." optional triggers of the first part miss
        the timing; seed 000 §誘發效果)."""
        self.duel._mark_batch()

    def destroy(self, cards, reason="effect", banish=False):
        """Generator: destroy these cards; replacement effects apply and may ask their
        controllers (engine/destruction.py). Write `yield from ctx.destroy(cards)` (its
        value: the cards destroyed), or return it from a resolution. Nothing happens until
        the engine runs it (and says so loudly if it is never run)."""
        return Procedure(self.duel, self.duel.destroying(cards, reason, self.player, self.card, banish),
                         ("ctx.destroy(...)", self.card.data.name))

    def destroy_to(self, cards, to, reason="effect"):
        """Generator, as `destroy`: destroy these cards and send those destroyed `to` another
        place than the GY, as the destroying effect says (engine/destruction.py
        `DESTINATIONS`: S.DECK, the top of the owner's Deck, as Mystic Swordsman LV6's "place
        it on top of the Deck instead of sending it to the GY"; S.BANISHED, as banish=True;
        `Duel.destroying_to`). They are destroyed (destruction's replacements apply, the happening's
        reason is "destroyed_..."), never sent to the GY: a "sent to the GY" trigger does not
        start. A card destroyed instead by a replacement goes to the GY. (round 56y)"""
        return Procedure(self.duel, self.duel.destroying_to(cards, to, reason, self.player, self.card),
                         ("ctx.destroy_to(...)", self.card.data.name))

    def destroy_now(self, cards, reason="effect", banish=False):
        """Destroy these cards at once, in plain code that cannot ask (a rule destruction,
        Exodia Necross's): optional replacement effects are not offered. Returns the cards
        destroyed. A STATE effect that destroys by an effect writes `yield from
        ctx.destroy(...)` instead, so that a replacement can ask (engine/destruction.py)."""
        return self.duel.destroy(cards, reason, self.player, self.card, banish)

    def negate_attack(self):
        return self.duel.negate_attack()

    def end_battle_phase(self):
        """End the Battle Phase now (Battle Fader): the attack being declared goes no further,
        and the End Step of the Battle Phase comes next. Only while an attack is going on,
        before the Damage Step; False otherwise."""
        return self.duel.end_battle_phase()

    def materials(self, card=None):
        """The Xyz Materials under `card` (default: this card); engine/xyz.py."""
        return self.duel.materials_of(self.card if card is None else card)

    def detach(self, materials, card=None):
        """Detach these materials from `card` (default: this card): they are sent to the GY."""
        return self.duel.detach(self.card if card is None else card, materials, by=self.player)

    def attach(self, cards, xyz):
        """Attach these cards to the Xyz Monster `xyz` as Xyz Materials (engine/xyz.py; they are
        stacked, not sent anywhere). Returns how many were attached."""
        done = 0
        for card in cards:
            if xyz.location == S.MZONE and card is not xyz and card.location != S.OVERLAY:
                self.duel.attach(card, xyz, reason="effect")
                done += 1
        return done

    def can_send_to_grave(self, cards):
        """Would every one of `cards` reach the GY if sent there now? A cost that sends cards
        to the GY is paid in full or not at all: under Macro Cosmos (any card) or Dimensional
        Fissure (a monster) they would be banished instead, so such a cost cannot be paid
        (Effect Veiler, Elemental HERO Prisma); a discard cost can (the card is banished:
        Magic Jammer)."""
        duel = self.duel
        for card in cards:
            if not duel.reaches_grave(card):
                return False
        return True

    def send_to_grave(self, cards, reason="effect"):
        return self.duel.send_to_grave(cards, reason, self.player)

    def banish(self, cards, reason="effect", face_down=False):
        return self.duel.banish(cards, reason, self.player, face_down)

    def to_hand(self, cards, reason="effect", player=None):
        """Return `cards` to their owners' hands; player: to that player's hand instead, from
        anywhere, an opponent's hand included ("add it to your hand": Exchange). Such a card
        stays its owner's (its owner's GY, Deck... when it leaves; actions.py `_take_into_hand`);
        both players know it."""
        return self.duel.to_hand(cards, reason, self.player, player)

    def hand_holder(self, card):
        """Whose hand `card` is in (its owner's, or the player Exchange gave it to), or None."""
        return self.duel.hand_holder(card)

    def to_deck(self, cards, reason="effect", shuffle=True, bottom=False):
        """Return `cards` to their owners' Decks, shuffled unless `shuffle` is false (then on
        top, the last one given the top card). bottom=True: unshuffled, each under its owner's
        Deck, in the order given (the last one given at the very bottom); a card already in its
        owner's Deck (its top card looked at: Dark Scorpion - Chick the Yellow) is moved there
        within the Deck, without leaving it (`Duel.deck_bottom`, round 53k)."""
        if bottom:
            moving = [c for c in cards if c.location != S.DECK]
            if moving:
                self.duel.to_deck(moving, reason, self.player, False)
            self.duel.deck_bottom(cards)
            return None
        return self.duel.to_deck(cards, reason, self.player, shuffle)

    def special_summon(self, card, player=None, position=S.FACEUP_ATTACK, zones=None, proper=False):
        """`zones`: only to one of these zone numbers ("to a zone this card points to"); a
        Link Monster only in Attack Position. proper=True: this effect is the summon the
        monster's condition names (Contract with Exodia for Exodia Necross): it counts as
        properly summoned."""
        player = self.player if player is None else player
        if proper:
            done = self.duel.extra_summon(card, player, "proc", position, by=self.player)
        else:
            done = self.duel.special_summon(card, player, position, self.player, zones=zones)
        if done:
            self._note_summoner(card)
        return done

    def _note_summoner(self, card):
        """Remember on the monster object which effect Special Summoned it (`summoned_by`)."""
        effect = self.effect
        monster = self.card.data.card_type == "Monster" and effect is not None and \
            effect.kind != ACTIVATE and not (effect.range and S.MZONE not in effect.range and
                                             S.SZONE in effect.range)     # a Pendulum Effect is a Spell's
        # the summoner's passcode, not its cid: which card it was is public, where that card
        # went since need not be (a tag out shuffles it into the Deck, which determinization
        # re-deals, so a cid would name another card in a copy of the duel)
        self.duel.mark(card, M.SUMMON_SOURCE, [self.card.data.code, monster])

    def summoned_by(self, card):
        """Which effect Special Summoned this monster object: (the CardData of the card whose
        effect it was, True when it was a monster effect), or None when no effect did (a
        Normal Summon, a summoning procedure such as a contact fusion, a Pendulum Summon) or
        the monster has moved or turned face-down since ("if this card was Special Summoned
        by the effect of a "Gladiator Beast" monster")."""
        got = self.duel.marked(card, M.SUMMON_SOURCE)
        if got is None:
            return None
        return self.duel.source.data(got[0]), got[1]

    def summoned_by_before(self, ev=None):
        """From a `moved` happening (by default this effect's event): which effect had Special
        Summoned the monster object that moved, as `summoned_by` read it just before (the move
        clears the mark), or None ("if this card Special Summoned by the effect of Dark Mimic
        LV1 is sent to the GY")."""
        ev = self.event if ev is None else ev
        got = ev.get("summoned_by") if ev else None
        if got is None:
            return None
        return self.duel.source.data(got[0]), got[1]

    def summon_tributes_before(self, ev=None):
        """From a `moved` happening (by default this effect's event): the monster objects that
        were Tributed for the Tribute Summon or Set of the object that moved, those still where
        the Tribute sent them (a GY, or banished: a Tribute that moved since is another object,
        not listed), in GY-then-banished order of each player. Only for a monster whose script
        declares RECORDS_TRIBUTES (the engine's mark M.TRIBUTE_OF on each Tribute, turn.py
        `_tributes_remember`): "Special Summon the monster Tributed for this card's Tribute
        Summon" (Guardian Tryce). Round 57m, added lines."""
        ev = self.event if ev is None else ev
        if not ev or "prev" not in ev:
            return []
        of = (ev.get("cid"), ev["prev"])
        out = []
        tribute_of = M.TRIBUTE_OF
        for ps in self.duel.players:
            for pile in (ps.grave, ps.banished):
                for c in pile:
                    if c.marks is not None and c.marks.get(tribute_of) == of:
                        out.append(c)
        return out

    def damage(self, player, amount):
        """Effect damage `amount` to `player` from this effect; returns the damage they
        actually took (0 where it was stopped or turned over: `Duel.effect_damage`; round
        58y, "the damage you took": today's Ring of Destruction)."""
        return self.duel.effect_damage(player, amount, self.player, self.card)

    def recover(self, player, amount):
        self.duel.recover(player, amount)

    def pay_lp(self, amount):
        self.duel.pay_lp(self.player, amount)

    def draw(self, player, count=1):
        return self.duel.effect_draw(player, count)

    def discard(self, cards, reason="effect"):
        return self.duel.send_to_grave(cards, "discard_" + reason, self.player)

    def change_position(self, card, position, flip_effects=True):
        return self.duel.change_position(card, position, flip_effects)

    def take_control(self, card, until_end_of_turn=True, bound_to=None):
        """Take control of `card` (until the End Phase by default; bound_to: an Equip Card
        whose leaving, or being negated, ends the control at once: Snatch Steal)."""
        return self.duel.take_control(card, self.player, until_end_of_turn, bound_to)

    def give_control(self, card, player=None):
        """Give control of `card` (a monster on the field) for good to `player` (default: the
        other player than its controller now): no return in the End Phase (Mushroom Man #2).
        False where it does not change (not in a Monster Zone, that player's already, no free
        zone, its control fixed: Mataza the Zapper)."""
        if player is None:
            player = 1 - card.controller
        return self.duel.take_control(card, player, until_end_of_turn=False)

    def swap_control(self, a, b):
        """Switch control of two monsters at once (each takes the other's zone)."""
        return self.duel.swap_control(a, b)

    def create_token(self, data, position=S.FACEUP_DEFENSE, player=None, check_lock=True):
        """Special Summon a Token made from `data` (a CardData) to `player`'s field (default:
        this effect's controller). Returns it, or None with no free Monster Zone or while that
        player may not Special Summon (`summon_locked`)."""
        return self.duel.create_token(data, self.player if player is None else player, position,
                                      by=self.player, check_lock=check_lock)

    def place_in_spell_zone(self, card, reason="effect", player=None, face_down=False):
        """Put `card` face-up in a free Spell & Trap Zone of `player` (default: this
        effect's controller) without activating it; its effects apply as a face-up card's
        (Destiny Board's Spirit Messages; reason "equip": a monster card becoming an Equip
        Card). face_down: placed face-down instead, still in force as what it was placed as
        (a face-down monster a 2005 Thousand-Eyes Restrict equips stays face-down: its
        effects do not apply, and the state checks hold it as an Equip Card). Returns False
        with no free zone."""
        player = self.player if player is None else player
        if self.duel.free_szone(player) is None:
            return False
        self.duel.move(card, S.SZONE, player, reason, by=self.player,
                       position=S.FACEDOWN if face_down else S.FACEUP)
        card.activated = self.duel.turn
        return True

    def can_set_spell_trap(self, card, player=None):
        """Could `card` be Set face-down by `player` (default: this effect's controller) now: a
        Spell or Trap Card that may be Set (no `CANNOT_SET`), or a monster that may be Set as a
        Spell (`SET_AS_SPELL`: the "Artifact" monsters), with a Spell & Trap Zone free; a Field
        Spell goes to the Field Zone, always free to it (a card there is replaced)."""
        player = self.player if player is None else player
        data = card.data
        script = card.script
        if data.card_type == "Monster":
            if script is None or not script.set_as_spell:
                return False
        elif script is not None and script.cannot_set:
            return False
        if card.location == S.HAND and "hand_action_lp_cost" in self.duel._cont_tags_present and \
                not self.duel._hand_action_payable(player):
            return False    # Chain Energy: a Set from the hand costs its LP, not covered
        if data.card_type != "Monster" and data.property == "Field":
            return True
        return self.duel.free_szone(player) is not None

    def set_spell_trap(self, card):
        """Set a card from the hand or the Deck face-down for this effect's controller (Set this
        turn: a Trap cannot be activated before the next): a Spell or Trap Card (Dust Tornado),
        or a monster that may be Set as a Spell (Artifact Ignition from the Deck), in a Spell &
        Trap Zone the player chooses (docs/protocol.md "Zones"); a Field Spell in the Field
        Zone, the card already there sent to the GY as a Set from the hand does (turn.py
        `_set_spell_proc`). Returns False, doing nothing, when `can_set_spell_trap` says no."""
        if not self.can_set_spell_trap(card):
            return False
        duel = self.duel
        if card.location == S.HAND:
            # Chain Energy: a Set from the hand, an effect's too, costs its LP (yugioh-wiki
            # 《魔力の枷》: to Set a card from the hand), paid as the card is Set
            duel._pay_hand_action(self.player)
        if card.data.property == "Field":
            duel._vacate_field_zone(self.player)
            duel.move(card, S.FZONE, self.player, "set", by=self.player, position=S.FACEDOWN)
        else:
            duel.move(card, S.SZONE, self.player, "set", by=self.player, position=S.FACEDOWN)
        h = card.history        # (H_SET_TURN this turn: `move` placed it, a new history)
        card.history = (h[0], h[1], duel.turn, h[3], h[4], h[5], h[6], h[7])
        return True

    def destroyed_while_set(self, ev=None, card=None):
        """Is the happening `ev` (default: the one that started this effect) the move of
        `card` (default: this card, the object now in the GY) to the GY after it was
        destroyed while Set, face-down, in a Spell & Trap Zone? (the "Artifact" monsters:
        "if this Set card in the Spell & Trap Zone is destroyed and sent to the GY"). Who
        controlled it then: `ev["controller"]`."""
        ev = self.event if ev is None else ev
        card = self.card if card is None else card
        if ev is None or ev.get("type") != "moved" or ev.get("cid") != card.cid or ev.get("uid") != card.uid:
            return False
        return ev.get("to") == S.GRAVE and ev.get("origin") == S.SZONE and not ev.get("face_up") \
            and (ev.get("reason") or "").startswith("destroyed")

    def can_normal_summon_now(self, player=None):
        """Could `player` Normal Summon or Set a monster right now, the once-per-turn count
        aside (effects that grant an additional Normal Summon)?"""
        return self.duel.can_normal_summon_now(self.player if player is None else player)

    def normal_summonable_count(self, player=None):
        """How many Monster Cards in `player`'s hand could be Normal Summoned or Set right now,
        the once-per-turn count aside (each card once)."""
        return self.duel.normal_summonable_count(self.player if player is None else player)

    def normal_summon_now(self, player=None):
        """Generator: an additional Normal Summon or Set made now by this effect (Ultimate
        Offering); the player may decline."""
        return self.duel.normal_summon_now(self.player if player is None else player)

    def normal_summon_used(self, player=None):
        """Has `player` made their Normal Summon or Set this turn?"""
        return self.duel.players[self.player if player is None else player].normal_summons > 0

    def forgo_normal_summon(self, player=None):
        """`player` may not Normal Summon or Set for the rest of the turn (it counts as used:
        Lava Golem)."""
        ps = self.duel.players[self.player if player is None else player]
        ps.normal_summons = max(1, ps.normal_summons)

    def equip(self, equip_card, monster):
        return self.duel.equip(equip_card, monster)

    # Union monsters (seed 004 §特殊效果怪兽; cards/common.py `union` declares one)
    def union_used(self, card=None):
        """Has this Union monster (default: this card) equipped or unequipped itself by its
        own effect this turn? Once per turn, one or the other: the mark UNION goes with the
        card from the Monster Zone to the Spell & Trap Zone and back (a new object each time),
        so the object its own effect moved still counts as having used it."""
        return self.duel.marked(self.card if card is None else card, M.UNION) == self.duel.turn

    def union_equip(self, monster):
        """This Union monster, face-up in a Monster Zone, becomes an Equip Card equipped to
        `monster` (face-up in a Monster Zone): it moves face-up to a free Spell & Trap Zone
        of its controller, the engine's equip rules hold it (destroyed when the monster
        leaves the field or turns face-down), and it is marked as equipped by its own
        effect this turn (`union_used`, `equipped_by_union`). Returns True if equipped."""
        card = self.card
        if card.location != S.MZONE or not card.face_up or monster is card:
            return False
        if monster.location != S.MZONE or not monster.face_up:
            return False
        if not self.place_in_spell_zone(card, "equip", card.controller):
            return False
        if not self.duel.equip(card, monster):
            self.duel.send_to_grave([card], "equip_failed", self.player)
            return False
        self.duel.mark(card, M.UNION, self.duel.turn)
        return True

    def union_unequip(self, position=S.FACEUP_ATTACK):
        """This Union monster, equipped in a Spell & Trap Zone, is unequipped and Special
        Summoned to its controller's field in `position` (face-up Attack or Defense);
        marked as used this turn (`union_used`). Returns True if it was summoned."""
        card = self.card
        if card.location != S.SZONE or self.duel.related(card, R.EQUIP) is None:
            return False
        if not self.can_special_summon(card, card.controller):
            return False
        if not self.special_summon(card, card.controller, position=position):
            return False
        self.duel.mark(card, M.UNION, self.duel.turn)
        return True

    def equipped_by_union(self, card=None):
        """Is this card (default: this card) in a Spell & Trap Zone as an Equip Card that its
        own Union effect equipped ("while equipped by this card's effect", the 2005 texts)?"""
        card = self.card if card is None else card
        return card.location == S.SZONE and self.duel.marked(card, M.UNION) is not None

    def unions_equipped(self, monster):
        """The Union monsters equipped to `monster` now ("a monster can only be equipped with
        1 Union monster at a time")."""
        return [c for c in self.duel.related_from(monster, R.EQUIP)
                if c.location == S.SZONE and "Union" in c.data.kinds]

    def modify(self, card, atk=0, defense=0, until=END_OF_TURN):
        """An ATK/DEF change on `card` that lasts (until the end of the turn by default;
        `while_here(card)`: while it stays on the field; `opponents_turn(n)` / `own_turn(n)`
        counted from this effect's player). A monster turned face-down loses it. A change a
        monster's effect gives that monster itself (`card` is this card, in a Monster Zone:
        Number 17: Leviathan Dragon's +500) is also lost, for good, once the monster's effects
        are negated (Skill Drain, Effect Veiler: `_own_change`)."""
        self.duel.start_lasting(L.STATS, until, card=card, source=self.card.code, counted_from=self.player,
                                own=self._own_change(card), atk=atk, **{"def": defense})

    def _own_change(self, card):
        """Is a change on `card` one this monster gives itself: `card` is this card object, a
        monster in a Monster Zone (so the effect is a monster's effect on the field)? Such a
        change is part of the monster's effects: the state checks end it for good once they
        are negated, and it does not come back when the negation ends (Konami's OCG FAQ for
        Number 17: Leviathan Dragon; seed 000 §效果分類 › 其他效果)."""
        return card is self.card and card.location == _MZONE

    def player_flag(self, player, tag, until=END_OF_TURN, card=None, **info):
        """A lasting rule on a player (a tag of `names.L`: "no battle damage this turn"...);
        `card`: the monster it is about (Soul Exchange's Tribute)."""
        self.duel.start_lasting(tag, until, player=player, card=card, source=self.card.code, **info)

    def lasting(self, tag, card, until=END_OF_TURN, **info):
        """A lasting effect on one monster (`card`): cannot attack this turn, cannot change
        its position, return to the field in the End Phase..."""
        self.duel.start_lasting(tag, until, card=card, source=self.card.code, counted_from=self.player, **info)

    def delay(self, effect_index, until=END_OF_TURN, once=False):
        """A delayed effect: this card's effect number `effect_index` (range ("delayed",))
        listens to happenings like a trigger, wherever the card is now, for `until`;
        once=True: it ends when it is applied (Last Will)."""
        self.duel.start_lasting(L.DELAYED, until, delayed=(self.card.cid, effect_index, self.player),
                                source=self.card.code, once=once)

    # ------------------------------------------------- relations and marks
    def relate(self, monster, kind):
        """Link this card (this object) to `monster`: Call of the Haunted -> the monster it
        revived. The engine cuts it when either leaves its place or turns face-down."""
        return self.duel.relate(kind, self.card, monster)

    def related(self, kind, card=None):
        """The card object this card (or `card`) is linked to by `kind`, or None."""
        return self.duel.related(self.card if card is None else card, kind)

    def related_from(self, card, kind=None):
        """The card objects linked to `card` (by relations of `kind`)."""
        return self.duel.related_from(card, kind)

    def lost_relations(self, kind):
        """This card's relations of `kind` cut since the state checks last looked (for a
        STATE effect): each has `cause` ("source"/"target": which side left), `reason` (the
        move's reason, or "face_down"), `dst_uid`."""
        return self.duel.lost_relations(self.card, kind)

    def mark(self, card, name, value=True):
        """A mark on a card object; cleared by the engine when the card moves or turns face-down."""
        self.duel.mark(card, name, value)

    def unmark(self, card, name):
        self.duel.unmark(card, name)

    def marked(self, card, name, default=None):
        return self.duel.marked(card, name, default)

    def original_stats_changed(self, card):
        """Has an effect changed this monster object's original ATK or DEF since it arrived on
        the field (`set_stats(..., original=True)`: Shrink's 2005 text), even if that change has
        ended since? Maju Garzett's ATK is 0 for good from then on (yugioh-wiki.net 《合成魔獣
        ガーゼット》). The engine's mark M.ORIGINAL_CHANGED; it goes when the monster moves or
        turns face-down (round 55r)."""
        return self.duel.marked(card, M.ORIGINAL_CHANGED) is not None

    # ------------------------------------------------------ this turn's records
    @property
    def turn(self):
        return self.duel.turn

    @property
    def attack(self):
        """(attacker uid, target uid or "player") while an attack is on, else None."""
        return self.duel.attack

    def random_below(self, n):
        """A number in 0..n-1 from the duel's PRNG (a card picked at random)."""
        return self.duel.rng.below(n)

    @property
    def turn_player(self):
        return self.duel.turn_player

    @property
    def phase(self):
        return self.duel.phase

    def summons_this_turn(self, player):
        """How many monsters `player` Summoned (Normal, Tribute, Flip, Special) this turn,
        a summon later negated included."""
        return self.duel.turn_summons[player]

    def drawn_this_turn(self, player):
        return self.duel.turn_drawn[player]

    @property
    def last_attacker(self):
        """The uid of the last monster that declared an attack this turn, or None."""
        return self.duel.last_attacker

    def sent_to_grave_recently(self):
        """The records of cards sent to the GY this turn and the two turns before (as
        `sent_to_grave_this_turn` gives them, each with its "turn"): "in your next Standby
        Phase after it was destroyed" (Sacred Phoenix of Nephthys)."""
        return self.duel.recent_grave_records()

    def sent_to_grave_this_turn(self, player=None):
        """This turn's record of cards sent to the GY (plain dicts: cid, uid it got there,
        controller, origin, reason, owner, by: the player whose card's effect sent it -- for
        a destruction, the player who destroyed it, the replacing card's controller for a card
        destroyed instead (Proxy Dragon) -- or None)."""
        return self.duel.sent_to_grave_this_turn(player)

    def banished_this_turn(self, player=None):
        """This turn's record of banished cards (plain dicts: cid, uid of the banished object,
        controller before, origin, reason, owner, face_up before, by), `player`'s or everyone's:
        "if this card was banished, Special Summon it in the End Phase" (D.D. Scout Plane)."""
        return self.duel.banished_this_turn(player)

    def destroyed_this_turn(self):
        """This turn's record of destroyed cards, wherever they went (plain dicts: cid, uid of
        the object it became, controller, origin and face_up when destroyed, reason, owner, to:
        where it went, S.BANISHED where Macro Cosmos or "destroy and banish" sent it there):
        "if Toon World on the field is destroyed" (the Toons)."""
        return self.duel.destroyed_this_turn()

    def used_this_turn(self, key):
        """Has a once-per-turn use named `key` (a card's own key, e.g. "once by name") been
        spent this turn?"""
        return self.duel.used.get(key) == self.duel.turn

    def spend_this_turn(self, key):
        """Spend the once-per-turn use named `key` for this turn."""
        self.duel.used[key] = self.duel.turn

    def used_in_duel(self, key):
        """Has the once-per-Duel use named `key` been spent (a card's own key: by name and
        player, "name:<code>:<player>", or by copy, "copy:<cid>": Twin-Headed Behemoth)? Kept in
        `Duel.used` under "duel:<key>", so a fork, a replay and a determinized copy carry it."""
        return ("duel:" + key) in self.duel.used

    def spend_in_duel(self, key):
        """Spend the once-per-Duel use named `key` for the rest of the Duel."""
        self.duel.used["duel:" + key] = "duel"     # (never equal to a turn number)

    def has_flag(self, player, tag):
        """Does a lasting player rule with `tag` bind `player` now?"""
        return self.duel.player_has(player, tag)

    def negate_activation(self, link, destroy=False):
        """Negate a chain link's activation; returns whether it was. "Negate and destroy":
        `yield from ctx.negate_and_destroy(link)` (destroy=True destroys at once, where a
        replacement effect cannot ask)."""
        return self.duel.negate_link(link, "activation", destroy, self.player)

    def negate_effect(self, link, destroy=False):
        return self.duel.negate_link(link, "effect", destroy, self.player)

    def negate_and_destroy(self, link, what="activation"):
        """A procedure (`yield from` it): negate a chain link's activation (what="effect":
        its effect) and destroy its card if it is still there; replacement effects apply to
        that destruction (engine/destruction.py). Its value: whether it was negated."""
        return Procedure(self.duel, self._negate_and_destroy(link, what),
                         ("ctx.negate_and_destroy(...)", self.card.data.name))

    def _negate_and_destroy(self, link, what):
        if not self.duel.negate_link(link, what, False, self.player):
            return False
        card = self.duel.cards[link.cid]
        if card.uid == link.card_uid and card.on_field:
            yield from self.duel.destroying([card], "effect", self.player, self.card)
        return True

    def announce(self, card, what, **facts):
        """A public log line for a card's own bookkeeping (`what`: a log event type such
        as "counter"; card: whose; facts: plain values)."""
        if what not in EV.ALL:
            raise ValueError("unknown log event type %r (see duelist.engine.names.EV)" % (what,))
        self.duel.announce(card.controller, card, what, **facts)

    def declare(self, what, value, player=None):
        """A public declaration (a Type, a card name...) by this effect's player, or by `player`
        where the text has another player declare (Reasoning: the opponent declares a Level)."""
        self.duel.declare(self.player if player is None else player, self.card, what, value)

    def reveal(self, cards, to_player):
        self.duel.reveal(cards, to_player)

    def shuffle_deck(self, player=None):
        self.duel.shuffle_deck(self.player if player is None else player)

    # ------------------------------------------- Levels, negation, Synchro (helper hsync)
    def has_level(self, card):
        """Does this monster have a Level (not an Xyz or Link Monster)? Effects that target
        a Level cannot target one without (seed 004 §XYZ怪兽没有等级)."""
        return self.duel.has_level(card)

    def change_level(self, card, delta, until=END_OF_TURN):
        """Raise (or lower, delta < 0) a face-up monster's Level for `until` (Star Changer:
        `while_face_up(card)`); never below 1. As `modify`, a change a monster gives itself
        is lost for good once its effects are negated."""
        self.duel.start_lasting(L.LEVEL, until, card=card, source=self.card.code, own=self._own_change(card),
                                delta=delta)

    def set_level(self, card, level, until=END_OF_TURN):
        """A face-up monster "becomes Level N" for `until` (Gagaga Magician). As `modify`, a
        Level a monster gives itself is lost for good once its effects are negated."""
        self.duel.start_lasting(L.LEVEL, until, card=card, source=self.card.code, own=self._own_change(card),
                                delta=0, becomes=level)

    def set_stats(self, card, atk=None, defense=None, until=END_OF_TURN, original=False):
        """A face-up monster's ATK and/or DEF "becomes" a value for `until` (None: unchanged);
        gains and losses still apply on top (Black Rose Dragon: its ATK becomes 0 this turn).
        As `modify`, values a monster gives itself are lost for good once its effects are
        negated. original=True: its *original* ATK/DEF becomes the value (元々の攻撃力: Shrink's
        2005 text, "the original ATK is halved"): the base every gain, loss and "becomes" works
        from, whatever the timestamps (a gain applied before it stays on top; a "becomes" value
        still replaces it), and what `original_atk` reads."""
        if original:
            self.duel.start_lasting(L.SET_STATS, until, card=card, source=self.card.code, counted_from=self.player,
                                    own=self._own_change(card), atk=atk, original=True, **{"def": defense})
            return
        self.duel.start_lasting(L.SET_STATS, until, card=card, source=self.card.code, counted_from=self.player,
                                own=self._own_change(card), atk=atk, **{"def": defense})

    def negate_effects(self, card, until=END_OF_TURN):
        """Negate a face-up monster's effects for `until` (Effect Veiler: this turn; Junk
        Synchron's summon: `while_face_up(card)`)."""
        self.duel.start_lasting(L.EFFECTS_NEGATED, until, card=card, source=self.card.code)

    def banish_when_leaves(self, card):
        """"Banish it when it leaves the field": wherever it would go from the field, it is
        banished instead (Plaguespreader Zombie)."""
        self.duel.start_lasting(L.BANISH_ON_LEAVE, while_here(card), card=card, source=self.card.code)

    def would_destroy(self, link):
        """Would this chain link's activation destroy a card on the field (its effect's
        `destroys`)?"""
        return self.duel.link_would_destroy(link)

    def call_coin(self, player=None):
        """Generator: `player` calls heads or tails, a coin is tossed (the duel's PRNG);
        both are public. Returns True when the call was right."""
        player = self.player if player is None else player
        sides = ["Heads", "Tails"]
        call = yield from self.choose_option(sides, "%s: call the coin toss" % self.card.data.name, player)
        self.duel.declare(player, self.card, "coin call", sides[call])
        result = self.duel.rng.below(2)
        self.duel.declare(player, self.card, "coin toss", sides[result])
        return result == call

    def roll_die(self, player=None):
        """`player` (default: this effect's player) rolls a six-sided die (seed 004 §一
        必要的场合要用到的东西); returns the result, 1 to 6. Drawn from the duel's PRNG, so a
        seed replays the roll and a fork rolls what its original would; public: a `die_roll`
        log event (player, uid and name of this card, result) both players see. A plain call,
        not a generator: no player decides anything (Graceful Dice, Skull Dice)."""
        player = self.player if player is None else player
        result = self.duel.rng.below(6) + 1
        self.duel.announce(player, self.card, EV.DIE_ROLL, result=result)
        return result

    # ------------------------------------------- Fusion and Ritual Summons (helper h9b)
    def fusion_monsters(self):
        """The Fusion Monsters in your Extra Deck."""
        return self.duel.fusion_monsters(self.player)

    def can_fusion(self, fusion, pool, proc=False):
        """Could `fusion` be Fusion Summoned now with materials from `pool` (Polymerization);
        proc: by its own procedure instead (a Fusion that needs no Polymerization: Flare
        Neos)."""
        return self.duel.can_fusion(self.player, pool, fusion, proc=proc)

    def fusion_choices(self, fusion, pool, substitutes=True):
        """The sets of cards in `pool` that could be `fusion`'s materials (lists of cards);
        substitutes=False: no Fusion substitute (a procedure that is not a Fusion Summon)."""
        return self.duel.fusion_choices(self.player, pool, fusion, substitutes=substitutes)

    def can_ritual(self, ritual, pool):
        """Could `ritual` be Ritual Summoned now once some of `pool` are Tributed (the rules
        allow Ritual Summons, a zone, no lock)?"""
        return self.duel.can_ritual(ritual, self.player, pool)

    def cannot_be_tributed(self, card):
        """Does this monster's own effect forbid Tributing it (Summoner Monk)?"""
        return self.duel.cannot_be_tributed(card)

    def tributable(self, cards):
        """The monsters among `cards` that may be Tributed (not a face-up Summoner Monk whose
        effect applies), in their order: a Tribute cost chooses among these and its `can_pay`
        counts these (a cost that cannot be paid cannot be paid at all, so the card is not
        offered), as the Tribute Summon and the Ritual Summon do."""
        duel = self.duel
        return [card for card in cards if not duel.cannot_be_tributed(card)]

    def fusion_material_pool(self, places=("hand", "field"), banish=False):
        """Your monsters that this effect may use as Fusion Materials from `places` ("hand",
        "field" (face-down too), "grave", "deck"), never this card; banish=True: the
        materials will be banished, so none from your GY while banishing there is barred
        (Necrovalley, Kycoo). Dragon's Mirror: ("field", "grave"), banish=True."""
        return self.duel.fusion_material_pool(self.player, places, banish, self.card)

    def send_materials(self, cards, kind, banish=False):
        """Send Fusion Materials (kind "fusion") or Ritual Tributes (kind "ritual") to the
        GY for this effect's summon; banish=True: banish them face-up instead (Dragon's
        Mirror), never sending them to the GY."""
        self.duel.send_materials(cards, kind, by=self.player, banish=banish)

    def proper_summon(self, card, kind, position=S.FACEUP_ATTACK):
        """Summon `card` to your field as its proper summon (kind "fusion" or "ritual"): it
        counts as properly summoned (a summon by chain link 1 can still be negated when the
        chain ends). Returns True if it was summoned."""
        done = self.duel.extra_summon(card, self.player, kind, position, by=self.player)
        if done:
            self._note_summoner(card)
        return done

    # ------------------------------------------- Synchro Summons made by an effect (hlines)
    def synchro_targets(self, using=None):
        """The Synchro Monsters in your Extra Deck that could be Synchro Summoned now with
        monsters you control (including `using`, when the effect says "using this card")."""
        return self.duel.synchro_targets(self.player, using)

    def synchro_summon(self, using=None, flt=None):
        """Generator: Synchro Summon a Synchro Monster (one of `synchro_targets(using)` that
        passes flt(card)) with monsters you control as material, in any phase or turn
        (Formula Synchron in the opponent's Main Phase): the materials go to the GY as
        Synchro Material and it is properly summoned. Returns it, or None."""
        return self.duel.synchro_summon_by_effect(self.player, using, flt)

    # ------------------------------------------------------------ questions
    def choose_cards(self, cards, count=1, minimum=None, player=None, prompt=None):
        """Generator: `player` (default: the effect's controller) picks cards (not targets)."""
        return self.duel.choose_cards(self.player if player is None else player, cards, count,
                                      count if minimum is None else minimum,
                                      prompt or "%s: choose a card" % self.card.data.name)

    def yes_no(self, prompt, player=None):
        """Generator: a yes/no question; returns True or False."""
        return self.duel.ask_yes_no(self.player if player is None else player, prompt)

    def choose_option(self, labels, prompt, player=None):
        """Generator: pick one of `labels` (strings); returns its index."""
        return self.duel.ask_option(self.player if player is None else player, labels, prompt)

    # ------------------------------------------------ a Type changed for a while (h54g)
    def change_race(self, card, race, until=END_OF_TURN):
        """A face-up monster object becomes of Type `race` for `until` (a lasting L.RACE: D.
        Tribe, "until the end of this turn"): read by `Duel.race` in timestamp order with the
        continuous C.RACE effects (DNA Surgery), the latest applied winning; it ends once the
        monster leaves the field or turns face-down. The script declares `LASTING_TAGS =
        (L.RACE,)`. Does nothing for a monster not face-up in a Monster Zone."""
        if card.location != S.MZONE or not card.face_up:
            return False
        self.duel.start_lasting(L.RACE, until, card=card, source=self.card.code, counted_from=self.player, race=race,
                                since=len(self.duel.log))
        return True

    # ------------------------------------------------ control that cannot switch (h54m)
    def can_take_control(self, card):
        """May control of `card` switch (a control-changing effect's target or pick)? No for a
        monster whose own effect fixes its control (C.CONTROL_FIXED: Mataza the Zapper): such a
        monster is no legal choice for Change of Heart, Snatch Steal, Creature Swap... Asked
        only where a card of the duel has the tag: else yes at once.
        (round 59a) No either for a monster its owner controls while a C.CONTROL_TO_OWNER effect
        reaches it (Remove Brainwashing: every monster is controlled by its owner, so no take
        away from the owner can apply: Change of Heart and Snatch Steal cannot be activated
        targeting it; yugioh-wiki.net 《洗脳解除》), whose card opens the same gate (its
        LASTING_TAGS C.CONTROL_FIXED)."""
        duel = self.duel
        return "control_fixed" not in duel._cont_tags_present or not (
            duel.control_fixed(card) or (_TO_OWNER in duel._cont_tags_present and card.controller == card.owner
                                         and duel._owner_rule_applies(card)))

    # ------------------------------------------------ a player rule on the monsters of one name (h56b)
    def player_flag_named(self, player, tag, code, until=END_OF_TURN):
        """A lasting rule on `player`'s monsters of one name, the passcode `code` (read as "a
        monster named X" is: `Ctx.is_named`), those they control now and those that come later
        while it lasts (Paladin of White Dragon: "your Blue-Eyes White Dragon cannot attack this
        turn", L.CANNOT_ATTACK). Its Lasting entry is a player rule (no uid) with info "named":
        the passcode. Only the tags of `NAMED_PLAYER_RULE_TAGS` read the filter."""
        if tag not in NAMED_PLAYER_RULE_TAGS:
            raise ValueError("no player rule of tag %r reads a name (NAMED_PLAYER_RULE_TAGS)" % (tag,))
        self.duel.start_lasting(tag, until, player=player, source=self.card.code, named=code)

    # ------------------------------------------------ an LP loss that is no damage nor a cost (h56b)
    def lose_lp(self, player, amount):
        """`player` loses `amount` LP (Jirai Gumo's coin called wrong): not damage, so nothing
        that stops or changes damage applies (Des Wombat), and not a cost, so it is no payment
        (`pay_lp`: "when you pay LP" hears nothing). Logged as "lose_lp" (`Duel.lose_lp`)."""
        self.duel.lose_lp(player, amount)

    def set_lp(self, player, value):
        """`player`'s LP become `value` ("both players' LP become 0": Self-Destruct Button; the
        players' LP exchanged: Reversal Quiz, two calls with the values read first): not damage,
        not a cost, not a gain; logged as "lp_become"; both players at 0 at the state check that
        follows is a draw (`Duel.lp_become`, round 56z)."""
        self.duel.lp_become(player, value)

    def arrange_deck_top(self, player, cards, prompt=None):
        """Generator: `player` looks at `cards` (the top cards of their own Deck, top first:
        `self.deck(...)[:n]`), a private reveal to that player, then puts them back on top in the
        order they pick, one card at a time from the top down (Big Eye). No card leaves the Deck
        and no uid changes (`Duel.deck_top`); returns the new order, top first (round 56z)."""
        cards = list(cards)
        if not cards:
            return []
        self.duel.reveal(cards, player)
        order = []
        rest = cards[:]
        while len(rest) > 1:
            picked = yield from self.choose_cards(
                rest, 1, player=player,
                prompt=prompt or "%s: choose the card to put %s from the top" % (self.card.data.name, _ORDINAL(len(order) + 1)))
            order.append(picked[0])
            rest.remove(picked[0])
        order += rest
        self.duel.deck_top(order)
        return order

    def banish_by(self, player, cards, reason="effect", face_down=False):
        """Banish `cards` in `player`'s name: an effect whose text has each player banish the
        cards they pick (Dimension Jar: "each player banishes up to 3 cards from their
        opponent's GY"). What asks who banishes reads `player`, not this effect's controller:
        Kycoo the Ghost Destroyer bars only its controller's opponent's banishes from a GY
        (actions.py `banish`, its `no_grave_banish` check). `banish(cards)` is this form with the
        effect's controller (round 56z)."""
        return self.duel.banish(cards, reason, player, face_down)

    # ------------------------------------------------ a control that comes back (round 57i)
    def return_control(self, card, player):
        """A control change this effect's card made ends now and `card` (a monster on the field)
        goes back to `player`, the player it was taken from (the Charmers: "while this card is
        face-up on the field"): the rule of the engine's own returns (the End Phase of Change of
        Heart, Snatch Steal leaving: `Duel.return_control`) -- with no free Main Monster Zone of
        that player's, it is sent to its owner's GY (a Token vanishes). Not `give_control`, a
        new control change that fails with no zone. True when it came back."""
        return self.duel.return_control(card, player)

    # ------------------------------------------------ counters that replace destruction (57i)
    def place_destroy_counter(self, card, counter="counter"):
        """Put 1 counter on `card` (a face-up card on the field) that is removed instead of its
        destruction (Magic Reflector): the mark M.DESTROY_COUNTERS counts them, so it goes with
        the object (it leaves the field or turns face-down: gone) and outlives the card that put
        it. Each destruction of the card by a card's effect but its own (engine/destruction.py
        `_counters_instead`) takes one off instead. The script declares `LASTING_TAGS =
        (C.DESTROY_COUNTER,)`: a duel with no such card never looks. Returns the count now."""
        count = self.duel.marked(card, M.DESTROY_COUNTERS, 0) + 1
        self.duel.mark(card, M.DESTROY_COUNTERS, count)
        self.announce(card, EV.COUNTER, counter=counter, count=count)
        return count

    def destroy_counters(self, card):
        """How many counters that replace its destruction `card` holds (`place_destroy_counter`)."""
        return self.duel.marked(card, M.DESTROY_COUNTERS, 0)

    # ------------------------------------------------ a draw lock; a Normal Summon watcher (57b)
    def no_draw_next_draw_phase(self, player):
        """`player` draws no card during their next Draw Phase (Penalty Game!): a lasting
        L.NO_DRAW, pending until that Draw Phase begins (one that is skipped, Time Seal, is no
        Draw Phase: the next one is), then applying to its end: no normal draw (a
        `draw_skipped` record, reason "no_draw"; Freed the Matchless General's effect instead
        of it is not offered) and a card effect's draw in that phase draws nothing. A Draw
        Phase that has begun is not the next one: started during that player's own Draw Phase,
        it waits for the following one (turn.py `_draw_lock_begins`). The script declares
        `LASTING_TAGS = (L.NO_DRAW,)`."""
        self.duel.start_lasting(L.NO_DRAW, EVER, player=player, source=self.card.code)

    def watch_normal_summons(self, until=None):
        """Start this card object's Normal Summon watcher (a lasting L.NORMAL_SUMMON_WATCH, its
        uid this card's): from now on the engine counts each player's Normal Summons (Tribute
        Summons included; a Set is none; one negated afterwards counts), while `until` lasts
        (default: while this card stays face-up where it is, `while_face_up`). Read by
        `normal_summons_watched`. The script declares `LASTING_TAGS = (L.NORMAL_SUMMON_WATCH,)`
        (Narrow Pass: "after this card's activation, each player can Normal Summon only 2")."""
        card = self.card
        self.duel.start_lasting(L.NORMAL_SUMMON_WATCH, while_face_up(card) if until is None else until,
                                card=card, source=card.code, counted_from=self.player, counts=(0, 0))

    def normal_summons_watched(self, player, card=None):
        """How many Normal Summons `player` made since `card`'s (default: this card object's)
        watcher started (`watch_normal_summons`), 0 where it has none."""
        uid = (self.card if card is None else card).uid
        for entry in self.duel.lingering:
            if entry.tag == L.NORMAL_SUMMON_WATCH and entry.uid == uid:
                return entry.info["counts"][player]
        return 0


# the lasting player rules that read a name filter (`Ctx.player_flag_named`; actions.py
# `_attack_ruled_out` reads L.CANNOT_ATTACK's), round h56b
NAMED_PLAYER_RULE_TAGS = frozenset((L.CANNOT_ATTACK,))


# Not a continuous tag: among a script's `cont_tags` (CardScript) when a trigger of its listens to
# H.POSITION_CHANGED (Dream Clown), so in `Duel._cont_tags_present` while the duel holds such a
# card (duel.py `_new_card`, as every tag of its cards), and the places that
# change a battle position (actions.py `change_position`, `_flip_by_attack`; turn.py's change by
# hand and Flip Summon) record the happening only then, with one set look-up (round h56b)
POSITION_HEARD = "(a position change heard)"

# ------------------------------------------------ mandatory QUICK effects (h56a)
# a card with an `Effect(QUICK, ..., mandatory=True)` (`CardScript.cont_tags`)
_MANDATORY_TAGS = frozenset((C.MANDATORY_QUICK,))


# ------------------------------------------------ who activates a trigger (round 56y)
# `Effect.by_summoner` holding BY_MOVED_CONTROLLER (set by `by_moved_controller`, never by a
# keyword): the trigger's pending entry's player is the moved card's controller as it moved
BY_MOVED_CONTROLLER = "moved card's controller"


def by_moved_controller(effect):
    """Declares `effect`, a TRIGGER on "moved" happenings, one activated by the player who
    controlled the moved card when it moved (the happening's `controller`), not by its own
    card's controller: that player is its pending entry's player, the ctx.player of its
    activation and resolution; its match is still asked with its card's controller (chain.py
    `_mark_batch`). Where one batch holds fitting happenings of both players' cards, each of
    the two players has one activation. Pandemonium: "the controller of the destroyed Archfiend
    may add ...", whoever controls Pandemonium (its text; round 56c's strict xfail). Returns
    `effect`."""
    if effect.kind != TRIGGER or "moved" not in effect.events:
        raise ValueError("by_moved_controller: only for a TRIGGER on 'moved'")
    effect.by_summoner = BY_MOVED_CONTROLLER
    return effect


# ------------------------------------------------ no LP for a Spell Card's activation (round 56y)
_CTX_CAN_PAY_LP = Ctx.can_pay_lp
_CTX_PAY_LP = Ctx.pay_lp
_NO_SPELL_LP = C.NO_SPELL_ACTIVATION_LP


class ActivationCtx(Ctx):
    """The context chain.py gives an activation's `can_pay` and its cost (and its targets), before
    it is on the chain (never its resolution's): a Ctx whose `can_pay_lp` and `pay_lp` first ask
    whether a continuous effect tagged C.NO_SPELL_ACTIVATION_LP waives the LP (Spell Economics:
    "you do not pay LP to activate a Spell Card"; goatrulings.com: only its controller's, only a
    card's activation, not an effect of a face-up Spell such as Archfiend's Oath, and Chain
    Energy's charge is still paid): then no LP are paid, at any LP (chain.py
    `_spell_lp_waived`). Where no card of the duel has the tag, one set lookup per LP cost."""

    __slots__ = ()

    def can_pay_lp(self, amount):
        if _NO_SPELL_LP in self.duel._cont_tags_present and self.duel._spell_lp_waived(self):
            return True
        return _CTX_CAN_PAY_LP(self, amount)

    def pay_lp(self, amount):
        if _NO_SPELL_LP in self.duel._cont_tags_present and self.duel._spell_lp_waived(self):
            return None             # (nothing paid: no "pay_lp" in the log, no "paid_lp" happening)
        return _CTX_PAY_LP(self, amount)


def _ORDINAL(n):
    """1 -> "1st", 2 -> "2nd"... (prompts of `Ctx.arrange_deck_top`, round 56z)."""
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n if n < 20 else n % 10, "th"))


# ------------------------------------------------ a card's own Normal/Flip Summon condition (56x)
# Not a continuous tag: among a script's `cont_tags` when it has NORMAL_SUMMON_IF (Terrorking
# Archfiend), so in `Duel._cont_tags_present` while the duel holds such a card: turn.py's Flip
# Summon options read a face-down monster's script only then
NORMAL_SUMMON_IF_TAG = "normal_summon_if"
_NORMAL_SUMMON_IF_TAGS = frozenset((NORMAL_SUMMON_IF_TAG,))


# ------------------------------------------------ could an Equip Card equip a monster (round 57k)
def _ctx_can_equip(self, equip_card, monster):
    """Could `equip_card` (an Equip Spell, or any card with an equip activation, wherever it is:
    the GY, the hand) be equipped to `monster` now, by the rule and by its own equip condition
    (seed 000 §裝備魔法: an Equip Card equips only a face-up monster in a Monster Zone that meets
    its condition, Legendary Sword a Warrior)? The engine's own answer, the one the state
    checks' equip rule asks of an equipped card (actions.py `_equip_still_legal`: each equip
    activation's `equip_filter`, or else its target filter, asked with the card's controller
    as its player). For an effect that equips a card it does not activate (Guardian Elma's
    Equip Spell from the GY: a card that could not equip her is no choice). A card without a
    script has no condition but the rule's."""
    if monster.location != S.MZONE or monster.position not in S.FACE_UP_POSITIONS:
        return False
    return self.duel._equip_still_legal(equip_card, monster)


Ctx.can_equip = _ctx_can_equip


# ------------------------------------------------ the era rule of a mutual destruction (round 58a)
def _ctx_mutual_destruction_triggers(self):
    """Do the duel's rules activate a monster's "if this card destroys a monster by battle"
    (戦闘で破壊した場合) trigger though the same battle destroys it too (`Rules.
    mutual_destruction_triggers`: MR1, MR2 and GOAT, before Master Rule 3; yugioh-wiki.net
    《相打ち》)? Read by `kit.destroyer_stands`."""
    return self.duel.rules.mutual_destruction_triggers


Ctx.mutual_destruction_triggers = _ctx_mutual_destruction_triggers


# ------------------------------------------------ the field once some cards left (round 58b)
class LeavingCtx(Ctx):
    """A Ctx whose field selectors (`monsters`, `spells_traps`, `field`, `any_card`,
    `count_cards`, `cards_where`) leave out the cards of `leaving` (a set of card objects): a
    condition asked of it sees the field as it will be once those cards left. The engine asks
    a Tribute Summon's (or Tribute Set's) own condition so (NORMAL_SUMMON_IF, NORMAL_SET_IF),
    as its Tributes and what leaves with them, their Equip Cards, leave: a summoning condition
    must still hold then (Guardian Grarl: the monster wearing the Gravity Axe cannot be its
    Tribute; turn.py `_tributes_keep`). A condition that reads the duel itself, not through
    these selectors, sees the field as it is."""

    __slots__ = ("leaving",)

    def __init__(self, duel, card, effect, player, leaving):
        Ctx.__init__(self, duel, card, effect, player)
        self.leaving = leaving

    def monsters(self, who="both", face_up=None):
        leaving = self.leaving
        return [c for c in Ctx.monsters(self, who, face_up) if c not in leaving]

    def spells_traps(self, who="both", face_up=None, include_field=True):
        leaving = self.leaving
        return [c for c in Ctx.spells_traps(self, who, face_up, include_field) if c not in leaving]

    def any_card(self, place, fits, who="me"):
        leaving = self.leaving
        return Ctx.any_card(self, place, lambda ctx, c: c not in leaving and fits(ctx, c), who)


# ------------------------------------------------ a count limit on the monsters placed (round 58b)
class MonsterLimit(object):
    """The value of a continuous effect with tag blocked_zones that limits how many monsters a
    player may have on the field: limit(ctx, player) -> the most monsters `player` may control
    once a monster is placed, or None (no limit now). Kaiser Colosseum: while its controller
    controls a monster, the opponent cannot put a monster on the field if that would leave them
    more monsters than its controller (yugioh-wiki.net 《カイザーコロシアム》; the monsters already
    there stay). The engine asks it where it asks for room (extra.py `_blocked_zones`,
    `summon_zones`; duel.py `free_mzone_count`; turn.py's Tribute room): while the limit leaves
    `player` no room, each of their empty Main Monster Zones counts as one that cannot be used;
    a Summon whose materials or Tributes leave the field counts them gone. A control change is
    no placement: it is not asked there (zones.py `free_mzones`). Called, it is an Ojama King
    style value: the zones it blocks now."""

    __slots__ = ("limit",)

    def __init__(self, limit):
        if not callable(limit):
            raise TypeError("MonsterLimit(%r): limit(ctx, player) -> a count or None" % (limit,))
        self.limit = limit

    def room(self, ctx, player, leaving=()):
        """How many more monsters `player` may put on the field now (once `leaving` left), or
        None with no limit; 0 or less: none."""
        most = self.limit(ctx, player)
        if most is None:
            return None
        count = 0
        for c in ctx.duel.monsters(player):
            if c not in leaving:
                count += 1
        return most - count

    def blocked(self, ctx, player, leaving=()):
        """The Main Monster Zones of `player` that cannot be used for a new monster: with no
        room (once `leaving` left), every one that is empty or freed by `leaving`."""
        room = self.room(ctx, player, leaving)
        if room is None or room > 0:
            return ()
        out = []
        for i, c in enumerate(ctx.duel.players[player].mzone):
            if c is None or c in leaving:
                out.append(i)
        return out

    def __call__(self, ctx, player):
        return self.blocked(ctx, player)

    def __repr__(self):
        return "MonsterLimit(%s)" % getattr(self.limit, "__name__", self.limit)


def _ctx_control_zone_free(self, player=None):
    """Has `player` (default: this effect's controller) a Main Monster Zone a monster could move
    to by a control change now: an empty one no effect blocks (Ojama King), a count limit on the
    monsters placed (Kaiser Colosseum) left out, as a control change places no monster (the
    engine's own question, zones.py `free_mzones`, which `take_control` asks). Round 58b."""
    return bool(self.duel.free_mzones(self.player if player is None else player))


Ctx.control_zone_free = _ctx_control_zone_free


# ------------------------------------------------- "destroys which" (round 58f: Fake Trap)
class Destroys(object):
    """`Effect.destroys` saying which cards its activation would destroy: cards(ctx) -> the
    cards (on the field) its resolution would destroy, or may destroy, as known when it is
    activated (ctx.link the chain link, its targets chosen). Called, it answers what
    `destroys=True` answers (Stardust Dragon's "would destroy a card on the field"); a card that
    asks which kind of card on whose side it would destroy reads `cards` (Fake Trap:
    `Ctx.link_would_destroy_kind`). `DESTROYS_TARGETS`: the link's targets (Mystical Space
    Typhoon, Dust Tornado, Breaker the Magical Warrior); a function for an effect that destroys
    without targeting (Heavy Storm: every other Spell and Trap on the field).
    tests/rules/test_effects_that_destroy_traps_declare_which_r58f.py lists the effects that may
    destroy a Spell or Trap Card and checks each declares it."""

    __slots__ = ("cards",)

    def __init__(self, cards):
        self.cards = cards

    def __call__(self, ctx):
        for card in self.cards(ctx):
            if card.location in S.FIELD_LOCATIONS:
                return True
        return False

    def __repr__(self):
        return "Destroys(%s)" % getattr(self.cards, "__name__", "?")


def _destroyed_targets(ctx):
    """The link's targets still valid (`ctx.targets`): what a targeting destruction destroys."""
    return ctx.targets


DESTROYS_TARGETS = Destroys(_destroyed_targets)


def _ctx_link_would_destroy_kind(self, link, kind, player=None):
    """(round 58f) Is `link` the activation of a card or effect that would destroy a card of
    `kind` ("Trap", "Spell", "Monster": its card type, face-up or Set) that `player` (default:
    this effect's player) controls on the field, as its effect declares (`Destroys`)? An effect
    that declares only `destroys=True` says not which: no. Fake Trap answers such a link."""
    duel = self.duel
    card = duel.cards[link.cid]
    if card.script is None:
        return False
    effect = card.script.effects[link.effect]
    flag = effect.destroys
    if not isinstance(flag, Destroys):
        return False
    player = self.player if player is None else player
    for victim in flag.cards(Ctx(duel, card, effect, link.player, link=link)):
        if victim.controller == player and victim.location in S.FIELD_LOCATIONS and \
                victim.data.card_type == kind:
            return True
    return False


def _ctx_link_destroys_which(self, link):
    """(round 58f) The cards on the field `link` would destroy, as its effect declares
    (`Destroys`; none where it declares no `Destroys`)."""
    duel = self.duel
    card = duel.cards[link.cid]
    if card.script is None:
        return []
    effect = card.script.effects[link.effect]
    flag = effect.destroys
    if not isinstance(flag, Destroys):
        return []
    return [c for c in flag.cards(Ctx(duel, card, effect, link.player, link=link))
            if c.location in S.FIELD_LOCATIONS]


def _ctx_spare_from_link(self, link, kinds, player=None):
    """(round 58f) The cards of `kinds` (card types: ("Trap",)) that `player` (default: this
    effect's player) controls are not destroyed by `link`'s resolution (Fake Trap: "the other
    Traps are not destroyed"): applied by an answer to the link, so before it resolves, read by
    engine/destruction.py `_destroyable` while that link is the one resolving, only while a card
    of the duel declares LASTING_TAGS C.LINK_SPARES (the scripts that call this do)."""
    self.duel.spare_from_link(link, self.player if player is None else player, tuple(kinds))


Ctx.link_would_destroy_kind = _ctx_link_would_destroy_kind
Ctx.link_destroys_which = _ctx_link_destroys_which
Ctx.spare_from_link = _ctx_spare_from_link


# ------------------------------------------- the room a control change needs (round 58y)
class ControlRoom(object):
    """An activation condition: the activating player has a Main Monster Zone a monster taken
    by a control change could move to (empty, no effect blocking it: Ojama King, Dimensionhole's
    lasting block), then `rest(ctx)` when given. A count limit on the monsters placed (Kaiser
    Colosseum) is left out: a control change places no monster (yugioh-wiki.net
    《カイザーコロシアム》; zones.py `free_mzones`, what `take_control` asks). A card script states
    it in a line, `condition=ControlRoom()` (common.py `control_room`: Change of Heart, Snatch
    Steal, Mind Control, Brain Control). Declared, so that the response windows and menus
    (chain.py `_response_options`) may pass the candidate by without a Ctx while every Main
    Monster Zone is taken, as they do for `FreeMonsterZones` (a request to chain.py's owner)."""

    __slots__ = ("rest",)

    def __init__(self, rest=None):
        if rest is not None and not callable(rest):
            raise TypeError("ControlRoom(%r): the rest of the condition is a function of ctx" % (rest,))
        self.rest = rest

    def __call__(self, ctx):
        duel = ctx.duel
        if "blocked_zones" in duel._cont_tags_present:
            if not duel.free_mzones(ctx.player):
                return False
        elif None not in duel.players[ctx.player].mzone:
            return False
        return self.rest is None or self.rest(ctx)

    def __repr__(self):
        return "ControlRoom(%s)" % getattr(self.rest, "__name__", self.rest)


# ------------------------------------------- a chain link's target moved (round 59b)
def _ctx_retarget_options(self, link):
    """The cards chain link `link`'s one target could be moved to: the legal targets of its one
    target spec now, asked with the link's own context, but its current target; [] where the
    link is no longer on the chain or has not exactly one target (chain.py `_retarget_options`:
    Fiend's Hand Mirror)."""
    return self.duel._retarget_options(link)


def _ctx_retarget(self, link, card):
    """Move chain link `link`'s one target to `card`, one of `retarget_options(link)` (asked
    again now): the link resolves on `card` (its `ctx.targets`), which becomes its target (a
    "targeted" happening; log "link_retargeted"). Returns whether it moved (chain.py
    `_retarget`: Fiend's Hand Mirror, round 59b)."""
    return self.duel._retarget(link, card, self.player)


Ctx.retarget_options = _ctx_retarget_options
Ctx.retarget = _ctx_retarget


# ------------------------------------------- damage to both players at the same time (round 59a)
def _ctx_damages(self, *amounts):
    """Effect damage from this effect to several players at the same time ("both players take
    1000 damage"): `amounts`, (player, amount) pairs. A player whose LP `damage` brings to 0
    loses there, before anything after it applies (round 59a); these are dealt together and
    the win check made once, so two players brought to 0 draw (seed 000 §勝負判定條件;
    `Duel.effect_damages`). Returns the damage each took, in order."""
    return self.duel.effect_damages(amounts, self.player, self.card)


Ctx.damages = _ctx_damages


# ------------------------------------------- Remove Brainwashing in Ctx.can_take_control (round 59a)
_TO_OWNER = C.CONTROL_TO_OWNER


# ------------------------------------------- a Fusion Summon's materials (round 59i)
def _ctx_fusion_materials_of(self, card, whole=False):
    """The monsters used as Fusion Materials for the Fusion Summon of the Fusion Monster object
    `card` (on the field), those still where the Fusion Summon sent them (a GY, or banished), as
    the same objects, in GY-then-banished order of each player: a material that moved since is
    another object, never listed. whole=True: all of them or none ([] once one of them has
    moved): "if all the monsters used for its Fusion Summon are in your GY" (De-Fusion). []
    for a Fusion Monster that was not Fusion Summoned (Monster Reborn, a contact fusion) and for
    a monster object that left the field since (a new object). A Fusion Monster turned
    face-down keeps its record. The engine records the materials (M.FUSION_MATERIAL_OF, extra.py
    `send_materials` / `extra_summon`) only in a duel holding a card whose script declares
    `LASTING_TAGS = (C.FUSION_MATERIALS_KEPT,)`: the scripts that call this do. Read the record
    before the monster leaves the field (De-Fusion reads it, then returns the monster)."""
    kind = M.FUSION_MATERIAL_OF
    cid, uid = card.cid, card.uid
    out = []
    used = 0
    for ps in self.duel.players:
        for pile in (ps.grave, ps.banished):
            for c in pile:
                marks = c.marks
                if marks is not None:
                    got = marks.get(kind)
                    if got is not None and got[0] == cid and got[1] == uid:
                        out.append(c)
                        used = got[2]
    if whole and len(out) != used:
        return []
    return out


Ctx.fusion_materials_of = _ctx_fusion_materials_of


# ------------------------------------------- an attack made direct (round 59i)
def _ctx_make_attack_direct(self):
    """Make the attack being declared on a monster a direct attack on that monster's controller
    (Astral Barrier): its target becomes the player, with no new attack declaration; only in the
    Battle Step, while the attack goes on (battle.py `make_attack_direct`, which logs it
    EV.ATTACK_MADE_DIRECT naming this card). Returns True if it did."""
    return self.duel.make_attack_direct(self.card)


Ctx.make_attack_direct = _ctx_make_attack_direct


# ------------------------------------------- a Tribute to declare an attack (round 59i)
def _ctx_attack_tributes_payable(self, card):
    """Could `card`'s controller Tribute now the monsters an attack declaration of `card` needs
    (C.ATTACK_TRIBUTE_COST: other monsters they control, any way up, that may be Tributed)?
    True where none is needed. The bar of a card with such a cost reads it (Insect Queen's
    CANNOT_DECLARE_ATTACK effect on itself), so the Battle Step menu offers the attack only
    where it can be paid (battle.py `_attack_tributes_payable`)."""
    return self.duel._attack_tributes_payable(card, card.controller)


Ctx.attack_tributes_payable = _ctx_attack_tributes_payable


# ------------------------------------------- the battle damage to come (round 59x)
def _ctx_battle_damage_to_come(self, player):
    """The battle damage `player` is about to take from this battle's damage calculation, as its
    battlers stand now (before damage calculation or during it; 0 outside the Damage Step or
    where nothing reaches them): the engine's own computation (battle.py
    `Duel.battle_damage_to_come`: the battle's comparison, piercing, and every rule
    `_battle_damage` applies: Kuriboh's and Waboku's zero, Cross Counter's doubling, Amazoness
    Swords Woman's redirection). Nutrient Z: "when you would take 2000 or more battle damage"."""
    return self.duel.battle_damage_to_come(player)


Ctx.battle_damage_to_come = _ctx_battle_damage_to_come
