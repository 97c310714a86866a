"""Horus the Black Flame Dragon LV4 (75830094): in the End Phase of a turn in which it destroyed a
monster by battle, its controller may send it to the GY (a cost) to Special Summon "Horus the
Black Flame Dragon LV6" from the hand or Deck.

Sources: the card's text (2005 SOD-EN006: "you can send this card to the Graveyard to Special
Summon 1 Horus the Black Flame Dragon LV6 from your hand or Deck"; today's the same: one text
in both eras); yugioh-wiki.net 《ホルスの黒炎竜 LV4》 (an optional trigger in that End Phase; a
destruction by battle this turn, not by an effect); as Mystic Swordsman LV2 (the same "LV"
rule). LV4 has no shield of its own: Spells apply to it (Shrink).
"""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

LV4 = "Horus the Black Flame Dragon LV4"
LV6 = "Horus the Black Flame Dragon LV6"


def _pass(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _attack(rules="GOAT", target="Battle Ox", position="attack", deck0=("Battle Ox", LV6), spell=None):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LV4)
    victim = table.monster(1, target, position=position)
    if spell:
        table.spell_trap(0, spell)
    table.deck(0, list(deck0))
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LV4, target=victim)
    return duel, s


def test_horus_the_black_flame_dragon_lv4_levels_up_to_lv6():
    """Q: my Horus LV4 (1600) destroys my opponent's Mystic Tomato (1400) by battle, and they
    decline the Tomato's search; LV6 is in my Deck. A: in my End Phase I may send LV4 to the
    GY and Special Summon LV6 from the Deck; 200 damage was dealt."""
    duel, s = _attack(target="Mystic Tomato")
    _pass(s)
    if duel.request.kind == "yes_no":
        s.pick("no", player=1)
    _pass(s)
    assert grave(duel, 1) == ["Mystic Tomato"] and duel.players[1].lp == 7800
    s.pick("end_battle")
    s.pick("end_turn")
    _pass(s)
    s.pick("yes", player=0, request="yes_no")
    _pass(s)
    s.pick("select", LV6)
    s.pick("option", "Attack Position")
    _pass(s)
    assert grave(duel, 0) == [LV4] and field_monsters(duel, 0) == [LV6]


def test_horus_the_black_flame_dragon_lv4_no_level_up_when_it_destroyed_nothing():
    """Q: my Horus LV4 (1600) attacks Battle Ox (1700) and is destroyed. A: no End Phase
    level-up (it is in the GY, and it destroyed nothing): I took 100 damage."""
    duel, s = _attack(rules=None)
    _pass(s)
    assert grave(duel, 0) == [LV4] and duel.players[0].lp == 7900
    s.pick("end_battle")
    s.pick("end_turn")
    _pass(s)
    assert duel.turn == 4 and field_monsters(duel, 0) == []


def test_horus_the_black_flame_dragon_lv4_no_level_up_after_a_destruction_by_an_effect():
    """Q: this turn my Horus LV4 was on the field while my Fissure destroyed my opponent's
    monster (an effect, not a battle). A: nothing is offered in my End Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, LV4)
    table.monster(1, "Battle Ox")
    table.hand(0, "Fissure")
    table.deck(0, ["Battle Ox", LV6])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure")
    _pass(s)
    assert grave(duel, 1) == ["Battle Ox"]
    s.pick("end_turn")
    _pass(s)
    assert duel.turn == 4 and field_monsters(duel, 0) == [LV4]


def test_horus_the_black_flame_dragon_lv4_is_affected_by_spells():
    """Q: my opponent Shrinks my Horus LV4 (1600). A: LV4 has no shield against Spells: its ATK
    becomes 800 (unlike LV6)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    horus = table.monster(0, LV4)
    table.hand(1, "Shrink")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Shrink")
    s.pick("target", LV4)
    _pass(s)
    assert duel.atk(horus.card(duel)) == 800
