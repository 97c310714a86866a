"""Gryphon's Feather Duster (34370473), Normal Spell: destroy all Spell and Trap Cards you
control; gain 500 LP for each card destroyed.

Rulings relied on: yugioh-wiki.net 《グリフォンの羽根帚》 (only its controller's Spell/Trap Cards, a
Field Spell included; it does not destroy itself; it needs another Spell/Trap of yours to be
activated; the LP count the cards it actually destroyed, so a card that left in answer to it is
not counted). The 2005 text ("Destroy all Spell and Trap Cards on your side of the field.
Increase your Life Points by 500 points for each card destroyed") does the same. Seed 000
§魔法卡; Call of the Haunted's own text (its monster is destroyed with it, and is no Spell/Trap)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_gryphons_feather_duster_destroys_my_cards_and_gains_500_each():
    """Q: I control a Set Mirror Force, a Set Waboku and Yami; my opponent a Set Trap Hole.
    A: my three are destroyed, I gain 1500 (9500); Trap Hole stays."""
    table = Table(turn=3)
    table.hand(0, "Gryphon's Feather Duster")
    table.spell_trap(0, "Mirror Force")
    table.spell_trap(0, "Waboku")
    table.field_spell(0, "Yami")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gryphon's Feather Duster")
    _pass_all(duel, s)
    assert duel.players[0].lp == 9500
    assert sorted(grave(duel, 0)) == sorted(["Mirror Force", "Waboku", "Yami", "Gryphon's Feather Duster"])
    assert [c.name for c in duel.players[1].szone if c] == ["Trap Hole"]


def test_gryphons_feather_duster_needs_another_card_of_mine():
    """Q: I control no other Spell/Trap (my opponent controls two). A: it cannot be
    activated."""
    table = Table(turn=3)
    table.hand(0, "Gryphon's Feather Duster")
    table.spell_trap(1, "Trap Hole")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    assert not Script(duel).has("activate", "Gryphon's Feather Duster")


def test_gryphons_feather_duster_counts_only_what_it_destroyed():
    """Q: I control a Set Mirror Force and a Set Waboku; my opponent chains Mystical Space
    Typhoon on the Mirror Force. A: only Waboku is destroyed by the Duster: I gain 500."""
    table = Table(turn=3)
    table.hand(0, "Gryphon's Feather Duster")
    mirror = table.spell_trap(0, "Mirror Force")
    table.spell_trap(0, "Waboku")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gryphon's Feather Duster")
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", mirror, player=1)
    _pass_all(duel, s)
    assert duel.players[0].lp == 8500
    assert sorted(grave(duel, 0)) == sorted(["Mirror Force", "Waboku", "Gryphon's Feather Duster"])


def test_gryphons_feather_duster_and_call_of_the_haunted_count_one_card():
    """Q: my Call of the Haunted holds Battle Ox; I activate Gryphon's Feather Duster. A: Call
    of the Haunted is destroyed and Battle Ox with it, but only Call of the Haunted counts:
    8500 LP."""
    table = Table(turn=3)
    table.hand(0, "Gryphon's Feather Duster")
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    s.pick("target", "Battle Ox")
    _pass_all(duel, s)
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    s.pick("activate", "Gryphon's Feather Duster")
    _pass_all(duel, s)
    assert duel.monsters(0) == []
    assert duel.players[0].lp == 8500
    assert sorted(grave(duel, 0)) == sorted(["Call of the Haunted", "Battle Ox", "Gryphon's Feather Duster"])


def test_gryphons_feather_duster_under_imperial_order_is_negated():
    """Q: GOAT preset (2005 text): my opponent's Imperial Order is face-up; I activate the
    Duster with a Set Mirror Force. A: negated: Mirror Force stays, no LP gained."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Gryphon's Feather Duster")
    table.spell_trap(0, "Mirror Force")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gryphon's Feather Duster")
    _pass_all(duel, s)
    assert duel.players[0].lp == 8000
    assert grave(duel, 0) == ["Gryphon's Feather Duster"]
    assert [c.name for c in duel.players[0].szone if c] == ["Mirror Force"]
