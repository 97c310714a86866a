"""The battle damage a player is about to take (Ctx.battle_damage_to_come, battle.py
`Duel.battle_damage_to_come`; round 59x): during damage calculation it is the damage that calculation
then deals, the rules on it included.

Sources: seed 004 §伤害的判定 (the comparison: the loser's controller takes the difference of two ATKs;
a Defense Position monster's controller takes none unless the attacker pierces; a direct attack deals
its ATK); the cards' own texts for the rules on it (Meteorain: piercing; Kuriboh and Waboku: none;
Cross Counter: doubled; Amazoness Swords Woman: the opponent takes it instead). Each test reads the
value at the start of damage calculation and, where a card changes it there, again once its chain
resolved, and compares it with the battle damage each player then takes."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def _battle(table, attacker, target, attacking_player, activate=(), before=(), answer=()):
    """Attack; `before`: cards activated in the Battle Step first (by their controller); `answer`:
    cards activated in answer to the attack declaration (by the opponent); `activate`:
    cards activated during damage calculation. Returns the readings (player 0's, player 1's) taken
    at the start of damage calculation and after each chain there, and the duel."""
    readings = []
    table.at("damage_calculation",
             lambda duel: readings.append((duel.battle_damage_to_come(0), duel.battle_damage_to_come(1))))
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    table.hand(0, "Sangan")     # (a duel with a scripted card: the engine opens the damage calculation window)
    duel = table.build()
    s = Script(duel)
    for name, player in before:
        s.pick("activate", name, player=player)
        while duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
    s.pick("attack", attacker, target=target, player=attacking_player)
    for name in answer:
        while not s.has("activate", name):
            s.pick("pass", player=duel.request.player)
        s.pick("activate", name, player=1 - attacking_player)
    todo = list(activate)
    while duel.request is not None and duel.request.kind == "chain":
        if duel.damage_sub == "calc" and not duel.chain and todo and s.has("activate", todo[0]):
            s.pick("activate", todo.pop(0), player=duel.request.player, first=True)
            continue
        if duel.damage_sub == "calc" and not duel.chain:
            readings.append((duel.battle_damage_to_come(0), duel.battle_damage_to_come(1)))
        s.pick("pass", player=duel.request.player)
    assert not todo
    return readings, duel


def _dealt(duel, start=(8000, 8000)):
    return tuple(start[p] - lp(duel)[p] for p in (0, 1))


def test_direct_attack_damage_to_come():
    """Q: my Summoned Skull (2500) attacks my opponent directly: what are they about to take? A: 2500,
    and they take 2500."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    readings, duel = _battle(table, "Summoned Skull", "player", 0)
    assert readings[0] == (0, 2500) and _dealt(duel) == (0, 2500)


def test_losing_attacker_damage_to_come_is_its_controllers():
    """Q: my Battle Ox (1700) attacks my opponent's Summoned Skull (2500) in Attack Position. A: I am
    about to take 800, my opponent nothing; so it goes."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    skull = table.monster(1, "Summoned Skull")
    readings, duel = _battle(table, "Battle Ox", skull, 0)
    assert readings[0] == (800, 0) and _dealt(duel) == (800, 0)


def test_defender_damage_to_come_only_with_piercing():
    """Q: my Summoned Skull attacks a Defense Position Battle Ox (DEF 1000), once without, once after
    my Meteorain. A: 0 without; 1500 with it, and 1500 is dealt."""
    for with_meteorain, expected in ((False, 0), (True, 1500)):
        table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
        table.monster(0, "Summoned Skull")
        ox = table.monster(1, "Battle Ox", position="defense")
        table.spell_trap(0, "Meteorain")
        before = (("Meteorain", 0),) if with_meteorain else ()
        readings, duel = _battle(table, "Summoned Skull", ox, 0, before=before)
        assert readings[0] == (0, expected) and _dealt(duel) == (0, expected)


def test_damage_to_come_after_kuriboh_is_zero():
    """Q: my opponent's Summoned Skull attacks me directly; during damage calculation I discard
    Kuriboh. A: before it, 2500 to come; once it resolved, 0; I take none."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Summoned Skull")
    table.hand(0, "Kuriboh", "Kuriboh")     # (the second one keeps a window open after the first)
    readings, duel = _battle(table, "Summoned Skull", "player", 1, activate=("Kuriboh",))
    assert readings[0] == (2500, 0) and readings[-1] == (0, 0) and _dealt(duel) == (0, 0)


def test_damage_to_come_doubled_by_cross_counter():
    """Q: my opponent's Battle Ox (1700) attacks my Millennium Shield (DEF 3000); during damage
    calculation I activate Cross Counter. A: my opponent is about to take 1300, then 2600 once it
    resolved; 2600 is dealt."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    shield = table.monster(0, "Millennium Shield", position="defense")
    table.spell_trap(0, "Cross Counter")
    table.spell_trap(0, "Cross Counter")     # (the second one keeps a window open after the first)
    readings, duel = _battle(table, "Battle Ox", shield, 1, activate=("Cross Counter",))
    assert readings[0] == (0, 1300) and readings[-1] == (0, 2600) and _dealt(duel) == (0, 2600)


def test_damage_to_come_redirected_by_amazoness_swords_woman():
    """Q: my Amazoness Swords Woman (1500) attacks my opponent's Summoned Skull (2500). A: the 1000 I
    would take my opponent takes instead: 0 to come for me, 1000 for them, and so it goes."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Amazoness Swords Woman")
    skull = table.monster(1, "Summoned Skull")
    readings, duel = _battle(table, "Amazoness Swords Woman", skull, 0)
    assert readings[0] == (0, 1000) and _dealt(duel) == (0, 1000)


def test_damage_to_come_under_waboku_is_zero():
    """Q: my Summoned Skull attacks my opponent directly; they answer with Waboku. A: 0 to come, none
    taken."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    table.spell_trap(1, "Waboku")
    readings, duel = _battle(table, "Summoned Skull", "player", 0, answer=("Waboku",))
    assert readings[0] == (0, 0) and _dealt(duel) == (0, 0)
