"""Number 61: Volcasaurus whose target was turned face-down in the chain (round 48a).

The card's text: target 1 face-up monster your opponent controls; destroy it and, if it was
destroyed, inflict damage equal to its original ATK. Seed 000 §對象: a target that no
longer fits what the effect targets when it resolves (a "face-up monster" turned face-down) is
not affected; and with nothing destroyed no damage is inflicted (the card's "if it was
destroyed"; round 40e's rulings file, tests/cards/test_number_61_volcasaurus_rulings_r40e.py,
with its sources)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_volcasaurus_target_turned_face_down_by_book_of_moon_is_not_destroyed():
    """Q: Volcasaurus detaches a material to target my face-up Battle Ox; I chain Book of Moon
    on Battle Ox itself. What happens? A: Battle Ox is face-down when Volcasaurus's effect
    resolves, no longer a face-up monster: it is not destroyed and I take no damage."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Number 61: Volcasaurus", materials=["Leogun", "Megasonic Eye"])
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Number 61: Volcasaurus")
    if duel.request.kind == "select":
        s.pick("select", "Megasonic Eye")
    s.pick("target", "Battle Ox")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", ox, player=1)
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert ox.card(duel).position == "set" and field_monsters(duel, 1) == [ox.card(duel).name]
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 1) == ["Book of Moon"]
