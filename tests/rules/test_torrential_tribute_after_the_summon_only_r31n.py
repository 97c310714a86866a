"""A card that answers a summon may be activated only while that summon is the last thing that
happened (seed 000 §召喚成功時): after Monster Reborn's chain resolves with a Special Summon,
the turn player may activate Torrential Tribute from the Main Phase menu at once, but not
after another action (a Set) has come between. The engine drops the window's happenings at
every menu pick that is no activation (duel.py `answer`, the driver written there in round
30p). Round 31n: mutation testing of round 30's lines. Played under MR5 (seed 000's
priority): under GOAT's priority for Ignition Effects the turn player answers such a summon at
a priority ask before the menu (tests/rules/test_goat_priority_for_ignition_effects.py), and the
menu no longer sees it. Since `Rules.seed_priority_after_chain` (seed 000
§回合玩家的優先權) every preset asks the turn player first at a window after such a chain, so
the menu answers it only under rules recorded before that flag (an old replay): played so here
(tests/rules/test_turn_player_priority_after_a_chain_that_summoned.py has today's rule)."""

from duelist.engine.rules import PRESETS
from duelist.testing.scenario import Script, Table


def test_torrential_tribute_is_offered_right_after_a_special_summon_and_not_after_a_set():
    """Player 0 has Torrential Tribute Set and activates Monster Reborn on Battle Ox in the GY;
    nobody responds, Battle Ox is Special Summoned. At the menu, player 0 is offered Torrential
    Tribute; player 0 Sets Pot of Greed instead; at the next menu Torrential Tribute is no
    longer offered."""
    table = Table(rules=PRESETS["MR5"].replace(seed_priority_after_chain=False), turn=3,
                  turn_player=0, phase="main1")
    table.hand(0, "Monster Reborn", "Pot of Greed")
    table.grave(0, "Battle Ox")
    table.spell_trap(0, "Torrential Tribute")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    for _ in range(10):
        if duel.request.kind == "idle":
            break
        if duel.request.kind in ("target", "option", "zone"):
            duel.answer(0)      # (Battle Ox; Attack Position; the first free zone)
        else:
            s.pick("pass")
    assert [c.name for c in duel.players[0].mzone if c is not None] == ["Battle Ox"]
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert s.has("activate", "Torrential Tribute")
    s.pick("set_spell", "Pot of Greed")
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert not s.has("activate", "Torrential Tribute")
