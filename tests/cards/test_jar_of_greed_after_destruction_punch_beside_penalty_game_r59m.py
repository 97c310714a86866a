"""Jar of Greed (83968380) activated after Destruction Punch (05616412) in the same Battle
Phase, in a duel holding an unused Penalty Game! (round 59m).

Sources, in our words: Jar of Greed's text (draw 1 card); Destruction Punch's text (the weaker
attacker of a Defense Position monster is destroyed at the end of the Damage Step); Penalty Game!'s
text (only once it resolves: no draw in the opponent's next Draw Phase, or no Spells and Traps):
a Set Penalty Game! bars nothing, and Destruction Punch's waiting effect is no draw lock.

Round 59m: kills duel.py `_draw_barred`'s tag test dropped (any lasting effect of the player's
that lasts for a phase read as Penalty Game!'s draw lock: Destruction Punch's delayed effect,
waiting to the end of the Battle Phase, barred Jar of Greed's draw), round 58o's open entry
`drop-and-operand-0 | entry.tag == 'no_draw' and entry.player == player and ...`."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_jar_of_greed_draws_after_destruction_punch_beside_a_set_penalty_game():
    """Q: my opponent has a Set Penalty Game! they never activate. Their Battle Ox (1700) attacks
    my Mystical Elf (2000 DEF, Defense Position); I activate Destruction Punch, and once it resolved,
    in the same Battle Phase, Jar of Greed. A: I draw 1 card (Celtic Guardian); Battle Ox is
    destroyed at the end of the Damage Step."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Destruction Punch")
    table.spell_trap(1, "Jar of Greed")
    table.spell_trap(0, "Penalty Game!")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf, request="battle")
    s.pick("activate", "Destruction Punch", player=1, request="chain")
    jar_at = None
    for _ in range(40):
        r = duel.request
        if r is None or r.kind != "chain":
            break
        if r.player == 1 and jar_at is None and not duel.chain and s.options("activate", "Jar of Greed", player=1):
            jar_at = duel.phase
            s.pick("activate", "Jar of Greed", player=1)
            continue
        s.pick("pass", player=r.player)
    assert jar_at == "battle" and duel.phase == "battle"
    assert hand(duel, 1) == ["Celtic Guardian"]
    assert grave(duel, 0) == ["Battle Ox"]
    assert sorted(grave(duel, 1)) == ["Destruction Punch", "Jar of Greed"]
