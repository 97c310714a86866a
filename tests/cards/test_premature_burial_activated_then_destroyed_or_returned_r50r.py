"""Premature Burial, activated and resolved (the link "when this card is destroyed, destroy the
equipped monster" is made as it resolves): destroyed by Mystical Space Typhoon, its monster is
destroyed; returned to the hand by Giant Trunade, its monster stays (Giant Trunade's OCG rulings
on yugipedia: Premature Burial destroys its monster only when it is destroyed).

tests/cards/test_giant_trunade_rulings_r40e.py asks the second question of a Premature Burial
placed by the table with `equipped_to`, which has no such link (a table-placed Premature Burial
destroyed leaves its monster too: /work/prof/h50r/p56.py, round 50r): these two ask them of an
activated one, where the difference shows."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _settle(duel, s):
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])


def _revived_by_premature_burial(answer):
    """Turn 3: player 1 revives Summoned Skull with Premature Burial; turn 4: player 0 holds
    `answer`."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.hand(1, "Premature Burial")
    table.grave(1, "Summoned Skull")
    table.hand(0, answer)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Summoned Skull")
    _settle(duel, s)
    s.end_turn()
    _settle(duel, s)
    assert duel.turn == 4 and field_monsters(duel, 1) == ["Summoned Skull"]
    return duel, s


def test_premature_burial_destroyed_destroys_its_monster():
    duel, s = _revived_by_premature_burial("Mystical Space Typhoon")
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Premature Burial")
    _settle(duel, s)
    assert field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Premature Burial", "Summoned Skull"]


def test_premature_burial_returned_by_giant_trunade_leaves_its_monster():
    duel, s = _revived_by_premature_burial("Giant Trunade")
    s.pick("activate", "Giant Trunade")
    _settle(duel, s)
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    assert hand(duel, 1) == ["Premature Burial"]
