"""Mirage Dragon (15960641): while it is face-up on the field, its controller's opponent cannot
activate Trap Cards during the Battle Phase (either player's); its controller's own Traps are
not touched, and outside the Battle Phase nothing is locked.

Sources: the card's text (one meaning in both eras: the 2005 English text and today's say the
same, so no ERAS entry); yugioh-wiki.net 《ミラージュ・ドラゴン》: the lock is a continuous effect
on the opponent alone, "cannot activate" so Counter Traps are locked too, it reaches the
opponent's own Battle Phase as well, and it does nothing outside the Battle Phase (a free-chain
Trap at the end of the Main Phase) nor to a Continuous Trap already face-up; a face-up Skill
Drain negates the effects of face-up monsters on the field (its text), Mirage Dragon's lock
with them. The engine: the `no_trap_activation` lock with `affects(ctx, player)` (round 53k,
chain.py `_trap_lock`); Jinzo's lock has none and reaches both players."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _battle(rules=None, turn_player=0, phase="battle_step"):
    table = Table(rules=rules, turn=3, turn_player=turn_player, phase=phase)
    table.monster(0, "Mirage Dragon")
    table.monster(turn_player, "Battle Ox")
    table.spell_trap(1, "Sakuretsu Armor")
    table.spell_trap(1, "Dust Tornado")
    table.spell_trap(0, "Waboku")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


def _play_out_chain(s, duel):
    """Pass every chain window (a target question, Trap Hole's or Sakuretsu Armor's single
    candidate, answered with it)."""
    while duel.request is not None and duel.request.kind in ("chain", "target"):
        if duel.request.kind == "target":
            s.answer(duel.request.options[0])
        else:
            s.pick("pass")


def _direct_attack_unanswered(duel):
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("pass", player=0, request="chain")       # Mirage Dragon's controller may still answer
    s.expect("battle", player=0)                    # no window for the opponent: nothing to offer
    return s


def test_mirage_dragon_bars_the_opponents_sakuretsu_armor_in_the_battle_phase():
    """Q: my opponent controls Mirage Dragon and attacks me directly with Battle Ox; may I answer
    with my Set Sakuretsu Armor, or Dust Tornado? A: no: I cannot activate Trap Cards in the
    Battle Phase; the attack goes through (1700 damage), both Traps stay Set."""
    duel = _battle().build()
    _direct_attack_unanswered(duel)
    assert lp(duel) == (8000, 8000 - 1700)
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Sakuretsu Armor", "Dust Tornado"]
    assert field_monsters(duel, 0) == ["Mirage Dragon", "Battle Ox"]


def test_mirage_dragon_bars_the_opponents_traps_under_the_goat_preset_too():
    """Q: the same attack under the 2005 (Goat) rules? A: the same: the 2005 text locks the
    opponent's Traps in the Battle Phase; 1700 damage, nothing activated."""
    duel = _battle(rules="GOAT").build()
    _direct_attack_unanswered(duel)
    assert lp(duel) == (8000, 8000 - 1700)
    assert grave(duel, 1) == []


def test_mirage_dragon_leaves_its_controllers_own_trap_in_the_battle_phase():
    """Q: in my opponent's Battle Phase their Battle Ox attacks my Mirage Dragon (Defense
    Position, 600 DEF): may I activate my own Waboku? And may my opponent chain a Trap to it?
    A: I may (the lock reaches only my opponent): Mirage Dragon is not destroyed by that
    battle; my opponent is offered no Trap to chain (Dust Tornado could target Waboku outside
    the Battle Phase)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(0, "Mirage Dragon", position="defense")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Waboku")
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Mirage Dragon")
    if duel.request.player == 1:        # the turn player's own window first: no Trap offered
        assert not s.has("activate", "Dust Tornado")
        s.pick("pass", player=1, request="chain")
    s.pick("activate", "Waboku", player=0, request="chain")
    # Waboku on the chain: its controller's opponent gets no Trap to chain
    while duel.request.kind == "chain":
        assert not s.has("activate", "Dust Tornado")
        s.pick("pass")
    s.expect("battle", player=1)
    assert field_monsters(duel, 0) == ["Mirage Dragon"]
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 0) == ["Waboku"]
    assert grave(duel, 1) == []


def test_mirage_dragon_locks_nothing_in_main_phase_2():
    """Q: in Main Phase 2 the Mirage Dragon's controller Normal Summons Battle Ox; may the
    opponent activate Trap Hole? A: yes: the lock holds only in the Battle Phase; Battle Ox is
    destroyed."""
    table = Table(turn=3, turn_player=0, phase="main2")
    table.monster(0, "Mirage Dragon")
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Trap Hole")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    while duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    _play_out_chain(s, duel)
    assert grave(duel, 0) == ["Battle Ox"]
    assert grave(duel, 1) == ["Trap Hole"]
    assert field_monsters(duel, 0) == ["Mirage Dragon"]


def test_mirage_dragon_under_skill_drain_locks_nothing():
    """Q: my opponent's Mirage Dragon is face-up while my Skill Drain is face-up; Battle Ox
    attacks me directly: may I activate Sakuretsu Armor? A: yes: Skill Drain negates Mirage
    Dragon's effect on the field, so its lock does not apply; Battle Ox is destroyed."""
    table = _battle()
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    _play_out_chain(s, duel)
    assert grave(duel, 0) == ["Battle Ox"]
    assert lp(duel) == (8000, 8000)


def test_mirage_dragon_beside_jinzo_locks_its_controller_too():
    """Q: I control Mirage Dragon and my opponent controls Jinzo; in my opponent's Battle Phase
    their Battle Ox attacks my Mirage Dragon (Defense Position): may I activate Waboku? A: no:
    Jinzo's lock reaches both players, whatever Mirage Dragon spares; Mirage Dragon is
    destroyed by the battle, Waboku stays Set."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(0, "Mirage Dragon", position="defense")
    table.monster(1, "Battle Ox")
    table.monster(1, "Jinzo", position="defense")
    table.spell_trap(0, "Waboku")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Mirage Dragon")
    while duel.request.kind == "chain":
        assert not s.has("activate", "Waboku")
        s.pick("pass")
    assert grave(duel, 0) == ["Mirage Dragon"]
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Waboku"]
    assert lp(duel) == (8000, 8000)
