"""Deck validation: one test per deck-building rule, named by the seed section it checks."""

import os

import pytest

from duelist.cards import db
from duelist.cards.model import CardData
from duelist.cards.registry import is_implemented
from duelist.deck.formats import (
    Deck, format_ydke, load_bundled_deck, parse_ydk, parse_ydke, read_ydk,
)
from duelist.deck.validate import DeckError, check_playable, is_legal, validate_deck

FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures")

DARK_MAGICIAN = 46986414
DARK_MAGICIAN_ALT = 36996508
POLYMERIZATION = 24094653
GAIA_THE_DRAGON_CHAMPION = 66889139   # Fusion
STARDUST_DRAGON = 44508094            # Synchro
UTOPIA = 84013237                     # Xyz
DECODE_TALKER = 1861629               # Link
from duelist.testing.cards import unimplemented_effect_monster  # noqa: E402

POT_OF_GREED = 55144522
UNSCRIPTED = unimplemented_effect_monster()   # an Effect Monster with no script yet
CYBER_JAR = UNSCRIPTED.code
MONSTER_REBORN = 83764718
METAMORPHOSIS = 46411259
HEAVY_STORM = 19613556
JINZO = 77585513
MAKYURA = 21593977                    # GOAT lists it as EDOPro id 21593987
ASH_BLOSSOM = 14558127

# 14 different Normal Monsters (3 copies each = 42 cards) to pad Main Decks.
FILLER = (15025844, 41392891, 87796900, 32452818, 91152256, 40374923, 13429800, 90357090,
          13039848, 66672569, 36304921, 41218256, 47060154, 68516705)


def filler(count):
    cards = []
    for code in FILLER:
        cards.extend([code] * 3)
    assert count <= len(cards)
    return cards[:count]


def ydk(main=(), extra=(), side=()):
    """A deck read from .ydk text, so entries carry line numbers: line 1 '#main', main
    cards on lines 2.., then '#extra', extra cards, '!side', side cards."""
    lines = ["#main"] + [str(c) for c in main] + ["#extra"] + [str(c) for c in extra]
    lines += ["!side"] + [str(c) for c in side]
    return parse_ydk("\n".join(lines) + "\n", source="test.ydk")


def rules(problems):
    return [p.rule for p in problems]


def only(problems, rule):
    found = [p for p in problems if p.rule == rule]
    assert len(found) == 1, problems
    return found[0]


# --- deck sizes -------------------------------------------------------------------------

def test_main_deck_of_40_and_60_cards_is_legal():
    """seed 000 §卡組使用: main deck 40-60 cards."""
    forty = ydk(filler(39) + [DARK_MAGICIAN])
    assert validate_deck(forty) == []
    sixty = ydk(filler(39) + [DARK_MAGICIAN] * 3 + _more_normals(18))
    assert len(sixty.main) == 60
    assert validate_deck(sixty) == []


def _more_normals(count):
    extra_normals = (93221206, 46474915, 50930991, 86325596, 13723605, 49218300, 70781052)
    cards = []
    for code in extra_normals:
        cards.extend([code] * 3)
    return cards[:count]


def test_main_deck_under_40_cards():
    """seed 000 §卡組使用: main deck 40-60 cards (39 is too few)."""
    problem = only(validate_deck(ydk(filler(39))), "main-size")
    assert problem.message == "Main Deck has 39 cards; it needs 40 to 60"
    assert problem.line is None


def test_main_deck_over_60_cards_points_at_the_61st():
    """seed 000 §卡組使用 / seed 004 §一、对战必要之物: main deck at most 60 cards."""
    deck = ydk(filler(39) + [DARK_MAGICIAN] * 3 + _more_normals(19))
    assert len(deck.main) == 61
    problem = only(validate_deck(deck), "main-size")
    assert problem.message == "Main Deck has 61 cards; it may hold 40 to 60"
    assert problem.line == 62  # '#main' is line 1, the 61st card line 62


def test_extra_deck_over_15_cards():
    """seed 000 §卡組使用: extra deck at most 15 cards."""
    extra = [GAIA_THE_DRAGON_CHAMPION] * 3 + [STARDUST_DRAGON] * 3 + [UTOPIA] * 3 + [
        DECODE_TALKER] * 3 + [41721210] * 3
    assert validate_deck(ydk(filler(40), extra), require_implemented=False) == []
    problems = validate_deck(ydk(filler(40), extra + [63519819]), require_implemented=False)
    problem = only(problems, "extra-size")
    assert problem.message == "Extra Deck has 16 cards; it may hold at most 15"
    assert problem.line == 1 + 40 + 1 + 16


