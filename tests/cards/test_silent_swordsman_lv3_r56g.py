"""Silent Swordsman LV3 (01995985): the opponent's Spell Cards that target it while it is face-up
have their effects negated; in its controller's Standby Phase it may be sent to the GY (a cost) to
Special Summon Silent Swordsman LV5 from the hand or Deck.

Sources: the card's text in our words (RDS 2005 and today's do the same: "your opponent's Spell
Cards", "that target this face-up card", "during your Standby Phase", "you can", "this face-up
card" as a cost); yugioh-wiki.net 《サイレント・ソードマン LV3》 (a continuous effect: the Spell
resolves with its effect negated, it is not destroyed; the Standby Phase effect is the LV monsters'
trigger, as Armed Dragon LV3's); kperovic.com's RDS preview (Change of Heart and Snatch Steal
aimed at it do nothing: an Equip Spell stays equipped, as any Equip Spell whose effect is negated
does, but its continuous effects are negated as well); our reading: a Spell of its own controller's, and a Spell aimed at it
while it is Set, are not touched ("the opponent's", "this face-up card")."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

LV3 = "Silent Swordsman LV3"
LV5 = "Silent Swordsman LV5"


def _opponents_turn(position="attack"):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    lv3 = table.monster(0, LV3, position=position)
    return table, lv3


def _pass_all(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_silent_swordsman_lv3_negates_the_opponents_change_of_heart():
    """Q: My opponent activates Change of Heart targeting my face-up Silent Swordsman LV3. A: its
    effect is negated: I keep LV3; Change of Heart is in their GY."""
    table, lv3 = _opponents_turn()
    table.hand(1, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", lv3, player=1)
    _pass_all(s)
    assert lv3.card(duel).controller == 0 and field_monsters(duel, 0) == [LV3]
    assert grave(duel, 1) == ["Change of Heart"]


def test_silent_swordsman_lv3_negates_the_opponents_snatch_steal():
    """Q: My opponent equips Snatch Steal to my face-up LV3. A: the Spell's effects are negated:
    it is still equipped (a negated Equip Spell is), but I keep LV3, and in my next Standby Phase
    Snatch Steal gives me no 1000 LP."""
    table, lv3 = _opponents_turn()
    table.hand(1, "Snatch Steal")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", lv3, player=1)
    _pass_all(s)
    assert lv3.card(duel).controller == 0
    assert [c.name for c in duel.players[1].szone if c] == ["Snatch Steal"]
    s.end_turn()
    _pass_all(s)
    assert duel.turn == 5 and lv3.card(duel).controller == 0
    assert lp(duel) == (8000, 8000)


def test_silent_swordsman_lv3_negates_the_opponents_book_of_moon():
    """Q: My opponent's Book of Moon targets my face-up LV3. A: negated: LV3 stays face-up in
    Attack Position."""
    table, lv3 = _opponents_turn()
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", lv3, player=1)
    _pass_all(s)
    assert lv3.card(duel).position == "attack" and grave(duel, 1) == ["Book of Moon"]


def test_silent_swordsman_lv3_set_is_not_protected_from_nobleman_of_crossout():
    """Q: My LV3 is Set; my opponent's Nobleman of Crossout targets it. A: "this face-up card":
    a Set LV3 is not protected: it is destroyed and banished."""
    table, lv3 = _opponents_turn(position="set")
    table.hand(1, "Nobleman of Crossout")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout", player=1)
    s.pick("target", lv3, player=1)
    _pass_all(s)
    assert field_monsters(duel, 0) == [] and [c.name for c in duel.players[0].banished] == [LV3]


def test_silent_swordsman_lv3_own_spell_is_not_negated():
    """Q: I activate my own Book of Moon on my face-up LV3. A: only the opponent's Spells are
    negated: mine turns it face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    lv3 = table.monster(0, LV3)
    table.hand(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=0)
    s.pick("target", lv3, player=0)
    _pass_all(s)
    assert lv3.card(duel).position == "set"


def test_silent_swordsman_lv3_does_not_stop_a_trap():
    """Q: My opponent activates Sakuretsu Armor when LV3 attacks. A: a Trap is
    no Spell: LV3 is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LV3)
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LV3, target="Mystical Elf", request="battle")
    while duel.request.kind == "chain" and not s.has("activate", "Sakuretsu Armor"):
        s.pick("pass")
    s.pick("activate", "Sakuretsu Armor", player=1)
    s.pick("target", LV3, player=1)
    _pass_all(s)
    assert grave(duel, 0) == [LV3]


def _standby(deck=(LV5, "Battle Ox"), turn_player=0):
    table = Table(rules="GOAT", turn=3, turn_player=turn_player, phase="standby")
    table.monster(0, LV3)
    table.deck(0, list(deck))
    table.deck(1, ["Battle Ox"] * 3)
    return table


def test_silent_swordsman_lv3_levels_up_in_its_standby_phase():
    """Q: My face-up LV3 in my Standby Phase, LV5 in my Deck. A: I may send LV3 to the GY and
    Special Summon LV5 from the Deck."""
    duel = _standby().build()
    s = Script(duel)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", LV5, player=0)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [LV5] and grave(duel, 0) == [LV3]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]


def test_silent_swordsman_lv3_not_in_the_opponents_standby_phase_nor_without_lv5():
    """Q: My opponent's Standby Phase; or mine with no LV5 in my hand or Deck. A: no level-up
    is offered in either: the duel goes on to the Main Phase, LV3 stays."""
    duel = _standby(turn_player=1).build()
    Script(duel).expect(request="idle", player=1)
    assert field_monsters(duel, 0) == [LV3]
    duel = _standby(deck=("Battle Ox",)).build()
    Script(duel).expect(request="idle", player=0)
    assert field_monsters(duel, 0) == [LV3]
