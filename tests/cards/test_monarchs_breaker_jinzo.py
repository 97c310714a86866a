"""Goat format: Jinzo, Exiled Force, Breaker the Magical Warrior, Zaborg the
Thunder Monarch, Mobius the Frost Monarch, Sinister Serpent.

Rules cited: seed 000 §效果分類 (ignition, trigger, continuous effects), §陷阱卡, §反擊陷阱,
§上級召喚, §誘發效果; seed 004 §准备阶段; card behaviour: current TCG/OCG text and rulings.
"""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand, kinds, of_type
from duelist.testing.scenario import Script, Table


def atk_of(duel, player, name):
    return [duel.atk(c) for c in duel.monsters(player) if c.name == name][0]


# ------------------------------------------------------------------------- Jinzo
def test_jinzo_no_trap_can_be_activated():
    """Jinzo: Trap Cards cannot be activated (Trap Hole is not offered against a summon)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Jinzo")
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    Script(duel).pick("summon", "Battle Ox")
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert field_monsters(duel, 0) == ["Jinzo", "Battle Ox"]


def test_without_jinzo_the_same_trap_hole_is_offered():
    """Control for the test above: with Jinzo face-down, Trap Hole can be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Jinzo", position="set")
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    assert grave(duel, 0) == ["Battle Ox"]


def test_jinzo_negates_a_face_up_continuous_trap():
    """Jinzo: Trap effects on the field are negated: Gravity Bind no longer stops it (Level 6)
    from attacking."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Jinzo")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Jinzo", target="player")
    assert duel.players[1].lp == 5600


def test_jinzo_summon_can_be_negated_by_solemn_judgment():
    """Jinzo's effects apply once it is summoned: while it is being summoned a Counter Trap
    can still negate the summon (seed 000 §反擊陷阱)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Jinzo")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Jinzo")
    s.pick("tribute", "Battle Ox")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Jinzo"]
    assert duel.players[1].lp == 4000


def test_jinzo_once_summoned_trap_hole_cannot_answer_it():
    """Jinzo: once its Normal Summon succeeded its effect applies at once, so a "when a monster
    is summoned" Trap (Trap Hole) cannot be activated against it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Jinzo")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Jinzo")
    s.pick("tribute", "Battle Ox")
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == ["Jinzo"]


def test_jinzo_under_skill_drain_stops_nothing():
    """Jinzo vs Skill Drain: a face-up Skill Drain (it could only have been activated before
    Jinzo applied) negates Jinzo's effects, so Skill Drain itself and other Traps keep
    working: Gravity Bind stops Jinzo (Level 6) from attacking."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(1, "Skill Drain", face_down=False)   # a table's order is its timestamps
    table.monster(0, "Jinzo")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    duel = table.build()
    assert kinds(duel) == ["end_battle"]


