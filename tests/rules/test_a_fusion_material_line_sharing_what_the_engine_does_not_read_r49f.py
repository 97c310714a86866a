"""A Fusion Monster's material line is read only as far as the engine understands it, and a line
that asks its materials to differ in something it does not read is left unread as a whole
(duelist/engine/extra.py `fusion_spec`: None, "then a script must give its materials"), not
read wrongly: "with different names", "... Types", "... Attributes", "... Levels" are read;
"with different ATK" is not (seed 000 §融合召喚: the Fusion Materials are exactly what the
Fusion Monster's card lists, so a line the engine cannot check must offer no Fusion Summon by
it). The monster is made by hand (no card of the database has such a line).
Round 49f: extra.py `_read_tail` without its test of the "different" word (a KeyError)."""

from duelist.cards.db import find_card
from duelist.cards.model import CardData
from duelist.engine.extra import fusion_spec


def _fusion(line):
    return CardData(code=99990002, alias=99990002, name="Made Fusion", names={}, card_type="Monster",
                    race="Fiend", attribute="DARK", kinds=("Fusion", "Effect"), level=8, atk=2800,
                    defense=2000, materials=line)


def test_a_line_asking_for_different_atk_is_left_unread():
    assert fusion_spec(_fusion("3 monsters with different ATK")) is None


def test_lines_asking_for_different_names_types_or_attributes_are_read():
    for line in ("3 monsters with different names", "2 monsters with different Types",
                 "2 monsters with the same Type but different Attributes"):
        assert fusion_spec(_fusion(line)) is not None, line
    assert fusion_spec(find_card("Guardian Chimera")) is not None
