"""Ultimate Baseball Kid: +1000 ATK for each other face-up FIRE monster on the field; as often as
its controller likes, another FIRE monster they control sent to the GY (a cost) deals 500 damage.

Sources: the card's text in our words (the 2005 SOD print, "each face-up FIRE monster on the
field, except this card" and "send 1 other FIRE monster you control to the Graveyard to inflict
500 damage", does what today's does: no ERAS entry); the OCG text of 《超熱血球児》 (as quoted on yugioh-wiki.net
《超熱血球児》, which calls the damage an ignition effect that fires FIRE monsters other than
itself: it cannot send itself; only ATK grows), our reading of it (both players' FIRE monsters
count; the effect has no limit a turn; sending the monster is a cost);
our reading: only face-up monsters show an Attribute, for the gain as for the cost; Skill Drain's
text (an activated effect of a face-up monster is negated as it resolves, its cost stays paid).
The 2005-era wording quoted above is as we recall it (not checked against a scan of the print)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

UBK = "Ultimate Baseball Kid"
FIRE = "Flame Manipulator"        # a FIRE Normal Monster, 900/1000


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_ultimate_baseball_kid_gains_1000_per_other_face_up_fire_monster_on_the_field():
    """Q: I control Ultimate Baseball Kid, a face-up Flame Manipulator and a Set one; my opponent
    a face-up Flame Manipulator and a Battle Ox: A: 500 + 2 x 1000 = 2500 ATK (my face-up FIRE
    and theirs; the Set one and the EARTH one do not count); its DEF stays 1000."""
    table = Table(turn=3, turn_player=0)
    ubk = table.monster(0, UBK)
    table.monster(0, FIRE)
    table.monster(0, FIRE, position="set")
    table.monster(1, FIRE)
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert duel.atk(ubk.card(duel)) == 2500
    assert duel.defense(ubk.card(duel)) == 1000


def test_ultimate_baseball_kid_sends_fire_monsters_for_500_each_as_often_as_it_likes():
    """Q: I control Ultimate Baseball Kid (2500 with my two face-up Flame Manipulators) and use
    its effect twice: A: each use sends one Flame Manipulator to my GY (a cost) and deals 500:
    my opponent is at 7000, and it is back to 500 ATK."""
    table = Table(turn=3, turn_player=0)
    ubk = table.monster(0, UBK)
    fires = [table.monster(0, FIRE), table.monster(0, FIRE)]
    duel = table.build()
    s = Script(duel)
    assert duel.atk(ubk.card(duel)) == 2500
    for fire in fires:
        s.pick("activate", UBK, request="idle")
        s.pick("select", fire, request="select")
        _resolve(s)
    assert grave(duel, 0) == [FIRE, FIRE]
    assert lp(duel) == (8000, 7000)
    assert duel.atk(ubk.card(duel)) == 500


def test_ultimate_baseball_kid_cannot_send_itself_nor_a_set_or_non_fire_monster():
    """Q: I control Ultimate Baseball Kid, a Set Flame Manipulator and a Battle Ox; my opponent a
    face-up Flame Manipulator: may I use its effect? A: no: it needs another face-up FIRE monster
    of mine (not itself, not theirs)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, UBK)
    table.monster(0, FIRE, position="set")
    table.monster(0, "Battle Ox")
    table.monster(1, FIRE)
    duel = table.build()
    assert not Script(duel).has("activate", UBK)


def test_ultimate_baseball_kid_under_skill_drain_pays_its_cost_and_deals_nothing():
    """Q: my opponent's Skill Drain is face-up; I use Ultimate Baseball Kid's effect sending my
    Flame Manipulator: A: the cost is paid (Flame Manipulator in my GY) but the effect is negated:
    no damage; its gain is negated too: 500 ATK."""
    table = Table(turn=3, turn_player=0)
    ubk = table.monster(0, UBK)
    table.monster(0, FIRE)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert duel.atk(ubk.card(duel)) == 500
    s.pick("activate", UBK, request="idle")
    s.pick("select", FIRE, request="select")
    _resolve(s)
    assert grave(duel, 0) == [FIRE]
    assert lp(duel) == (8000, 8000)