def test_jinzo_face_up_stops_skill_drain_activation():
    """Jinzo first: Skill Drain (a Trap Card) cannot be activated at all."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, "Jinzo")
    table.spell_trap(1, "Skill Drain")
    duel = table.build()
    assert not Script(duel).has("activate", "Skill Drain")


# ------------------------------------------------------------------ Exiled Force
def test_exiled_force_tributes_itself_to_destroy_a_monster():
    """Exiled Force: Tribute this card (cost), then target 1 monster on the field; destroy it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Exiled Force")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Exiled Force")
    s.expect(request="target", player=0)
    assert grave(duel, 0) == ["Exiled Force"]          # the cost is paid before the target
    assert [o.name for o in s.options("target")] == ["Summoned Skull"]
    s.pick("target", "Summoned Skull")
    assert grave(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == []


def test_exiled_force_alone_cannot_activate():
    """Exiled Force: it cannot target itself (it is Tributed first), so with no other monster
    on the field the effect cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Exiled Force")
    duel = table.build()
    assert not Script(duel).has("activate", "Exiled Force")


def test_exiled_force_is_an_ignition_effect():
    """seed 000 §效果分類 › 起動效果: only in its controller's Main Phase, never in response."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, "Exiled Force")
    table.monster(1, "Summoned Skull")
    table.hand(1, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly", player=1)
    s.pick("target", "Summoned Skull", player=1)
    assert field_monsters(duel, 0) == ["Exiled Force"] and duel.request.player == 1


# ----------------------------------------------------- Breaker the Magical Warrior
def test_breaker_the_magical_warrior_normal_summon_gets_a_counter_and_300_atk():
    """Breaker: when Normal Summoned, place 1 Spell Counter on it; +300 ATK per counter."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Breaker the Magical Warrior")
    duel = table.build()
    Script(duel).pick("summon", "Breaker the Magical Warrior")
    assert atk_of(duel, 0, "Breaker the Magical Warrior") == 1900


def test_breaker_the_magical_warrior_removes_its_counter_to_destroy_a_spell_trap():
    """Breaker: remove 1 Spell Counter (cost), then target 1 Spell/Trap on the field; destroy
    it. Without a counter it cannot do it again, and it loses the 300 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Breaker the Magical Warrior")
    table.spell_trap(1, "Trap Hole", set_this_turn=True)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Breaker the Magical Warrior")
    s.pick("activate", "Breaker the Magical Warrior")
    s.pick("target", "Set card (Spell & Trap Zone 1)", request="target")
    assert grave(duel, 1) == ["Trap Hole"]
    assert atk_of(duel, 0, "Breaker the Magical Warrior") == 1600
    assert not s.has("activate", "Breaker the Magical Warrior")


def test_breaker_the_magical_warrior_set_and_flip_summoned_has_no_counter():
    """Breaker: only a Normal Summon places the counter; a Flip Summon does not, so back at
    its controller's Main Phase there is no counter to remove for its effect."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Breaker the Magical Warrior", position="set")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Breaker the Magical Warrior")
    assert atk_of(duel, 0, "Breaker the Magical Warrior") == 1600
    if duel.request.player == 1:
        s.pick("pass", player=1, request="chain")           # Trap Hole not used
    s.expect(request="idle", player=0)
    assert not s.has("activate", "Breaker the Magical Warrior")


def test_breaker_the_magical_warrior_loses_its_counter_when_turned_face_down():
    """Counters on a monster are lost when it is turned face-down; flipped face-up again it
    has none (Book of Moon, then a Flip Summon two turns later)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    breaker = table.hand(0, "Breaker the Magical Warrior")
    table.spell_trap(1, "Book of Moon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Breaker the Magical Warrior")
    s.pick("pass", player=1, request="chain")               # the counter is placed
    assert duel.atk(breaker.card(duel)) == 1900
    s.pick("end_turn")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Breaker the Magical Warrior", player=1)
    assert breaker.card(duel).position == S.FACEDOWN_DEFENSE
    s.pick("end_turn", player=0)
    s.pick("end_turn", player=1)
    s.pick("flip_summon", "Breaker the Magical Warrior", player=0)
    assert duel.atk(breaker.card(duel)) == 1600
    assert not s.has("activate", "Breaker the Magical Warrior")


def test_breaker_the_magical_warrior_turned_face_down_before_the_counter_resolves_gets_none():
    """Breaker: if it is face-down when its trigger resolves (Book of Moon chained to it), no
    counter is placed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    breaker = table.hand(0, "Breaker the Magical Warrior")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Breaker the Magical Warrior")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Breaker the Magical Warrior", player=1)
    card = breaker.card(duel)
    assert card.position == S.FACEDOWN_DEFENSE and not (card.info or {}).get("counters")


def test_breaker_the_magical_warrior_loses_its_counter_when_it_leaves_the_field():
    """seed 000 §衍生物與指示物卡 (counters stand in during the duel, on the card they were put
    on): a counter is lost when its card leaves the field. Breaker with its Spell Counter
    (1900 ATK) is destroyed by Dark Hole and revived by Monster Reborn: it is a new card on
    the field, 1600 ATK, with no counter to remove for its effect."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    breaker = table.hand(0, "Breaker the Magical Warrior")
    table.hand(0, "Dark Hole", "Monster Reborn")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Breaker the Magical Warrior")
    while duel.request.player == 1:
        s.pick("pass", player=1)                             # Trap Hole not used
    assert duel.atk(breaker.card(duel)) == 1900
    s.pick("activate", "Dark Hole")
    assert grave(duel, 0) == ["Breaker the Magical Warrior", "Dark Hole"]
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Breaker the Magical Warrior")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Breaker the Magical Warrior"]
    assert duel.atk(breaker.card(duel)) == 1600
    assert s.expect(request="idle", player=0)
    assert not s.has("activate", "Breaker the Magical Warrior")


def test_breaker_the_magical_warrior_keeps_its_counter_when_control_changes():
    """A counter stays on its card while the card stays on the field: Change of Heart moves
    Breaker (with its Spell Counter, 1900 ATK) to player 1's side, where it keeps the counter
    and its new controller removes it to destroy player 0's Set Trap Hole."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    breaker = table.hand(0, "Breaker the Magical Warrior")
    table.hand(1, "Change of Heart")
    table.spell_trap(0, "Trap Hole")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Breaker the Magical Warrior")
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", "Breaker the Magical Warrior", player=1)
    while duel.request.kind != "idle":
        s.pick("pass")
    card = breaker.card(duel)
    assert card.controller == 1 and duel.atk(card) == 1900
    s.pick("activate", "Breaker the Magical Warrior", player=1)
    s.pick("target", "Set card (Spell & Trap Zone 1)", player=1, request="target")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert grave(duel, 0) == ["Trap Hole"] and duel.atk(card) == 1600


# ----------------------------------------------------------- Zaborg the Thunder Monarch
def test_zaborg_the_thunder_monarch_tribute_summon_destroys_a_monster():
    """Zaborg: if Tribute Summoned, target 1 monster on the field; destroy it (mandatory)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Zaborg the Thunder Monarch")
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Zaborg the Thunder Monarch")
    s.pick("tribute", "Battle Ox")
    s.pick("target", "Summoned Skull", request="target", player=0)
    assert grave(duel, 1) == ["Summoned Skull"]
    assert field_monsters(duel, 0) == ["Zaborg the Thunder Monarch"]


def test_zaborg_the_thunder_monarch_alone_must_destroy_itself():
    """Zaborg: the effect is mandatory; if it is the only monster it must target itself."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Zaborg the Thunder Monarch")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Zaborg the Thunder Monarch")
    s.pick("tribute", "Battle Ox")
    s.expect(request="target", player=0)
    assert [o.name for o in s.options("target")] == ["Zaborg the Thunder Monarch"]
    s.pick("target", "Zaborg the Thunder Monarch")
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Zaborg the Thunder Monarch"]


def test_zaborg_the_thunder_monarch_special_summoned_does_nothing():
    """Zaborg: only a Tribute Summon triggers it (not a Special Summon by Monster Reborn)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Zaborg the Thunder Monarch")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Zaborg the Thunder Monarch")
    s.pick("option", "Attack Position")
    assert field_monsters(duel, 1) == ["Summoned Skull"] and duel.request.kind == "idle"


