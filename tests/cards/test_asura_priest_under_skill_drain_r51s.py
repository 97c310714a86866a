"""Asura Priest, a Spirit, Normal Summoned under Skill Drain.

A Spirit's return to the hand is its own effect, activated in the End Phase of the turn it was
summoned or flipped (seed 004 §特殊效果怪兽: 灵魂 (Spirit)). Skill Drain negates the effects of
face-up monsters on the field as they resolve: the return is activated and applies nothing, so
the Spirit stays (yugioh-wiki 「スピリットモンスター」 and 《スキルドレイン》: under Skill Drain a
Spirit stays on the field). The negation is read when the effect resolves (seed 000 §連鎖:
effects apply at resolution): Mystical Space Typhoon chained to the return destroys Skill
Drain first, and the Spirit goes back to the hand."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _summoned_under_skill_drain(with_mst):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, "Asura Priest")
    if with_mst:
        table.spell_trap(0, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Asura Priest")
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s


def test_asura_priest_stays_on_the_field_under_skill_drain():
    """Q: I Normal Summon Asura Priest while my opponent's Skill Drain is face-up. Does it
    return to my hand in my End Phase? A: no: its return is activated (Chain Link 1) and
    negated; it stays on the field into my opponent's turn."""
    duel, s = _summoned_under_skill_drain(False)
    start = len(duel.log)
    s.pick("end_turn")
    for _ in range(10):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert duel.turn == 4 and duel.request.player == 1
    assert field_monsters(duel, 0) == ["Asura Priest"] and hand(duel, 0) == []
    assert [e["link"] for e in of_type(duel, "chain", start) if e["name"] == "Asura Priest"] == [1]


def test_mystical_space_typhoon_chained_to_the_return_lets_asura_priest_go_back():
    """Q: in my End Phase Asura Priest's return is activated; I chain Mystical Space Typhoon on
    Skill Drain. A: Skill Drain is destroyed before the return resolves, so Asura Priest goes
    back to my hand."""
    duel, s = _summoned_under_skill_drain(True)
    start = len(duel.log)
    s.pick("end_turn")
    for _ in range(10):
        if duel.request.kind == "idle":
            break
        if duel.request.kind == "chain" and s.has("activate", "Mystical Space Typhoon"):
            assert [e["name"] for e in of_type(duel, "chain", start)] == ["Asura Priest"]
            s.pick("activate", "Mystical Space Typhoon", player=0)
            s.pick("target", "Skill Drain")
            continue
        s.pick("pass")
    links = [(e["name"], e["link"]) for e in of_type(duel, "chain", start)]
    assert links == [("Asura Priest", 1), ("Mystical Space Typhoon", 2)]
    assert duel.turn == 4 and field_monsters(duel, 0) == []
    assert hand(duel, 0) == ["Asura Priest"] and grave(duel, 1) == ["Skill Drain"]
