"""The Main Phase menu's summon lock (turn.py `_main_menu`: "no_summon" read from the lasting
rules in place when no card of the duel carries the tag, else `_summon_lock`). The rulings:
Scapegoat: "You cannot Summon other monsters the turn you activate this card (but you can
Normal Set)": the rule binds the player who activated it and no one else; The Last Warrior
from Another Planet: "while it is face-up, neither player can Normal, Flip or Special
Summon" (a continuous effect of a card on the field, whatever lasting rules exist); a lasting
rule with another tag (Waboku's "no battle damage this turn") locks no summon."""

from duelist.testing.scenario import Script, Table


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_a_lasting_rule_of_another_kind_on_the_turn_player_locks_no_summon():
    """Player 0 activates their Set Waboku in their own Main Phase 1 (a lasting rule on player
    0: no battle damage this turn). Afterwards the menu still offers the Normal Summon of Battle
    Ox (and its Set)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Waboku")
    table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Waboku")
    _settle(duel, s)
    assert duel.lingering
    assert s.has("summon", "Battle Ox") and s.has("set", "Battle Ox")


def test_the_opponents_scapegoat_does_not_lock_the_turn_players_summons():
    """Player 0 activates Rush Recklessly on Celtic Guardian; player 1 chains their Set
    Scapegoat (its rule binds player 1 only). Once the chain has resolved, player 0 may still
    Normal Summon Battle Ox."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Rush Recklessly", "Battle Ox")
    table.spell_trap(1, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Celtic Guardian")
    s.pick("activate", "Scapegoat", player=1)
    _settle(duel, s)
    assert len(duel.monsters(1)) == 4          # the four Sheep Tokens
    assert s.has("summon", "Battle Ox") and s.has("set", "Battle Ox")


def _last_warrior_table():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "The Last Warrior from Another Planet")
    table.monster(0, "Mystical Elf", position="set")
    table.spell_trap(0, "Waboku")
    table.hand(0, "Battle Ox")
    return table


def test_the_last_warrior_locks_summons_with_no_lasting_rule():
    """Player 1's The Last Warrior from Another Planet is face-up and no lasting rule exists:
    player 0's menu offers the Set of Battle Ox, neither its Normal Summon nor the Flip Summon
    of the Set Mystical Elf."""
    duel = _last_warrior_table().build()
    s = Script(duel)
    assert not duel.lingering
    assert s.has("set", "Battle Ox")
    assert not s.has("summon", "Battle Ox") and not s.has("flip_summon", "Mystical Elf")


def test_the_last_warrior_locks_summons_beside_a_lasting_rule():
    """The same after player 0's Waboku resolved (a lasting rule now exists): still no Normal
    Summon and no Flip Summon, the Set still offered."""
    duel = _last_warrior_table().build()
    s = Script(duel)
    s.pick("activate", "Waboku")
    _settle(duel, s)
    assert duel.lingering
    assert s.has("set", "Battle Ox")
    assert not s.has("summon", "Battle Ox") and not s.has("flip_summon", "Mystical Elf")
