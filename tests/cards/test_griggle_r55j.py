"""Griggle (95744531): when control of it, face-up on the field, changes, the player who now
controls it gains 3000 LP; only once while it is face-up on the field.

Sources: the card's texts in our words (the 2005 print, Magic Ruler MRL-016, and today's do the
same: the new controller gains the LP, once while face-up; no ERAS entry); yugioh-wiki.net
《グリグル》 (コントロールが移った時、このカードのコントローラーは3000回復: a trigger effect; a
face-down Griggle taken does nothing; once while face-up, so Change of Heart's return gains
nothing more; Ameba is its mirror)."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table

GRIGGLE = "Griggle"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _swap(position="attack"):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, GRIGGLE, position=position)
    table.monster(1, "Battle Ox")
    table.hand(0, "Creature Swap")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    _resolve(s)
    return duel, s


def test_griggle_creature_swap_the_receiver_gains_3000():
    """Q: I swap my face-up Griggle for my opponent's Battle Ox with Creature Swap. A: my opponent
    now controls Griggle and gains 3000 LP; I control Battle Ox."""
    duel, s = _swap()
    assert field_monsters(duel, 1) == [GRIGGLE] and field_monsters(duel, 0) == ["Battle Ox"]
    assert lp(duel) == (8000, 11000)


def test_griggle_face_down_does_nothing():
    """Q: the same swap with my Griggle Set. A: its effect needs it face-up: no LP gained."""
    duel, s = _swap(position="set")
    assert lp(duel) == (8000, 8000)


def test_griggle_once_while_face_up_change_of_heart_back_and_forth():
    """Q: my opponent takes my face-up Griggle with Change of Heart; it comes back to me in the
    End Phase. A: they gain 3000 as it passes to them; when it comes back I gain nothing (once
    while face-up)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, GRIGGLE)
    table.hand(1, "Change of Heart")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", GRIGGLE, player=1)
    _resolve(s)
    assert field_monsters(duel, 1) == [GRIGGLE] and lp(duel) == (8000, 11000)
    s.end_turn()
    _resolve(s)
    assert field_monsters(duel, 0) == [GRIGGLE]
    assert lp(duel) == (8000, 11000)


def test_griggle_under_skill_drain_gains_nothing():
    """Q: Skill Drain is face-up when I send my Griggle to my opponent with Creature Swap. A: its
    effect is negated on the field: no LP gained."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, GRIGGLE)
    table.monster(1, "Battle Ox")
    table.hand(0, "Creature Swap")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    _resolve(s)
    assert field_monsters(duel, 1) == [GRIGGLE] and lp(duel) == (8000, 8000)
