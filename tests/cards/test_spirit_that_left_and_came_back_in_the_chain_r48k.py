"""A Spirit monster's End Phase return when the Spirit left the field and came back face-up
before it resolved (round 48k): the Spirit now on the field is a new card (seed 000 §效果分類:
an effect applies to the card that activated it while it stays where it is), so the return
does nothing and the Spirit stays on the field."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_asura_priest_that_left_and_came_back_in_the_chain_stays_on_the_field():
    """Q: my Normal Summoned Asura Priest's return to the hand starts a chain in my End Phase;
    before it resolves, Asura Priest leaves the field and comes back face-up. Does it go to my
    hand? A: no: the Asura Priest on the field is not the one whose effect activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    asura = table.hand(0, "Asura Priest")
    table.spell_trap(1, "Book of Moon")            # my opponent may respond: a chain window
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Asura Priest")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("end_turn")
    for _ in range(10):
        if duel.request.kind == "chain" and duel.request.player == 1 and duel.phase == "end":
            break
        s.pick("pass")
    assert duel.phase == "end" and any(e["type"] == "chain" and e.get("name") == "Asura Priest" for e in duel.log)
    duel.debug_move(asura.uid(duel), S.HAND)
    duel.debug_move(asura.uid(duel), S.MZONE)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [c.name for c in duel.monsters(0)] == ["Asura Priest"]
    assert [c.name for c in duel.players[0].hand] == []
