"""King Dragun's summon from the hand is once per turn (round 48c).

King Dragun's text: once per turn, Special Summon 1 Dragon monster from your hand. With two
Dragons in the hand, one comes out; the effect is not offered again that turn."""

from duelist.testing.scenario import Script, Table


def test_king_dragun_is_not_offered_again_with_a_second_dragon_in_hand():
    """Q: I hold two Luster Dragon. I use King Dragun's effect for one. May I use it again for
    the other this turn? A: no: once per turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "King Dragun", summon_kind="fusion")
    table.hand(0, "Luster Dragon", "Luster Dragon")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "King Dragun")
    for _ in range(8):
        if duel.request.kind == "idle":
            break
        if duel.request.kind == "select":
            s.pick("select", "Luster Dragon", first=True)
        elif duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    assert sorted(c.name for c in duel.monsters(0)) == ["King Dragun", "Luster Dragon"]
    assert not s.has("activate", "King Dragun")
