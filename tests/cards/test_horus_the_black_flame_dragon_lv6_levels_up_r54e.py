"""Horus the Black Flame Dragon LV6 (11224103): in the End Phase of a turn in which it destroyed a
monster by battle, its controller may send it to the GY (a cost) to Special Summon "Horus the
Black Flame Dragon LV8" from the hand or Deck -- the one summon LV8's condition allows.

Sources: the card's text (2005 SOD-EN007: "you can send this card to the Graveyard to Special
Summon"; today's the same: one text in both eras); yugioh-wiki.net 《ホルスの黒炎竜 LV6》 and
《ホルスの黒炎竜 LV8》 (LV8 "can only be Special Summoned by the effect of LV6"); the "LV" rules
as Mystic Swordsman LV2 plays them (a destruction by battle this turn, an optional End Phase
trigger); Skill Drain and a monster that sent itself to the GY as the cost of its own effect:
the effect resolves with the monster off the field, which Skill Drain does not negate
(yugioh-wiki 《スキルドレイン》: only the effects of face-up monsters on the field are negated;
yugioh-hack.com on Stardust Dragon and Skill Drain).
"""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

LV6 = "Horus the Black Flame Dragon LV6"
LV8 = "Horus the Black Flame Dragon LV8"


def _pass(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _battle(rules="GOAT", deck0=("Battle Ox", LV8), hand0=(), drain=False, target="Celtic Guardian"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LV6)
    victim = table.monster(1, target)
    if drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    for card in hand0:
        table.hand(0, card)
    table.deck(0, list(deck0))
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LV6, target=victim)
    _pass(s)
    s.pick("end_battle")
    s.pick("end_turn")
    _pass(s)
    return duel, s


def test_horus_the_black_flame_dragon_lv6_levels_up_to_lv8_from_the_deck():
    """Q: my Horus LV6 destroyed Celtic Guardian by battle; LV8 is in my Deck. A: in my End Phase
    I may send LV6 to the GY and Special Summon LV8 from the Deck (Attack Position here)."""
    duel, s = _battle()
    assert grave(duel, 1) == ["Celtic Guardian"]
    s.pick("yes", player=0, request="yes_no")
    _pass(s)
    s.pick("select", LV8)
    s.pick("option", "Attack Position")
    _pass(s)
    assert grave(duel, 0) == [LV6] and field_monsters(duel, 0) == [LV8]
    assert duel.monsters(0)[0].position == S.FACEUP_ATTACK
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]


def test_horus_the_black_flame_dragon_lv6_levels_up_to_lv8_from_the_hand():
    """Q: the same with LV8 in my hand and none in the Deck. A: LV8 comes from the hand."""
    duel, s = _battle(rules=None, deck0=("Battle Ox",), hand0=(LV8,))
    s.pick("yes", player=0, request="yes_no")
    _pass(s)
    s.pick("select", LV8)
    s.pick("option", "Defense Position")
    _pass(s)
    assert field_monsters(duel, 0) == [LV8] and hand(duel, 0) == []
    assert duel.monsters(0)[0].position == S.FACEUP_DEFENSE


def test_horus_the_black_flame_dragon_lv6_may_decline_the_level_up():
    """Q: I decline the level-up. A: LV6 stays on the field, LV8 in the Deck."""
    duel, s = _battle()
    s.pick("no", player=0, request="yes_no")
    _pass(s)
    assert field_monsters(duel, 0) == [LV6] and grave(duel, 0) == []
    assert duel.turn == 4


def test_horus_the_black_flame_dragon_lv6_no_level_up_without_a_battle_destruction():
    """Q: my Horus LV6 (2300) attacked Big Shield Gardna (2600 DEF, face-up Defense): nothing
    was destroyed. A: no level-up is offered in my End Phase: the turn passes."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LV6)
    gardna = table.monster(1, "Big Shield Gardna", position="defense")
    table.deck(0, ["Battle Ox", LV8])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LV6, target=gardna)
    _pass(s)
    s.pick("end_battle")
    s.pick("end_turn")
    _pass(s)
    assert duel.turn == 4 and field_monsters(duel, 0) == [LV6] and duel.players[0].lp == 7700


def test_horus_the_black_flame_dragon_lv6_no_level_up_without_lv8():
    """Q: it destroyed a monster by battle but no LV8 is in my hand or Deck. A: nothing is
    offered; LV6 stays."""
    duel, s = _battle(deck0=("Battle Ox", "Battle Ox"))
    assert duel.turn == 4 and field_monsters(duel, 0) == [LV6]


def test_horus_the_black_flame_dragon_lv6_levels_up_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up; my Horus LV6 destroyed their Celtic Guardian by
    battle. May it level up? A: yes: it is sent to the GY as the cost, so as the effect
    resolves it is no face-up monster on the field for Skill Drain to negate: LV8 comes."""
    duel, s = _battle(drain=True)
    s.pick("yes", player=0, request="yes_no")
    _pass(s)
    s.pick("select", LV8)
    s.pick("option", "Attack Position")
    _pass(s)
    assert grave(duel, 0) == [LV6] and field_monsters(duel, 0) == [LV8]
