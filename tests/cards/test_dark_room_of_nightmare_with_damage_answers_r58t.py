"""Dark Room of Nightmare (85562745) beside the cards that answer or move effect damage: a judge's
review (round 58t).

Sources: yugioh-wiki.net 《悪夢の拷問部屋》 FAQ (its trigger makes a chain link; Ceasefire's
damage, 500 for each Effect Monster, is one damage: Dark Room adds 300 once, whatever the count);
the card's own text in our words (it adds 300 each time its controller's opponent takes damage
from a card effect). Our readings, where no source was found: damage a Counter Trap reduced to
nothing (Trap of Board Eraser) was never taken, so nothing triggers; damage Barrel Behind the
Door turned over onto Dark Room's opponent is damage from a card effect all the same, so it adds
300."""

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

DR = "Dark Room of Nightmare"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _damage(duel):
    return [(e["player"], e["amount"]) for e in of_type(duel, "damage")]


def _dark_room_links(duel):
    return [e for e in of_type(duel, "activate_effect") if e.get("name") == DR]


def test_dark_room_of_nightmare_adds_300_once_to_ceasefire():
    """Q: my Dark Room of Nightmare is face-up; I activate Ceasefire while my Sangan is face-up
    and my opponent has a Set Magician of Faith (2 Effect Monsters once it is flipped: 1000
    damage). A: one damage, one trigger: 1000, then 300 (yugioh-wiki.net FAQ); my opponent
    ends at 6700."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, DR, face_down=False)
    table.spell_trap(0, "Ceasefire")
    table.monster(0, "Sangan")
    table.monster(1, "Magician of Faith", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ceasefire", player=0, request="idle")
    _finish(s)
    assert _damage(duel) == [(1, 1000), (1, 300)]
    assert len(_dark_room_links(duel)) == 1
    assert lp(duel) == (8000, 6700)


def test_dark_room_of_nightmare_nothing_after_trap_of_board_eraser():
    """Q: my Dark Room of Nightmare is face-up; I activate Hinotama (500 to my opponent) holding
    Battle Ox; my opponent chains Trap of Board Eraser. A: my opponent takes no damage, so Dark
    Room has nothing to add (no trigger); I discard my Battle Ox; both players stay at 8000."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Hinotama", "Battle Ox")
    table.spell_trap(0, DR, face_down=False)
    table.spell_trap(1, "Trap of Board Eraser")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hinotama", player=0)
    s.pick("activate", "Trap of Board Eraser", player=1, request="chain")
    s.pick("select", "Battle Ox", player=0)
    _finish(s)
    assert lp(duel) == (8000, 8000)
    assert _damage(duel) == [] and _dark_room_links(duel) == []
    assert [(e["player"], e["amount"]) for e in of_type(duel, "no_damage")] == [(1, 500)]
    assert hand(duel, 0) == [] and sorted(grave(duel, 0)) == ["Battle Ox", "Hinotama"]


def test_dark_room_of_nightmare_adds_300_to_damage_barrel_turned_over():
    """Q: my opponent activates Hinotama (500 to me); I chain Barrel Behind the Door, and my
    Dark Room of Nightmare is face-up. A: my opponent takes the 500 instead, from a card effect:
    my Dark Room adds 300 (7200); I take nothing."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Hinotama")
    table.spell_trap(1, DR, face_down=False)
    table.spell_trap(1, "Barrel Behind the Door")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hinotama", player=0)
    s.pick("activate", "Barrel Behind the Door", player=1, request="chain")
    _finish(s)
    assert _damage(duel) == [(0, 500), (0, 300)]
    assert len(_dark_room_links(duel)) == 1
    assert lp(duel) == (7200, 8000)
