"""DNA Surgery (74701381), Continuous Trap: on activation its controller declares a monster
Type; while it is face-up, every face-up monster on the field, on both sides, is that Type.

Judge's rulings (seed 000 §怪獸的表示形式: a face-down monster keeps its printed Type; the rule
itself: tests/rules/test_type_and_attribute_changes.py):
- the declaration is made when it is activated, in public (a `declare` log event); the Type
  applies once the activation has resolved, to both players' face-up monsters, and to a
  monster summoned later while it stays;
- Set and not activated, it changes nothing;
- with Tribe-Infecting Virus, declaring the same Type destroys every face-up monster on the
  field (the Virus reads the Type now), but not a face-down one."""

from duelist.engine import state as S
from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _table():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "DNA Surgery")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    return table


def _declare(s, race):
    s.pick("activate", "DNA Surgery", request="idle")
    s.answer([o for o in s.duel.request.options if o.label == "Option %s" % race][0])
    for _ in range(4):
        if s.duel.request.kind == "idle":
            break
        s.pick("pass")


def test_the_declared_type_reaches_both_sides_and_monsters_summoned_later():
    table = _table()
    mine = table.monster(0, "Celtic Guardian")
    theirs = table.monster(1, "Dark Magician")
    table.hand(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    _declare(s, "Machine")
    declared = of_type(duel, "declare", start)
    assert declared and declared[0]["value"] == "Machine"
    assert duel.race(mine.card(duel)) == "Machine"
    assert duel.race(theirs.card(duel)) == "Machine"
    s.pick("summon", "Mystical Elf", request="idle")
    s.expect("idle", player=0)
    elf = [c for c in duel.players[0].mzone if c is not None and c.data.name == "Mystical Elf"][0]
    assert elf.face_up and duel.race(elf) == "Machine"


def test_set_and_not_activated_it_changes_nothing():
    table = _table()
    mine = table.monster(0, "Celtic Guardian")
    duel = table.build()
    assert duel.race(mine.card(duel)) == "Warrior"


def test_tribe_infecting_virus_on_the_declared_type_destroys_every_face_up_monster():
    table = _table()
    virus = table.monster(0, "Tribe-Infecting Virus")
    table.monster(1, "Dark Magician")
    hidden = table.monster(1, "Mystical Elf", position="set")
    table.hand(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    _declare(s, "Zombie")
    s.pick("activate", virus, request="idle")
    for _ in range(8):
        request = duel.request
        if request.kind == "idle":
            break
        if request.kind == "option":
            s.answer([o for o in request.options if o.label == "Option Zombie"][0])
        elif request.kind in ("select", "cards"):
            s.answer(request.options[0])
        else:
            s.pick("pass")
    assert "Tribe-Infecting Virus" in grave(duel, 0)
    assert "Dark Magician" in grave(duel, 1)
    card = hidden.card(duel)
    assert card.location == S.MZONE and not card.face_up     # face-down: still a Spellcaster
