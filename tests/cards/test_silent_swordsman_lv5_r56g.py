"""Silent Swordsman LV5 (74388798): unaffected by the effects of the opponent's Spell Cards; if
its direct attack dealt the opponent battle damage, in its controller's next Standby Phase it may
be sent to the GY (a cost) to Special Summon Silent Swordsman LV7 from the hand or Deck.

Sources: the card's text in our words (FET 2005: "unaffected by your opponent's Spell Cards";
"when this card successfully attacks your opponent's Life Points directly, during your next
Standby Phase..."; today's says the same: no ERAS entry); yugioh-wiki.net 《サイレント・ソードマン
LV5》 (its own controller's Spells still apply to it; the opponent's Swords of Revealing Light do
not stop it; a direct attack that dealt battle damage is the condition, checked in the next own
Standby Phase); Pojo's Card of the Day of 2005-02-25 (LV7 comes only from LV5's effect)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

LV5 = "Silent Swordsman LV5"
LV7 = "Silent Swordsman LV7"


def _pass_all(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _table(opp_monster=None):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    lv5 = table.monster(0, LV5)
    if opp_monster:
        table.monster(1, opp_monster)
    table.deck(0, ["Battle Ox", LV7, "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 4)
    return table, lv5


def test_silent_swordsman_lv5_levels_up_after_a_direct_hit():
    """Q: LV5 attacks directly for 2300; my next Standby Phase comes. A: I may send LV5 to the GY
    and Special Summon LV7 from my Deck."""
    table, _ = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LV5, target="player", request="battle")
    _pass_all(s)
    assert lp(duel) == (8000, 8000 - 2300)
    s.end_turn()
    _pass_all(s)
    s.expect(request="idle", player=1)
    s.end_turn()
    _pass_all(s)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", LV7, player=0)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [LV7] and grave(duel, 0) == [LV5]
    assert duel.turn == 5


def test_silent_swordsman_lv5_no_level_up_without_a_direct_hit():
    """Q: LV5 attacked a monster (no direct attack) last turn. A: no level-up in my next Standby
    Phase: the duel goes on to my Main Phase."""
    table, _ = _table(opp_monster="Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LV5, target="Celtic Guardian", request="battle")
    _pass_all(s)
    s.end_turn()
    _pass_all(s)
    s.end_turn()
    _pass_all(s)
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == [LV5] and duel.turn == 5


def test_silent_swordsman_lv5_ignores_the_opponents_swords_of_revealing_light():
    """Q: My opponent activates Swords of Revealing Light while I control LV5. A: LV5 is
    unaffected by the opponent's Spell: it can still attack (directly, for 2300)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, LV5)
    table.hand(1, "Swords of Revealing Light")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light", player=1)
    _pass_all(s)
    s.end_turn()
    _pass_all(s)
    s.pick("battle", request="idle", player=0)
    _pass_all(s)
    s.pick("attack", LV5, target="player", request="battle")
    _pass_all(s)
    assert lp(duel) == (8000, 8000 - 2300)


def test_silent_swordsman_lv5_own_spell_applies():
    """Q: I activate my own Rush Recklessly on my LV5, then attack directly. A: my own Spells
    apply to it: 2300 + 700 = 3000 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    lv5 = table.monster(0, LV5)
    table.hand(0, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly", player=0)
    s.pick("target", lv5, player=0)
    _pass_all(s)
    s.pick("battle", request="idle", player=0)
    _pass_all(s)
    s.pick("attack", LV5, target="player", request="battle")
    _pass_all(s)
    assert lp(duel) == (8000, 8000 - 3000)


def test_silent_swordsman_lv5_only_in_the_next_standby_phase():
    """Q: After the direct hit I decline the level-up in my next Standby Phase. Is it offered again
    in the Standby Phase after that? A: no: "during your next Standby Phase" only."""
    table, _ = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LV5, target="player", request="battle")
    _pass_all(s)
    for _ in range(2):
        s.end_turn()
        _pass_all(s)
    s.pick("no", player=0, request="yes_no")
    for _ in range(2):
        s.expect(request="idle")
        s.end_turn()
        _pass_all(s)
    s.expect(request="idle", player=0)
    assert duel.turn == 7 and field_monsters(duel, 0) == [LV5]


def test_silent_swordsman_lv5_snatch_steal_takes_nothing():
    """Q: My opponent equips Snatch Steal to my LV5. A: it may be targeted and equipped, but the
    Spell's control effect does not apply to LV5: I keep it."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    lv5 = table.monster(0, LV5)
    table.hand(1, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", lv5, player=1)
    _pass_all(s)
    assert lv5.card(duel).controller == 0 and field_monsters(duel, 1) == []
