"""A face-up card's rule effect that acts on its own (a STATE effect: "destroy it in the
opponent's third End Phase") is looked at again at every state check, whatever else is on the
field (seed 000 §魔法卡: Swords of Revealing Light stays on the field for 3 of the opponent's
turns): with Level Limit - Area B ("Level 4 or higher monsters are changed to Defense
Position") face-up on the field and nothing moving on it, Swords of Revealing Light still goes
to the GY in the opponent's third End Phase.

(The state checks' whole-pass mark, round 27s of docs/performance.md: a pass with only
force_defense cards to look at is quiet at the key but for a face-up STATE effect that needs
neither a cut nor a link, Swords' own; the phase is no part of the key.)"""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

FILLER = ["Kozaky"] * 8


def _spells(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


def _pass_turns(s, n):
    for _ in range(n):
        s.end_turn()
        while s.duel.request is not None and s.duel.request.kind != "idle":
            s.answer(s.duel.request.options[0])


def test_swords_of_revealing_light_beside_level_limit_goes_in_the_opponents_third_end_phase():
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Swords of Revealing Light")
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    table.deck(0, FILLER)
    table.deck(1, FILLER)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light")
    _pass_turns(s, 5)
    assert duel.turn == 8 and _spells(duel, 0) == ["Swords of Revealing Light"]
    _pass_turns(s, 1)
    assert duel.turn == 9 and _spells(duel, 0) == []
    assert grave(duel, 0) == ["Swords of Revealing Light"]