def test_goat_main_and_fusion_decks_have_no_upper_limit():
    """goatformat.com's rule 2 (the Main Deck and the Fusion Deck of 2005 have no upper limit;
    seed 004 sets none on the Fusion Deck either): under the GOAT rules a 61-card Main Deck and
    a 16-card Fusion Deck are legal; 40 is still the fewest; the Side Deck keeps its 15."""
    main = filler(39) + [DARK_MAGICIAN] * 3 + _more_normals(19)
    extra = [GAIA_THE_DRAGON_CHAMPION] * 3 + [STARDUST_DRAGON] * 3 + [UTOPIA] * 3 + [
        DECODE_TALKER] * 3 + [41721210] * 3 + [63519819]
    assert rules(validate_deck(ydk(main, extra), require_implemented=False)) == ["main-size", "extra-size"]
    assert validate_deck(ydk(main, extra), require_implemented=False, rules="GOAT") == []
    problem = only(validate_deck(ydk(filler(39)), rules="GOAT"), "main-size")
    assert problem.message == "Main Deck has 39 cards; it needs at least 40"
    side = [93221206, 46474915, 50930991, 86325596, 13723605] * 3 + [70781052]
    assert rules(validate_deck(ydk(filler(40), (), side), rules="GOAT")) == ["side-size"]


def test_rules_deck_size_flags_are_checked():
    """The two flags take a whole number (a Main Deck at least 40) or null for no limit; a bad
    value is a clear error."""
    from duelist.engine.rules import Rules
    assert Rules("custom", main_deck_max=None).main_deck_max is None
    for bad in ({"main_deck_max": 39}, {"extra_deck_max": 0}, {"extra_deck_max": "15"},
                {"main_deck_max": True}):
        with pytest.raises(ValueError, match="deck_max"):
            Rules("custom", **bad)


def test_side_deck_over_15_cards():
    """seed 000 §卡組使用: side deck at most 15 cards."""
    side = [93221206, 46474915, 50930991, 86325596, 13723605] * 3
    assert validate_deck(ydk(filler(40), side=side)) == []
    problem = only(validate_deck(ydk(filler(40), side=side + [49218300])), "side-size")
    assert problem.message == "Side Deck has 16 cards; it may hold at most 15"


# --- three of a name --------------------------------------------------------------------

def test_four_dark_magicians_including_an_alternate_artwork():
    """seed 000 §卡組使用: at most 3 cards of the same name (同名卡) in deck, extra and
    side together; alternate artworks share the name."""
    deck = ydk(filler(37) + [DARK_MAGICIAN, DARK_MAGICIAN_ALT, DARK_MAGICIAN, DARK_MAGICIAN])
    problem = only(validate_deck(deck), "copies")
    assert problem.line == 42  # the 4th Dark Magician (41st card; line 1 is #main)
    assert problem.code == DARK_MAGICIAN
    assert problem.card_name == "Dark Magician"
    assert "4 copies" in problem.message
    assert "36996508" in problem.message and "46986414" in problem.message


def test_three_copies_with_alternate_artwork_are_legal():
    """seed 000 §卡組使用: three copies of a name are allowed."""
    deck = ydk(filler(38) + [DARK_MAGICIAN, DARK_MAGICIAN_ALT], side=[DARK_MAGICIAN])
    assert validate_deck(deck) == []


def test_copies_are_counted_across_main_extra_and_side():
    """seed 004 §一、对战必要之物: DECK合计同名卡最多只能放3张 (side deck included)."""
    deck = ydk(filler(38) + [DARK_MAGICIAN] * 2, side=[DARK_MAGICIAN_ALT, DARK_MAGICIAN])
    problem = only(validate_deck(deck), "copies")
    assert problem.line == 1 + 40 + 1 + 1 + 2  # the 2nd side card


