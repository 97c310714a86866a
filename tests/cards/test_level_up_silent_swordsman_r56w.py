"""Level Up! (25290459) with the Silent Swordsmen (a judge's review, round 56w).

Sources: YGOResources' rulings as quoted by huntlist.eu's Level Up! page (the LV monster sent is
a cost; the monster summoned is the one the sent monster's text names, ignoring its summoning
conditions); Silent Swordsman LV7's text in our words (WC5 2005 and today's: while it is face-up,
the effects of every Spell Card on the field are negated; only LV5's effect may Special Summon it);
seed 000 §魔法卡 (an activated Spell is a card on the field; a cost paid at activation stays paid
when the effect is negated)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

LEVEL_UP = "Level Up!"
LV5 = "Silent Swordsman LV5"
LV7 = "Silent Swordsman LV7"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _table(opp_lv7=False):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, LV5)
    table.hand(0, LEVEL_UP)
    table.deck(0, [LV7, "Battle Ox"])
    if opp_lv7:
        table.monster(1, LV7)
    return table


def test_level_up_silent_swordsman_lv5_into_lv7_without_a_direct_hit():
    """Q: my Silent Swordsman LV5 has dealt no direct damage; I activate Level Up! sending it. A:
    Level Up! ignores LV7's summoning condition and LV5's own level-up condition: LV7 comes from my
    Deck; LV5 and Level Up! are in my GY."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", LEVEL_UP, player=0)
    if s.duel.request.kind == "select":
        s.pick("select", LV5, player=0)
    _resolve(s)
    if s.duel.request.kind == "select":
        s.pick("select", LV7, player=0)
    s.pick("option", "Attack Position", request="option")
    _resolve(s)
    assert field_monsters(duel, 0) == [LV7]
    assert sorted(grave(duel, 0)) == [LEVEL_UP, LV5]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]


def test_level_up_negated_by_the_opponents_silent_swordsman_lv7():
    """Q: my opponent's Silent Swordsman LV7 is face-up; I activate Level Up! sending my LV5. A: the
    send is a cost, paid as it is activated; Level Up! is a Spell Card on the field, so LV7 negates
    its effect: LV5 is in my GY and my LV7 stays in my Deck."""
    duel = _table(opp_lv7=True).build()
    s = Script(duel)
    s.pick("activate", LEVEL_UP, player=0)
    if s.duel.request.kind == "select":
        s.pick("select", LV5, player=0)
    _resolve(s)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == [LV7]
    assert sorted(grave(duel, 0)) == [LEVEL_UP, LV5]
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", LV7]
