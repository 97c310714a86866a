"""Helper c: Tribe-Infecting Virus, Command Knight, Kaiser Sea Horse, Soul of Purity and
Light, Dark Necrofear, The Wicked Eraser (seed 000 §效果分類, §上級召喚,
§怪獸的條件特殊召喚)."""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, kinds, of_type
from duelist.testing.scenario import Script, Table


def mine(duel, player, name):
    return [c for c in duel.monsters(player) if c.name == name][0]


# ---------------------------------------------------- Tribe-Infecting Virus
def test_tribe_infecting_virus_destroys_every_face_up_monster_of_the_declared_type():
    """Tribe-Infecting Virus: discard 1 card, declare a Type: every face-up monster of that
    Type on the field (both sides) is destroyed; face-down ones are not."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Tribe-Infecting Virus")
    table.monster(0, "Celtic Guardian")                  # Warrior
    table.monster(1, "Kageningen")                       # Warrior
    table.monster(1, "Doron", position="set")            # face-down Warrior
    table.monster(1, "Battle Ox")                        # Beast-Warrior
    table.hand(0, "Kozaky")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tribe-Infecting Virus")
    s.pick("select", "Kozaky", request="select")
    s.pick("option", "Warrior", request="option")
    assert [e["value"] for e in of_type(duel, "declare")] == ["Warrior"]
    assert field_monsters(duel, 0) == ["Tribe-Infecting Virus"]
    assert field_monsters(duel, 1) == ["Doron", "Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Kozaky"]


def test_tribe_infecting_virus_needs_a_card_to_discard():
    """The discard is a cost: with an empty hand the effect is not offered."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Tribe-Infecting Virus")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Tribe-Infecting Virus")


def test_tribe_infecting_virus_is_an_ignition_effect():
    """seed 000 §效果分類 › 起動效果: only in its controller's Main Phase, never in response."""
    table = Table(turn=3, turn_player=1)
    table.monster(0, "Tribe-Infecting Virus")
    table.hand(0, "Kozaky")
    table.hand(1, "Dark Hole")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    # player 0 is not asked to respond with the Virus
    assert duel.request.player == 1 and field_monsters(duel, 0) == []


# ------------------------------------------------------------ Command Knight
def test_command_knight_boosts_own_warriors():
    """Command Knight: Warriors you control (itself included) gain 400 ATK; the
    opponent's Warriors do not."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Command Knight")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Battle Ox")              # Beast-Warrior: not a Warrior
    table.monster(1, "Kageningen")             # the opponent's Warrior
    duel = table.build()
    atks = {(p, c.name): duel.atk(c) for p in (0, 1) for c in duel.monsters(p)}
    assert atks == {(0, "Command Knight"): 1600, (0, "Celtic Guardian"): 1800,
                    (0, "Battle Ox"): 1700, (1, "Kageningen"): 800}


def test_command_knight_cannot_be_attacked_while_another_monster_is_there():
    """Command Knight: while you control another monster, the opponent cannot target it
    for attacks."""
    table = Table(turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(0, "Command Knight")
    table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    assert not s.has("attack", "Blue-Eyes White Dragon", target="Command Knight")
    assert [o.target_name for o in s.options("attack")] == ["face-down monster (zone 2)"]


def test_command_knight_alone_can_be_attacked():
    """Command Knight: with no other monster of its controller it may be attacked."""
    table = Table(turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(0, "Command Knight")
    duel = table.build()
    assert Script(duel).has("attack", "Blue-Eyes White Dragon", target="Command Knight")


def test_two_command_knights_cannot_be_attacked_at_all():
    """Each protects itself while the other is there: no attack target and, with monsters
    on the field, no direct attack either."""
    table = Table(turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(0, "Command Knight")
    table.monster(0, "Command Knight")
    duel = table.build()
    assert kinds(duel) == ["end_battle"]


# ---------------------------------------------------------- Kaiser Sea Horse
def test_kaiser_sea_horse_is_two_tributes_for_a_light_monster():
    """Kaiser Sea Horse: may count as 2 Tributes for the Tribute Summon of a LIGHT monster
    (seed 000 §上級召喚: Level 7 and above need 2)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Kaiser Sea Horse")
    table.hand(0, "Blue-Eyes White Dragon", "Dark Magician")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Dark Magician")        # DARK: Kaiser is only 1 Tribute
    s.pick("summon", "Blue-Eyes White Dragon")
    s.pick("tribute", "Kaiser Sea Horse", request="tribute")
    assert field_monsters(duel, 0) == ["Blue-Eyes White Dragon"]
    assert grave(duel, 0) == ["Kaiser Sea Horse"]


