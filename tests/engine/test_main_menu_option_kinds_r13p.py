"""The Main Phase menu's answer is told by its option's kind (turn.py `_main_action`). The
menu's own options carry the module's kind constants and are told by identity (round 13p: on
PyPy each `==` on a string is a call); an option whose kind is an equal string made elsewhere
(another object) must be played exactly as the menu's own, and each kind must go to its own
procedure: ending the turn, entering the Battle Phase, a Normal Summon, a Set (face-down, seed
000 §怪兽的召唤), a Flip Summon, a change of battle position, a Spell Set from the hand.
"""

import json

import pytest

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def _table():
    """Player 0's turn 3, Main Phase 1: Battle Ox and Mystical Space Typhoon in the hand,
    Summoned Skull face-up in Attack Position and Man-Eater Bug face-down on the field (both
    from an earlier turn); the opponent has Battle Ox."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox", "Mystical Space Typhoon")
    table.monster(0, "Summoned Skull", zone=0)
    table.monster(0, "Man-Eater Bug", zone=1, position="set")
    table.monster(1, "Battle Ox")
    table.deck(1, ["Dark Magician"] * 5)
    return table.build()


CASES = [
    ("end_turn", None),
    ("battle", None),
    ("summon", "Battle Ox"),
    ("set", "Battle Ox"),
    ("flip_summon", "Man-Eater Bug"),
    ("change_position", "Summoned Skull"),
    ("set_spell", "Mystical Space Typhoon"),
]


def _events(duel, start):
    return json.dumps(list(duel.log)[start:], sort_keys=True, default=str)


def _play(duel, option):
    s = Script(duel)
    s.answer(option)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("kind, card", CASES, ids=[k for k, _ in CASES])
def test_an_equal_kind_made_elsewhere_is_played_as_the_menus_own(kind, card):
    """The same answer twice, in the duel and in a fork of it: once the menu's own option,
    once that option with its kind replaced by an equal string that is another object. Both
    log the same events and reach the same request."""
    duel = _table()
    other = duel.fork()
    mine = Script(duel).options(kind, card)
    theirs = Script(other).options(kind, card)
    assert len(mine) == 1 and len(theirs) == 1
    copied = "".join(list(kind))
    assert copied == kind and copied is not theirs[0].kind
    theirs[0].kind = copied
    start = len(list(duel.log))
    _play(duel, mine[0])
    _play(other, theirs[0])
    assert _events(duel, start) == _events(other, start)
    assert (duel.request.player, duel.request.kind) == (other.request.player, other.request.kind)
    assert [o.key for o in duel.request.options] == [o.key for o in other.request.options]


@pytest.mark.parametrize("made_elsewhere", [False, True], ids=["menu's own", "equal string"])
def test_each_kind_goes_to_its_own_procedure(made_elsewhere):
    """Each kind played from the menu does what it names (either way the kind was made)."""
    def answer(duel, kind, card=None):
        found = Script(duel).options(kind, card)
        assert len(found) == 1, (kind, card)
        if made_elsewhere:
            found[0].kind = "".join(list(kind))
        _play(duel, found[0])

    duel = _table()
    answer(duel, "set", "Battle Ox")
    ox = [c for c in duel.players[0].mzone if c is not None and c.name == "Battle Ox"]
    assert len(ox) == 1 and ox[0].position == S.FACEDOWN_DEFENSE

    duel = _table()
    answer(duel, "summon", "Battle Ox")
    ox = [c for c in duel.players[0].mzone if c is not None and c.name == "Battle Ox"]
    assert len(ox) == 1 and ox[0].position == S.FACEUP_ATTACK

    duel = _table()
    answer(duel, "change_position", "Summoned Skull")
    assert duel.players[0].mzone[0].position == S.FACEUP_DEFENSE

    duel = _table()
    answer(duel, "flip_summon", "Man-Eater Bug")
    assert duel.players[0].mzone[1] is None or duel.players[0].mzone[1].position == S.FACEUP_ATTACK
    assert any(e.get("type") == "flip_summon" for e in duel.log)

    duel = _table()
    answer(duel, "set_spell", "Mystical Space Typhoon")
    typhoon = [c for c in duel.players[0].szone if c is not None]
    assert [c.name for c in typhoon] == ["Mystical Space Typhoon"] and typhoon[0].position == S.FACEDOWN

    duel = _table()
    answer(duel, "battle")
    assert duel.phase == S.PHASE_BATTLE and duel.turn == 3

    duel = _table()
    answer(duel, "end_turn")
    assert duel.turn == 4 and duel.turn_player == 1
