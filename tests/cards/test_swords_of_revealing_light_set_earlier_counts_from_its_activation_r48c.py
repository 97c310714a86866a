"""Swords of Revealing Light counts its turns from its activation, not from the turn it was Set
(round 48c).

Swords of Revealing Light's text: it stays on the field and is destroyed during your opponent's
3rd End Phase after its activation; seed 000 §魔法卡 (a Set Spell is activated later, when it is
turned face-up). Set on turn 1 and activated on turn 3, it stays through the opponent's End
Phases of turns 4 and 6 and is destroyed in that of turn 8."""

from duelist.testing.scenario import Script, Table

SWORDS = "Swords of Revealing Light"


def _play_to(s, duel, turn):
    for _ in range(80):
        r = duel.request
        if duel.turn == turn and duel.phase == "main1" and r.kind == "idle":
            return
        if r.kind == "idle":
            s.end_turn()
        else:
            s.pick("pass", first=True)
    raise AssertionError("turn %d not reached" % turn)


def _swords_on_field(duel):
    return [c.name for c in duel.players[0].szone if c is not None] == [SWORDS]


def test_swords_set_on_turn_1_and_activated_on_turn_3_stays_until_turn_8():
    """Q: my Swords of Revealing Light was Set on turn 1; I activate it on turn 3. Is it still on
    the field on turn 7? A: yes: it goes in my opponent's 3rd End Phase after the activation,
    turn 8's."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, SWORDS)
    table.deck(0, ["Celtic Guardian"] * 8)
    table.deck(1, ["Celtic Guardian"] * 8)
    duel = table.build()
    card = [c for c in duel.players[0].szone if c is not None][0]
    assert card.turn_placed < 3
    s = Script(duel)
    s.pick("activate", SWORDS)
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    _play_to(s, duel, 7)
    assert _swords_on_field(duel)
    _play_to(s, duel, 9)
    assert not _swords_on_field(duel)
