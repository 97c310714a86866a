"""The state rules after changes made outside a chain link's resolution (round 9d audit).

ENGINE.md §2, seed 000 §裝備魔法: after each action the state rules apply before anyone acts:
a player at 0 LP loses, an Equip Card without a legal monster is destroyed, continuous rules
that hold positions apply, STATE effects (maintenance costs) apply. A chain link's
resolution runs them (chain.py `_resolve_chain`), as does every response window when it
opens. These rulings cover the places that change the game state outside both: battle
(destruction, damage), summon procedures (Tributes, Xyz and Synchro materials), the flip of
a face-down defender, tokens leaving, maintenance costs in the Standby Phase and a continuous
effect turning off there, a summon under a force-defense card, End Phase returns, the hand
limit, position changes from the menu. Each ends with the oracle of `scripts/fuzz_pairs.py
--check` (duelist.testing.invariants.check_state_rules_applied): at the menu that follows, a
state check would change nothing. (Control returning when a lasting effect ends at the end of
the turn runs no state check until the next turn's Draw Phase: a request to turn.py's owner,
round 9d, with its failing test.)"""

from duelist.engine import state as S
from duelist.testing.invariants import check_state_rules_applied
from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _table(turn_player=0, **kw):
    table = Table(turn=3, turn_player=turn_player, **kw)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table


def _pass(duel, s):
    """Every response window is passed (the player who holds a response is asked)."""
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_an_equip_card_goes_when_its_monster_is_destroyed_by_battle():
    """Blue-Eyes White Dragon (3000) attacks Dark Magician (2500, 2800 with Book of Secret
    Arts): Dark Magician is destroyed by battle and sent to the GY at the end of the Damage
    Step; Book of Secret Arts equips nothing and is destroyed before the Battle Step menu
    comes back (seed 004 §伤害的判定; seed 000 §裝備魔法)."""
    table = _table()
    table.monster(0, "Blue-Eyes White Dragon")
    magician = table.monster(1, "Dark Magician")
    table.spell_trap(1, "Book of Secret Arts", face_down=False, equipped_to=magician)
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    _pass(duel, s)
    s.pick("attack", "Blue-Eyes White Dragon", target="Dark Magician")
    _pass(duel, s)
    assert s.expect("battle", player=0)
    assert grave(duel, 1) == ["Dark Magician", "Book of Secret Arts"]
    assert duel.players[1].lp == 8000 - 200
    check_state_rules_applied(duel)


def test_battle_damage_to_zero_lp_ends_the_duel_before_anyone_acts():
    """A direct attack for 3000 against 3000 LP: the player at 0 LP loses at once, in the
    Damage Step (seed 000: reaching 0 LP is a state rule); no menu is offered after it."""
    table = _table(lp=(8000, 3000))
    table.monster(0, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    _pass(duel, s)
    s.pick("attack", "Blue-Eyes White Dragon", target="player")
    _pass(duel, s)
    assert duel.result is not None and duel.result["winner"] == 0
    assert duel.request is None


def test_the_flip_effect_of_an_attacked_monster_leaves_no_equip_behind():
    """Dark Magician with Book of Secret Arts attacks a face-down Man-Eater Bug: the Bug is
    flipped before damage calculation, its flip effect waits until after it (seed 000
    §反轉效果) and destroys Dark Magician; Book of Secret Arts goes with it before the Battle
    Step menu."""
    table = _table()
    magician = table.monster(0, "Dark Magician")
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=magician)
    bug = table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    _pass(duel, s)
    s.pick("attack", "Dark Magician", target=bug)
    while duel.request.kind != "battle":
        if duel.request.kind == "chain":
            s.pick("pass")
        elif duel.request.kind == "target":
            s.pick("target", "Dark Magician")
        else:
            duel.answer(duel.request.options[0])
    assert "Dark Magician" in grave(duel, 0)
    assert "Book of Secret Arts" in grave(duel, 0)
    check_state_rules_applied(duel)


def test_an_equip_card_goes_when_its_monster_is_tributed_for_a_tribute_summon():
    """Dark Magician, equipped with Book of Secret Arts, is Tributed for Summoned Skull (a
    summon procedure, no chain): Book of Secret Arts equips nothing and is destroyed before
    the summon's response window and the menu (seed 000 §上級召喚, §裝備魔法)."""
    table = _table()
    magician = table.monster(0, "Dark Magician")
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=magician)
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Dark Magician")
    _pass(duel, s)
    assert s.expect("idle", player=0)
    assert grave(duel, 0) == ["Dark Magician", "Book of Secret Arts"]
    check_state_rules_applied(duel)


def test_an_equip_card_goes_when_its_monster_is_tributed_for_a_tribute_set():
    """The same Tribute for a Set (turn.py `_normal_summon_proc`: no summoning window opens
    for a Set): Book of Secret Arts is destroyed before the menu all the same."""
    table = _table()
    magician = table.monster(0, "Dark Magician")
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=magician)
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Summoned Skull")
    s.pick("tribute", "Dark Magician")
    _pass(duel, s)
    assert s.expect("idle", player=0)
    assert grave(duel, 0) == ["Dark Magician", "Book of Secret Arts"]
    check_state_rules_applied(duel)


