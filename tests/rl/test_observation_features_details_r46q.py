"""The observation (duelist/rl/features.py) as a researcher reads it, round 46q: two options are
room enough for an observer; a card described without a lookup comes from the card database;
the turn column saturates at turn 100; Spells and Traps on the field, the Field Zone too, have
card rows; "the chain's last link is the opponent's" reads the last link; a 0 ATK monster is
observed at 0; an option's effect index; a finished duel observed with no options; a zone on
the opponent's field; the hand in the first rows; an Xyz Monster's Rank; each side's monster
count; 64 options by default. Skipped without numpy."""

import pytest

np = pytest.importorskip("numpy")

from duelist.agents import RandomAgent, play_out  # noqa: E402
from duelist.engine.duel import Duel  # noqa: E402
from duelist.rl.features import (CARD_FEATURES, HAND_SLOTS, LOCATIONS, OPTION_FEATURES, OPTION_KINDS,  # noqa: E402
                                 PHASES, REQUEST_KINDS, Observer)
from duelist.testing.property import default_decks  # noqa: E402
from duelist.testing import Table  # noqa: E402

# card features: present, known, mine, face-up, attack pos, defense pos, set, monster,
# spell, trap, level, atk, def, location one-hot
PRESENT, KNOWN, MINE, FACE_UP, ATK_POS, DEF_POS, SET = range(7)
MONSTER, SPELL, TRAP, LEVEL, ATK, DEF, LOCATION = 7, 8, 9, 10, 11, 12, 13
# globals: turn, whose turn, attack; the phase; 8 numbers per side; the request kind; then
# the chain's length and "its last link is the opponent's"
CHAIN = 3 + len(PHASES) + 16 + len(REQUEST_KINDS)
# the card rows: the hand (10), then each side's 7 monster rows and 6 Spell & Trap rows
OPPONENT_FIELD = HAND_SLOTS + 7 + 6


def test_an_observer_of_two_options_is_allowed():
    """The smallest request, a yes/no, has two options."""
    obs = Observer(2).empty()
    assert obs["options"].shape == (2, OPTION_FEATURES) and obs["action_mask"].shape == (2,)


def test_a_card_is_described_from_the_card_database_when_no_lookup_is_given():
    from duelist.rl.features import card_features
    row = np.zeros(CARD_FEATURES, dtype=np.float32)
    card_features({"code": 5053103, "position": "attack"}, True, "monster", row)      # Battle Ox
    assert row[PRESENT] == row[KNOWN] == row[MINE] == row[MONSTER] == 1.0
    assert row[ATK] == pytest.approx(1700 / 5000.0) and row[LEVEL] == pytest.approx(4 / 12.0)


def test_the_turn_counts_up_to_turn_100_and_then_stays_at_1():
    for turn, value in ((50, 0.5), (100, 1.0), (150, 1.0)):
        table = Table(turn=turn, turn_player=0, phase="main1")
        table.hand(0, "Battle Ox")
        g = Observer().observe(table.build(), 0)["globals"]
        assert g[0] == pytest.approx(value), turn


def test_spells_and_traps_on_the_field_have_card_rows():
    """The rows after each side's 7 monster rows: 5 Spell & Trap Zones, then the Field Zone."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Mirror Force", zone=1)                 # Set: the player knows its own
    table.spell_trap(1, "Mirror Force", zone=0)                 # Set: unknown to the player
    table.field_spell(1, "Yami")
    table.hand(0, "Battle Ox")
    cards = Observer().observe(table.build(), 0)["cards"]
    mine = cards[HAND_SLOTS + 7 + 1]
    assert mine[PRESENT] == mine[MINE] == mine[SET] == mine[KNOWN] == mine[TRAP] == 1.0
    assert mine[LOCATION + LOCATIONS.index("spell")] == 1.0
    theirs = cards[OPPONENT_FIELD + 7]
    assert theirs[PRESENT] == theirs[SET] == 1.0 and theirs[MINE] == theirs[KNOWN] == 0.0
    field = cards[OPPONENT_FIELD + 7 + 5]
    assert field[PRESENT] == field[FACE_UP] == field[SPELL] == 1.0 and field[MINE] == 0.0


def test_the_chain_columns_give_its_length_and_whether_its_last_link_is_the_opponents():
    """Player 0 activates Dark Hole, player 1 chains Mystical Space Typhoon; player 0 may
    respond with its own Set Typhoon."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Dark Hole")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Mystical Space Typhoon", zone=1)
    table.spell_trap(1, "Mystical Space Typhoon", zone=0)
    duel = table.build()
    duel.answer(duel.request.find(kind="activate")[0])
    duel.answer(duel.request.options[0])                        # Dark Hole's zone
    assert duel.request.player == 1 and duel.request.kind == "chain"
    duel.answer(duel.request.find(kind="activate")[0])
    duel.answer(duel.request.find(name="Dark Hole")[0])         # Typhoon's target
    assert duel.request.player == 0 and duel.request.kind == "chain"
    assert [link["player"] for link in duel.view(0)["chain"]] == [0, 1]
    mine = Observer().observe(duel, 0)["globals"]
    assert mine[CHAIN] == pytest.approx(2 / 5.0) and mine[CHAIN + 1] == 1.0
    theirs = Observer().observe(duel, 1)["globals"]
    assert theirs[CHAIN] == pytest.approx(2 / 5.0) and theirs[CHAIN + 1] == 0.0


