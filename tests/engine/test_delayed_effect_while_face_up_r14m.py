"""A delayed effect that lasts "while this monster is face-up" is over once that monster is
turned face-down (lasting.py `while_face_up`: a "face_up" duration ends when its object leaves
its place or turns face-down; ENGINE.md §3, a face-down card is a new object with no effects
applied): the state checks drop it at their next pass, as they drop a delayed effect
"while this card is here" whose card left (Premature Burial) and one tied to a relation that
was cut (Call of the Haunted).

Round 13p: `_state_check_pass` looks first for a lasting effect whose kind an object can
end, a delayed one "here" or "face_up" among them (actions.py, the lasting-effect loop); a
"face_up" one missed there would be kept as long as no other lasting effect ended. No card
script of the database makes a delayed effect of this duration today (Junk Warrior, Star
Changer and Junk Synchron use it for an ATK, Level or negation change), so the engine's
script interface (`Duel.start_lasting`, what `Ctx.delay` calls) starts one here."""

from duelist.engine.lasting import while_face_up
from duelist.engine.names import L
from duelist.testing.scenario import Script, Table


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_a_delayed_effect_while_face_up_ends_when_its_monster_is_turned_face_down():
    """Player 0's turn 3: a delayed effect of player 0's Call of the Haunted (its "leaves the
    field" effect) lasts while player 1's face-up Battle Ox is face-up; player 0 activates the
    Set Book of Moon on Battle Ox, which is turned face-down: the delayed effect is over."""
    table = Table(turn=3, turn_player=0)
    call = table.spell_trap(0, "Call of the Haunted")
    table.spell_trap(0, "Book of Moon")
    table.monster(1, "Battle Ox")
    duel = table.build()
    ox = duel.players[1].mzone[0]
    duel.start_lasting(L.DELAYED, while_face_up(ox), delayed=(call.card(duel).cid, 2, 0))
    delayed = [e for e in duel.lingering if e.tag == L.DELAYED]
    assert len(delayed) == 1 and delayed[0].until.kind == "face_up"
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=0, request="idle")
    s.pick("target", "Battle Ox", player=0)
    _settle(duel, s)
    assert not duel.players[1].mzone[0].face_up
    assert [e for e in duel.lingering if e.tag == L.DELAYED] == []


def test_it_lasts_while_the_monster_stays_face_up():
    """The same delayed effect is kept while Battle Ox stays face-up: Book of Moon turns
    player 0's own Summoned Skull face-down instead."""
    table = Table(turn=3, turn_player=0)
    call = table.spell_trap(0, "Call of the Haunted")
    table.spell_trap(0, "Book of Moon")
    table.monster(0, "Summoned Skull")
    table.monster(1, "Battle Ox")
    duel = table.build()
    ox = duel.players[1].mzone[0]
    duel.start_lasting(L.DELAYED, while_face_up(ox), delayed=(call.card(duel).cid, 2, 0))
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=0, request="idle")
    s.pick("target", "Summoned Skull", player=0)
    _settle(duel, s)
    assert not duel.players[0].mzone[0].face_up and duel.players[1].mzone[0].face_up
    assert len([e for e in duel.lingering if e.tag == L.DELAYED]) == 1
