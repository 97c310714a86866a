"""Destruction replacement effects: "if X would be destroyed (by battle / by a card effect),
[you can] destroy <another card> instead" (engine/destruction.py).

Rules cited: seed 001 §永續效果 (and seed 000 §永續效果): a continuous effect needs no
activation and no chain link, and applies "即使是在效果處理途中" - even in the middle of an
effect's resolution, which is where a replacement acts: the destroying effect is resolving
when its controller is asked. seed 001 §連接怪獸 / §特殊召喚 6: a Link Monster's arrows point
to zones ("所連接區"). The details of the replacement itself follow Proxy Dragon's text ("a
card(s) you control", "1 of your monsters this card points to") and the official rulings
on destruction substitutes: a replacement applies once per destruction event, the card
destroyed instead must not already be destroyed by that same event, is destroyed by the
replacing card's effect, and the cards it saved are not destroyed at all (so "destroy it,
and if you do ..." effects go no further).

The card is Proxy Dragon (Link-2, arrows Left and Right): in Main Monster Zone 2 (zone 1)
it points to zones 0 and 2.
"""

from duelist.testing.invariants import check_invariants
from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table

PROXY = "Proxy Dragon"


def _table(turn_player=1, phase="main1", guardian=False):
    """Player 0: Proxy Dragon in zone 1 pointing to Blade Knight (zone 0) and, if asked,
    Celtic Guardian (zone 2); two Set Spell/Traps. Player 1 acts."""
    table = Table(rules="MR5", turn=4, turn_player=turn_player, phase=phase)
    table.monster(0, PROXY, zone=1)
    table.monster(0, "Blade Knight", zone=0)
    if guardian:
        table.monster(0, "Celtic Guardian", zone=2)
    table.spell_trap(0, "Pot of Greed", zone=0)
    table.spell_trap(0, "Dust Tornado", zone=1, set_this_turn=True)
    return table


def _spells(duel, player=0):
    return [c.name for c in duel.players[player].szone if c is not None]


def test_a_card_effect_that_would_destroy_your_card_asks_whether_to_destroy_a_monster_it_points_to_instead():
    """Mystical Space Typhoon resolves against player 0's Set Pot of Greed: in the middle of
    that resolution (seed 001 §永續效果) player 0 is asked; yes: Blade Knight, the one
    monster Proxy Dragon points to, is destroyed instead - by Proxy Dragon's effect - and
    Pot of Greed is not destroyed at all."""
    table = _table()
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    pot = duel.players[0].szone[0]
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", pot.uid, player=1)
    s.expect(request="yes_no", player=0)
    s.pick("yes", player=0)
    assert "Pot of Greed" in _spells(duel)
    assert grave(duel, 0) == ["Blade Knight"]
    assert grave(duel, 1) == ["Mystical Space Typhoon"]
    destroyed = of_type(duel, "destroyed")
    assert [(e["name"], e["reason"]) for e in destroyed] == [("Blade Knight", "effect")]
    replaced = of_type(duel, "destroy_replaced")
    assert len(replaced) == 1 and replaced[0]["name"] == PROXY and replaced[0]["saved"] == [pot.uid]
    check_invariants(duel)


def test_the_controller_may_decline_and_the_card_is_destroyed():
    table = _table()
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", duel.players[0].szone[0].uid, player=1)
    s.pick("no", player=0, request="yes_no")
    assert grave(duel, 0) == ["Pot of Greed"]
    assert field_monsters(duel, 0) == ["Blade Knight", PROXY]


def test_with_two_monsters_it_points_to_the_controller_chooses_which_is_destroyed_instead():
    table = _table(guardian=True)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", duel.players[0].szone[0].uid, player=1)
    s.pick("yes", player=0, request="yes_no")
    s.expect(request="select", player=0)
    assert sorted(o.name for o in duel.request.options) == ["Blade Knight", "Celtic Guardian"]
    s.pick("select", "Celtic Guardian", player=0)
    assert grave(duel, 0) == ["Celtic Guardian"]
    assert "Pot of Greed" in _spells(duel)


