"""Number 17: Leviathan Dragon's gain needs it still face-up (round 47b's mutation round).

The card's text (detach 1 material: this card gains 500 ATK) and seed 000 §效果的處理: a
monster turned face-down in answer to its effect is no longer the face-up card that activated
it, so it gains nothing; Flip Summoned again that turn (Book of Moon's rulings) it has its own
2000 ATK."""

from duelist.testing.scenario import Script, Table


def test_leviathan_dragon_turned_face_down_in_answer_gains_nothing():
    """Q: Number 17: Leviathan Dragon detaches its material to gain 500 ATK; my opponent chains
    Book of Moon on it. When I Flip Summon it again this turn, what is its ATK? A: 2000: its
    effect did not apply (the material stays detached: it was the cost)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    dragon = table.monster(0, "Number 17: Leviathan Dragon", materials=["Mystical Elf"])
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Number 17: Leviathan Dragon")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", dragon, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert dragon.card(duel).position == "set"
    s.pick("flip_summon", "Number 17: Leviathan Dragon")
    while duel.request.kind == "chain":
        s.pick("pass")
    card = dragon.card(duel)
    assert card.position == "attack" and duel.atk(card) == 2000 and duel.materials_of(card) == []
