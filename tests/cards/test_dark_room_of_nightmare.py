"""Dark Room of Nightmare (85562745), Continuous Spell: each time its controller's opponent
takes damage from a card effect other than a "Dark Room of Nightmare"'s, that opponent takes
300 more (a mandatory trigger effect: a chain link). The 2005 print (DR1) and today's text do the
same: no ERAS entry.

Sources: the card's own text in our words (damage "from a card effect", "except" the cards of
this name: two copies each add 300 to another card's damage, never to each other's, so they do
not loop); yugioh-wiki.net 《悪夢の拷問部屋》 (a trigger effect that is activated each time;
battle damage, and damage to its own controller, do not trigger it); Ring of Destruction's
2005 text (both players take the monster's ATK: the opponent's share is damage from a card
effect, whoever activated it)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    """Pass every chain window; two mandatory triggers at once are ordered as offered."""
    while s.duel.request is not None and s.duel.request.kind in ("chain", "order"):
        if s.duel.request.kind == "order":
            s.answer(s.duel.request.options[0])
        else:
            s.pick("pass")


def _damage(duel):
    return [(e["player"], e["amount"]) for e in of_type(duel, "damage")]


def test_dark_room_of_nightmare_adds_300_to_hinotama():
    """Q: my Dark Room of Nightmare is face-up; I activate Hinotama (500 to my opponent). A: my
    opponent takes 500, then Dark Room's trigger resolves: 300 more (7200)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Dark Room of Nightmare", face_down=False)
    table.hand(0, "Hinotama")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hinotama", player=0, request="idle")
    _finish(s)
    assert _damage(duel) == [(1, 500), (1, 300)]
    assert lp(duel) == (8000, 7200)
    assert [e["name"] for e in of_type(duel, "resolve")] == ["Hinotama", "Dark Room of Nightmare"]


def test_dark_room_of_nightmare_two_copies_add_300_each_and_do_not_loop():
    """Q: I have two Dark Room of Nightmare face-up and activate Hinotama. A: each copy adds 300
    to Hinotama's damage (500 + 300 + 300: 6900); neither copy's 300 triggers the other (its
    damage is a Dark Room's), so it stops there."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, "Dark Room of Nightmare", face_down=False)
    table.spell_trap(0, "Dark Room of Nightmare", face_down=False)
    table.hand(0, "Hinotama")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hinotama", player=0, request="idle")
    _finish(s)
    assert _damage(duel) == [(1, 500), (1, 300), (1, 300)]
    assert lp(duel) == (8000, 6900)
    assert duel.request is not None and duel.request.kind == "idle"


def test_dark_room_of_nightmare_not_for_damage_to_its_controller():
    """Q: my Dark Room of Nightmare is face-up; my opponent's Hinotama deals me 500. A: only the
    opponent's damage counts: nothing more happens (7500, 8000)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Dark Room of Nightmare", face_down=False)
    table.hand(1, "Hinotama")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hinotama", player=1, request="idle")
    _finish(s)
    assert _damage(duel) == [(0, 500)]
    assert lp(duel) == (7500, 8000)


def test_dark_room_of_nightmare_not_for_battle_damage():
    """Q: my Dark Room of Nightmare is face-up; my Battle Ox (1700) attacks directly. A: battle
    damage is no damage from a card effect: 1700 only (6300)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, "Dark Room of Nightmare", face_down=False)
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", request="battle")
    _finish(s)
    assert _damage(duel) == [(1, 1700)]
    assert lp(duel) == (8000, 6300)


def test_dark_room_of_nightmare_set_does_nothing():
    """Q: my Dark Room of Nightmare is Set (face-down) as I resolve Hinotama. A: a face-down card
    applies nothing: 500 only."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Dark Room of Nightmare")
    table.hand(0, "Hinotama")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hinotama", player=0, request="idle")
    _finish(s)
    assert _damage(duel) == [(1, 500)]
    assert lp(duel) == (8000, 7500)


def test_dark_room_of_nightmare_on_the_opponents_own_ring_of_destruction_goat():
    """Q: (GOAT, 2005 Ring of Destruction: both players take the monster's ATK) my opponent
    Rings my Battle Ox (1700) while my Dark Room of Nightmare is face-up. A: both take 1700; my
    opponent's share is damage from a card effect (their own card's): Dark Room adds 300 to it
    (me 6300, them 6000)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Dark Room of Nightmare", face_down=False)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(1, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ring of Destruction", player=1)
    s.pick("target", ox)
    _finish(s)
    assert grave(duel, 0) == ["Battle Ox"]
    assert sorted(_damage(duel)) == [(0, 1700), (1, 300), (1, 1700)]
    assert lp(duel) == (6300, 6000)
