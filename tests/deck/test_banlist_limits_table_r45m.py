"""A banlist's table of limits, as a tournament tool prints it: one row per card name
(the main passcode), the strictest entry of the name's artworks, and a copy the caller
may change without changing the list."""

from duelist.deck.banlist import parse_lflist

DARK_MAGICIAN, DARK_MAGICIAN_ALT = 46986414, 36996508
POT_OF_GREED = 55144522


def test_the_table_has_one_row_per_name_with_its_strictest_limit():
    (banlist,) = parse_lflist("!Judge list\n%d 2 --Dark Magician\n%d 1 --Dark Magician (art)\n"
                              "%d 0 --Pot of Greed\n" % (DARK_MAGICIAN, DARK_MAGICIAN_ALT, POT_OF_GREED))
    table = banlist.limits()
    assert table == {DARK_MAGICIAN: 1, POT_OF_GREED: 0}
    table[POT_OF_GREED] = 3
    assert banlist.limits()[POT_OF_GREED] == 0 and banlist.limit(POT_OF_GREED) == 0
