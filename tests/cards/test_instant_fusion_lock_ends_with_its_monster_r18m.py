"""Instant Fusion (1845204): the monster it Special Summons "cannot attack" while it is on the
field (a lasting rule bound to that monster, `while_here`) and is destroyed in the End Phase.
Once the monster has left the field the rule has nothing left to apply to: at the end of the
turn no lasting effect names it any more (actions.py `_expire_lingering`: a duration bound to
an object ends when the object is gone), and the next turn starts with no lasting effect."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_the_summoned_monsters_rule_ends_once_it_is_destroyed_in_the_end_phase():
    """Player 0's turn 3: Instant Fusion (1000 LP) Special Summons Flame Swordsman from the
    Extra Deck in Attack Position; it may not attack (no Battle Phase attack offered). The
    turn ends: Flame Swordsman is destroyed in the End Phase, and in turn 4 no lasting
    effect is left."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Instant Fusion")
    table.extra(0, "Flame Swordsman")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Instant Fusion")
    s.pick("select", "Flame Swordsman")
    s.pick("option", "Attack Position", request="option")
    assert [c.data.name for c in duel.monsters(0)] == ["Flame Swordsman"]
    assert duel.players[0].lp == 7000
    uid = duel.monsters(0)[0].uid
    s.pick("battle", request="idle")
    assert not s.has("attack", "Flame Swordsman")
    s.end_turn()
    assert duel.turn == 4
    assert grave(duel, 0) == ["Instant Fusion", "Flame Swordsman"]
    assert not [e for e in duel.lingering if e.uid == uid]
    assert duel.lingering == []
