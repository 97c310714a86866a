"""Ectoplasmer (97342942): a Continuous Spell; in each player's End Phase the turn player Tributes
1 face-up monster they control and their opponent takes half its original ATK as damage.

Sources: the card's text in our words (SOD 2005: "during each player's End Phase, that player
offers 1 face-up monster on his/her side of the field as a Tribute to inflict damage to his/her
opponent's Life Points equal to half of the Tributed monster's original ATK"; today's text: "the
turn player must Tribute"; the same meaning: no ERAS entry); yugioh-wiki.net 《エクトプラズマー》:
a mandatory effect in each End Phase, the monster chosen and Tributed by the turn player as it
resolves (not a cost), original ATK; a face-down monster cannot be Tributed for it. Our reading:
a chain link (so it can be answered), which does nothing when the turn player has no face-up
monster left as it resolves."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

ECTO = "Ectoplasmer"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_ectoplasmer_tributes_in_its_controllers_end_phase():
    """Q: My End Phase; I control a face-up Summoned Skull (2500) and Battle Ox. A: I Tribute
    Summoned Skull (my choice); my opponent takes 1250."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main2")
    table.spell_trap(0, ECTO, face_down=False)
    table.monster(0, "Summoned Skull")
    table.monster(0, "Battle Ox")
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    _pass_all(s)
    s.pick("select", "Summoned Skull", player=0)
    _pass_all(s)
    assert lp(duel) == (8000, 8000 - 1250)
    assert grave(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 0) == ["Battle Ox"]


def test_ectoplasmer_makes_the_opponent_tribute_in_their_end_phase():
    """Q: My Ectoplasmer is face-up; it is my opponent's End Phase and they control Battle Ox
    (1700). A: they Tribute it and I take 850."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main2")
    table.spell_trap(0, ECTO, face_down=False)
    table.monster(0, "Summoned Skull")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=1)
    _pass_all(s)
    s.pick("select", "Battle Ox", player=1)
    _pass_all(s)
    assert lp(duel) == (8000 - 850, 8000)
    assert grave(duel, 1) == ["Battle Ox"] and field_monsters(duel, 0) == ["Summoned Skull"]


def test_ectoplasmer_does_nothing_with_only_face_down_monsters():
    """Q: My End Phase; my only monster is a face-down Battle Ox. A: nothing is Tributed, no
    damage; the turn passes."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main2")
    table.spell_trap(0, ECTO, face_down=False)
    table.monster(0, "Battle Ox", position="set")
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    _pass_all(s)
    assert duel.turn == 4 and lp(duel) == (8000, 8000)
    assert grave(duel, 0) == []


def test_ectoplasmer_answered_by_book_of_moon_tributes_nothing():
    """Q: My End Phase; Ectoplasmer's effect is activated for my only face-up monster, Summoned
    Skull; my opponent chains Book of Moon and turns it face-down. A: as it resolves I have no
    face-up monster: nothing is Tributed and no damage is dealt."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main2")
    table.spell_trap(0, ECTO, face_down=False)
    skull = table.monster(0, "Summoned Skull")
    table.spell_trap(1, "Book of Moon")
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    s.pick("pass", player=1)                     # the window before the End Phase
    assert [e["name"] for e in duel.log if e["type"] == "chain"][-1:] == [ECTO]
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", skull, player=1)
    _pass_all(s)
    assert lp(duel) == (8000, 8000)
    assert skull.card(duel).position == "set" and grave(duel, 0) == []
