"""Castle Walls' rulings as the 2002 starter decks raise them (SDY-048, SDK-049): it targets 1
face-up monster on the field, which gains 500 DEF until the end of the turn.

The card plays one text under every preset; this test uses the default preset (MR5). Sources:
seed 004 §怪兽的战斗规则 › 战斗处理时（伤害步骤）的注意 (in the Damage Step only effects that change
ATK/DEF may be activated, from its start up to damage calculation; a face-down monster attacked
is turned face-up Defense Position in the Damage Step, before damage calculation); the trap
rulings article on Pojo's garage (Castle Walls "can be activated ANY time", on either player's
monster, and lasts the whole turn)."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table


def test_castle_walls_saves_a_set_monster_once_the_attack_has_flipped_it():
    """Q: my opponent's Battle Ox (1700) attacks my Set Celtic Guardian (1200 DEF); may I use
    Castle Walls on the Guardian? A: not while it is face-down (it still is at the start of the
    Damage Step: Castle Walls targets a face-up monster); once flipped face-up, before damage
    calculation, yes: 1700 DEF, the Guardian is not destroyed and no one takes damage."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    guardian = table.monster(0, "Celtic Guardian", position="set")
    table.spell_trap(0, "Castle Walls")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian)
    s.pick("pass", player=0, request="chain")                  # attack declared
    s.expect(request="chain", player=0)                        # start of the Damage Step
    assert not guardian.card(duel).face_up
    s.pick("pass", player=0)
    s.expect(request="chain", player=0)                        # before damage calculation
    assert guardian.card(duel).face_up
    s.pick("activate", "Castle Walls")
    s.pick("target", guardian)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert duel.defense(guardian.card(duel)) == 1700
    assert lp(duel) == (8000, 8000)
