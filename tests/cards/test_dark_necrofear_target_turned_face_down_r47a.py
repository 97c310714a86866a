"""Dark Necrofear whose target is turned face-down in answer (round 47a).

The card's text: in the End Phase of the turn it was destroyed by the opponent, it targets a
face-up monster the opponent controls and equips itself to it, taking control. Seed 000
§対象: a target that is no longer a legal one (face-down: an Equip Card needs a face-up
monster) when the effect resolves is not affected -- Necrofear stays in the GY."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

NECROFEAR = "Dark Necrofear"


def _drive(s, duel, stop):
    for _ in range(60):
        if stop():
            return
        kind = duel.request.kind
        if kind == "battle":
            s.pick("end_battle")
        elif kind == "idle":
            s.pick("end_turn")
        else:
            s.pick("pass")
    raise AssertionError("still %r" % duel.request.kind)


def test_book_of_moon_in_answer_keeps_dark_necrofear_in_the_gy():
    """Q: my Blue-Eyes White Dragon destroys my opponent's Dark Necrofear in battle; in my End
    Phase its effect targets Blue-Eyes, and I answer with Book of Moon on Blue-Eyes. A: Blue-Eyes
    is face-down when Necrofear resolves: nothing is equipped, Necrofear stays in their GY and
    Blue-Eyes stays mine, face-down."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blue-Eyes White Dragon")
    necrofear = table.monster(1, NECROFEAR, summon_kind="proc")
    table.hand(0, "Book of Moon")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=necrofear)
    _drive(s, duel, lambda: duel.request.kind == "target" and duel.request.player == 1)
    s.pick("target", "Blue-Eyes White Dragon", player=1)
    while not s.has("activate", "Book of Moon"):
        s.pick("pass")
    s.pick("activate", "Book of Moon", player=0)
    s.pick("target", "Blue-Eyes White Dragon", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == [NECROFEAR]
    assert [(c.name, c.face_up) for c in duel.monsters(0)] == [("Blue-Eyes White Dragon", False)]
    assert duel.monsters(1) == []
