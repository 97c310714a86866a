"""Rules as flags, with named presets (DESIGN §4).

The engine never compares a rule version: it asks a flag. Presets name the rule
sets of the seeds: MR1 (2008), MR2 (2011), MR3 (2014), MR4 (the "new master rule"
of 2017), MR5 (Master Rule 2020, the default) and GOAT (the April 2005 TCG format).
"""


# card texts a duel can play: today's, or those in force in 2005 (Goat players play the
# pre-errata texts; a card script declares how its card differed, see docs/cards.md)
CARD_TEXTS = ("current", "2005")
# Monster kinds by the rule version that brought them (seed 000 §曆史規格變動): Fusion and
# Ritual from the start, Synchro with MR1, Xyz with MR2, Pendulum with MR3, Link with MR4.
ALL_KINDS = ("Fusion", "Ritual", "Synchro", "Xyz", "Pendulum", "Link")


class Rules(object):
    __slots__ = (
        "name",
        "starting_lp",          # seed 000 §基礎分相關: 8000
        "opening_hand",         # seed 000 §手卡: 5
        "hand_limit",           # seed 000 §手卡: 6, discard at the end of the turn player's End Phase
        "first_turn_draw",      # seed 000 §大師規則3: from MR3 the first player does not draw on turn 1
        "first_turn_battle",    # the first player may not conduct a Battle Phase on turn 1
        "main_monster_zones",   # 5
        "extra_monster_zones",  # MR4+: two shared Extra Monster Zones
        "spell_trap_zones",     # 5
        "pendulum_zones",       # "none", "separate" (MR3: two extra zones) or "ends" (MR4+: S/T zone ends)
        "field_spell_per_field",  # MR1/MR2/GOAT: one face-up Field Spell on the whole field
        "field_spell_replaced",   # with field_spell_per_field, when the opponent's face-up Field
                                  # Spell is destroyed by a new one: "activation" (seed 004
                                  # §地形卡区域: as the new one is activated) or "resolution"
                                  # (GOAT: once its activation resolves, goatformat.com's rule 3)
        "card_texts",           # which card texts the scripts play: "current" or "2005" (GOAT: pre-errata)
        "extra_deck_kinds",     # the monster kinds that exist under these rules (seed 000 §曆史規格變動)
        "extra_zone_rule",      # which monsters summoned from the Extra Deck need an Extra Monster
                                # Zone or a zone a Link points to: "none" (no such zones), "all"
                                # (MR4, seed 000 §新大師規則 §主要怪獸區域) or "link_pendulum" (MR5:
                                # only Links and face-up Extra Deck Pendulums)
        "ignition_priority",    # GOAT (goatformat.com's rule 4): when a summon or a chain has
                                # finished resolving in the Main Phase, the turn player may
                                # activate a monster's Ignition Effect, as well as a fast effect,
                                # before the opponent may answer (seed 000's priority: fast
                                # effects only, False)
        "seed_priority_after_chain",  # when a chain whose last link Summoned a monster has
                                # resolved, the turn player may answer the Summon first, then
                                # the opponent (seed 000 §回合玩家的優先權); False: the opponent
                                # first, as replays recorded before the flag played
        "menu_after_unchained_triggers",  # after a chain in a window of the menu whose triggers
                                # then make no chain (an optional one declined, none that can
                                # activate) and that Summoned nothing, the menu follows at once:
                                # the turn player keeps priority, as after a chain that raised
                                # no trigger (seed 000 §回合玩家的優先權); False: the turn player
                                # was asked for fast effects, then the opponent, before the menu,
                                # as replays recorded before the flag played
        "main_deck_max",        # the most cards a Main Deck may hold (seed 000 §卡組使用: 60); None:
                                # no limit (GOAT: goatformat.com's rule 2, the Main Deck of 2005)
        "extra_deck_max",       # the most an Extra (Fusion) Deck may hold (seed 000: 15); None: no
                                # limit (GOAT, goatformat.com's rule 2; seed 004 sets none either)
        "hand_uids_scrambled",  # a hand shuffle (a hand card the opponent saw) deals its new uids
                                # in an order drawn from the hidden seed's key, the opponent's view
                                # lists a hand in uid order, and a card the opponent saw where it
                                # was hidden (M.SEEN) joins the hand with a shuffle; False: none of
                                # these, as replays recorded before the flag played (read as off)
        "choose_zones",         # the player chooses the zone of every summon and Spell/Trap
                                # placement (seed 000 §特殊召喚: any empty zone, the player's
                                # choice); False: the leftmost legal zone is taken, as replays
                                # recorded before zone choice (replay format version 1) played
        "mutual_destruction_triggers",  # (round 58a) a monster's "if this card destroys a monster
                                # by battle" trigger (戦闘で破壊した場合) activates though the same
                                # battle destroys it too, as until Master Rule 2 (yugioh-wiki.net
                                # 《相打ち》: MR1, MR2 and GOAT); False: today's rule, since Master
                                # Rule 3 (2014), it does not. "Destroys it by battle and sends it to
                                # the GY" (破壊し墓地へ送った時) never did. Read by the scripts of such
                                # triggers through `kit.destroyer_stands`; a replay recorded before
                                # the flag reads it as off, as it played
    )

    def __init__(self, name="custom", **flags):
        defaults = dict(
            starting_lp=8000, opening_hand=5, hand_limit=6, first_turn_draw=False,
            first_turn_battle=False, main_monster_zones=5, extra_monster_zones=True,
            spell_trap_zones=5, pendulum_zones="ends", field_spell_per_field=False,
            field_spell_replaced="activation", card_texts="current",
            extra_deck_kinds=ALL_KINDS, extra_zone_rule="link_pendulum", choose_zones=True,
            ignition_priority=False, main_deck_max=60, extra_deck_max=15,
            seed_priority_after_chain=True, menu_after_unchained_triggers=True,
            hand_uids_scrambled=True, mutual_destruction_triggers=False,
        )
        unknown = sorted(set(flags) - set(defaults))
        if unknown:
            raise ValueError("unknown rules flag(s): %s" % ", ".join(unknown))
        if not flags.get("extra_monster_zones", True) and "extra_zone_rule" not in flags:
            flags = dict(flags, extra_zone_rule="none")     # no Extra Monster Zones: no zone rule
        defaults.update(flags)
        self.name = name
        for key, value in defaults.items():
            setattr(self, key, value)
        if not isinstance(name, str):
            raise ValueError("a rules name is text, not %r" % (name,))
        if self.pendulum_zones not in ("none", "separate", "ends"):
            raise ValueError("pendulum_zones must be 'none', 'separate' or 'ends', not %r"
                             % (self.pendulum_zones,))
        if self.field_spell_replaced not in ("activation", "resolution"):
            raise ValueError("field_spell_replaced must be 'activation' or 'resolution', not %r"
                             % (self.field_spell_replaced,))
        if self.card_texts not in CARD_TEXTS:
            raise ValueError("card_texts must be one of %s" % ", ".join(repr(t) for t in CARD_TEXTS))
        # a list or tuple of kinds (a replay's JSON may hold anything: a number, a mapping, text)
        if not isinstance(self.extra_deck_kinds, (list, tuple)) or \
                not all(k in ALL_KINDS for k in self.extra_deck_kinds):
            raise ValueError("extra_deck_kinds must list kinds among %s" % ", ".join(ALL_KINDS))
        self.extra_deck_kinds = tuple(k for k in ALL_KINDS if k in self.extra_deck_kinds)
        if self.extra_zone_rule not in ("none", "all", "link_pendulum"):
            raise ValueError("extra_zone_rule must be 'none', 'all' or 'link_pendulum'")
        if self.extra_zone_rule != "none" and not self.extra_monster_zones:
            raise ValueError("extra_zone_rule %r needs extra_monster_zones" % self.extra_zone_rule)
        for key, (low, high) in _RANGES.items():
            value = getattr(self, key)
            if type(value) is not int or not low <= value <= high:
                raise ValueError("%s must be an integer from %d to %d, not %r" % (key, low, high, value))
        for key in ("main_deck_max", "extra_deck_max"):
            value = getattr(self, key)
            if value is not None and (type(value) is not int or not 1 <= value <= 10 ** 6):
                raise ValueError("%s must be an integer from 1 to 1000000, or null (no limit), not %r"
                                 % (key, value))
        if self.main_deck_max is not None and self.main_deck_max < 40:
            raise ValueError("main_deck_max must be at least 40 (the fewest a Main Deck holds), not %r"
                             % (self.main_deck_max,))
        for key in _SWITCHES:
            value = getattr(self, key)
            if value is not True and value is not False:
                raise ValueError("%s must be true or false, not %r" % (key, value))

    def replace(self, name=None, **flags):
        current = self.to_dict()
        current.pop("name")
        current.update(flags)
        return Rules(name or (self.name + "*"), **current)

    def to_dict(self):
        out = {key: getattr(self, key) for key in self.__slots__}
        out["extra_deck_kinds"] = list(self.extra_deck_kinds)     # plain JSON data
        return out

    @classmethod
    def from_dict(cls, data):
        if not isinstance(data, dict):
            raise ValueError("rules must be an object of flags, not %r" % (data,))
        data = dict(data)
        name = data.pop("name", "custom")
        return cls(name, **data)

    def __eq__(self, other):
        return isinstance(other, Rules) and self.to_dict() == other.to_dict()

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in sorted(self.to_dict().items())))

    def allows(self, data):
        """Does a monster of this kind exist under these rules (Synchro from MR1...)?"""
        allowed = self.extra_deck_kinds
        for k in data.kinds or ():
            if k in ALL_KINDS and k not in allowed:
                return False
        return True

    def __repr__(self):
        return "Rules(%r)" % self.name


