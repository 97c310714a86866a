"""Ultimate Insect LV5 (34830502): if Ultimate Insect LV3's effect Special Summoned it, the
opponent's monsters lose 500 ATK while it is face-up on the field; in its controller's Standby
Phase they may send it face-up to the GY to Special Summon Ultimate Insect LV7 from the hand or
Deck, not in a turn it was Normal or Special Summoned or flipped face-up.

Sources: the card's text in our words (FET 2005 and today's do the same: "if this card was Special
Summoned by the effect of Ultimate Insect LV3", -500 for all the opponent's monsters, the
Standby Phase level-up with its "not the turn this card was Summoned or flipped" clause: no ERAS
entry); yugioh-wiki.net 《アルティメット・インセクト LV5》 and aniwotawiki's page on the Ultimate
Insects (the ATK loss needs the previous LV's effect: a Normal Summoned LV5 weakens nothing);
Skill Drain's text (the effects of face-up monsters are negated: no -500 under it)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

LV3, LV5, LV7 = "Ultimate Insect LV3", "Ultimate Insect LV5", "Ultimate Insect LV7"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _ox(duel):
    return [c for c in duel.monsters(1) if c.name == "Battle Ox"][0]


def _level_up_from_lv3(skill_drain=False):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, LV3)
    table.monster(1, "Battle Ox")
    table.deck(0, [LV5, LV7, "Celtic Guardian", "Celtic Guardian"])
    table.deck(1, ["Celtic Guardian"] * 3)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("yes", player=0, request="yes_no")
    _resolve(s)
    s.pick("select", LV5, player=0)
    s.pick("option", "Attack Position", player=0)
    _resolve(s)
    return duel, s


def test_ultimate_insect_lv5_from_lv3_weakens_the_opponents_monsters():
    """Q: In my Standby Phase LV3 levels up into LV5 from my Deck. A: LV3 is in my GY and my
    opponent's Battle Ox has 1200 ATK (1700 - 500); its DEF is unchanged (1000)."""
    duel, s = _level_up_from_lv3()
    assert grave(duel, 0) == [LV3] and field_monsters(duel, 0) == [LV5]
    assert duel.atk(_ox(duel)) == 1200 and duel.defense(_ox(duel)) == 1000


def test_ultimate_insect_lv5_normal_summoned_weakens_nothing():
    """Q: I Tribute Summon LV5 (not by LV3's effect). A: no ATK loss: Battle Ox keeps 1700."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, LV5)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", LV5)
    s.pick("tribute", "Celtic Guardian")
    _resolve(s)
    assert field_monsters(duel, 0) == [LV5] and duel.atk(_ox(duel)) == 1700


def test_ultimate_insect_lv5_under_skill_drain_weakens_nothing():
    """Q: My opponent's Skill Drain is face-up when LV3 levels up into LV5. A: LV5's effect is
    negated: Battle Ox keeps 1700 ATK."""
    duel, s = _level_up_from_lv3(skill_drain=True)
    assert field_monsters(duel, 0) == [LV5] and duel.atk(_ox(duel)) == 1700


def test_ultimate_insect_lv5_levels_up_a_turn_later_not_at_once():
    """Q: LV5 has just come in my Standby Phase: may it level up at once? A: no (the turn it was
    Special Summoned): Main Phase 1 follows. In my next Standby Phase I may send it and Special
    Summon LV7 from my Deck; Battle Ox then has 1000 ATK and 300 DEF (LV7's -700/-700)."""
    duel, s = _level_up_from_lv3()
    assert duel.request.kind == "idle" and duel.phase == "main1"
    s.end_turn()
    _resolve(s)
    s.end_turn()
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(s)
    s.pick("select", LV7, player=0)
    s.pick("option", "Attack Position", player=0)
    _resolve(s)
    assert field_monsters(duel, 0) == [LV7] and grave(duel, 0) == [LV3, LV5]
    assert duel.atk(_ox(duel)) == 1000 and duel.defense(_ox(duel)) == 300
