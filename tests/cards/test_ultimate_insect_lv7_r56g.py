"""Ultimate Insect LV7 (19877898): if Ultimate Insect LV5's effect Special Summoned it, the
opponent's monsters lose 700 ATK and DEF while it is face-up on the field.

Sources: the card's text in our words (TLM 2005 and today's do the same: "if this card was Special
Summoned by the effect of Ultimate Insect LV5", -700 ATK and DEF: no ERAS entry); yugioh-wiki.net
《アルティメット・インセクト LV7》 (the loss needs LV5's effect: a Normal Summoned or revived LV7
weakens nothing; it ends when LV7 leaves the field). The level-up from LV5 is in
tests/cards/test_ultimate_insect_lv5_r56g.py."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

LV5, LV7 = "Ultimate Insect LV5", "Ultimate Insect LV7"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _ox(duel):
    return [c for c in duel.monsters(1) if c.name == "Battle Ox"][0]


def _from_lv5():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, LV5)
    table.monster(1, "Battle Ox")
    table.deck(0, [LV7, "Celtic Guardian"])
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("yes", player=0, request="yes_no")
    _resolve(s)
    s.pick("select", LV7, player=0)
    s.pick("option", "Attack Position", player=0)
    _resolve(s)
    return duel, s


def test_ultimate_insect_lv7_from_lv5_weakens_attack_and_defense():
    """Q: LV5 levels up into LV7 in my Standby Phase. A: my opponent's Battle Ox has 1000 ATK and
    300 DEF (1700/1000 - 700 each)."""
    duel, s = _from_lv5()
    assert field_monsters(duel, 0) == [LV7]
    assert duel.atk(_ox(duel)) == 1000 and duel.defense(_ox(duel)) == 300


def test_ultimate_insect_lv7_revived_by_monster_reborn_weakens_nothing():
    """Q: I revive LV7 from my GY with Monster Reborn. A: not summoned by LV5's effect: Battle Ox
    keeps 1700 ATK and 1000 DEF."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.grave(0, LV7)
    table.hand(0, "Monster Reborn")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", LV7)
    _resolve(s)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    _resolve(s)
    assert field_monsters(duel, 0) == [LV7]
    assert duel.atk(_ox(duel)) == 1700 and duel.defense(_ox(duel)) == 1000


def test_ultimate_insect_lv7_battles_against_the_lowered_atk():
    """Q: LV7, come by LV5's effect, attacks my opponent's Battle Ox in Attack Position. A: the
    battle uses Battle Ox's lowered ATK (1000): 2600 - 1000 = 1600 damage, Battle Ox destroyed."""
    duel, s = _from_lv5()
    assert duel.atk(_ox(duel)) == 1000
    s.pick("battle", request="idle")
    _resolve(s)
    s.pick("attack", LV7, target=_ox(duel).uid, request="battle")
    _resolve(s)
    assert [c.name for c in duel.players[1].grave] == ["Battle Ox"]
    assert duel.players[1].lp == 8000 - 1600