def test_extra_deck_copies_count_too():
    """seed 000 §卡組使用: 3 of a name across deck, extra deck and side deck."""
    deck = ydk(filler(40), [GAIA_THE_DRAGON_CHAMPION] * 3, [GAIA_THE_DRAGON_CHAMPION])
    assert rules(validate_deck(deck, require_implemented=False)) == ["copies"]


# --- what goes where --------------------------------------------------------------------

def test_polymerization_in_the_extra_deck():
    """seed 000 §卡組使用: the extra deck holds only Fusion, Synchro, Xyz and Link monsters."""
    problem = only(validate_deck(ydk(filler(40), [POLYMERIZATION]), require_implemented=False),
                   "not-extra-deck-card")
    assert problem.line == 43
    assert problem.section == "extra"
    assert problem.message.startswith("Polymerization (24094653) is a Spell Card: the Extra "
                                      "Deck holds only")


def test_normal_monster_in_the_extra_deck():
    """seed 000 §卡組使用: the extra deck holds only Fusion, Synchro, Xyz and Link monsters."""
    problems = validate_deck(ydk(filler(40), [DARK_MAGICIAN]))
    assert rules(problems) == ["not-extra-deck-card"]


def test_fusion_monster_in_the_main_deck():
    """seed 000 §卡組使用: Fusion/Synchro/Xyz/Link monsters cannot be in the main deck."""
    deck = ydk(filler(39) + [GAIA_THE_DRAGON_CHAMPION])
    problem = only(validate_deck(deck, require_implemented=False), "extra-monster-in-main")
    assert problem.line == 41
    assert "Fusion monster: it goes in the Extra Deck" in problem.message


@pytest.mark.parametrize("code", [STARDUST_DRAGON, UTOPIA, DECODE_TALKER])
def test_synchro_xyz_link_monsters_in_the_main_deck(code):
    """seed 000 §卡組使用: Fusion/Synchro/Xyz/Link monsters cannot be in the main deck."""
    deck = ydk(filler(39) + [code])
    assert rules(validate_deck(deck, require_implemented=False)) == ["extra-monster-in-main"]


def test_synchro_xyz_link_and_fusion_monsters_in_the_extra_and_side_deck_are_legal():
    """seed 000 §卡組使用: extra deck monsters go in the extra deck; the side deck holds
    cards for either."""
    deck = ydk(filler(40), [GAIA_THE_DRAGON_CHAMPION, STARDUST_DRAGON, UTOPIA, DECODE_TALKER],
               side=[GAIA_THE_DRAGON_CHAMPION, POLYMERIZATION])
    assert validate_deck(deck, require_implemented=False) == []


def test_tokens_are_never_part_of_a_deck(monkeypatch):
    """seed 000 §卡組使用 (衍生物與指示物卡): tokens cannot be used in any part of a deck.

    The card data has no Token cards (they have no passcode of their own in it), so the
    test adds one, Sheep Token's 73915052, to the lookup."""
    sheep = CardData(code=73915052, alias=73915052, name="Sheep Token", names={},
                     card_type="Monster", kinds=("Normal", "Token"), level=1, atk=0,
                     defense=0)
    real_get_card = db.get_card
    monkeypatch.setattr(db, "get_card",
                        lambda code: sheep if code == sheep.code else real_get_card(code))
    for deck in (ydk(filler(39) + [sheep.code]), ydk(filler(40), [sheep.code]),
                 ydk(filler(40), side=[sheep.code])):
        problem = only(validate_deck(deck, require_implemented=False), "token")
        assert "Sheep Token (73915052) is a Token" in problem.message


def test_unknown_passcode():
    """seed 000 §卡組使用: a deck is built from monster, spell and trap cards (a passcode
    that is no card cannot be one)."""
    problem = only(validate_deck(ydk(filler(39) + [12345678])), "unknown-card")
    assert problem.code == 12345678
    assert problem.card_name is None
    assert problem.line == 41
    assert problem.message == "unknown passcode 12345678"


# --- banlists ---------------------------------------------------------------------------

def test_forbidden_card_in_ocg():
    """seed 000 §禁止卡·限制卡·準限制卡: forbidden cards, 0 in a deck."""
    deck = ydk(filler(39) + [POT_OF_GREED])
    assert validate_deck(deck, require_implemented=False) == []
    problem = only(validate_deck(deck, banlist="OCG", require_implemented=False), "banlist")
    assert problem.message == "Pot of Greed (55144522) is Forbidden in 2026.07 OCG"
    assert problem.line == 41


