"""Armed Dragon LV5: send 1 monster from the hand to the GY (a cost), then target 1 face-up
monster the opponent controls whose ATK is at most the sent monster's ATK, and destroy it; in
the End Phase of a turn it destroyed a monster by battle, send it to the GY to Special Summon
Armed Dragon LV7 from the hand or Deck.

Sources: the card's text (SOD 2005 and today's do the same, in our words); Konami's former
official rulings (via yugipedia / yugioh.pl "Armed Dragon LV5"): sending the monster is a
cost; the effect targets, chosen on activation; the opponent's monster's current ATK is read,
not its original ATK. yugioh-wiki.net 《アームド・ドラゴン LV5》 (OCG text): the destruction
again asks that the target's ATK is at most the sent monster's ATK as it resolves. The level-up
is the LV rule of Mystic Swordsman LV2: only after destroying a monster by battle (one its own
effect destroyed does not count)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _table(hand_cards=("Battle Ox",), opp=("Celtic Guardian", "Mad Dog of Darkness"), deck=()):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    lv5 = table.monster(0, "Armed Dragon LV5")
    if hand_cards:
        table.hand(0, *hand_cards)
    refs = [table.monster(1, name) for name in opp]
    table.deck(0, list(deck) or ["Hitotsu-Me Giant"] * 2)
    table.deck(1, ["Battle Ox"] * 3)
    return table, lv5, refs


def test_armed_dragon_lv5_destroys_a_monster_up_to_the_sent_atk():
    """Q: I send Battle Ox (1700) from my hand. Which of my opponent's Celtic Guardian (1400) and
    Mad Dog of Darkness (1900) may I target? A: only Celtic Guardian, which is destroyed; Battle
    Ox is in my GY (the cost)."""
    table, _, _ = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Armed Dragon LV5")
    s.pick("select", "Battle Ox", player=0)
    assert grave(duel, 0) == ["Battle Ox"]             # the cost is paid before the target
    assert [o.name for o in s.options("target")] == ["Celtic Guardian"]
    s.pick("target", "Celtic Guardian")
    _resolve(s)
    assert grave(duel, 1) == ["Celtic Guardian"] and field_monsters(duel, 1) == ["Mad Dog of Darkness"]


def test_armed_dragon_lv5_only_a_monster_strong_enough_pays():
    """Q: My hand holds Hitotsu-Me Giant (1200) and Battle Ox (1700); my opponent's weakest
    face-up monster has 1400. Which may I send? A: Battle Ox only: the Giant's ATK reaches no
    target."""
    table, _, _ = _table(hand_cards=("Hitotsu-Me Giant", "Battle Ox"))
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Armed Dragon LV5")
    assert [o.name for o in s.options("select")] == ["Battle Ox"]


def test_armed_dragon_lv5_cannot_be_activated_without_a_monster_to_send():
    """Q: My hand holds only a Spell (Pot of Greed) and Hitotsu-Me Giant (1200) against a 1400
    monster. A: the effect cannot be activated: a Spell is no monster, the Giant is too weak."""
    table, _, _ = _table(hand_cards=("Pot of Greed", "Hitotsu-Me Giant"))
    duel = table.build()
    assert not Script(duel).has("activate", "Armed Dragon LV5")


def test_armed_dragon_lv5_face_down_monsters_are_no_targets():
    """Q: My opponent controls only a face-down monster. A: the effect cannot be activated: it
    reaches only a face-up monster (a face-down one shows no ATK)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Armed Dragon LV5")
    table.hand(0, "Blue-Eyes White Dragon")
    table.monster(1, "Hitotsu-Me Giant", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", "Armed Dragon LV5")


def test_armed_dragon_lv5_target_pumped_in_answer_survives():
    """Q: I send Battle Ox (1700) and target Celtic Guardian (1400); my opponent answers with
    Rush Recklessly (+700: 2100). A: its ATK is now above 1700, so it is not destroyed; Battle Ox
    stays in my GY (the cost is not returned)."""
    table, _, _ = _table(opp=("Celtic Guardian",))
    table.spell_trap(1, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Armed Dragon LV5")
    s.pick("select", "Battle Ox", player=0)
    s.pick("target", "Celtic Guardian")
    s.pick("activate", "Rush Recklessly", player=1, request="chain")
    s.pick("target", "Celtic Guardian", player=1)
    _resolve(s)
    assert field_monsters(duel, 1) == ["Celtic Guardian"]
    assert grave(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Rush Recklessly"]


def _battle_then_end(table, opp_target):
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("attack", "Armed Dragon LV5", target=opp_target)
    _resolve(s)
    s.pick("end_battle")
    _resolve(s)
    s.pick("end_turn")
    return duel, s


def test_armed_dragon_lv5_levels_up_after_a_battle_kill():
    """Q: My Armed Dragon LV5 destroyed Celtic Guardian by battle this turn. A: in the End Phase
    I may send it to the GY and Special Summon Armed Dragon LV7 from my Deck."""
    table, _, refs = _table(hand_cards=(), opp=("Celtic Guardian",), deck=("Armed Dragon LV7", "Battle Ox"))
    duel, s = _battle_then_end(table, refs[0])
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Armed Dragon LV7", player=0)
    s.pick("option", "Attack Position", request="option")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Armed Dragon LV7"]
    assert grave(duel, 0) == ["Armed Dragon LV5"] and grave(duel, 1) == ["Celtic Guardian"]


def test_armed_dragon_lv5_no_level_up_after_an_effect_kill():
    """Q: My LV5 destroyed a monster with its own effect, not by battle, and did not battle. A: no
    level-up in the End Phase: the turn passes with no question; LV5 and LV7 stay where they are."""
    table, _, _ = _table(opp=("Celtic Guardian",), deck=("Armed Dragon LV7", "Battle Ox"))
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Armed Dragon LV5")
    s.pick("select", "Battle Ox", player=0)
    s.pick("target", "Celtic Guardian")
    _resolve(s)
    s.end_turn()
    _resolve(s)
    assert duel.turn == 4 and field_monsters(duel, 0) == ["Armed Dragon LV5"]
    assert "Armed Dragon LV7" in [c.name for c in duel.players[0].deck]


def test_armed_dragon_lv5_no_level_up_when_the_battle_destroyed_nothing():
    """Q: My LV5 (2400) attacked a Blue-Eyes White Dragon in Defense Position (2500 DEF) and
    destroyed nothing. A: no level-up in the End Phase; I took 100 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Armed Dragon LV5")
    bewd = table.monster(1, "Blue-Eyes White Dragon", position="defense")
    table.deck(0, ["Armed Dragon LV7", "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 3)
    duel, s = _battle_then_end(table, bewd)
    _resolve(s)
    assert duel.turn == 4 and field_monsters(duel, 0) == ["Armed Dragon LV5"]
    assert duel.players[0].lp == 7900


def test_armed_dragon_lv5_target_turned_face_down_survives():
    """Q: I send Battle Ox and target Celtic Guardian; my opponent answers with Book of Moon on
    Celtic Guardian, turning it face-down. A: it is no longer a face-up monster, so it is not
    destroyed; the cost stays paid."""
    table, _, refs = _table(opp=("Celtic Guardian",))
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Armed Dragon LV5")
    s.pick("select", "Battle Ox", player=0)
    s.pick("target", "Celtic Guardian")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", refs[0], player=1)
    _resolve(s)
    assert refs[0].card(duel).position == "set" and grave(duel, 1) == ["Book of Moon"]
    assert grave(duel, 0) == ["Battle Ox"]
