"""Perfect Machine King (18891691): 500 ATK more for each other face-up Machine on the field,
either side.

Sources: the card's texts in our words (the 2005 TCG print, RDS-EN012: 500 ATK for each face-up
Machine-Type monster on the field other than this card; today's says the same: no ERAS entry);
yugioh-wiki.net 《パーフェクト機械王》 (a continuous effect counting the face-up Machines of both
fields except itself); seed 000 §永續效果 (a face-down monster's Type is not known)."""

from duelist.testing.scenario import Script, Table

KING = "Perfect Machine King"


def _atk(duel, ref):
    return duel.atk(ref.card(duel))


def test_perfect_machine_king_alone_has_its_printed_atk():
    """Q: Perfect Machine King is the only Machine on the field. A: it does not count itself:
    2700 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    king = table.monster(0, KING)
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert _atk(duel, king) == 2700


def test_perfect_machine_king_counts_the_other_face_up_machines_of_both_fields():
    """Q: I control Perfect Machine King and Mechanicalchaser, my opponent Cannon Soldier face-up
    and a Mechanicalchaser face-down. A: two other face-up Machines: 2700 + 1000 = 3700; the
    face-down one is not counted until it is flipped face-up (then 4200)."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    king = table.monster(0, KING)
    table.monster(0, "Mechanicalchaser")
    table.monster(1, "Cannon Soldier")
    table.monster(1, "Mechanicalchaser", position="set")
    duel = table.build()
    assert _atk(duel, king) == 3700
    Script(duel).pick("flip_summon", "Mechanicalchaser", player=1, request="idle")
    assert _atk(duel, king) == 4200


def test_perfect_machine_king_gain_is_negated_by_skill_drain():
    """Q: two other Machines are face-up and my opponent has a face-up Skill Drain. A: the gain,
    a monster effect applying on the field, is negated: 2700."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    king = table.monster(0, KING)
    table.monster(0, "Mechanicalchaser")
    table.monster(1, "Cannon Soldier")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    assert _atk(duel, king) == 2700
