"""Indomitable Gladiator Beast's GY effect shuffles exactly two cards into the Deck (round 49c's
mutation round).

The card's text (from the GY: shuffle 2 other Gladiator Beast cards from your GY into the Deck;
add this card to your hand) and seed 000 §コスト: a cost is paid exactly as written. With
three other Gladiator Beast cards in the GY, two go back to the Deck and the third stays."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_indomitable_gladiator_beast_shuffles_two_of_three_gladiator_beasts():
    """Q: my GY holds Indomitable Gladiator Beast and three Gladiator Beast Bestiari. How many
    Bestiari go back to the Deck when I use its GY effect? A: two: the third stays in my GY,
    and Indomitable Gladiator Beast comes to my hand."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.grave(0, "Indomitable Gladiator Beast", "Gladiator Beast Bestiari", "Gladiator Beast Bestiari",
                "Gladiator Beast Bestiari")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Indomitable Gladiator Beast")
    picked = 0
    while duel.request.kind == "select":
        s.answer([o for o in duel.request.options if o.kind == "select"][0])
        picked += 1
    while duel.request.kind == "chain":
        s.pick("pass")
    assert picked == 2
    assert grave(duel, 0) == ["Gladiator Beast Bestiari"]
    assert hand(duel, 0) == ["Indomitable Gladiator Beast"]
    assert sorted(c.name for c in duel.players[0].deck).count("Gladiator Beast Bestiari") == 2
