"""A zone Ojama King keeps the opponent from using is no zone for their Tokens: Scapegoat (four
Sheep Tokens) and Dandylion (two Fluff Tokens) summon all of their Tokens or none, so they count
only the Main Monster Zones a monster could be placed in -- empty and not blocked
(`Ctx.free_monster_zone_count`, `FreeMonsterZones` called; seed 000 §特殊召喚: a Special
Summoned monster goes to a Main Monster Zone the player may use)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _beside_ojama_king(face_up=True, mine=(), hand=(), deck=()):
    """Player 1's Ojama King (face-up: it blocks player 0's zones 0, 1 and 2; Set: nothing),
    player 0's turn, Main Phase 1, `mine` in player 0's zones 3 on."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Ojama King", position="attack" if face_up else "set")
    for zone, name in enumerate(mine, 3):
        table.monster(0, name, zone=zone)
    if hand:
        table.hand(0, *hand)
    table.deck(0, list(deck) + ["Beaver Warrior"] * 3)
    table.deck(1, ["Beaver Warrior"] * 3)
    duel = table.build()
    while duel.request.kind == "zone":
        duel.answer(duel.request.options[0].id)        # Ojama King's controller: zones 0, 1, 2
    return duel, Script(duel)


def _offers(duel, name):
    return [o for o in duel.request.options if o.kind == "activate" and o.name == name] != []


def test_scapegoat_is_not_offered_with_five_empty_zones_of_which_ojama_king_blocks_three():
    """Q: my field is empty, but my opponent's Ojama King blocks three of my Main Monster Zones.
    Can I activate Scapegoat? A: no: only two zones are usable, it needs four."""
    duel, s = _beside_ojama_king(hand=("Scapegoat",))
    assert [e["zones"] for e in duel.log if e["type"] == "zones_blocked"] == [[0, 1, 2]]
    assert duel.players[0].mzone.count(None) == 5
    assert not _offers(duel, "Scapegoat")


def test_scapegoat_is_offered_beside_a_set_ojama_king():
    """The same field with Ojama King face-down: it blocks nothing, five zones are usable."""
    duel, s = _beside_ojama_king(face_up=False, hand=("Scapegoat",))
    assert _offers(duel, "Scapegoat")


def test_dandylion_with_one_usable_zone_makes_no_fluff_token():
    """Q: Ojama King blocks my zones 0-2, Battle Ox stands in zone 3; Foolish Burial sends
    Dandylion to my GY. A: no Token at all: one usable zone, and the two come together or not
    at all (zone 4 stays empty)."""
    duel, s = _beside_ojama_king(mine=("Battle Ox",), hand=("Foolish Burial",), deck=("Dandylion",))
    s.pick("activate", "Foolish Burial")
    s.pick("select", "Dandylion")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert "Dandylion" in [c.name for c in duel.players[0].grave]
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox"]
    assert duel.players[0].mzone[4] is None
