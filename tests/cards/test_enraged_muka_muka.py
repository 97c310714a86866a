"""Enraged Muka Muka: it gains 400 ATK and DEF for each card in its controller's hand.

Sources: the card's text in our words (the 2005 SOD print does what today's does: no ERAS
entry); the OCG text of 《激昂のムカムカ》 and Muka Muka's tests, our reading (a continuous effect that follows
the hand at every moment, only its controller's hand); Skill Drain's text (negated, it has its
printed 1200/600); seed 000 §上級召喚 (a Level 5 monster needs 1 Tribute).
The 2005-era wording quoted above is as we recall it (not checked against a scan of the print)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

EMM = "Enraged Muka Muka"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_enraged_muka_muka_gains_400_per_card_in_its_controllers_hand():
    """Q: I hold 3 cards, my opponent 5: A: Enraged Muka Muka is 2400/1800 (1200/600 + 3 x 400)."""
    table = Table(turn=3, turn_player=0)
    emm = table.monster(0, EMM)
    table.hand(0, "Battle Ox", "Dark Hole", "Sangan")
    table.hand(1, *["Battle Ox"] * 5)
    duel = table.build()
    assert duel.atk(emm.card(duel)) == 2400
    assert duel.defense(emm.card(duel)) == 1800


def test_enraged_muka_muka_tribute_summoned_counts_the_hand_left():
    """Q: I hold Enraged Muka Muka and 2 other cards and Tribute Summon it with my Battle Ox:
    A: it needs 1 Tribute; on the field it counts the 2 cards left: 2000/1400."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, EMM, "Dark Hole", "Sangan")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", EMM)
    s.pick("tribute", "Battle Ox", request="tribute")
    _resolve(s)
    emm = duel.players[0].mzone[0]
    assert emm.name == EMM and grave(duel, 0) == ["Battle Ox"]
    assert duel.atk(emm) == 2000 and duel.defense(emm) == 1400


def test_enraged_muka_muka_follows_the_hand_through_pot_of_greed():
    """Q: I hold Pot of Greed and 1 other card (2000 ATK); I activate Pot of Greed: A: it leaves
    the hand and I draw 2: 3 cards, 2400."""
    table = Table(turn=3, turn_player=0)
    emm = table.monster(0, EMM)
    table.hand(0, "Pot of Greed", "Sangan")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    assert duel.atk(emm.card(duel)) == 2000
    s.pick("activate", "Pot of Greed")
    _resolve(s)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Sangan"]
    assert duel.atk(emm.card(duel)) == 2400


def test_enraged_muka_muka_under_skill_drain_battles_with_1200():
    """Q: my opponent's Skill Drain is face-up; I hold 4 cards; my Enraged Muka Muka attacks
    their Battle Ox (1700): A: negated, it has 1200 ATK: it is destroyed, I take 500."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, EMM)
    table.hand(0, *["Sangan"] * 4)
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", EMM, target=ox)
    _resolve(s)
    assert grave(duel, 0) == [EMM] and lp(duel) == (7500, 8000)
