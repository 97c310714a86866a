"""Cyber Jar summons Level 4 or lower only: a Level 5 goes to the hand (round 48c).

Cyber Jar's text (FLIP): destroy all monsters on the field; each player picks up the top 5 cards
of their Deck, Special Summons every Level 4 or lower monster among them and adds the rest to the
hand. Zaborg the Thunder Monarch is Level 5: exactly one above the limit, it goes to the hand."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def test_cyber_jars_picked_up_level_5_zaborg_goes_to_the_hand():
    """Q: my Battle Ox attacks my opponent's Set Cyber Jar; among my five cards are Celtic
    Guardian (Level 4) and Zaborg the Thunder Monarch (Level 5). A: Celtic Guardian is Special
    Summoned; Zaborg goes to my hand with the other cards."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    jar = table.monster(1, "Cyber Jar", position="set")
    table.deck(0, ["Celtic Guardian", "Zaborg the Thunder Monarch", "Pot of Greed", "Dark Hole",
                   "Raigeki", "Heavy Storm"])
    table.deck(1, ["Pot of Greed", "Heavy Storm", "Mirror Force", "Dark Hole", "Raigeki"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=jar)
    for _ in range(20):
        if duel.request.kind == "chain":
            s.pick("pass")
        elif duel.request.kind == "option":
            s.pick("option", "Face-up Attack Position")
        else:
            break
    assert field_monsters(duel, 0) == ["Celtic Guardian"] and field_monsters(duel, 1) == []
    assert sorted(hand(duel, 0)) == ["Dark Hole", "Pot of Greed", "Raigeki", "Zaborg the Thunder Monarch"]
