"""A negation "until the end of this turn" outlasts the End Phase (seed 000 §結束階段: effects
that last "until the end of the turn" end after every End Phase effect, as the turn ends; seed
004 §特殊效果怪兽 (灵魂): a Spirit's return is its own trigger effect). Effect Veiler negates a
Spirit monster until the end of the turn: in that End Phase its return, a mandatory trigger,
is still activated (a monster whose effects are negated still activates them, as under Skill
Drain; the once-per-turn rulings of round 38r rest on that) but it applies nothing: the Spirit
stays on the field."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table

DECK = ["Celtic Guardian"] * 5


def test_asura_priest_negated_by_effect_veiler_stays_on_the_field_at_the_end_phase():
    """Question: player 0 Normal Summons Asura Priest; in that Main Phase player 1 sends Effect
    Veiler to negate it. Does it return to the hand in the End Phase? Answer: no, its effects
    are negated until the end of the turn, the End Phase included: its return is activated
    (Chain Link 1) and applies nothing."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Asura Priest")
    table.hand(1, "Effect Veiler")
    table.deck(0, DECK)
    table.deck(1, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Asura Priest")
    while duel.request.kind != "idle":
        if s.has("activate", "Effect Veiler") and duel.request.player == 1:
            s.pick("activate", "Effect Veiler", player=1)
            s.pick("target", "Asura Priest", player=1)
            continue
        s.pick("pass", first=True)
    assert grave(duel, 1) == ["Effect Veiler"]
    start = len(duel.log)
    s.pick("end_turn")
    for _ in range(20):
        if duel.request.kind == "idle" and duel.request.player == 1:
            break
        s.pick("pass", first=True)
    assert field_monsters(duel, 0) == ["Asura Priest"]
    assert hand(duel, 0) == []
    assert [e["link"] for e in of_type(duel, "chain", start) if e["name"] == "Asura Priest"] == [1]
