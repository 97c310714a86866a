"""Destiny Board (94212438) activated in the opponent's End Phase (round 56a).

Source: yugioh-wiki.net 《ウィジャ盤》: activated during the opponent's End Phase, it places its
first Spirit Message at once, in that End Phase (the fastest way to win with it); seed 004
§结束阶段 (the End Phase's effects are carried out while the phase lasts). The engine rule:
a card whose activation resolves in an End Phase has its "during the End Phase" trigger asked
then, once (as Bottomless Shifting Sand:
tests/cards/test_bottomless_shifting_sand_activated_in_the_end_phase_r56a.py)."""

from duelist.testing.scenario import Script, Table

MESSAGE_I = 'Spirit Message "I"'


def test_destiny_board_activated_in_the_opponents_end_phase_places_the_first_message():
    """Q: (Goat) in my opponent's End Phase I activate my Set Destiny Board. A: Spirit Message "I"
    comes out of my Deck face-up in that End Phase, before my turn begins; only one."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Destiny Board")
    table.deck(0, [MESSAGE_I, 'Spirit Message "N"', "Battle Ox"])
    table.deck(1, ["Celtic Guardian", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=1)
    activated = False
    while duel.request is not None and duel.request.kind != "idle":
        if duel.request.kind == "chain" and not activated and duel.phase == "end" and \
                duel.request.player == 0 and s.has("activate", "Destiny Board"):
            s.pick("activate", "Destiny Board")
            activated = True
        elif duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.zones()
            break
    assert activated
    faces = [c.name for c in duel.players[0].szone if c is not None and c.face_up]
    assert sorted(faces) == ["Destiny Board", MESSAGE_I]
    placed = [e for e in duel.log if e.get("type") == "to_szone" and e.get("name") == MESSAGE_I]
    turns = [e["i"] for e in duel.log if e["type"] == "turn"]
    assert len(placed) == 1 and placed[0]["i"] < turns[-1]
