"""Immutable card facts, as the engine and the tools see them.

A `CardData` is shared by every copy of the card in every duel; nothing in a duel
ever mutates it. Values that can change during a duel (current ATK, level...) are
computed by the engine from these originals.
"""

# Frame kinds (the "kinds" tuple holds the words of the type line after the race,
# e.g. ("Effect", "Flip") or ("Fusion", "Effect")).
EXTRA_DECK_KINDS = ("Fusion", "Synchro", "Xyz", "Link")
_EXTRA_DECK_SET = frozenset(EXTRA_DECK_KINDS)
# frames whose monsters are never Normal Summoned or Set (`CardData.normal_summonable`)
_NOT_NORMAL_SUMMONABLE = frozenset(EXTRA_DECK_KINDS + ("Ritual", "Token"))


class CardData(object):
    """Facts of one card (one passcode)."""

    __slots__ = (
        "code",        # int passcode
        "alias",       # int: main passcode of this card's name (== code unless alternate art)
        "konami_id",   # int or None
        "names",       # dict lang -> name; langs: en, ja, zh-TW, zh-CN, ko (some may be missing)
        "name",        # English name (falls back to any available name)
        "card_type",   # "Monster" | "Spell" | "Trap"
        "property",    # spell/trap kind: Normal, Quick-Play, Continuous, Equip, Field, Ritual, Counter; None for monsters
        "race",        # monster type, e.g. "Dragon"; None for spells/traps
        "kinds",       # tuple of str, see above; () for spells/traps
        "attribute",   # "DARK", ...; None for spells/traps
        "level",       # int or 0
        "rank",        # int or 0
        "link",        # link rating (int) or 0
        "link_arrows", # tuple of arrow names ("Top", "Bottom-Left", ...) or ()
        "atk",         # int, or None when printed "?"; None for spells/traps
        "defense",     # int, or None when printed "?" or for links/spells/traps
        "scale",       # pendulum scale int or None
        "materials",   # material line of Extra Deck monsters or None
        "series",      # tuple of archetype names
        "sets_en",     # tuple of set numbers
        "sets_ja",     # tuple of set numbers
        "limits",      # dict: "tcg"/"ocg"/"speed" -> status string as in the data
        "is_monster",  # card_type == "Monster", kept as a bool (on PyPy every string compare
        #                is a call: the engine's hot paths read this flag instead)
        "normal_summonable",   # a monster its frame lets be Normal Summoned or Set: not a
        #                Ritual, Fusion, Synchro, Xyz or Link Monster, not a Token (seed 000
        #                §卡片種類: their proper summon is their own; a script may forbid it too,
        #                CANNOT_NORMAL_SUMMON), kept as a bool for the Main Phase menu's hand walk
    )

    def __init__(self, **fields):
        for name in self.__slots__:
            setattr(self, name, fields.get(name))
        self.is_monster = self.card_type == "Monster"
        kinds = self.kinds or ()
        self.normal_summonable = self.is_monster and _NOT_NORMAL_SUMMONABLE.isdisjoint(kinds)

    # --- classification helpers (cheap, used by engine and tools; is_monster is a slot) ---
    @property
    def is_spell(self):
        return self.card_type == "Spell"

    @property
    def is_trap(self):
        return self.card_type == "Trap"

    @property
    def is_normal_monster(self):
        return self.is_monster and "Normal" in self.kinds

    @property
    def is_extra_deck(self):
        # (a set test, no generator: a frame on CPython, a call on PyPy)
        return self.is_monster and not _EXTRA_DECK_SET.isdisjoint(self.kinds)

    @property
    def is_token(self):
        return self.is_monster and "Token" in self.kinds

    @property
    def is_pendulum(self):
        return "Pendulum" in self.kinds

    def __reduce__(self):
        # Pickling (and so copying) a CardData keeps the shared instance.
        from duelist.cards.db import get_card
        return (get_card, (self.code,))

    def __repr__(self):
        return "CardData(%d, %r)" % (self.code, self.name)