def test_a_monster_with_0_atk_is_observed_with_0_atk():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(1, "Ojama Yellow")                            # 0 ATK / 1000 DEF
    cards = Observer().observe(table.build(), 0)["cards"]
    row = cards[OPPONENT_FIELD]
    assert row[PRESENT] == 1.0 and row[ATK] == 0.0 and row[DEF] == pytest.approx(1000 / 5000.0)


def test_an_option_gives_which_effect_of_its_card_it_activates():
    """Chaos Sorcerer's banishing effect is its effect 1: the column after the kinds, over 4."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Chaos Sorcerer")
    table.monster(1, "Battle Ox")
    duel = table.build()
    activate = duel.request.find(kind="activate")[0]
    assert activate.effect == 1
    row = Observer().observe(duel, 0)["options"][activate.id]
    assert row[len(OPTION_KINDS)] == pytest.approx(0.25)


def test_a_finished_duel_is_observed_with_no_options():
    d0, d1 = default_decks()
    duel = Duel(d0, d1, seed=5)
    play_out(duel, (RandomAgent(1), RandomAgent(2)))
    assert duel.result is not None and duel.request is None
    for player in (0, 1):
        obs = Observer().observe(duel, player)
        assert not obs["action_mask"].any() and not obs["options"].any()
        assert obs["cards"].any()                               # the end position is still shown


def test_a_zone_on_the_opponents_field_is_observed_as_such():
    """Lava Golem goes to the opponent's field, its owner choosing the zone: a zone option is
    the zone's one-hot, then "Spell & Trap Zone", then "opponent's field" (the last column),
    and describes no target."""
    table = Table(turn=3, turn_player=0, phase="main1", rules="MR5")
    table.hand(0, "Lava Golem")
    table.monster(1, "Battle Ox")
    table.monster(1, "Kuriboh")
    duel = table.build()
    duel.answer(duel.request.find(kind="special_summon")[0])
    duel.answer(duel.request.options[0])                        # the Tributes
    duel.answer(duel.request.options[0])
    duel.answer(duel.request.options[0])                        # Attack Position
    assert duel.request.kind == "zone"
    option = duel.request.options[1]
    assert option.zone == 1 and option.name.endswith("(opponent's field)")
    row = Observer().observe(duel, 0)["options"][option.id]
    zone = OPTION_FEATURES - 9
    assert list(row[zone:]) == [0, 1, 0, 0, 0, 0, 0, 0, 1]
    target = len(OPTION_KINDS) + 1 + CARD_FEATURES + 1
    assert not row[target:zone].any()                           # no target, no position


def test_the_hand_fills_the_first_card_rows():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Battle Ox", "Mystical Elf")
    cards = Observer().observe(table.build(), 0)["cards"]
    for row in cards[0], cards[1]:
        assert row[PRESENT] == row[MINE] == row[LOCATION + LOCATIONS.index("hand")] == 1.0
    assert not cards[2:HAND_SLOTS].any()


def test_an_xyz_monsters_rank_is_observed_where_a_level_would_be():
    table = Table(turn=3, turn_player=0, phase="main1", rules="MR5")
    table.monster(0, "Gem-Knight Pearl")                        # Rank 4
    cards = Observer().observe(table.build(), 0)["cards"]
    assert cards[HAND_SLOTS][PRESENT] == 1.0 and cards[HAND_SLOTS][LEVEL] == pytest.approx(4 / 12.0)


def test_each_sides_monster_count_is_observed():
    """The eighth number of each side: its monsters, over 5."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.monster(1, "Kuriboh")
    g = Observer().observe(table.build(), 0)["globals"]
    sides = 3 + len(PHASES)
    assert g[sides + 7] == pytest.approx(1 / 5.0) and g[sides + 8 + 7] == pytest.approx(2 / 5.0)


def test_the_default_observation_holds_64_options():
    from duelist.rl.features import DEFAULT_MAX_OPTIONS
    assert DEFAULT_MAX_OPTIONS == 64 and Observer().empty()["action_mask"].shape == (64,)
