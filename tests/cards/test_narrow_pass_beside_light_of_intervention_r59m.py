"""Narrow Pass (40172183) beside Light of Intervention (62867251) (round 59m).

Sources, read in our words: yugioh-wiki.net 《狭き通路》 (while it is face-up each player may
Normal Summon only 2 monsters; a Set is no Summon and stays possible); yugioh-wiki.net
《聖なる輝き》 (no monster may be Set: a monster that would be Set is Normal Summoned in face-up
Defense Position instead, so that is a Normal Summon). Our reading: under both, a "Set" counts
as one of Narrow Pass's two Normal Summons, and once both are spent the player has neither a
Summon nor a Set left (a Set would be a third Normal Summon).

Round 59m: kills turn.py `_summon_options`' return under Light of Intervention once the Narrow
Pass count is spent (round 58o's open entry `delete-statement | return | 3 @ _summon_options()`),
which went on to offer the Sets."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _finish(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_narrow_pass_counts_a_set_made_a_summon_by_light_of_intervention():
    """Q: (GOAT) my opponent's Light of Intervention is face-up. I activate Narrow Pass and Normal
    Summon Battle Ox; on my next turn I "Set" Celtic Guardian, which Light of Intervention makes a
    Normal Summon in face-up Defense Position. On my turn after, may I Summon or Set Gemini Elf?
    A: no: two Normal Summons were made since Narrow Pass's activation, and a Set would be a third
    Normal Summon: the menu offers neither."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Narrow Pass")
    table.spell_trap(1, "Light of Intervention", face_down=False)
    table.hand(0, "Battle Ox", "Celtic Guardian", "Gemini Elf", "Vorse Raider")
    table.deck(0, ["Mystical Elf"] * 8)
    table.deck(1, ["Mystical Elf"] * 8)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Narrow Pass", player=0, request="idle", first=True)
    _finish(duel, s)
    s.pick("summon", "Battle Ox", request="idle")
    _finish(duel, s)
    s.end_turn()
    s.end_turn()
    assert s.options("summon", "Gemini Elf")        # one Normal Summon made: one left
    s.pick("set", "Celtic Guardian", request="idle")
    _finish(duel, s)
    assert field_monsters(duel, 0) == ["Battle Ox", "Celtic Guardian"]
    guardian = duel.monsters(0)[1]
    assert guardian.face_up and guardian.position == "defense"
    s.end_turn()
    s.end_turn()
    assert duel.turn == 7 and duel.request.kind == "idle" and duel.request.player == 0
    assert not s.options("summon")
    assert not s.options("set")
