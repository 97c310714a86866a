"""Goat format: Lightning Vortex, Smashing Ground, Deck Devastation Virus.

Rules cited: seed 000 §魔法卡, §陷阱卡, §發動的代價 (costs are paid at activation);
card behaviour: current TCG/OCG text and rulings.
"""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


# -------------------------------------------------------------- Lightning Vortex
def test_lightning_vortex_destroys_face_up_opponent_monsters():
    """Lightning Vortex: discard 1 card (cost); destroy all face-up monsters your opponent
    controls — not face-down ones, not yours."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Lightning Vortex", "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Mystical Elf", position="defense")
    table.monster(1, "Hitotsu-Me Giant", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Lightning Vortex")
    s.pick("select", "Battle Ox", request="select")
    assert sorted(grave(duel, 1)) == ["Mystical Elf", "Summoned Skull"]
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert len(duel.monsters(1)) == 1
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Lightning Vortex"]


def test_lightning_vortex_needs_a_card_to_discard():
    """Lightning Vortex: the discard is a cost; with no other card in hand it cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Lightning Vortex")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    assert not Script(duel).has("activate", "Lightning Vortex")


def test_lightning_vortex_needs_a_face_up_opponent_monster():
    """Lightning Vortex: with only face-down monsters on the opponent's side it cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Lightning Vortex", "Battle Ox")
    table.monster(1, "Summoned Skull", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", "Lightning Vortex")


# --------------------------------------------------------------- Smashing Ground
def test_smashing_ground_destroys_the_highest_def():
    """Smashing Ground: destroy the 1 face-up monster your opponent controls with the highest
    DEF (no target; face-down monsters are not counted)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Smashing Ground")
    table.monster(1, "Mystical Elf")                        # 2000 DEF
    table.monster(1, "Beaver Warrior")                      # 1500 DEF
    table.monster(1, "Millennium Shield", position="set")   # 3000 DEF, face-down
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Smashing Ground")
    assert grave(duel, 1) == ["Mystical Elf"]
    assert len(duel.monsters(1)) == 2


def test_smashing_ground_tie_is_the_activators_choice():
    """Smashing Ground: on a tie for the highest DEF its controller chooses which one."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Smashing Ground")
    table.monster(1, "Celtic Guardian")                     # 1200 DEF
    table.monster(1, "Koumori Dragon")                      # 1200 DEF
    table.monster(1, "Hitotsu-Me Giant")                    # 1000 DEF
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Smashing Ground")
    s.expect(request="select", player=0)
    assert not s.has("select", "Hitotsu-Me Giant")
    s.pick("select", "Koumori Dragon")
    assert grave(duel, 1) == ["Koumori Dragon"]


def test_smashing_ground_needs_a_face_up_opponent_monster():
    """Smashing Ground: no face-up monster on the opponent's side: it cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Smashing Ground")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", "Smashing Ground")


# -------------------------------------------------------- Deck Devastation Virus
def _virus_table(turn=3, turn_player=0, phase="main1"):
    table = Table(rules="GOAT", turn=turn, turn_player=turn_player, phase=phase)
    table.monster(0, "Zombyra the Dark")                   # DARK, 2100 ATK
    table.spell_trap(0, "Deck Devastation Virus")
    return table


def test_deck_devastation_virus_destroys_weak_monsters_in_hand_and_field():
    """Deck Devastation Virus: Tribute 1 DARK monster with 2000+ ATK (cost); look at the
    opponent's hand and monsters, destroy those with 1500 or less ATK (face-down ones too)."""
    table = _virus_table()
    table.monster(1, "Summoned Skull")                      # 2500: survives
    table.monster(1, "Celtic Guardian")                     # 1400: destroyed
    table.monster(1, "Mystical Elf", position="set")        # 800, face-down: destroyed
    table.hand(1, "Battle Ox", "Hitotsu-Me Giant", "Dark Hole")   # 1700 / 1200 / a Spell
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Deck Devastation Virus")
    s.pick("select", "Zombyra the Dark", request="select")
    assert grave(duel, 0) == ["Zombyra the Dark", "Deck Devastation Virus"]
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    assert sorted(hand(duel, 1)) == ["Battle Ox", "Dark Hole"]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Hitotsu-Me Giant", "Mystical Elf"]


def test_deck_devastation_virus_needs_a_dark_2000_monster():
    """Deck Devastation Virus: without a DARK monster of 2000+ ATK to Tribute it cannot be
    activated (Summoned Skull is DARK 2500: fine; Battle Ox is EARTH: not)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.monster(0, "Blade Knight")
    table.spell_trap(0, "Deck Devastation Virus")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    assert not Script(duel).has("activate", "Deck Devastation Virus")


def test_deck_devastation_virus_checks_later_draws():
    """Deck Devastation Virus: the opponent's draws until the end of their 3rd turn after
    the activation are checked; a monster with 1500 or less ATK drawn is destroyed (applied
    without a chain); a strong monster or a Spell stays; the 4th turn's draw is not checked."""
    table = _virus_table()
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Hitotsu-Me Giant", "Summoned Skull", "Celtic Guardian", "Mystical Elf", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Deck Devastation Virus")
    s.pick("select", "Zombyra the Dark", request="select")
    s.end_turn()                                            # turn 4: opponent draws Hitotsu-Me Giant
    assert duel.turn == 4 and grave(duel, 1) == ["Hitotsu-Me Giant"] and hand(duel, 1) == []
    s.end_turn()
    s.end_turn()                                            # turn 6: Summoned Skull stays
    assert hand(duel, 1) == ["Summoned Skull"]
    s.end_turn()
    s.end_turn()                                            # turn 8: Celtic Guardian destroyed
    assert duel.turn == 8 and grave(duel, 1) == ["Hitotsu-Me Giant", "Celtic Guardian"]
    s.end_turn()
    s.end_turn()                                            # turn 10: over, Mystical Elf stays
    assert duel.turn == 10 and sorted(hand(duel, 1)) == ["Mystical Elf", "Summoned Skull"]
    checks = [e for e in of_type(duel, "apply") if e.get("name") == "Deck Devastation Virus"]
    assert len(checks) == 3                                 # turns 4, 6 and 8: no chain link


def test_deck_devastation_virus_checks_every_card_of_a_multi_draw():
    """Deck Devastation Virus: both cards drawn by Pot of Greed are checked."""
    table = _virus_table(turn=4, turn_player=1, phase="main1")
    table.hand(1, "Pot of Greed")
    table.deck(1, ["Celtic Guardian", "Hitotsu-Me Giant"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    s.pick("activate", "Deck Devastation Virus", player=0, request="chain")
    s.pick("select", "Zombyra the Dark", request="select")
    assert hand(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Hitotsu-Me Giant", "Pot of Greed"]
