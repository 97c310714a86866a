"""Decks: `.ydk` / `ydke://` formats, banlists (`lflist.conf`) and deck validation."""

from duelist.deck.formats import (  # noqa: F401
    Deck, DeckFormatError, DeckNotFoundError, parse_ydk, read_ydk, write_ydk, format_ydk,
    parse_ydke, format_ydke, load_deck, list_bundled_decks, bundled_deck_path,
    load_bundled_deck,
)
from duelist.deck.banlist import (  # noqa: F401
    Banlist, BanlistFormatError, UnknownBanlistError, load_banlist, list_banlists,
    banlist_aliases, parse_lflist, read_lflist,
)
from duelist.deck.validate import (  # noqa: F401
    Problem, DeckError, validate_deck, check_playable, is_legal,
)
