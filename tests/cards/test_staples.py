"""Staple cards that other tests only used as tools: Mystical Space Typhoon, Magic Jammer,
Seven Tools of the Bandit, Man-Eater Bug, Sogen, Sword of Dark Destruction, and the Spirit
Messages of Destiny Board. One behaviour each, so `./run-tests -k <card>` finds them.

Rules cited: seed 000 §速攻魔法, §反擊陷阱, §反轉效果, §場地魔法, §裝備魔法, §陷阱卡;
seed 004 §连锁和咒文速度. Card behaviour: current OCG/TCG texts.
"""

import pytest

from duelist.testing.reads import grave, kinds
from duelist.testing.scenario import Script, Table


def test_mystical_space_typhoon_destroys_a_set_spell_or_trap():
    """Mystical Space Typhoon (Quick-Play Spell): target 1 Spell/Trap on the field; destroy
    it - a Set card included (seed 000 §速攻魔法)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Mystical Space Typhoon")
    hole = table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", hole)
    assert grave(duel, 1) == ["Trap Hole"]
    assert grave(duel, 0) == ["Mystical Space Typhoon"]


def test_magic_jammer_discards_a_card_to_negate_a_spell_and_destroy_it():
    """Magic Jammer (Counter Trap): discard 1 card (cost); negate a Spell's activation and
    destroy it (seed 000 §反擊陷阱: speed 3, answers the Spell at once)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Dark Hole")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=0)
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Mystical Elf", player=1)
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    assert [c.name for c in duel.monsters(1)] == ["Celtic Guardian"]
    assert grave(duel, 0) == ["Dark Hole"]
    assert sorted(grave(duel, 1)) == ["Magic Jammer", "Mystical Elf"]


def test_seven_tools_of_the_bandit_pays_1000_to_negate_a_trap_and_destroy_it():
    """Seven Tools of the Bandit (Counter Trap): pay 1000 LP (cost); negate a Trap's
    activation and destroy it. Trap Hole on a Normal Summon is negated: the monster stays."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Battle Ox")
    table.spell_trap(0, "Seven Tools of the Bandit")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    s.pick("activate", "Seven Tools of the Bandit", player=0, request="chain")
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    assert duel.players[0].lp == 7000
    assert grave(duel, 1) == ["Trap Hole"] and grave(duel, 0) == ["Seven Tools of the Bandit"]


def test_man_eater_bug_flipped_destroys_a_monster():
    """Man-Eater Bug: FLIP - target 1 monster on the field; destroy it (seed 000 §反轉效果)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Man-Eater Bug", position="set")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Man-Eater Bug")
    s.pick("target", "Summoned Skull", request="target", player=0)
    assert grave(duel, 1) == ["Summoned Skull"]
    assert [c.name for c in duel.monsters(0)] == ["Man-Eater Bug"]


def test_sogen_gives_warriors_and_beast_warriors_200_atk_and_def():
    """Sogen (Field Spell): every face-up Warrior and Beast-Warrior gains 200 ATK and DEF,
    on both sides; other Types do not (seed 000 §場地魔法)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Celtic Guardian")      # Warrior 1400/1200
    table.monster(1, "Battle Ox")            # Beast-Warrior 1700/1000
    table.monster(1, "Mystical Elf")         # Spellcaster 800/2000
    table.hand(0, "Sogen")
    duel = table.build()
    Script(duel).pick("activate", "Sogen")
    stats = {c.name: (duel.atk(c), duel.defense(c)) for p in (0, 1) for c in duel.monsters(p)}
    assert stats == {"Celtic Guardian": (1600, 1400), "Battle Ox": (1900, 1200),
                     "Mystical Elf": (800, 2000)}


def test_sword_of_dark_destruction_gives_a_dark_monster_400_atk_and_takes_200_def():
    """Sword of Dark Destruction (Equip Spell): equip only to a DARK monster; it gains
    400 ATK and loses 200 DEF (seed 000 §裝備魔法)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    dm = table.monster(0, "Dark Magician")       # DARK 2500/2100
    table.monster(0, "Celtic Guardian")          # EARTH: not a legal target
    table.hand(0, "Sword of Dark Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Sword of Dark Destruction")
    assert len(s.options("target")) == 1
    s.pick("target", "Dark Magician")
    magician = dm.card(duel)
    assert (duel.atk(magician), duel.defense(magician)) == (2900, 1900)


def _only_destiny_board_places(letter):
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, 'Spirit Message "%s"' % letter)
    duel = table.build()
    assert not Script(duel).has("activate", 'Spirit Message "%s"' % letter)
    assert "set_spell" not in kinds(duel)


def test_spirit_message_i_cannot_be_activated_or_set():
    """Spirit Message "I": only Destiny Board puts it on the field; from the hand it can be
    neither activated nor Set."""
    _only_destiny_board_places("I")


def test_spirit_message_n_cannot_be_activated_or_set():
    """Spirit Message "N": only Destiny Board puts it on the field."""
    _only_destiny_board_places("N")


def test_spirit_message_a_cannot_be_activated_or_set():
    """Spirit Message "A": only Destiny Board puts it on the field."""
    _only_destiny_board_places("A")


def test_spirit_message_l_cannot_be_activated_or_set():
    """Spirit Message "L": only Destiny Board puts it on the field."""
    _only_destiny_board_places("L")
