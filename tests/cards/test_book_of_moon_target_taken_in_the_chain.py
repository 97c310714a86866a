"""Book of Moon whose target changed control in the chain (stop 50).

Book of Moon targets "1 face-up monster on the field", either player's; seed 000 §對象: a target
is not affected only if it no longer meets what the effect named when it resolves. A monster
that changed sides is still a face-up monster on the field, so Book of Moon still turns it
face-down -- unlike Effect Veiler's "monster your opponent controls"
(test_effect_veiler_target_taken_in_the_chain_r50p.py): the engine re-asks a control-changed
target's candidates, and Book of Moon's hold it on either side."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_book_of_moon_turns_its_target_face_down_after_its_player_took_it():
    """Q: in my Main Phase I activate Book of Moon on my opponent's Command Knight, and chain my
    Set Enemy Controller, Tributing Battle Ox to take the Knight. Book of Moon resolves with the
    Knight on my side. A: it is still a face-up monster on the field: it is turned face-down, on
    my side."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    knight = table.monster(1, "Command Knight")
    table.hand(0, "Book of Moon")
    table.spell_trap(0, "Enemy Controller")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", knight)
    while not s.has("activate", "Enemy Controller"):
        s.pick("pass")
    s.answer(s.options("activate", "Enemy Controller")[1])     # Tribute 1, take 1
    s.pick("select", "Battle Ox", request="select")
    s.pick("target", knight, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Command Knight"] and field_monsters(duel, 1) == []
    assert knight.card(duel).position == S.FACEDOWN_DEFENSE
