"""Harpie Lady 3 (Effect Monster, Level 4 WIND Winged Beast): its name is always "Harpie Lady"; a
monster that battles it cannot declare an attack during its controller's next 2 turns.

Sources: the card's text, in our own words (the 2005 print, RDS-EN019, and today's do the same: no era
entry): the monster is locked after damage calculation whether Harpie Lady 3 survives the battle or
not, for the next 2 turns of that monster's controller, the current turn not counted ("next"); a
lasting effect on that monster, so a monster that left the field is a new card (seed 000 §怪獸的表示
形式 / the object rule the engine keeps). Skill Drain's text: the effects of face-up monsters on the
field are negated, Harpie Lady 3's among them, as it battles."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def _pass(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _battle_phase_of_turn(s, turn):
    """End turns until `turn`'s Main Phase 1, then enter its Battle Phase."""
    duel = s.duel
    while not (duel.turn == turn and duel.request.kind == "idle"):
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.end_turn()
    s.pick("battle")


def _table(turn, turn_player):
    table = Table(turn=turn, turn_player=turn_player, phase="battle_step")
    table.deck(0, ["Celtic Guardian"] * 8)
    table.deck(1, ["Celtic Guardian"] * 8)
    return table


def test_harpie_lady_3_attacked_and_destroyed_still_locks_the_attacker_two_turns():
    """Q: (turn 4, my opponent's) their Vorse Raider (1900) attacks my Harpie Lady 3 (1300) and
    destroys it. A: I take 600; Vorse Raider cannot declare an attack in their turns 6 and 8 (its
    controller's next 2 turns); in turn 10 it can."""
    table = _table(turn=4, turn_player=1)
    table.monster(1, "Vorse Raider")
    harpie = table.monster(0, "Harpie Lady 3")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Vorse Raider", target=harpie, player=1)
    _pass(s)
    assert lp(duel)[0] == 8000 - 600 and [c.name for c in duel.players[0].grave] == ["Harpie Lady 3"]
    for turn in (6, 8):
        _battle_phase_of_turn(s, turn)
        assert duel.turn_player == 1 and not s.has("attack", "Vorse Raider")
    _battle_phase_of_turn(s, 10)
    assert s.has("attack", "Vorse Raider")


def test_harpie_lady_3_attacking_locks_the_monster_it_battled_for_its_controllers_next_two_turns():
    """Q: (turn 3, mine) my Harpie Lady 3 attacks my opponent's Battle Ox (1700 ATK). A: Harpie Lady
    3 is destroyed and I take 400; Battle Ox cannot declare an attack in my opponent's turns 4 and
    6; in turn 8 it can."""
    table = _table(turn=3, turn_player=0)
    table.monster(0, "Harpie Lady 3")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Harpie Lady 3", target=ox, player=0)
    _pass(s)
    assert lp(duel)[0] == 8000 - 400
    for turn in (4, 6):
        _battle_phase_of_turn(s, turn)
        assert not s.has("attack", "Battle Ox")
    _battle_phase_of_turn(s, 8)
    assert s.has("attack", "Battle Ox")


def test_harpie_lady_3_under_skill_drain_locks_nothing():
    """Q: a face-up Skill Drain is on the field; my opponent's Vorse Raider attacks my Harpie Lady 3.
    A: Harpie Lady 3's effect is negated: Vorse Raider may attack again in their next turn (6)."""
    table = _table(turn=4, turn_player=1)
    table.monster(1, "Vorse Raider")
    table.spell_trap(1, "Skill Drain", face_down=False)
    harpie = table.monster(0, "Harpie Lady 3")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Vorse Raider", target=harpie, player=1)
    _pass(s)
    assert lp(duel)[0] == 8000 - 600
    _battle_phase_of_turn(s, 6)
    assert s.has("attack", "Vorse Raider")
