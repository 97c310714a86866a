"""The observation (duelist/rl/features.py) as a researcher reads it, round 46q: two options
are room enough for an observer; a card described without a lookup comes from the card
database; the turn column saturates at turn 100; Spells and Traps on the field, the Field
Zone too, have card rows. Skipped without numpy."""

import pytest

np = pytest.importorskip("numpy")

from duelist.rl.features import CARD_FEATURES, HAND_SLOTS, LOCATIONS, OPTION_FEATURES, Observer  # noqa: E402
from duelist.testing import Table  # noqa: E402

# card features: present, known, mine, face-up, attack pos, defense pos, set, monster,
# spell, trap, level, atk, def, location one-hot
PRESENT, KNOWN, MINE, FACE_UP, ATK_POS, DEF_POS, SET = range(7)
MONSTER, SPELL, TRAP, LEVEL, ATK, DEF, LOCATION = 7, 8, 9, 10, 11, 12, 13
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