def test_limited_card_in_ocg():
    """seed 000 §禁止卡·限制卡·準限制卡: limited cards, 1 in a deck."""
    assert validate_deck(ydk(filler(39) + [MONSTER_REBORN]), banlist="OCG",
                         require_implemented=False) == []
    deck = ydk(filler(38) + [MONSTER_REBORN] * 2)
    problem = only(validate_deck(deck, banlist="OCG", require_implemented=False), "banlist")
    assert problem.message == ("Monster Reborn (83764718) is Limited in 2026.07 OCG: at most "
                               "1 copy, the deck has 2")
    assert problem.line == 41  # the copy beyond the limit


def test_semi_limited_card_in_ocg():
    """seed 000 §禁止卡·限制卡·準限制卡: semi-limited cards, 2 in a deck."""
    deck = ydk(filler(37) + [METAMORPHOSIS] * 3)
    problem = only(validate_deck(deck, banlist="OCG", require_implemented=False), "banlist")
    assert "Semi-Limited in 2026.07 OCG: at most 2 copies, the deck has 3" in problem.message


def test_banlist_counts_main_extra_and_side_together():
    """seed 004 §一、对战必要之物: 公式化规则的时候，限制卡1张 across DECK and SIDE DECK."""
    deck = ydk(filler(39) + [MONSTER_REBORN], side=[MONSTER_REBORN])
    problem = only(validate_deck(deck, banlist="TCG", require_implemented=False), "banlist")
    assert problem.line == 1 + 40 + 1 + 1 + 1


def test_forbidden_and_limited_cards_in_tcg():
    """seed 000 §禁止卡·限制卡·準限制卡: the list in force decides (TCG differs from OCG)."""
    deck = ydk(filler(37) + [HEAVY_STORM, METAMORPHOSIS, METAMORPHOSIS])
    assert rules(validate_deck(deck, banlist="OCG", require_implemented=False)) == []
    problems = validate_deck(deck, banlist="TCG", require_implemented=False)
    assert [p.message for p in problems] == [
        "Heavy Storm (19613556) is Forbidden in 2026.05 TCG",
        "Metamorphosis (46411259) is Limited in 2026.05 TCG: at most 1 copy, the deck has 2"]


def test_forbidden_and_limited_cards_in_goat():
    """seed 000 §禁止卡·限制卡·準限制卡: forbidden 0, limited 1 (GOAT, April 2005)."""
    deck = ydk(filler(37) + [MAKYURA, JINZO, JINZO])
    problems = validate_deck(deck, banlist="GOAT", require_implemented=False)
    assert [p.message for p in problems] == [
        "Makyura the Destructor (21593977) is Forbidden in 2005.4 GOAT",
        "Jinzo (77585513) is Limited in 2005.4 GOAT: at most 1 copy, the deck has 2"]


def test_goat_whitelist_rejects_a_modern_card():
    """seed 000 §禁止卡·限制卡·準限制卡: the list in force decides which cards are allowed;
    GOAT's is a whitelist, so a 2017 card is not allowed."""
    deck = ydk(filler(39) + [ASH_BLOSSOM])
    problem = only(validate_deck(deck, banlist="GOAT", require_implemented=False), "banlist")
    assert problem.message == ("Ash Blossom & Joyous Spring (14558127) is not on the 2005.4 "
                               "GOAT list, which allows only the cards it lists")


def test_banlist_takes_precedence_over_the_three_copies_rule():
    """seed 000 §禁止卡·限制卡·準限制卡: 該附加規則優先于「同名卡」規則 (one problem for 4
    copies of a limited card, the banlist one)."""
    deck = ydk(filler(36) + [MONSTER_REBORN] * 4)
    assert rules(validate_deck(deck, banlist="OCG", require_implemented=False)) == ["banlist"]
    assert rules(validate_deck(deck, require_implemented=False)) == ["copies"]


# --- engine support ---------------------------------------------------------------------

def test_card_the_engine_does_not_implement_is_named():
    """A deck the engine cannot play faithfully is refused: every unimplemented card is
    named (the deck-building rules themselves are met)."""
    deck = ydk(filler(38) + [CYBER_JAR, CYBER_JAR])
    assert not is_implemented(db.get_card(CYBER_JAR))
    problem = only(validate_deck(deck), "not-implemented")
    assert problem.message == "%s (%d) is not implemented yet (lines 40, 41)" % (UNSCRIPTED.name, CYBER_JAR)
    assert problem.lines == (40, 41)
    assert validate_deck(deck, require_implemented=False) == []


