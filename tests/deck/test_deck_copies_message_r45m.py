"""The 4th copy of a name is refused with a message a player can act on: it counts the
copies and states the limit, and it speaks of artworks only when the deck mixes them
(seed 000 §卡組使用: alternate artworks share a name)."""

from duelist.deck.formats import parse_ydk
from duelist.deck.validate import validate_deck

DARK_MAGICIAN = 46986414
FILLER = (15025844, 41392891, 87796900, 32452818, 91152256, 40374923, 13429800, 90357090,
          13039848, 66672569, 36304921, 41218256, 47060154, 68516705)


def _deck(main):
    return parse_ydk("#main\n" + "\n".join(str(c) for c in main) + "\n#extra\n!side\n", source="t.ydk")


def test_four_copies_of_one_artwork_say_nothing_of_artworks():
    filler = [c for c in FILLER for _ in range(3)][:36]
    (problem,) = validate_deck(_deck(filler + [DARK_MAGICIAN] * 4))
    assert problem.rule == "copies"
    assert problem.message == ("Dark Magician (46986414): 4 copies of this name; at most 3 in Main, "
                               "Extra and Side Deck together")
    assert str(problem) == "line 41: " + problem.message
