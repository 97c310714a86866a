"""Treeborn Frog: its summon cannot be activated while its player already controls a Treeborn
Frog (a judge's review, round 53r).

Sources: yugioh-wiki.net 《黄泉ガエル》: the Shadow of Infinity text (2005, the text the GOAT
preset plays) says the effect cannot be activated while its player controls a *face-up*
"Treeborn Frog"; today's text makes "you control no Treeborn Frog" (any way up) a condition of
the activation, and the wiki notes there is no once-per-turn limit in the text (a Standby
Phase comes once a turn, so the engine's once-per-turn changes nothing here). The Spell/Trap
condition is asked at activation and resolution in both texts."""

import pytest

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def _table(rules, position):
    table = Table(rules=rules, turn=3, turn_player=0, phase="standby")
    table.monster(0, "Treeborn Frog", position=position)
    table.grave(0, "Treeborn Frog")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_treeborn_frog_not_while_a_face_up_frog_is_on_the_field(rules):
    """Q: a face-up Treeborn Frog is on my field, a second one in my GY; my Standby Phase
    begins, I control no Spell/Trap. A: the second Frog's effect cannot be activated (both
    texts): it is not offered and stays in my GY."""
    duel = _table(rules, "defense").build()
    Script(duel).expect(request="idle", player=0)
    assert grave(duel, 0) == ["Treeborn Frog"] and field_monsters(duel, 0) == ["Treeborn Frog"]
    assert of_type(duel, "chain") == []


def test_treeborn_frog_face_down_frog_does_not_stop_the_2005_text():
    """Q: (GOAT) my field holds a face-down Treeborn Frog, a second one is in my GY. A: the 2005
    text names a face-up Frog only: the second one may come back."""
    duel = _table("GOAT", "set").build()
    s = Script(duel)
    s.pick("yes", request="yes_no", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "Defense Position", request="option", player=0)
    s.expect(request="idle", player=0)
    assert grave(duel, 0) == [] and len(field_monsters(duel, 0)) == 2


def test_treeborn_frog_face_down_frog_stops_todays_text():
    """Q: (today's text) my field holds a face-down Treeborn Frog, a second one is in my GY. A:
    I control a Treeborn Frog: the effect cannot be activated, the second stays in my GY."""
    duel = _table("MR5", "set").build()
    Script(duel).expect(request="idle", player=0)
    assert grave(duel, 0) == ["Treeborn Frog"] and of_type(duel, "chain") == []


def test_treeborn_frog_own_field_spell_stops_it():
    """Q: my only card besides the Frog in my GY is my face-up Field Spell Yami. A: a Field Spell
    is a Spell Card I control: the Frog is not offered (yugioh-wiki.net 《黄泉ガエル》 names Field
    Spells among the cards it cannot play beside)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.grave(0, "Treeborn Frog")
    table.field_spell(0, "Yami")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    Script(duel).expect(request="idle", player=0)
    assert grave(duel, 0) == ["Treeborn Frog"] and of_type(duel, "chain") == []

