"""Goat format, helper h10: the Fusion Monsters in the Extra Decks of the Goat Control, Chaos
Control and Monarch decks — Thousand-Eyes Restrict (Dark Balter the Terrible and Ryu Senshi:
their own files),
Fiend Skull Dragon, Dark Blade the Dragon Knight, Gatling Dragon, King Dragun, Ojama King,
Reaper on the Nightmare, Dark Flare Knight, The Last Warrior from Another Planet.

Rules cited: seed 000 §特殊召喚, §融合召喚, §永續效果, §誘發效果, §誘發即時效果, §起動效果;
card behaviour: the cards' TCG/OCG texts and rulings.
"""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table


def _table(**kw):
    settings = dict(rules="GOAT", turn=3, turn_player=0)
    settings.update(kw)
    return Table(**settings)


# ------------------------------------------------------------ Thousand-Eyes Restrict
def test_thousand_eyes_restrict_absorbs_a_monster_and_takes_its_stats():
    """TER: once per turn, target 1 opponent's monster and equip it to this card; its ATK/DEF
    become the equipped monster's."""
    table = _table()
    ter = table.monster(0, "Thousand-Eyes Restrict")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Summoned Skull", request="target")
    assert field_monsters(duel, 1) == []
    assert duel.atk(ter.card(duel)) == 2500 and duel.defense(ter.card(duel)) == 1200
    assert not s.has("activate", "Thousand-Eyes Restrict")      # one at a time, once per turn


def test_thousand_eyes_restrict_stops_other_monsters_attacking():
    """TER: while it is face-up, other monsters cannot attack or change their positions."""
    table = _table(phase="main1")
    table.monster(0, "Thousand-Eyes Restrict")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("change_position", "Battle Ox")
    s.pick("battle")
    assert not s.has("attack", "Battle Ox")


def test_thousand_eyes_restrict_sacrifices_the_equipped_monster_in_battle():
    """TER: if it would be destroyed by battle, the equipped monster is destroyed instead."""
    table = _table()
    ter = table.monster(0, "Thousand-Eyes Restrict")
    table.monster(1, "Mystical Elf")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Mystical Elf", request="target")
    s.pick("battle")
    s.pick("attack", ter, target="Blue-Eyes White Dragon")
    assert field_monsters(duel, 0) == ["Thousand-Eyes Restrict"]
    assert grave(duel, 1) == ["Mystical Elf"]
    assert lp(duel)[0] == 8000 - (3000 - 800)
    assert duel.atk(ter.card(duel)) == 0          # nothing equipped any more


# ------------------------------------------------------------ Fiend Skull Dragon
def test_fiend_skull_dragon_negates_flip_effects():
    """Fiend Skull Dragon: the effects of Flip monsters are negated (Hane-Hane returns nothing)."""
    table = _table()
    table.monster(0, "Hane-Hane", position="set")
    table.monster(1, "Fiend Skull Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Hane-Hane")
    if s.has("target", "Fiend Skull Dragon"):
        s.pick("target", "Fiend Skull Dragon")
    assert field_monsters(duel, 1) == ["Fiend Skull Dragon"]


