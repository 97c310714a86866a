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


def _proxy_table(player=0, turn=4, turn_player=0, **kwargs):
    """Proxy Dragon (zone 1) pointing to Blade Knight (zone 0), both under `player`."""
    table = Table(rules="MR5", turn=turn, turn_player=turn_player, **kwargs)
    table.monster(player, PROXY, zone=1)
    table.monster(player, "Blade Knight", zone=0)
    return table


def _typhoon_on_pot(table):
    """Player 1 activates Mystical Space Typhoon on player 0's Set Pot of Greed (zone 0):
    the duel at the point player 0 is asked about a replacement."""
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", duel.players[0].szone[0].uid, player=1)
    return duel, s


def _rush_recklessly_on(reaper):
    """Player 0: Proxy Dragon pointing to `reaper` (zone 0) and Blade Knight (zone 2);
    player 1 activates Rush Recklessly on `reaper`."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, PROXY, zone=1)
    table.monster(0, reaper, zone=0)
    table.monster(0, "Blade Knight", zone=2)
    table.hand(1, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly", player=1)
    s.pick("target", reaper, player=1)
    return duel, s


def test_a_card_effect_that_would_destroy_your_card_asks_whether_to_destroy_a_monster_it_points_to_instead():
    """Mystical Space Typhoon resolves against player 0's Set Pot of Greed: in the middle of
    that resolution (seed 001 §永續效果) player 0 is asked; yes: Blade Knight, the one
    monster Proxy Dragon points to, is destroyed instead - by Proxy Dragon's effect - and
    Pot of Greed is not destroyed at all."""
    duel, s = _typhoon_on_pot(_table())
    pot = duel.players[0].szone[0]
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
    duel, s = _typhoon_on_pot(_table())
    s.pick("no", player=0, request="yes_no")
    assert grave(duel, 0) == ["Pot of Greed"]
    assert field_monsters(duel, 0) == ["Blade Knight", PROXY]


def test_with_two_monsters_it_points_to_the_controller_chooses_which_is_destroyed_instead():
    duel, s = _typhoon_on_pot(_table(guardian=True))
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
    duel, s = _typhoon_on_pot(table)
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
    table = _proxy_table(turn=3)
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


# ------------------------------------------------ destructions the state checks make
def test_spirit_reaper_destroying_itself_after_a_targeting_effect_can_be_replaced():
    """Spirit Reaper destroys itself when a card effect that targeted it has resolved: a
    destruction by its own effect, made by a state check, no chain link (seed 001
    §永續效果). Proxy Dragon points to it and to Blade Knight: its controller is asked, and
    Blade Knight is destroyed instead; Spirit Reaper stays, and does not destroy itself
    again for the same resolution."""
    duel, s = _rush_recklessly_on("Spirit Reaper")
    s.expect(request="yes_no", player=0)
    s.pick("yes", player=0)
    assert field_monsters(duel, 0) == ["Spirit Reaper", PROXY]
    assert grave(duel, 0) == ["Blade Knight"]
    replaced = of_type(duel, "destroy_replaced")
    assert len(replaced) == 1 and replaced[0]["player"] == 0
    assert duel.request.kind == "idle" and duel.request.player == 1
    check_invariants(duel)


def test_spirit_reaper_is_destroyed_when_its_controller_declines():
    duel, s = _rush_recklessly_on("Spirit Reaper")
    s.pick("no", player=0, request="yes_no")
    assert grave(duel, 0) == ["Spirit Reaper"]
    assert field_monsters(duel, 0) == [PROXY, "Blade Knight"]


def test_imperial_orders_upkeep_destruction_can_be_replaced():
    """Imperial Order: in the Standby Phase its controller pays 700 LP or it is destroyed (a
    state check). Its controller cannot pay: Proxy Dragon may destroy Blade Knight instead,
    once; Imperial Order stays and the duel goes on without asking again."""
    table = _proxy_table(1, turn=3, phase="standby", lp=(8000, 600))
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("yes", player=1, request="yes_no")
    assert _spells(duel, 1) == ["Imperial Order"]
    assert grave(duel, 1) == ["Blade Knight"] and lp(duel) == (8000, 600)
    assert duel.request.kind == "idle" and duel.request.player == 0
    check_invariants(duel)


def test_a_trap_fiend_skull_dragon_negates_and_destroys_can_be_saved_by_proxy_dragon():
    """Fiend Skull Dragon: a Trap Card that targets it has its effect negated and is
    destroyed - a continuous effect, no chain link, applied as the Trap resolves. The
    destruction is one Proxy Dragon replaces: Ring of Destruction's controller is asked,
    Blade Knight is destroyed instead, and the Ring (its effect negated) goes to the GY
    after resolving, not destroyed."""
    table = _proxy_table(1)
    table.monster(0, "Fiend Skull Dragon")
    table.spell_trap(1, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Ring of Destruction", player=1)
    s.pick("target", "Fiend Skull Dragon", request="target")
    s.pick("yes", player=1, request="yes_no")
    assert field_monsters(duel, 0) == ["Fiend Skull Dragon"] and lp(duel) == (8000, 8000)
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Blade Knight"]
    assert grave(duel, 1) == ["Blade Knight", "Ring of Destruction"]
    assert of_type(duel, "negated")
    check_invariants(duel)


def test_each_destruction_of_a_state_check_is_asked_in_turn_call_of_the_haunted_and_spirit_reaper():
    """Call of the Haunted revives Spirit Reaper (it keeps targeting it): once it resolves
    Spirit Reaper destroys itself, then Call of the Haunted is destroyed because its monster
    was (both state checks, no chain link). Proxy Dragon points to Spirit Reaper and Blade
    Knight: its controller is asked for each destruction in turn - declines for Spirit
    Reaper, accepts for Call of the Haunted, which stays while Blade Knight is destroyed."""
    table = Table(rules="MR5", turn=4, turn_player=0)
    table.monster(0, PROXY, zone=1)
    table.monster(0, "Blade Knight", zone=2)
    table.grave(0, "Spirit Reaper")
    table.spell_trap(0, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    s.pick("target", "Spirit Reaper")
    s.expect(request="yes_no", player=0)
    s.pick("no", player=0)                  # Spirit Reaper: destroyed
    s.pick("yes", player=0, request="yes_no")     # Call of the Haunted: Blade Knight instead
    assert sorted(grave(duel, 0)) == ["Blade Knight", "Spirit Reaper"]
    assert _spells(duel) == ["Call of the Haunted"]
    assert field_monsters(duel, 0) == [PROXY]
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Spirit Reaper", "Blade Knight"]
    assert duel.request.kind == "idle"
    check_invariants(duel)


def test_swords_of_revealing_light_saved_from_its_expiry_stays_without_asking_again():
    """Swords of Revealing Light is destroyed in the opponent's third End Phase after its
    activation (a state check): Proxy Dragon may destroy Blade Knight instead, once - Swords
    stays, and its expiry is not asked again."""
    table = _proxy_table()
    table.hand(0, "Swords of Revealing Light")
    for p in (0, 1):
        table.deck(p, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light")
    for _ in range(5):                      # turns 4 to 8
        s.end_turn()
    s.end_turn()                            # turn 9: the opponent's third End Phase
    s.pick("yes", player=0, request="yes_no")
    assert "Swords of Revealing Light" in _spells(duel)
    assert grave(duel, 0) == ["Blade Knight"]
    assert duel.request.kind == "idle" and duel.turn == 10
    s.end_turn()
    s.end_turn()                            # the opponent's fourth End Phase: nothing asked
    assert duel.request.kind == "idle" and duel.turn == 12
    assert "Swords of Revealing Light" in _spells(duel)
    check_invariants(duel)


def test_reaper_on_the_nightmare_destroying_itself_when_targeted_can_be_replaced_once():
    """Reaper on the Nightmare destroys itself as soon as a card targets it (a state check,
    while the chain is built). Saved by Proxy Dragon (Blade Knight destroyed instead), it
    stays for the rest of that chain: the same targeting link does not ask again, and Rush
    Recklessly resolves on it."""
    duel, s = _rush_recklessly_on("Reaper on the Nightmare")
    s.pick("yes", player=0, request="yes_no")
    assert grave(duel, 0) == ["Blade Knight"]
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert field_monsters(duel, 0) == ["Reaper on the Nightmare", PROXY]
    assert duel.atk(duel.players[0].mzone[0]) == 800 + 700      # Rush Recklessly resolved on it
    assert len(of_type(duel, "destroy_replaced")) == 1
    check_invariants(duel)


def test_a_spell_ryu_senshi_negates_and_destroys_can_be_saved_the_same_way():
    """Ryu Senshi: a Spell Card that targets it has its effect negated and is destroyed (a
    continuous effect). Rush Recklessly's controller is asked, Blade Knight is destroyed
    instead; the Spell's effect stays negated (no ATK gained) and it goes to the GY after
    resolving."""
    table = _proxy_table()
    table.monster(1, "Ryu Senshi")
    table.hand(0, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Ryu Senshi")
    s.pick("yes", player=0, request="yes_no")
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Blade Knight"]
    assert grave(duel, 0) == ["Blade Knight", "Rush Recklessly"]
    ryu = duel.players[1].mzone[0]
    assert ryu.data.name == "Ryu Senshi" and duel.atk(ryu) == ryu.data.atk
    check_invariants(duel)


def test_different_dimension_capsule_saved_from_its_expiry_gives_nothing_and_asks_once():
    """Different Dimension Capsule is destroyed in its controller's second Standby Phase
    after its activation (a state check), "and then" the banished card goes to the hand.
    Saved by Proxy Dragon, it was not destroyed: the card stays banished, and the Capsule
    is not asked about again."""
    table = _proxy_table()
    table.hand(0, "Different Dimension Capsule")
    table.deck(0, ["Celtic Guardian"] * 4 + ["Dark Magician"])
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Different Dimension Capsule")
    s.pick("select", "Dark Magician")
    for _ in range(3):                      # turns 4 to 6 (turn 6: the first Standby Phase)
        s.end_turn()
    s.end_turn()                            # turn 7; turn 8's Standby Phase: the second
    s.pick("yes", player=0, request="yes_no")
    assert "Different Dimension Capsule" in _spells(duel)
    assert grave(duel, 0) == ["Blade Knight"]
    assert [c.name for c in duel.players[0].banished] == ["Dark Magician"]
    assert "Dark Magician" not in [c.name for c in duel.players[0].hand]
    assert duel.request.kind == "idle" and duel.turn == 8
    s.end_turn()
    s.end_turn()                            # turn 10's Standby Phase: nothing asked
    assert duel.request.kind == "idle" and duel.turn == 10
    check_invariants(duel)


def test_a_mandatory_replacement_applies_to_a_destruction_where_nothing_can_be_asked(monkeypatch):
    """A replacement without "you can" needs no question (seed 001 §永續效果: a continuous
    effect applies by itself), so it applies to the plain destructions the rules make too
    (`duel.destroy`: a negated card destroyed, a state check), not only to those a card's
    resolution makes. (Celtic Guardian given a made-up effect: "if this card would be
    destroyed by a card effect, destroy Blade Knight instead".)"""
    from duelist.cards.common import destroy_instead
    from tests.rules.stand_ins import stand_in

    stand_in(monkeypatch, "Celtic Guardian", [
        destroy_instead(lambda ctx, card: card is ctx.card,
                        lambda ctx: [c for c in ctx.monsters("me") if c.name == "Blade Knight"],
                        reasons=("effect",), optional=False, label="made up: Blade Knight instead")])
    table = Table(rules="MR5", turn=3, turn_player=0)
    guardian = table.monster(0, "Celtic Guardian", zone=0)
    table.monster(0, "Blade Knight", zone=1)
    duel = table.build()
    assert duel.destroy([guardian.card(duel)]) == []        # the Guardian itself was not destroyed
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert grave(duel, 0) == ["Blade Knight"]
    replaced = of_type(duel, "destroy_replaced")
    assert len(replaced) == 1 and replaced[0]["name"] == "Celtic Guardian"


def test_where_nothing_can_be_asked_an_optional_replacement_is_not_offered():
    """"You can ... instead" is a choice, and a destruction the rules make in plain code
    (`duel.destroy`, a script's `ctx.destroy_now`) has no moment to ask it: Proxy Dragon's
    replacement is left out and the card is destroyed, with no question and no error."""
    table = _proxy_table()
    pot = table.spell_trap(0, "Pot of Greed", zone=0)
    duel = table.build()
    card = pot.card(duel)
    assert duel.destroy([card]) == [card]
    assert grave(duel, 0) == ["Pot of Greed"]
    assert field_monsters(duel, 0) == ["Blade Knight", PROXY]
    assert of_type(duel, "destroy_replaced") == []


def test_a_card_destroyed_instead_applies_its_own_replacement_no_more(monkeypatch):
    """A replacement destroys its card instead "in the same destruction": a card chosen to be
    destroyed instead is as good as gone, so its own replacement effect no longer saves
    anything in that destruction (engine/destruction.py). (Made-up mandatory replacements for
    destructions by a card effect: Celtic Guardian's saves itself by destroying Blade Knight;
    Blade Knight's saves Battle Ox by destroying Mystical Elf.) Celtic Guardian and Battle Ox
    would be destroyed: the Guardian's replacement destroys Blade Knight instead, and Battle
    Ox is destroyed; Mystical Elf stays."""
    from duelist.cards.common import destroy_instead
    from tests.rules.stand_ins import stand_in

    def named(name):
        return lambda ctx: [c for c in ctx.monsters("me") if c.name == name]

    stand_in(monkeypatch, "Celtic Guardian", [
        destroy_instead(lambda ctx, card: card is ctx.card, named("Blade Knight"), reasons=("effect",),
                        optional=False, label="made up: Blade Knight instead")])
    stand_in(monkeypatch, "Blade Knight", [
        destroy_instead(lambda ctx, card: card.name == "Battle Ox", named("Mystical Elf"), reasons=("effect",),
                        optional=False, label="made up: Mystical Elf instead of Battle Ox")])
    table = Table(rules="MR5", turn=3, turn_player=0)
    guardian = table.monster(0, "Celtic Guardian", zone=0)
    table.monster(0, "Blade Knight", zone=1)
    ox = table.monster(0, "Battle Ox", zone=2)
    table.monster(0, "Mystical Elf", zone=3)
    duel = table.build()
    assert duel.destroy([guardian.card(duel), ox.card(duel)]) == [ox.card(duel)]
    assert field_monsters(duel, 0) == ["Celtic Guardian", "Mystical Elf"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Blade Knight"]
    assert [e["name"] for e in of_type(duel, "destroy_replaced")] == ["Celtic Guardian"]


def test_a_replacement_is_not_offered_when_none_of_the_destroyed_cards_is_one_it_protects():
    """Proxy Dragon replaces the destruction of "a card(s) you control" only: its controller's
    own Mystical Space Typhoon destroying the opponent's Set card is no destruction it may
    replace, so nobody is asked and no monster it points to is destroyed."""
    table = _proxy_table()
    table.hand(0, "Mystical Space Typhoon")
    target = table.spell_trap(1, "Pot of Greed", zone=0)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", target.uid(duel))
    assert duel.request.kind != "yes_no"
    assert grave(duel, 1) == ["Pot of Greed"]
    assert field_monsters(duel, 0) == ["Blade Knight", PROXY]
    assert of_type(duel, "destroy_replaced") == []
