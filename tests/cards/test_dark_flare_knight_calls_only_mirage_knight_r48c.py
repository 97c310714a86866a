"""Dark Flare Knight calls Mirage Knight and nothing else (round 48c).

Dark Flare Knight's text: when it is destroyed by battle and sent to the GY, Special Summon 1
"Mirage Knight" from your hand or Deck. Battle Ox in the hand and Deck is no Mirage Knight: it
is not offered, and Mirage Knight comes out."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_dark_flare_knight_destroyed_by_battle_offers_mirage_knight_only():
    """Q: my Dark Flare Knight is destroyed by Blue-Eyes White Dragon's attack; my hand holds
    Battle Ox and my Deck Mirage Knight and Battle Ox. Which may I Special Summon? A: Mirage
    Knight only."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, "Dark Flare Knight")
    table.hand(0, "Battle Ox")
    table.monster(1, "Blue-Eyes White Dragon")
    table.deck(0, ["Mirage Knight", "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target="Dark Flare Knight")
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "select":
        assert [o.name for o in duel.request.options if o.kind == "select"] == ["Mirage Knight"]
        s.pick("select", "Mirage Knight")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Mirage Knight"]
