"""Offerings to the Doomed (19230407), Quick-Play Spell: target 1 face-up monster on the field and
destroy it; its player skips their next Draw Phase.

Sources read: yugioh-wiki.net 《死者への供物》 (the OCG texts old and new: a face-up monster, no other
condition; a skip of the Draw Phase does not stack: with Reckless Greed or a second copy the skips
cover the same Draw Phases); the 2005 text (SOM: "Destroy 1 face-up monster on the field. Skip the
Draw Phase of your next turn") does the same. The English 2005 text quoted is as we recall it, not
read on a page this round."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(rules="MR5"):
    table = Table(turn=3, rules=rules)
    table.hand(0, "Offerings to the Doomed")
    table.monster(1, "Blue-Eyes White Dragon")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    return table


def test_offerings_to_the_doomed_destroys_and_skips_my_next_draw():
    """Q: I destroy my opponent's Blue-Eyes White Dragon with Offerings to the Doomed. A: it is in
    their GY; my opponent draws in their turn 4, but in my turn 5 I do not draw (5 cards stay in my
    Deck)."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", "Offerings to the Doomed")
    s.pick("target", "Blue-Eyes White Dragon")
    _resolve(duel, s)
    assert [c.name for c in duel.players[1].grave] == ["Blue-Eyes White Dragon"]
    s.end_turn()
    assert duel.turn == 4 and len(duel.players[1].deck) == 4
    s.end_turn()
    assert duel.turn == 5 and duel.turn_player == 0 and len(duel.players[0].deck) == 5
    assert any(e["type"] == "phase_skipped" for e in duel.log)


def test_offerings_to_the_doomed_needs_a_face_up_monster():
    """Q: the only monster is a Set one. A: Offerings to the Doomed cannot be activated."""
    table = Table(turn=3)
    table.hand(0, "Offerings to the Doomed")
    table.monster(1, "Blue-Eyes White Dragon", position="set")
    assert not Script(table.build()).has("activate", "Offerings to the Doomed")


def test_offerings_to_the_doomed_and_reckless_greed_skip_the_same_draw_phases():
    """Q (GOAT): I activate Reckless Greed (draw 2, skip my next 2 Draw Phases), then Offerings to
    the Doomed. A: the skips do not add up: I skip my turns 5 and 7 Draw Phases, and draw again
    in turn 9."""
    table = _table(rules="GOAT")
    table.spell_trap(0, "Reckless Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Reckless Greed")
    _resolve(duel, s)
    s.pick("activate", "Offerings to the Doomed")
    s.pick("target", "Blue-Eyes White Dragon")
    _resolve(duel, s)
    assert len(duel.players[0].deck) == 3
    for _ in range(6):
        s.end_turn()
        while duel.request.kind == "discard":
            s.answer(duel.request.options[0])
    assert duel.turn == 9 and len(duel.players[0].deck) == 2
