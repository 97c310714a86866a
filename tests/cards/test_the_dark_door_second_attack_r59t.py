"""The Dark Door (30606547): the one monster that attacks keeps a second attack it has.

Source: the Dark Door ruling list (cogonline.net "The Dark Door", from the 2005-era UDE rulings, in our
words): a single monster may still attack more than once while The Dark Door is face-up (Hayabusa
Knight, Asura Priest, Twin Swords of Flashing Light - Tryce...); no other monster may attack."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

TDD = "The Dark Door"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _attacks(duel):
    return sorted({o.name for o in duel.request.options if o.kind == "attack"})


def test_the_dark_door_hayabusa_knight_attacks_twice():
    """Q: my opponent's The Dark Door is face-up; my Hayabusa Knight (1000 ATK, two attacks a Battle
    Phase) attacks directly. May it attack again, and may my Battle Ox? A: Hayabusa Knight attacks a
    second time (2000 damage in all); Battle Ox may not attack."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Hayabusa Knight")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, TDD, face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Hayabusa Knight", target="player", request="battle")
    _finish(s)
    assert _attacks(duel) == ["Hayabusa Knight"]
    s.pick("attack", "Hayabusa Knight", target="player", request="battle")
    _finish(s)
    assert lp(duel) == (8000, 6000) and _attacks(duel) == []
