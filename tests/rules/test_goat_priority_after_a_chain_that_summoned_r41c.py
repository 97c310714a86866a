"""Goat format's priority after a chain that Summoned (round 41c; the GOAT preset,
`Rules.ignition_priority`).

Sources, in our own words: goatformat.com, "Basic Mechanics", Goat Format Rule #4 (Priority for
Ignition Effects): when a chain has finished resolving in the Main Phase, the turn player may
start the next chain with a fast effect or a monster's Ignition Effect before the opponent may
answer; it changes nothing else (an Ignition Effect is a Main Phase act: seed 000 §效果分類 ›
起動效果). Seed 004 §连锁和咒文速度 (a chain resolves once both players have passed in
succession: a player who passed is not asked again about the same chain unless the other added
a link) and seed 000 §卡片種類 › 陷阱卡 (a Trap that answers a Summon, Torrential Tribute, is activated right after
it). In the Battle Phase the GOAT preset plays seed 000's priority, as MR5 does."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_goat_ter_summoned_by_a_chain_absorbs_once_the_opponent_passes_a_single_time():
    """Q (GOAT): Magical Scientist Special Summons Thousand-Eyes Restrict; I use its effect
    first (priority) on my opponent's Celtic Guardian; my opponent, asked once, passes. A:
    both of us have passed in succession: the chain resolves at once (the Guardian becomes
    the Equip Card); my opponent is not asked a second time."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Magical Scientist")
    table.extra(0, "Thousand-Eyes Restrict")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Magical Scientist")
    s.pick("select", "Thousand-Eyes Restrict")
    s.pick("option", "Attack Position", request="option")
    s.expect(request="chain", player=0)
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Celtic Guardian")
    s.expect(request="chain", player=1)
    s.pick("pass")
    s.expect(request="idle", player=0)
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Celtic Guardian"]
    assert field_monsters(duel, 1) == []


def _battle_step_reborn(rules):
    """Turn 3, player 0's Battle Step: player 0 activates Call of the Haunted on
    Tribe-Infecting Virus; both players have Torrential Tribute Set. Both pass the chain.
    Returns the asks that follow, (kind, player), with each chain ask passed, up to the next
    Battle Step menu, and the duel and script there."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.grave(0, "Tribe-Infecting Virus")
    table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.spell_trap(0, "Call of the Haunted")
    table.spell_trap(0, "Torrential Tribute")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", request="battle")
    s.pick("target", "Tribe-Infecting Virus")
    while duel.request.kind == "chain" and duel.chain:
        s.pick("pass")
    assert "Tribe-Infecting Virus" in field_monsters(duel, 0)
    asks = []
    while duel.request.kind == "chain":
        asks.append((duel.request.kind, duel.request.player))
        s.pick("pass")
    asks.append((duel.request.kind, duel.request.player))
    return asks, duel, s


def test_goat_in_the_battle_phase_the_turn_player_answers_a_chains_summon_first_as_under_mr5():
    """Q (GOAT): in my Battle Step my Call of the Haunted brings back Tribe-Infecting Virus;
    my opponent and I each have Torrential Tribute Set. Who may answer the Summon first? A:
    rule 4 is the Main Phase's (Ignition Effects): in the Battle Phase priority is seed 000's
    (§回合玩家的優先權), as under MR5: I am asked first, then my opponent; once both of us
    have passed, my Battle Step menu no longer answers the Summon."""
    goat, duel, s = _battle_step_reborn("GOAT")
    mr5, _, _ = _battle_step_reborn("MR5")
    assert goat == mr5
    assert goat == [("chain", 0), ("chain", 1), ("battle", 0)]
    s.expect(request="battle", player=0)
    assert not s.has("activate", "Torrential Tribute")
