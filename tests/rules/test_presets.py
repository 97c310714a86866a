"""Rule presets (MR1..MR5, GOAT), the playing field's zones, and the decks the engine plays.

Seeds: 000 §大師規則1, §大師規則2, §大師規則3, §新大師規則, §遊戲區域 (§怪獸區域, §場地區域),
§基礎分相關, §手卡; 004 §一、对战必要之物 (3 决斗场).
"""

import pytest

from duelist.cards.db import find_card
from duelist.engine.duel import DeckRefusedError, Duel
from duelist.engine.rules import DEFAULT_PRESET, PRESETS, Rules, get_rules
from duelist.testing.scenario import Script, Table


# --- the presets -------------------------------------------------------------------------

COMMON = dict(starting_lp=8000, opening_hand=5, hand_limit=6, first_turn_battle=False,
              main_monster_zones=5, spell_trap_zones=5)

EXPECTED = {
    #        first_turn_draw, extra_monster_zones, pendulum_zones, field_spell_per_field
    "MR1": (True, False, "none", True),
    "MR2": (True, False, "none", True),
    "MR3": (False, False, "separate", False),
    "MR4": (False, True, "ends", False),
    "MR5": (False, True, "ends", False),
    "GOAT": (True, False, "none", True),
}


def test_the_six_presets_exist():
    """DESIGN §4: presets MR1, MR2, MR3, MR4 (the seeds' 新大師規則), MR5 (default) and GOAT."""
    assert sorted(PRESETS) == sorted(EXPECTED)
    assert DEFAULT_PRESET == "MR5"
    assert get_rules() is PRESETS["MR5"]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_preset_flags(name):
    """seed 000 §曆史規格變動 (§大師規則1-3, §新大師規則): each preset's flag values."""
    rules = PRESETS[name]
    first_turn_draw, emz, pendulum, field_per_field = EXPECTED[name]
    assert rules.name == name
    assert rules.first_turn_draw is first_turn_draw
    assert rules.extra_monster_zones is emz
    assert rules.pendulum_zones == pendulum
    assert rules.field_spell_per_field is field_per_field
    for flag, value in COMMON.items():
        assert getattr(rules, flag) == value, flag


def test_presets_are_found_by_name_in_any_case():
    """DESIGN §4: presets are named; lookup ignores case; a Rules object passes through."""
    assert get_rules("goat") is PRESETS["GOAT"]
    assert get_rules("mr3") is PRESETS["MR3"]
    custom = Rules("custom", hand_limit=7)
    assert get_rules(custom) is custom


def test_unknown_preset_and_unknown_flag_are_refused():
    """DESIGN §4 / §7 (bad input gets a clear error)."""
    with pytest.raises(ValueError, match="MR9"):
        get_rules("MR9")
    with pytest.raises(ValueError, match="no_such_flag"):
        Rules("custom", no_such_flag=True)


def test_rules_round_trip_through_plain_data():
    """DESIGN §3 (replays record the rules): to_dict/from_dict give equal rules."""
    for rules in PRESETS.values():
        assert Rules.from_dict(rules.to_dict()) == rules


def test_hand_limit_flag_changes_the_limit():
    """seed 000 §手卡 (能通過卡的效果把最大限制數量改變): the limit is a rules flag, not a constant."""
    table = Table(rules=Rules("custom", hand_limit=8), turn=3, phase="end")
    table.hand(0, *(["Battle Ox"] * 8))
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    assert len(duel.players[0].hand) == 8
    assert duel.turn == 4 and duel.request.kind == "idle"


# --- first-turn draw (seed 000 §大師規則3: 1.先攻玩家不能進行通常抽卡) ------------------------

@pytest.mark.parametrize("preset,hand_size", [("MR1", 6), ("MR2", 6), ("GOAT", 6),
                                              ("MR3", 5), ("MR4", 5), ("MR5", 5)])
def test_first_player_turn_1_draw_depends_on_the_preset(normal_deck, preset, hand_size):
    """seed 000 §大師規則3 (先攻玩家不能進行通常抽卡): no turn-1 draw under MR3/MR4/MR5; the
    first player draws under MR1/MR2/GOAT."""
    duel = Duel(normal_deck, normal_deck, rules=preset, seed=7, first_player=0)
    assert duel.turn == 1 and duel.phase == "main1"
    assert len(duel.players[0].hand) == hand_size
    turn_1 = duel.log[[e["type"] for e in duel.log].index("turn"):]
    assert len([e for e in turn_1 if e["type"] == "draw"]) == hand_size - 5


@pytest.mark.parametrize("preset", ["MR1", "MR3", "MR5", "GOAT"])
def test_second_player_always_draws_on_turn_2(normal_deck, preset):
    """seed 000 §大師規則3 / §手卡 (每個回合的抽卡階段能進行1次通常抽卡): the rule only skips the
    first player's first draw."""
    duel = Duel(normal_deck, normal_deck, rules=preset, seed=8, first_player=0)
    Script(duel).pick("end_turn", player=0)
    assert duel.turn == 2 and len(duel.players[1].hand) == 6


# --- the field (seed 000 §遊戲區域, seed 004 §一 3 决斗场) -----------------------------------

