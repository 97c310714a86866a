"""Hammer Shot (26412047), Normal Spell: destroy the face-up Attack Position monster with the
highest ATK on the field.

Rulings relied on: yugioh-wiki.net 《ハンマーシュート》 (it does not target: the monster is found
when it resolves, with the ATK it has then; either side, your own monster too when it is the
highest; face-down and Defense Position monsters are never counted; with a tie, its player
chooses one; it needs a face-up Attack Position monster to be activated). The 2005 text ("Destroy
the face-up Attack Position monster with the highest ATK on the field. If there are 2 or more,
you select 1") does the same."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_hammer_shot_destroys_the_highest_attack_position_monster():
    """Q: my opponent has Blue-Eyes White Dragon in Attack Position and Summoned Skull in
    Defense Position; I have Battle Ox. A: Blue-Eyes (3000) is destroyed, nothing else."""
    table = Table(turn=3)
    table.hand(0, "Hammer Shot")
    table.monster(0, "Battle Ox")
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(1, "Summoned Skull", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hammer Shot")
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"]
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]


def test_hammer_shot_destroys_my_own_monster_when_it_is_the_highest():
    """Q: my Dark Magician (2500, Attack) against my opponent's Battle Ox (1700) and face-down
    Blue-Eyes. A: Dark Magician is destroyed."""
    table = Table(turn=3)
    table.hand(0, "Hammer Shot")
    table.monster(0, "Dark Magician")
    table.monster(1, "Battle Ox")
    table.monster(1, "Blue-Eyes White Dragon", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hammer Shot")
    _pass_all(duel, s)
    assert sorted(grave(duel, 0)) == ["Dark Magician", "Hammer Shot"] and grave(duel, 1) == []


def test_hammer_shot_with_a_tie_lets_me_choose():
    """Q: my Battle Ox and my opponent's Battle Ox, both 1700 in Attack Position. A: I choose:
    I destroy my opponent's."""
    table = Table(turn=3)
    table.hand(0, "Hammer Shot")
    table.monster(0, "Battle Ox")
    theirs = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hammer Shot")
    _pass_all(duel, s)
    s.pick("select", theirs, request="select", player=0)
    assert grave(duel, 1) == ["Battle Ox"] and [c.name for c in duel.monsters(0)] == ["Battle Ox"]


def test_hammer_shot_needs_a_face_up_attack_position_monster():
    """Q: the field holds a face-up Defense Position Mystical Elf and a face-down Battle Ox.
    A: Hammer Shot cannot be activated."""
    table = Table(turn=3)
    table.hand(0, "Hammer Shot")
    table.monster(0, "Mystical Elf", position="defense")
    table.monster(1, "Battle Ox", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", "Hammer Shot")


def test_hammer_shot_answered_by_book_of_moon_hits_the_next_highest():
    """Q: GOAT preset: I activate Hammer Shot; my opponent chains Book of Moon on their
    Blue-Eyes White Dragon. A: it does not target: at resolution the highest face-up Attack
    Position monster is my Battle Ox (1700, their Celtic Guardian 1400): mine is destroyed."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Hammer Shot")
    table.monster(0, "Battle Ox")
    bewd = table.monster(1, "Blue-Eyes White Dragon")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hammer Shot")
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", bewd, player=1)
    _pass_all(duel, s)
    assert bewd.card(duel).position == "set"
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Hammer Shot"]
    assert sorted(c.name for c in duel.monsters(1)) == ["Blue-Eyes White Dragon", "Celtic Guardian"]