def test_kaiser_sea_horse_counts_double_only_for_itself():
    """Kaiser Sea Horse is 2 Tributes itself; another monster beside it stays 1 Tribute: with
    Kaiser Sea Horse and Battle Ox, Battle Ox Tributed first leaves a second Tribute to choose
    for Blue-Eyes White Dragon."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Kaiser Sea Horse")
    table.monster(0, "Battle Ox")
    table.hand(0, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Blue-Eyes White Dragon")
    s.pick("tribute", "Battle Ox", request="tribute")
    s.expect(request="tribute")                             # 1 of 2: one more is needed
    assert [o.name for o in duel.request.options] == ["Kaiser Sea Horse"]
    s.pick("tribute", "Kaiser Sea Horse", request="tribute")
    assert field_monsters(duel, 0) == ["Blue-Eyes White Dragon"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Kaiser Sea Horse"]


def test_kaiser_sea_horse_face_down_is_one_tribute():
    """A face-down monster's effects do not apply: Set, it is a single Tribute."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Kaiser Sea Horse", position="set")
    table.hand(0, "Blue-Eyes White Dragon")
    duel = table.build()
    assert not Script(duel).has("summon", "Blue-Eyes White Dragon")


# ---------------------------------------------------- Soul of Purity and Light
def test_soul_of_purity_and_light_summoned_by_banishing_two_light():
    """seed 000 §怪獸的條件特殊召喚: Special Summoned from the hand by its own condition
    (banish 2 LIGHT monsters from your GY); it cannot be Normal Summoned or Set."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Soul of Purity and Light")
    table.grave(0, "Mystical Elf", "Blue-Eyes White Dragon", "Dark Magician")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Soul of Purity and Light")
    assert not s.has("set", "Soul of Purity and Light")
    s.pick("special_summon", "Soul of Purity and Light")
    s.pick("select", "Mystical Elf")
    s.pick("select", "Blue-Eyes White Dragon")
    s.pick("option", "Attack Position")     # seed 000 §特殊召喚: face-up Attack or Defense
    assert field_monsters(duel, 0) == ["Soul of Purity and Light"]
    assert sorted(c.name for c in duel.players[0].banished) == ["Blue-Eyes White Dragon", "Mystical Elf"]
    assert grave(duel, 0) == ["Dark Magician"]


def test_soul_of_purity_and_light_needs_two_light_monsters():
    """seed 000 §怪獸的條件特殊召喚: the procedure needs 2 LIGHT monsters in the GY."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Soul of Purity and Light")
    table.grave(0, "Mystical Elf", "Dark Magician")
    duel = table.build()
    assert not Script(duel).has("special_summon", "Soul of Purity and Light")


def test_soul_of_purity_and_light_weakens_only_in_opponents_battle_phase():
    """During each of the opponent's Battle Phases their monsters lose 300 ATK."""
    seen = []
    table = Table(turn=4, turn_player=1, phase="main1")
    table.monster(0, "Soul of Purity and Light", summon_kind="proc")
    table.monster(1, "Battle Ox")
    table.at("battle_start_step", lambda duel: seen.append(duel.atk(duel.monsters(1)[0])))
    duel = table.build()
    ox = duel.monsters(1)[0]
    assert duel.atk(ox) == 1700
    s = Script(duel)
    s.pick("battle")
    assert seen == [1400]
    s.pick("attack", "Battle Ox", target="Soul of Purity and Light")
    assert duel.players[1].lp == 8000 - (2000 - 1400)
    assert field_monsters(duel, 0) == ["Soul of Purity and Light"]


