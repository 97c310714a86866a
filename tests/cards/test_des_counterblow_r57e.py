"""Des Counterblow (39131963), Continuous Trap: while it is face-up, a monster that deals battle
damage to a player by a direct attack is destroyed.

Sources, in our words: the card's text (AST-107, 2005: "when a monster inflicts Battle Damage to a
player by a direct attack, destroy that monster"; today's the same); yugioh-wiki.net
《デスカウンター》: the effect is a mandatory trigger (強制発動) once a monster on the field dealt a
player battle damage by a direct attack; it reaches either player's monster, and it names no
target. Jinzo: seed 000 §永續陷阱 and the Jinzo rulings (Trap effects on the field are negated
while Jinzo is face-up), so its trigger is not activated. The 2005 text and today's do the same."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

DC = "Des Counterblow"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _direct(rules, attacker="Battle Ox", defender_player=1, extra=None):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, attacker)
    table.spell_trap(defender_player, DC, face_down=False)
    if extra:
        extra(table)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target="player")
    _pass_all(duel, s)
    return duel, s


def test_des_counterblow_destroys_the_monster_that_hit_directly():
    """Q: my opponent's Des Counterblow is face-up; my Battle Ox (1700) attacks directly. A: they
    take 1700, then Des Counterblow destroys the Ox; Des Counterblow stays on the field (both
    texts)."""
    for rules in ("MR5", "GOAT"):
        duel, s = _direct(rules)
        assert lp(duel) == (8000, 6300), rules
        assert grave(duel, 0) == ["Battle Ox"], rules
        assert [c.name for c in duel.players[1].szone if c] == [DC], rules
        assert [e["name"] for e in duel.log if e["type"] == "destroyed"] == ["Battle Ox"], rules


def test_des_counterblow_also_destroys_its_own_controllers_monster():
    """Q: I control the face-up Des Counterblow and my own Battle Ox attacks directly. A: it
    reaches any monster: my opponent takes 1700 and my Ox is destroyed too."""
    duel, s = _direct("GOAT", defender_player=0)
    assert lp(duel) == (8000, 6300)
    assert grave(duel, 0) == ["Battle Ox"]


def test_des_counterblow_ignores_damage_from_an_attack_on_a_monster():
    """Q: my Battle Ox (1700) attacks the opponent's Celtic Guardian (1400) under their face-up Des
    Counterblow. A: 300 battle damage, but not by a direct attack: the Ox stays on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, DC, face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Celtic Guardian")
    _pass_all(duel, s)
    assert lp(duel) == (8000, 7700)
    assert grave(duel, 1) == ["Celtic Guardian"] and ox.card(duel).location == "mzone"


def test_des_counterblow_needs_damage_waboku():
    """Q: my Battle Ox attacks directly; the opponent answers with Waboku, so they take no damage.
    A: no battle damage was dealt: Des Counterblow does nothing and the Ox stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(1, DC, face_down=False)
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    while duel.request is not None and duel.request.kind == "chain":
        if duel.request.player == 1 and s.has("activate", "Waboku"):
            s.pick("activate", "Waboku", player=1)
        else:
            s.pick("pass", player=duel.request.player)
    assert lp(duel) == (8000, 8000)
    assert ox.card(duel).location == "mzone" and grave(duel, 1) == ["Waboku"]


def test_des_counterblow_does_nothing_under_jinzo():
    """Q: my Jinzo (2400) attacks directly while my opponent has a face-up Des Counterblow. A:
    Jinzo negates the effects of Traps on the field: they take 2400 and Jinzo stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    jinzo = table.monster(0, "Jinzo")
    table.spell_trap(1, DC, face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Jinzo", target="player")
    _pass_all(duel, s)
    assert lp(duel) == (8000, 5600)
    assert jinzo.card(duel).location == "mzone" and grave(duel, 0) == []


def test_des_counterblow_activated_at_the_attack_declaration():
    """Q: my opponent's Des Counterblow is Set; my Battle Ox attacks directly and they activate it
    in answer to the attack. A: once it is face-up it applies to this attack too: they take 1700,
    then the Ox is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, DC)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", DC, player=1, request="chain")
    _pass_all(duel, s)
    assert lp(duel) == (8000, 6300)
    assert grave(duel, 0) == ["Battle Ox"]
