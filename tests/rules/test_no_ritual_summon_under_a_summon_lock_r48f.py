"""A Ritual Spell whose Ritual Summon could not be made is not activated: while The Last Warrior
from Another Planet is face-up neither player may Summon, so Black Luster Ritual is not offered
though its Ritual Monster and enough Levels to Tribute are there (seed 000 §儀式召喚: the Ritual
Spell is activated to Ritual Summon; an activation that could not do so is not made).
Round 48f: extra.py `can_ritual` answered yes under a summon lock."""

from duelist.testing.scenario import Script, Table


def _menu(lock):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Black Luster Ritual", "Black Luster Soldier")
    table.monster(0, "Summoned Skull")
    table.monster(0, "Gaia The Fierce Knight")
    if lock:
        table.monster(1, "The Last Warrior from Another Planet")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return Script(table.build())


def test_black_luster_ritual_is_offered_without_the_lock_and_not_under_it():
    assert _menu(lock=False).has("activate", "Black Luster Ritual")
    assert not _menu(lock=True).has("activate", "Black Luster Ritual")
