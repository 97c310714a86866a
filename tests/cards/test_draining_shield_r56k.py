"""Draining Shield (43250041), Normal Trap: when an opponent's monster declares an attack, target
it; the attack is negated and you gain LP equal to its ATK.

Sources, in our words: the card's text (AST, 2005; today's TCG text the same: "target the
attacking monster; negate the attack, and if you do, gain LP equal to its ATK"); yugioh-wiki.net
《ドレインシールド》: the LP gained is the monster's ATK as the Trap resolves (an ATK change chained
after it counts). The 2005 text and today's do the same."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

DS = "Draining Shield"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attack(rules="MR5", extra=None):
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step", lp=(3000, 8000))
    table.spell_trap(0, DS)
    table.monster(1, "Battle Ox")
    if extra:
        extra(table)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=1)
    return duel, s


def test_draining_shield_negates_the_attack_and_gains_its_atk():
    """Q: the opponent's Battle Ox (1700) attacks me directly; I activate Draining Shield on it.
    A: no damage, I gain 1700 (3000 -> 4700); the Ox stays on the field (both texts)."""
    for rules in ("MR5", "GOAT"):
        duel, s = _attack(rules)
        s.pick("activate", DS, player=0, request="chain")
        s.pick("target", "Battle Ox", player=0)
        _pass_all(duel, s)
        assert lp(duel) == (4700, 8000), rules
        assert field_monsters(duel, 1) == ["Battle Ox"] and grave(duel, 0) == [DS], rules
        assert not [e for e in duel.log if e["type"] == "damage"], rules


def test_draining_shield_reads_the_atk_as_it_resolves():
    """Q: I activate Draining Shield on the attacking Battle Ox; the opponent chains Rush
    Recklessly (+700) on the Ox. A: Rush Recklessly resolves first: I gain 2400."""
    duel, s = _attack(extra=lambda t: t.spell_trap(1, "Rush Recklessly"))
    s.pick("pass", player=1, request="chain")
    s.pick("activate", DS, player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    if duel.request.player == 0:
        s.pick("pass", player=0, request="chain")
    s.pick("activate", "Rush Recklessly", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    _pass_all(duel, s)
    assert lp(duel) == (5400, 8000)


def test_draining_shield_only_answers_an_opponents_attack():
    """Q: it is my Battle Phase and my Battle Ox attacks. A: Draining Shield answers only an
    opponent's attack: I am not offered it."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, DS)
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Mystical Elf")
    assert not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", DS))


def test_draining_shield_attacker_gone_no_gain():
    """Q: I activate Draining Shield on the attacking Battle Ox, then chain my Sakuretsu Armor,
    which destroys the Ox first. A: Draining Shield's target is gone: it does nothing, no LP
    gained."""
    duel, s = _attack(extra=lambda t: t.spell_trap(0, "Sakuretsu Armor"))
    s.pick("activate", DS, player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    s.pick("activate", "Sakuretsu Armor", player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    _pass_all(duel, s)
    assert lp(duel) == (3000, 8000) and grave(duel, 1) == ["Battle Ox"]
