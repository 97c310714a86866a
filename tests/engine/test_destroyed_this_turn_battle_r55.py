"""This turn's record of destroyed cards (`Duel.destroyed_this_turn`, `Ctx.destroyed_this_turn`: a
card-memory primitive, docs/cards.md) holds a monster destroyed by battle, wherever it went: a
monster destroyed by battle is destroyed (seed 004 §伤害的判定: the loser of a battle is destroyed),
whether it reaches the GY or is banished instead (Macro Cosmos). Before stop 55 only destructions by
effects and rules were in it (battle.py moves the monster it destroys itself, reason "battle"):
round 55j noticed it."""

from duelist.engine import state as S
from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def _battle(macro_cosmos=False):
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")                    # 1700 ATK
    guardian = table.monster(1, "Celtic Guardian")   # 1400 ATK
    if macro_cosmos:
        table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=guardian, request="battle")
    return duel, guardian


def test_a_monster_destroyed_by_battle_is_in_this_turns_destroyed_cards():
    """Q: Battle Ox destroys Celtic Guardian by battle. Is the Guardian among the cards destroyed
    this turn? A: yes: destroyed by battle, from a Monster Zone, face-up, sent to its owner's GY."""
    duel, guardian = _battle()
    assert grave(duel, 1) == ["Celtic Guardian"]
    records = duel.destroyed_this_turn()
    assert [(r["cid"], r["reason"], r["origin"], r["face_up"], r["to"], r["owner"]) for r in records] == \
        [(guardian.card(duel).cid, "battle", S.MZONE, True, S.GRAVE, 1)]


def test_a_monster_destroyed_by_battle_and_banished_instead_is_in_this_turns_destroyed_cards():
    """Q: the same battle, but the Guardian's controller has Macro Cosmos face-up, so the Guardian is
    banished instead of going to the GY. Was it destroyed? A: yes: destroyed all the same, the
    record says where it went."""
    duel, guardian = _battle(macro_cosmos=True)
    assert banished(duel, 1) == ["Celtic Guardian"]
    records = duel.destroyed_this_turn()
    assert [(r["cid"], r["reason"], r["to"]) for r in records] == [(guardian.card(duel).cid, "battle", S.BANISHED)]
    assert "banished" not in records[0]
