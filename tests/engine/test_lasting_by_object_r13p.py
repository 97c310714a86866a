"""A duration's `by_object` (lasting.py `Until`) is a stored fact kept with its kind: the state
checks read it, where each `==` on a string is a call on PyPy (round 13p), to find the lasting
effects an object's move or a cut relation can end. It must say exactly whether the kind is
"related", "here" or "face_up", for every duration a script writes, its fixed form and a
fork's copy; and what it decides is a ruling: Call of the Haunted's "if this card leaves the
field, destroy that monster" lasts while the tie does (seed 000 §陷阱卡, 永續陷阱), so once the
revived monster leaves the field another way (returned to the hand) the delayed effect is over,
in the duel and in a fork of it alike, and the fork's move does not touch the duel's.
"""

import pytest

from duelist.engine import lasting
from duelist.engine.lasting import Lasting, Until
from duelist.engine.names import L
from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table

ENDED_BY_AN_OBJECT = ("related", "here", "face_up")


class _Card(object):
    uid = 41


def _revived_skull(*hand_cards):
    """Player 0's turn 3: Call of the Haunted (Set earlier) brings back Summoned Skull; player
    0 holds `hand_cards`, Compulsory Evacuation Device is Set beside it."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.grave(0, "Summoned Skull")
    table.monster(1, "Battle Ox")
    if hand_cards:
        table.hand(0, *hand_cards)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", player=0, request="idle")
    s.pick("target", "Summoned Skull", player=0)
    _settle(duel, s)
    assert duel.players[0].mzone[0].name == "Summoned Skull"
    return duel, s


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _ties(duel):
    return [e for e in duel.lingering if e.tag == L.DELAYED and e.until.kind == "related"]


@pytest.mark.parametrize("until", [
    lasting.END_OF_TURN, lasting.END_OF_DAMAGE_STEP, lasting.END_OF_PHASE, lasting.EVER,
    lasting.opponents_turn(3), lasting.own_turn(1), lasting.uses(2),
    lasting.while_here(_Card()), lasting.while_face_up(_Card()), lasting.while_related(_Card()),
    Until("turn", turn=4), Until("damage_step", turn=4), Until("phase", turn=4, phase="main1"),
], ids=repr)
def test_by_object_says_whether_the_kind_is_ended_by_an_object(until):
    """Each duration a script writes, and each fixed form the engine keeps: `by_object`
    exactly when the kind is related, here or face_up."""
    assert until.by_object is (until.kind in ENDED_BY_AN_OBJECT)


def test_the_fixed_form_and_a_copy_keep_it():
    """The engine fixes a relative duration when its effect starts (a new Until for the
    turn-based kinds, the same one for the others) and a fork copies each lasting effect: each
    form says `by_object` for its own kind."""
    duel, _ = _revived_skull()
    for until in (lasting.END_OF_TURN, lasting.END_OF_PHASE, lasting.opponents_turn(2),
                  lasting.while_related(_Card()), lasting.while_here(_Card()), lasting.EVER):
        fixed = until.fixed(duel, 0)
        assert fixed.by_object is (fixed.kind in ENDED_BY_AN_OBJECT), fixed
        entry = Lasting(L.DELAYED, fixed, player=0, cid=1, effect=0)
        copied = entry.copy()
        assert copied.until is not fixed and copied.until.by_object is fixed.by_object
    assert lasting.END_OF_TURN.fixed(duel, 0).by_object is False
    assert lasting.while_related(_Card()).fixed(duel, 0).by_object is True


def test_the_tie_ends_when_the_revived_monster_is_returned_to_the_hand():
    """Call of the Haunted's delayed effect lasts while the tie does: Compulsory Evacuation
    Device returns Summoned Skull to the hand, the state checks end the tie, and Call of the
    Haunted stays on the field."""
    duel, s = _revived_skull()
    ties = _ties(duel)
    assert len(ties) == 1 and ties[0].until.by_object is True
    s.pick("activate", "Compulsory Evacuation Device")
    s.pick("target", "Summoned Skull", player=0)
    _settle(duel, s)
    assert "Summoned Skull" in hand(duel, 0)
    assert _ties(duel) == []
    assert [c.name for c in duel.players[0].szone if c is not None and c.face_up] == ["Call of the Haunted"]


def test_a_fork_ends_its_own_tie_and_leaves_the_duels():
    """The same in a fork of the duel: the fork's copy of the tie ends when the fork's Summoned
    Skull is returned to the hand; the duel's tie and monster are untouched, and destroying the
    duel's Call of the Haunted (Mystical Space Typhoon) then destroys its monster."""
    duel, _ = _revived_skull("Mystical Space Typhoon")
    other = duel.fork()
    t = Script(other)
    t.pick("activate", "Compulsory Evacuation Device")
    t.pick("target", "Summoned Skull", player=0)
    _settle(other, t)
    assert _ties(other) == [] and "Summoned Skull" in hand(other, 0)
    ties = _ties(duel)
    assert len(ties) == 1 and ties[0].until.by_object is True
    assert duel.players[0].mzone[0].name == "Summoned Skull"
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Call of the Haunted", player=0)
    _settle(duel, s)
    assert duel.players[0].mzone[0] is None and _ties(duel) == []