def _summon_from_extra(duel, s):
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            duel.answer(duel.request.options[0])     # Attack Position, the first zone


def test_an_equip_card_goes_when_its_monster_becomes_an_xyz_material():
    """Mystical Elf, equipped with Book of Secret Arts, becomes an Xyz Material of Number
    39: Utopia (a summon procedure: MR5): a material is no monster on the field, Book of
    Secret Arts is destroyed before anyone acts."""
    table = _table()
    elf = table.monster(0, "Mystical Elf")
    table.monster(0, "Mystical Elf")
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=elf)
    table.extra(0, "Number 39: Utopia")
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", "Number 39: Utopia")
    _summon_from_extra(duel, s)
    assert grave(duel, 0) == ["Book of Secret Arts"]
    check_state_rules_applied(duel)


def test_an_equip_card_goes_when_its_monster_is_a_synchro_material():
    """Apprentice Magician, equipped with Book of Secret Arts, and Junk Synchron are sent to
    the GY for the Synchro Summon of Junk Warrior: Book of Secret Arts is destroyed before
    anyone acts."""
    table = _table()
    apprentice = table.monster(0, "Apprentice Magician")
    table.monster(0, "Junk Synchron")
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=apprentice)
    table.extra(0, "Junk Warrior")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Junk Warrior")
    _summon_from_extra(duel, s)
    assert "Book of Secret Arts" in grave(duel, 0)
    assert [c.data.name for c in duel.players[0].mzone if c is not None] == ["Junk Warrior"]
    check_state_rules_applied(duel)


def test_an_equip_card_on_a_token_goes_when_the_token_is_tributed():
    """A Sheep Token (EARTH) equipped with Invigoration is Tributed for Summoned Skull: a
    Token that leaves the field ceases to exist (seed 000 §衍生物) and Invigoration equips
    nothing: it is destroyed before anyone acts."""
    table = _table()
    token = table.monster(0, "Sheep Token", position="defense")
    table.monster(0, "Sheep Token", position="defense")
    table.spell_trap(0, "Invigoration", face_down=False, equipped_to=token)
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", token)
    _pass(duel, s)
    assert s.expect("idle", player=0)
    assert grave(duel, 0) == ["Invigoration"]
    assert sorted(c.data.name for c in duel.players[0].mzone if c is not None) == ["Sheep Token", "Summoned Skull"]
    check_state_rules_applied(duel)