# ------------------------------------------------------------ Mobius the Frost Monarch
def test_mobius_the_frost_monarch_destroys_up_to_two_spells_traps():
    """Mobius: if Tribute Summoned, you can target up to 2 Spells/Traps on the field; destroy
    them."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mobius the Frost Monarch")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Trap Hole", set_this_turn=True)
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.spell_trap(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Mobius the Frost Monarch")
    s.pick("tribute", "Battle Ox")
    s.pick("yes", request="yes_no", player=0)
    s.pick("target", "Set card (Spell & Trap Zone 1)", request="target")
    s.pick("target", "Gravity Bind", request="target")
    assert sorted(grave(duel, 1)) == ["Gravity Bind", "Trap Hole"]
    assert grave(duel, 0) == ["Battle Ox"]


def test_mobius_the_frost_monarch_may_choose_one_target_or_decline():
    """Mobius: "up to 2" (one is enough), and "you can" (the player may decline)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mobius the Frost Monarch")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Mobius the Frost Monarch")
    s.pick("tribute", "Battle Ox")
    s.pick("yes", request="yes_no", player=0)
    s.pick("target", "Gravity Bind")
    s.pick("done", request="target")
    assert grave(duel, 1) == ["Gravity Bind"]

    table2 = Table(rules="GOAT", turn=3, turn_player=0)
    table2.hand(0, "Mobius the Frost Monarch")
    table2.monster(0, "Battle Ox")
    table2.spell_trap(1, "Gravity Bind", face_down=False)
    duel2 = table2.build()
    s2 = Script(duel2)
    s2.pick("summon", "Mobius the Frost Monarch")
    s2.pick("tribute", "Battle Ox")
    s2.pick("no", request="yes_no", player=0)
    assert grave(duel2, 1) == [] and not of_type(duel2, "chain")


def test_mobius_the_frost_monarch_without_spells_traps_asks_nothing():
    """Mobius: with no Spell/Trap on the field there is no target, so nothing is activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mobius the Frost Monarch")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Mobius the Frost Monarch")
    s.pick("tribute", "Battle Ox")
    assert duel.request.kind == "idle"


# ------------------------------------------------------------------ Sinister Serpent
def test_sinister_serpent_returns_in_your_standby_phase():
    """Sinister Serpent: during your Standby Phase, if it is in your GY, you can add it to
    your hand (seed 004 §准备阶段)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="draw")
    table.grave(0, "Sinister Serpent")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("yes", request="yes_no", player=0)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Sinister Serpent"]
    assert grave(duel, 0) == [] and duel.phase == "main1"


def test_sinister_serpent_is_optional():
    """Sinister Serpent: "you can": declining leaves it in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.grave(0, "Sinister Serpent")
    duel = table.build()
    s = Script(duel)
    s.pick("no", request="yes_no", player=0)
    assert grave(duel, 0) == ["Sinister Serpent"] and duel.request.kind == "idle"


def test_sinister_serpent_not_in_the_opponents_standby_phase():
    """Sinister Serpent: only during its owner's own Standby Phase."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="standby")
    table.grave(0, "Sinister Serpent")
    duel = table.build()
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert grave(duel, 0) == ["Sinister Serpent"]
