"""Nightmare Wheel (54704216): a Continuous Trap that targets a monster the opponent controls
(a face-down one too): while it is face-up that monster cannot attack or change its battle
position; it is destroyed once that monster leaves the field; in each of its controller's own
Standby Phases a trigger deals the opponent 500 damage, activated and resolved only while that
monster is in a Monster Zone.

Sources: the card's text (PGD-106 / DR1 2005 and today's, in our words: one meaning, no ERAS
entry); yugioh-wiki.net 《拷問車輪》 (the OCG text: the target is a monster the opponent controls;
the 500 damage is a trigger of its own Standby Phase needing the monster in a Monster Zone);
yugioh.fandom.com "Card Rulings:Nightmare Wheel" (OCG FAQ: activated at any time but the Damage
Step, a face-down monster may be targeted, the damage is a chain link that targets nothing;
earlier rulings: activated on an attacking monster in the Battle Step, the attack stops; it is
destroyed when the monster is destroyed, returned to the hand, banished...; NOT when the monster
is turned face-down, which stays held; Royal Decree negates it: the monster may attack)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

WHEEL = "Nightmare Wheel"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _held_on_attack(extra=None):
    """My opponent's Battle Ox attacks directly; I answer with Nightmare Wheel targeting it."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, WHEEL)
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    if extra:
        extra(table)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=1)
    s.pick("activate", WHEEL, player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    _finish(s)
    return duel, s


def test_nightmare_wheel_stops_the_attack_and_holds_the_monster():
    """Q: my opponent's Battle Ox attacks directly; I activate Nightmare Wheel targeting it. A: the
    attack stops (no damage); Battle Ox cannot attack again this turn, and in Main Phase 2 it
    cannot change its battle position."""
    duel, s = _held_on_attack()
    assert lp(duel) == (8000, 8000)
    assert of_type(duel, "attack_ended")[-1]["reason"] == "cannot_attack"
    assert not s.has("attack", "Battle Ox", target="player")
    s.pick("end_battle", player=1)
    _finish(s)
    assert duel.phase == "main2" and not s.has("change_position", "Battle Ox")


def test_nightmare_wheel_deals_500_in_each_of_my_standby_phases():
    """Q: the monster stays held; my turn comes. A: in my Standby Phase the trigger deals my
    opponent 500 (a chain link); my opponent's own Standby Phase deals nothing."""
    duel, s = _held_on_attack()
    s.pick("end_battle", player=1)
    _finish(s)
    s.end_turn()
    _finish(s)
    assert duel.turn == 5 and duel.turn_player == 0
    assert lp(duel) == (8000, 7500)
    assert [e for e in of_type(duel, "damage") if e["player"] == 1][-1]["amount"] == 500
    s.end_turn()
    _finish(s)
    assert duel.turn == 6 and lp(duel) == (8000, 7500)


def test_nightmare_wheel_is_destroyed_when_the_monster_leaves_the_field():
    """Q: the held Battle Ox is destroyed by my Fissure. A: Nightmare Wheel is destroyed with it
    (no chain link); no damage follows in my Standby Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, WHEEL)
    table.hand(0, "Fissure")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", WHEEL, player=0)
    s.pick("target", "Battle Ox", player=0)
    _finish(s)
    assert duel.players[0].szone[0].name == WHEEL
    s.pick("activate", "Fissure", player=0)
    _finish(s)
    assert grave(duel, 1) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Fissure", WHEEL]


def test_nightmare_wheel_keeps_a_monster_turned_face_down():
    """Q: I turn the held Battle Ox face-down with Book of Moon. A: the earlier ruling: Nightmare
    Wheel is not destroyed, the monster stays held (it cannot be Flip Summoned: no change of
    position) and my Standby Phase still deals 500."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, WHEEL)
    table.hand(0, "Book of Moon")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", WHEEL, player=0)
    s.pick("target", "Battle Ox", player=0)
    _finish(s)
    s.pick("activate", "Book of Moon", player=0)
    s.pick("target", "Battle Ox", player=0)
    _finish(s)
    [ox] = duel.monsters(1)
    assert ox.position == "set" and duel.players[0].szone[0].name == WHEEL
    s.end_turn()
    _finish(s)
    assert duel.turn_player == 1 and not s.has("flip_summon", ox.uid)
    s.end_turn()
    _finish(s)
    assert duel.turn == 5 and lp(duel) == (8000, 7500)


def test_nightmare_wheel_may_target_a_face_down_monster_but_never_my_own():
    """Q: which monsters may it target? A: a monster my opponent controls, face-down too; never
    my own."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, WHEEL)
    table.monster(0, "Celtic Guardian")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", WHEEL, player=0)
    assert [o.card for o in duel.request.options if o.kind == "target"] == [elf.uid(duel)]


def test_nightmare_wheel_negated_by_royal_decree_lets_the_monster_attack():
    """Q: Nightmare Wheel holds my opponent's Battle Ox; in their turn they activate Royal Decree.
    A: the ruling: Royal Decree negates Nightmare Wheel: Battle Ox may change its position and
    attack (1700 to me); Nightmare Wheel stays on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, WHEEL)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Royal Decree")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", WHEEL, player=0)
    s.pick("target", "Battle Ox", player=0)
    _finish(s)
    s.end_turn()
    _finish(s)
    assert duel.turn_player == 1 and not s.has("change_position", "Battle Ox")
    s.pick("activate", "Royal Decree", player=1, request="idle")
    _finish(s)
    assert duel.players[0].szone[0].name == WHEEL
    assert s.has("change_position", "Battle Ox")
    s.pick("battle", player=1)
    _finish(s)
    s.pick("attack", "Battle Ox", target="player", player=1)
    _finish(s)
    assert lp(duel) == (6300, 8000)
