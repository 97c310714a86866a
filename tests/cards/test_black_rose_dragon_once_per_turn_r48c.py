"""Black Rose Dragon's second effect is once per turn (round 48c).

Black Rose Dragon's text: once per turn, banish 1 Plant monster from your GY to target a Defense
Position monster your opponent controls: change it to Attack Position, its ATK becomes 0. With two
Plants in the GY and two defenders, the effect is used once; it is not offered again that turn."""

from duelist.testing.scenario import Script, Table


def test_black_rose_dragon_is_not_offered_a_second_time_in_the_same_turn():
    """Q: my GY holds two Lord Poison; my opponent controls two Defense Position Mystical Elf. I
    use Black Rose Dragon's effect on one of them. May I use it again on the other this turn?
    A: no: once per turn."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Black Rose Dragon", summon_kind="synchro")
    table.grave(0, "Lord Poison", "Lord Poison")
    first = table.monster(1, "Mystical Elf", position="defense")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Rose Dragon")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        elif duel.request.kind == "target":
            s.pick("target", first)
        else:
            s.answer(duel.request.options[0])
    assert first.card(duel).position == "attack" and duel.atk(first.card(duel)) == 0
    assert not s.has("activate", "Black Rose Dragon")