# What the engine can play: a duel has at most 5 Main Monster Zones (the Extra Monster
# Zones are zones 6 and 7) and 5 Spell & Trap Zones (seed 000 §場地).
_RANGES = {
    "starting_lp": (1, 10 ** 9),
    "opening_hand": (0, 60),
    "hand_limit": (0, 60),
    "main_monster_zones": (1, 5),
    "spell_trap_zones": (1, 5),
}
_SWITCHES = ("first_turn_draw", "first_turn_battle", "extra_monster_zones", "field_spell_per_field",
             "choose_zones", "ignition_priority", "seed_priority_after_chain",
             "menu_after_unchained_triggers", "hand_uids_scrambled", "mutual_destruction_triggers")


PRESETS = {
    # seed 000 §大師規則1 (2008): Synchro Monsters and Tuners arrive; the Fusion Deck becomes
    # the Extra Deck
    "MR1": Rules("MR1", first_turn_draw=True, extra_monster_zones=False,
                 pendulum_zones="none", field_spell_per_field=True,
                 extra_deck_kinds=ALL_KINDS[:3], extra_zone_rule="none", mutual_destruction_triggers=True),
    # seed 000 §大師規則2 (2011): Xyz Monsters
    "MR2": Rules("MR2", first_turn_draw=True, extra_monster_zones=False,
                 pendulum_zones="none", field_spell_per_field=True,
                 extra_deck_kinds=ALL_KINDS[:4], extra_zone_rule="none", mutual_destruction_triggers=True),
    # seed 000 §大師規則3 (2014): the first player does not draw, one Field Spell per player,
    # two separate Pendulum Zones, Pendulum Monsters; a monster destroyed in the same battle
    # activates no "if this card destroys a monster by battle" trigger (mutual_destruction_triggers
    # off: yugioh-wiki.net 《相打ち》)
    "MR3": Rules("MR3", first_turn_draw=False, extra_monster_zones=False,
                 pendulum_zones="separate", extra_deck_kinds=ALL_KINDS[:5], extra_zone_rule="none"),
    # seed 000 §新大師規則 (2017): Extra Monster Zones, Link Monsters, Pendulum Zones on the
    # ends; every monster summoned from the Extra Deck needs an Extra Monster Zone or a zone
    # a Link points to
    "MR4": Rules("MR4", first_turn_draw=False, extra_zone_rule="all"),
    # Master Rule 2020: as MR4, but only Links and face-up Pendulums from the Extra Deck need
    # those zones; Fusion, Synchro and Xyz Monsters may use the Main Monster Zones
    "MR5": Rules("MR5", first_turn_draw=False, extra_zone_rule="link_pendulum"),
    # the April 2005 TCG format: Fusion and Ritual Monsters only
    "GOAT": Rules("GOAT", first_turn_draw=True, extra_monster_zones=False,
                  pendulum_zones="none", field_spell_per_field=True, card_texts="2005",
                  field_spell_replaced="resolution", ignition_priority=True,
                  main_deck_max=None, extra_deck_max=None,
                  extra_deck_kinds=ALL_KINDS[:2], extra_zone_rule="none", mutual_destruction_triggers=True),
}

DEFAULT_PRESET = "MR5"


def get_rules(name_or_rules=None):
    """A preset by name (case-insensitive), or a Rules object passed through."""
    if name_or_rules is None:
        return PRESETS[DEFAULT_PRESET]
    if isinstance(name_or_rules, Rules):
        return name_or_rules
    key = str(name_or_rules).upper()
    if key not in PRESETS:
        raise ValueError("unknown rules preset %r (choose from %s)"
                         % (name_or_rules, ", ".join(sorted(PRESETS))))
    return PRESETS[key]
