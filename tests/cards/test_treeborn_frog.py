"""Treeborn Frog: in its owner's Standby Phase, from the GY, with no Spell/Trap controlled, it may
Special Summon itself.

Sources: the card's text (Shadow of Infinity, the text Goat players use: "during your Standby
Phase, if this card is in your Graveyard and there is no Spell or Trap Card on your side of the
field, you can Special Summon this card"; today's adds "once per turn", which changes nothing
since a Standby Phase comes once a turn); Metagame's "Bill and Tom's Binder: Treeborn Frog"
(2006: a Sinister Serpent-like optional return in your own Standby Phase, kept in check by
your own Spells and Traps; a Set card is a Spell/Trap Card on your side too, by the text); the
hiyugioh2015 blog on Necrovalley (blog.livedoor.jp, 2018: a monster that Special Summons itself
from the GY, 《黄泉ガエル》 named, may be activated under Necrovalley but is negated); Necrovalley's
text."""

import pytest

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def _table(rules="GOAT", turn_player=0):
    table = Table(rules=rules, turn=3, turn_player=turn_player, phase="standby")
    table.grave(0, "Treeborn Frog")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_treeborn_frog_comes_back_in_its_owners_standby_phase(rules):
    """Q: Treeborn Frog is in my GY, I control no Spell or Trap; my Standby Phase begins. A: I
    may Special Summon it (here in Defense Position); it is on my field when Main Phase 1
    starts (the 2005 text and today's do the same)."""
    duel = _table(rules).build()
    s = Script(duel)
    s.pick("yes", request="yes_no", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "Defense Position", request="option", player=0)
    s.expect(request="idle", player=0)
    frog = duel.players[0].mzone[0]
    assert frog.name == "Treeborn Frog" and frog.position == "defense"
    assert grave(duel, 0) == [] and duel.phase == "main1"


def test_treeborn_frog_is_optional():
    """Q: may I leave Treeborn Frog in my GY? A: yes: I answer no and it stays there."""
    duel = _table().build()
    s = Script(duel)
    s.pick("no", request="yes_no", player=0)
    s.expect(request="idle", player=0)
    assert grave(duel, 0) == ["Treeborn Frog"] and field_monsters(duel, 0) == []


def test_treeborn_frog_with_a_set_card_of_its_owner_stays_in_the_gy():
    """Q: I control one Set card (Sakuretsu Armor) at my Standby Phase. A: the Frog's condition
    fails: it is not offered and stays in my GY."""
    table = _table()
    table.spell_trap(0, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.expect(request="idle", player=0)
    assert grave(duel, 0) == ["Treeborn Frog"] and of_type(duel, "chain") == []


def test_treeborn_frog_owners_face_up_skill_drain_stops_it():
    """Q: I control a face-up Skill Drain (a Continuous Trap). A: that is a Trap Card on my
    side: the Frog cannot come back (Skill Drain itself does not reach the GY, its being there
    is what stops it)."""
    table = _table()
    table.spell_trap(0, "Skill Drain", face_down=False)
    duel = table.build()
    Script(duel).expect(request="idle", player=0)
    assert grave(duel, 0) == ["Treeborn Frog"]


def test_treeborn_frog_ignores_the_opponents_spells_and_traps():
    """Q: only my opponent controls Spells/Traps (a Set card and a face-up Imperial Order). A:
    they do not count: my Frog is offered and comes back."""
    table = _table()
    table.spell_trap(1, "Sakuretsu Armor")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("yes", request="yes_no", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "Attack Position", request="option", player=0)
    assert field_monsters(duel, 0) == ["Treeborn Frog"]


def test_treeborn_frog_not_in_the_opponents_standby_phase():
    """Q: my Frog is in my GY during my opponent's Standby Phase. A: nothing: only its owner's
    own Standby Phase starts it."""
    duel = _table(turn_player=1).build()
    s = Script(duel)
    s.expect(request="idle", player=1)
    assert grave(duel, 0) == ["Treeborn Frog"] and of_type(duel, "chain") == []


def test_treeborn_frog_under_the_opponents_necrovalley_is_negated():
    """Q: my opponent controls Necrovalley (a Field Spell on their side, so my condition still
    holds). A: I may activate the Frog's effect, but Necrovalley negates it as it resolves: the
    Frog stays in my GY."""
    table = _table()
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    s = Script(duel)
    s.pick("yes", request="yes_no", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert grave(duel, 0) == ["Treeborn Frog"] and field_monsters(duel, 0) == []
    assert [e["name"] for e in of_type(duel, "negated")] == ["Treeborn Frog"]
