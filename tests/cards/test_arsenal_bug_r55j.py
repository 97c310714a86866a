"""Arsenal Bug (42364374): while its controller has no other face-up Insect monster, its ATK and
DEF become 1000.

Sources: the card's texts in our words (the 2005 print, Pharaonic Guardian PGD-007, and today's
do the same: no ERAS entry); yugioh-wiki.net 《アーマード・フライ》 (its controller's side only: an
opponent's Insect does not help; a face-down Insect does not either; DNA Surgery declaring Insect
makes every face-up monster one; Skill Drain negates it: 2000/2000); seed 000 §效果分類."""

from duelist.testing.scenario import Script, Table

BUG = "Arsenal Bug"


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_arsenal_bug_alone_is_1000():
    """Q: Arsenal Bug is my only monster; my opponent controls an Insect (Petit Moth). A: its ATK
    and DEF are 1000: the opponent's Insect does not count."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    bug = table.monster(0, BUG)
    table.monster(1, "Petit Moth")
    duel = table.build()
    assert _stats(duel, bug) == (1000, 1000)


def test_arsenal_bug_with_another_face_up_insect_is_2000():
    """Q: I also control a face-up Petit Moth (Insect). A: Arsenal Bug has its 2000/2000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    bug = table.monster(0, BUG)
    table.monster(0, "Petit Moth")
    duel = table.build()
    assert _stats(duel, bug) == (2000, 2000)


def test_arsenal_bug_a_face_down_insect_does_not_count():
    """Q: my other Insect, Petit Moth, is Set. A: it is not face-up: Arsenal Bug is 1000/1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    bug = table.monster(0, BUG)
    table.monster(0, "Petit Moth", position="set")
    duel = table.build()
    assert _stats(duel, bug) == (1000, 1000)


def test_arsenal_bug_with_dna_surgery_declaring_insect():
    """Q: I activate DNA Surgery declaring Insect while I control Arsenal Bug and Battle Ox.
    A: Battle Ox is an Insect now: Arsenal Bug is back to 2000/2000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    bug = table.monster(0, BUG)
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "DNA Surgery")
    duel = table.build()
    s = Script(duel)
    assert _stats(duel, bug) == (1000, 1000)
    s.pick("activate", "DNA Surgery", request="idle")
    _resolve(s)
    s.pick("option", "Insect")
    _resolve(s)
    assert _stats(duel, bug) == (2000, 2000)


def test_arsenal_bug_under_skill_drain():
    """Q: Skill Drain is face-up and Arsenal Bug is my only monster. A: its effect is negated:
    2000/2000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    bug = table.monster(0, BUG)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    assert _stats(duel, bug) == (2000, 2000)
