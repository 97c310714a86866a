"""Dark Mimic LV3 (1102515): sent from the field to the GY, its controller draws 1 card, or 2 if
Dark Mimic LV1's effect had Special Summoned it.

Sources: the card's text, read in our words (SOD, 2005: a mandatory "when this card is sent to
the GY" draw of 1, 2 instead when it was Special Summoned by Dark Mimic LV1's effect; we read
it as a card sent there from the field, where that summon can matter -- our reading, see the
report); a mandatory trigger does not miss its timing (seed 004 §时点; the Tribute below). Once
the monster turned face-down it is a new object for "was Special Summoned by" (as a Gladiator
Beast's "Special Summoned by a Gladiator Beast" is lost: formatlibrary's Gladiator Beast
rulings; our reading for this card). Skill Drain negates the effects of face-up monsters on
the field only (its text): a trigger in the GY is not negated."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

LV3 = "Dark Mimic LV3"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _leveled_up(opp_hand=()):
    """Turn 3, player 0's Standby Phase: their Dark Mimic LV1 levels up into a Dark Mimic LV3
    from the Deck (the Deck: LV3, then 4 Battle Ox). Returns the duel at the Main Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, "Dark Mimic LV1")
    table.deck(0, [LV3, "Battle Ox", "Battle Ox", "Battle Ox", "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 5)
    table.hand(0, "Summoned Skull")
    if opp_hand:
        table.hand(1, *opp_hand)
    duel = table.build()
    s = Script(duel)
    s.pick("yes", player=0, request="yes_no")
    _settle(duel, s)
    s.pick("select", LV3, player=0, first=True)
    s.pick("option", "Attack Position", request="option")
    _settle(duel, s)
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == [LV3] and hand(duel, 0) == ["Summoned Skull"]
    return duel, s


def _tribute_it_for_summoned_skull(duel, s):
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", LV3)
    _settle(duel, s)


def test_dark_mimic_lv3_from_dark_mimic_lv1_draws_2():
    """Q: my Dark Mimic LV3, Special Summoned by Dark Mimic LV1's effect, is Tributed for my Tribute
    Summon of Summoned Skull. A: it went from the field to the GY: I draw 2 (a mandatory trigger:
    it does not miss its timing though the summon came last)."""
    duel, s = _leveled_up()
    _tribute_it_for_summoned_skull(duel, s)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and grave(duel, 0) == ["Dark Mimic LV1", LV3]
    assert hand(duel, 0) == ["Battle Ox", "Battle Ox"]


def _normal_summoned(skill_drain=False):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, LV3, summoned_this_turn=False)
    table.hand(0, "Summoned Skull")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    _tribute_it_for_summoned_skull(duel, s)
    return duel


def test_dark_mimic_lv3_not_from_dark_mimic_lv1_draws_1():
    """Q: my Dark Mimic LV3 was Normal Summoned (not by Dark Mimic LV1); I Tribute it for Summoned
    Skull. A: I draw 1."""
    duel = _normal_summoned()
    assert grave(duel, 0) == [LV3] and hand(duel, 0) == ["Battle Ox"]


def test_dark_mimic_lv3_under_skill_drain_still_draws():
    """Q: the same with my opponent's Skill Drain face-up. A: the effect starts in the GY, where
    Skill Drain does not reach: I draw 1."""
    duel = _normal_summoned(skill_drain=True)
    assert grave(duel, 0) == [LV3] and hand(duel, 0) == ["Battle Ox"]


def test_dark_mimic_lv3_turned_face_down_then_tributed_draws_1():
    """Q: my Dark Mimic LV3 from Dark Mimic LV1 is turned face-down by my opponent's Book of Moon in
    their turn; in my next turn I Tribute it, face-down, for Summoned Skull. A: the face-down
    monster is no longer the one LV1 summoned: I draw 1."""
    duel, s = _leveled_up(opp_hand=("Book of Moon",))
    s.end_turn()
    _settle(duel, s)
    s.pick("activate", "Book of Moon", first=True, player=1)
    s.pick("target", LV3, player=1)
    _settle(duel, s)
    assert duel.monsters(0)[0].position == "set"
    s.end_turn()
    _settle(duel, s)
    before = len(hand(duel, 0))     # Summoned Skull and turn 5's draw; the Skull leaves, 1 comes
    _tribute_it_for_summoned_skull(duel, s)
    assert grave(duel, 0) == ["Dark Mimic LV1", LV3] and len(hand(duel, 0)) == before


def test_dark_mimic_lv3_discarded_from_the_hand_draws_nothing():
    """Q: I end my turn with 7 cards, Dark Mimic LV3 among them, and discard it for the hand
    size limit. A: it was not sent from the field: no draw; my hand is 6."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, LV3, *(["Battle Ox"] * 6))
    table.deck(0, ["Celtic Guardian"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    s.pick(None, LV3, player=0)
    _settle(duel, s)
    assert grave(duel, 0) == [LV3] and hand(duel, 0) == ["Battle Ox"] * 6
