"""Magic Reflector (61844784) on Swords of Revealing Light: a judge's review (round 58t).

Source: yugioh-wiki.net 《マジック・ガードナー》 FAQ, its first question (in our words: a counter
placed on Swords of Revealing Light is not removed instead of the Swords' own destruction after
the opponent's third turn; it saves a card from a card's destruction, not from the end its own
text sets). Both presets read the same; played under GOAT."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _to_turn(duel, s, turn):
    while duel.turn < turn:
        _pass(duel, s)
        s.end_turn()


def test_magic_reflector_counter_does_not_keep_swords_of_revealing_light_past_its_third_turn():
    """Q: in my turn 3 I activate Swords of Revealing Light, then Magic Reflector puts its
    counter on them. Do they stay past my opponent's third End Phase (turn 8)? A: no: the Swords
    leave by their own text, the counter is not removed instead; in turn 9 they are in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Swords of Revealing Light", "Magic Reflector")
    table.deck(0, ["Battle Ox"] * 8)
    table.deck(1, ["Battle Ox"] * 8)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light", player=0, request="idle")
    _pass(duel, s)
    s.pick("activate", "Magic Reflector", player=0, request="idle")
    s.pick("target", "Swords of Revealing Light", player=0)
    _pass(duel, s)
    assert [(e["name"], e["count"]) for e in of_type(duel, "counter")] == [("Swords of Revealing Light", 1)]
    _to_turn(duel, s, 8)
    assert grave(duel, 0) == ["Magic Reflector"]
    _to_turn(duel, s, 9)
    assert grave(duel, 0) == ["Magic Reflector", "Swords of Revealing Light"]
