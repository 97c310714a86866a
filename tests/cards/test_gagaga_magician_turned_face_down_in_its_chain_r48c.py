"""Gagaga Magician turned face-down before its effect resolves (round 48c).

The card's text: declare a Level from 1 to 8; this card becomes that Level until the end of the
turn. Seed 000 §表側表示: an effect that changes "this card" applies only while the card is face-up
on the field; turned face-down in answer (Book of Moon), it is not changed, and it keeps its own
Level 4 when it is flipped face-up again."""

from duelist.testing.scenario import Script, Table


def test_gagaga_magician_turned_face_down_by_book_of_moon_keeps_level_4():
    """Q: I activate Gagaga Magician; my opponent chains Book of Moon and turns it face-down.
    Its effect resolves and I declare Level 7; then I Flip Summon it. What is its Level? A: 4,
    its own."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    gagaga = table.monster(0, "Gagaga Magician")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gagaga Magician")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", gagaga, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "7", request="option")
    assert not gagaga.card(duel).face_up
    assert duel.level(gagaga.card(duel)) == 4
    s.pick("flip_summon", gagaga, request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert gagaga.card(duel).face_up
    assert duel.level(gagaga.card(duel)) == 4
