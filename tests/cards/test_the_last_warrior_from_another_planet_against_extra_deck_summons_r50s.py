"""The Last Warrior from Another Planet: while it is face-up, neither player can Summon a monster.
A Synchro, Xyz, Link or Pendulum Summon is a Special Summon (seed 001 【シンクロ召喚(同調召喚)】,
【エクシーズ召喚(XYZ召喚)】, 【ペンデュラム召喚（靈擺召喚）】; Link Summons likewise), so none of the
four is offered to either player while it is face-up -- the opponent of its controller included.
Urgent Tuning, whose resolution would Synchro Summon, cannot be activated either.

Sources: yugioh-wiki 《異星の最終戦士》 (お互いにモンスターを召喚・反転召喚・特殊召喚できない);
yugioh-wiki 「特殊召喚」 (Synchro/Xyz/Pendulum/Link Summons are Special Summons)."""

import pytest

from duelist.testing.scenario import Script, Table

LAST_WARRIOR = "The Last Warrior from Another Planet"


def _table(last_warrior, phase="main1"):
    table = Table(rules="MR5", turn=3, turn_player=0, phase=phase)
    table.monster(0, "Junk Synchron")                       # Level 3 Tuner
    table.monster(0, "Mad Dog of Darkness")                 # Level 4 Normal
    table.monster(0, "Battle Ox")                           # Level 4 Normal
    table.extra(0, "Black Rose Dragon", "Number 39: Utopia", "Link Spider")
    table.pendulum(0, "Foucault's Cannon", "left")          # scales 2 and 7
    table.pendulum(0, "Flash Knight", "right")
    table.hand(0, "Celtic Guardian")
    table.spell_trap(0, "Urgent Tuning")
    if last_warrior:
        table.monster(1, LAST_WARRIOR, summon_kind="fusion")
    return table.build()


SUMMONS = [("synchro_summon", "Black Rose Dragon"), ("xyz_summon", "Number 39: Utopia"),
           ("link_summon", "Link Spider"), ("pendulum_summon", None)]


@pytest.mark.parametrize("kind, monster", SUMMONS)
def test_control_each_extra_deck_summon_is_offered_without_it(kind, monster):
    s = Script(_table(last_warrior=False))
    assert s.has(kind, monster)


@pytest.mark.parametrize("kind, monster", SUMMONS)
def test_no_extra_deck_or_pendulum_summon_under_the_opponents_last_warrior(kind, monster):
    """Q: my opponent controls a face-up The Last Warrior from Another Planet. May I Synchro,
    Xyz, Link or Pendulum Summon? A: no."""
    s = Script(_table(last_warrior=True))
    assert not s.has(kind, monster)


@pytest.mark.parametrize("last_warrior", [False, True])
def test_urgent_tuning_only_without_the_last_warrior(last_warrior):
    """Q: in the Battle Phase may I activate Urgent Tuning to Synchro Summon Black Rose Dragon?
    A: not while The Last Warrior from Another Planet is face-up."""
    s = Script(_table(last_warrior, phase="battle_step"))
    assert s.has("activate", "Urgent Tuning") is (not last_warrior)
