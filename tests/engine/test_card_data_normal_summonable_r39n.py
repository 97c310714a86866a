"""A card's `normal_summonable` (CardData slot, read by the Main Phase menu's hand walk,
turn.py `_summon_options`) says whether its frame lets it be Normal Summoned or Set: a Main
Deck monster yes; a Ritual, Fusion, Synchro, Xyz or Link Monster, a Token, a Spell or a Trap
no (seed 000 §卡片種類: an Extra Deck or Ritual Monster's proper summon is its own; seed 004
§怪兽的召唤: 特殊召唤怪兽). The database builds it (duelist/cards/db.py) and a card built by
hand (CardData(...), as tests build Tokens) computes it (duelist/cards/model.py): the two
must agree, for every card of the database."""

from duelist.cards import db
from duelist.cards.model import CardData

_FRAMES = ("Ritual", "Fusion", "Synchro", "Xyz", "Link", "Token")


def _by_hand(data):
    """The card rebuilt from its printed facts, `normal_summonable` left for CardData to work out."""
    fields = {slot: getattr(data, slot) for slot in CardData.__slots__
              if slot not in ("normal_summonable", "is_monster")}
    return CardData(**fields)


def test_every_card_of_the_database_is_normal_summonable_exactly_when_its_frame_allows():
    counts = {True: 0, False: 0}
    for data in db.all_cards():
        expected = data.card_type == "Monster" and not any(k in data.kinds for k in _FRAMES)
        assert data.normal_summonable is expected, data
        assert _by_hand(data).normal_summonable is expected, data
        counts[expected] += 1
    assert counts[True] > 1000 and counts[False] > 1000, counts


def test_a_card_built_by_hand_says_whether_it_may_be_normal_summoned():
    """Black Luster Soldier (Ritual) and the Sheep Token no; Battle Ox yes; Pot of Greed (a
    Spell: no frame word at all) no; a monster built with no kinds at all is a Main
    Deck monster: yes."""
    bls = CardData(code=5405694, alias=5405694, name="Black Luster Soldier", names={}, card_type="Monster",
                   kinds=("Ritual",), level=8, atk=3000, defense=2500)
    sheep = CardData(code=73915052, alias=73915052, name="Sheep Token", names={}, card_type="Monster",
                     kinds=("Normal", "Token"), level=1, atk=0, defense=0)
    ox = CardData(code=5053103, alias=5053103, name="Battle Ox", names={}, card_type="Monster",
                  kinds=("Normal",), level=4, atk=1700, defense=1000)
    pot = CardData(code=55144522, alias=55144522, name="Pot of Greed", names={}, card_type="Spell",
                   property="Normal", kinds=())
    bare = CardData(code=1, alias=1, name="Made-up monster", names={}, card_type="Monster", level=4)
    assert bls.normal_summonable is False and sheep.normal_summonable is False
    assert ox.normal_summonable is True and bare.normal_summonable is True
    assert pot.normal_summonable is False
