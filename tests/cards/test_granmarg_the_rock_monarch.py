"""Granmarg the Rock Monarch: when Tribute Summoned, destroy 1 Set card on the field.

Sources: the card's text (2005 and today's: "when this card is Tribute Summoned ... destroy 1
Set / face-down card on the field", the same effect); yugioh-wiki.net 《地帝グランマーグ》 (a
mandatory trigger; it can only destroy a card that is face-down, monster, Spell or Trap);
Konami's Metagame article on the Monarchs (2005: a Monarch Special Summoned, by Premature
Burial or Call of the Haunted, activates nothing); a card that is no longer Set when the effect
resolves is not destroyed (our reading of the text: its target is "a Set card", so a Trap
activated in response, now face-up, is no longer one)."""

import pytest

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def _summon(duel):
    s = Script(duel)
    s.pick("summon", "Granmarg the Rock Monarch", request="idle")
    s.pick("tribute", "Battle Ox", request="tribute")
    return s


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_granmarg_the_rock_monarch_destroys_a_set_monster_still_face_down(rules):
    """Q: I Tribute Summon Granmarg (Tributing Battle Ox) and target my opponent's Set Mystical
    Elf. A: the Elf is destroyed without being flipped face-up (no flip event) and goes to the
    GY; Granmarg stays; the 2005 text and today's do the same."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Granmarg the Rock Monarch")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = _summon(duel)
    s.pick("target", elf, request="target", player=0)
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert grave(duel, 1) == ["Mystical Elf"]
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Mystical Elf"]
    assert of_type(duel, "flip") == [] and of_type(duel, "position") == []
    assert field_monsters(duel, 0) == ["Granmarg the Rock Monarch"]


def test_granmarg_the_rock_monarch_destroys_a_set_spell_or_trap():
    """Q: my opponent has a Set Mirror Force; I Tribute Summon Granmarg. A: Granmarg targets it
    and destroys it before it can ever be used (Mirror Force cannot answer a summon)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Granmarg the Rock Monarch")
    mirror = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = _summon(duel)
    s.pick("target", mirror, request="target", player=0)
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Mirror Force"]
    assert duel.players[1].szone == [None] * 5


def test_granmarg_the_rock_monarch_never_targets_a_face_up_card():
    """Q: my opponent controls a face-up Celtic Guardian, a face-up Imperial Order and a Set
    Waboku. Which cards may Granmarg's effect target? A: only the Set Waboku."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Granmarg the Rock Monarch")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Imperial Order", face_down=False)
    waboku = table.spell_trap(1, "Waboku")
    duel = table.build()
    _summon(duel)
    req = duel.request
    assert req.kind == "target" and req.player == 0
    assert [o.card for o in req.options if o.kind == "target"] == [waboku.uid(duel)]


def test_granmarg_the_rock_monarch_must_destroy_its_own_set_card():
    """Q: the only Set card on the field is my own Set Sakuretsu Armor. May I decline
    Granmarg's effect? A: no: it is mandatory; it targets my Sakuretsu Armor and destroys it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Granmarg the Rock Monarch")
    armor = table.spell_trap(0, "Sakuretsu Armor")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = _summon(duel)
    req = s.expect(request="target", player=0)
    assert [o.kind for o in req.options] == ["target"]
    s.pick("target", armor)
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Battle Ox", "Sakuretsu Armor"]
    assert field_monsters(duel, 1) == ["Celtic Guardian"]


def test_granmarg_the_rock_monarch_with_no_set_card_does_nothing():
    """Q: no card on the field is Set when Granmarg is Tribute Summoned. A: its effect is not
    activated at all (no chain); I am back at my Main Phase with my opponent's monster intact."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Granmarg the Rock Monarch")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = _summon(duel)
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert of_type(duel, "chain") == []
    assert field_monsters(duel, 1) == ["Celtic Guardian"]


def test_granmarg_the_rock_monarch_special_summoned_activates_nothing():
    """Q: I Special Summon Granmarg from my GY with Monster Reborn while my opponent has a Set
    Waboku. A: nothing happens: only its Tribute Summon starts the effect (Metagame's Monarch
    article); Waboku stays Set."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Granmarg the Rock Monarch")
    table.hand(0, "Monster Reborn")
    waboku = table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    s.pick("target", "Granmarg the Rock Monarch")
    _pass_all(s, duel)
    s.pick("option", "Attack Position", request="option")
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Granmarg the Rock Monarch"]
    assert waboku.card(duel).location == "szone" and not waboku.card(duel).face_up
    assert [e["name"] for e in of_type(duel, "chain")] == ["Monster Reborn"]


def test_granmarg_the_rock_monarch_target_activated_in_response_is_not_destroyed():
    """Q: Granmarg targets my opponent's Set Imperial Order; they chain it, so it is face-up
    when Granmarg's effect resolves. A: it is no longer a Set card: nothing is destroyed and
    Imperial Order stays face-up (it negates Spells, not Granmarg's monster effect)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Granmarg the Rock Monarch")
    order = table.spell_trap(1, "Imperial Order")
    duel = table.build()
    s = _summon(duel)
    s.pick("target", order, request="target", player=0)
    s.pick("activate", "Imperial Order", player=1, request="chain")
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert order.card(duel).location == "szone" and order.card(duel).face_up
    assert grave(duel, 1) == [] and of_type(duel, "destroyed") == []
