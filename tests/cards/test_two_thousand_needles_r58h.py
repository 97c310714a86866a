"""Two Thousand Needles (83228073): attacked in Defense Position by a monster whose ATK is lower than
its DEF (1800), it destroys that attacker after damage calculation.

Sources, in our words: the card's texts (AST-027 and today's: the same; no ERAS entry); the OCG text
(yugioh-wiki.net 《針二千本》) and the ruling the engine follows for the Thousand Needles effect (a
trigger at the end of the Damage Step, Konami's OCG ruling on Des Kangaroo: tests/cards/
test_thousand_needles_r56f.py). A Set monster attacked is flipped face-up in Defense Position before
damage calculation (seed 000 §怪獸的表示形式), so it counts as a Defense Position card attacked."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

TTN = "Two Thousand Needles"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attack(attacker, position):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    needles = table.monster(0, TTN, position=position)
    table.monster(1, attacker)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=needles, request="battle")
    _pass_all(s, duel)
    return duel


def test_two_thousand_needles_set_destroys_a_weaker_attacker():
    """Q: my opponent's Battle Ox (1700) attacks my Set Two Thousand Needles (DEF 1800). A: it is
    flipped, my opponent takes 100, and the Battle Ox is destroyed after damage calculation."""
    duel = _attack("Battle Ox", "set")
    assert lp(duel) == (8000, 7900)
    assert grave(duel, 1) == ["Battle Ox"] and field_monsters(duel, 0) == [TTN]


def test_two_thousand_needles_not_when_the_attacker_is_as_strong():
    """Q: Summoned Skull (2500) attacks my face-up Defense Position Two Thousand Needles. A: 2500 is
    not lower than 1800: my Needles is destroyed, Summoned Skull stays."""
    duel = _attack("Summoned Skull", "defense")
    assert grave(duel, 0) == [TTN] and field_monsters(duel, 1) == ["Summoned Skull"]


def test_two_thousand_needles_in_attack_position_does_nothing():
    """Q: Battle Ox (1700) attacks my Two Thousand Needles in Attack Position (2000 ATK). A: the Ox is
    destroyed by battle (300 damage), not by the effect: the effect needs Defense Position."""
    duel = _attack("Battle Ox", "attack")
    assert lp(duel) == (8000, 7700) and grave(duel, 1) == ["Battle Ox"]
    assert not any(e["type"] == "chain" for e in duel.log)
