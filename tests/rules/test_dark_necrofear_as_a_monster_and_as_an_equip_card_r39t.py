"""Dark Necrofear is a monster and, after its End Phase effect, an Equip Card (seed 004
§装备魔法卡: a monster that becomes an Equip Card follows the Equip Spell rules; seed 000
§效果分類 › 誘發效果). Its effect needs it destroyed by the opponent's card "while it was a
Monster Card under its owner's control" (the card's problem-solving text and its rulings,
Yugipedia "Card Rulings:Dark Necrofear"): destroyed as an Equip Card, or destroyed while the
opponent controlled it, it does nothing in the End Phase."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

NECROFEAR = "Dark Necrofear"


def _necrofear_chains(duel, start=0):
    return [e for e in of_type(duel, "chain", start) if e["name"] == NECROFEAR]


def _drive(s, duel, stop):
    """Pass every window, end every Battle Phase and turn, until `stop()`."""
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


def test_dark_necrofear_destroyed_as_an_equip_card_by_the_opponent_does_not_come_back():
    """Question: Dark Necrofear possessed player 0's Blue-Eyes White Dragon; two turns later
    player 0's Mystical Space Typhoon destroys it in its Spell & Trap Zone. Does it equip
    itself again in that End Phase? Answer: no, it was destroyed as an Equip Card, not as a
    Monster Card; control of Blue-Eyes White Dragon goes back to player 0 at once and stays."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blue-Eyes White Dragon")
    necrofear = table.monster(1, NECROFEAR, summon_kind="proc")
    table.hand(0, "Mystical Space Typhoon")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=necrofear)
    s.pick("end_battle")
    s.pick("end_turn")
    s.pick("target", "Blue-Eyes White Dragon", player=1)
    assert necrofear.card(duel).location == S.SZONE
    while duel.turn != 5 or duel.request.kind != "idle":
        s.pick("pass") if duel.request.kind == "chain" else s.end_turn()
    start = len(duel.log)
    s.pick("activate", "Mystical Space Typhoon", player=0)
    s.pick("target", necrofear, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == [NECROFEAR]
    assert field_monsters(duel, 0) == ["Blue-Eyes White Dragon"]
    s.pick("end_turn")
    while not (duel.request.kind == "idle" and duel.request.player == 1):
        assert duel.request.kind == "chain", duel.request.kind
        s.pick("pass")
    assert _necrofear_chains(duel, start) == []
    assert field_monsters(duel, 0) == ["Blue-Eyes White Dragon"]
    assert grave(duel, 1) == [NECROFEAR]


def test_dark_necrofear_destroyed_while_the_opponent_controlled_it_does_nothing():
    """Question: player 0 takes Dark Necrofear with Change of Heart and attacks Blue-Eyes White
    Dragon with it; it is destroyed by battle and sent to player 1's GY. Does its effect start
    in the End Phase? Answer: no, it was not under its owner's control when destroyed; Celtic
    Guardian stays player 0's."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Celtic Guardian")
    necrofear = table.monster(1, NECROFEAR, summon_kind="proc")
    table.monster(1, "Blue-Eyes White Dragon")
    table.hand(0, "Change of Heart")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", necrofear)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian", NECROFEAR]
    s.pick("battle")
    s.pick("attack", NECROFEAR, target="Blue-Eyes White Dragon")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert grave(duel, 1) == [NECROFEAR]
    s.pick("end_battle")
    s.pick("end_turn")
    while not (duel.request.kind == "idle" and duel.request.player == 1):
        assert duel.request.kind == "chain", duel.request.kind
        s.pick("pass")
    assert _necrofear_chains(duel) == []
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert grave(duel, 1) == [NECROFEAR]


def test_the_monster_dark_necrofear_possessed_turned_face_down_stays_with_necrofears_owner():
    """Question: Dark Necrofear possesses player 0's Blue-Eyes White Dragon; two turns later
    player 0's Book of Moon turns Blue-Eyes White Dragon face-down. Answer: an Equip Card whose
    monster turns face-down is destroyed (seed 000 §裝備魔法), so Dark Necrofear goes to the GY;
    but a monster turned face-down keeps a change of control (the Snatch Steal + Book of Moon
    ruling, engine/actions.py `_bound_controls`): Blue-Eyes White Dragon stays player 1's,
    face-down. Not destroyed as a Monster Card, Dark Necrofear does nothing in that End Phase."""
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
    _drive(s, duel, lambda: duel.turn == 5 and duel.request.kind == "idle")
    start = len(duel.log)
    s.pick("activate", "Book of Moon", player=0)
    s.pick("target", "Blue-Eyes White Dragon", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == [NECROFEAR]
    assert [(c.name, c.face_up) for c in duel.monsters(1)] == [("Blue-Eyes White Dragon", False)]
    assert duel.monsters(0) == []
    s.pick("end_turn")
    while not (duel.request.kind == "idle" and duel.request.player == 1):
        assert duel.request.kind == "chain", duel.request.kind
        s.pick("pass")
    assert _necrofear_chains(duel, start) == []
