"""Number 61: Volcasaurus's effect is once per turn, with targets and materials to spare (round
48c).

Volcasaurus's text: once per turn, detach 1 material to target 1 face-up monster your opponent
controls: destroy it and inflict damage equal to its original ATK. With two materials and two
opposing monsters, the effect is used once; it is not offered again that turn."""

from duelist.testing.scenario import Script, Table


def test_number_61_volcasaurus_is_not_offered_again_with_a_material_and_a_target_left():
    """Q: Volcasaurus holds two materials; my opponent controls Battle Ox and Mystical Elf. I use
    its effect on Battle Ox. May I use it again on Mystical Elf this turn? A: no: once per turn."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Number 61: Volcasaurus", materials=["Leogun", "Megasonic Eye"])
    table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Number 61: Volcasaurus")
    if duel.request.kind == "select":
        s.pick("select", "Megasonic Eye")
    s.pick("target", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert [c.name for c in duel.monsters(1)] == ["Mystical Elf"]
    assert len(duel.materials_of(duel.monsters(0)[0])) == 1
    assert not s.has("activate", "Number 61: Volcasaurus")
