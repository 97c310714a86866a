"""Suite-wide fixtures: the game's own files (kept replays) go to a temporary folder, never the
user's data directory; `normal_deck`, a legal main deck of Normal Monsters (rules and engine
tests)."""

import pytest

from duelist.cards.db import find_card


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("DUELIST_DATA_DIR", str(tmp_path_factory.mktemp("duelist-data")))


# Normal Monsters only (the engine plays them without scripts): 13 names x 3 + 1 = 40.
DECK_NAMES = (
    "Dark Magician", "Blue-Eyes White Dragon", "Summoned Skull", "Celtic Guardian",
    "Mystical Elf", "Giant Soldier of Stone", "Gaia The Fierce Knight", "Battle Ox",
    "Mad Dog of Darkness", "Koumori Dragon", "Hitotsu-Me Giant", "Beaver Warrior",
    "Thousand-Eyes Idol",
)


@pytest.fixture(scope="session")
def normal_deck():
    """40 passcodes of Normal Monsters: a legal main deck the engine can play."""
    codes = [find_card(name).code for name in DECK_NAMES] * 3
    codes.append(find_card("Battle Ox").code)
    assert len(codes) == 40
    return codes


@pytest.fixture(scope="session")
def recorded_cli_replays(tmp_path_factory):
    """(duel replay path, match replay path) as the command line records them: `duelist duel
    --seed 9` and a greedy-vs-random `duelist match --seed 3` (the replay and playback tests)."""
    from duelist.cli.main import main
    folder = tmp_path_factory.mktemp("replays")
    duel, match = str(folder / "duel.json"), str(folder / "match.json")
    assert main(["duel", "--seed", "9", "--replay", duel, "--quiet"]) == 0
    assert main(["match", "--agents", "greedy,random", "--seed", "3", "--replay", match]) == 0
    return duel, match
