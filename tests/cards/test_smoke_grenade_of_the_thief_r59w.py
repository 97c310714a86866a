"""Smoke Grenade of the Thief (63789924), Equip Spell: destroyed by a card effect while equipped, its
player sees the opponent's hand and discards 1 card of it.

Sources, in our words: yugioh-wiki.net 《盗人の煙玉》 (only a destruction by a card effect while it is
equipped: once the equipped monster leaves the field the rules destroy it and nothing happens; it does
nothing to the equipped monster); the card's LOD-080 text (2003) and today's agree on this (no ERAS
entry); a mandatory trigger ("discard", no "you can"), as Blast with Chain's own equip-destroyed trigger
in this engine (round 58f)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

SG = "Smoke Grenade of the Thief"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _option(duel, s, name):
    s.answer([o for o in duel.request.options if o.name == name][0])


def _equipped(turn_player=0):
    table = Table(rules="GOAT", turn=3 if turn_player == 0 else 4, turn_player=turn_player)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, SG, face_down=False, equipped_to=ox)
    return table, ox


def test_smoke_grenade_of_the_thief_changes_nothing_of_its_monster():
    """Q: I equip Smoke Grenade of the Thief to my Battle Ox. A: it stays 1700/1000."""
    table = Table(rules="GOAT", turn=3)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, SG)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SG)
    s.pick("target", ox)
    _pass_all(duel, s)
    assert [c.name for c in duel.players[0].szone if c] == [SG]
    assert (duel.atk(ox.card(duel)), duel.defense(ox.card(duel))) == (1700, 1000)


def test_smoke_grenade_of_the_thief_destroyed_by_mst_discards_my_pick():
    """Q: my opponent (Pot of Greed and Sakuretsu Armor in hand) destroys my equipped Smoke Grenade with
    Mystical Space Typhoon. A: I see their hand and discard Sakuretsu Armor, my pick."""
    table, ox = _equipped()
    table.spell_trap(1, "Mystical Space Typhoon")
    table.hand(1, "Pot of Greed", "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", SG, player=1)
    _pass_all(duel, s)
    assert duel.request.kind == "option" and duel.request.player == 0
    _option(duel, s, "Sakuretsu Armor")
    _pass_all(duel, s)
    assert hand(duel, 1) == ["Pot of Greed"]
    assert grave(duel, 1) == ["Mystical Space Typhoon", "Sakuretsu Armor"]
    assert grave(duel, 0) == [SG]


def test_smoke_grenade_of_the_thief_does_nothing_when_its_monster_leaves():
    """Q: my opponent destroys my Battle Ox, which holds Smoke Grenade of the Thief, with Smashing Ground;
    the rules then destroy the Grenade. A: no discard: their Sakuretsu Armor stays in their hand."""
    table, ox = _equipped(turn_player=1)
    table.hand(1, "Smashing Ground", "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Smashing Ground", player=1)
    _pass_all(duel, s)
    assert sorted(grave(duel, 0)) == ["Battle Ox", SG]
    assert hand(duel, 1) == ["Sakuretsu Armor"]
    assert duel.request.kind == "idle" and duel.request.player == 1


def test_smoke_grenade_of_the_thief_heavy_storm_with_an_empty_hand():
    """Q: my opponent's last card is Heavy Storm; it destroys my equipped Smoke Grenade. A: the Grenade's
    effect finds no hand to discard from: nothing more happens, Battle Ox stays."""
    table, ox = _equipped(turn_player=1)
    table.hand(1, "Heavy Storm")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=1)
    _pass_all(duel, s)
    assert grave(duel, 0) == [SG] and hand(duel, 1) == []
    assert ox.card(duel).location == "mzone"
    assert duel.request.kind == "idle"


def test_smoke_grenade_of_the_thief_destroyed_while_set_does_nothing():
    """Q: my Smoke Grenade of the Thief is Set, never equipped; my opponent destroys it with Mystical Space
    Typhoon. A: it was not equipped: no discard."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    sg = table.spell_trap(0, SG)
    table.hand(1, "Mystical Space Typhoon", "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", sg, player=1)
    _pass_all(duel, s)
    assert grave(duel, 0) == [SG] and hand(duel, 1) == ["Sakuretsu Armor"]
