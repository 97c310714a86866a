"""Enemy Controller (98045062), first effect: "Target 1 face-up monster your opponent
controls; change that target's battle position." A target is checked again as the card
resolves (card behaviour: current text and rulings; seed 004 §连锁和咒文速度, the last link
resolves first): a monster turned face-down in answer is no "face-up monster your opponent
controls", and its position is not changed.

Ruled here: player 0 activates Enemy Controller's first effect targeting player 1's Battle
Ox (face-up Attack Position); player 1 chains Book of Moon on Battle Ox. Book of Moon
resolves first (Battle Ox face-down Defense); Enemy Controller then finds its target
face-down and does nothing: Battle Ox stays face-down in Defense Position."""

from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

SWITCH = 0


def test_enemy_controller_leaves_a_target_turned_face_down_in_answer_face_down():
    """Player 0's turn 3, Main Phase 1: player 0 holds Enemy Controller; player 1 controls
    Battle Ox in face-up Attack Position and has Book of Moon Set on an earlier turn. Player
    0 activates Enemy Controller's position effect targeting Battle Ox; player 1 chains Book
    of Moon on it. Battle Ox ends face-down in Defense Position (Enemy Controller changed
    nothing), and both Spells are in their owners' GYs."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Enemy Controller")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    found = [o for o in duel.request.options
             if o.kind == "activate" and o.name == "Enemy Controller" and o.effect == SWITCH]
    assert len(found) == 1
    s.answer(found[0])
    s.pick("target", "Battle Ox", player=0)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    card = ox.card(duel)
    assert card.position == S.FACEDOWN_DEFENSE and card.controller == 1
    assert grave(duel, 0) == ["Enemy Controller"] and grave(duel, 1) == ["Book of Moon"]