def test_soul_of_purity_and_light_not_in_own_battle_phase():
    """Soul of Purity and Light: only the opponent's Battle Phase; its controller's own
    Battle Phase changes nothing."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Soul of Purity and Light", summon_kind="proc")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert duel.atk(duel.monsters(1)[0]) == 1700


# -------------------------------------------------------------- Dark Necrofear
def test_dark_necrofear_summoned_by_banishing_three_fiends():
    """seed 000 §怪獸的條件特殊召喚: banish 3 Fiend monsters from your GY; never Normal
    Summoned; once properly summoned it may later be revived by other cards (seed 000
    §具有蘇生限制的怪獸的特殊召喚)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Dark Necrofear")
    table.grave(0, "Summoned Skull", "Kozaky", "Sangan", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Dark Necrofear")
    s.pick("special_summon", "Dark Necrofear")
    for name in ("Summoned Skull", "Kozaky", "Sangan"):
        s.pick("select", name)
    s.pick("option", "Defense Position")      # the summoning player chooses the position
    assert field_monsters(duel, 0) == ["Dark Necrofear"]
    assert duel.monsters(0)[0].position == "defense"
    assert grave(duel, 0) == ["Battle Ox"]
    necrofear = duel.monsters(0)[0]
    assert necrofear.cid in duel.proper_summons             # properly summoned: revivable later


def test_dark_necrofear_needs_three_fiends():
    """seed 000 §怪獸的條件特殊召喚: the procedure needs 3 Fiend monsters in the GY."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Dark Necrofear")
    table.grave(0, "Summoned Skull", "Kozaky", "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("special_summon", "Dark Necrofear")


def test_dark_necrofear_possesses_a_monster_in_the_end_phase():
    """Dark Necrofear: destroyed by the opponent's card while you controlled it -> in that
    End Phase it becomes an Equip Card of a face-up monster the opponent controls, and you
    control that monster while it stays equipped."""
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
    assert necrofear.card(duel).location == S.SZONE


def test_dark_necrofear_as_an_equip_card_sits_in_its_owners_zone_and_returns_to_its_owners_hand():
    """seed 004 §装备魔法卡 (a monster card that becomes an Equip Card follows the Equip Spell
    rules): Dark Necrofear, player 1's, becomes an Equip Card of player 0's Blue-Eyes White
    Dragon in one of player 1's Spell & Trap Zones. Two turns later player 0's Giant Trunade
    returns it, as a Spell or Trap on the field, to its owner's hand (player 1's), and control
    of Blue-Eyes White Dragon goes back to player 0 at once."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blue-Eyes White Dragon")
    necrofear = table.monster(1, "Dark Necrofear", summon_kind="proc")
    table.hand(0, "Giant Trunade")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=necrofear)
    s.pick("end_battle")
    s.pick("end_turn")
    s.pick("target", "Blue-Eyes White Dragon", player=1)
    card = necrofear.card(duel)
    assert card.location == S.SZONE and card.controller == 1 and duel.players[1].szone[card.seq] is card
    assert field_monsters(duel, 1) == ["Blue-Eyes White Dragon"]
    s.end_turn()
    while duel.turn != 5 or duel.request.kind != "idle":
        s.pick("pass") if duel.request.kind == "chain" else s.end_turn()
    s.pick("activate", "Giant Trunade", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert necrofear.card(duel).location == S.HAND and "Dark Necrofear" in [c.name for c in duel.players[1].hand]
    assert field_monsters(duel, 0) == ["Blue-Eyes White Dragon"] and field_monsters(duel, 1) == []


def test_dark_necrofear_destroyed_by_own_card_stays_in_the_grave():
    """Only the opponent's card counts: destroyed by its owner's Dark Hole, nothing
    happens in the End Phase."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Dark Necrofear", summon_kind="proc")
    table.monster(1, "Blue-Eyes White Dragon")
    table.hand(0, "Dark Hole")
    table.deck(1, ["Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    s.pick("end_turn")
    assert grave(duel, 0) == ["Dark Necrofear", "Dark Hole"] and duel.turn == 4


# ------------------------------------------------------------ The Wicked Eraser
def test_the_wicked_eraser_atk_counts_opponents_cards():
    """The Wicked Eraser: ATK/DEF = 1000 x the cards the opponent controls (monsters,
    Spells/Traps, Field Spell)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "The Wicked Eraser", summon_kind="tribute")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Waboku")
    table.field_spell(1, "Sogen")
    table.monster(0, "Celtic Guardian")                 # own cards do not count
    duel = table.build()
    eraser = mine(duel, 0, "The Wicked Eraser")
    assert (duel.atk(eraser), duel.defense(eraser)) == (3000, 3000)


def test_the_wicked_eraser_destroyed_destroys_every_card():
    """If destroyed and sent to the GY: destroy all cards on the field (a mandatory effect:
    it works in the damage step too)."""
    table = Table(turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Blue-Eyes White Dragon")
    table.spell_trap(1, "Waboku")
    table.monster(0, "The Wicked Eraser", summon_kind="tribute")   # 2000 ATK: BEWD, Waboku
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target="The Wicked Eraser")
    s.pick("pass", player=1, request="chain")            # Waboku stays Set
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert all(c is None for p in (0, 1) for c in duel.players[p].szone)
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "The Wicked Eraser", "Trap Hole"]
    assert sorted(grave(duel, 1)) == ["Blue-Eyes White Dragon", "Waboku"]


def test_the_wicked_eraser_can_destroy_itself():
    """In its controller's Main Phase it may destroy itself, and then everything goes."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "The Wicked Eraser", summon_kind="tribute")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Wicked Eraser")
    assert [e["name"] for e in of_type(duel, "resolve")] == ["The Wicked Eraser", "The Wicked Eraser"]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []


def test_the_wicked_eraser_cannot_be_special_summoned():
    """The Wicked Eraser (current text): it cannot be Special Summoned."""
    table = Table(turn=3, turn_player=0)
    eraser = table.grave(0, "The Wicked Eraser")
    duel = table.build()
    assert not duel.can_special_summon(eraser.card(duel), 0)


def test_the_wicked_eraser_needs_three_tributes():
    """The Wicked Eraser: its Normal Summon needs 3 Tributes (2 monsters are not enough)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "The Wicked Eraser")
    duel = table.build()
    assert not Script(duel).has("summon", "The Wicked Eraser")


def test_the_wicked_eraser_cannot_be_set():
    """The Wicked Eraser: it cannot be Normal Set."""
    table = Table(turn=3, turn_player=0)
    for name in ("Battle Ox", "Celtic Guardian", "Mystical Elf"):
        table.monster(0, name)
    table.hand(0, "The Wicked Eraser")
    duel = table.build()
    assert not Script(duel).has("set", "The Wicked Eraser")
