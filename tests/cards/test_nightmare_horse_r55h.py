"""Nightmare Horse (59290628): it may attack the opponent directly.

Sources: the card's texts read in our words (the 2005 print, Pharaonic Guardian PGD-077, and
today's do the same: no ERAS entry); yugioh-wiki.net 《ナイトメア・ホース》: a continuous effect, a
direct attack while the opponent controls monsters (it may still attack one of them); Skill Drain
negates it on the field (seed 000 §效果分類); Sakuretsu Armor answers any attack declaration, a
direct one included (its text)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

HORSE = "Nightmare Horse"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _table(skill_drain=False, armor=False):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, HORSE)
    table.monster(1, "Mystical Elf")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    if armor:
        table.spell_trap(1, "Sakuretsu Armor")
    return table.build()


def test_nightmare_horse_attacks_directly_past_a_monster():
    """Q: my opponent controls Mystical Elf; Nightmare Horse (500) attacks. A: it may attack
    directly: 500 damage (the Elf could be attacked too)."""
    duel = _table()
    s = Script(duel)
    assert s.has("attack", HORSE, target="Mystical Elf")
    s.pick("attack", HORSE, target="player")
    _resolve(s)
    assert lp(duel) == (8000, 7500)


def test_nightmare_horse_under_skill_drain():
    """Q: my opponent controls a face-up Skill Drain and Mystical Elf. A: no direct attack: only
    the Elf may be attacked."""
    duel = _table(skill_drain=True)
    s = Script(duel)
    assert s.has("attack", HORSE, target="Mystical Elf")
    assert not s.has("attack", HORSE, target="player")


def test_nightmare_horse_direct_attack_answered_by_sakuretsu_armor():
    """Q: Nightmare Horse declares a direct attack; my opponent activates Sakuretsu Armor. A: the
    Horse is destroyed and no damage is dealt."""
    duel = _table(armor=True)
    s = Script(duel)
    s.pick("attack", HORSE, target="player")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", HORSE, player=1)
    _resolve(s)
    assert grave(duel, 0) == [HORSE] and lp(duel) == (8000, 8000)
