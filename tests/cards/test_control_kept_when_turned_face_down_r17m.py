"""Enemy Controller (98045062), second effect: "Tribute 1 monster; take control of 1 face-up
monster your opponent controls until the End Phase." Turning the monster face-down ends the
effects applied to it (its ATK/DEF and Level changes, a negation, what lasts "while
face-up"), but not the change of control: a control change is no change to the monster
while face-up (seed 000 §怪獸的表示形式: a face-down monster is not subject to ATK/DEF changes;
the control stays with the player who took it), so it still ends in the End Phase, and the
monster goes back to the player who had it.

Ruled here: player 0 takes player 1's Summoned Skull with Enemy Controller, then turns it
face-down with their own Book of Moon: player 0 keeps it through the turn, and it returns
to player 1 at the End Phase, still face-down."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

STEAL = 1


def test_a_taken_monster_turned_face_down_still_returns_in_the_end_phase():
    """Player 0's turn 3, Main Phase 1: player 0 holds Enemy Controller and Book of Moon and
    controls Celtic Guardian; player 1 controls Summoned Skull. Player 0 activates Enemy
    Controller's second effect (Tributing Celtic Guardian) and takes Summoned Skull, then
    activates Book of Moon on it. Summoned Skull is player 0's, face-down in Defense
    Position; after the turn ends it is player 1's again."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Enemy Controller", "Book of Moon")
    table.monster(0, "Celtic Guardian")
    skull = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    found = [o for o in duel.request.options
             if o.kind == "activate" and o.name == "Enemy Controller" and o.effect == STEAL]
    assert len(found) == 1
    s.answer(found[0])
    s.pick("select", "Celtic Guardian", player=0)
    s.pick("target", "Summoned Skull", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert skull.card(duel).controller == 0
    s.pick("activate", "Book of Moon", player=0, request="idle")
    s.pick("target", "Summoned Skull", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    card = skull.card(duel)
    assert card.controller == 0 and card.position == S.FACEDOWN_DEFENSE
    assert field_monsters(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Book of Moon", "Celtic Guardian", "Enemy Controller"]
    s.end_turn()
    assert duel.turn == 4
    card = skull.card(duel)
    assert card.controller == 1 and card.position == S.FACEDOWN_DEFENSE
    assert duel.players[1].mzone.count(card) == 1
