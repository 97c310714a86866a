"""A card whose name is always treated as another card's name ("Harpie Lady 1", "Cyber Harpie Lady":
"Harpie Lady") has that name in every place and any way up: in the hand, the Deck, the GY and on
the field; it is a rule of the card (its script's NAME_AS), not an effect.

Sources: the cards' texts (today's "(This card's name is always treated as "Harpie Lady".)";
yugioh-wiki.net 《ハーピィ・レディ１》: カード名はルール上「ハーピィ・レディ」として扱う); a declared
name meets every card with that name (Mind Crush's and Prohibition's texts); the Deck rule "at most
3 cards with the same name" counts them as "Harpie Lady": yugipedia / yugioh.fandom "Maximum of 3
Rule" (Harpie Lady, Cyber Harpie Lady, Harpie Lady 1, 2 and 3 share the name: 3 of them in all) and
cogonline.net's review of RDS-EN038 (2005: "I can't have more than 3 'Harpie Lady'", a tournament
ruling of the time); seed 000 §卡組使用 (the 3-copies rule by card name)."""

from duelist.deck.formats import parse_ydk
from duelist.deck.validate import validate_deck
from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

HARPIE_LADY, HARPIE_LADY_1, HARPIE_LADY_2, HARPIE_LADY_3 = 76812113, 91932350, 27927359, 54415063
CYBER_HARPIE_LADY = 80316585
FILLER = (15025844, 41392891, 87796900, 32452818, 91152256, 40374923, 13429800, 90357090,
          13039848, 66672569, 36304921, 41218256, 47060154, 68516705)


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _deck(*harpies):
    main = [c for c in FILLER for _ in range(3)][:40 - len(harpies)] + list(harpies)
    return parse_ydk("#main\n" + "\n".join(map(str, main)) + "\n#extra\n!side\n", source="t.ydk")


def test_name_always_treated_as_mind_crush_declaring_harpie_lady_discards_harpie_lady_1_in_the_hand():
    """Q: my opponent holds Harpie Lady 1, Cyber Harpie Lady, Harpie Lady and Battle Ox; I activate
    Mind Crush declaring "Harpie Lady". A: they discard the three "Harpie Lady"s (each has that name
    in the hand); Battle Ox stays; my hand is untouched."""
    table = Table(turn=3)
    table.spell_trap(0, "Mind Crush")
    table.hand(0, "Celtic Guardian")
    table.hand(1, "Harpie Lady 1", "Battle Ox", "Cyber Harpie Lady", "Harpie Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mind Crush", request="idle")
    s.declare_name("Harpie Lady", player=0)
    _pass_all(s, duel)
    assert hand(duel, 1) == ["Battle Ox"] and hand(duel, 0) == ["Celtic Guardian"]
    assert sorted(grave(duel, 1)) == ["Cyber Harpie Lady", "Harpie Lady", "Harpie Lady 1"]


def test_name_always_treated_as_prohibition_declaring_harpie_lady_bars_harpie_lady_1():
    """Q: I activate Prohibition declaring "Harpie Lady"; I hold Harpie Lady 1, Cyber Harpie Lady and
    Celtic Guardian. A: neither Harpie can be Normal Summoned or Set (their original name is "Harpie
    Lady"); Celtic Guardian is summoned as usual."""
    table = Table(turn=3)
    table.spell_trap(0, "Prohibition")
    table.hand(0, "Harpie Lady 1", "Cyber Harpie Lady", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Prohibition", request="idle")
    s.declare_name("Harpie Lady", player=0)
    _pass_all(s, duel)
    for name in ("Harpie Lady 1", "Cyber Harpie Lady"):
        assert not s.has("summon", name) and not s.has("set", name)
    s.pick("summon", "Celtic Guardian")
    assert field_monsters(duel, 0) == ["Celtic Guardian"]


def test_name_always_treated_as_counts_toward_three_harpie_ladies_in_a_deck():
    """Q: my Main Deck holds 3 Harpie Lady 1 and 1 Harpie Lady. A: not legal: 4 cards named
    "Harpie Lady"; the problem names the 4th line. 1 Harpie Lady, 1 Harpie Lady 1 and 1 Cyber
    Harpie Lady: legal (3 in all)."""
    (problem,) = validate_deck(_deck(HARPIE_LADY_1, HARPIE_LADY_1, HARPIE_LADY_1, HARPIE_LADY))
    assert problem.rule == "copies" and problem.lines == (41,)
    assert "4 copies of this name" in problem.message and "count as one name" in problem.message
    assert validate_deck(_deck(HARPIE_LADY, HARPIE_LADY_1, CYBER_HARPIE_LADY)) == []


def test_name_always_treated_as_counts_cards_with_no_plain_harpie_lady():
    """Q: my Main Deck holds 2 Harpie Lady 2 and 2 Harpie Lady 3, and no card printed "Harpie Lady".
    A: not legal: 4 cards named "Harpie Lady"; the problem names the 4th line and both passcodes.
    3 Harpie Lady 2 alone: legal."""
    (problem,) = validate_deck(_deck(HARPIE_LADY_2, HARPIE_LADY_3, HARPIE_LADY_2, HARPIE_LADY_3))
    assert problem.rule == "copies" and problem.lines == (41,)
    assert "(cards %d, %d count as one name)" % (HARPIE_LADY_2, HARPIE_LADY_3) in problem.message
    assert validate_deck(_deck(HARPIE_LADY_2, HARPIE_LADY_2, HARPIE_LADY_2)) == []
