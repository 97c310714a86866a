"""Dark Flare Knight's Mirage Knight from the Deck: the Deck is shuffled (round 47a).

Seed 000 §デッキ: after a card is taken from the Deck by an effect, the Deck is shuffled. Dark
Flare Knight, destroyed by battle, Special Summons Mirage Knight from its controller's hand or
Deck; taken from the Deck, the Deck is shuffled afterwards."""

from duelist.testing.reads import field_monsters, of_type
from duelist.testing.scenario import Script, Table


def test_mirage_knight_taken_from_the_deck_shuffles_it():
    """Q: my Dark Flare Knight is destroyed by Blue-Eyes White Dragon; I Special Summon Mirage
    Knight from my Deck. A: Mirage Knight comes out, and then my Deck is shuffled."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, "Dark Flare Knight")
    table.monster(1, "Blue-Eyes White Dragon")
    table.deck(0, ["Mirage Knight", "Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target="Dark Flare Knight")
    if s.has("select", "Mirage Knight"):
        s.pick("select", "Mirage Knight")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Mirage Knight"]
    summon = [e["i"] for e in of_type(duel, "special_summon") if e["name"] == "Mirage Knight"][-1]
    assert [e for e in of_type(duel, "shuffle") if e["player"] == 0 and e["i"] > summon]
