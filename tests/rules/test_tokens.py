"""Tokens exist only on the field (ENGINE.md §6; issue 3 §1: Tokens cannot go anywhere but
the field). The Tokens' facts come from the card database (scripts/tokens.jsonl, imported
with the shared card facts)."""

from duelist.cards.db import get_card, lookup_name
from duelist.engine import state as S
from duelist.testing.invariants import check_invariants
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

SHEEP = get_card(73915052)


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


def test_the_tokens_cards_make_are_in_the_card_database():
    """Issue 10 item 4: Tokens the cards make exist in the card database, with the ids
    simulators know (one passcode per artwork, the first one the name's main passcode)."""
    sheep = lookup_name("Sheep Token")
    assert (sheep.code, sheep.race, sheep.attribute, sheep.level, sheep.atk, sheep.defense) == \
        (73915052, "Beast", "EARTH", 1, 0, 0)
    assert sheep.is_token and get_card(73915055).alias == 73915052
    fluff = lookup_name("Fluff Token")
    assert (fluff.code, fluff.race, fluff.attribute, fluff.level) == (15341822, "Plant", "WIND", 1)


def test_scapegoat_makes_four_sheep_tokens_from_the_database():
    """Scapegoat: four Sheep Tokens, each with its own artwork's passcode."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Scapegoat")
    duel = table.build()
    Script(duel).pick("activate", "Scapegoat")
    assert sorted(c.data.code for c in duel.monsters(0)) == [73915052, 73915053, 73915054, 73915055]
    assert all(c.data is get_card(c.data.code) for c in duel.monsters(0))
