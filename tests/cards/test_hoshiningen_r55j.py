"""Hoshiningen (67629977): while it is face-up, every face-up LIGHT monster on the field gains 500
ATK and every face-up DARK monster loses 400 ATK.

Sources: the card's texts in our words (the 2005 print, Metal Raiders MRD-102, and today's do the
same: no ERAS entry); yugioh-wiki.net 《スーパースター》 (both players' monsters; Hoshiningen, LIGHT,
gains too: 1000 ATK; a continuous effect, gone when it leaves or Skill Drain negates it; two
copies add up)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

HOSHI = "Hoshiningen"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_hoshiningen_light_up_dark_down_on_both_sides():
    """Q: I control Hoshiningen and Dark Magician (DARK, 2500); my opponent controls Mystical Elf
    (LIGHT, 800) and Battle Ox (EARTH, 1700). A: Hoshiningen 1000, Dark Magician 2100, Mystical
    Elf 1300, Battle Ox unchanged 1700."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    hoshi = table.monster(0, HOSHI)
    dm = table.monster(0, "Dark Magician")
    elf = table.monster(1, "Mystical Elf")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    assert [duel.atk(r.card(duel)) for r in (hoshi, dm, elf, ox)] == [1000, 2100, 1300, 1700]


def test_hoshiningen_face_down_monsters_are_not_changed():
    """Q: my opponent's Mystical Elf is Set while Hoshiningen is face-up; my Dark Magician attacks
    it. A: face-down, the Elf has its printed 800 ATK; Dark Magician attacks with 2100 against its
    2000 DEF: the Elf is destroyed, no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, HOSHI, position="defense")
    table.monster(0, "Dark Magician")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    assert duel.atk(elf.card(duel)) == 800
    s = Script(duel)
    s.pick("attack", "Dark Magician", target=elf)
    _resolve(s)
    assert duel.players[0].lp == 8000 and grave(duel, 1) == ["Mystical Elf"]


def test_hoshiningen_destroyed_the_change_ends():
    """Q: my opponent destroys my Hoshiningen with Fissure (the lowest ATK: 1000 against Dark
    Magician's 2100). A: Dark Magician is back to 2500."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, HOSHI)
    table.monster(0, "Dark Magician")
    table.hand(1, "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    _resolve(s)
    assert grave(duel, 0) == [HOSHI]
    assert duel.atk(duel.monsters(0)[0]) == 2500


def test_hoshiningen_under_skill_drain():
    """Q: Skill Drain is face-up; I control Hoshiningen and Dark Magician. A: the effect is
    negated: Hoshiningen 500, Dark Magician 2500."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    hoshi = table.monster(0, HOSHI)
    dm = table.monster(0, "Dark Magician")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    assert [duel.atk(r.card(duel)) for r in (hoshi, dm)] == [500, 2500]
