"""Dark Mimic LV3 (1102515): destroyed by battle and sent to the GY, its player draws 1 card, or 2
if Dark Mimic LV1's effect had Special Summoned it.

Sources: the card's text, read in our words (SOD, 2005: a mandatory draw "when this card is
destroyed as a result of battle and sent to the Graveyard", 2 instead when it was Special
Summoned by Dark Mimic LV1's effect; today's TCG text and the OCG text 《暗黒のミミック LV3》 say
destroyed by battle too -- round 54f fixed the script, which drew on any trip from the field to
the GY: tests/cards/test_dark_mimic_lv3_destroyed_by_battle_r54f.py has the Tribute and the
destruction by an effect that draw nothing); a mandatory trigger, usable in the damage step. Once
the monster turned face-down it is a new object for "was Special Summoned by" (as a Gladiator
Beast's "Special Summoned by a Gladiator Beast" is lost: formatlibrary's Gladiator Beast
rulings; our reading for this card). Skill Drain negates the effects of face-up monsters on the
field only (its text): a trigger in the GY is not negated."""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table

LV3 = "Dark Mimic LV3"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _leveled_up(opp_hand=()):
    """Turn 3, player 0's Standby Phase: their Dark Mimic LV1 levels up into a Dark Mimic LV3
    from the Deck (the Deck: LV3, then 4 Battle Ox); player 1 controls Battle Ox. Returns the
    duel at the Main Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, "Dark Mimic LV1")
    table.monster(1, "Battle Ox")
    table.deck(0, [LV3, "Battle Ox", "Battle Ox", "Battle Ox", "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 5)
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
    assert field_monsters(duel, 0) == [LV3] and hand(duel, 0) == []
    return duel, s


def _attack_battle_ox(duel, s):
    """It attacks the opponent's Battle Ox (1700) and is destroyed by battle (700 to its player)."""
    s.pick("battle")
    _settle(duel, s)
    s.pick("attack", LV3, target="Battle Ox")
    _settle(duel, s)


def test_dark_mimic_lv3_from_dark_mimic_lv1_draws_2():
    """Q: my Dark Mimic LV3, Special Summoned by Dark Mimic LV1's effect, attacks Battle Ox and is
    destroyed by battle. A: I draw 2."""
    duel, s = _leveled_up()
    _attack_battle_ox(duel, s)
    assert grave(duel, 0) == ["Dark Mimic LV1", LV3] and lp(duel) == (7300, 8000)
    assert hand(duel, 0) == ["Battle Ox", "Battle Ox"]


def _normal_summoned(skill_drain=False):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LV3)
    table.monster(1, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LV3, target="Battle Ox")
    _settle(duel, s)
    return duel


def test_dark_mimic_lv3_not_from_dark_mimic_lv1_draws_1():
    """Q: my Dark Mimic LV3 was Normal Summoned (not by Dark Mimic LV1); it is destroyed by battle.
    A: I draw 1."""
    duel = _normal_summoned()
    assert grave(duel, 0) == [LV3] and hand(duel, 0) == ["Battle Ox"]


def test_dark_mimic_lv3_under_skill_drain_still_draws():
    """Q: the same with my opponent's Skill Drain face-up. A: the effect starts in the GY, where
    Skill Drain does not reach: I draw 1."""
    duel = _normal_summoned(skill_drain=True)
    assert grave(duel, 0) == [LV3] and hand(duel, 0) == ["Battle Ox"]


def test_dark_mimic_lv3_turned_face_down_then_destroyed_draws_1():
    """Q: my Dark Mimic LV3 from Dark Mimic LV1 is turned face-down by my opponent's Book of Moon
    in their turn, and their Battle Ox then attacks it and destroys it by battle. A: the face-down
    monster is no longer the one LV1 summoned: I draw 1."""
    duel, s = _leveled_up(opp_hand=("Book of Moon",))
    s.end_turn()
    _settle(duel, s)
    s.pick("activate", "Book of Moon", first=True, player=1)
    s.pick("target", LV3, player=1)
    _settle(duel, s)
    assert duel.monsters(0)[0].position == "set"
    before = len(hand(duel, 0))
    s.pick("battle", player=1)
    _settle(duel, s)
    s.pick("attack", "Battle Ox", target=duel.monsters(0)[0].uid, player=1)
    _settle(duel, s)
    assert grave(duel, 0) == ["Dark Mimic LV1", LV3] and len(hand(duel, 0)) == before + 1


def test_dark_mimic_lv3_discarded_from_the_hand_draws_nothing():
    """Q: I end my turn with 7 cards, Dark Mimic LV3 among them, and discard it for the hand
    size limit. A: it was not destroyed by battle: no draw; my hand is 6."""
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
