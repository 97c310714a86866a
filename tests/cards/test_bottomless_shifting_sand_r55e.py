"""Bottomless Shifting Sand (76532077): a Continuous Trap; in each of its controller's opponent's
End Phases it destroys the face-up monster(s) with the highest ATK on the field; in its
controller's Standby Phase, with 4 or fewer cards in their hand, it destroys itself.

Sources: the card's text (PGD 2005 "at the end of your opponent's turn, destroy the face-up
monster with the highest ATK on the field"; today's "during your opponent's End Phase ... the
face-up monster(s) with the highest ATK", in our words); yugioh-wiki.net 《底なし流砂》 FAQ
(10/09/13): with several monsters sharing the highest ATK, all of them are destroyed; it reads
the whole field, its controller's monsters too, and only face-up monsters.
"""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

def monsters(duel, player):
    return [c.name for c in duel.monsters(player)]


FILLER = ["Hitotsu-Me Giant", "Beaver Warrior", "Mystical Elf", "Koumori Dragon", "Celtic Guardian"]


def _opponents_turn(table):
    table.spell_trap(0, "Bottomless Shifting Sand", face_down=False)
    table.hand(0, *FILLER)
    table.deck(0, ["Battle Ox"])
    table.deck(1, ["Battle Ox"])


def test_bottomless_shifting_sand_destroys_the_highest_atk_in_the_opponents_end_phase():
    """Q: my opponent ends their turn with Summoned Skull (2500); I control Battle Ox (1700).
    A: in their End Phase Bottomless Shifting Sand destroys Summoned Skull."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    _opponents_turn(table)
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    Script(duel).end_turn()
    assert grave(duel, 1) == ["Summoned Skull"] and monsters(duel, 0) == ["Battle Ox"]
    assert duel.turn == 5 and duel.players[0].szone[0].name == "Bottomless Shifting Sand"


def test_bottomless_shifting_sand_takes_my_own_monster_and_every_tie():
    """Q: in my opponent's End Phase my Mad Dog of Darkness (1900) and their Mad Dog of Darkness
    (1900) share the highest ATK; their Battle Ox has 1700. A: both Mad Dogs are destroyed."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    _opponents_turn(table)
    table.monster(0, "Mad Dog of Darkness")
    table.monster(1, "Mad Dog of Darkness")
    table.monster(1, "Battle Ox")
    duel = table.build()
    Script(duel).end_turn()
    assert grave(duel, 0) == ["Mad Dog of Darkness"] and grave(duel, 1) == ["Mad Dog of Darkness"]
    assert monsters(duel, 1) == ["Battle Ox"]


def test_bottomless_shifting_sand_passes_face_down_monsters_by():
    """Q: my opponent's face-down Summoned Skull and face-up Battle Ox at their End Phase.
    A: only face-up monsters count: Battle Ox is destroyed, the Set Summoned Skull stays."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    _opponents_turn(table)
    skull = table.monster(1, "Summoned Skull", position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    Script(duel).end_turn()
    assert grave(duel, 1) == ["Battle Ox"] and skull.card(duel).location == "mzone"


def test_bottomless_shifting_sand_does_nothing_in_my_own_end_phase():
    """Q: I end my own turn with Summoned Skull on the field. A: only my opponent's End Phase
    counts: nothing is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Bottomless Shifting Sand", face_down=False)
    table.monster(1, "Summoned Skull")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    Script(duel).end_turn()
    assert grave(duel, 1) == [] and monsters(duel, 1) == ["Summoned Skull"] and duel.turn == 4


def test_bottomless_shifting_sand_destroys_itself_with_4_cards_in_hand():
    """Q: my Standby Phase comes with 4 cards in my hand (3, then the draw). A: Bottomless
    Shifting Sand destroys itself."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="draw")
    table.spell_trap(0, "Bottomless Shifting Sand", face_down=False)
    table.hand(0, *FILLER[:3])
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    assert len(duel.players[0].hand) == 4
    assert grave(duel, 0) == ["Bottomless Shifting Sand"] and duel.phase == "main1"


def test_bottomless_shifting_sand_stays_with_5_cards_in_hand():
    """Q: my Standby Phase comes with 5 cards in my hand (4, then the draw). A: it stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="draw")
    table.spell_trap(0, "Bottomless Shifting Sand", face_down=False)
    table.hand(0, *FILLER[:4])
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    assert grave(duel, 0) == [] and duel.players[0].szone[0].name == "Bottomless Shifting Sand"


def test_bottomless_shifting_sand_current_rules_the_same():
    """Q: under today's rules (MR5), my opponent ends their turn with Summoned Skull. A: the same:
    it is destroyed in their End Phase."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    _opponents_turn(table)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    Script(duel).end_turn()
    assert grave(duel, 1) == ["Summoned Skull"]


def test_bottomless_shifting_sand_cannot_touch_jinzo():
    """Q: my opponent ends their turn with Jinzo (2400), their highest-ATK monster, face-up. A:
    Jinzo negates the effects of face-up Traps on the field (its text): Bottomless Shifting Sand
    destroys nothing."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    _opponents_turn(table)
    table.monster(1, "Jinzo")
    table.monster(1, "Battle Ox")
    duel = table.build()
    Script(duel).end_turn()
    assert grave(duel, 1) == [] and sorted(monsters(duel, 1)) == ["Battle Ox", "Jinzo"]


def test_bottomless_shifting_sand_activated_in_the_opponents_end_phase():
    """Q: under today's rules I activate my Set Bottomless Shifting Sand during my opponent's End
    Phase, with their Summoned Skull face-up. A: it may still use its effect in that End Phase:
    Summoned Skull is destroyed before the turn ends."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.spell_trap(0, "Bottomless Shifting Sand")
    table.hand(0, *FILLER)
    table.deck(0, ["Battle Ox"])
    table.deck(1, ["Battle Ox"])
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    while duel.request.kind == "chain":
        if duel.phase == "end" and duel.request.player == 0 and s.has("activate", "Bottomless Shifting Sand"):
            s.pick("activate", "Bottomless Shifting Sand")
        else:
            s.pick("pass")
    assert duel.turn == 5 and duel.players[0].szone[0].face_up
    assert grave(duel, 1) == ["Summoned Skull"]
