"""Jowgen the Spiritualist (41855169) against a Link Summon and an Xyz Summon (round 59m).

Sources, in our words: Jowgen's text (neither player can Special Summon while it is face-up);
yugioh-wiki.net 《昇霊術師 ジョウゲン》 (every Special Summon is barred, a summon by a rule's own
method included); seed 001 §特殊召喚 (6. 連接召喚, and the Xyz Summon: each is a Special Summon).
As tests/cards/test_jowgen_the_spiritualist_own_procedures_r58z.py has it for a Synchro Summon:
with Jowgen face-up neither summon is offered; with Jowgen Set, both are.

Round 59m: kills turn.py `_main_menu`'s Link gate read with `or` (`"Link" in frames or not
barred`: the Link Summons offered under Jowgen), a stop 58 line (round 58z)."""

import pytest

from duelist.testing.scenario import Script, Table

JOWGEN = "Jowgen the Spiritualist"


@pytest.mark.parametrize("position, offered", [("attack", False), ("set", True)])
def test_jowgen_no_link_summon(position, offered):
    """Q: (current rules) my opponent controls Jowgen; I control three Effect Monsters (Blade
    Knight, Command Knight, Mystic Tomato), Decode Talker in my Extra Deck. A: with Jowgen face-up
    no Link Summon is offered (a Special Summon); with Jowgen Set, Decode Talker's is."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(1, JOWGEN, position=position)
    table.extra(0, "Decode Talker")
    for name in ("Blade Knight", "Command Knight", "Mystic Tomato"):
        table.monster(0, name)
    assert Script(table.build()).has("link_summon", "Decode Talker") is offered


@pytest.mark.parametrize("position, offered", [("attack", False), ("set", True)])
def test_jowgen_no_xyz_summon(position, offered):
    """Q: (current rules) my opponent controls Jowgen; I control Celtic Guardian and Vorse Raider
    (two Level 4 monsters), Gem-Knight Pearl in my Extra Deck. A: with Jowgen face-up no Xyz Summon
    is offered; with Jowgen Set, Gem-Knight Pearl's is."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(1, JOWGEN, position=position)
    table.extra(0, "Gem-Knight Pearl")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Vorse Raider")
    assert Script(table.build()).has("xyz_summon", "Gem-Knight Pearl") is offered
