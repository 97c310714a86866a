"""Card rulings found by the judge review of the card scripts (one behaviour per test)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def test_imperial_order_upkeep_is_paid_without_a_chain_link_and_is_not_optional():
    """Imperial Order (current text): in the Standby Phase its controller must pay 700 LP
    ("this is not optional"); the payment is no chain link."""
    table = Table(turn=3, turn_player=0, phase="standby", lp=(8000, 1500))
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    assert duel.players[1].lp == 800 and duel.request.kind == "idle"
    assert not [e for e in duel.log if e["type"] == "chain"]


def test_imperial_order_is_destroyed_when_its_controller_cannot_pay():
    table = Table(turn=3, turn_player=0, phase="standby", lp=(8000, 600))
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    assert duel.players[1].lp == 600 and grave(duel, 1) == ["Imperial Order"]


def test_imperial_order_destroyed_by_its_upkeep_is_gone_before_the_standby_window_offers_anything():
    """Imperial Order's upkeep (its controller cannot pay 700 LP: it is destroyed) is done as
    the Standby Phase begins, before that phase's window looks at what may be activated: the
    turn player's Set Mystical Space Typhoon, whose only other target was Imperial Order, is
    not offered (a window that found its options first offered it with no target left). With
    a destruction replacement on the field (Proxy Dragon, which protects only its own
    controller's cards), the upkeep's destruction is one that might ask: it is made as the
    window opens, before the window looks."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="draw", lp=(8000, 600))
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.spell_trap(0, "Mystical Space Typhoon")
    table.monster(0, "Proxy Dragon", zone=5)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    assert s.has("activate", "Mystical Space Typhoon")        # the Draw Phase: Imperial Order is there
    s.pick("pass", player=0, request="chain")
    assert grave(duel, 1) == ["Imperial Order"]
    assert duel.request.kind == "idle" and duel.phase == "main1"   # nothing offered in the Standby Phase


def soul_exchange_table():
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Soul Exchange", "Summoned Skull")
    return table


def test_soul_exchange_target_must_be_the_tribute():
    """Soul Exchange (current text): that monster must be Tributed in place of your own."""
    duel = soul_exchange_table().build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange")
    s.pick("target", "Celtic Guardian")
    s.pick("summon", "Summoned Skull")
    assert [o.name for o in duel.request.options] == ["Celtic Guardian"]
    s.pick("tribute", "Celtic Guardian")
    assert field_monsters(duel, 0) == ["Battle Ox", "Summoned Skull"]
    assert grave(duel, 1) == ["Celtic Guardian"]


def test_soul_exchange_battle_phase_ban_stays_when_it_is_negated():
    """"You cannot conduct your Battle Phase the turn you activate this card" is not its
    effect: negating Soul Exchange (Magic Jammer) does not lift it."""
    table = soul_exchange_table()
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange")
    s.pick("target", "Celtic Guardian")
    s.pick("activate", "Magic Jammer", player=1)
    s.pick("select", "Mystical Elf", player=1)
    assert grave(duel, 0) == ["Soul Exchange"]
    assert not s.has("battle")


def test_soul_exchange_not_after_the_battle_phase():
    """Its Battle Phase restriction cannot be kept once this turn had a Battle Phase."""
    table = Table(turn=3, turn_player=0, phase="battle")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Soul Exchange")
    duel = table.build()
    s = Script(duel)
    s.pick("end_battle")
    assert duel.phase == "main2" and not s.has("activate", "Soul Exchange")


def test_interdimensional_matter_transporter_returns_even_if_the_trap_was_banished():
    """Interdimensional Matter Transporter: the monster comes back in the End Phase wherever
    the Trap went (here Macro Cosmos banished it instead of sending it to the GY)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Blue-Eyes White Dragon")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    table.deck(0, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=ox)
    s.pick("activate", "Interdimensional Matter Transporter", player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    assert ox.card(duel).location == S.BANISHED
    assert "Interdimensional Matter Transporter" in [c.name for c in duel.players[0].banished]
    s.pick("stop_attack", player=1, request="replay")
    s.pick("end_battle", player=1)
    s.pick("end_turn", player=1)
    assert field_monsters(duel, 0) == ["Battle Ox"] and duel.turn == 5


def test_last_will_summon_after_a_battle_in_the_damage_step():
    """Last Will: a monster destroyed by battle after Last Will resolved lets you summon at
    the end of the Damage Step (the classic line)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Blue-Eyes White Dragon", position="defense")
    table.hand(0, "Last Will")
    table.deck(0, ["Mystical Elf", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Last Will")
    s.pick("battle")
    s.pick("attack", "Celtic Guardian", target="Blue-Eyes White Dragon")
    assert duel.request.kind == "battle"       # 1400 vs 2500 DEF: nothing destroyed yet
    # now lose a monster by battle: attack Blue-Eyes in Attack Position instead
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Blue-Eyes White Dragon")
    table.hand(0, "Last Will")
    table.deck(0, ["Mystical Elf", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Last Will")
    s.pick("battle")
    s.pick("attack", "Celtic Guardian", target="Blue-Eyes White Dragon")
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Mystical Elf")
    s.pick("option", "Defense Position")
    assert field_monsters(duel, 0) == ["Mystical Elf"]


def test_book_of_moon_cannot_be_used_under_light_of_intervention():
    """Light of Intervention (OCG FAQ): effects that turn a monster face-down cannot be
    activated while it is face-up."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Light of Intervention", face_down=False)
    table.hand(0, "Book of Moon")
    duel = table.build()
    assert not Script(duel).has("activate", "Book of Moon")


def test_the_wicked_eraser_atk_is_not_reversed_by_reverse_trap():
    """The Wicked Eraser's ATK *becomes* 1000 x cards: not a gain, so Reverse Trap leaves it."""
    table = Table(turn=3, turn_player=1)
    eraser = table.monster(0, "The Wicked Eraser", summon_kind="tribute")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(0, "Reverse Trap")
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=1)
    s.pick("activate", "Reverse Trap", player=0, request="chain")
    assert duel.atk(eraser.card(duel)) == 2000


def test_dark_necrofear_control_ends_at_once_when_it_leaves_the_field():
    """Dark Necrofear: control lasts while it is equipped; when it is destroyed the monster
    goes back to its owner at once (no chain link)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blue-Eyes White Dragon")
    necrofear = table.monster(1, "Dark Necrofear", summon_kind="proc")
    table.deck(1, ["Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=necrofear)
    s.pick("end_battle")
    s.pick("end_turn")
    s.pick("target", "Blue-Eyes White Dragon", player=1)
    assert field_monsters(duel, 1) == ["Blue-Eyes White Dragon"]
    chains = len(of_type(duel, "chain"))
    # the Equip Card is destroyed (as by a Mystical Space Typhoon): control ends at once
    equip = necrofear.card(duel)
    duel.destroy([equip], "effect", 0)
    duel._state_checks()
    assert field_monsters(duel, 0) == ["Blue-Eyes White Dragon"]
    assert len(of_type(duel, "chain")) == chains


def test_victory_dragon_cannot_tribute_a_borrowed_non_dragon():
    """Victory Dragon: only Dragons may be its Tributes, Soul Exchange's target included."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Koumori Dragon")
    table.monster(0, "Koumori Dragon")
    table.monster(1, "Battle Ox")
    table.hand(0, "Victory Dragon", "Soul Exchange")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange")
    s.pick("target", "Battle Ox")
    assert not s.has("summon", "Victory Dragon")


def test_soul_exchange_with_every_zone_full_cannot_make_room():
    """With all five Main Monster Zones full, a Tribute Summon must free one of them; the
    borrowed monster Soul Exchange requires frees none, so a 1-Tribute monster cannot be
    summoned (found by the bench: a Tribute request with no option)."""
    table = Table(turn=3, turn_player=0)
    for _ in range(5):
        table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Soul Exchange", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange")
    s.pick("target", "Celtic Guardian")
    assert not s.has("summon", "Summoned Skull") and not s.has("set", "Summoned Skull")
