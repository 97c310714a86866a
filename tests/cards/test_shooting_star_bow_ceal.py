"""Shooting Star Bow - Ceal (95638658): an Equip Spell for any face-up monster; the monster loses
1000 ATK and may attack the opponent directly even while they control monsters.

Sources: the card's text (the 2005 print, Dark Crisis DCR-033, and today's say the same in our
words: no ERAS entry); yugioh-wiki.net 《流星の弓－シール》 (a weakening paid for a direct attack
past the opponent's monsters; an Equip Spell for any monster, so it may also weaken an opponent's
monster); seed 000 §裝備魔法 (it targets a face-up monster and goes to the GY when that monster
leaves the field). Skill Drain negates the effects of face-up monsters only: the Bow's effects are
a Spell's and go on (Skill Drain's text). Sakuretsu Armor answers any attack declaration, a
direct one included (its text)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

BOW = "Shooting Star Bow - Ceal"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _equipped(skill_drain=False, armor=False):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, BOW, face_down=False, equipped_to=ox)
    table.monster(1, "Summoned Skull")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    if armor:
        table.spell_trap(1, "Sakuretsu Armor")
    return table.build(), ox


def test_shooting_star_bow_ceal_equips_and_attacks_directly_past_a_monster():
    """Q: I equip Shooting Star Bow - Ceal to my Battle Ox (1700); my opponent controls Summoned
    Skull. A: the Ox has 700 ATK and may attack my opponent directly: they take 700."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, BOW)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", BOW, player=0)
    s.pick("target", ox, player=0)
    _resolve(s)
    assert duel.atk(ox.card(duel)) == 700
    s.pick("battle")
    _resolve(s)
    assert s.has("attack", "Battle Ox", target="Summoned Skull")
    s.pick("attack", "Battle Ox", target="player")
    _resolve(s)
    assert lp(duel) == (8000, 7300)


def test_shooting_star_bow_ceal_weakens_an_opponents_monster():
    """Q: may I equip the Bow to my opponent's Summoned Skull (2500) and then attack it with my
    Battle Ox (1700)? A: yes: the Skull has 1500 ATK; it is destroyed with the Bow, my opponent
    takes 200."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, BOW)
    skull = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", BOW, player=0)
    s.pick("target", skull, player=0)
    _resolve(s)
    assert duel.atk(skull.card(duel)) == 1500
    s.pick("battle")
    _resolve(s)
    s.pick("attack", "Battle Ox", target="Summoned Skull")
    _resolve(s)
    assert lp(duel) == (8000, 7800)
    assert grave(duel, 1) == ["Summoned Skull"] and grave(duel, 0) == [BOW]


def test_shooting_star_bow_ceal_needs_a_face_up_monster():
    """Q: only a Set monster is on the field; may I activate the Bow? A: no: it targets a face-up
    monster."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox", position="set")
    table.monster(1, "Mystical Elf", position="set")
    table.hand(0, BOW)
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", BOW)


def test_shooting_star_bow_ceal_direct_attack_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up; may my Battle Ox with the Bow still attack
    directly past their Summoned Skull? A: yes: Skill Drain negates monster effects, the Bow is a
    Spell: the Ox (700) attacks directly and my opponent takes 700."""
    duel, _ = _equipped(skill_drain=True)
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    _resolve(s)
    assert lp(duel) == (8000, 7300)


def test_shooting_star_bow_ceal_direct_attack_answered_by_sakuretsu_armor():
    """Q: my Battle Ox with the Bow declares a direct attack; my opponent activates Sakuretsu
    Armor. A: the Ox is destroyed, the Bow goes to the GY with it, no damage."""
    duel, ox = _equipped(armor=True)
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", ox, player=1)
    _resolve(s)
    assert sorted(grave(duel, 0)) == ["Battle Ox", BOW] and lp(duel) == (8000, 8000)
    assert grave(duel, 1) == ["Sakuretsu Armor"]
