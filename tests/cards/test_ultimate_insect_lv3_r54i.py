"""Ultimate Insect LV3 (34088136) and Ultimate Insect LV1 (49441499).

LV1: while face-up on the field it is unaffected by the effects of the opponent's Spell Cards
(tests/cards/test_ultimate_insect_lv1_unaffected_by_the_opponents_spells.py); in its controller's Standby Phase they may send
it face-up to the GY to Special Summon an Ultimate Insect LV3 from their hand or Deck.
LV3: if LV1's effect Special Summoned it, the opponent's monsters lose 300 ATK while it is face-up;
in its controller's Standby Phase they may send it to the GY to Special Summon an Ultimate Insect
LV5 from their hand or Deck. Neither level-up may be used in a turn the monster was Normal or
Special Summoned or flipped face-up.

Sources: the cards' texts in our words (the 2005 TCG texts, SOD / RDS, and today's: the same
immunity, -300 "if this card was Special Summoned by the effect of Ultimate Insect LV1", the
Standby Phase level-ups with "(you cannot activate this effect the turn this card is Normal
Summoned, Special Summoned, or flipped face-up)"; the OCG texts 《アルティメット・インセクト LV1》
《…LV3》 the same: no ERAS entry); aniwotawiki's page on the Ultimate Insects (the level-up puts the
next one on the field, whose ATK loss applies only when it came by the previous one's effect).
Skill Drain (its text: the effects of face-up monsters on the field are negated) stops the -300."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

LV1, LV3, LV5 = "Ultimate Insect LV1", "Ultimate Insect LV3", "Ultimate Insect LV5"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _ox(duel):
    return [c for c in duel.monsters(1) if c.name == "Battle Ox"][0]


def _level_up_from_lv1(skill_drain=False, rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="standby")
    table.monster(0, LV1)
    table.monster(1, "Battle Ox")
    table.deck(0, [LV3, LV5, "Celtic Guardian", "Celtic Guardian"])
    table.deck(1, ["Celtic Guardian"] * 3)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("yes", player=0, request="yes_no")
    _resolve(s)
    s.pick("select", LV3, player=0)
    s.pick("option", "Attack Position", player=0)
    _resolve(s)
    return duel, s


def test_ultimate_insect_lv1_levels_up_to_lv3_and_it_weakens_the_opponent():
    """Q: in my Standby Phase I send my face-up Ultimate Insect LV1 to the GY and Special Summon
    Ultimate Insect LV3 from my Deck. A: LV1 is in my GY, LV3 on my field, and my opponent's
    Battle Ox has 1400 ATK (-300: LV3 came by LV1's effect)."""
    duel, s = _level_up_from_lv1()
    assert grave(duel, 0) == [LV1] and [c.name for c in duel.monsters(0)] == [LV3]
    assert duel.atk(_ox(duel)) == 1400 and duel.atk(duel.monsters(0)[0]) == 1400


def test_ultimate_insect_lv3_cannot_level_up_the_turn_it_arrived_but_can_next_standby():
    """Q: LV3 has just come by LV1's effect in my Standby Phase: may I send it at once for LV5?
    A: no, not the turn it was Special Summoned (no question; Main Phase 1 follows). In my next
    Standby Phase, yes: LV5 comes from my Deck; LV3's -300 is gone with it, and LV5's own -500
    (it came by LV3's effect) leaves Battle Ox at 1200 ATK."""
    duel, s = _level_up_from_lv1()
    assert duel.request.kind == "idle" and duel.phase == "main1"
    s.end_turn()
    _resolve(s)
    s.end_turn()           # my opponent's turn 4
    _resolve(s)
    assert duel.turn == 5 and duel.request.kind == "yes_no" and duel.request.player == 0
    s.pick("yes", player=0)
    _resolve(s)
    s.pick("select", LV5, player=0)
    s.pick("option", "Attack Position", player=0)
    _resolve(s)
    assert [c.name for c in duel.monsters(0)] == [LV5] and grave(duel, 0) == [LV1, LV3]
    assert duel.atk(_ox(duel)) == 1700 - 500     # round 56g: Ultimate Insect LV5 is scripted


def test_ultimate_insect_lv3_normal_summoned_does_not_weaken():
    """Q: I Normal Summon Ultimate Insect LV3. Does my opponent's Battle Ox lose 300 ATK? A: no:
    only a LV3 that LV1's effect Special Summoned does."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, LV3)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", LV3, request="idle")
    _resolve(s)
    assert duel.atk(_ox(duel)) == 1700


def test_ultimate_insect_lv1_not_the_turn_it_was_summoned():
    """Q: my Ultimate Insect LV1 was Special Summoned this turn, before my Standby Phase's
    level-up could be asked (placed as summoned this turn). May I level it up now? A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, LV1, summoned_this_turn=True)
    table.deck(0, [LV3])
    duel = table.build()
    assert duel.request.kind == "idle" and [c.name for c in duel.monsters(0)] == [LV1]


def test_ultimate_insect_lv3_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up when I level LV1 up to LV3. A: the level-up happens
    (its cost sent LV1 to the GY: as it resolves no face-up monster's effect is there for Skill
    Drain to negate; our reading of Skill Drain's text), but LV3's -300 is an effect of a face-up
    monster on the field and is negated: Battle Ox keeps 1700 ATK."""
    duel, s = _level_up_from_lv1(skill_drain=True)
    assert [c.name for c in duel.monsters(0)] == [LV3] and duel.atk(_ox(duel)) == 1700


def test_ultimate_insect_lv3_today_the_same():
    """Q: under today's rules, does LV3 from LV1 weaken Battle Ox the same way? A: yes: 1400."""
    duel, s = _level_up_from_lv1(rules="MR5")
    assert duel.atk(_ox(duel)) == 1400
