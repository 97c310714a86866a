"""Pitch-Black Warwolf (88975532): while it is face-up on the field, its controller's opponent
cannot activate Trap Cards during the Battle Phase (either player's).

Sources: the card's texts in our words (the 2005-era TCG text, RDS-EN026, Rise of Destiny: your
opponent cannot activate Trap Cards during the Battle Phase; today's: "during the Battle Phase,
your opponent cannot activate Trap Cards" -- the same, no ERAS entry); yugioh-wiki.net
《漆黒の戦士 ワーウルフ》: a continuous effect that bars only the opponent, in both players'
Battle Phases, Counter Traps too (Mirror Force, Magic Cylinder and the like cannot answer an
attack), and nothing outside the Battle Phase; the same lock as Mirage Dragon's
(tests/cards/test_mirage_dragon_r53k.py); Skill Drain negates the effects of face-up monsters on
the field (its text), this lock with them."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

WARWOLF = "Pitch-Black Warwolf"


def _battle(turn_player=0):
    table = Table(rules="GOAT", turn=3, turn_player=turn_player, phase="battle_step")
    table.monster(0, WARWOLF)
    table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Sakuretsu Armor")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind in ("chain", "target"):
        if s.duel.request.kind == "target":
            s.answer(s.duel.request.options[0])
        else:
            s.pick("pass")


def test_pitch_black_warwolf_bars_the_opponents_mirror_force():
    """Q: my Pitch-Black Warwolf attacks my opponent directly; may they answer with their Set
    Mirror Force or Sakuretsu Armor? A: no: they cannot activate Trap Cards in the Battle Phase:
    1600 damage, both Traps stay Set, my Warwolf stays."""
    duel = _battle().build()
    s = Script(duel)
    s.pick("attack", WARWOLF, target="player", request="battle")
    while duel.request.kind == "chain":
        assert duel.request.player == 0          # the opponent is offered nothing
        s.pick("pass")
    assert lp(duel) == (8000, 8000 - 1600)
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Mirror Force", "Sakuretsu Armor"]
    assert field_monsters(duel, 0) == [WARWOLF]


def test_pitch_black_warwolf_in_the_opponents_battle_phase_spares_its_controller():
    """Q: in my opponent's Battle Phase their Battle Ox attacks my Pitch-Black Warwolf; may I
    activate my Sakuretsu Armor, and may they chain their Dust Tornado? A: I may (the lock bars only
    my opponent): Battle Ox is destroyed; they are offered no Trap (in their own Battle Phase
    too)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, WARWOLF)
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Sakuretsu Armor")
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=WARWOLF, request="battle")
    if duel.request.player == 1:
        assert not s.has("activate", "Dust Tornado")
        s.pick("pass", player=1, request="chain")
    s.pick("activate", "Sakuretsu Armor", player=0, request="chain")
    while duel.request.kind in ("chain", "target"):
        if duel.request.kind == "target":
            s.pick("target", "Battle Ox")
            continue
        assert not s.has("activate", "Dust Tornado")
        s.pick("pass")
    assert grave(duel, 1) == ["Battle Ox"] and grave(duel, 0) == ["Sakuretsu Armor"]
    assert field_monsters(duel, 0) == [WARWOLF]


def test_pitch_black_warwolf_locks_nothing_in_the_main_phase():
    """Q: in my Main Phase 1, with Pitch-Black Warwolf face-up, I Normal Summon Battle Ox: may my
    opponent activate Trap Hole? A: yes: the lock holds only in the Battle Phase; Battle Ox is
    destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, WARWOLF)
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", request="idle")
    while duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    _pass_all(s)
    assert grave(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Trap Hole"]


def test_pitch_black_warwolf_under_skill_drain_locks_nothing():
    """Q: my opponent's Skill Drain is face-up and my Pitch-Black Warwolf attacks directly: may
    they activate Sakuretsu Armor? A: yes: Skill Drain negates the Warwolf's effect on the field;
    the Warwolf is destroyed, no damage."""
    table = _battle()
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", WARWOLF, target="player", request="battle")
    if duel.request.player == 0:
        s.pick("pass", player=0, request="chain")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    _pass_all(s)
    assert grave(duel, 0) == [WARWOLF] and lp(duel) == (8000, 8000)
