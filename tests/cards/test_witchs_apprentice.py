"""Witch's Apprentice (80741828): while it is face-up, every face-up DARK monster on the field
gains 500 ATK and every face-up LIGHT monster loses 400 ATK (Hoshiningen's mirror).

Sources: the card's texts in our words (the 2005 print, Metal Raiders MRD-121, and today's do the
same: no ERAS entry); yugioh-wiki.net 《見習い魔女》 (both players' monsters; Witch's Apprentice,
DARK, gains too: 1050 ATK; a continuous effect, gone when it leaves, turns face-down or Skill
Drain negates it; two copies add up); seed 000 §怪獸的表示形式 (a face-down monster has no
Attribute that is read: it is not changed)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

APPRENTICE = "Witch's Apprentice"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_witchs_apprentice_dark_up_light_down_on_both_sides():
    """Q: I control Witch's Apprentice and Dark Magician (DARK, 2500); my opponent controls
    Mystical Elf (LIGHT, 800), Mad Dog of Darkness (DARK, 1900) and Battle Ox (EARTH, 1700). A:
    the Apprentice 1050, Dark Magician 3000, Mystical Elf 400, Mad Dog 2400, Battle Ox 1700."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    refs = [table.monster(0, APPRENTICE), table.monster(0, "Dark Magician"), table.monster(1, "Mystical Elf"),
            table.monster(1, "Mad Dog of Darkness"), table.monster(1, "Battle Ox")]
    duel = table.build()
    assert [duel.atk(r.card(duel)) for r in refs] == [1050, 3000, 400, 2400, 1700]


def test_witchs_apprentice_two_copies_add_up_and_a_face_down_monster_is_not_changed():
    """Q: two face-up Witch's Apprentice; my opponent has a Set Dark Magician and a face-up
    Mystical Elf: A: each Apprentice 550 + 1000 = 1550; the Elf 800 - 800 = 0; the Set Dark
    Magician is not changed (its ATK is read as printed when it is flipped later)."""
    table = Table(turn=3, turn_player=0)
    a = table.monster(0, APPRENTICE)
    b = table.monster(0, APPRENTICE)
    elf = table.monster(1, "Mystical Elf")
    dm = table.monster(1, "Dark Magician", position="set")
    duel = table.build()
    assert [duel.atk(r.card(duel)) for r in (a, b, elf, dm)] == [1550, 1550, 0, 2500]


def test_witchs_apprentice_boost_decides_a_battle_and_ends_when_it_turns_face_down():
    """Q: my Mad Dog of Darkness (1900 -> 2400) attacks my opponent's Mystical Elf (LIGHT,
    800 -> 400): A: 2000 damage. Then in Main Phase 2 I Book of Moon my own Witch's Apprentice:
    face-down, its effect no longer applies: Mad Dog is 1900 again."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    apprentice = table.monster(0, APPRENTICE)
    dog = table.monster(0, "Mad Dog of Darkness")
    elf = table.monster(1, "Mystical Elf")
    table.hand(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mad Dog of Darkness", target=elf)
    _resolve(s)
    assert lp(duel) == (8000, 6000) and grave(duel, 1) == ["Mystical Elf"]
    assert duel.atk(dog.card(duel)) == 2400
    s.pick("end_battle", request="battle")
    _resolve(s)
    s.pick("activate", "Book of Moon", request="idle")
    s.pick("target", apprentice)
    _resolve(s)
    assert apprentice.card(duel).position == "set"
    assert duel.atk(dog.card(duel)) == 1900


def test_witchs_apprentice_under_skill_drain_changes_nothing():
    """Q: Skill Drain is face-up: A: Witch's Apprentice's effect is negated: Dark Magician 2500,
    Mystical Elf 800, the Apprentice 550."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    refs = [table.monster(0, APPRENTICE), table.monster(0, "Dark Magician"), table.monster(1, "Mystical Elf")]
    duel = table.build()
    assert [duel.atk(r.card(duel)) for r in refs] == [550, 2500, 800]
