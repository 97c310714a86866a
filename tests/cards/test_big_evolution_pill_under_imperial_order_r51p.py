"""Big Evolution Pill under Imperial Order (round 51p): its effect (Dinosaurs Normal Summoned
without Tributes) is negated while Imperial Order applies; its stay on the
field -- destroyed in the opponent's 3rd End Phase after the activation -- is the card's rule text,
not an effect (効果外テキスト), so Imperial Order does not stop that count.

Seed 000 永續魔法 paragraph (a card's effects apply while it is face-up and not negated). Source:
yugioh-wiki 《大進化薬》 (the stay for three of the opponent's turns written apart from its effect)."""

from duelist.testing.scenario import Script, Table

PILL = "Big Evolution Pill"


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_big_evolution_pill_under_imperial_order_gives_no_free_summon_and_still_goes_after_three_turns():
    """Q: (GOAT) I activate Big Evolution Pill from my hand (Tributing Anthrosaurus) while my
    opponent's Imperial Order is face-up. May I Normal Summon Megazowler without a Tribute, in
    turn 3 or turn 5? And when does the Pill go? A: no free summon while Imperial Order stays;
    the Pill is still destroyed in the opponent's 3rd End Phase, turn 8's."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, PILL, "Megazowler")
    table.monster(0, "Anthrosaurus")
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.deck(0, ["Kozaky"] * 6)
    table.deck(1, ["Kozaky"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PILL)
    s.pick("select", "Anthrosaurus")
    _resolve(duel, s)
    assert PILL in [c.name for c in duel.players[0].szone if c is not None]
    assert not s.has("summon_without_tribute", "Megazowler")
    while duel.turn < 5:
        _resolve(duel, s)
        s.end_turn()
    _resolve(duel, s)
    assert not s.has("summon_without_tribute", "Megazowler")
    while duel.turn < 7:
        _resolve(duel, s)
        s.end_turn()
    _resolve(duel, s)
    assert PILL in [c.name for c in duel.players[0].szone if c is not None]
    while duel.turn < 9:
        _resolve(duel, s)
        s.end_turn()
    assert PILL in [c.name for c in duel.players[0].grave]
