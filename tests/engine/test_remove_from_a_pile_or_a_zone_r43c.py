"""A card taken out of where it is leaves exactly that place: a monster its Monster Zone, a Spell
or Trap its Spell & Trap Zone, a Field Spell the Field Zone, a card in the hand, the GY or the
banished cards its owner's pile (the others in the pile keep their order); the offers of its
player change where it offered something there.

Round 43c (h43c): duel.py `_remove` tells the field places apart only for a card on the field
(a card leaving the hand, a GY or the banished cards is no longer compared with the three field
places: on PyPy a string compare, a call, each). The last test fails before round 43c."""

from duelist.engine import state as S
from duelist.testing.scenario import Table


def _position():
    table = Table(turn=3, turn_player=0)
    refs = {
        "hand": table.hand(0, "Mystical Space Typhoon", "Celtic Guardian"),
        "grave": table.grave(0, "Sangan", "Mystic Tomato"),
        "banished": table.banished(1, "Giant Soldier of Stone", "Celtic Guardian"),
        "monster": table.monster(1, "Blade Knight", zone=2),
        "spell": table.spell_trap(0, "Waboku", zone=3),
        "field": table.field_spell(1, "Yami"),
    }
    return table.build(), refs


def test_a_card_leaves_its_pile_and_the_others_keep_their_order():
    duel, refs = _position()
    p0, p1 = duel.players
    typhoon, guardian = (r.card(duel) for r in refs["hand"])
    sangan, tomato = (r.card(duel) for r in refs["grave"])
    stone, banished_guardian = (r.card(duel) for r in refs["banished"])
    versions = duel._pile_version
    duel._remove(typhoon)
    assert p0.hand == [guardian]
    duel._remove(sangan)
    assert p0.grave == [tomato] and p0.grave_monsters == 1
    duel._remove(stone)
    assert p1.banished == [banished_guardian]
    assert duel._pile_version == versions + 2      # (the GY and the banished cards changed)
    assert p0.mzone == [None] * 5 and p1.mzone[2] is refs["monster"].card(duel)


def test_a_card_leaves_its_zone_and_only_that_zone():
    duel, refs = _position()
    p0, p1 = duel.players
    knight, waboku, yami = refs["monster"].card(duel), refs["spell"].card(duel), refs["field"].card(duel)
    version = duel._field_version
    duel._remove(knight)
    assert p1.mzone == [None] * 5 and p1.fzone is yami and p0.szone[3] is waboku
    duel._remove(waboku)
    assert p0.szone == [None] * 5 and p1.fzone is yami
    duel._remove(yami)
    assert p1.fzone is None
    assert duel._field_version == version + 3
    assert [c.data.name for c in p0.hand] == ["Mystical Space Typhoon", "Celtic Guardian"]


def test_a_typhoon_leaving_the_hand_changes_its_players_offers():
    """Mystical Space Typhoon offers its activation from the hand: its leaving bumps its
    owner's offers (`_sides`), not the opponent's; a Normal Monster leaving changes neither."""
    duel, refs = _position()
    typhoon, guardian = (r.card(duel) for r in refs["hand"])
    sides = list(duel._sides)
    duel._remove(guardian)
    assert duel._sides == sides
    duel._remove(typhoon)
    assert duel._sides == [sides[0] + 1, sides[1]]


class _Watched(str):
    """A location that records what it is compared with."""
    seen = []

    def __eq__(self, other):
        _Watched.seen.append(other)
        return str.__eq__(self, other)

    def __ne__(self, other):
        _Watched.seen.append(other)
        return str.__ne__(self, other)

    __hash__ = str.__hash__


def test_a_card_leaving_the_hand_or_a_pile_is_not_compared_with_the_field_places():
    duel, refs = _position()
    cards = [refs["hand"][0].card(duel), refs["grave"][0].card(duel), refs["banished"][0].card(duel)]
    for card in cards:
        card.location = _Watched(card.location)
    _Watched.seen = []
    for card in cards:
        duel._remove(card)
    assert _Watched.seen, "the watched locations were compared with nothing"
    assert not {S.MZONE, S.SZONE, S.FZONE} & set(_Watched.seen), _Watched.seen
