"""Stop Defense (63102017): a Normal Spell that targets a Defense Position monster the opponent
controls and changes it to face-up Attack Position.

Sources: the card's text (LOB 2002/2005 and today's, in our words: one meaning, no ERAS entry);
yugioh-wiki.net 《『守備』封じ》: it targets a face-up or face-down Defense Position monster of the
opponent; a face-down one is flipped face-up, and its FLIP effect is activated (seed 000
§反轉效果: a FLIP effect starts whenever the monster is flipped face-up, by an effect too); an
Attack Position monster and one's own monsters are no targets."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_stop_defense_changes_a_face_up_defense_monster_to_attack():
    """Q: my opponent's Mystical Elf is in face-up Defense Position (800 ATK / 2000 DEF). I use
    Stop Defense, then attack it with Battle Ox. A: it is in Attack Position; Battle Ox (1700)
    destroys it and my opponent takes 900."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Stop Defense")
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Stop Defense")
    s.pick("target", elf, player=0, request="target")
    _finish(s)
    assert elf.card(duel).position == "attack" and grave(duel, 0) == ["Stop Defense"]
    s.pick("battle")
    _finish(s)
    s.pick("attack", "Battle Ox", target=elf)
    _finish(s)
    assert lp(duel) == (8000, 7100) and grave(duel, 1) == ["Mystical Elf"]


def test_stop_defense_flips_a_face_down_monster_and_its_flip_effect_starts():
    """Q: I use Stop Defense on my opponent's face-down Man-Eater Bug. A: it turns face-up in
    Attack Position and its FLIP effect starts: its controller (my opponent) targets my Battle
    Ox and destroys it."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Stop Defense")
    table.monster(0, "Battle Ox")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Stop Defense")
    s.pick("target", bug, player=0)
    _finish(s)
    s.pick("target", "Battle Ox", player=1, request="target")
    _finish(s)
    assert bug.card(duel).position == "attack" and grave(duel, 0) == ["Stop Defense", "Battle Ox"]


def test_stop_defense_no_target_in_attack_position_or_on_my_side():
    """Q: my opponent's only monster is in Attack Position; my own Mystical Elf is in Defense
    Position. A: no legal target: Stop Defense cannot be activated."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Stop Defense")
    table.monster(0, "Mystical Elf", position="defense")
    table.monster(1, "Battle Ox")
    s = Script(table.build())
    assert not s.has("activate", "Stop Defense")


def test_stop_defense_answered_by_book_of_moon_on_its_target():
    """Q: my opponent answers Stop Defense with Book of Moon on the targeted Mystical Elf, turning
    it face-down. A: it is still a Defense Position monster, so still a legal target: Stop Defense
    flips it face-up in Attack Position."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Stop Defense")
    elf = table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Stop Defense")
    s.pick("target", elf, player=0)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", elf, player=1)
    _finish(s)
    assert elf.card(duel).position == "attack"
