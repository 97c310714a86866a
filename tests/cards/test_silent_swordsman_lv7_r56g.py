"""Silent Swordsman LV7 (37267041): it cannot be Normal Summoned or Set and only Silent Swordsman
LV5's effect can Special Summon it; while it is face-up on the field the effects of every Spell
Card on the field, both players', are negated.

Sources: the card's text in our words (WC5 2005, Pojo's Card of the Day of 2005-02-25: "negate the
effects of all Spell cards on the field", "cannot be special summoned except by the effect of
Silent Swordsman LV5"; Pojo: no revival from the GY even once properly summoned; today's text says
the same: no ERAS entry); yugioh-wiki.net 《サイレント・ソードマン LV7》 (a continuous effect like
Imperial Order's: it negates its controller's Spells too, and Continuous Spells already face-up)."""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table

LV7 = "Silent Swordsman LV7"


def _pass_all(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_silent_swordsman_lv7_cannot_be_normal_summoned_or_revived():
    """Q: LV7 in my hand; another LV7 in my GY and Monster Reborn in my hand. A: no Summon or Set
    of the hand LV7 is offered, and Monster Reborn cannot take the GY one (it has nothing to
    target: it is not offered)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, LV7, "Monster Reborn")
    table.grave(0, LV7)
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", LV7) and not s.has("set", LV7)
    assert not s.has("activate", "Monster Reborn")


def test_silent_swordsman_lv7_negates_the_opponents_heavy_storm():
    """Q: While my LV7 is face-up, my opponent activates Heavy Storm. A: the Spell's effect is
    negated: my Set Sakuretsu Armor stays; Heavy Storm goes to their GY."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, LV7)
    table.spell_trap(0, "Sakuretsu Armor")
    table.hand(1, "Heavy Storm")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=1)
    _pass_all(s)
    assert [c.name for c in duel.players[0].szone if c] == ["Sakuretsu Armor"]
    assert grave(duel, 1) == ["Heavy Storm"] and grave(duel, 0) == []


def test_silent_swordsman_lv7_negates_a_face_up_swords_of_revealing_light():
    """Q: My opponent's Swords of Revealing Light is already face-up when my LV7 is on the field.
    A: its effect is negated: LV7 attacks directly for 2800."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    table.monster(0, LV7)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LV7, target="player", request="battle")
    _pass_all(s)
    assert lp(duel) == (8000, 8000 - 2800)


def test_silent_swordsman_lv7_negates_its_controllers_spells_too():
    """Q: I activate my own Pot of Greed while LV7 is face-up. A: all Spell Cards on the field:
    my own Pot of Greed's effect is negated: I draw nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, LV7)
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=0)
    _pass_all(s)
    assert hand(duel, 0) == [] and grave(duel, 0) == ["Pot of Greed"]
    assert field_monsters(duel, 0) == [LV7]
