"""Continuous effects that keep monsters from changing their battle positions (Thousand-Eyes
Restrict: "no other monster can change its battle position"; Dragon Capture Jar: face-up
Dragon-Type monsters) are looked up once per Main Phase menu, and each such effect's Ctx is
made once and asked of every monster (turn.py `_position_locks`; round 11, hturn8: it was one
Ctx, a class call, per monster and effect, 3.9 a turn on Control/Monarch). The rule (seed 000
§怪獸的表示形式, §反轉召喚): a monster such an effect applies to has no change-of-position row
and no Flip Summon row; every other monster of the player keeps its rows."""

from duelist.engine import effects as E
from duelist.testing.scenario import Table
from duelist.testing.walks import random_decisions

TER = "Thousand-Eyes Restrict"
JAR = "Dragon Capture Jar"


def _rows(duel, kind):
    return sorted(o.name for o in duel.request.options if o.kind == kind)


def test_thousand_eyes_restrict_keeps_every_other_monster_in_its_position():
    """TER and Celtic Guardian face-up, Giant Soldier of Stone face-down, all placed on an
    earlier turn: only TER may change its position; the Set monster has no Flip Summon."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, TER)
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Giant Soldier of Stone", position="set")
    duel = table.build()
    assert _rows(duel, "change_position") == [TER]
    assert _rows(duel, "flip_summon") == []


def test_the_opponents_thousand_eyes_restrict_locks_this_players_monsters_too():
    table = Table(turn=3, turn_player=0)
    table.monster(1, TER)
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Giant Soldier of Stone", position="set")
    duel = table.build()
    assert _rows(duel, "change_position") == []
    assert _rows(duel, "flip_summon") == []


def test_dragon_capture_jar_locks_dragons_only():
    """A face-up Dragon Capture Jar: Blue-Eyes White Dragon (a Dragon) keeps its position,
    Celtic Guardian beside it may change its own; the Set Giant Soldier may Flip Summon."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, JAR, face_down=False)
    table.monster(0, "Blue-Eyes White Dragon", position="defense")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Giant Soldier of Stone", position="set")
    duel = table.build()
    assert _rows(duel, "change_position") == ["Celtic Guardian"]
    assert _rows(duel, "flip_summon") == ["Giant Soldier of Stone"]


def _plain_locked(duel, card):
    """The rule the plain way: a fresh Ctx per effect and monster, the lasting rules read."""
    for source, effect in duel._applying("cannot_change_position"):
        if effect.affects(E.Ctx(duel, source, effect, source.controller), card):
            return True
    for entry in duel.lingering:
        if entry.tag == "cannot_change_position" and (entry.uid == card.uid or entry.player == card.controller):
            return True
    return False


def test_the_position_rows_of_random_control_monarch_duels_follow_the_plain_rule():
    """At every Main Phase menu of random duels of the Control/Monarch pair (Thousand-Eyes
    Restrict's deck), a monster that has not moved, attacked or changed position this turn
    has its position row exactly when the plain rule does not lock it."""
    from duelist.cli.bench_cmd import PAIRS
    d1, d2, _ = dict(PAIRS)["goat-control-monarch"]
    seen = {"locked": 0, "free": 0}
    for duel, where in random_decisions([(d1, d2), (d2, d1)], seeds=range(6)):
            request = duel.request
            if request is None or request.kind != "idle" or duel.summoning or duel._summon_lock(request.player):
                continue
            tp = request.player
            rows = {o.card for o in request.options if o.kind in ("change_position", "flip_summon")}
            for card in duel.monsters(tp):
                if card.turn_placed == duel.turn or card.position_turn == duel.turn or \
                        card.attack_turn == duel.turn or card.data.link:
                    continue
                locked = _plain_locked(duel, card)
                assert (card.uid in rows) == (not locked), (where, card.data.name)
                seen["locked" if locked else "free"] += 1
    assert seen["locked"] and seen["free"], seen
