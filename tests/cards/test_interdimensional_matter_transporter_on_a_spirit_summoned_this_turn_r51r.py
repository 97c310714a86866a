"""A Spirit banished by Interdimensional Matter Transporter the turn it was Normal Summoned comes
back in that End Phase as a new card: that card was not Normal Summoned (nor flipped face-up) this
turn, so it does not return to the hand; it stays on the field.

Asura Priest: in the End Phase of the turn it was Normal Summoned or flipped face-up, it returns
to the hand. A card that left the field and came back is a new card (seed 000 §怪獸的召喚·特殊召喚:
what happened to the old card does not carry over; tests/rules/test_a_monster_turned_face_down_or_
bounced_comes_back_new_r50p.py). Source: yugioh-wiki 「スピリット」 (a Spirit returns by its own effect
only in the End Phase of the turn it was summoned or flipped face-up; past that, never)."""

from duelist.testing.reads import banished, field_monsters, hand
from duelist.testing.scenario import Script, Table


def _summon_asura_priest(transport):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Asura Priest")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Asura Priest")
    while duel.request.kind == "chain":
        s.pick("pass")
    if transport:
        s.pick("activate", "Interdimensional Matter Transporter")
        s.pick("target", "Asura Priest")
        while duel.request.kind == "chain":
            s.pick("pass")
        assert banished(duel, 0) == ["Asura Priest"]
    s.end_turn()
    while duel.turn == 3:
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    return duel


def test_asura_priest_banished_by_the_transporter_comes_back_and_stays():
    """Q: I Normal Summon Asura Priest and banish it with Interdimensional Matter Transporter. A:
    it comes back in the End Phase, a new card not Normal Summoned this turn: it stays."""
    duel = _summon_asura_priest(transport=True)
    assert duel.turn == 4
    assert field_monsters(duel, 0) == ["Asura Priest"] and hand(duel, 0) == []


def test_asura_priest_left_alone_returns_to_the_hand():
    """Q: the same without the Transporter. A: Asura Priest returns to my hand in the End Phase."""
    duel = _summon_asura_priest(transport=False)
    assert duel.turn == 4
    assert field_monsters(duel, 0) == [] and hand(duel, 0) == ["Asura Priest"]
