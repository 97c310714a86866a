"""Mask of Darkness: FLIP: target 1 Trap in your GY; add it to your hand.

Sources: the card's text (2005: "FLIP: return 1 Trap Card from your Graveyard to your hand";
today's: "target 1 Trap in your GY; add it to your hand": one effect, its Trap chosen as it is
activated in both, as Magician of Faith's Spell is); seed 000 §反轉效果 (a Flip effect of a
monster flipped by an attack is activated after damage calculation, even though the monster was
destroyed by that battle: Man-Eater Bug's tests); Necrovalley's text (an effect that targets a
card in the GY is negated) and the 27691lldeac.nobody.jp Necrovalley page (《闇の仮面》 among the
effects it negates)."""

import pytest

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_mask_of_darkness_returns_a_trap_from_the_gy_on_its_flip_summon(rules):
    """Q: I Flip Summon Mask of Darkness with Mirror Force and Pot of Greed in my GY. A: I target
    Mirror Force (the only legal target: Pot of Greed is a Spell) and add it to my hand."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Mask of Darkness", position="set")
    mirror, _pot = table.grave(0, "Mirror Force", "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Mask of Darkness", request="idle")
    req = s.expect(request="target", player=0)
    assert [o.card for o in req.options if o.kind == "target"] == [mirror.uid(duel)]
    s.pick("target", "Mirror Force")
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert hand(duel, 0) == ["Mirror Force"] and grave(duel, 0) == ["Pot of Greed"]


def test_mask_of_darkness_with_no_trap_in_the_gy_does_nothing():
    """Q: I flip Mask of Darkness with only Spells in my GY, and my opponent's GY holds a Trap.
    A: no target: the effect is not activated (an opponent's Trap is never one)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Mask of Darkness", position="set")
    table.grave(0, "Pot of Greed")
    table.grave(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Mask of Darkness", request="idle")
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert of_type(duel, "chain") == [] and hand(duel, 0) == []
    assert grave(duel, 1) == ["Mirror Force"]


def test_mask_of_darkness_attacked_and_destroyed_still_returns_its_trap():
    """Q: my opponent's Battle Ox attacks my Set Mask of Darkness (400 DEF) and destroys it.
    A: after damage calculation its Flip effect is still activated: my Sakuretsu Armor returns
    to my hand, while the Mask goes to the GY."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    mask = table.monster(0, "Mask of Darkness", position="set")
    table.grave(0, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=mask)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("target", "Sakuretsu Armor", request="target", player=0)
    _pass_all(s, duel)
    assert hand(duel, 0) == ["Sakuretsu Armor"] and grave(duel, 0) == ["Mask of Darkness"]
    assert duel.players[0].lp == 8000        # a Defense Position monster: no battle damage


def test_mask_of_darkness_under_necrovalley_is_negated():
    """Q: I flip Mask of Darkness while Necrovalley is on the field. A: I may target my Trap,
    but Necrovalley negates the effect: the Trap stays in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Mask of Darkness", position="set")
    table.grave(0, "Mirror Force")
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Mask of Darkness", request="idle")
    s.pick("target", "Mirror Force", request="target", player=0)
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Mirror Force"] and hand(duel, 0) == []
    assert [e["name"] for e in of_type(duel, "negated")] == ["Mask of Darkness"]
