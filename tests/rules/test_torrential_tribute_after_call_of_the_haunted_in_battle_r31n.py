"""A summon made by a resolving chain opens a new chance to answer it (seed 000 §召喚成功時,
§連鎖): in the Battle Step, after the defender's Call of the Haunted resolves and Special
Summons a monster, the turn player has priority and may activate Torrential Tribute. The
engine asks the turn player with the response-window column of a current offer cache, the
window's happenings being that summon (chain.py `_priority`, round 30w). Round 31n: mutation
testing of round 30's lines."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_torrential_tribute_answers_a_monster_revived_at_an_attack():
    """Player 0's Battle Ox attacks; player 1 activates Call of the Haunted on Mystical Elf in
    the GY. Once it resolves, player 0 (Torrential Tribute Set) is offered Torrential Tribute;
    it destroys every monster on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Torrential Tribute")
    table.spell_trap(1, "Call of the Haunted")
    table.grave(1, "Mystical Elf")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox")
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Mystical Elf", player=1)
    if duel.request.kind == "zone":
        duel.answer(0)
    assert field_monsters(duel, 1) == ["Mystical Elf"] and not duel.chain
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert s.has("activate", "Torrential Tribute")
    s.pick("activate", "Torrential Tribute")
    for _ in range(10):
        if not duel.chain:
            break
        s.pick("pass")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