@pytest.mark.parametrize("preset", sorted(EXPECTED))
def test_five_main_monster_zones_five_spell_trap_zones_and_a_field_zone(normal_deck, preset):
    """seed 000 §怪獸區域 / §魔法與陷阱區域 / §場地區域 and seed 004 §一 3 决斗场: per player,
    5 Main Monster Zones, 5 Spell & Trap Zones and 1 Field Zone, in every preset."""
    duel = Duel(normal_deck, normal_deck, rules=preset, seed=9, first_player=0)
    view = duel.view(0)
    for p in (0, 1):
        side = view["players"][p]
        assert side["monsters"] == [None] * 5
        assert side["spells"] == [None] * 5
        assert side["field"] is None
        # (MR3 adds two separate Pendulum Zones after them, seed 000 §大師規則3 3: tests/rules/test_pendulum.py)
        assert len(duel.players[p].mzone) == 5 and len(duel.players[p].szone) == (7 if preset == "MR3" else 5)
        assert duel.players[p].fzone is None


@pytest.mark.parametrize("preset,count", [("MR1", 0), ("MR2", 0), ("MR3", 0), ("GOAT", 0),
                                          ("MR4", 2), ("MR5", 2)])
def test_two_shared_extra_monster_zones_only_from_mr4(normal_deck, preset, count):
    """seed 000 §新大師規則 / §怪獸區域 (額外怪獸區域): two shared Extra Monster Zones under MR4
    and MR5, none before."""
    duel = Duel(normal_deck, normal_deck, rules=preset, seed=10, first_player=0)
    assert duel.view(0)["extra_monster_zones"] == [None] * count
    assert len(duel.emz) == count


def test_no_extra_monster_zone_under_mr3():
    """seed 000 §新大師規則: the Extra Monster Zones do not exist before MR4."""
    table = Table(rules="MR3", turn=3)
    table.monster(0, "Battle Ox", zone=5)
    with pytest.raises(ValueError, match="zone 5"):
        table.build()


def test_monster_in_an_extra_monster_zone_belongs_to_its_controller():
    """seed 000 §怪獸區域 (額外怪獸區域 ... 由從額外卡組出怪獸的玩家決定哪個區域屬于自己): the
    view shows the zone's monster with its controller."""
    table = Table(rules="MR5", turn=3)
    table.monster(1, "Battle Ox", zone=6)
    duel = table.build()
    emz = duel.view(0)["extra_monster_zones"]
    assert emz[0] is None
    assert (emz[1]["name"], emz[1]["controller"], emz[1]["zone"]) == ("Battle Ox", 1, 6)
    assert [c.name for c in duel.monsters(1)] == ["Battle Ox"]


def test_extra_monster_zone_monster_battles_and_prevents_direct_attacks():
    """seed 000 §怪獸區域 (額外怪獸區域的怪獸可以正常進行戰鬥，這區域有怪獸的玩家依然不會被直接
    攻擊)."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    guardian = table.monster(1, "Celtic Guardian", zone=5)
    duel = table.build()
    script = Script(duel)
    assert not script.has("attack", "Battle Ox", target="player")
    script.pick("attack", "Battle Ox", target=guardian)
    assert [c.name for c in duel.players[1].grave] == ["Celtic Guardian"]
    assert duel.emz == [None, None]
    assert duel.players[1].lp == 7700


def test_monster_from_the_hand_needs_a_main_monster_zone():
    """seed 000 §怪獸區域 (主要怪獸區域: 從額外卡組外的地方出場則必須放在這5個區域): with the
    five Main Monster Zones full, the Tribute must free one of them, so a monster in an Extra
    Monster Zone is not offered as the Tribute."""
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Summoned Skull")
    for name in ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant", "Koumori Dragon"]:
        table.monster(0, name)
    table.monster(0, "Beaver Warrior", zone=5)
    duel = table.build()
    script = Script(duel)
    script.pick("summon", "Summoned Skull")
    offered = [o.name for o in script.expect(request="tribute").options]
    assert "Beaver Warrior" not in offered and len(offered) == 5
    script.pick("tribute", "Koumori Dragon")
    assert duel.players[0].mzone[4].name == "Summoned Skull"
    assert duel.emz[0].name == "Beaver Warrior"


# --- decks the engine plays --------------------------------------------------------------

def test_duel_refuses_a_deck_with_an_effect_monster_and_names_it(normal_deck):
    """DESIGN §7 (clear errors): a card whose effect is not implemented yet is refused by
    name and passcode, before the duel starts."""
    from duelist.testing.cards import unimplemented_effect_monster
    card = unimplemented_effect_monster()
    cyber_jar = card.code
    deck = normal_deck[:-1] + [cyber_jar]
    with pytest.raises(DeckRefusedError) as raised:
        Duel(normal_deck, deck, rules="MR5", seed=0, first_player=0)
    message = str(raised.value)
    assert card.name in message and str(cyber_jar) in message and "player 2" in message


def test_duel_refuses_an_unknown_passcode(normal_deck):
    """DESIGN §7: an unknown passcode is refused with the passcode in the message."""
    with pytest.raises(DeckRefusedError, match="99999999"):
        Duel(normal_deck[:-1] + [99999999], normal_deck, rules="MR5", seed=0, first_player=0)
