"""Machine King (46700124): 100 ATK more for each face-up Machine on the field, either side,
itself included.

Sources: the card's texts in our words (the 2005 TCG print, DL4-001 / DB2-EN099: 100 ATK for each
face-up Machine-Type monster on the field; today's says the same: no ERAS entry); Pojo's Card of
the Day 2004-04-30 ("yes, it boosts itself": 2300 alone); yugioh-wiki.net 《機械王》 (a continuous
effect counting the face-up Machines of both fields, itself included); seed 000 §永續效果 (a
continuous effect applies at once, with no chain link; a face-down monster's Type is not known)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

KING = "Machine King"


def _atk(duel, ref):
    return duel.atk(ref.card(duel))


def test_machine_king_counts_itself_and_every_face_up_machine():
    """Q: I control Machine King and Mechanicalchaser; my opponent controls Cannon Soldier face-up
    and another Mechanicalchaser face-down. A: three face-up Machines (the King itself, mine, the
    opponent's): 2200 + 300 = 2500 ATK; the face-down one is not counted. Its DEF stays 2000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    king = table.monster(0, KING)
    table.monster(0, "Mechanicalchaser")
    table.monster(1, "Cannon Soldier")
    table.monster(1, "Mechanicalchaser", position="set")
    duel = table.build()
    assert _atk(duel, king) == 2500
    assert duel.defense(king.card(duel)) == 2000


def test_machine_king_loses_the_gain_when_a_machine_leaves():
    """Q: my Machine King (2300 + 100 for my Mechanicalchaser = 2400) attacks my opponent's
    Mechanicalchaser (1850); the opponent's Machine is then counted too: 2500. After the battle
    destroys it, what is the King's ATK? A: 2400: the gain follows the Machines on the field at
    each moment; the opponent took 2500 - 1850 = 650."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    king = table.monster(0, KING)
    table.monster(0, "Mechanicalchaser")
    chaser = table.monster(1, "Mechanicalchaser")
    duel = table.build()
    assert _atk(duel, king) == 2500
    Script(duel).pick("attack", KING, target=chaser, request="battle")
    assert grave(duel, 1) == ["Mechanicalchaser"]
    assert duel.players[1].lp == 8000 - 650
    assert _atk(duel, king) == 2400


def test_machine_king_counts_monsters_dna_surgery_makes_machines():
    """Q: I control Machine King; my opponent controls Battle Ox and Celtic Guardian. I activate
    DNA Surgery declaring Machine. A: every face-up monster is a Machine now: 2200 + 3 x 100 = 2500
    (the Pojo review's and yugioh-wiki's DNA Surgery combo)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    king = table.monster(0, KING)
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(0, "DNA Surgery")
    duel = table.build()
    assert _atk(duel, king) == 2300
    s = Script(duel)
    s.pick("activate", "DNA Surgery", request="idle")
    s.answer([o for o in duel.request.options if o.label == "Option Machine"][0])
    while duel.request.kind == "chain":
        s.pick("pass")
    assert _atk(duel, king) == 2500


def test_machine_king_gain_is_negated_by_skill_drain():
    """Q: my Machine King stands beside two other Machines under my opponent's face-up Skill
    Drain. A: its gain is a monster effect applying on the field, negated: 2200 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    king = table.monster(0, KING)
    table.monster(0, "Mechanicalchaser")
    table.monster(1, "Mechanicalchaser")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    assert _atk(duel, king) == 2200


def test_machine_king_under_limiter_removal_keeps_the_doubled_value():
    """Q: my Machine King (2400 beside my Mechanicalchaser) and I activate Limiter Removal. A:
    its ATK then, the gain included, is doubled: 4800 (the Pojo review's "4600 ATK beast" with
    the King alone). The Mechanicalchaser is doubled too: 3700."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    king = table.monster(0, KING)
    chaser = table.monster(0, "Mechanicalchaser")
    table.hand(0, "Limiter Removal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Limiter Removal", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert _atk(duel, king) == 4800
    assert _atk(duel, chaser) == 3700
