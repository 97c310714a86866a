"""Once a chain resolves, the turn player has priority again and may start a new chain with
whatever the moment allows (seed 000 §連鎖; §傷害步驟 limits only the Damage Step, not the
Battle Step).

The engine asks a player whose offer cache is current with the column of that cache the
moment picks, handed to `_response_options` (chain.py `_priority`, round 30w). Ruled here:
after a chain at an attack declaration, still in the Battle Step, the turn player is offered
a Quick-Play Spell that may not be activated in the Damage Step. Round 31n: mutation testing
of round 30's lines."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_after_a_chain_in_the_battle_step_the_turn_player_may_start_another_with_a_quick_play():
    """Player 0's Battle Ox attacks (player 0 holds Mystical Space Typhoon back); player 1
    activates Sakuretsu Armor and player 0 does not respond: Battle Ox is destroyed. Still in
    the Battle Step (not the Damage Step), the turn player has priority again and is offered
    Mystical Space Typhoon from the hand (a Quick-Play Spell, in its controller's own turn)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Sakuretsu Armor")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox")
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=1)
    s.pick("pass", player=0, request="chain")
    s.pick("pass", player=1, request="chain")
    assert field_monsters(duel, 0) == [] and "Sakuretsu Armor" in grave(duel, 1)
    assert duel.step == "battle" and not duel.chain
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert s.has("activate", "Mystical Space Typhoon")
    s.pick("activate", "Mystical Space Typhoon")
    assert duel.request.kind == "target" and len(duel.request.options) == 1     # the Set one
    duel.answer(duel.request.options[0])
    for _ in range(10):
        if not duel.chain:
            break
        s.pick("pass")
    assert grave(duel, 0).count("Mystical Space Typhoon") == 1 and "Mystical Space Typhoon" in grave(duel, 1)