def test_fiend_skull_dragon_negates_and_destroys_a_trap_that_targets_it():
    """Fiend Skull Dragon: a Trap Card that targets it has its effect negated and is destroyed."""
    table = _table()
    table.monster(0, "Fiend Skull Dragon")
    table.spell_trap(1, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Ring of Destruction", player=1)
    s.pick("target", "Fiend Skull Dragon", request="target")
    assert field_monsters(duel, 0) == ["Fiend Skull Dragon"] and lp(duel) == (8000, 8000)
    assert grave(duel, 1) == ["Ring of Destruction"]


# ------------------------------------------------------------ Dark Blade the Dragon Knight
def test_dark_blade_the_dragon_knight_banishes_from_the_grave_after_damage():
    """Dark Blade the Dragon Knight: when it inflicts battle damage to the opponent, target up
    to 3 monsters in their GY; banish them."""
    table = _table(phase="battle_step")
    table.monster(0, "Dark Blade the Dragon Knight")
    table.grave(1, "Sangan", "Battle Ox", "Mystical Elf", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Blade the Dragon Knight", target="player")
    s.pick("yes", request="yes_no")
    for name in ("Sangan", "Battle Ox", "Mystical Elf"):
        s.pick("target", name, request="target")
    assert grave(duel, 1) == ["Summoned Skull"] and len(duel.players[1].banished) == 3


# ------------------------------------------------------------ Gatling Dragon
def test_gatling_dragon_destroys_one_monster_per_head():
    """Gatling Dragon: once per turn, toss a coin 3 times; destroy as many monsters on the field
    as heads."""
    table = _table()
    table.monster(0, "Gatling Dragon")
    for name in ("Battle Ox", "Mystical Elf", "Summoned Skull"):
        table.monster(1, name)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gatling Dragon")
    tosses = [e for e in duel.log if e["type"] == "coin_tosses"][0]
    for _ in range(tosses["heads"]):
        s.pick("select", request="select", first=True)
    assert len(duel.monsters(0)) + len(duel.monsters(1)) == 4 - tosses["heads"]
    assert not s.has("activate", "Gatling Dragon")


# ------------------------------------------------------------ King Dragun
def test_king_dragun_summons_a_dragon_and_shields_dragons_from_targets():
    """King Dragun: once per turn, Special Summon 1 Dragon from the hand; the opponent cannot
    target Dragons with card effects."""
    table = _table()
    table.monster(0, "King Dragun")
    table.hand(0, "Blue-Eyes White Dragon")
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "King Dragun")
    s.pick("select", "Blue-Eyes White Dragon")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["King Dragun", "Blue-Eyes White Dragon"]
    s.end_turn()
    assert not s.has("activate", "Book of Moon")


# ------------------------------------------------------------ Ojama King
def _ojama_king_summoned(opponent_zones=(1,)):
    """Metamorphosis turns Summoned Skull into Ojama King (Level 6 for Level 6); player 1 has
    Battle Ox in each zone of `opponent_zones`. Returns the duel at the first question after
    Ojama King is on the field (its own zone already chosen)."""
    table = _table()
    table.hand(0, "Metamorphosis")
    table.monster(0, "Summoned Skull")
    table.extra(0, "Ojama King")
    for zone in opponent_zones:
        table.monster(1, "Battle Ox", zone=zone)
    table.hand(1, "Mystical Elf", "Celtic Guardian")
    table.deck(1, ["Beaver Warrior"])
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("activate", "Metamorphosis")
    s.pick("zone", zone=0)              # Metamorphosis's Spell & Trap Zone
    s.pick("select", "Summoned Skull")
    s.pick("select", "Ojama King")
    s.pick("option", "Defense Position", request="option")
    s.pick("zone", zone=0)              # Ojama King's own zone
    return duel, s


def test_ojama_king_its_controller_chooses_three_of_the_opponents_unused_zones():
    """Ojama King: while face-up, 3 of the opponent's unused Main Monster Zones cannot be used,
    and its controller chooses which (three `zone` requests, each among the zones left and
    saying which of the three it is; zone 1 is taken by Battle Ox and never offered). The opponent may use only the zone left."""
    duel, s = _ojama_king_summoned(opponent_zones=(1,))
    for n, zone in enumerate((0, 2, 4)):
        s.expect(request="zone", player=0)
        assert duel.request.prompt.endswith("(%d of 3)" % (n + 1))         # which pick this is
        offered = sorted(o.zone for o in duel.request.options)
        assert offered == sorted({0, 2, 3, 4} - set((0, 2, 4)[:n]))       # the zones left
        assert all(o.name.endswith("(opponent's field)") for o in duel.request.options)
        s.pick("zone", zone=zone, player=0)
    blocked = [e for e in duel.log if e["type"] == "zones_blocked"]
    assert blocked[-1]["zones"] == [0, 2, 4]
    s.end_turn()
    s.pick("summon", "Mystical Elf", player=1)      # one legal zone: no question
    assert duel.players[1].mzone[3].name == "Mystical Elf"
    assert [c is None for c in duel.players[1].mzone] == [True, False, True, False, True]
    assert duel.free_mzone(1) is None


def test_ojama_king_blocks_every_unused_zone_when_three_or_fewer_are_left():
    """With only 3 unused zones there is nothing to choose: all three are blocked at once."""
    duel, s = _ojama_king_summoned(opponent_zones=(1, 3))
    assert duel.request.kind == "idle" and duel.request.player == 0
    blocked = [e for e in duel.log if e["type"] == "zones_blocked"]
    assert blocked[-1]["zones"] == [0, 2, 4]
    assert duel.free_mzone(1) is None


# ------------------------------------------------------------ Reaper on the Nightmare
def test_reaper_on_the_nightmare_attacks_directly_and_discards():
    """Reaper on the Nightmare: it can attack directly while the opponent controls monsters; a
    direct hit discards 1 random card from their hand; battle does not destroy it."""
    table = _table(phase="battle_step")
    table.monster(0, "Reaper on the Nightmare")
    table.monster(1, "Battle Ox")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Reaper on the Nightmare", target="player")
    assert lp(duel)[1] == 7200 and grave(duel, 1) == ["Mystical Elf"]


def test_reaper_on_the_nightmare_is_destroyed_when_targeted():
    """Reaper on the Nightmare: when it becomes the target of a card effect, it is destroyed."""
    table = _table(turn=4, turn_player=1)
    table.monster(0, "Reaper on the Nightmare")
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", "Reaper on the Nightmare", request="target")
    assert grave(duel, 0) == ["Reaper on the Nightmare"]


# ------------------------------------------------------------ Dark Flare Knight
def test_dark_flare_knight_takes_no_battle_damage_and_calls_mirage_knight():
    """Dark Flare Knight: battle damage to its controller from its battles is 0; destroyed by
    battle, it Special Summons Mirage Knight from the hand or Deck."""
    table = _table(turn=4, turn_player=1, phase="battle_step")
    table.monster(0, "Dark Flare Knight")
    table.monster(1, "Blue-Eyes White Dragon")
    table.deck(0, ["Mirage Knight", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target="Dark Flare Knight")
    if s.has("select", "Mirage Knight"):
        s.pick("select", "Mirage Knight")
    s.pick("option", "Attack Position", request="option")
    assert lp(duel)[0] == 8000
    assert field_monsters(duel, 0) == ["Mirage Knight"]


# ------------------------------------------------------------ The Last Warrior from Another Planet
def test_the_last_warrior_from_another_planet_stops_every_summon_but_sets():
    """The Last Warrior from Another Planet: while face-up, neither player can Summon (Sets
    are no Summons)."""
    table = _table()
    table.monster(0, "The Last Warrior from Another Planet")
    table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Battle Ox") and s.has("set", "Battle Ox")


def test_the_last_warrior_from_another_planet_fusion_summoned_destroys_your_other_monsters():
    """The Last Warrior from Another Planet: when Fusion Summoned, destroy all other monsters
    you control."""
    table = _table()
    table.hand(0, "Polymerization", "Zombyra the Dark")
    table.monster(0, "Maryokutai")
    table.monster(0, "Battle Ox")
    table.extra(0, "The Last Warrior from Another Planet")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("select", "The Last Warrior from Another Planet")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["The Last Warrior from Another Planet"]
    assert "Battle Ox" in grave(duel, 0)