def test_one_monster_destroyed_instead_saves_every_card_one_effect_would_destroy():
    """Heavy Storm would destroy both of player 0's Set cards at once: one destruction
    event, one question, one monster destroyed instead, and both cards stay. Player 1's own
    Set card is destroyed (Proxy Dragon protects only its controller's cards)."""
    table = _table()
    table.hand(1, "Heavy Storm")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=1)
    s.pick("yes", player=0, request="yes_no")
    assert sorted(_spells(duel)) == ["Dust Tornado", "Pot of Greed"]
    assert grave(duel, 0) == ["Blade Knight"]
    assert sorted(grave(duel, 1)) == ["Heavy Storm", "Mirror Force"]
    assert len(of_type(duel, "destroy_replaced")) == 1
    assert duel.request.player == 1 and duel.request.kind == "idle"       # asked once, no more
    check_invariants(duel)


def test_the_monster_destroyed_instead_cannot_be_one_the_same_effect_destroys():
    """Mirror Force destroys player 0's Attack Position monsters: Proxy Dragon and Celtic
    Guardian. Celtic Guardian cannot be the replacement (the same effect destroys it);
    Blade Knight in Defense Position can, and saves both."""
    table = Table(rules="MR5", turn=4, turn_player=0, phase="battle_step")
    table.monster(0, PROXY, zone=1)
    table.monster(0, "Blade Knight", zone=0, position="defense")
    table.monster(0, "Celtic Guardian", zone=2)
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", PROXY, target="player", player=0)
    s.pick("activate", "Mirror Force", player=1)
    s.expect(request="yes_no", player=0)
    s.pick("yes", player=0)            # Blade Knight is the only choice: no select
    assert grave(duel, 0) == ["Blade Knight"]
    assert field_monsters(duel, 0) == [PROXY, "Celtic Guardian"]
    check_invariants(duel)


def test_no_question_when_every_monster_it_points_to_is_destroyed_by_the_same_effect():
    """Dark Hole destroys Proxy Dragon and both monsters it points to: nothing is left to
    destroy instead, so nothing is asked and all three are destroyed."""
    table = _table(guardian=True)
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert sorted(grave(duel, 0)) == ["Blade Knight", "Celtic Guardian", PROXY]
    assert of_type(duel, "destroy_replaced") == []


def test_a_saved_card_was_not_destroyed_so_then_effects_stop():
    """Dust Tornado: "destroy it; then you can Set a Spell/Trap from your hand". Proxy
    Dragon saves the target by destroying Blade Knight instead: nothing was destroyed by
    Dust Tornado, so its "then" part is not offered."""
    table = _table(turn_player=1)
    table.spell_trap(1, "Dust Tornado")
    table.hand(1, "Mirror Force")
    duel = table.build()
    pot = duel.players[0].szone[0]
    s = Script(duel)
    s.pick("activate", "Dust Tornado", player=1)
    s.pick("target", pot.uid, player=1)
    s.pick("yes", player=0, request="yes_no")
    assert "Pot of Greed" in _spells(duel)
    assert grave(duel, 0) == ["Blade Knight"]
    assert duel.request.kind == "idle"              # no "Set a Spell/Trap?" question
    assert _spells(duel, 1) == []


