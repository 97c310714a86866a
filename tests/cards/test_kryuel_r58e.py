"""Kryuel (82642348): destroyed by battle and sent to the GY, it targets 1 monster the opponent
controls; its controller calls a coin toss, and called right, that monster is destroyed.

Sources, in our words: the card's texts (PGD-006, 2003: destroyed by battle and sent to the
Graveyard, select 1 opponent's monster, call a coin, destroy it if right; today's: the same; no ERAS
entry); yugioh-wiki.net 《クルーエル》 (a mandatory trigger that targets, 発動する; the call and the toss
at resolution). It must reach the GY (Macro Cosmos banishing it: nothing, as Newdoria's tests); in the
GY Skill Drain does not negate it (Skill Drain reaches face-up monsters on the field: seed 000
§永續效果). The coin is the duel's seeded PRNG: the tests find the right or wrong call for the seed."""

from duelist.testing.reads import banished, grave, lp
from duelist.testing.scenario import Script, Table

KR = "Kryuel"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _toss(duel):
    return [e["value"] for e in duel.log if e["type"] == "declare" and e.get("what") == "coin toss"]


def _battle(call, extra=None):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    kryuel = table.monster(0, KR)
    table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf", position="defense")
    if extra:
        extra(table)
    duel = table.build(seed=5)
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=kryuel, player=1)
    _pass(s)
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=0)
        _pass(s)
        s.pick("option", call, player=0, request="option")
        _pass(s)
    return duel, s


def test_kryuel_right_call_destroys_the_target():
    """Q: my opponent's Battle Ox (1700) destroys my Kryuel (1000); I target the Ox and call the coin
    right. A: the Ox is destroyed; I took 700."""
    for call in ("Heads", "Tails"):
        duel, s = _battle(call)
        if _toss(duel) == [call]:
            break
    assert _toss(duel) == [call]
    assert grave(duel, 0) == [KR] and grave(duel, 1) == ["Battle Ox"] and lp(duel) == (7300, 8000)


def test_kryuel_wrong_call_destroys_nothing():
    """Q: Battle Ox destroys my Kryuel; I target the Ox and call the coin wrong. A: the Ox stays."""
    for call in ("Heads", "Tails"):
        duel, s = _battle(call)
        if _toss(duel) != [call]:
            break
    assert len(_toss(duel)) == 1 and _toss(duel) != [call]
    assert grave(duel, 1) == [] and [m.name for m in duel.monsters(1)] == ["Battle Ox", "Mystical Elf"]


def test_kryuel_targets_only_the_opponents_monsters():
    """Q: as Kryuel's effect is activated, which monsters may I target (I also control a Celtic
    Guardian)? A: my opponent's Battle Ox and Mystical Elf only."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    kryuel = table.monster(0, KR)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build(seed=5)
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=kryuel, player=1)
    _pass(s)
    request = s.expect(request="target", player=0)
    assert sorted(o.name for o in request.options if o.kind == "target") == ["Battle Ox", "Mystical Elf"]


def test_kryuel_banished_by_macro_cosmos_does_nothing():
    """Q: Macro Cosmos is face-up; Battle Ox destroys Kryuel, which is banished instead. A: it never
    reached the GY: no effect, no coin."""
    duel, s = _battle("Heads", extra=lambda t: t.spell_trap(1, "Macro Cosmos", face_down=False))
    assert banished(duel, 0) == [KR] and _toss(duel) == [] and grave(duel, 1) == []


def test_kryuel_skill_drain_does_not_stop_it_in_the_gy():
    """Q: my opponent's Skill Drain is face-up when Kryuel is destroyed by battle. A: its effect is
    activated from the GY all the same: a coin is tossed."""
    duel, s = _battle("Heads", extra=lambda t: t.spell_trap(1, "Skill Drain", face_down=False))
    assert grave(duel, 0) == [KR] and len(_toss(duel)) == 1
