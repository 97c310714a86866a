"""Dark Necrofear whose target its own controller took in answer (round 48a).

The card's text: in the End Phase of the turn it was destroyed by the opponent, it targets a
face-up monster the opponent controls and equips itself to it, taking control. Seed 000
§対象: a target that no longer fits what the effect targets when it resolves is not affected.
Once Necrofear's controller took the monster with Enemy Controller in answer, it is no longer a
monster "the opponent controls": nothing is equipped and Necrofear stays in the GY."""

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


def test_enemy_controller_taking_the_target_in_answer_keeps_dark_necrofear_in_the_gy():
    """Q: my Blue-Eyes White Dragon destroys my opponent's Dark Necrofear in battle; in my End
    Phase its effect targets Blue-Eyes, and my opponent answers with their own Set Enemy
    Controller, Tributing Mystical Elf to take Blue-Eyes. A: when Necrofear resolves, Blue-Eyes
    is theirs already, no longer a monster of their opponent's: nothing is equipped and
    Necrofear stays in their GY (and Blue-Eyes comes back to me as the turn ends)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blue-Eyes White Dragon")
    necrofear = table.monster(1, NECROFEAR, summon_kind="proc")
    table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Enemy Controller")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=necrofear)
    _drive(s, duel, lambda: duel.request.kind == "target" and duel.request.player == 1)
    s.pick("target", "Blue-Eyes White Dragon", player=1)
    s.expect(request="chain", player=1)
    # Enemy Controller's second effect (Tribute 1, take control): its second activate option
    steal = [o for o in duel.request.options if o.kind == "activate" and o.name == "Enemy Controller"]
    assert [o.effect for o in steal] == [0, 1]
    s.answer(steal[1])
    if duel.request.kind == "select":
        s.pick("select", "Mystical Elf", player=1)
    s.pick("target", "Blue-Eyes White Dragon", player=1)
    if duel.request.kind == "select":
        s.pick("select", "Mystical Elf", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    # (the borrowed Blue-Eyes went back to its owner as the turn ended: Enemy Controller's
    # control lasts until the End Phase; the opponent's turn 4 is open)
    assert duel.turn == 4 and duel.request.kind == "idle"
    assert grave(duel, 1) == [NECROFEAR, "Mystical Elf", "Enemy Controller"]
    assert all(c is None or c.name != NECROFEAR for c in duel.players[1].szone)
    assert [(c.name, c.controller) for c in duel.monsters(0)] == [("Blue-Eyes White Dragon", 0)]
