"""Cyber Jar's rulings as Goat judges give them (the GOAT preset; one text in both eras: FLIP:
destroy all monsters on the field; each player picks up the top 5 cards of their Deck, Special
Summons every Level 4 or lower monster among them in face-up Attack Position or face-down
Defense Position, and adds the rest to the hand).

Source: goatformat.com, "Individual Rulings (A-C)", CYBER JAR, Individual Card FAQs (its entry,
in our own words): each player chooses the position of each of their own monsters, face-down
Defense included; a picked-up monster of Level 5 or higher goes to the hand.

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def test_a_picked_up_monster_may_be_set_face_down_and_a_level_6_goes_to_the_hand():
    """Q: my Battle Ox attacks my opponent's Set Cyber Jar; among my five cards are Celtic
    Guardian (Level 4) and Summoned Skull (Level 6). A: everything on the field is destroyed;
    I may Special Summon Celtic Guardian in face-down Defense Position; Summoned Skull and the
    other cards go to my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    jar = table.monster(1, "Cyber Jar", position="set")
    table.deck(0, ["Celtic Guardian", "Summoned Skull", "Pot of Greed", "Dark Hole", "Raigeki",
                   "Heavy Storm"])
    table.deck(1, ["Pot of Greed", "Heavy Storm", "Mirror Force", "Dark Hole", "Raigeki"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=jar)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "Face-down Defense Position", player=0, request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Celtic Guardian"] and field_monsters(duel, 1) == []
    guardian = duel.monsters(0)[0]
    assert guardian.position == S.FACEDOWN_DEFENSE
    assert sorted(hand(duel, 0)) == ["Dark Hole", "Pot of Greed", "Raigeki", "Summoned Skull"]
    assert len(hand(duel, 1)) == 5
