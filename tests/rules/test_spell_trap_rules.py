"""Spell and Trap rules of seed 000 §魔法卡 / §陷阱卡 and seed 004 §魔法卡, §决斗场 that the
card tests do not already show."""

from duelist.engine import state as S
from duelist.engine.names import M
from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def spells(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


def test_a_set_normal_spell_may_be_activated_the_turn_it_was_set():
    """seed 000 §魔法卡: a Set Spell (other than a Quick-Play) may be activated the turn it
    was Set."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Dian Keto the Cure Master")
    duel = table.build()
    s = Script(duel)
    s.pick("set_spell", "Dian Keto the Cure Master")
    assert duel.players[0].szone[0].position == S.FACEDOWN
    s.pick("activate", "Dian Keto the Cure Master")
    assert duel.players[0].lp == 9000 and grave(duel, 0) == ["Dian Keto the Cure Master"]


def test_a_set_quick_play_spell_cannot_be_activated_the_turn_it_was_set():
    """seed 000 §速攻魔法: a Set Quick-Play Spell cannot be activated the turn it was Set."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Battle Ox")
    table.hand(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    assert s.has("activate", "Book of Moon")          # from the hand: yes
    s.pick("set_spell", "Book of Moon")
    assert not s.has("activate", "Book of Moon")      # Set this turn: no


def test_no_spell_from_the_hand_with_every_spell_trap_zone_in_use():
    """seed 004 §决斗场: a Spell activated from the hand needs a free Spell & Trap Zone."""
    table = Table(turn=3, turn_player=0)
    for _ in range(5):
        table.spell_trap(0, "Waboku")
    table.hand(0, "Dian Keto the Cure Master")
    duel = table.build()
    assert not Script(duel).has("activate", "Dian Keto the Cure Master")


def test_a_new_field_spell_sends_the_old_one_to_the_gy_without_destroying_it():
    """seed 000 §場地魔法: activating a Field Spell sends your own face-up one to the GY; it
    is not destroyed."""
    table = Table(turn=3, turn_player=0)
    table.field_spell(0, "Sogen")
    table.hand(0, "Yami")
    duel = table.build()
    Script(duel).pick("activate", "Yami")
    assert duel.players[0].fzone.name == "Yami" and grave(duel, 0) == ["Sogen"]
    assert not [e for e in of_type(duel, "destroyed") if e["name"] == "Sogen"]


def test_opponents_field_spell_stays_under_mr5_but_not_under_goat():
    """seed 000 §大師規則3 規則變更2: from MR3 each player has a Field Spell; under MR1/MR2
    (and GOAT) one face-up Field Spell exists for both, so the opponent's is destroyed."""
    for rules, kept in (("MR5", True), ("GOAT", False)):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.field_spell(1, "Sogen")
        table.hand(0, "Yami")
        duel = table.build()
        Script(duel).pick("activate", "Yami")
        assert (duel.players[1].fzone is not None) == kept, rules
        assert grave(duel, 1) == ([] if kept else ["Sogen"])


def test_a_field_spell_is_set_in_the_field_zone_and_its_effect_ends_when_it_leaves():
    """seed 000 §場地魔法: a Field Spell may be Set (in the Field Zone); a face-up one stops
    applying when it leaves the field."""
    table = Table(turn=3, turn_player=0)
    guardian = table.monster(0, "Celtic Guardian")
    table.hand(0, "Sogen", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("set_spell", "Sogen")
    assert duel.players[0].fzone.position == S.FACEDOWN
    assert duel.atk(guardian.card(duel)) == 1400       # Set: no effect
    s.pick("activate", "Sogen")
    s.pick("pass", player=0, request="chain")          # MST could answer its own Field Spell
    assert duel.atk(guardian.card(duel)) == 1600
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Sogen")
    assert duel.atk(guardian.card(duel)) == 1400 and grave(duel, 0)[-2:] == ["Sogen", "Mystical Space Typhoon"]


def test_an_equip_spell_whose_activation_is_negated_equips_nothing():
    """seed 000 §裝備魔法: a negated Equip Spell goes to the GY and equips nothing."""
    table = Table(turn=3, turn_player=0)
    magician = table.monster(0, "Dark Magician")
    table.hand(0, "Sword of Dark Destruction")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Sword of Dark Destruction")
    s.pick("target", "Dark Magician")
    s.pick("activate", "Magic Jammer", player=1)
    s.pick("select", "Battle Ox", player=1)
    assert duel.atk(magician.card(duel)) == 2500
    assert "Sword of Dark Destruction" in grave(duel, 0) and spells(duel, 0) == []


def test_several_equip_spells_on_one_monster_add_up():
    """seed 000 §裝備魔法: a monster may carry several Equip Cards; each applies."""
    table = Table(turn=3, turn_player=0)
    magician = table.monster(0, "Dark Magician")      # DARK Spellcaster
    table.hand(0, "Sword of Dark Destruction", "Book of Secret Arts")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Sword of Dark Destruction")
    s.pick("target", "Dark Magician")
    s.pick("activate", "Book of Secret Arts")
    s.pick("target", "Dark Magician")
    card = magician.card(duel)
    assert duel.atk(card) == 2500 + 400 + 300 and duel.defense(card) == 2100 - 200 + 300


def test_a_continuous_spell_stops_applying_when_it_leaves_the_field():
    """seed 000 §永續魔法: a Continuous Spell applies only while face-up on the field
    (Dimensional Fissure destroyed: monsters go to the GY again)."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, "Dimensional Fissure", face_down=False)
    table.monster(1, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Mystical Space Typhoon", "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Dimensional Fissure")
    s.pick("activate", "Dark Hole")
    assert "Battle Ox" in grave(duel, 1) and "Celtic Guardian" in grave(duel, 0)
    assert duel.players[0].banished == [] and duel.players[1].banished == []


def test_phase_triggers_resolve_one_at_a_time_in_the_order_the_player_picks():
    """seed 000 §誘發效果: effects that trigger "during the End Phase" are not simultaneous:
    one is activated and resolved, then the next; the turn player picks the order. (Two
    Spirits Normal Summoned this turn, each returned by its own trigger, seed 004 §特殊效果怪兽;
    The Wicked Worm Beast's return, which makes no chain link, is applied instead:
    tests/cards/test_kaiba_monsters.py.)"""
    table = Table(turn=3, turn_player=0)
    priests = [table.monster(0, "Asura Priest", summoned_this_turn=True) for _ in range(2)]
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    for priest in priests:      # (both Normal Summoned this turn, as a summon marks a Spirit)
        duel.mark(priest.card(duel), M.SUMMONED_OR_FLIPPED, duel.turn)
    s = Script(duel)
    s.pick("end_turn")
    s.expect(request="order", player=0)
    duel.answer(0)
    chains = [e["type"] for e in duel.log if e["type"] in ("chain", "chain_end")]
    assert chains == ["chain", "chain_end", "chain", "chain_end"]
    assert [c.name for c in duel.players[0].hand] == ["Asura Priest"] * 2


def test_standby_phase_triggers_resolve_one_at_a_time_in_the_order_the_player_picks():
    """seed 000 §誘發效果 (在準備階段或結束階段等特定階段中發動複數誘發效果的場合…先進行1個效果的
    發動和處理), seed 004 §准备阶段: in the Standby Phase, Lava Golem's damage (mandatory, on
    the field) and Sinister Serpent's return (optional, from the GY) are not simultaneous: the
    turn player picks which goes first, each is its own chain, activated and resolved before
    the other is activated."""
    for first, second in (("Sinister Serpent", "Lava Golem"), ("Lava Golem", "Sinister Serpent")):
        table = Table(rules="GOAT", turn=3, turn_player=0, phase="draw")
        table.monster(0, "Lava Golem", summon_kind="proc")
        table.grave(0, "Sinister Serpent")
        table.deck(0, ["Battle Ox"])
        duel = table.build()
        s = Script(duel)
        start = len(duel.log)
        s.expect(request="order", player=0)
        s.pick("chain_trigger", first)
        while duel.request.kind != "idle":
            if duel.request.kind == "yes_no":
                s.pick("yes", request="yes_no", player=0)
            else:
                s.answer(duel.request.options[0])
        chains = [(e["type"], e.get("name")) for e in duel.log[start:] if e["type"] in ("chain", "chain_end")]
        assert chains == [("chain", first), ("chain_end", None), ("chain", second), ("chain_end", None)]
        assert duel.players[0].lp == 7000 and sorted(hand(duel, 0)) == ["Battle Ox", "Sinister Serpent"]
        assert duel.phase == "main1"


def test_the_turn_player_orders_the_opponents_standby_phase_trigger_too():
    """seed 004 §准备阶段 (当有复数个效果的时候由回合玩家决定效果顺序), read with Konami's FAQ
    fid=11533 (round 54b): the turn player, holding priority first, may carry out their own
    effect first or pass, and the opponent then carries out theirs: so the turn player decides
    which comes first, by picking their own or passing. Player 1's Snatch Steal (equipped to
    player 0's Battle Ox, whose control it took) gives player 0 1000 LP in player 0's Standby
    Phase; player 0's Sinister Serpent may return from the GY then too. Player 0 is asked about
    their own Serpent (or pass), not about Snatch Steal; they pass: Snatch Steal's chain
    resolves (player 1's Chain Link 1), then Sinister Serpent's."""
    table = Table(rules="GOAT", turn=5, turn_player=0, phase="draw")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(1, "Snatch Steal", face_down=False, equipped_to=ox)
    table.grave(0, "Sinister Serpent")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    request = s.expect(request="order", player=0)
    assert [(o.kind, o.name) for o in request.options] == [("chain_trigger", "Sinister Serpent"), ("pass", None)]
    s.pick("pass")
    s.pick("yes", request="yes_no", player=0)
    chains = [(e["type"], e.get("name"), e.get("player")) for e in duel.log[start:]
              if e["type"] in ("chain", "chain_end")]
    assert chains == [("chain", "Snatch Steal", 1), ("chain_end", None, None),
                      ("chain", "Sinister Serpent", 0), ("chain_end", None, None)]
    assert duel.players[0].lp == 9000 and "Sinister Serpent" in hand(duel, 0)


def test_an_equip_spell_whose_monster_no_longer_qualifies_is_destroyed():
    """seed 000 §裝備魔法: an Equip Spell is destroyed once its monster no longer meets its
    condition. No scripted card changes a monster's Type yet, so the table sets the state such
    a change leaves: Book of Secret Arts (Spellcasters only) on Battle Ox, a Beast-Warrior.
    The next state check destroys it; the same Equip on a Spellcaster stays."""
    table = Table(turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    elf = table.monster(0, "Mystical Elf")                       # Spellcaster
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=ox)
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=elf)
    table.hand(0, "Hitotsu-Me Giant")
    duel = table.build()
    Script(duel).pick("summon", "Hitotsu-Me Giant")               # any action: state checks
    assert grave(duel, 0) == ["Book of Secret Arts"]
    assert [e["name"] for e in of_type(duel, "equip_lost")] == ["Book of Secret Arts"]
    assert spells(duel, 0) == ["Book of Secret Arts"] and duel.atk(elf.card(duel)) == 1100


def test_an_equip_spell_without_a_face_up_condition_is_destroyed_when_its_monster_turns_face_down():
    """seed 000 §裝備魔法: an Equip Spell is destroyed when its monster is turned face-down.
    Premature Burial's own condition (the monster it revived) says nothing about faces, so only
    that rule sends it away; the revived monster, no longer equipped, stays face-down."""
    table = Table(turn=3, turn_player=0)
    table.grave(0, "Summoned Skull")
    table.hand(0, "Premature Burial")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Summoned Skull")
    s.pick("pass", player=1)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and spells(duel, 0) == ["Premature Burial"]
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", "Summoned Skull", player=1)
    assert duel.monsters(0)[0].position == S.FACEDOWN_DEFENSE
    assert grave(duel, 0) == ["Premature Burial"] and spells(duel, 0) == []


def test_an_equip_spell_goes_at_once_when_its_monster_is_tributed_for_a_set():
    """seed 000 §裝備魔法: an Equip Spell is destroyed as soon as its monster leaves the field,
    here Tributed for a Tribute Set (no summon, no chain follows): back at the menu it is
    already in the GY. (Found by the property test's invariants.)"""
    table = Table(turn=3, turn_player=0)
    elf = table.monster(0, "Mystical Elf")
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=elf)
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Summoned Skull")
    s.pick("tribute", "Mystical Elf")
    assert duel.request.kind == "idle"
    assert sorted(grave(duel, 0)) == ["Book of Secret Arts", "Mystical Elf"] and spells(duel, 0) == []


def test_an_equip_spell_goes_at_once_when_its_monster_is_tributed_as_a_cost():
    """seed 000 §裝備魔法: an Equip Spell is destroyed as soon as its monster leaves the field,
    also when the monster was a cost: Summoned Skull, equipped with Sword of Dark
    Destruction, is Tributed for Deck Devastation Virus; when the opponent is asked to
    respond the Sword is already in the GY. (Found by the property test's invariants; main's
    state checks after each action now cover it.)"""
    table = Table(turn=3, turn_player=0)
    skull = table.monster(0, "Summoned Skull")
    table.spell_trap(0, "Sword of Dark Destruction", face_down=False, equipped_to=skull)
    table.spell_trap(0, "Deck Devastation Virus")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Deck Devastation Virus")
    if duel.request.kind in ("select", "tribute"):
        s.pick(duel.request.options[0].kind, "Summoned Skull", player=0)
    s.expect(request="chain", player=1)
    assert sorted(grave(duel, 0)) == ["Summoned Skull", "Sword of Dark Destruction"]


def _activations(duel):
    return sorted(o.name for o in duel.request.options if o.kind == "activate")


def test_quick_play_spells_and_traps_in_the_draw_standby_and_end_phases():
    """seed 004 §抽卡/准备/战斗/结束阶段可以进行的: in the Draw, Standby, Battle and End Phases a
    player may activate Quick-Play Spells and Traps. In player 1's turn: player 1 (the turn
    player) is offered the Quick-Play Spell in the hand and player 0 the Set Trap and Set
    Quick-Play Spell, in the Draw Phase, the Standby Phase and the End Phase; in the End Phase
    player 0 activates the Set Mystical Space Typhoon and destroys player 1's Set Trap Hole."""
    table = Table(turn=4, turn_player=1, phase="draw")
    table.spell_trap(0, "Waboku")
    table.spell_trap(0, "Mystical Space Typhoon")
    hole = table.spell_trap(1, "Trap Hole")
    table.hand(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    for phase in ("draw", "standby"):
        assert duel.phase == phase
        s.expect(request="chain", player=1)
        assert _activations(duel) == ["Mystical Space Typhoon"]
        s.pick("pass", player=1)
        s.expect(request="chain", player=0)
        assert _activations(duel) == ["Mystical Space Typhoon", "Waboku"]
        s.pick("pass", player=0)
    s.pick("end_turn", player=1, request="idle")
    while duel.phase != "end":
        s.pick("pass")
    s.expect(request="chain", player=1)
    assert _activations(duel) == ["Mystical Space Typhoon"]
    s.pick("pass", player=1)
    s.expect(request="chain", player=0)
    assert _activations(duel) == ["Mystical Space Typhoon", "Waboku"]
    s.pick("activate", "Mystical Space Typhoon", player=0)
    s.pick("target", hole, player=0)
    while duel.turn == 4 and duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Trap Hole"] and grave(duel, 0) == ["Mystical Space Typhoon"]


def test_a_trap_set_from_the_hand_in_main_phase_1_waits_for_the_next_turn():
    """seed 004 §主要阶段1 (Setting Spells and Traps), seed 000 §陷阱卡 (陷阱卡在蓋伏的回合不能發動):
    player 0 Sets Waboku, Trap Hole and Pot of Greed from the hand in Main Phase 1 (any number, up
    to the free zones): face-down in the Spell & Trap Zones; the Set Traps are not offered that
    turn (nor in its End Phase), Waboku is from the opponent's Draw Phase on."""
    table = Table(turn=3, turn_player=0)
    waboku, _, _ = table.hand(0, "Waboku", "Trap Hole", "Pot of Greed")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    for name in ("Waboku", "Trap Hole", "Pot of Greed"):            # as many as there are zones
        s.pick("set_spell", name, request="idle")
    card = waboku.card(duel)
    assert card.location == S.SZONE and not card.face_up and hand(duel, 0) == []
    assert len([c for c in duel.players[0].szone if c is not None]) == 3
    assert _activations(duel) == ["Pot of Greed"]                 # a Set Spell may be, the Traps not
    s.pick("end_turn")
    assert duel.turn == 4 and duel.phase == "draw"
    s.expect(request="chain", player=0)
    assert _activations(duel) == ["Waboku"]
