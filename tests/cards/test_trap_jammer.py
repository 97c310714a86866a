"""Trap Jammer (19252988), Counter Trap: during the Battle Phase, when the opponent activates a
Trap Card, negate the activation and destroy it.

Sources read: the OCG expert-rules page (home.att.ne.jp "遊戯王OCGエキスパートルールHP") lists
トラップ・ジャマー among the Counter Traps that negate a Trap's activation and destroy it. Only in
the Battle Phase, only the opponent's Trap: the card's text (today's and, as we know it, the 2005
one: "This card can only be activated during the Battle Phase. Negate the activation of a Trap
Card your opponent activates and destroy it"); a Counter Trap may be activated in the Damage
Step to negate an activation (seed 004 §伤害步骤)."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_trap_jammer_negates_mirror_force_in_the_battle_phase():
    """Q: my Battle Ox attacks; my opponent activates Mirror Force; I chain Trap Jammer. A: Mirror
    Force is negated and destroyed; Battle Ox survives and the attack goes on (a direct attack:
    1700)."""
    table = Table(turn=3)
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Trap Jammer")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    _resolve(duel, s)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Mirror Force", player=1, request="chain")
    s.pick("activate", "Trap Jammer", player=0, request="chain")
    _resolve(duel, s)
    assert [c.name for c in duel.players[1].grave] == ["Mirror Force"]
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    assert duel.players[1].lp == 6300


def test_trap_jammer_is_not_offered_outside_the_battle_phase_or_against_my_own_trap():
    """Q: in my Main Phase my opponent answers my summon with Trap Hole. A: Trap Jammer is not
    offered (not the Battle Phase): Battle Ox is destroyed. Q: in the Battle Phase I activate my
    own Waboku. A: Trap Jammer answers only an opponent's Trap."""
    table = Table(turn=3)
    table.hand(0, "Battle Ox")
    table.spell_trap(0, "Trap Jammer")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    assert not (duel.request.kind == "chain" and s.has("activate", "Trap Jammer"))
    _resolve(duel, s)
    assert [c.name for c in duel.players[0].grave] == ["Battle Ox"]
    table = Table(turn=3)
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Trap Jammer")
    table.spell_trap(0, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    _resolve(duel, s)
    s.pick("activate", "Waboku", player=0)
    offered = []
    while duel.request.kind == "chain":
        offered.append(s.has("activate", "Trap Jammer"))
        s.pick("pass", player=duel.request.player)
    assert not any(offered) and [c.name for c in duel.players[0].grave] == ["Waboku"]


def test_trap_jammer_answers_sakuretsu_armor_and_is_answered_by_seven_tools():
    """Q (GOAT): my Battle Ox attacks; my opponent activates Sakuretsu Armor; I chain Trap Jammer;
    they chain Seven Tools of the Bandit (1000 LP). A: Trap Jammer is negated and destroyed;
    Sakuretsu Armor destroys Battle Ox."""
    table = Table(turn=3, rules="GOAT")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Trap Jammer")
    table.spell_trap(1, "Sakuretsu Armor")
    table.spell_trap(1, "Seven Tools of the Bandit")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    _resolve(duel, s)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    s.pick("activate", "Trap Jammer", player=0, request="chain")
    s.pick("activate", "Seven Tools of the Bandit", player=1, request="chain")
    _resolve(duel, s)
    assert duel.players[1].lp == 7000
    assert sorted(c.name for c in duel.players[0].grave) == ["Battle Ox", "Trap Jammer"]
    assert sorted(c.name for c in duel.players[1].grave) == ["Sakuretsu Armor", "Seven Tools of the Bandit"]
