"""The observation's numbers where the table in duelist/rl/features.py puts them: the sizes;
the phase and the request kind one-hot, "this request is mine", each side's LP; a card's
level and DEF; a position change; whose card an option names (a card in the hand is the
player's own); an attack's target; a monster in an Extra Monster Zone named by its attack
option. Skipped without numpy."""

import pytest

np = pytest.importorskip("numpy")

from duelist.rl.features import (CARD_FEATURES, CARD_SLOTS, GLOBAL_FEATURES, LOCATIONS,  # noqa: E402
                                 OPTION_FEATURES, OPTION_KINDS, PHASES, REQUEST_KINDS, HAND_SLOTS,
                                 ZONE_FEATURES, Observer)
from duelist.testing import Table  # noqa: E402

# globals: turn, whose turn, attack; the phase; 8 numbers per side (mine first); the
# request kind; chain length, last link the opponent's, the request is mine
PHASE = 3
SIDES = PHASE + len(PHASES)
KIND = SIDES + 16
CHAIN = KIND + len(REQUEST_KINDS)
MINE_TO_ANSWER = CHAIN + 2
# option rows: kind one-hot, effect, the card's features, "targets the player", the
# target's features, attack / defense position, zone
CARD = len(OPTION_KINDS) + 1
TARGETS_PLAYER = CARD + CARD_FEATURES
TARGET = TARGETS_PLAYER + 1
POSITION = TARGET + CARD_FEATURES
ZONE = POSITION + 2
# card features
PRESENT, KNOWN, MINE, FACE_UP, ATK_POS, DEF_POS, SET = range(7)
LEVEL, ATK, DEF, LOCATION = 10, 11, 12, 13


def test_the_sizes_are_those_of_the_table():
    """Zones: 5 numbered zones and 2 Extra Monster Zones one-hot, then Spell & Trap Zone and
    opponent's field: 9 columns, the last of an option row."""
    assert ZONE_FEATURES == 9 and OPTION_FEATURES == ZONE + 9
    assert CARD_FEATURES == 13 + len(LOCATIONS) and CARD_SLOTS == 10 + 2 * (7 + 6)
    assert GLOBAL_FEATURES == 3 + len(PHASES) + 16 + len(REQUEST_KINDS) + 3
    obs = Observer(5).empty()
    assert obs["options"].shape == (5, OPTION_FEATURES) and obs["cards"].shape == (CARD_SLOTS, CARD_FEATURES)


def test_a_change_to_defense_position_is_observed_as_such():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    duel = table.build()
    change = duel.request.find(kind="change_position")[0]
    assert change.position == "defense"
    obs = Observer().observe(duel, 0)
    row = obs["options"][change.id]
    assert row[POSITION] == 0.0 and row[POSITION + 1] == 1.0
    assert row[TARGET + CARD_FEATURES - 1] == 0.0          # the target's last column: no target
    ox = obs["cards"][HAND_SLOTS]
    assert ox[ATK_POS] == 1.0 and ox[DEF_POS] == 0.0 and ox[FACE_UP] == 1.0 and ox[SET] == 0.0


def test_globals_name_the_phase_the_request_and_each_sides_life_points():
    table = Table(turn=3, turn_player=0, phase="main1", lp=(8000, 2000))
    table.hand(0, "Battle Ox")
    duel = table.build()
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert MINE_TO_ANSWER == GLOBAL_FEATURES - 1
    g = Observer().observe(duel, 0)["globals"]
    assert list(g[PHASE:SIDES]) == [1.0 if p == "main1" else 0.0 for p in PHASES]
    assert list(g[KIND:CHAIN]) == [1.0 if k == "idle" else 0.0 for k in REQUEST_KINDS]
    assert g[MINE_TO_ANSWER] == 1.0
    assert g[SIDES] == 1.0 and g[SIDES + 8] == 0.25             # 8000 and 2000 LP
    assert g[SIDES + 2] == pytest.approx(0.1)                    # one card in the hand
    other = Observer().observe(duel, 1)["globals"]             # not its request
    assert not other[KIND:CHAIN].any() and other[MINE_TO_ANSWER] == 0.0
    assert other[SIDES] == 0.25 and other[SIDES + 8] == 1.0      # its own LP first
    assert list(other[PHASE:SIDES]) == list(g[PHASE:SIDES])


def test_a_monsters_def_is_observed():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(1, "Mystical Elf", position="defense")        # 800 ATK / 2000 DEF
    duel = table.build()
    cards = Observer().observe(duel, 0)["cards"]
    row = cards[HAND_SLOTS + 7 + 6]                               # the opponent's Monster Zone 1
    assert row[PRESENT] == 1.0 and row[MINE] == 0.0 and row[DEF_POS] == 1.0
    assert row[ATK] == pytest.approx(800 / 5000.0) and row[DEF] == pytest.approx(2000 / 5000.0)


def test_an_option_naming_a_card_in_the_hand_names_the_players_own_card():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Battle Ox")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    obs = Observer().observe(duel, 0)
    summon = [o for o in duel.request.options if o.kind == "summon"][0]
    row = obs["options"][summon.id]
    card = row[CARD:CARD + CARD_FEATURES]
    assert card[PRESENT] == 1.0 and card[KNOWN] == 1.0 and card[MINE] == 1.0
    assert card[LOCATION + LOCATIONS.index("hand")] == 1.0
    assert card[ATK] == pytest.approx(1700 / 5000.0) and card[LEVEL] == pytest.approx(4 / 12.0)


def test_an_attack_option_describes_its_attacker_and_its_target():
    """Battle Ox in an Extra Monster Zone attacks Mystical Elf in Defense Position: the
    option names both, the Elf as the opponent's monster."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle")
    table.monster(0, "Battle Ox", zone=5)
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    attack = [o for o in duel.request.options if o.kind == "attack"][0]
    obs = Observer().observe(duel, 0)
    row = obs["options"][attack.id]
    assert row[OPTION_KINDS.index("attack")] == 1.0
    attacker = row[CARD:CARD + CARD_FEATURES]
    assert attacker[PRESENT] == 1.0 and attacker[MINE] == 1.0 and attacker[ATK_POS] == 1.0
    assert attacker[LOCATION + LOCATIONS.index("monster")] == 1.0
    assert attacker[ATK] == pytest.approx(1700 / 5000.0)
    assert row[TARGETS_PLAYER] == 0.0
    target = row[TARGET:TARGET + CARD_FEATURES]
    assert target[PRESENT] == 1.0 and target[MINE] == 0.0 and target[DEF_POS] == 1.0
    assert target[DEF] == pytest.approx(2000 / 5000.0)
    # the Extra Monster Zone's card is on the player's side of the card rows too
    assert obs["cards"][HAND_SLOTS + 5][MINE] == 1.0


def test_a_direct_attack_targets_the_player():
    table = Table(turn=3, turn_player=0, phase="battle")
    table.monster(0, "Battle Ox")
    duel = table.build()
    attack = [o for o in duel.request.options if o.kind == "attack"][0]
    row = Observer().observe(duel, 0)["options"][attack.id]
    assert row[TARGETS_PLAYER] == 1.0 and not row[TARGET:TARGET + CARD_FEATURES].any()


@pytest.mark.parametrize("size", [0, 1])
def test_an_observer_needs_room_for_two_options(size):
    with pytest.raises(ValueError, match="at least 2"):
        Observer(size)
