"""Mask of Dispel (20765952): a Continuous Spell that targets 1 face-up Spell Card on the field as
it is activated; under the 2005 text (these tests, GOAT) that Spell's controller takes 500 in each
of their own Standby Phases (today's text: in each Standby Phase of Mask's controller; see
test_mask_of_dispel_eras_r56t.py); when that Spell leaves the field, Mask of Dispel is destroyed.

Sources: the card's text (LON 2003/2005 "The controller of the selected card receives 500 points
of damage during each of his/her Standby Phases");
yugioh-wiki.net 《魔力無力化の仮面》: only a face-up Spell can be chosen, and its player may choose
their own Spell (then they take the damage). The damage is a trigger of the face-up card (a chain
link, seed 000 §永續魔法); its card destroyed, it deals nothing more."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _activate_mask(s, target):
    s.pick("activate", "Mask of Dispel", player=0, request="idle")
    s.pick("target", target, player=0, request="target")
    _pass_all(s)


def test_mask_of_dispel_burns_the_spells_controller_in_their_standby_phase():
    """Q: I activate Mask of Dispel on my opponent's face-up Mountain and end my turn.
    A: in my opponent's Standby Phase they take 500; in my next Standby Phase no one does."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mask of Dispel")
    mountain = table.field_spell(1, "Mountain")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    _activate_mask(s, mountain)
    assert lp(duel) == (8000, 8000)
    s.end_turn()
    _pass_all(s)
    assert duel.turn == 4 and duel.phase == "main1"
    assert lp(duel) == (8000, 7500)
    s.end_turn()
    _pass_all(s)
    assert duel.turn == 5 and duel.phase == "main1"
    assert lp(duel) == (8000, 7500)


def test_mask_of_dispel_on_my_own_spell_burns_me():
    """Q: the only face-up Spell is my own Mountain (a Field Spell); I target it. A: I
    take the 500 in my own Standby Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mask of Dispel")
    mountain = table.field_spell(0, "Mountain")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    _activate_mask(s, mountain)
    s.end_turn()
    _pass_all(s)
    assert lp(duel) == (8000, 8000)
    s.end_turn()
    _pass_all(s)
    assert duel.turn == 5
    assert lp(duel) == (7500, 8000)


def test_mask_of_dispel_needs_a_face_up_spell():
    """Q: my opponent controls only a Set Spell card. May I activate Mask of Dispel? A: no: it
    targets a face-up Spell Card."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mask of Dispel")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    assert not Script(duel).has("activate", "Mask of Dispel")


def test_mask_of_dispel_destroyed_when_its_spell_leaves():
    """Q: after my Mask of Dispel targets my opponent's Mountain, my opponent destroys
    Mountain with Mystical Space Typhoon. A: Mask of Dispel is destroyed too; my opponent
    takes no damage in their Standby Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mask of Dispel")
    mountain = table.field_spell(1, "Mountain")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    _activate_mask(s, mountain)
    s.pick("end_turn", player=0, request="idle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", mountain, player=1, request="target")
    _pass_all(s)
    assert grave(duel, 0) == ["Mask of Dispel"]
    assert sorted(grave(duel, 1)) == ["Mountain", "Mystical Space Typhoon"]
    while duel.turn == 3:
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.end_turn()
    _pass_all(s)
    assert duel.turn == 4
    assert lp(duel) == (8000, 8000)