def test_problems_come_in_file_order_with_sizes_last():
    deck = ydk([CYBER_JAR] + filler(10) + [GAIA_THE_DRAGON_CHAMPION], [DARK_MAGICIAN])
    problems = validate_deck(deck)
    assert [(p.rule, p.line) for p in problems] == [
        ("not-implemented", 2), ("extra-monster-in-main", 13),
        ("not-extra-deck-card", 15), ("main-size", None)]     # a Fusion without an effect is playable


def test_deck_from_a_ydke_url_has_problems_without_lines():
    deck = parse_ydke(format_ydke(Deck(filler(38) + [CYBER_JAR] * 2)))
    problem = only(validate_deck(deck), "not-implemented")
    assert problem.line is None and problem.lines == ()
    assert problem.message == "%s (%d) is not implemented yet (2 copies)" % (UNSCRIPTED.name, CYBER_JAR)


# --- refusing a deck --------------------------------------------------------------------

def test_check_playable_raises_with_every_problem():
    deck = read_ydk(os.path.join(FIXTURES, "problems.ydk"))
    with pytest.raises(DeckError) as info:
        check_playable(deck, banlist="OCG")
    error = info.value
    assert len(error.problems) == len(validate_deck(deck, banlist="OCG"))
    assert {"copies", "extra-monster-in-main", "unknown-card", "not-extra-deck-card",
            "banlist", "not-implemented", "main-size"} <= set(rules(error.problems))
    assert str(error).startswith("deck 'problems' is not playable (%d problems): line 6: "
                                 % len(error.problems))


def test_check_playable_returns_a_playable_deck():
    deck = load_bundled_deck("yugi_normals")
    assert check_playable(deck, banlist="OCG") is deck
    assert is_legal(deck)


# --- the bundled decks ------------------------------------------------------------------

@pytest.mark.parametrize("name", ["yugi_normals", "kaiba_normals"])
def test_bundled_normal_monster_decks_are_legal_and_playable(name):
    """seed 000 §卡組使用: 40 cards, at most 3 of a name; and every card is a Normal
    Monster the engine plays without a script."""
    deck = load_bundled_deck(name)
    for banlist in (None, "OCG", "TCG", "GOAT"):
        assert validate_deck(deck, banlist=banlist, require_implemented=True) == []
    cards = [db.get_card(code) for code in deck.main]
    assert len(cards) == 40 and deck.extra == [] and deck.side == []
    assert all(card.is_normal_monster and card.kinds == ("Normal",) for card in cards)
    levels = [card.level for card in cards]
    assert sum(1 for level in levels if level >= 7) >= 2      # two-tribute summons
    assert sum(1 for level in levels if 5 <= level <= 6) >= 3  # one-tribute summons
    assert sum(1 for level in levels if level <= 4) >= 30


def test_bundled_normal_monster_decks_are_built_around_their_duelist():
    yugi = {db.get_card(code).name for code in load_bundled_deck("yugi_normals").main}
    kaiba = {db.get_card(code).name for code in load_bundled_deck("kaiba_normals").main}
    assert {"Dark Magician", "Celtic Guardian", "Mystical Elf"} <= yugi
    assert {"Blue-Eyes White Dragon", "Hitotsu-Me Giant", "La Jinn the Mystical Genie of the "
            "Lamp", "Battle Ox"} <= kaiba


@pytest.mark.parametrize("name", [
    "goat_01", "goat_02", "goat_03", "goat_04", "goat_05", "goat_06", "goat_07", "goat_08"])
def test_bundled_goat_decks_are_legal_under_goat(name):
    """seed 000 §禁止卡·限制卡·準限制卡: the published Goat decks meet the April 2005 list
    (several of its cards are listed under EDOPro ids, so this also checks the mapping)."""
    deck = load_bundled_deck(name)
    assert validate_deck(deck, banlist="GOAT", require_implemented=False) == []
    assert any(p.rule == "banlist" for p in validate_deck(deck, banlist="OCG",
                                                           require_implemented=False))
