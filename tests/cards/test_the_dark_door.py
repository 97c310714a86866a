"""The Dark Door (30606547): while face-up, each player may attack with only 1 monster in each Battle
Phase.

Sources, in our words: the card's text (LON-093, 2003, and today's print agree; no ERAS entry); the OCG
text 《暗黒の扉》 (each player can attack with only 1 monster in a Battle Phase). Our readings: the
monster that declared the attack counts even if the attack was then negated or it was destroyed
(Sakuretsu Armor): no other monster may attack that Battle Phase; the lock binds both players, its
controller too; once it leaves the field, the other monsters may attack again."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

TDD = "The Dark Door"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _attacks(duel):
    return sorted({o.name for o in duel.request.options if o.kind == "attack"})


def test_the_dark_door_only_one_of_my_monsters_attacks():
    """Q: my opponent's The Dark Door is face-up; I attack directly with Battle Ox. A: 1700 damage, and
    my Celtic Guardian may no longer declare an attack this Battle Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(1, TDD, face_down=False)
    duel = table.build()
    s = Script(duel)
    assert _attacks(duel) == ["Battle Ox", "Celtic Guardian"]
    s.pick("attack", "Battle Ox", target="player", request="battle")
    _finish(s)
    assert lp(duel) == (8000, 6300) and duel.request.kind == "battle" and _attacks(duel) == []


def test_the_dark_door_binds_its_own_controller():
    """Q: I control The Dark Door myself and attack with Battle Ox. A: the lock is on each player: my
    Celtic Guardian cannot attack after it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, TDD, face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", request="battle")
    _finish(s)
    assert _attacks(duel) == []


def test_the_dark_door_an_attacker_destroyed_by_sakuretsu_armor_still_counts():
    """Q: under The Dark Door, my Battle Ox declares an attack and my opponent destroys it with
    Sakuretsu Armor. A: the attack was declared: my Celtic Guardian cannot attack this Battle Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(1, TDD, face_down=False)
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", request="battle")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    _finish(s)
    assert grave(duel, 0) == ["Battle Ox"] and lp(duel) == (8000, 8000)
    assert duel.request.kind == "battle" and _attacks(duel) == []


def test_the_dark_door_destroyed_the_other_monsters_may_attack_again():
    """Q: after my Battle Ox attacked under my opponent's The Dark Door, I destroy it with Mystical
    Space Typhoon (Quick-Play) in the Battle Step. A: the lock is gone: Celtic Guardian attacks, 1400
    more damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Mystical Space Typhoon")
    door = table.spell_trap(1, TDD, face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", request="battle")
    _finish(s)
    s.pick("activate", "Mystical Space Typhoon", request="battle")
    s.pick("target", door)
    _finish(s)
    assert _attacks(duel) == ["Celtic Guardian"]
    s.pick("attack", "Celtic Guardian", target="player")
    _finish(s)
    assert lp(duel) == (8000, 8000 - 1700 - 1400)


def test_the_dark_door_is_no_lock_in_the_next_turn():
    """Q: my Battle Ox attacked under my The Dark Door this turn; in my opponent's next Battle Phase, may
    their Celtic Guardian attack? A: yes: each Battle Phase counts anew."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(0, TDD, face_down=False)
    table.deck(1, ["Hitotsu-Me Giant"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Mystical Elf", request="battle")
    _finish(s)
    s.end_turn()
    _finish(s)
    s.pick("battle", player=1)
    _finish(s)
    assert _attacks(duel) == ["Celtic Guardian"]
