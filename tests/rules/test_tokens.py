"""Tokens exist only on the field (ENGINE.md §6; issue 3 §1: Tokens cannot go anywhere but
the field). The card data has no Token cards, so the tests make Sheep Token's facts."""

from duelist.cards.model import CardData
from duelist.engine import state as S
from duelist.testing.invariants import check_invariants
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

SHEEP = CardData(code=73915052, alias=73915052, name="Sheep Token", names={}, card_type="Monster",
                 kinds=("Normal", "Token"), level=1, atk=0, defense=0)


def sheep_table():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Dark Hole")
    table.monster(1, "Battle Ox")
    duel = table.build()
    token = duel.create_token(SHEEP, 1)
    return duel, token


def test_token_is_special_summoned_to_the_field():
    duel, token = sheep_table()
    assert field_monsters(duel, 1) == ["Battle Ox", "Sheep Token"]
    assert token.position == S.FACEUP_DEFENSE and token.summon_kind == "token"
    check_invariants(duel)


def test_destroyed_token_vanishes_instead_of_going_to_the_gy():
    """A Token that leaves the field goes nowhere: destroyed, it is not in the GY."""
    duel, token = sheep_table()
    Script(duel).pick("activate", "Dark Hole")
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Battle Ox"]
    assert token.location == "void"
    assert [e["type"] for e in duel.log if e.get("name") == "Sheep Token"][-1] == "token_vanished"
    check_invariants(duel)


def test_token_returned_to_the_hand_vanishes():
    duel, token = sheep_table()
    duel.to_hand([token])
    assert token.location == "void" and duel.players[1].hand == []
    check_invariants(duel)
