"""A Token destroyed this turn is in the turn's record of destroyed cards (`destroyed_this_turn`),
by battle as by an effect, though it goes to no GY (it vanishes: seed 000 §衍生物 -- a Token that
leaves the field disappears; it was destroyed all the same, seed 004 §怪兽的战斗规则: a monster
destroyed by battle is destroyed whatever happens to it next). Asked of the record as the engine's
public `Duel.destroyed_this_turn` reads it ("to": "void" where it vanished), what a card that
counts the monsters destroyed this turn would read (round h56b). The record is kept in a duel
with card scripts (its readers are scripts): each position holds one, a Pot of Greed in a hand."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _destroyed(duel):
    return [(e["reason"], e["controller"], e["origin"], e["to"]) for e in duel.destroyed_this_turn()]


def test_token_destroyed_by_battle_is_in_the_turns_record():
    """Q: my Battle Ox attacks the opponent's Sheep Token in Attack Position and destroys it. Is
    it one of the monsters destroyed this turn? A: yes: destroyed by battle, from the opponent's
    Monster Zone; it vanished ("void"), no GY holds it."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.hand(0, "Pot of Greed")
    table.monster(0, "Battle Ox")
    sheep = table.monster(1, "Sheep Token")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=sheep, request="battle")
    _pass(s)
    assert grave(duel, 1) == [] and duel.monsters(1) == []
    assert _destroyed(duel) == [("battle", 1, "mzone", "void")]


def test_token_destroyed_by_an_effect_is_in_the_turns_record():
    """Q: I activate Fissure; the opponent's only monster is a Sheep Token. A: it is destroyed by
    the effect and is in the record ("void"), as a monster sent to the GY would be."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Fissure")
    table.monster(1, "Sheep Token")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure")
    _pass(s)
    assert duel.monsters(1) == []
    assert [(r, c, o, t) for r, c, o, t in _destroyed(duel) if o == "mzone"] == [("destroyed_effect", 1, "mzone", "void")]


def test_monster_destroyed_by_battle_beside_a_token_both_recorded():
    """Q: my Battle Ox (1700) destroys the opponent's Sheep Token, then, in another battle, my Celtic Guardian (1400) attacks the
    opponent's Battle Ox (1700) and is destroyed. A: both are in the record, in that order: the
    Token ("void") and the Guardian (my GY)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.hand(0, "Pot of Greed")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    sheep = table.monster(1, "Sheep Token")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=sheep, request="battle", player=0)
    _pass(s)
    s.pick("attack", "Celtic Guardian", target=ox, request="battle", player=0)
    _pass(s)
    assert grave(duel, 0) == ["Celtic Guardian"]
    assert _destroyed(duel) == [("battle", 1, "mzone", "void"), ("battle", 0, "mzone", "grave")]