def test_a_maintenance_cost_paid_down_to_zero_lp_ends_the_duel_in_the_standby_phase():
    """Imperial Order's controller must pay 700 LP in each Standby Phase if they can (a STATE
    effect: applied by the state checks, no chain link). Paid from exactly 700 LP, it leaves
    them at 0: they lose at once (seed 000: LP 0), before a Main Phase menu is offered."""
    table = Table(turn=3, turn_player=0, phase="draw", lp=(700, 8000))
    table.spell_trap(0, "Imperial Order", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    _pass(duel, s)
    assert duel.result is not None and duel.result["winner"] == 1
    assert duel.players[0].lp == 0


def test_a_maintenance_cost_not_paid_destroys_the_card_before_the_main_phase():
    """With 600 LP Imperial Order's controller cannot pay: it is destroyed in the Standby
    Phase, and the Main Phase menu is offered with the state rules applied."""
    table = Table(turn=3, turn_player=0, phase="draw", lp=(600, 8000))
    table.spell_trap(0, "Imperial Order", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    _pass(duel, s)
    assert s.expect("idle", player=0)
    assert "Imperial Order" in grave(duel, 0)
    assert duel.players[0].lp == 600
    check_state_rules_applied(duel)


def test_a_spell_effect_applies_again_at_once_when_imperial_order_leaves_by_its_maintenance():
    """Imperial Order negates every Spell effect on the field: player 0's Snatch Steal,
    equipped to player 1's Dark Magician, takes nothing while it is face-up. In player 0's
    Standby Phase, with 600 LP, Imperial Order cannot be paid for and is destroyed (a STATE
    effect, no chain link); Snatch Steal's effect is no longer negated and applies at once:
    player 0 controls Dark Magician before the Main Phase 1 menu (seed 000 §永續效果)."""
    table = Table(turn=3, turn_player=0, phase="draw", lp=(600, 8000))
    table.spell_trap(0, "Imperial Order", face_down=False)
    magician = table.monster(1, "Dark Magician")
    table.spell_trap(0, "Snatch Steal", face_down=False, equipped_to=magician)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    _pass(duel, s)
    s.zones()
    assert s.expect("idle", player=0)
    assert grave(duel, 0) == ["Imperial Order"]
    assert [c.data.name for c in duel.players[0].mzone if c is not None] == ["Dark Magician"]
    check_state_rules_applied(duel)


def test_a_monster_held_in_defense_position_is_turned_back_before_the_menu():
    """Level Limit - Area B face-up: a Level 4 or higher monster is in Defense Position. Its
    player may change it to Attack Position by hand, and Level Limit turns it back at once
    (formatlibrary.com Goat rulings; yugioh-wiki.net 《レベル制限Ｂ地区》 FAQ): a change from the
    menu opens no window, so the state checks' force step runs before the menu comes back
    (round 59c; until then the menu did not offer the change)."""
    table = _table()
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    skull = table.monster(0, "Summoned Skull", position="defense")
    table.monster(0, "Baby Dragon", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("change_position", "Summoned Skull")
    assert skull.card(duel).position == "defense"
    assert s.expect("idle", player=0)
    check_state_rules_applied(duel)
    s.pick("change_position", "Baby Dragon")
    assert s.expect("idle", player=0)
    check_state_rules_applied(duel)


def test_a_monster_summoned_under_level_limit_area_b_is_in_defense_position_before_anyone_acts():
    """Level Limit - Area B face-up: Summoned Skull Normal Summoned in Attack Position (a
    summon procedure, no chain) is changed to Defense Position by the continuous effect
    before the menu comes back (seed 000 §永續效果: it applies as soon as the monster is on
    the field face-up)."""
    table = _table()
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    table.monster(0, "Baby Dragon")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Baby Dragon")
    _pass(duel, s)
    assert s.expect("idle", player=0)
    skull = [c for c in duel.players[0].mzone if c is not None][0]
    assert skull.data.name == "Summoned Skull" and skull.position == S.FACEUP_DEFENSE
    check_state_rules_applied(duel)


def test_a_monster_returned_in_the_end_phase_is_held_in_defense_position_in_that_end_phase():
    """Interdimensional Matter Transporter banished Summoned Skull; it comes back in the End
    Phase, no chain link (actions.py `_end_phase_returns`), in Attack Position as it left.
    Level Limit - Area B is face-up: the continuous rule turns it to Defense Position at once,
    in that End Phase, before the turn ends (seed 000 §永續效果)."""
    table = _table()
    table.monster(0, "Summoned Skull")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    table.hand(0, "Level Limit - Area B")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Interdimensional Matter Transporter")
    s.pick("target", "Summoned Skull")
    _pass(duel, s)
    s.pick("activate", "Level Limit - Area B")
    _pass(duel, s)
    s.pick("end_turn")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            duel.answer(duel.request.options[0])
    types = [(ev["type"], ev.get("name")) for ev in duel.log]
    back = types.index(("to_mzone", "Summoned Skull"))
    assert types.index(("position", "Summoned Skull"), back) < types.index(("turn_end", None), back)
    assert duel.turn == 4
    check_state_rules_applied(duel)


def test_the_hand_limit_discards_leave_the_state_rules_applied():
    """The turn player discards down to the hand limit in the End Phase (seed 004 §结束阶段);
    the discards open a window whose state check runs before the next turn's first menu."""
    table = _table()
    table.hand(0, *(["Celtic Guardian"] * 8))
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    while duel.request.kind != "idle":
        if duel.request.kind == "discard":
            duel.answer(duel.request.options[0])
        else:
            s.pick("pass")
    assert duel.turn == 4 and len(hand(duel, 0)) == 6
    check_state_rules_applied(duel)


# Control that returns when its lasting effect ends (Change of Heart, at the end of the turn:
# actions.py `_expire_lingering`, turn.py `_end_turn`) is a change made outside any chain link.
def _pass_or(duel, s, name):
    """Answer on to player 0's next Main Phase; player 0 activates `name` when offered."""
    while duel.request.kind != "idle" or duel.turn_player != 0:
        if duel.request.kind == "chain":
            if duel.request.player == 0 and s.has("activate", name):
                s.pick("activate", name, player=0)
            else:
                s.pick("pass")
        else:
            duel.answer(duel.request.options[0])


def test_an_equip_card_on_a_monster_whose_control_return_finds_no_zone_goes_in_that_turn():
    """Player 1 takes Dark Magician with Change of Heart and equips it with Book of Secret
    Arts; player 0 fills their Monster Zones with Scapegoat's four tokens. At the end of the
    turn control returns, player 0 has no free zone and Dark Magician is sent to the GY. Book
    of Secret Arts now equips nothing: the state rules destroy it then, in turn 3, before the
    next turn begins (not after player 0's turn-4 draw)."""
    table = Table(turn=3, turn_player=1)
    table.hand(1, "Change of Heart", "Book of Secret Arts")
    table.monster(0, "Dark Magician")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Scapegoat")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", "Dark Magician", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("activate", "Book of Secret Arts", player=1)
    s.pick("target", "Dark Magician", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("end_turn")
    _pass_or(duel, s, "Scapegoat")
    assert "Dark Magician" in grave(duel, 0)
    assert "Book of Secret Arts" in grave(duel, 1)
    types = [ev["type"] for ev in duel.log]
    lost = types.index("equip_lost")
    assert lost < types.index("turn_end"), "Book of Secret Arts stayed on the field into turn 4"
    check_state_rules_applied(duel)
