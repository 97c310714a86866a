"""Anti-Spell Fragrance (58921041) and a Field Spell: a judge's review (round 58t).

Sources: the card's own text in our words (every Spell Card: a Field Spell too must be Set first
and wait for its player's next turn); yugioh-wiki.net 《魔封じの芳香》 (the OCG text: a Spell Card
must be Set before it is activated, and cannot be activated before its player's next turn after
it was Set). Played under today's rule (a Field Spell is Set in the Field Zone); the lock reads
the same in both presets."""

from duelist.testing.scenario import Script, Table


def _pass(duel, s):
    while duel.request is not None and duel.request.kind != "idle":
        s.pick("pass", player=duel.request.player)


def test_anti_spell_fragrance_a_field_spell_is_set_and_waits_for_my_next_turn():
    """Q: my opponent's Anti-Spell Fragrance is face-up; in my turn 3 I hold Umi. A: I cannot
    activate it from my hand; I may Set it, and it cannot be activated that turn; in my next
    turn (5) I may activate it."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(1, "Anti-Spell Fragrance", face_down=False)
    table.hand(0, "Umi")
    table.deck(0, ["Battle Ox"] * 6)
    table.deck(1, ["Battle Ox"] * 6)
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Umi")
    s.pick("set_spell", "Umi", request="idle")
    assert not s.has("activate", "Umi")
    s.end_turn()
    _pass(duel, s)
    assert duel.turn == 4
    s.end_turn()
    _pass(duel, s)
    assert duel.turn == 5 and duel.request.player == 0
    s.pick("activate", "Umi", request="idle")
    _pass(duel, s)
    umi = duel.players[0].fzone
    assert umi is not None and umi.name == "Umi" and umi.face_up