def test_the_card_destroyed_instead_is_destroyed_by_the_replacing_cards_effect():
    """The monster destroyed instead is destroyed by Proxy Dragon's effect, a monster
    effect, not by the Spell that would have destroyed the protected card: Exodia Necross
    (only Spell and Trap effects cannot destroy it) may be destroyed instead of Pot of
    Greed while Mystical Space Typhoon resolves."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, PROXY, zone=1)
    table.monster(0, "Exodia Necross", zone=0)
    table.grave(0, "Exodia the Forbidden One", "Left Arm of the Forbidden One",
                "Right Arm of the Forbidden One", "Left Leg of the Forbidden One",
                "Right Leg of the Forbidden One")
    table.spell_trap(0, "Pot of Greed", zone=0)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", duel.players[0].szone[0].uid, player=1)
    s.pick("yes", player=0, request="yes_no")
    assert [(e["name"], e["reason"]) for e in of_type(duel, "destroyed")] == [("Exodia Necross", "effect")]
    assert "Pot of Greed" not in grave(duel, 0)
    assert field_monsters(duel, 0) == [PROXY]


def test_battle_destruction_is_replaced_the_same_way():
    """seed 004 §伤害的判定: Summoned Skull (2500) destroys Proxy Dragon (1400) by battle;
    Proxy Dragon's controller destroys Blade Knight instead (by the card's effect, at
    damage calculation); the battle damage stays."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    proxy = table.monster(0, PROXY, zone=1)
    table.monster(0, "Blade Knight", zone=0)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=proxy, player=1)
    s.pick("yes", player=0, request="yes_no")
    assert field_monsters(duel, 0) == [PROXY]
    assert [(e["name"], e["reason"]) for e in of_type(duel, "destroyed")] == [("Blade Knight", "effect")]
    assert lp(duel) == (8000 - 1100, 8000)


def test_a_mandatory_replacement_asks_nothing():
    """Thousand-Eyes Restrict: "if this card would be destroyed by battle, the equipped
    monster is destroyed instead" - no "you can": it applies without a question."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    ter = table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.monster(1, "Mystical Elf")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Mystical Elf", request="target")
    s.pick("battle")
    s.pick("attack", ter, target="Blue-Eyes White Dragon")
    assert duel.request.kind == "battle"            # back at the Battle Step: nothing was asked
    assert field_monsters(duel, 0) == ["Thousand-Eyes Restrict"]
    assert grave(duel, 1) == ["Mystical Elf"]
    assert len(of_type(duel, "destroy_replaced")) == 1


def test_a_script_that_forgets_yield_from_before_ctx_destroy_fails_loudly(monkeypatch):
    """Destroying is a procedure a script runs with `yield from ctx.destroy(...)` (so a
    replacement may ask in the middle of it). A script that calls it as a plain statement
    would silently destroy nothing: the engine refuses it with a clear error instead, and
    refuses its truth value (`if ctx.destroy(...)`)."""
    import pytest
    from duelist.cards.common import activate
    from tests.rules.stand_ins import stand_in

    def forgetful(ctx):
        ctx.destroy(ctx.monsters("opp"))

    stand_in(monkeypatch, "Dark Hole", [activate(forgetful)])
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Dark Hole")
    table.monster(1, "Battle Ox")
    duel = table.build()
    with pytest.raises(TypeError, match="never run: write `yield from`"):
        Script(duel).pick("activate", "Dark Hole")

    def truthy(ctx):
        if ctx.destroy(ctx.monsters("opp")):
            pass

    stand_in(monkeypatch, "Dark Hole", [activate(truthy)])
    duel = table.build()
    with pytest.raises(TypeError, match="no truth value"):
        Script(duel).pick("activate", "Dark Hole")


def test_negate_and_destroy_is_a_destruction_the_replacement_reaches():
    """Magic Jammer negates player 0's Pot of Greed and would destroy it: Proxy Dragon's
    controller destroys Blade Knight instead. Pot of Greed is not destroyed; negated, it
    still leaves for the GY as a resolved Spell (seed 000 §魔法卡), and nobody draws."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, PROXY, zone=1)
    table.monster(0, "Blade Knight", zone=0)
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox", "Mystical Elf"])
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=0)
    s.pick("activate", "Magic Jammer", player=1)
    s.pick("select", "Celtic Guardian", player=1)         # the discard cost
    s.pick("yes", player=0, request="yes_no")
    assert [(e["name"], e["reason"]) for e in of_type(duel, "destroyed")] == [("Blade Knight", "effect")]
    assert sorted(grave(duel, 0)) == ["Blade Knight", "Pot of Greed"]
    assert len(duel.players[0].hand) == 0
